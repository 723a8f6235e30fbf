"""The basic-patterns set ships with stipulations the solver proved: they hold, and the header
counts them right."""

from __future__ import annotations

import re
from pathlib import Path

from paiju.puzzles.io import load
from paiju.rules import Board, Move
from paiju.solver.result import Verdict
from paiju.solver.solve import Solver

SHIPPED = Path(__file__).resolve().parent.parent / "paiju" / "data" / "collections"


def test_the_proven_stipulations_of_the_basic_patterns_hold() -> None:
    coll = load(SHIPPED / "graded-00-basic-mates.xqp").collection
    posed = [p for p in coll if p.stipulation is not None]
    proved = re.search(r": ([0-9]+) of ([0-9]+)\.", coll.description)
    assert proved and int(proved.group(1)) == len(posed) and int(proved.group(2)) == len(coll)
    assert all(p.solution for p in posed)
    solver = Solver(32)
    for puzzle in posed[::9]:  # a spread of the set, short and long ones
        assert puzzle.stipulation is not None
        board = Board(puzzle.fen)
        result = solver.solve(board, puzzle.stipulation, tries=False, tree=False)
        # the shortest mate: no shorter one, and it exists
        assert result.verdict in (Verdict.SOUND, Verdict.COOKED), (puzzle.title, result.verdict)
        for text in puzzle.solution:  # the main line is legal and ends in mate
            move = Move.from_iccs(text)
            assert move in board.legal_moves, (puzzle.title, text)
            board.push(move)
        assert not board.legal_moves, puzzle.title
        assert len(puzzle.solution) == 2 * puzzle.stipulation.moves - 1
