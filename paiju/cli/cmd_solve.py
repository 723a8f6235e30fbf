"""``paiju solve``: prove a problem, or verify every puzzle of a collection file."""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from paiju.rules import Board, Move, Stipulation
from paiju.rules.notation import Notation, format_move
from paiju.solver.prover import MAX_N
from paiju.solver.result import SolveResult, Verdict
from paiju.solver.serialize import result_to_dict
from paiju.solver.solve import Solver
from paiju.solver.study import StudyVerdict, StudyVerifier
from paiju.solver.text import proven_lines, render

from .ranges import memory_limit_mb, seconds, whole
from .study import DEFAULT_DEPTH, DEFAULT_MOVETIME_MS, study_verifier


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
    p.add_argument("--threads", type=whole(1, 64, "--threads"), metavar="T",
                   help="threads for one FEN (default: one per core); --memory is shared "
                        "among them")
    p.add_argument("--jobs", type=int, metavar="J",
                   help="worker processes for a FILE (default: one per core); --memory is "
                        "shared among them")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="solve a FILE on this Dask distributed scheduler (paiju[cluster])")
    p.add_argument("--output", metavar="PATH",
                   help="write the JSON report of a FILE here (atomically)")
    p.add_argument("--tablebases", metavar="DIR", nargs="?", const="", default=None,
                   help="a FEN whose material the endgame tables of DIR (default: the user's "
                        "folder) cover gets its length and keys from them, exactly")
    study = p.add_mutually_exclusive_group()
    study.add_argument("--win", action="store_true",
                       help="a study: the side to move plays and wins (红先胜)")
    study.add_argument("--draw", action="store_true",
                       help="a study: the side to move plays and draws (红先和)")
    p.add_argument("--line", nargs="+", metavar="MOVE", default=[],
                   help="a study's main line (ICCS moves, the side to move first)")
    p.add_argument("--engine", default="builtin", metavar="SPEC",
                   help="the engine that checks a study's main line: builtin, levelN or "
                        "uci:PATH (default builtin)")
    p.add_argument("--depth", type=whole(1, 64, "--depth"), default=DEFAULT_DEPTH,
                   help=f"a study's engine depth per position (default {DEFAULT_DEPTH})")
    p.add_argument("--movetime", type=whole(1, 10**7, "--movetime"), default=DEFAULT_MOVETIME_MS,
                   metavar="MS", help="at most this many ms per position of a study "
                   f"(default {DEFAULT_MOVETIME_MS})")
    p.set_defaults(func=run)
    register_bench(sub)


def _stipulation(args: argparse.Namespace, fallback: Stipulation | None = None) -> Stipulation:
    if args.win or args.draw:
        return Stipulation.study("win" if args.win else "draw")
    if args.mate is not None:
        return Stipulation(args.mate, args.checks_only, args.max_quiet)
    if fallback is None:
        raise ValueError("no stipulation: give --mate N, --win or --draw")
    return fallback


def run(args: argparse.Namespace) -> int:
    notation = Notation(args.notation)

    def fmt(board: Board, move: Move) -> str:
        return format_move(board, move, notation)

    if not os.path.exists(args.target) and (args.win or args.draw):
        board = Board(args.target)
        verdict = _verifier(args).verify(board, _stipulation(args), args.line)
        print(json.dumps(study_to_dict(verdict), ensure_ascii=False, indent=1) if args.json
              else f"{verdict.stipulation.describe()}: {verdict.text}")
        return 0 if verdict.word in ("proved", "checked") else 1
    if not os.path.exists(args.target):
        from paiju.solver.batch import default_workers
        oracle = None
        if args.tablebases is not None:
            from paiju.tablebase import Tablebase
            oracle = Tablebase(Path(args.tablebases) if args.tablebases else None)
        solver = Solver(args.memory, threads=args.threads or default_workers(), oracle=oracle)
        board = Board("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
                      if args.target == "startpos" else args.target)
        result = solver.solve(board, _stipulation(args), time_limit=args.time_limit,
                              tries=not args.no_tries)
        print(json.dumps(result_to_dict(result), ensure_ascii=False, indent=1) if args.json
              else render(result, fmt))
        return 0 if result.verdict in (Verdict.SOUND, Verdict.COOKED, Verdict.SHORT) else 1
    return _solve_file(args)


def _verifier(args: argparse.Namespace) -> StudyVerifier:
    return study_verifier("" if args.tablebases is None else args.tablebases, args.engine,
                          args.depth, args.movetime)


def study_to_dict(verdict: StudyVerdict) -> dict[str, Any]:
    return {"stipulation": str(verdict.stipulation), "verdict": verdict.word,
            "detail": verdict.detail, "positions": verdict.positions,
            "min_depth": verdict.min_depth, "notes": verdict.notes}


