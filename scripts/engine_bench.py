"""Search speed of the built-in engine on the bench positions (the end positions of the 20
shipped openings, with their moves as game history): a fixed-depth search of each, nodes
over the CPU seconds this process really got (the machine is shared).

    python scripts/engine_bench.py [--depth 7] [--repeat 3] [--endings] [--json]
    python scripts/engine_bench.py --signature
    python scripts/engine_bench.py --movetime 200

Run it from two checkouts (``cd OTHER && PYTHONPATH=. python .../engine_bench.py``) in
turn, in the same session, and compare the nodes/s: the ratio is what travels.
``--endings`` searches four endings instead, where pieces shuffle and the search meets
repetitions (and so the perpetual-chase test) often.

``--signature`` prints the bench signature, as Stockfish's ``bench`` does: the nodes of a
depth-8 search of the openings and the endings, one thread, a cleared 64 MB table. It
depends on nothing but the search, so every commit that changes the search changes it and
quotes it. ``--movetime MS`` gives depth to time: the depth each bench position reaches in
MS of one thread's wall time (full-strength engine, as ``go movetime``), median and range.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

from paiju import _native
from paiju.engine import Limits
from paiju.engine.builtin import Engine, _root_data
from paiju.engine.match import load_openings
from paiju.rules import Board

# Endings where pieces shuffle and repetitions (so the chase test) come up in the search.
ENDINGS = (
    "1r1aka3/9/7c1/R8/9/9/9/9/9/5K3 w - - 0 1",
    "3ak4/4a4/4b4/9/2r6/9/9/4B4/4A4/3AK1R2 w - - 0 1",
    "3k5/4a4/9/9/2n6/6C2/9/4B4/4A4/3AK1R2 w - - 0 1",
    "4k4/9/3a5/9/2c3r2/9/2R6/4B4/4N4/3K5 b - - 0 1",
)


def positions(endings: bool) -> list[Board]:
    """The openings' end positions (their moves as history), or the endings."""
    if endings:
        return [Board(fen) for fen in ENDINGS]
    boards = []
    for opening in load_openings():
        board = Board()
        for move in opening.moves:
            board.push(move)
        boards.append(board)
    return boards


def bench(depth: int, endings: bool = False) -> tuple[int, float]:
    """(nodes, CPU seconds) of depth-``depth`` searches of every bench position."""
    nodes, cpu = 0, 0.0
    searcher = _native.Searcher(64)
    for board in positions(endings):
        searcher.clear()
        searcher.set_root(*_root_data(board))
        start = time.process_time()
        for d in range(1, depth + 1):
            searcher.iterate(d, -_native.INF, _native.INF, False, 0.0, 0)
        cpu += time.process_time() - start
        nodes += searcher.nodes
    return nodes, cpu


def signature() -> int:
    """The bench signature: nodes of depth-8 searches of the openings and the endings."""
    return bench(8)[0] + bench(8, endings=True)[0]


def depth_to_time(movetime_ms: int, endings: bool = False) -> list[int]:
    """The depth each bench position reaches in ``movetime_ms`` (a new game each)."""
    engine = Engine(hash_mb=64)
    depths = []
    for board in positions(endings):
        engine.new_game()
        depths.append(engine.search(board, Limits(movetime_ms=movetime_ms)).info.depth)
    return depths


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--depth", type=int, default=7)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--endings", action="store_true", help="the endings instead of openings")
    p.add_argument("--json", action="store_true")
    p.add_argument("--signature", action="store_true", help="print the bench signature")
    p.add_argument("--movetime", type=int, metavar="MS", help="depth reached in MS per position")
    args = p.parse_args()
    if args.signature:
        print(f"bench: {signature()}")
        return 0
    if args.movetime:
        if args.movetime < 1:
            p.error(f"--movetime must be at least 1 ms, not {args.movetime}")
        depths = depth_to_time(args.movetime, args.endings)
        print(f"{args.movetime} ms: median depth {statistics.median(depths)} "
              f"(range {min(depths)}-{max(depths)}, {len(depths)} positions; load average "
              f"{os.getloadavg()[0]:.2f})")
        return 0
    runs = [bench(args.depth, args.endings) for _ in range(args.repeat)]
    nodes = runs[0][0]
    best = min(cpu for _, cpu in runs)
    if args.json:
        print(json.dumps({"depth": args.depth, "nodes": nodes, "cpu_s": [c for _, c in runs],
                          "nps": int(nodes / best)}))
    else:
        print(f"depth {args.depth}: {nodes} nodes, best of {args.repeat}: {best:.2f} CPU s, "
              f"{nodes / best:,.0f} nodes/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
