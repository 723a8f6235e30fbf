"""The editor through real widgets: place, move, remove, undo/redo, validation, language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QMenu, QToolButton
from pytestqt.qtbot import QtBot
from ui_testing import GENERALS_ONLY, click_point, make_window, point

from paiju import rules as xiangqi
from paiju.ui.board_view import PIECE_MIME
from paiju.ui.main_window import MainWindow

sq = xiangqi.parse_square


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = make_window(qtbot, tmp_path)
    assert w.doc.fen() == GENERALS_ONLY
    return w


def piece(symbol: str) -> xiangqi.Piece:
    return xiangqi.Piece.from_symbol(symbol)


def test_place_by_palette_click_then_undo_redo(qtbot: QtBot, window: MainWindow) -> None:
    button = window.findChild(QToolButton, "palette_R")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.view.armed == piece("R")
    click_point(qtbot, window, "a0")
    click_point(qtbot, window, "i0")
    board = window.doc.board
    assert board.piece_at(sq("a0")) == piece("R") and board.piece_at(sq("i0")) == piece("R")
    assert window.palette_.buttons["R"].remaining == 0
    assert not window.palette_.buttons["R"].isEnabled()
    assert window.doc.undo_stack.count() == 2  # one command per edit
    window.findChild(type(window.action("undo")), "action_undo").trigger()
    assert window.doc.board.piece_at(sq("i0")) is None
    assert window.palette_.buttons["R"].remaining == 1
    window.action("redo").trigger()
    assert window.doc.board.piece_at(sq("i0")) == piece("R")
    assert window.fen_label.text() == window.doc.fen()
    assert window.isWindowModified()


def test_drop_from_palette_places_piece(window: MainWindow) -> None:
    mime = QMimeData()
    mime.setData(PIECE_MIME, b"n")
    event = QDropEvent(point(window, "b9"), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.view.dropEvent(event)  # Qt delivers drops only during a real QDrag
    assert event.isAccepted()
    assert window.doc.board.piece_at(sq("b9")) == piece("n")


def test_drag_moves_and_drag_off_removes(qtbot: QtBot, window: MainWindow) -> None:
    window.paste_fen("4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1")
    view = window.view
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=point(window, "e1").toPoint())
    qtbot.mouseMove(view, point(window, "e3").toPoint())
    qtbot.mouseMove(view, point(window, "e5").toPoint())
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=point(window, "e5").toPoint())
    board = window.doc.board
    assert board.piece_at(sq("e5")) == piece("C") and board.piece_at(sq("e1")) is None
    assert view.last_move == xiangqi.Move(sq("e1"), sq("e5"))
    # Drag it off the board: removed.
    outside = QPointF(view.width() - 2, view.height() - 2).toPoint()
    assert view.geometry_().point_at(QPointF(outside)) is None
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=point(window, "e5").toPoint())
    qtbot.mouseMove(view, point(window, "h5").toPoint())
    qtbot.mouseMove(view, outside)
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=outside)
    if view.geometry_().board_rect.contains(QPointF(outside)):
        pytest.skip("window too narrow to drop outside the board")
    assert window.doc.board.piece_at(sq("e5")) is None
    window.action("undo").trigger()
    assert window.doc.board.piece_at(sq("e5")) == piece("C")


def test_click_click_move_and_right_click_remove(qtbot: QtBot, window: MainWindow) -> None:
    click_point(qtbot, window, "e0")  # select the red general
    assert window.view.selected == sq("e0")
    assert set(window.view.targets()) == {sq("f0"), sq("e1")}  # d0 faces d9
    click_point(qtbot, window, "f1")
    assert window.doc.board.piece_at(sq("f1")) == piece("K")
    click_point(qtbot, window, "d9", Qt.MouseButton.RightButton)
    assert window.doc.board.piece_at(sq("d9")) is None
    assert window.doc.undo_stack.count() == 2


def test_editor_actions_are_undoable(window: MainWindow) -> None:
    acts = window.actions_named()
    acts["start_position"].trigger()
    assert window.doc.fen() == xiangqi.STARTING_FEN
    acts["clear_board"].trigger()  # generals alone on e0/e9 would face: New Puzzle's instead
    assert window.doc.board.board_fen() == GENERALS_ONLY.split()[0]
    assert window.doc.board.is_valid() and window.validation.list.count() == 0
    acts["black_to_move"].trigger()
    assert window.doc.board.turn is xiangqi.BLACK and acts["black_to_move"].isChecked()
    acts["swap_sides"].trigger()
    assert window.doc.board.turn is xiangqi.RED
    window.paste_fen("3ak4/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1")
    acts["clear_board"].trigger()  # generals that stand legally stay where they are
    assert window.doc.board.board_fen() == "4k4/9/9/9/9/9/9/9/9/5K3"
    for _ in range(6):
        acts["undo"].trigger()
    assert window.doc.fen() == GENERALS_ONLY
    assert not window.isWindowModified()


def test_paste_fen_reads_other_dialects(window: MainWindow) -> None:
    # WXF letters (E/H) and 'r' for Red: one command, canonical FEN afterwards.
    assert window.paste_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r")
    assert window.doc.board.board_fen() == xiangqi.STARTING_FEN.split()[0]
    window.copy_fen()
    assert QApplication.clipboard().text() == window.doc.fen()


def test_validation_messages_follow_the_position(qtbot: QtBot, window: MainWindow) -> None:
    panel, solve = window.validation, window.action("solve")
    assert panel.list.count() == 0 and solve.isEnabled()
    window.push(window_place(window, "e4", "B"))  # elephant off its points
    assert panel.list.count() == 1
    message = panel.list.item(0).text()
    assert "e4" in message and "elephant" in message.lower()
    assert not solve.isEnabled() and "e4" in solve.toolTip()
    assert panel.blocking_reason()
    # Clicking the message highlights its point on the board.
    rect = panel.list.visualItemRect(panel.list.item(0))
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.view.marked == (sq("e4"),)
    # Fix it by moving the elephant to a legal point: the message disappears.
    window.push(window_move(window, "e4", "c4"))
    assert panel.list.count() == 0 and solve.isEnabled()
    assert window.view.marked == ()


def test_composer_mode_accepts_warnings(window: MainWindow) -> None:
    # Two red soldiers on one file in their own half: a warning, not an error.
    window.paste_fen("3k5/9/9/9/9/P8/P8/9/9/4K4 w - - 0 1")
    panel = window.validation
    assert panel.warnings() and not panel.errors()
    assert window.action("solve").isEnabled()
    assert panel.blocking_reason()
    panel.composer.setChecked(True)
    assert panel.blocking_reason() == ""


def test_metadata_edit_is_one_undo_step(qtbot: QtBot, window: MainWindow) -> None:
    title = window.metadata.fields["title"]
    qtbot.keyClicks(title, "Seven stars")
    assert window.doc.current.title == "Seven stars"
    assert window.doc.undo_stack.count() == 1  # typing merged
    stip = window.metadata.fields["stipulation"]
    qtbot.keyClicks(stip, "#3")
    assert str(window.doc.current.stipulation) == "#3"
    window.action("undo").trigger()
    window.action("undo").trigger()
    assert window.doc.current.title == "" and title.text() == ""


def test_the_stipulation_field_takes_a_study(qtbot: QtBot, window: MainWindow) -> None:
    stip = window.metadata.fields["stipulation"]
    red = window.doc.board.turn.name == "RED"

    def type_in(text: str) -> None:  # QTest cannot type Chinese: edit as the user would
        stip.setText(text)
        stip.textEdited.emit(text)

    type_in("红先和" if red else "黑先和")
    assert str(window.doc.current.stipulation) == "draw"
    assert window.metadata.stip_error.text() == ""
    type_in("黑先胜" if red else "红先胜")
    assert str(window.doc.current.stipulation) == "draw"
    assert "move first, but the position has" in window.metadata.stip_error.text()


def test_language_switch_retranslates(window: MainWindow) -> None:
    file_menu = window.findChild(QMenu, "menu_file")
    assert file_menu.title() == "&File"
    window.set_language("fr")
    assert file_menu.title() == "&Fichier"
    assert window.action("flip").text() == "&Retourner l’échiquier"
    assert window.validation.composer.text().startswith("Mode compositeur")
    window.set_language("zh_CN")
    assert file_menu.title() == "文件(&F)"
    window.set_language("en")
    assert file_menu.title() == "&File"
    assert window.settings.value("language") == "en"


def test_every_action_has_a_stable_name(window: MainWindow) -> None:
    for name, action in window.actions_named().items():
        assert action.objectName() == f"action_{name}"
        assert action.text(), name


def window_place(window: MainWindow, name: str, symbol: str):  # type: ignore[no-untyped-def]
    from paiju.ui import commands

    return commands.place_piece(window.doc, sq(name), piece(symbol))


def window_move(window: MainWindow, a: str, b: str):  # type: ignore[no-untyped-def]
    from paiju.ui import commands

    return commands.move_piece(window.doc, sq(a), sq(b))


@pytest.mark.parametrize(("language", "expected"), [
    ("fr", "Éléphant rouge en e4 : pas sur un point d’éléphant"),
    ("zh_CN", "红相（e4）不在象（相）能到达的点上"),
])
def test_validation_messages_in_the_interface_language(window: MainWindow, language: str,
                                                       expected: str) -> None:
    window.set_language(language)
    window.push(window_place(window, "e4", "B"))
    panel = window.validation
    assert [panel.list.item(i).text() for i in range(panel.list.count())] == [expected]
    assert expected in window.action("solve").toolTip()  # the reason for disabled solving
    # A check against the side not to move names both pieces and the side to move.
    window.paste_fen("3k5/3R5/9/9/9/9/9/9/9/4K4 w - - 0 1")
    text = panel.list.item(0).text()
    assert text == ("Général noir en d9 est en échec par char rouge en d8, mais Rouge a le trait"
                    if language == "fr" else "黑将（d9）正被红车（d8）将军，但轮到红方走棋")
    # Switching back to English words the same issue in English again, live.
    window.set_language("en")
    assert panel.list.item(0).text() == window.doc.board.validate()[0].message


def test_every_issue_code_is_worded_not_left_in_english(window: MainWindow) -> None:
    """Each code of the rules module has a French template (no fallback to `message`)."""
    fens = ["3k5/9/9/9/9/4B4/9/9/9/4K4 w", "4k4/9/9/9/9/9/9/9/9/4K4 w",
            "3k5/9/9/9/9/P8/P8/9/9/4K4 w", "3k5/9/9/9/9/9/9/9/1P7/4K4 w",
            "3k5/9/9/9/9/9/1P7/9/9/4K4 w", "BBB1k4/9/9/9/9/9/9/9/9/3K5 w",
            "9/9/9/9/9/9/9/9/9/3K5 w", "3k5/9/9/9/9/9/9/9/9/3RK4 w",
            "3k5/3R5/9/9/9/9/9/9/9/4K4 b", "3k5/9/9/9/9/9/9/9/A8/4K4 w",
            "3k5/9/9/9/9/9/9/9/9/3K1R3 w", "3k5/9/9/9/9/9/9/9/9/K8 w"]
    window.set_language("fr")
    seen: set[str] = set()
    for fen in fens:
        assert window.paste_fen(fen)
        for issue in window.validation.issues:
            seen.add(f"{issue.code}/{issue.detail}")
            text = window.validation.describe(issue)
            named = issue.squares if issue.code != "no-legal-move" else ()  # names the side
            assert text != issue.message and all(
                xiangqi.SQUARE_NAMES[s] in text for s in named), (issue.code, text)
    assert seen >= {"missing-general/", "too-many-pieces/", "general-outside-palace/",
                    "advisor-off-point/", "elephant-off-point/", "soldier-off-point/behind",
                    "soldier-off-point/file", "soldiers-same-file/", "generals-facing/",
                    "opponent-in-check/", "no-legal-move/"}, seen


def test_a_small_window_gives_the_board_and_the_validation_list_room(
        qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024x640 (first start) the board was about 380 px wide, the validation list 95 px
    tall and the right panel opened on Training."""
    window = make_window(qtbot, tmp_path, (1024, 640))
    window.show_mode("editor")
    # the fit runs once the restored layout is in place (a zero timer)
    qtbot.waitUntil(lambda: window.view.width() >= 420, timeout=3000)
    qtbot.waitUntil(lambda: window.dock("validation").height() >= 150, timeout=3000)
    # the Puzzle tab is in front of Solver and Training
    from PySide6.QtWidgets import QTabBar
    bars = [bar for bar in window.findChildren(QTabBar) if bar.count() == 3 and bar.isVisible()]
    assert len(bars) == 1 and bars[0].tabText(bars[0].currentIndex()) == "Puzzle"
    assert window.dock("training").visibleRegion().isEmpty()


