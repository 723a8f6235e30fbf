"""The solver's answers and node counts on a fixed sample, to compare two builds.

    python scripts/solver_nodes.py [--shared PUZZLES_DIR] [--count 120] [--max-n 5]

Solves the first COUNT problems of general.jsonl with mate_in <= MAX_N (quiet moves allowed,
one thread, 64 MB, no time limit, no tries or tree) and prints, per problem, the verdict,
length, keys and nodes searched, then the totals and the wall time. One thread makes the
node counts exact, so two builds that search alike print identical lines apart from the time
(``bash scripts/bench_revisions.sh main HEAD 1 solver`` runs it on two revisions and diffs).
Runs on both sides of issue 41: the ``paiju`` layout, and the older top-level ``xiangqi`` and
``solver`` packages (for a before/after of the restructuring).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

try:
    from paiju.rules import Board, Stipulation
    from paiju.solver.solve import Solver
except ImportError:  # a build from before the one import root
    from solver.solve import Solver  # type: ignore[no-redef]
    from xiangqi import Board, Stipulation  # type: ignore[no-redef]


def puzzles_dir() -> Path:
    """The outside corpus's puzzles folder as the checkout finds it (paiju.cli.corpus)."""
    try:
        from paiju.cli.corpus import puzzles_dir as find
    except ImportError:
        return Path("puzzles")
    return find()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=puzzles_dir(),
                        help="the corpus's puzzles folder (default: paiju.cli.corpus)")
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--max-n", type=int, default=5)
    args = parser.parse_args()
    source = args.shared / "general.jsonl"
    if not source.is_file():
        print(f"{source}: not found (set PAIJU_SHARED_DIR, or --shared)", file=sys.stderr)
        return 2
    rows = [json.loads(line) for line in source.read_text(encoding="utf-8").splitlines()]
    sample = [(i, r) for i, r in enumerate(rows, 1) if r.get("mate_in", 99) <= args.max_n]
    solver = Solver(64)
    total = 0
    start = time.perf_counter()
    for line, row in sample[: args.count]:
        # each problem starts from empty tables (the prover was `.engine` before phase 2)
        prover = solver.prover if hasattr(solver, "prover") else solver.engine
        prover.clear()
        result = solver.solve(Board(row["fen"]), Stipulation(row["mate_in"], False),
                              tries=False, tree=False)
        keys = " ".join(sorted(k.iccs() for k in result.keys))
        print(f"general.jsonl:{line} {result.verdict.value} mate_in={result.mate_in} "
              f"keys={keys} nodes={result.nodes}")
        total += result.nodes
    print(f"total nodes {total} over {min(args.count, len(sample))} problems")
    print(f"time {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
