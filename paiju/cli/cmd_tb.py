"""Tablebase subcommands: ``paiju tb build SIG``, ``paiju tb probe FEN``, ``paiju tb list``.

Tables live in ``--dir`` or the user data folder (docs/tablebase.md).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tqdm import tqdm

from paiju.tablebase import Tablebase, Verdict, canonical, default_dir
from paiju.tablebase.files import SUFFIX, read_header

from .cmd_rules import FEN_HELP, board_from_arg


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    tb = sub.add_parser("tb", help="endgame tablebases: build, probe, list",
                        description="Endgame tablebases (docs/tablebase.md).")
    tbsub = tb.add_subparsers(dest="tb_command", metavar="ACTION", required=True,
                              parser_class=type(tb))

    def dir_option(p: argparse.ArgumentParser) -> None:
        p.add_argument("--dir", type=Path, default=None,
                       help=f"the tables' folder (default {default_dir()})")

    b = tbsub.add_parser("build", help="build a signature's table and the smaller ones it needs",
                         description="Build SIG (e.g. KRKAA: Red general + chariot against "
                                     "Black general + two advisors; letters K R H C P A E) "
                                     "and every table a capture leads to, skipping those "
                                     "already built. Prints time, size and memory per table.")
    b.add_argument("signature", metavar="SIG")
    b.add_argument("--rebuild", action="store_true", help="build SIG again even if present")
    b.add_argument("--quiet", action="store_true", help="no progress bar")
    b.add_argument("--json", action="store_true", help="one JSON object per built table")
    dir_option(b)
    b.set_defaults(func=run_build)

    p = tbsub.add_parser("probe", help="the verdict of a position and of each legal move",
                         description="Verdict for the side to move (win/draw/loss, plies to "
                                     "mate) and every legal move's value for the mover.")
    p.add_argument("fen", metavar="FEN", help=FEN_HELP)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    dir_option(p)
    p.set_defaults(func=run_probe)

    ls = tbsub.add_parser("list", help="the tables built so far, with their figures")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    dir_option(ls)
    ls.set_defaults(func=run_list)


def _size(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def run_build(args: argparse.Namespace) -> int:
    sig = canonical(args.signature)
    tb = Tablebase(args.dir)
    bars: dict[str, Any] = {}

    def progress(s: str, phase: str, n: int, done: int, total: int) -> None:
        if args.quiet:
            return
        bar = bars.get(s)
        if bar is None:
            for old in bars.values():
                old.close()
            bar = bars[s] = tqdm(total=total, desc=s, unit="pos", unit_scale=True,
                                 leave=True, dynamic_ncols=True)
        bar.set_postfix_str(f"{phase} {n}" if phase == "mates" else phase, refresh=False)
        bar.update(done - bar.n)

    try:
        built = tb.build(sig, progress, rebuild=args.rebuild)
    finally:
        for bar in bars.values():
            bar.close()
    for report in built:
        h = report.header
        if args.json:
            print(json.dumps(h, sort_keys=True))
            continue
        st = h["stats"]
        red, black = st["red_to_move"], st["black_to_move"]
        print(f"{h['signature']}: {2 * h['size']:,} positions, {h['build_seconds']:.2f} s, "
              f"file {_size(h['file_bytes'])}, builder memory {_size(h['memory_bytes'])}, "
              f"peak RSS {h['peak_rss_mb']:.0f} MB; Red to move W/D/L {red[0]:,}/{red[1]:,}/"
              f"{red[2]:,}, Black to move W/D/L {black[0]:,}/{black[1]:,}/{black[2]:,}; "
              + _longest(st["max_plies"], st.get("longest_fen")))
    if not built and not args.json:
        print(f"{sig}: already built in {tb.directory}")
    return 0


def _longest(plies: int, fen: str | None) -> str:
    return "no mate" if plies < 0 else f"longest mate {plies} plies ({fen})"


def _verdict_json(v: Verdict) -> dict[str, Any]:
    return {"outcome": v.outcome, "plies": v.plies, "by_rule": v.by_rule}


def run_probe(args: argparse.Namespace) -> int:
    board = board_from_arg(args.fen)
    tb = Tablebase(args.dir)
    verdict = tb.probe(board)
    if verdict is None:
        raise ValueError(f"no table in {tb.directory} covers this material "
                         "(paiju tb build SIG first)")
    moves = tb.probe_moves(board)
    if moves is None:
        raise ValueError(f"a table a capture leads to is missing from {tb.directory}")
    if args.json:
        print(json.dumps({"fen": board.fen(), "verdict": _verdict_json(verdict),
                          "moves": [{"move": m.iccs(), **_verdict_json(v)} for m, v in moves]}))
        return 0
    side = "Red" if board.turn == 0 else "Black"
    print(f"{side} to move: {verdict}")
    for move, v in moves:
        print(f"  {move.iccs()}  {v}")
    return 0


def run_list(args: argparse.Namespace) -> int:
    directory = args.dir if args.dir is not None else default_dir()
    rows = []
    for path in sorted(directory.glob(f"*{SUFFIX}")) if directory.is_dir() else []:
        h = read_header(path)
        rows.append({"signature": h["signature"], "positions": 2 * h["size"],
                     "file_bytes": path.stat().st_size, "build_seconds": h["build_seconds"],
                     "max_plies": h["stats"]["max_plies"]})
    if args.json:
        print(json.dumps(rows))
        return 0
    if not rows:
        print(f"no tables in {directory}")
    for r in rows:
        print(f"{r['signature']:<12} {r['positions']:>14,} positions  "
              f"{_size(r['file_bytes']):>9}  {r['build_seconds']:>9.2f} s  "
              + _longest(r["max_plies"], None).split(" (")[0])
    return 0
