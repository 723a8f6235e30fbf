"""Training plays studies (issue 42), through the main window's Train action and moves on
the analysis board: the user plays the side to move, the computer defends perfectly from
the user's tables where they cover the position and with the engine elsewhere, and the
game is judged against the study's goal (won, drawn, lost)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from user_tables import data_window, user_tables

from paiju import rules as xiangqi
from paiju.puzzles.io import load
from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.shipped import SHIPPED_DIR
from paiju.rules import Board, Move, Stipulation
from paiju.rules.notation import format_move
from paiju.tablebase import Tablebase
from paiju.ui.main_window import MainWindow
from paiju.ui.solving.training import TrainingPanel

KRKA_WIN = "3a5/9/4k4/9/9/9/9/9/9/3K1R3 w - - 0 1"  # won in 7 plies by the tables
KRKR_DRAW = "3k5/9/9/9/9/3r5/9/4R4/4K4/9 w - - 0 1"  # 九连环's end: drawn, e2e4 loses
TWO_CHARIOTS = "3k5/R8/9/9/9/9/p8/9/1R7/4K4 w - - 0 1"  # no table: b1b2, then mate


@pytest.fixture
def tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Tablebase:
    return user_tables(tmp_path, monkeypatch, "KRKA", "KRKR")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
           tables: Tablebase) -> MainWindow:
    return data_window(qtbot, tmp_path, monkeypatch)


def study(fen: str, goal: str, title: str = "study", line: list[str] | None = None) -> Puzzle:
    return Puzzle(fen=fen, title=title, stipulation=Stipulation.study(goal),  # type: ignore[arg-type]
                  solution=line or [])


def train(window: MainWindow, *puzzles: Puzzle) -> TrainingPanel:
    window.doc.load(Collection(title="studies", puzzles=list(puzzles)))
    panel = window.part("solving").training
    assert isinstance(panel, TrainingPanel)
    window.action("train").trigger()
    assert window.mode() == "analysis"
    return panel


def play(qtbot: QtBot, panel: TrainingPanel, move: Move) -> None:
    """The user's move on the analysis board; waits for the answer."""
    assert panel.board.interactive and not panel.busy
    panel.board.play_point(xiangqi.SQUARE_NAMES[move.from_square],
                           xiangqi.SQUARE_NAMES[move.to_square])
    qtbot.waitUntil(lambda: not panel.active or (panel.board.interactive and not panel.busy),
                    timeout=30_000)


def test_a_covered_win_study_is_mated_against_the_tables(qtbot: QtBot, window: MainWindow,
                                                         tables: Tablebase) -> None:
    panel = train(window, study(KRKA_WIN, "win"))
    assert panel.active and panel.study_goal == "win"
    assert "Red to play and win" in panel.title.text()
    assert panel.message.text() == ("Your move: Red to play and win. The defence: perfect "
                                    "(tablebase).")
    user_moves = 0
    while panel.active:
        best = tables.best_moves(panel.position)  # type: ignore[arg-type]
        play(qtbot, panel, best[0])
        user_moves += 1
        if panel.active:
            assert panel.message.text().startswith("The defence, perfect (tablebase): ")
            assert panel.outlook.hint in tables.best_moves(panel.position)  # type: ignore[arg-type]
    assert user_moves == 4  # 7 plies: the tables' fastest mate against their longest defence
    assert panel.message.text() == "You won. Study solved."
    assert panel.scores == {0: 1}


def test_an_uncovered_win_study_is_defended_by_the_engine(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    panel = train(window, study(TWO_CHARIOTS, "win", line=["b1b2"]))
    assert panel.message.text().endswith("The defence: engine.")
    assert panel.outlook.hint == Move.from_iccs("b1b2")  # the main line's move
    panel.hint_button.click()
    panel.hint_button.click()
    words = format_move(Board(TWO_CHARIOTS), Move.from_iccs("b1b2"), panel.notation)
    assert panel.message.text() == f"Hint: {words}."  # in the chosen notation
    play(qtbot, panel, Move.from_iccs("b1b2"))
    assert panel.active and panel.message.text().startswith("The defence, engine: ")
    board = panel.position
    assert board is not None
    mates = [m for m in board.legal_moves
             if (lambda b: (b.push(m), b.outcome())[1])(board.copy()) is not None]
    assert mates, board.fen()  # a mate in 2: every defence allows a mate
    play(qtbot, panel, mates[0])
    assert not panel.active and panel.message.text() == "You won. Study solved."


def test_a_draw_study_is_lost_by_a_losing_move_and_held_by_a_drawing_one(
        qtbot: QtBot, window: MainWindow, tables: Tablebase) -> None:
    values = dict(tables.probe_moves(Board(KRKR_DRAW)) or [])
    assert values[Move.from_iccs("e2e4")].outcome == "loss"
    assert values[Move.from_iccs("e2g2")].outcome == "draw"
    panel = train(window, study(KRKR_DRAW, "draw"))
    play(qtbot, panel, Move.from_iccs("e2e4"))
    assert not panel.active
    assert panel.message.text() == ("That move loses: the tables say the position is now "
                                    "lost. Study failed.")
    assert panel.scores == {0: 0}
    panel.start_button.click()  # again: the first attempt's score stays
    play(qtbot, panel, Move.from_iccs("e2g2"))
    assert not panel.active
    assert panel.message.text() == ("The tables prove the draw from here: the draw is held. "
                                    "Study solved.")
    assert panel.scores == {0: 0} and panel.score_label.text() == "Session score: 0 of 1 puzzles"


def test_the_shipped_studies_are_played(qtbot: QtBot, window: MainWindow) -> None:
    studies = load(SHIPPED_DIR / "endgame-studies.xqp").collection
    panel = train(window, *studies)
    first = studies[0]
    assert first.stipulation == Stipulation.study("draw") and first.solution
    assert panel.active and panel.message.text().endswith("The defence: engine.")
    key = Move.from_iccs(first.solution[0])
    assert panel.outlook.hint == key
    play(qtbot, panel, key)
    assert panel.active, panel.message.text()
    assert panel.message.text().startswith("The defence, engine: ")
    assert panel.moves.count() == 2
    panel.give_up_button.click()
    assert not panel.active and panel.scores == {0: 0}
