"""The stalemate-ending set (困毙, built by scripts/make_stalemate_set.py) is settled like any
other problem: the proven length, the keys, a main line that ends in a stalemate by the
naive rules, and no mate by checks alone."""

from __future__ import annotations

import json
import random
from pathlib import Path

from naive_mate import naive_length
from naive_rules import legal_moves, placement_of

from paiju.rules import Board, Color
from paiju.solver.result import Stipulation, Verdict
from paiju.solver.solve import Solver

SET = Path(__file__).resolve().parent / "data" / "stalemate-endings.jsonl"


def _rows() -> list[dict[str, object]]:
    return [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines()]


def test_the_set_is_varied() -> None:
    rows = _rows()
    assert len(rows) >= 50
    assert len({r["mate_in"] for r in rows}) >= 4
    assert len({r["fen"] for r in rows}) == len(rows)


def test_a_sample_solves_to_a_stalemate_as_recorded() -> None:
    solver = Solver(32)
    quick = [r for r in _rows() if r["limit"] == 1.0]  # found within 1 s: CI stays short
    for row in random.Random(3).sample(quick, 25):
        board, n = Board(str(row["fen"])), int(str(row["mate_in"]))
        result = solver.solve(board, Stipulation(n), tries=False, time_limit=30)
        assert result.verdict in (Verdict.SOUND, Verdict.COOKED), row
        assert result.mate_in == n and sorted(k.iccs() for k in result.keys) == \
            sorted(row["keys"])  # type: ignore[arg-type]
        end = board.copy(stack=False)
        for move in result.main_line():
            end.push(move)
        assert len(result.main_line()) == 2 * n - 1
        assert end.turn is Color.BLACK and not end.is_check()
        assert legal_moves(placement_of(end), Color.BLACK) == []  # the naive rules agree
        checks = solver.solve(board, Stipulation(n, checks_only=True), tries=False,
                              tree=False, time_limit=30)
        assert checks.verdict is Verdict.NO_SOLUTION


def test_the_short_ones_agree_with_the_naive_search() -> None:
    twos = [r for r in _rows() if r["mate_in"] == 2][:4]
    assert twos
    for row in twos:
        assert naive_length(Board(str(row["fen"])), 2) == 2
        assert naive_length(Board(str(row["fen"])), 2, quiet=0) is None
