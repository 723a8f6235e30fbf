"""Rules subcommands: ``paiju perft``, ``validate``, ``moves`` and ``bench``.

Every FEN argument also accepts ``startpos``. A FEN that cannot be read raises
InvalidFenError (a ValueError), which ``paiju.cli`` prints as one line, exit 2.
"""

from __future__ import annotations

import argparse
import json

from paiju.rules import STARTING_FEN, Board, perft, perft_divide
from paiju.rules.notation import Notation, format_move

from . import benchmarks, setup_report, tk_rules
from .ranges import whole

FEN_HELP = ("a position in FEN (any dialect), or 'startpos'; with --variant three-kingdoms "
            "the position notation of docs/three-kingdoms.md")
VARIANTS = ("xiangqi", tk_rules.VARIANT)


def _variant_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--variant", choices=VARIANTS, default="xiangqi",
                   help="the game (default xiangqi)")
    p.add_argument("--no-banners", action="store_true",
                   help="three-kingdoms: a table without banner bearers")


def board_from_arg(text: str) -> Board:
    """The Board of a FEN argument; ``startpos`` is the opening position."""
    return Board(STARTING_FEN if text.strip().lower() == "startpos" else text)


MAX_DEPTH = 64
"""Deepest perft asked for (far beyond what finishes; the C core counts plies in an int)."""
_depth = whole(0, MAX_DEPTH, "DEPTH")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("perft", help="count the leaves of the legal move tree",
                       description="Perft: legal move sequences of DEPTH plies from FEN. "
                                   "The last line is the node count.")
    p.add_argument("fen", metavar="FEN", help=FEN_HELP)
    p.add_argument("depth", metavar="DEPTH", type=_depth)
    p.add_argument("--divide", action="store_true", help="one line per first move first")
    _variant_options(p)
    p.set_defaults(func=run_perft)

    v = sub.add_parser("validate", help="check a setup against the rules (docs/rules.md section 4)",
                       description="Print each setup error and warning as "
                                   "'error|warning code: message'. Exit 0 without errors, "
                                   "1 with errors.")
    v.add_argument("fen", metavar="FEN", help=FEN_HELP)
    v.add_argument("--json", action="store_true", help="machine-readable output")
    _variant_options(v)
    v.set_defaults(func=run_validate)

    m = sub.add_parser("moves", help="list the legal moves of a position")
    m.add_argument("fen", metavar="FEN", help=FEN_HELP)
    m.add_argument("--notation", choices=[n.value for n in Notation], default="iccs")
    m.add_argument("--json", action="store_true", help="machine-readable output")
    _variant_options(m)
    m.set_defaults(func=run_moves)

    b = sub.add_parser("bench", help="perft speed of the rules core and the Python API",
                       description="Perft from the start position in the compiled core and "
                                   "through the Python API (legal_moves, push, pop).")
    b.add_argument("--depth", type=_depth, default=5, help="core perft depth (default 5)")
    b.add_argument("--python-depth", type=_depth, default=4,
                   help="Python-API perft depth (default 4)")
    b.add_argument("--compare", action="store_true",
                   help="also time Fairy-Stockfish's go perft (if installed) and print the ratio")
    b.add_argument("--repeat", type=whole(1, 1000, "--repeat"), default=3,
                   help="repetitions with --compare")
    b.set_defaults(func=run_bench)


def run_perft(args: argparse.Namespace) -> int:
    if args.variant == tk_rules.VARIANT:
        return tk_rules.run_perft(args)
    board = board_from_arg(args.fen)
    if args.divide and args.depth > 0:
        rows = sorted(perft_divide(board, args.depth), key=lambda row: row[0].iccs())
        for move, nodes in rows:
            print(f"{move.iccs()}: {nodes}")
        print(sum(nodes for _, nodes in rows))
    else:
        print(perft(board, args.depth))
    return 0


def run_validate(args: argparse.Namespace) -> int:
    if args.variant == tk_rules.VARIANT:
        return tk_rules.run_validate(args)
    board = board_from_arg(args.fen)
    return setup_report.report({"fen": board.fen()}, board.validate(), args.json)


def run_moves(args: argparse.Namespace) -> int:
    if args.variant == tk_rules.VARIANT:
        return tk_rules.run_moves(args)
    board = board_from_arg(args.fen)
    notation = Notation(args.notation)
    moves = sorted(board.legal_moves, key=lambda move: move.iccs())
    texts = [format_move(board, move, notation) for move in moves]
    if args.json:
        rows = [{"iccs": m.iccs(), "text": t} for m, t in zip(moves, texts, strict=True)]
        print(json.dumps({"fen": board.fen(), "notation": notation.value, "moves": rows},
                         ensure_ascii=False, indent=1))
    else:
        for text in texts:
            print(text)
    return 0


def run_bench(args: argparse.Namespace) -> int:
    if args.compare:
        comparison = benchmarks.compare_with_fairy_stockfish(args.depth, max(1, args.repeat))
        lines = benchmarks.comparison_lines(comparison)
    else:
        lines = [benchmarks.core_perft(args.depth).line()]
    for line in lines:
        print(line, flush=True)
    print(benchmarks.python_api_line(benchmarks.python_perft(args.python_depth)))
    return 0
