"""Verify the shipped collections with Paiju's own solver and write the verdicts into them.

    python scripts/verify_collections.py run [--time-limit 10] [--jobs 2] [--results R.jsonl]
    python scripts/verify_collections.py apply [--results R.jsonl]
    python scripts/verify_collections.py check [--results R.jsonl]
    python scripts/verify_collections.py summary

``run`` solves every puzzle of every shipped collection (``paiju/data/collections/*.xqp``) under
its stipulation, ``--time-limit`` seconds each (wall clock, one solver thread per job), and
appends one JSON line per solve to the results file (a second ``run`` skips the solves
already there, so an interrupted run resumes). A puzzle with no stipulation, or whose
stipulation has no solution, is then searched again for its true length
(``puzzles.verdicts.search_stipulation``). Studies (``stip win`` or ``draw``) are left to
scripts/make_studies.py. ``apply`` turns the results into ``verdict``
operations (docs/puzzle-format.md), mends proven-wrong stipulations, and moves cooked and
unsound problems to ``tries-and-cooks.xqp`` naming the cook; ``check`` compares the verdicts
written in the files with the results (exit 1 on a difference); ``summary`` prints the counts.

To verify every shipped collection from scratch (about 45 min of CPU on one core, most of it
the classical sets' 10 s searches):

    python scripts/verify_collections.py run --results /tmp/fresh.jsonl --jobs 2
    python scripts/verify_collections.py check --results /tmp/fresh.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from paiju.puzzles.io import load, save  # noqa: E402
from paiju.puzzles.model import Collection, Puzzle  # noqa: E402
from paiju.puzzles.shipped import SHIPPED_DIR  # noqa: E402
from paiju.puzzles.verdicts import (  # noqa: E402
    TRIES_AND_COOKS,
    Check,
    collection_verdicts,
    is_study,
    next_search,
    same_verdict,
    verdict_of,
)
from paiju.solver.batch import Batch, Task  # noqa: E402
from paiju.solver.serialize import result_to_dict  # noqa: E402

COLLECTIONS = SHIPPED_DIR
DEFAULT_RESULTS = ROOT / "build" / "collections-verification.jsonl"


def _key(fen: str, stip: str) -> str:
    return f"{fen}|{stip}"


def _read_results(path: Path) -> dict[str, dict[str, Any]]:
    done: dict[str, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                done[record["key"]] = record
    return done


def _files(only: list[str]) -> list[Path]:
    files = sorted(COLLECTIONS.glob("*.xqp"))
    return [f for f in files if not only or any(o in f.name for o in only)]


def _solve_all(checks: list[Check], args: argparse.Namespace, results: Path,
               done: dict[str, dict[str, Any]]) -> None:
    todo = [c for c in checks if _key(c.fen, str(c.stipulation)) not in done]
    if not todo:
        return
    tasks = [Task(i, c.fen, c.stipulation, c.stated_line, args.time_limit, tries=False, tree=True)
             for i, c in enumerate(todo)]
    conditions = _conditions(args)
    started = time.monotonic()
    with results.open("a", encoding="utf-8") as out:
        for n, outcome in enumerate(Batch(tasks, workers=args.jobs, memory_mb=args.memory)
                                    .run(), 1):
            check = todo[outcome.index]
            record: dict[str, Any] = {"key": _key(check.fen, str(check.stipulation)),
                                      "pass": check.purpose, "conditions": conditions}
            if outcome.result is None:
                record["error"] = outcome.error
            else:
                record |= result_to_dict(outcome.result)
                record.pop("tree", None)
            done[record["key"]] = record
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
            out.flush()
            print(f"[{n}/{len(todo)} {time.monotonic() - started:.0f} s] {check.label}: "
                  f"{record.get('verdict', record.get('error'))} "
                  f"{record.get('mate_in') or ''}", flush=True)


def _conditions(args: argparse.Namespace) -> str:
    load_avg = os.getloadavg()
    rev = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                         capture_output=True, text=True).stdout.strip()
    return (f"paiju solver @ {rev}, {args.time_limit:g} s per solve, {args.jobs} jobs, "
            f"{args.memory} MB, load {load_avg[0]:.2f} at start, {time.strftime('%Y-%m-%d')}")


def run(args: argparse.Namespace) -> int:
    results = Path(args.results)
    results.parent.mkdir(parents=True, exist_ok=True)
    done = _read_results(results)
    posed: list[Check] = []
    for path in _files(args.only):
        coll = load(path).collection
        for i, puzzle in enumerate(coll, 1):
            if puzzle.stipulation is not None and not puzzle.stipulation.is_study:
                posed.append(Check.of(path.name, i, puzzle, puzzle.stipulation, "posed"))
    _solve_all(posed, args, results, done)
    while True:  # each round asks every puzzle's next longer stipulation, if any
        searches: list[Check] = []
        for path in _files(args.only):
            for i, puzzle in enumerate(load(path).collection, 1):
                wider = next_search(puzzle, done)
                if wider is not None:
                    searches.append(Check.of(path.name, i, puzzle, wider, "search"))
        if not searches:
            break
        _solve_all(searches, args, results, done)
    return 0


def apply(args: argparse.Namespace) -> int:
    done = _read_results(Path(args.results))
    cooks_path = COLLECTIONS / TRIES_AND_COOKS
    cooks = load(cooks_path).collection if cooks_path.exists() else Collection(
        title="试着与破解 · tries and cooks",
        description="Problems of the shipped collections that Paiju's solver found cooked "
                    "(more than one key) or unsound (no mate as stipulated, or an illegal "
                    "position); each names its collection, problem and cook in 'verdict'. "
                    "Recomputed by scripts/verify_collections.py.",
        source="Paiju's shipped collections (each problem's own source names its book and "
               "number)",
        licence="GPL-3.0")
    moved = 0
    for path in _files(args.only):
        if path.name == TRIES_AND_COOKS:
            continue
        coll = load(path).collection
        kept: list[Puzzle] = []
        for i, puzzle in enumerate(coll, 1):
            if is_study(puzzle):  # verified by scripts/make_studies.py
                kept.append(puzzle)
                continue
            verdict = verdict_of(puzzle, done)
            if verdict is None:
                print(f"{path.name} #{i}: not solved yet (run first)", file=sys.stderr)
                kept.append(puzzle)
                continue
            verdict.apply_to(puzzle, f"{coll.source}, problem {i}")
            if verdict.moves_out:
                cooks.add(puzzle)
                moved += 1
            else:
                kept.append(puzzle)
        coll.puzzles = kept
        coll.extra["verified"] = collection_verdicts(kept)
        save(coll, path)
    back: list[Puzzle] = []
    for puzzle in cooks:  # already moved: their verdicts are brought up to date in place
        verdict = verdict_of(puzzle, done)
        if verdict is not None:
            verdict.apply_to(puzzle, "")
            if not verdict.moves_out:  # now proved sound (its stipulation mended): home again
                back.append(puzzle)
    returned = _send_home(back, args.only)
    cooks.puzzles = [p for p in cooks if not any(p is r for r in returned)]
    cooks.extra["verified"] = collection_verdicts(list(cooks))
    save(cooks, cooks_path)
    print(f"{moved} problems moved to {TRIES_AND_COOKS}, {len(returned)} back from it")
    return summary(args)


def _send_home(puzzles: list[Puzzle], only: list[str]) -> list[Puzzle]:
    """Append each puzzle to the collection its ``source`` names (the collection's source
    followed by ", problem N"); the ones sent."""
    sent: list[Puzzle] = []
    for path in _files(only):
        if path.name == TRIES_AND_COOKS:
            continue
        coll = load(path).collection
        mine = [p for p in puzzles if p.source.startswith(f"{coll.source}, problem ")]
        if not mine:
            continue
        coll.puzzles = [*coll, *mine]
        coll.extra["verified"] = collection_verdicts(list(coll))
        save(coll, path)
        sent += mine
    return sent


def check(args: argparse.Namespace) -> int:
    """Compare the verdicts written in the collections with the results file (of a fresh
    ``run``): 1 if a verdict other than "unsettled" differs (unsettled ones depend on the
    machine's speed and are only reported)."""
    done = _read_results(Path(args.results))
    differs = 0
    for path in _files(args.only):
        for i, puzzle in enumerate(load(path).collection, 1):
            if is_study(puzzle):  # verified by scripts/make_studies.py
                continue
            found = verdict_of(puzzle, done)
            written = puzzle.extra.get("verdict", "")
            if found is None:
                print(f"{path.name} #{i} {puzzle.title}: not in the results (run first)")
                differs += 1
            elif not same_verdict(written, found.text):
                timing = "unsettled" in (found.word, written.split(":")[0])
                print(f"{path.name} #{i} {puzzle.title}: written {written!r}, now "
                      f"{found.text!r}{' (time-dependent)' if timing else ''}")
                differs += not timing
    print(f"{differs} verdicts differ" if differs else "every verdict holds")
    return 1 if differs else 0


def summary(args: argparse.Namespace) -> int:
    for path in _files(args.only):
        coll = load(path).collection
        tally = Counter((p.extra.get("verdict") or "none").split(":")[0] for p in coll)
        print(f"{path.name}: {len(coll)} problems, " + ", ".join(
            f"{n} {word}" for word, n in tally.most_common()))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["run", "apply", "check", "summary"])
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per solve")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--memory", type=int, default=256, help="MB for all the workers")
    parser.add_argument("--results", default=str(DEFAULT_RESULTS), help="JSON lines file")
    parser.add_argument("--only", nargs="*", default=[], help="collection names containing")
    args = parser.parse_args()
    return {"run": run, "apply": apply, "check": check,
            "summary": summary}[args.command](args)


if __name__ == "__main__":
    raise SystemExit(main())
