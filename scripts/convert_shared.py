#!/usr/bin/env python3
"""Regenerate paiju/data/collections/*.xqp from the shared puzzle material.

Usage: python3 scripts/convert_shared.py [SHARED_PUZZLES_DIR]  (default: the outside corpus's
puzzles folder as ``paiju.cli.corpus`` finds it: see README, "The outside puzzle corpus")
Stipulations come from the source: the graded titles' ``N步杀`` (and the CSV's), otherwise the
book line (``checks#N`` if every attacker move of the line checks, else ``#N``). They are not
verified by the solver; the header says so.

A set whose source gives positions only (the basic patterns) gets its stipulations from the
solver instead: a position where it proves the shortest mate within PROVE_WITHIN moves (quiet
moves allowed, PROVE_SECONDS each, both cores) gets ``#K`` and the solver's main line; the
others stay positions only, and the header says which is which.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from paiju.cli.corpus import puzzles_dir, require  # noqa: E402
from paiju.puzzles import io  # noqa: E402
from paiju.puzzles.lines import book_stipulation  # noqa: E402
from paiju.puzzles.model import Collection  # noqa: E402
from paiju.rules import Board  # noqa: E402
from paiju.solver.batch import Batch, Task  # noqa: E402
from paiju.solver.result import Stipulation, Verdict  # noqa: E402

CCHESS = "github.com/walker8088/cchess"
XQMAGIC = "github.com/walker8088/XQMagic"
UNVERIFIED = ("Stipulations are taken from the book (titles or the attacker's moves in the "
              "main line) and are not verified; book lines are one defence each and may "
              "contain slips.")

PROVE_WITHIN, PROVE_SECONDS = 5, 10.0
PROVED = ("Positions only in the book. Paiju's solver gave the stipulation and main line of "
          "each position where it proved the shortest mate within {within} moves (quiet moves "
          "allowed, {seconds:g} s each): {proved} of {total}. Positions only: no mate within "
          "{within}, {none}; not settled in time, {open}; not legal (the book's own slips), "
          "{illegal}.")

# (source file, output name, title, description, source)
SOURCES = [
    ("classical/梦入神机.eglib", "menru-shenji", "梦入神机 (Ming dynasty collection)",
     "Classical compositions, main lines.", f"{CCHESS} demo/end_game/ @ 08741638ef36"),
    ("classical/适情雅趣360.eglib", "shiqing-yaqu-360", "适情雅趣 360 (1570)",
     "The 360 problems of 适情雅趣, with the book's variations.",
     f"{CCHESS} demo/end_game/ @ 08741638ef36"),
    ("graded/00.基本杀法.eglib", "graded-00-basic-mates", "基本杀法 · basic mating patterns",
     "Patterns to study.",
     f"{XQMAGIC} Books/已整理残局Book/ @ a190232918ce"),
    ("graded/01.初级残局_三步杀.eglib", "graded-01-mate-in-3", "初级残局 · mate in up to 3",
     "Graded set, titled N步杀_k.", f"{XQMAGIC} Books/已整理残局Book/ @ a190232918ce"),
    ("graded/02.中级残局_五步杀.eglib", "graded-02-mate-in-5", "中级残局 · mate in 4 to 5",
     "Graded set, titled N步杀_k.", f"{XQMAGIC} Books/已整理残局Book/ @ a190232918ce"),
    ("misc/马兵类杀法.csv", "horse-soldier-mates", "马兵类杀法 · horse and soldier mates",
     "Horse + soldier mates with hints.", f"{CCHESS} demo/ @ 1ede7da1bffc"),
]

_STEPS = re.compile(r"([0-9]+)步杀")


def convert(shared: Path, rel: str, title: str, description: str, source: str) -> Collection:
    result = io.load(shared / rel)
    if result.problems:
        raise SystemExit("\n".join(str(p) for p in result.problems))
    coll = result.collection
    coll.title = title
    coll.description = f"{description} {UNVERIFIED}" if "eglib" in rel or "csv" in rel \
        else description
    coll.source = f"{source} ({Path(rel).name})"
    coll.licence = "GPL-3.0"
    for puzzle in coll:
        old = puzzle.extra.pop("old_name", "")
        if old:
            puzzle.title = old
        m = _STEPS.search(puzzle.title)
        puzzle.stipulation = book_stipulation(puzzle, int(m.group(1)) if m else None)
    if not any(puzzle.solution for puzzle in coll):
        coll.description = f"{description} {prove_stipulations(coll)}"
    return coll


def prove_stipulations(coll: Collection) -> str:
    """Give each legal position the solver's shortest mate within PROVE_WITHIN, where it
    settles one; returns the header sentence that says what was proven."""
    counts = {"proved": 0, "none": 0, "open": 0, "illegal": 0}
    tasks = []
    for i, puzzle in enumerate(coll.puzzles):
        board = Board(puzzle.fen)
        if any(issue.is_error for issue in board.validate()):
            counts["illegal"] += 1
            continue
        tasks.append(Task(i, board.fen(), Stipulation(PROVE_WITHIN), time_limit=PROVE_SECONDS,
                          tries=False, tree=True))
    for outcome in Batch(tasks, memory_mb=256).run():
        result, puzzle = outcome.result, coll.puzzles[outcome.index]
        if result is None or result.verdict is Verdict.CANCELLED:
            counts["open"] += 1
        elif result.mate_in is None:
            counts["none"] += 1
        else:
            counts["proved"] += 1
            puzzle.stipulation = Stipulation(result.mate_in)
            puzzle.solution = [move.iccs() for move in result.line]
    return PROVED.format(within=PROVE_WITHIN, seconds=PROVE_SECONDS, total=len(coll), **counts)


def main(argv: list[str]) -> int:
    try:
        shared = require(Path(argv[0]) if argv else puzzles_dir())
    except FileNotFoundError as exc:
        print(f"convert_shared: {exc}", file=sys.stderr)
        return 2
    out = ROOT / "paiju" / "data" / "collections"
    out.mkdir(parents=True, exist_ok=True)
    for rel, name, title, description, source in SOURCES:
        coll = convert(shared, rel, title, description, source)
        path = out / f"{name}.xqp"
        io.save(coll, path)
        print(f"{path.relative_to(ROOT)}: {len(coll)} puzzles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
