"""Helpers shared by the tests/test_ui_*.py files (a real MainWindow, isolated settings)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from paiju import rules as xiangqi
from paiju.ui.app import create_main_window
from paiju.ui.main_window import MainWindow
from paiju.ui.recovery import RecoveryStore
from paiju.ui.three_kingdoms.page import TkPage

GENERALS_ONLY = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"


def make_window(qtbot: QtBot, tmp_path: Path, size: tuple[int, int] = (1200, 800)
                ) -> MainWindow:
    """A shown main window with settings and recovery file inside ``tmp_path``."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_main_window(settings, RecoveryStore(tmp_path / "recovery"))
    window.files.autosave_timer.stop()
    qtbot.addWidget(window, before_close_func=forget_changes)
    window.resize(*size)
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
    """Mark the document saved and drop a game in progress, so closing the window asks
    nothing."""
    window.doc.mark_saved()
    window.part("play").page.abandon()  # type: ignore[attr-defined]


def tk_page(window: MainWindow) -> TkPage:
    """The Three Kingdoms page, its mode shown."""
    part = window.part("three_kingdoms")
    part.show()  # type: ignore[attr-defined]
    page = part.page  # type: ignore[attr-defined]
    assert isinstance(page, TkPage)
    return page


def answer_dialog(button: str | None = None,
                  act: Callable[[QWidget], object] | None = None) -> list[str]:
    """When the next modal dialog opens (a message box, New Game…), ``act(dialog)`` runs on
    it, then its button whose text is ``button`` is clicked (``None``: the dialog is
    accepted, ``""``: rejected, as Escape does). Returns a list that receives what the
    dialog said (a message box's text, else its title), for the test to read after the
    dialog is gone."""
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, answer)
            return
        said = dialog.text() if isinstance(dialog, QMessageBox) else dialog.windowTitle()
        seen.append(said)
        if act is not None:
            act(dialog)
        assert isinstance(dialog, QDialog)
        if not button:
            dialog.accept() if button is None else dialog.reject()
            return
        target = next((b for b in dialog.findChildren(QAbstractButton)
                       if b.text().replace("&", "") == button), None)
        if target is None:  # the test fails on what it reads, instead of hanging here
            seen.append(f"no button {button!r}")
            dialog.reject()
            return
        target.click()

    QTimer.singleShot(0, answer)
    return seen
