"""Measure the built-in engine: level ladder and nodes per second.

    python scripts/engine_match.py levels [--games 40] [--movetime 200] [--steps 2 3 4 5]
                                          [--out FILE.json]
    python scripts/engine_match.py nps    [--movetime 1000] [--out FILE.json]

Strength against Fairy-Stockfish is measured by ``scripts/fsf_match.py`` instead: over UCI,
with a time guard, judged by pyffish (an in-process match judged by our own rules once
gave a figure outside harnesses could not reproduce).

The ladder plays each level against the one below (``--steps 4`` = level 4 against 3
only) and gives each step's score with its 95% Wilson interval (draws count a half win),
the load average before and after and the commit measured.

Each part prints a Markdown table (for docs/engine.md) and, with --out, writes the games
and figures as JSON. Speed is compared in the same run on the same positions, engine by
engine in turn, so the ratio means something on a shared, noisy machine; absolute numbers
do not travel.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from paiju.engine import Engine, Limits, UciEngine
from paiju.engine.match import MatchResult, load_openings, run_match
from paiju.engine.uci_engine import find_fairy_stockfish
from paiju.rules import Board


def _fsf(path: str | None) -> UciEngine:
    path = path or find_fairy_stockfish()
    if path is None:
        sys.exit("fairy-stockfish not found (apt install fairy-stockfish)")
    return UciEngine(path, {"Threads": "1", "Hash": "64"})


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a score of ``score`` points out of ``n`` games."""
    if n <= 0:
        raise ValueError("no games")
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _commit() -> str:
    try:
        out = subprocess.run(["git", "describe", "--always", "--dirty"], capture_output=True,
                             text=True, check=True, cwd=Path(__file__).resolve().parent)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _row(match: MatchResult) -> dict[str, Any]:
    w, d, lost = match.tally(match.a)
    n = len(match.games)
    lo, hi = wilson(match.score(match.a), n)
    return {"a": match.a, "b": match.b, "games": n, "wins": w, "draws": d, "losses": lost,
            "score": match.score(match.a), "percent": round(100 * match.score(match.a) / n, 1),
            "interval": [round(100 * lo, 1), round(100 * hi, 1)],
            "results": [[g.number, g.red, g.black, g.opening, g.result, g.termination,
                         len(g.moves)] for g in match.games]}


def _progress(label: str) -> Any:
    def report(game: Any) -> None:
        print(f"[{label}] game {game.number}: {game.red} - {game.black} {game.result} "
              f"({game.termination}, {len(game.moves)} plies)", file=sys.stderr, flush=True)
    return report


def ladder(args: argparse.Namespace) -> list[dict[str, Any]]:
    openings = load_openings()
    rows = []
    for upper in args.steps:
        a, b = Engine(64, level=upper), Engine(64, level=upper - 1)
        names = (f"level{upper}", f"level{upper - 1}")
        load_before = os.getloadavg()[0]
        started = time.time()
        match = run_match(a, b, names, args.games, Limits(movetime_ms=args.movetime), openings,
                          _progress(f"{names[0]}-{names[1]}"))
        row = _row(match)
        row.update(load=[round(load_before, 2), round(os.getloadavg()[0], 2)],
                   seconds=round(time.time() - started))
        rows.append(row)
    print(f"commit {args.commit}, {args.movetime} ms a move, {os.cpu_count()} cores, "
          f"one game at a time")
    print("| match | games | + | = | − | score | % | 95% (Wilson) | load before → after |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['a']} vs {r['b']} | {r['games']} | {r['wins']} | {r['draws']} | "
              f"{r['losses']} | {r['score']} | {r['percent']} | "
              f"{r['interval'][0]}–{r['interval'][1]} | {r['load'][0]} → {r['load'][1]} |")
    return rows


def nps(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Both engines on the same positions (the openings' end positions), in turn."""
    ours, fsf = Engine(64), _fsf(args.fsf)
    rows = []
    try:
        for opening in load_openings():
            board = Board()
            for move in opening.moves:
                board.push(move)
            figures: dict[str, Any] = {"opening": opening.name}
            for label, eng in (("paiju", ours), ("fsf", fsf)):
                eng.new_game()
                # CPU seconds actually given to the searcher: ours runs in this process,
                # Fairy-Stockfish in its own (read from /proc).
                cpu = time.process_time() if label == "paiju" else _cpu_seconds(fsf.proc.pid)
                result = eng.search(board, Limits(movetime_ms=args.movetime))
                used = (time.process_time() if label == "paiju"
                        else _cpu_seconds(fsf.proc.pid)) - cpu
                info = result.info
                figures[label] = {"nodes": info.nodes, "nps": info.nps, "depth": info.depth,
                                  "time_ms": info.time_ms, "cpu_s": round(used, 3)}
            rows.append(figures)
    finally:
        fsf.close()
    wall = {k: sum(r[k]["nodes"] for r in rows) / sum(r[k]["time_ms"] / 1000 for r in rows)
            for k in ("paiju", "fsf")}
    cpu = {k: sum(r[k]["nodes"] for r in rows) / max(1e-9, sum(r[k]["cpu_s"] for r in rows))
           for k in ("paiju", "fsf")}
    print("| engine | nodes/s (wall clock) | nodes per CPU second | mean depth |")
    print("|---|---|---|---|")
    for k, label in (("paiju", "Paiju Hardest"), ("fsf", "Fairy-Stockfish")):
        depth = sum(r[k]["depth"] for r in rows) / len(rows)
        print(f"| {label} | {int(wall[k])} | {int(cpu[k])} | {depth:.1f} |")
    print(f"ratio Paiju/Fairy-Stockfish: wall {wall['paiju'] / wall['fsf']:.2f}, "
          f"CPU {cpu['paiju'] / cpu['fsf']:.2f}")
    rows.append({"stop_latency_ms": stop_latency(ours)})
    return rows


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def stop_latency(eng: Engine, trials: int = 20) -> list[float]:
    """Milliseconds from stop() to the search's return, infinite searches of the start."""
    import threading

    delays = []
    for i in range(trials):
        done = threading.Event()

        def run(finished: threading.Event = done) -> None:
            eng.search(Board(), Limits(infinite=True))
            finished.set()
        worker = threading.Thread(target=run)
        worker.start()
        time.sleep(0.1 + 0.02 * i)
        asked = time.monotonic()
        eng.stop()
        done.wait(10)
        delays.append(round((time.monotonic() - asked) * 1000, 2))
        worker.join()
    print(f"stop latency over {trials} trials: max {max(delays)} ms, "
          f"median {sorted(delays)[trials // 2]} ms")
    return delays


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("part", choices=["levels", "nps"])
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--movetime", type=int, default=None, metavar="MS")
    p.add_argument("--steps", type=int, nargs="+", default=[2, 3, 4, 5], choices=range(2, 6),
                   metavar="UPPER", help="ladder steps by their upper level (default 2 3 4 5)")
    p.add_argument("--fsf", metavar="PATH", help="the fairy-stockfish binary")
    p.add_argument("--out", metavar="FILE.json")
    args = p.parse_args()
    if args.movetime is None:
        args.movetime = 1000 if args.part == "nps" else 200
    started = time.time()
    args.commit = _commit()  # the build measured: the checkout when the run starts
    rows = {"levels": ladder, "nps": nps}[args.part](args)
    if args.out:
        Path(args.out).write_text(json.dumps({
            "part": args.part, "movetime_ms": args.movetime, "games": args.games,
            "commit": args.commit,
            "started": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(started)),
            "seconds": round(time.time() - started), "rows": rows}, ensure_ascii=False, indent=1),
            encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
