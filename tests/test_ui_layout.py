"""The window is usable from 1024×640 up, keeps its layout across a file dialog, and comes
back with the size and docks of the last session."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QScrollArea
from pytestqt.qtbot import QtBot
from ui_testing import forget_changes

from paiju.ui.app import create_main_window
from paiju.ui.main_window import MainWindow
from paiju.ui.recovery import RecoveryStore


def open_window(qtbot: QtBot, tmp_path: Path, size: QSize | None = None) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_main_window(settings, RecoveryStore(tmp_path / "recovery"))
    window.files.autosave_timer.stop()
    qtbot.addWidget(window, before_close_func=forget_changes)
    if size is not None:
        window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("width, height", [(1024, 640), (1280, 800)])
def test_small_windows_keep_their_size_and_a_usable_board(qtbot: QtBot, tmp_path: Path,
                                                          width: int, height: int) -> None:
    window = open_window(qtbot, tmp_path, QSize(width, height))
    for mode in ("editor", "verification", "editor"):
        window.show_mode(mode)
        QApplication.processEvents()
        assert window.size() == QSize(width, height)  # no dock forces the window larger
    board = window.view.geometry_().board_rect
    assert board.width() >= 280 and board.height() >= 300, board
    solver = window.part("solving").solver
    window.dock("solver").raise_()
    QApplication.processEvents()
    step = solver.step_buttons["next"]  # reachable: inside the dock, not under the status bar
    scroll = window.findChild(QScrollArea, "scroll_solver")
    scroll.ensureWidgetVisible(step, 0, 0)
    QApplication.processEvents()
    viewport = scroll.viewport()
    corner = step.mapTo(viewport, step.rect().bottomRight())
    assert viewport.rect().contains(corner)
    assert window.rect().contains(step.mapTo(window, step.rect().bottomRight()))
    if height >= 800:  # with room enough no scrolling is needed, nor a sideways bar
        assert scroll.verticalScrollBar().value() == 0
        assert not scroll.horizontalScrollBar().isVisible()


def test_the_verification_table_gets_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, QSize(1280, 800))
    window.action("verification_results").trigger()
    table = window.part("solving").verify.table
    QApplication.processEvents()
    assert window.mode() == "verification"
    assert table.height() >= 400 and table.width() >= 1000
    assert not window.dock("validation").isVisible()
    window.show_mode("editor")
    assert window.dock("validation").isVisible()


def test_a_file_dialog_leaves_the_layout_alone(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, QSize(1280, 800))
    QApplication.processEvents()
    before = (window.view.size(), window.dock("validation").size(),
              window.dock("pieces").size())

    def close_dialog() -> None:
        for top in QApplication.topLevelWidgets():
            if isinstance(top, QFileDialog) and top.isVisible():
                top.reject()

    QTimer.singleShot(300, close_dialog)
    QFileDialog.getOpenFileName(window, "Open", str(tmp_path), "",
                                options=QFileDialog.Option.DontUseNativeDialog)
    QApplication.processEvents()
    after = (window.view.size(), window.dock("validation").size(),
             window.dock("pieces").size())
    assert after == before


def test_size_and_docks_come_back_next_time(qtbot: QtBot, tmp_path: Path) -> None:
    first = open_window(qtbot, tmp_path, QSize(780, 700))  # the offscreen screen is 800 wide
    first.dock("collection").hide()
    first.resizeDocks([first.dock("validation")], [260], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    width = first.dock("validation").width()
    assert first.close()
    second = open_window(qtbot, tmp_path)
    QApplication.processEvents()
    assert second.size() == QSize(780, 700)
    assert not second.dock("collection").isVisible()
    assert abs(second.dock("validation").width() - width) <= 8


@pytest.mark.parametrize("language", ["en", "fr", "zh_CN"])
def test_no_dock_needs_a_sideways_scroll_bar_at_1024(qtbot: QtBot, tmp_path: Path,
                                                      language: str) -> None:
    """At the smallest supported size every dock's content fits its width in every language
    (a cut button, such as French training's "Next puzzle", brings a sideways bar)."""
    window = open_window(qtbot, tmp_path, QSize(1024, 640))
    window.set_language(language)
    try:
        for name in ("solver", "training", "metadata"):
            window.dock(name).raise_()
            QApplication.processEvents()
            scroll = window.findChild(QScrollArea, f"scroll_{name}")
            assert not scroll.horizontalScrollBar().isVisible(), (name, language)
    finally:
        window.set_language("en")
