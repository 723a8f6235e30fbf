"""Mates met in engine games (tests/data/game-mates.jsonl, built by
scripts/make_game_mates.py): full boards and endings, quiet moves allowed. The engine's
"mate in k" is a search's claim; the solver proves it (the length, and a main line that
ends in a mate by the naive rules) or refutes it, naming the defence that holds against the
engine's line: Fairy-Stockfish scores a perpetual check as lost, while docs/rules.md §5 lets a
defender repeat within a bounded mate-in-N."""

from __future__ import annotations

import json
import random
from pathlib import Path

from naive_mate import naive_length
from naive_rules import legal_moves, placement_of

from paiju.rules import Board, Move, Stipulation
from paiju.solver.result import Verdict
from paiju.solver.solve import Solver

SET = Path(__file__).resolve().parent / "data" / "game-mates.jsonl"


def _rows() -> list[dict[str, object]]:
    return [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines()]


def _men(fen: str) -> int:
    return sum(ch.isalpha() for ch in fen.split()[0])


def test_the_set_is_varied() -> None:
    rows = _rows()
    assert len(rows) >= 200
    assert len({r["mate_in"] for r in rows}) >= 4
    assert len({r["fen"] for r in rows}) == len(rows)
    men = [_men(str(r["fen"])) for r in rows]
    assert min(men) <= 8 and max(men) >= 20  # bare endings and middle games


def test_a_sample_is_proven_and_mates_by_the_naive_rules() -> None:
    solver = Solver(32)
    short = [r for r in _rows() if int(str(r["mate_in"])) <= 4]
    for row in random.Random(7).sample(short, 20):
        board, n = Board(str(row["fen"])), int(str(row["mate_in"]))
        result = solver.solve(board, Stipulation(n), tries=False, time_limit=30,
                              stated_line=[str(m) for m in row["engine_line"]])
        if result.verdict is Verdict.NO_SOLUTION:  # the engine's line fails, and where
            assert any(note.kind == "fails" and note.better
                       for note in result.stated_line_notes), row
            continue
        assert result.verdict in (Verdict.SOUND, Verdict.COOKED, Verdict.SHORT), row
        assert result.mate_in is not None and result.mate_in <= n
        line = result.main_line()
        assert len(line) == 2 * result.mate_in - 1
        end = board.copy(stack=False)
        for move in line:
            end.push(move)
        assert legal_moves(placement_of(end), end.turn) == []  # mated, by the naive rules


def test_the_mates_in_two_agree_with_the_naive_search() -> None:
    solver = Solver(16)
    # few men: the naive search tries every move at every ply
    twos = [r for r in _rows() if r["mate_in"] == 2 and _men(str(r["fen"])) <= 12][:4]
    assert twos
    for row in twos:
        board = Board(str(row["fen"]))
        result = solver.solve(board, Stipulation(2), tries=False, tree=False)
        assert result.mate_in == naive_length(board, 2)


def test_a_perpetual_check_the_engine_scores_as_lost_holds_a_bounded_mate() -> None:
    """#154: the engine's "mate in 4" needs Red not to repeat; Red's checks bring the start
    position back after two of Black's four moves, and no mate in 4 exists (docs/rules.md §5)."""
    row = _rows()[153]
    assert row["engine_line"][:2] == ["f9f8", "g9g8"]
    board = Board(str(row["fen"]))
    start = board.fen().split()[:2]
    for text in ("f9f8", "g9g8", "f8f9", "g8g9"):
        board.push(Move.from_iccs(text))
    assert board.fen().split()[:2] == start  # the same placement, Black to move
    result = Solver(32).solve(Board(str(row["fen"])), Stipulation(4), tries=False, tree=False)
    assert result.verdict is Verdict.NO_SOLUTION
