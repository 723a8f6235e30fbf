"""Editing habits: a drag always moves, Escape or a right click on an empty point leaves the
placing tool, every listed problem is highlighted, a full palette button says why, plain
Ctrl+C / Ctrl+V copy and paste the FEN on the board."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolButton
from pytestqt.qtbot import QtBot
from ui_testing import GENERALS_ONLY, click_point, make_window, point

from paiju import rules as xiangqi
from paiju.ui.main_window import MainWindow

sq = xiangqi.parse_square


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, tmp_path)


def arm(qtbot: QtBot, window: MainWindow, symbol: str) -> None:
    qtbot.mouseClick(window.findChild(QToolButton, f"palette_{symbol}"),
                     Qt.MouseButton.LeftButton)
    assert window.view.armed == xiangqi.Piece.from_symbol(symbol)


def drag(qtbot: QtBot, window: MainWindow, a: str, b: str) -> None:
    view = window.view
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=point(window, a).toPoint())
    qtbot.mouseMove(view, point(window, "e5").toPoint())
    qtbot.mouseMove(view, point(window, b).toPoint())
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=point(window, b).toPoint())


def test_drag_moves_even_with_a_palette_piece(qtbot: QtBot, window: MainWindow) -> None:
    window.paste_fen("4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1")
    arm(qtbot, window, "R")
    drag(qtbot, window, "e1", "e3")
    board = window.doc.board
    assert board.piece_at(sq("e3")) == xiangqi.Piece.from_symbol("C")  # moved, not replaced
    assert board.piece_at(sq("e1")) is None
    click_point(qtbot, window, "a0")  # a click on an empty point still places
    assert window.doc.board.piece_at(sq("a0")) == xiangqi.Piece.from_symbol("R")
    click_point(qtbot, window, "e3")  # and a click on a piece replaces it
    assert window.doc.board.piece_at(sq("e3")) == xiangqi.Piece.from_symbol("R")


def test_escape_and_right_click_leave_the_placing_tool(qtbot: QtBot,
                                                       window: MainWindow) -> None:
    arm(qtbot, window, "N")
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.view.armed is None and window.palette_.armed() is None
    assert not window.action("leave_tool").isEnabled()
    arm(qtbot, window, "N")
    assert window.action("leave_tool").isEnabled()
    click_point(qtbot, window, "b5", Qt.MouseButton.RightButton)  # an empty point
    assert window.view.armed is None
    assert window.doc.fen() == GENERALS_ONLY  # nothing was placed or removed


def test_every_listed_problem_is_highlighted(qtbot: QtBot, window: MainWindow) -> None:
    window.paste_fen("3k5/9/9/9/9/4B4/9/9/9/A3K4 w - - 0 1")  # elephant and advisor off
    panel, view = window.validation, window.view
    assert panel.list.count() == 2
    assert set(view.listed) == {sq("e4"), sq("a0")} and view.marked == ()
    panel.list.setCurrentRow(1)
    assert len(view.marked) == 1 and set(view.listed) == {sq("e4"), sq("a0")}
    window.paste_fen(GENERALS_ONLY)
    assert view.listed == () and view.marked == ()


def test_a_full_palette_button_says_why(window: MainWindow) -> None:
    button = window.palette_.buttons["R"]
    assert button.isEnabled() and "click" in button.toolTip()
    window.paste_fen("3k5/9/9/9/9/9/9/9/9/R3K3R w - - 0 1")
    assert not button.isEnabled()
    assert "none left" in button.toolTip() and "at most 2" in button.toolTip()
    window.set_language("fr")
    assert "au plus 2" in button.toolTip()
    window.set_language("en")


def test_plain_copy_and_paste_on_the_board(qtbot: QtBot, window: MainWindow) -> None:
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    QApplication.clipboard().setText("")
    qtbot.keyClick(window.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.clipboard().text() == GENERALS_ONLY
    QApplication.clipboard().setText("3ak4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1")
    qtbot.keyClick(window.view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert window.doc.fen() == "3ak4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1"
    title = window.metadata.fields["title"]  # elsewhere Ctrl+V is the field's own paste
    title.setFocus()
    qtbot.waitUntil(title.hasFocus)
    QApplication.clipboard().setText("Chariot")
    qtbot.keyClick(title, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert title.text() == "Chariot" and window.doc.board.piece_at(sq("e1")) is not None
