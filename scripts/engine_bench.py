"""Search speed of the built-in engine on the bench positions (the end positions of the 20
shipped openings, with their moves as game history): a fixed-depth search of each, nodes
over the CPU seconds this process really got (the machine is shared).

    python scripts/engine_bench.py [--depth 7] [--repeat 3] [--json]

Run it from two checkouts (``cd OTHER && PYTHONPATH=. python .../engine_bench.py``) in
turn, in the same session, and compare the nodes/s: the ratio is what travels.
"""

from __future__ import annotations

import argparse
import json
import time

from engine import _search
from engine.builtin import _root_data
from engine.match import load_openings
from xiangqi import Board


def bench(depth: int) -> tuple[int, float]:
    """(nodes, CPU seconds) of depth-``depth`` searches of every bench position."""
    nodes, cpu = 0, 0.0
    searcher = _search.Searcher(64)
    for opening in load_openings():
        board = Board()
        for move in opening.moves:
            board.push(move)
        searcher.clear()
        searcher.set_root(*_root_data(board))
        start = time.process_time()
        for d in range(1, depth + 1):
            searcher.iterate(d, -_search.INF, _search.INF, False, 0.0, 0)
        cpu += time.process_time() - start
        nodes += searcher.nodes
    return nodes, cpu


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--depth", type=int, default=7)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    runs = [bench(args.depth) for _ in range(args.repeat)]
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
