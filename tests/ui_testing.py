"""Helpers shared by the tests/test_ui_*.py files (a real MainWindow, isolated settings)."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QSettings, Qt
from pytestqt.qtbot import QtBot

from paiju import rules as xiangqi
from paiju.ui.app import create_main_window
from paiju.ui.main_window import MainWindow
from paiju.ui.recovery import RecoveryStore
from paiju.ui.three_kingdoms.page import TkPage

GENERALS_ONLY = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"


def make_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A shown main window with settings and recovery file inside ``tmp_path``."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_main_window(settings, RecoveryStore(tmp_path / "recovery"))
    window.files.autosave_timer.stop()
    qtbot.addWidget(window, before_close_func=forget_changes)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def point(window: MainWindow, name: str) -> QPointF:
    """Widget coordinates of a board point, for mouse clicks."""
    return window.view.point_center(xiangqi.parse_square(name))


def click_point(qtbot: QtBot, window: MainWindow, name: str,
                button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(window.view, button, pos=point(window, name).toPoint())


def forget_changes(window: MainWindow) -> None:
    """Mark the document saved so closing the window asks nothing."""
    window.doc.mark_saved()


def tk_page(window: MainWindow) -> TkPage:
    """The Three Kingdoms page, its mode shown."""
    part = window.part("three_kingdoms")
    part.show()  # type: ignore[attr-defined]
    page = part.page  # type: ignore[attr-defined]
    assert isinstance(page, TkPage)
    return page