def test_an_elephant_off_its_points_is_not_also_said_to_give_check(window: MainWindow) -> None:
    # g7 is no point for a Red elephant; from there it would reach e9, Black's general.
    assert window.paste_fen("4k4/9/6B2/9/9/9/9/9/9/3K5 w")
    codes = [issue.code for issue in window.validation.issues]
    assert codes == ["elephant-off-point"], codes
    assert window.validation.list.count() == 1
    # an illegal setup can be neither solved nor trained on
    assert not window.action("solve").isEnabled() and not window.action("train").isEnabled()
    # a real check is still reported
    assert window.paste_fen("4k4/9/4R4/9/9/9/9/9/9/3K5 w")
    assert [i.code for i in window.validation.issues] == ["opponent-in-check"]


def test_the_window_title_names_the_mode_not_the_file_in_play(window: MainWindow) -> None:
    assert "Untitled" in window.windowTitle()
    window.action("play_mode").trigger()
    assert window.mode() == "play"
    assert window.windowTitle() == "Play Mode — Paiju"
    window.set_language("fr")
    assert "Untitled" not in window.windowTitle() and "Sans titre" not in window.windowTitle()
    window.set_language("en")
    window.show_mode("editor")
    assert window.windowTitle().startswith("Untitled")


def test_composing_actions_are_off_where_they_do_nothing(window: MainWindow) -> None:
    board_edits = ("paste_fen", "clear_board", "start_position", "swap_sides", "red_to_move",
                   "black_to_move", "toggle_side")
    window.show_mode("editor")
    assert all(window.action(n).isEnabled() for n in (*board_edits, "add_puzzle"))
    assert not window.action("leave_tool").isEnabled()  # no piece in hand
    for mode in ("start", "play", "online"):
        window.show_mode(mode)
        off = [n for n in (*board_edits, "add_puzzle", "leave_tool", "undo")
               if window.action(n).isEnabled()]
        assert off == [], (mode, off)
        assert not window.action("online_leave").isEnabled()  # not in a room
    window.show_mode("editor")
    window.action("add_puzzle").trigger()
    assert window.action("undo").isEnabled() and window.action("previous_puzzle").isEnabled()
    window.show_mode("play")
    assert not window.action("undo").isEnabled()
    window.show_mode("editor")
    assert window.action("undo").isEnabled() and window.action("clear_board").isEnabled()
