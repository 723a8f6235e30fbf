"""Playing a study in training (paiju.tablebase.studies): how a game is judged against the
study's goal (rules, tables, move limit) and who defends (the tables where they cover the
position, the engine elsewhere). Real tables built here; the app's side is in
tests/test_ui_study_training.py."""

from __future__ import annotations

import pytest

from paiju.engine import Engine, Limits
from paiju.rules import Board, Color, Move
from paiju.tablebase import Tablebase
from paiju.tablebase.studies import (
    SOLVED,
    STUDY_MOVES,
    defend,
    judge_user_move,
    study_turn,
)

KRKR_DRAW = "3k5/9/9/9/9/3r5/9/4R4/4K4/9 w - - 0 1"
TWO_CHARIOTS = "3k5/R8/9/9/9/9/p8/9/1R7/4K4 w - - 0 1"


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Tablebase:
    tb = Tablebase(tmp_path_factory.mktemp("tables"))
    tb.build("KRKR")
    return tb


def played(fen: str, moves: str) -> Board:
    board = Board(fen)
    for text in moves.split():
        board.push(Move.from_iccs(text))
    return board


def test_a_repetition_is_a_draw_that_solves_only_a_draw_study() -> None:
    # rooks shuffle without a check: the start comes back a third time
    board = played(KRKR_DRAW, "e2e3 d4d5 e3e2 d5d4 e2e3 d4d5 e3e2 d5d4")
    assert judge_user_move(board, "draw", Color.RED, None, 4) == "drawn"
    assert judge_user_move(board, "win", Color.RED, None, 4) == "drawn"
    assert "drawn" in SOLVED["draw"] and "drawn" not in SOLVED["win"]


def test_the_move_limit_ends_a_study(tables: Tablebase) -> None:
    board = played(KRKR_DRAW, "e2e3")
    assert judge_user_move(board, "win", Color.RED, None, STUDY_MOVES - 1) is None
    assert judge_user_move(board, "win", Color.RED, None, STUDY_MOVES) == "limit"
    assert "limit" in SOLVED["draw"] and "limit" not in SOLVED["win"]


def test_the_tables_judge_a_move_at_once(tables: Tablebase) -> None:
    values = dict(tables.probe_moves(Board(KRKR_DRAW)) or [])
    losing = next(m for m, v in values.items() if v.outcome == "loss")
    drawing = next(m for m, v in values.items() if v.outcome == "draw")
    assert judge_user_move(played(KRKR_DRAW, losing.iccs()), "draw", Color.RED, tables,
                           1) == "loses"
    assert judge_user_move(played(KRKR_DRAW, drawing.iccs()), "draw", Color.RED, tables,
                           1) == "held"
    assert judge_user_move(played(KRKR_DRAW, drawing.iccs()), "win", Color.RED, tables,
                           1) == "throws"
    assert judge_user_move(played(KRKR_DRAW, drawing.iccs()), "win", Color.RED, None,
                           1) is None  # without the tables the game goes on


def test_the_tables_defend_where_they_cover_and_the_engine_elsewhere(
        tables: Tablebase) -> None:
    engine = Engine()

    def engine_move(board: Board) -> Move | None:
        return engine.search(board, Limits(depth=4)).best_move

    board = played(KRKR_DRAW, "e2e3")  # Black to move, covered
    move, by = defend(tables, engine_move, board)
    assert by == "table" and move in tables.best_moves(board)
    uncovered = played(TWO_CHARIOTS, "b1b2")
    move, by = defend(tables, engine_move, uncovered)
    assert by == "engine" and move in uncovered.legal_moves
    turn = study_turn(uncovered, "win", Color.RED, tables, engine_move, 1)
    assert turn.ending is None and turn.by == "engine" and turn.after is None
    assert turn.defence in uncovered.legal_moves
