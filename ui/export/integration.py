"""File → Export… (dialog with preview) and File → Export PGN… in the main window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox

from puzzles.io import save

from .dialog import ExportDialog

if TYPE_CHECKING:
    from ui.main_window import MainWindow


def install_export(window: MainWindow) -> None:
    """Add the two export actions to the File menu, before Quit."""
    export = QAction(window.tr("&Export…"), window)
    export.setObjectName("action_export")
    export.setShortcut("Ctrl+E")
    export.triggered.connect(lambda: ExportDialog(window.doc.collection, window.doc.index,
                                                  window).exec())
    pgn = QAction(window.tr("Export &PGN…"), window)
    pgn.setObjectName("action_export_pgn")
    pgn.triggered.connect(lambda: export_pgn(window))
    for name, action in (("export", export), ("export_pgn", pgn)):
        window.actions_[name] = action
        window.addAction(action)
    file_menu = window.menus["file"]
    file_menu.insertActions(window.actions_["quit"], [export, pgn])
    file_menu.insertSeparator(window.actions_["quit"])


def export_pgn(window: MainWindow) -> str | None:
    """Ask for a file name and write the open collection as PGN (atomic save)."""
    path, _ = QFileDialog.getSaveFileName(window, window.tr("Export PGN"), "",
                                          window.tr("PGN files (*.pgn)"))
    if not path:
        return None
    try:
        save(window.doc.collection, path, format="pgn")
    except (ValueError, OSError) as exc:
        QMessageBox.warning(window, window.tr("Export PGN"), str(exc))
        return None
    return path
