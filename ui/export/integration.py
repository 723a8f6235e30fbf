"""File → Export… (dialog with preview) and File → Export PGN… in the main window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox

from puzzles.io import save

from .dialog import ExportDialog

if TYPE_CHECKING:
    from ui.main_window import MainWindow


class ExportActions(QObject):
    """The two export actions of one main window; their texts follow the language."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("export_actions")
        self.window = window
        self.export = QAction(window)
        self.export.setObjectName("action_export")
        self.export.setShortcut("Ctrl+E")
        self.export.triggered.connect(lambda: ExportDialog(window.doc.collection,
                                                           window.doc.index, window).exec())
        self.pgn = QAction(window)
        self.pgn.setObjectName("action_export_pgn")
        self.pgn.triggered.connect(lambda: export_pgn(window))
        for name, action in (("export", self.export), ("export_pgn", self.pgn)):
            window.actions_[name] = action
            window.addAction(action)
        file_menu = window.menus["file"]
        file_menu.insertActions(window.actions_["quit"], [self.export, self.pgn])
        file_menu.insertSeparator(window.actions_["quit"])
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.export.setText(self.tr("&Export…"))
        tip = self.tr("Diagrams, booklet, web page or shareable text of the puzzles")
        self.export.setToolTip(tip)
        self.export.setStatusTip(tip)
        self.pgn.setText(self.tr("Export &PGN…"))
        tip = self.tr("Write the collection as a PGN file")
        self.pgn.setToolTip(tip)
        self.pgn.setStatusTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False


def install_export(window: MainWindow) -> ExportActions:
    """Add the two export actions to the File menu, before Quit."""
    return ExportActions(window)


def export_pgn(window: MainWindow) -> str | None:
    """Ask for a file name and write the open collection as PGN (atomic save)."""
    title = QCoreApplication.translate("ExportActions", "Export PGN")
    path, _ = QFileDialog.getSaveFileName(
        window, title, "", QCoreApplication.translate("ExportActions", "PGN files (*.pgn)"))
    if not path:
        return None
    try:
        save(window.doc.collection, path, format="pgn")
    except (ValueError, OSError) as exc:
        QMessageBox.warning(window, title, str(exc))
        return None
    return path
