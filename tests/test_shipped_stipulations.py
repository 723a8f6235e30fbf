"""The shipped collections are verified: every problem has a stipulation (outside the tries and
cooks), a source and a verdict, and the quick collections' verdicts are proved again here by
the solver. All of them, the classical sets' 10 s searches too: scripts/verify_collections.py
(run, then check)."""

from __future__ import annotations

from collections import Counter

import pytest

from paiju.puzzles.io import load
from paiju.puzzles.model import Puzzle
from paiju.puzzles.shipped import SHIPPED_DIR
from paiju.puzzles.verdicts import (
    TRIES_AND_COOKS,
    collection_verdicts,
    cooked_keys,
    is_study,
    verdict_word,
)
from paiju.rules import Board, Move
from paiju.solver.result import Verdict
from paiju.solver.solve import Solver

SHIPPED = SHIPPED_DIR
QUICK = ("horse-soldier-mates.xqp", "graded-00-basic-mates.xqp", "graded-01-mate-in-3.xqp",
         "graded-02-mate-in-5.xqp")
LIMIT = 10.0  # seconds a solve, as the verification


@pytest.fixture(scope="module")
def solver() -> Solver:
    return Solver(64)


def test_every_shipped_problem_has_a_stipulation_a_source_and_a_verdict() -> None:
    files = sorted(SHIPPED.glob("*.xqp"))
    assert TRIES_AND_COOKS in [f.name for f in files]
    for path in files:
        coll = load(path).collection
        assert coll.extra.get("verified") == collection_verdicts(list(coll)), path.name
        for i, puzzle in enumerate(coll, 1):
            where = f"{path.name} #{i} {puzzle.title}"
            assert puzzle.source, where
            word = verdict_word(puzzle)
            assert word is not None, where
            if path.name != TRIES_AND_COOKS and is_study(puzzle):  # tests/test_studies.py
                assert word in ("proved", "checked", "unsettled"), where
            elif path.name != TRIES_AND_COOKS:
                assert word in ("sound", "unsettled"), where
                assert puzzle.stipulation is not None and puzzle.solution, where


def _solve(solver: Solver, puzzle: Puzzle) -> tuple[Verdict, int | None, list[str]]:
    assert puzzle.stipulation is not None
    result = solver.solve(Board(puzzle.fen), puzzle.stipulation, time_limit=LIMIT,
                          tries=False, tree=False)
    return result.verdict, result.mate_in, [k.iccs() for k in result.keys]


@pytest.mark.parametrize("name", QUICK)
def test_the_quick_collections_verdicts_hold(solver: Solver, name: str) -> None:
    coll = load(SHIPPED / name).collection
    tally: Counter[str] = Counter()
    for i, puzzle in enumerate(coll, 1):
        where = f"{name} #{i} {puzzle.title}"
        word = verdict_word(puzzle)
        tally[word or ""] += 1
        verdict, mate_in, keys = _solve(solver, puzzle)
        if word == "unsettled":
            continue
        assert puzzle.stipulation is not None
        assert word == "sound" and verdict is Verdict.SOUND, (where, verdict)
        assert mate_in == puzzle.stipulation.moves and keys == [puzzle.solution[0]], where
        board = Board(puzzle.fen)  # the main line is legal and ends in mate
        for text in puzzle.solution:
            move = Move.from_iccs(text)
            assert move in board.legal_moves, (where, text)
            board.push(move)
        assert not board.legal_moves, where  # mated or stalemated: both lose
    assert tally["sound"] >= len(coll) - 2, tally  # these sets are settled within 10 s


def test_the_cooks_named_from_the_quick_collections_hold(solver: Solver) -> None:
    coll = load(SHIPPED / TRIES_AND_COOKS).collection
    quick_sources = {load(SHIPPED / name).collection.source for name in QUICK}
    checked = 0
    for i, puzzle in enumerate(coll, 1):
        if verdict_word(puzzle) != "cooked" or not any(
                puzzle.source.startswith(source) for source in quick_sources):
            continue
        text = puzzle.extra["verdict"]
        verdict, _, keys = _solve(solver, puzzle)
        assert verdict is Verdict.COOKED and set(keys) == cooked_keys(text), (i, text, keys)
        checked += 1
    assert checked >= 100, checked
