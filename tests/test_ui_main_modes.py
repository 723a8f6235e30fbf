"""Every menu action is enabled only where it acts on something the user sees: the test walks
the modes (start page, editor, solution board, verification, Play, Online, Three Kingdoms)
through their own entries and compares the enabled actions with what each mode shows. F5 on
the start page solves nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju.ui.main_window import MainWindow

MATE_IN_2 = "3k5/R8/9/9/9/9/p8/9/1R7/4K4 w - - 0 1"  # legal: Solve applies

EVERYWHERE = {"about", "game_list", "new", "new_game", "online_host", "online_join",
              "online_lobby", "open", "play_mode", "quit", "rules", "scores", "settings",
              "start_page", "tk_edit", "tk_new_game", "tk_new_game_plain", "tk_open",
              "tk_show"}
PUZZLE_FILE = {"save", "save_as", "export", "export_pgn", "solve", "train",
               "verify_collection"}
EDITOR = (EVERYWHERE | PUZZLE_FILE
          | {"undo", "add_puzzle", "copy_fen", "paste_fen", "clear_board", "start_position",
             "swap_sides", "red_to_move", "black_to_move", "toggle_side", "flip",
             "save_finished", "analyse_position", "play_problem", "online_share_puzzle"})
ENABLED = {
    "start": EVERYWHERE,
    "editor": EDITOR,
    "analysis": EVERYWHERE | PUZZLE_FILE | {"undo", "add_puzzle", "copy_fen",
                                            "analyse_position", "play_problem",
                                            "online_share_puzzle"},
    "verification": EVERYWHERE | PUZZLE_FILE,
    "play": EVERYWHERE | {"analyse_game", "analyse_position", "play_problem"},
    "online": EVERYWHERE | {"online_share_puzzle"},
    "three_kingdoms": EVERYWHERE | {"tk_back", "tk_save", "tk_export", "tk_previous_puzzle",
                                    "tk_next_puzzle", "tk_stop", "tk_copy_position",
                                    "tk_paste_position", "tk_rotate"},
}
"""What each mode lets the user do, among the actions known here (actions that report a
running task — Stop, Leave the Room, the last verification's table — are left out)."""
KNOWN = set().union(*ENABLED.values())


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    w = make_window(qtbot, tmp_path)
    assert w.paste_fen(MATE_IN_2)  # a legal puzzle: Solve may apply in the editor
    w.doc.mark_saved()
    return w


def enabled(window: MainWindow) -> set[str]:
    """The known actions the user can use now (enabled and not hidden)."""
    return {name for name, action in window.actions_named().items()
            if name in KNOWN and action.isEnabled() and action.isVisible()}


def test_each_mode_enables_only_what_it_shows(qtbot: QtBot, window: MainWindow) -> None:
    solving = window.part("solving")

    def shown(mode: str) -> None:
        assert window.mode() == mode
        assert enabled(window) == ENABLED[mode], mode

    window.action("start_page").trigger()
    shown("start")
    window.action("new").trigger()  # asks nothing: the document is saved
    assert window.paste_fen(MATE_IN_2)
    shown("editor")
    solving.show_board()  # type: ignore[attr-defined]  # the solution board's own button
    shown("analysis")
    window.action("verify_collection").trigger()
    qtbot.waitUntil(lambda: not solving.verify.is_running(), timeout=20_000)  # type: ignore[attr-defined]
    shown("verification")
    window.action("play_mode").trigger()
    shown("play")
    window.show_mode("online")  # the Online menu's dialogs lead here
    shown("online")
    window.action("tk_show").trigger()
    shown("three_kingdoms")
    window.action("tk_back").trigger()
    shown("editor")  # back: the editor's actions are on again, as they were
    window.doc.mark_saved()


def test_f5_on_the_start_page_solves_nothing(qtbot: QtBot, window: MainWindow) -> None:
    solving = window.part("solving")
    window.files.show_start_page()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.wait(50)
    assert window.mode() == "start"
    assert solving.solver.result is None and not solving.solver.is_solving()  # type: ignore[attr-defined]
    assert not window.action("solve").isEnabled()
    window.show_mode("editor")
    assert window.action("solve").isEnabled()  # validation allows it: back on in the editor
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: solving.solver.result is not None  # type: ignore[attr-defined]
                    and not solving.solver.is_solving(), timeout=20_000)  # type: ignore[attr-defined]


def test_a_disabled_solve_stays_off_when_the_mode_returns(window: MainWindow) -> None:
    """The mode switches the scope; the owner's own reason (an illegal setup) still holds."""
    window.action("clear_board").trigger()
    assert window.paste_fen("3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1")  # facing generals
    assert not window.action("solve").isEnabled()
    window.files.show_start_page()
    window.show_mode("editor")
    assert not window.action("solve").isEnabled()
    window.doc.mark_saved()
