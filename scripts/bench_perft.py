#!/usr/bin/env python3
"""Perft benchmark against Fairy-Stockfish (developer tool; ``paiju bench --compare`` too).

Runs our perft(DEPTH) from the start position and, when Debian's fairy-stockfish is
installed, its ``go perft DEPTH`` in the same run, alternating the two for a few
repetitions; prints the best times and the ratio ours/FSF (bar: <= 3), then the
Python-API perft rate (bar: >= 300k nodes/s). Exit status 1 if a bar is missed.

    python3 scripts/bench_perft.py [--depth 5] [--repeat 3] [--python-depth 4]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from paiju.cli import benchmarks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--python-depth", type=int, default=4)
    parser.add_argument("--engine", help="path of a fairy-stockfish binary")
    args = parser.parse_args(argv)
    comparison = benchmarks.compare_with_fairy_stockfish(args.depth, max(1, args.repeat),
                                                         args.engine)
    for line in benchmarks.comparison_lines(comparison):
        print(line, flush=True)
    python = benchmarks.python_perft(args.python_depth)
    print(benchmarks.python_api_line(python))
    ratio = comparison.ratio
    ok = (ratio is None or ratio <= benchmarks.RATIO_BAR) and \
        python.rate >= benchmarks.PYTHON_API_BAR
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
