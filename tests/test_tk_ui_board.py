"""The Three Kingdoms board as a user meets it (issue 40), through the window: a puzzle waits
for the user, computer games vary and do not repeat, two computer moves are seen one after
the other, a loaded position says who took over an army, the move list, resigning, the
standard board's Edit items replaced by the mode's own, the target dots and the layout at
1024×640."""

from __future__ import annotations

import random
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot
from tk_helpers import GENERALS, pos
from ui_testing import make_window, tk_page

from paiju.three_kingdoms import SHU, WEI, WU, Kingdom, Position, Rule, TkGoal, parse_point
from paiju.three_kingdoms import native as tk_native
from paiju.ui.main_window import MainWindow
from paiju.ui.three_kingdoms.page import TkPage

SEARCH_TIMEOUT_MS = 60_000


def _click(qtbot: QtBot, page: TkPage, name: str) -> None:
    at = page.board.point_center(parse_point(name)).toPoint()
    qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=at)


def _answer(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Answer the question box the next event-loop turn brings up."""
    def press() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.button(button).click()
    QTimer.singleShot(0, press)


def test_a_puzzle_waits_for_the_user_even_with_computer_players(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    page.set_player(SHU, 1)
    page.set_player(WU, 1)
    page.stop()  # Shu's computer, thinking on the start position, is told to wait
    path = tmp_path / "one.xqp"
    puzzle = pos("Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Shu:i0=Rr Wei:i2=Rr")
    tk_native.save(tk_native.TkCollection(puzzles=[tk_native.TkPuzzle(
        puzzle.text(), title="A chariot", goal=TkGoal.parse("Shu eliminates Wei in 2"))]), path)
    assert window.files.open_path(str(path), ask=False)
    assert page.position.text() == puzzle.text()
    assert page.level(SHU) == 0 and page.level(WU) == 1     # the defence stays a computer
    qtbot.wait(1500)
    assert page.game.turns == [] and page.move_task is None
    assert "Shu" in page.status.text() and "is thinking" not in page.status.text()
    # the user plays the key; Wu's computer answers
    _click(qtbot, page, "Shu:i0")
    _click(qtbot, page, "Shu:e0")
    qtbot.waitUntil(lambda: len(page.game.turns) == 2, timeout=SEARCH_TIMEOUT_MS)
    assert page.game.turns[1].kingdom is WU


def _computer_game(qtbot: QtBot, page: TkPage, seed: int, moves: int) -> list[str]:
    page.rng = random.Random(seed)
    page.new_game()
    for k in Kingdom:
        page.set_player(k, 3)
    qtbot.waitUntil(lambda: len(page.game.turns) >= moves, timeout=SEARCH_TIMEOUT_MS)
    for k in Kingdom:
        page.set_player(k, 0)
    return [t.move.text() for t in page.game.turns[:moves]]


def test_computer_games_vary_and_keep_off_repetitions(qtbot: QtBot, tmp_path: Path) -> None:
    page = tk_page(make_window(qtbot, tmp_path))
    page.pace_ms = 0
    games = [_computer_game(qtbot, page, seed, 3) for seed in (1, 2, 3)]
    assert len({tuple(g) for g in games}) >= 2, games
    # three lone chariots: the computers used to shuffle them into a repetition draw
    page.start_game(pos(f"{GENERALS} Shu:a3=Rr Wu:a3=Rg Wei:a3=Rb"))
    for k in Kingdom:
        page.set_player(k, 3)
    qtbot.waitUntil(lambda: len(page.game.turns) >= 15 or page.game.is_over,
                    timeout=SEARCH_TIMEOUT_MS)
    for k in Kingdom:
        page.set_player(k, 0)
    keys = [p.key() for p in page.game.positions[:16]]
    assert len(set(keys)) == len(keys)                       # no position came back
    assert page.game.result is None or page.game.result.rule is not Rule.REPETITION


def test_two_computer_moves_are_seen_one_after_the_other(qtbot: QtBot, tmp_path: Path) -> None:
    page = tk_page(make_window(qtbot, tmp_path))
    page.new_game()
    page.set_player(WU, 1)
    page.set_player(WEI, 1)
    _click(qtbot, page, "Shu:h2")
    _click(qtbot, page, "Shu:h4")
    times: dict[int, float] = {}
    page.gameChanged.connect(lambda: times.setdefault(len(page.game.turns), time.monotonic()))
    qtbot.waitUntil(lambda: len(page.game.turns) == 3, timeout=SEARCH_TIMEOUT_MS)
    assert times[3] - times[2] >= 0.6               # paced: Wei's move comes after Wu's
    wu, wei = page.game.turns[1], page.game.turns[2]
    # back to Shu: both moves played since Shu's are ringed, each in its player's colour
    assert page.board.recent == [(wu.move, WU), (wei.move, WEI)]
    image = page.board.grab().toImage()
    g = page.board.geometry_now()
    rings = [(wu, "#1b7a3a"), (wei, "#1d4fa8")]
    if wei.move.to_point == wu.move.to_point:  # Wei took back on that point: its ring is on top
        rings = rings[1:]
    for turn, ink in rings:
        centre = g.to_screen(turn.move.to_point)
        ring = 1.14 * 0.44 * g.scale
        found = any(QColor(image.pixel(round(centre.x() + dx), round(centre.y() + ring)))
                    .name() == ink for dx in (-1, 0, 1))
        found = found or any(QColor(image.pixel(round(centre.x() + ring + d),
                                                round(centre.y()))).name() == ink
                             for d in (-1, 0, 1))
        assert found, f"no {ink} ring round {turn.move.text()}"


def test_a_loaded_position_says_who_took_over_each_army(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    # Wu's army is gone from the board; only the notation remembers Wei took it over
    QGuiApplication.clipboard().setText("9/9/9/9/4Kr4|9/9/9/9/9|9/9/9/9/4Kb4 r g>b F 0 1")
    window.action("tk_paste_position").trigger()
    text = page.armies.text()
    assert "defeated, army taken over by" in text and "?" not in text
    assert text.split("<br>")[1].endswith('<span style="color:#1d4fa8"><b>Wei</b></span>')
    assert "commands the army of" in text.split("<br>")[2]
    # the older notation: the owner of the army's pieces tells it
    QGuiApplication.clipboard().setText("9/9/9/9/4Kr4|9/9/9/9/Rrg8|9/9/9/9/4Kb4 r g F 0 1")
    window.action("tk_paste_position").trigger()
    assert "army taken over by <span style=\"color:#b3261e\"><b>Shu" in page.armies.text()
    window.action("tk_copy_position").trigger()
    assert QGuiApplication.clipboard().text().split()[2] == "g>r"   # written back in full
    # not a position: a warning names what is wrong, the game stays
    seen: list[str] = []
    QGuiApplication.clipboard().setText("9/9/9/9/4Kr4|9/9/9/9/9|9/9/9/9/9 r - F 0 1")
    QTimer.singleShot(0, lambda: _close_warning(seen))
    window.action("tk_paste_position").trigger()
    assert seen and "Wu, Wei are in play but have no general" in seen[0]
    assert page.position.holder(WU) is SHU


def _close_warning(seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    seen.append(box.text())
    box.close()


def test_the_move_list_numbers_wraps_and_names_the_kingdom_once(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(1024, 640)
    page = tk_page(window)
    page.start_game(pos("Shu:d1=Kr Wei:d1=Kb Wu:d0=Kg Wu:a2=Bg Wu:b1=Pr Wu:b3=Pr Wu:e3=Rr "
                        "Wu:d3=Pr Wei:a0=Rb"))
    _click(qtbot, page, "Wu:d3")
    _click(qtbot, page, "Wu:d2")
    _click(qtbot, page, "Wei:a0")
    _click(qtbot, page, "Wei:a1")
    first, second = page.moves.item(0), page.moves.item(1)
    assert first.text().startswith("1. Shu  Wu:d3-Wu:d2\n")
    assert "Wu is defeated (it had no legal move); Shu takes over its army" in first.text()
    assert second.text() == "2. Wei  a0-a1"                   # its own half: no prefix
    assert "Shu Shu:" not in first.text() and first.toolTip() == "Shu Wu:d3-Wu:d2"
    assert first.foreground().color().name() == "#b3261e"
    QApplication.processEvents()
    first, second = page.moves.item(0), page.moves.item(1)
    rect = page.moves.visualItemRect(first)
    assert rect.width() <= page.moves.viewport().width()      # wrapped, not cut
    assert rect.height() > page.moves.visualItemRect(second).height()


def test_resign_asks_first_and_the_resigned_kingdom_is_shown(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    page = tk_page(make_window(qtbot, tmp_path))
    page.new_game()
    seen: list[str] = []
    _answer(QMessageBox.StandardButton.No, seen)
    qtbot.mouseClick(page.resign_button, Qt.MouseButton.LeftButton)
    assert seen and "Resign for Shu?" in seen[0] and "share the victory" in seen[0]
    assert not page.game.is_over
    _answer(QMessageBox.StandardButton.Yes, seen)
    qtbot.mouseClick(page.resign_button, Qt.MouseButton.LeftButton)
    assert page.game.result is not None and page.game.result.winners == (WU, WEI)
    rows = page.armies.text().split("<br>")
    assert rows[0].endswith(": resigned") and "in play" not in rows[0]
    assert "in play" in rows[1] and "in play" in rows[2]
    assert not page.resign_button.isEnabled()


def _visible(window: MainWindow, name: str) -> bool:
    return window.action(name).isVisible()


def test_the_standard_board_edit_items_give_way_to_the_modes_own(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    for name in ("copy_fen", "paste_fen", "toggle_side", "flip", "swap_sides"):
        assert not _visible(window, name)
    for name in ("tk_copy_position", "tk_paste_position", "tk_rotate"):
        assert _visible(window, name)
    page.start_game(pos(f"{GENERALS} Shu:a3=Rr Wu:a3=Rg Wei:a3=Rb", turn="g"))
    window.activateWindow()  # window shortcuts need the window active
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5_000)
    page.board.setFocus()
    QGuiApplication.clipboard().setText("")
    qtbot.keyClick(page.board, Qt.Key.Key_C,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.clipboard().text() == page.position.text()
    # F (or Ctrl+T) turns the board: Wu, then Wei, then Shu at the bottom
    before = page.board.point_center(parse_point("Shu:e0"))
    qtbot.keyClick(page.board, Qt.Key.Key_F)
    assert page.board.bottom is WU
    assert page.board.point_center(parse_point("Wu:e0")) == before
    qtbot.keyClick(page.board, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert page.board.bottom is WEI
    # clicks follow the turned board: Wu, to move, picks its chariot where it is drawn
    _click(qtbot, page, "Wu:a3")
    assert page.board.selected == parse_point("Wu:a3")
    _click(qtbot, page, "Wu:a4")
    assert page.game.turns[0].move.text() == "Wu:a3-Wu:a4"
    qtbot.keyClick(page.board, Qt.Key.Key_F)
    assert page.board.bottom is SHU
    # back in the standard editor, its own items return
    window.action("tk_back").trigger()
    assert _visible(window, "copy_fen") and _visible(window, "flip")
    assert not _visible(window, "tk_copy_position") and not _visible(window, "tk_rotate")


def test_target_dots_are_large_enough_and_the_board_fills_a_small_window(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(1024, 640)
    page = tk_page(window)
    page.start_game(Position.start())
    QApplication.processEvents()
    assert page.board.width() >= 560 and page.board.height() >= 480
    _click(qtbot, page, "Shu:h2")
    assert parse_point("Shu:h3") in page.board.targets
    image = page.board.grab().toImage()
    g = page.board.geometry_now()
    centre = g.to_screen(parse_point("Shu:h3"))
    r = 0.44 * g.scale
    dot = QColor(image.pixel(round(centre.x() + 0.28 * r), round(centre.y())))
    assert dot.green() > dot.red() + 40 and dot.blue() > dot.red() + 20, dot.name()
