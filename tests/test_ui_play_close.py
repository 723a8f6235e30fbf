"""Closing the window in the middle of a game asks as leaving it does: Keep Playing keeps the
window open, Resign and Score closes it with the game scored once, Abandon closes it unscored."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_testing import answer_dialog, make_window

from paiju import rules as xiangqi
from paiju.scores import GameArchive, ScoreBook
from paiju.ui.main_window import MainWindow
from paiju.ui.play.controller import GameSetup, PlayerSpec
from paiju.ui.play.page import PlayPage


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    return make_window(qtbot, tmp_path)


def game_in_progress(window: MainWindow) -> PlayPage:
    window.action("play_mode").trigger()
    page = window.part("play").page  # type: ignore[attr-defined]
    assert isinstance(page, PlayPage)
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"), PlayerSpec("Bob")))
    assert page.controller.play_human(xiangqi.Move.from_iccs("h2e2"))
    return page


def scores() -> dict[str, tuple[int, int]]:
    with ScoreBook() as book:
        return {t.name: (t.points, t.games) for t in book.totals()}


def test_keep_playing_cancels_the_close_then_resign_scores_once(window: MainWindow) -> None:
    page = game_in_progress(window)
    said = answer_dialog("Keep Playing")
    assert not window.close()
    assert said and "Black (Bob)" in said[0] and "not finished" in said[0]
    assert window.isVisible() and page.controller.in_progress()
    assert page.controller.game.ply == 1
    said = answer_dialog("Resign and Score")
    assert window.close()
    assert said and not window.isVisible()
    assert page.controller.game.describe() == "1-0 Black resigns"
    assert scores() == {"Ann": (1, 1), "Bob": (0, 1)}  # scored once
    kept = GameArchive().games()
    assert [(k.red, k.black, k.result) for k in kept] == [("Ann", "Bob", "1-0")]


def test_abandon_closes_without_a_score(window: MainWindow) -> None:
    page = game_in_progress(window)
    window.files.show_start_page()  # the game is asked about from whatever page is shown
    said = answer_dialog("Abandon")
    assert window.close()
    assert said and not window.isVisible()
    assert not page.controller.game.is_over
    assert scores() == {} and GameArchive().games() == []


def test_a_finished_game_closes_without_a_question(window: MainWindow) -> None:
    page = game_in_progress(window)
    assert page.resign(confirm=False)
    assert window.close()  # a modal question here would hang the test: none is asked
    assert scores() == {"Ann": (1, 1), "Bob": (0, 1)}