def _solve_file(args: argparse.Namespace) -> int:
    from paiju.atomic import write_text_atomic
    from paiju.puzzles.io import load
    from paiju.solver.batch import Batch, Outcome, Task, in_order, run_on_cluster

    loaded = load(args.target)
    for problem in loaded.problems:
        print(f"warning: {problem}", file=sys.stderr)
    puzzles = list(loaded.collection)
    tally: Counter[str] = Counter()
    records: list[dict[str, Any]] = []
    tasks: list[Task] = []
    unposed: dict[int, str] = {}  # not solved: the error, or "" for a position to study
    studies: dict[int, StudyVerdict] = {}
    verifier: StudyVerifier | None = None
    for i, puzzle in enumerate(puzzles, 1):
        try:
            stip = _stipulation(args, puzzle.stipulation) if (
                args.mate is not None or args.win or args.draw or puzzle.stipulation) else None
            if stip is not None and stip.is_study:
                verifier = verifier or _verifier(args)
                studies[i] = verifier.verify(puzzle.board(), stip, puzzle.solution)
                unposed[i] = ""
                continue
            fen = puzzle.board().fen()
            if args.mate is None and puzzle.stipulation is None:
                unposed[i] = ""
                continue
            tasks.append(Task(i, fen, _stipulation(args, puzzle.stipulation),
                              puzzle.solution or None, args.time_limit, not args.no_tries))
        except ValueError as exc:
            unposed[i] = str(exc)
    started = time.monotonic()
    if args.scheduler:
        solved: Any = run_on_cluster(tasks, args.scheduler, args.memory)
    else:
        batch = Batch(tasks, workers=args.jobs, memory_mb=args.memory)
        solved = in_order(batch.run(), [t.index for t in tasks])
    stream = in_order(itertools.chain([Outcome(i, None, e) for i, e in unposed.items()], solved),
                      range(1, len(puzzles) + 1))
    for outcome in stream:
        puzzle = puzzles[outcome.index - 1]
        label = f"[{outcome.index}/{len(puzzles)}] {puzzle.title or puzzle.fen}"
        result = outcome.result
        if outcome.index in studies:
            study = studies[outcome.index]
            tally["studies"] += 1
            records.append(study_to_dict(study) | {"index": outcome.index,
                                                  "title": puzzle.title})
            print(f"{label}: {study.stipulation.describe()}: {study.text}", file=sys.stderr,
                  flush=True)
            continue
        if result is None and not outcome.error:  # no stipulation: a position to study
            tally["positions"] += 1
            records.append({"index": outcome.index, "title": puzzle.title,
                            "position_only": True})
            print(f"{label}: position only (no stipulation: give --mate N to solve it)",
                  file=sys.stderr, flush=True)
            continue
        if result is None:
            tally["errors"] += 1
            records.append({"index": outcome.index, "title": puzzle.title,
                            "error": outcome.error})
            print(f"{label}: error: {outcome.error}", file=sys.stderr, flush=True)
            continue
        tally[_bucket(result)] += 1
        records.append(result_to_dict(result) | {"index": outcome.index, "title": puzzle.title})
        keys = ", ".join(k.iccs() for k in result.keys[:4])
        notes = result.stated_line_notes
        differs = f", book differs ({len(notes)})" if notes else ""
        note = f" ({result.note})" if result.note else ""
        if result.verdict is Verdict.CANCELLED:
            note += "; " + "; ".join(proven_lines(result))
        print(f"{label}: {result.verdict.value}, {result.stipulation}, shortest "
              f"{result.mate_in}, keys {keys or '-'}{differs}, {result.seconds:.2f} s{note}",
              file=sys.stderr, flush=True)
    elapsed = time.monotonic() - started
    report = {"file": args.target, "summary": dict(tally), "seconds": elapsed,
              "puzzles": records}
    if args.output:
        write_text_atomic(args.output, json.dumps(report, ensure_ascii=False, indent=1) + "\n",
                          force=True)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    else:
        columns = ("sound", "cooked", "short", "unsolved", "errors", "positions", "studies")
        print(" ".join(f"{k:>9}" for k in columns))
        print(" ".join(f"{tally[k]:>9}" for k in columns))
        print(f"{len(puzzles)} puzzles in {elapsed:.1f} s")
    return 0 if not tally["errors"] else 1


def _bucket(result: SolveResult) -> str:
    return {Verdict.SOUND: "sound", Verdict.COOKED: "cooked", Verdict.SHORT: "short",
            Verdict.ILLEGAL: "errors"}.get(result.verdict, "unsolved")


def register_bench(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("bench-solver", help="solver benchmark over the shared problem sets")
    p.add_argument("--shared", default=None, help="the outside corpus's puzzles folder "
                   "(default: puzzles in $PAIJU_SHARED_DIR, else in the folder 'shared' next "
                   "to the checkout)")
    p.add_argument("--limit", type=seconds(0.001, 1e7, "--limit"), default=10.0,
                   help="seconds per classical problem")
    p.add_argument("-v", "--verbose", action="store_true", help="a line per problem")
    p.set_defaults(func=_bench)


def _bench(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .corpus import CorpusMissingError, puzzles_dir, require
    from .solver_bench import run as run_bench

    try:
        shared = require(Path(args.shared) if args.shared else puzzles_dir())
    except CorpusMissingError as exc:
        print(f"paiju bench-solver: {exc}", file=sys.stderr)
        return 2
    print(run_bench(shared, args.limit, args.verbose))
    return 0
