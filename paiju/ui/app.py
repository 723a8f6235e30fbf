"""Start the desktop app: ``run(argv)`` is what the ``paiju`` command calls with no arguments."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from paiju.ui.fonts import load_piece_font, load_ui_font
from paiju.ui.main_window import MainWindow
from paiju.ui.recovery import RecoveryStore

ORGANIZATION = "Paiju"
APPLICATION = "Paiju"


def _application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Paiju")
    load_piece_font()
    load_ui_font(app)
    return app


def create_main_window(settings: QSettings | None = None,
                       recovery: RecoveryStore | None = None) -> MainWindow:
    """A ready main window (tests pass their own QSettings and recovery folder)."""
    _application(sys.argv[:1])
    return MainWindow(settings, recovery)


def run(argv: list[str]) -> int:
    """Create the application, show the main window, run the event loop."""
    app = _application(argv)
    window = MainWindow()  # restores the last session's size and dock layout
    window.show()
    opened = window.files.offer_recovery()
    for path in argv[1:]:
        opened = window.files.open_path(path, ask=False)
        break
    if not opened:  # nothing open: the shipped collections, New and Open
        window.files.show_start_page()
    return int(app.exec())
