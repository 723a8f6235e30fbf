"""``paiju solve``: prove a problem, or verify every puzzle of a collection file."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from typing import Any

from solver.engine import MAX_N
from solver.result import SolveResult, Stipulation, Verdict
from solver.serialize import result_to_dict
from solver.solve import Solver
from solver.text import render
from xiangqi import Board, Move
from xiangqi.notation import Notation, format_move

from .ranges import memory_limit_mb, seconds, whole


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("solve", help="prove a mate problem or verify a collection file",
                       description="Solve FEN (with --mate N) or every puzzle of FILE.")
    p.add_argument("target", metavar="FEN|FILE")
    p.add_argument("--mate", type=whole(1, MAX_N, "--mate"), metavar="N",
                   help=f"mate in N attacker moves (1 to {MAX_N})")
    p.add_argument("--checks-only", action="store_true", help="every attacker move checks")
    p.add_argument("--max-quiet", type=whole(0, MAX_N, "--max-quiet"), metavar="K",
                   help="at most K non-checking moves")
    p.add_argument("--notation", choices=[n.value for n in Notation], default="iccs")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--time-limit", type=seconds(0.001, 1e7, "--time-limit"), metavar="S",
                   help="seconds per problem")
    p.add_argument("--memory", type=whole(1, memory_limit_mb(), "--memory"), default=128,
                   metavar="MB", help=f"table size (1 to {memory_limit_mb()})")
    p.add_argument("--no-tries", action="store_true", help="skip the search for tries")
    p.set_defaults(func=run)
    register_bench(sub)


def _stipulation(args: argparse.Namespace, fallback: Stipulation | None = None) -> Stipulation:
    if args.mate is not None:
        return Stipulation(args.mate, args.checks_only, args.max_quiet)
    if fallback is None:
        raise ValueError("no stipulation: give --mate N")
    return fallback


def run(args: argparse.Namespace) -> int:
    solver = Solver(args.memory)
    notation = Notation(args.notation)

    def fmt(board: Board, move: Move) -> str:
        return format_move(board, move, notation)

    if not os.path.exists(args.target):
        board = Board("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
                      if args.target == "startpos" else args.target)
        result = solver.solve(board, _stipulation(args), time_limit=args.time_limit,
                              tries=not args.no_tries)
        print(json.dumps(result_to_dict(result), ensure_ascii=False, indent=1) if args.json
              else render(result, fmt))
        return 0 if result.verdict in (Verdict.SOUND, Verdict.COOKED, Verdict.SHORT) else 1
    return _solve_file(args, solver, fmt)


def _solve_file(args: argparse.Namespace, solver: Solver, fmt: Any) -> int:
    from puzzles.io import load

    loaded = load(args.target)
    for problem in loaded.problems:
        print(f"warning: {problem}", file=sys.stderr)
    puzzles = list(loaded.collection)
    tally: Counter[str] = Counter()
    records: list[dict[str, Any]] = []
    started = time.monotonic()
    for i, puzzle in enumerate(puzzles, 1):
        label = f"[{i}/{len(puzzles)}] {puzzle.title or puzzle.fen}"
        try:
            stip = _stipulation(args, puzzle.stipulation)
            result: SolveResult | None = solver.solve(
                puzzle.board(), stip, time_limit=args.time_limit, book=puzzle.solution or None,
                tries=not args.no_tries)
        except ValueError as exc:
            tally["errors"] += 1
            records.append({"index": i, "title": puzzle.title, "error": str(exc)})
            print(f"{label}: error: {exc}", file=sys.stderr, flush=True)
            continue
        assert result is not None
        tally[_bucket(result)] += 1
        data = result_to_dict(result) | {"index": i, "title": puzzle.title}
        records.append(data)
        keys = ", ".join(k.iccs() for k in result.keys[:4])
        differs = f", book differs ({len(result.book)})" if result.book else ""
        print(f"{label}: {result.verdict.value}, {stip}, shortest {result.mate_in}, "
              f"keys {keys or '-'}{differs}, {result.seconds:.2f} s",
              file=sys.stderr, flush=True)
    elapsed = time.monotonic() - started
    if args.json:
        print(json.dumps({"file": args.target, "summary": dict(tally), "seconds": elapsed,
                          "puzzles": records}, ensure_ascii=False, indent=1))
    else:
        print(f"{'sound':>8} {'cooked':>8} {'short':>8} {'unsolved':>8} {'errors':>8}")
        print(" ".join(f"{tally[k]:>8}" for k in ("sound", "cooked", "short", "unsolved",
                                                 "errors")))
        print(f"{len(puzzles)} puzzles in {elapsed:.1f} s")
    return 0 if not tally["errors"] else 1


def _bucket(result: SolveResult) -> str:
    return {Verdict.SOUND: "sound", Verdict.COOKED: "cooked", Verdict.SHORT: "short",
            Verdict.ILLEGAL: "errors"}.get(result.verdict, "unsolved")


def register_bench(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("bench-solver", help="solver benchmark over the shared problem sets")
    p.add_argument("--shared", default="../shared/puzzles", help="the shared puzzles folder")
    p.add_argument("--limit", type=seconds(0.001, 1e7, "--limit"), default=10.0,
                   help="seconds per classical problem")
    p.add_argument("-v", "--verbose", action="store_true", help="a line per problem")
    p.set_defaults(func=_bench)


def _bench(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .solver_bench import run as run_bench

    print(run_bench(Path(args.shared), args.limit, args.verbose))
    return 0
