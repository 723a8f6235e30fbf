"""Reviewing games in Play mode: finished games kept as PGN and listed (replay, analyse,
export, delete), the evaluation graph and bar, captured pieces, analysis cleared with a new
game and its lines (up to ten) in the chosen notation; the training list follows it too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju import rules as xiangqi
from paiju.puzzles.games import load_games
from paiju.puzzles.model import Collection, Puzzle, Stipulation
from paiju.ui.main_window import MainWindow
from paiju.ui.play.controller import GameSetup, PlayerSpec
from paiju.ui.play.game_list import GameListDialog
from paiju.ui.play.page import PlayPage
from paiju.ui.settings import Preferences

MATE_IN_2 = "3k5/R8/9/9/9/9/p8/9/1R7/4K4 w - - 0 1"
MATE_IN_1 = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    return make_window(qtbot, tmp_path)


def page_of(window: MainWindow) -> PlayPage:
    page = window.part("play").page  # type: ignore[attr-defined]
    assert isinstance(page, PlayPage)
    window.action("play_mode").trigger()
    return page


def click(qtbot: QtBot, page: PlayPage, moves: str) -> None:
    for move in moves.split():
        for square in (move[:2], move[2:]):
            pos = page.board.point_center(xiangqi.parse_square(square)).toPoint()
            qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=pos)


def notation(window: MainWindow, value: str) -> None:
    window.apply_preferences(Preferences(**{**window.prefs.__dict__, "notation": value}))


def test_finished_games_are_kept_listed_and_replayed(qtbot: QtBot, window: MainWindow,
                                                      tmp_path: Path) -> None:
    page = page_of(window)
    assert page.start(GameSetup(MATE_IN_2, PlayerSpec("Ann"), PlayerSpec("Bob")))
    click(qtbot, page, "b1b2 a3a2 b2b9")
    kept = list((tmp_path / "data" / "games").glob("*.pgn"))
    assert len(kept) == 1 and Path(page.kept_path) == kept[0]
    (done,) = load_games(kept[0])
    assert done.game.describe() == "1-0 checkmate" and done.game.red == "Ann"
    window.action("game_list").trigger()
    dialog = window.findChild(GameListDialog)
    assert dialog is not None and dialog.table.rowCount() == 1
    assert [dialog.table.item(0, c).text() for c in (1, 2, 3)] == ["Ann", "Bob", "1-0"]
    out = tmp_path / "exported.pgn"
    assert dialog.export(str(out)) and out.read_text(encoding="utf-8") == kept[0].read_text(
        encoding="utf-8")
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Cy"), PlayerSpec("Di")))
    dialog.buttons["replay"].click()  # the kept game, from its start, to step through
    assert page.controller.game.ply == 3 and page.controller.shown_ply() == 0
    assert page.move_table.rows() == [("R8+1", "P1+1"), ("R8+7", "")]
    page.move_table.steps["next"].click()
    assert page.controller.shown_ply() == 1 and not page.board.interactive
    page.move_table.steps["last"].click()
    assert page.controller.shown_ply() == 3 and page.status.text().startswith("1-0")
    assert len(list((tmp_path / "data" / "games").glob("*.pgn"))) == 1  # not kept twice
    assert page.score_book().totals()[0].name == "Ann"  # nor scored twice
    window.action("game_list").trigger()
    listed = [d for d in window.findChildren(GameListDialog) if d.isVisible()][-1]
    assert listed.delete(confirm=False) and listed.table.rowCount() == 0


def test_captured_pieces_are_shown(qtbot: QtBot, window: MainWindow) -> None:
    page = page_of(window)
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"), PlayerSpec("Bob")))
    red = page.sides[xiangqi.RED].captured
    assert red.isHidden()
    click(qtbot, page, "h2h9")  # the cannon jumps the black cannon and takes the horse
    horse = xiangqi.Piece.from_symbol("n").chinese()
    assert not red.isHidden() and horse in red.text()
    page.move_table.steps["first"].click()  # looking back: nothing taken yet
    assert red.isHidden()


def test_analyse_game_fills_the_graph_and_the_bar(qtbot: QtBot, window: MainWindow) -> None:
    page = page_of(window)
    assert page.start(GameSetup(MATE_IN_2, PlayerSpec("Ann"), PlayerSpec("Bob")))
    assert not page.buttons["review"].isEnabled()  # nothing to analyse yet
    click(qtbot, page, "b1b2 a3a2 b2b9")
    page.buttons["review"].click()
    qtbot.waitUntil(lambda: len(page.graph.scores) == 4, timeout=30_000)
    scores = page.graph.scores
    assert scores[3] >= 5000 and scores[2] >= 5000  # mated Black; Red mates in one
    assert all(cp > 0 for cp in scores.values())  # Red was winning all along
    qtbot.waitUntil(lambda: page.buttons["review"].isEnabled(), timeout=5000)
    x = round(page.graph._x(1, page.graph._area()))
    qtbot.mouseClick(page.graph, Qt.MouseButton.LeftButton,
                     pos=QPoint(x, page.graph.height() // 2))
    assert page.controller.shown_ply() == 1 and page.eval_bar.cp == scores[1]
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"), PlayerSpec("Bob")))
    assert page.graph.scores == {} and page.eval_bar.cp is None  # a new game starts clean


def test_analysis_is_cleared_by_a_new_game_and_shows_many_lines(qtbot: QtBot,
                                                                 window: MainWindow) -> None:
    notation(window, "iccs")
    page = page_of(window)
    assert page.start(GameSetup(MATE_IN_1, PlayerSpec("Ann"), PlayerSpec("Bob")))
    panel = page.analysis
    page.analysis_box.setChecked(True)
    panel.start_button.setChecked(True)
    qtbot.waitUntil(lambda: "M1" in panel.output.toPlainText(), timeout=20_000)
    assert page.eval_bar.cp is not None and page.eval_bar.cp > 5000
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"), PlayerSpec("Bob")))
    assert "M1" not in panel.output.toPlainText()  # the old game's lines are gone at once
    panel.count.setValue(6)
    qtbot.waitUntil(lambda: len(panel.output.toPlainText().splitlines()) == 6, timeout=30_000)
    notation(window, "chinese")  # the lines on show are written again
    first = panel.output.toPlainText().splitlines()[0].split("  ")[2].split()[0]
    assert xiangqi.notation.parse_move(xiangqi.Board(), first, "chinese") in \
        xiangqi.Board().legal_moves
    page.shutdown()


def test_notation_follows_the_language_by_default(qtbot: QtBot, window: MainWindow) -> None:
    page = page_of(window)
    assert window.prefs.notation == "auto"
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"), PlayerSpec("Bob")))
    click(qtbot, page, "h2e2")
    assert page.move_table.text_at(1) == "C2.5"
    try:
        window.set_language("zh_CN")
        QApplication.processEvents()
        assert page.move_table.text_at(1) == "炮二平五"
        notation(window, "iccs")  # on request
        assert page.move_table.text_at(1) == "h2e2"
    finally:
        window.set_language("en")


def test_training_list_follows_the_notation(qtbot: QtBot, window: MainWindow) -> None:
    notation(window, "iccs")
    window.doc.load(Collection(puzzles=[Puzzle(fen=MATE_IN_1, title="one",
                                               stipulation=Stipulation(1))]))
    solving = window.part("solving")
    training = solving.training  # type: ignore[attr-defined]
    window.action("train").trigger()
    board = solving.board  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: board.interactive and not training.busy, timeout=20_000)
    for square in ("b1", "b9"):
        pos = board.point_center(xiangqi.parse_square(square)).toPoint()
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)
    assert training.moves.item(0).text() == "1. b1b9"
    notation(window, "chinese")
    assert training.moves.item(0).text() == "1. 车八进八"
    qtbot.waitUntil(lambda: not training.busy, timeout=20_000)
