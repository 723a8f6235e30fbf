"""The export part of the main window: File → Export… (dialog with preview) and
File → Export PGN…, before Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from paiju.puzzles.io import save
from paiju.ui.window_part import WindowPart

from .dialog import ExportDialog

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow


class ExportPart(WindowPart):
    """The two export actions of one main window."""

    name = "export"

    def install(self, window: MainWindow) -> None:
        file_menu = window.menu("file")
        window.add_action("export", self.open_dialog, shortcut="Ctrl+E", menu=file_menu,
                          before="quit")
        window.add_action("export_pgn", lambda: export_pgn(window), menu=file_menu,
                          before="quit")
        window.add_separator(file_menu, before="quit")

    def retranslate(self) -> None:
        self.window.set_texts({
            "export": (self.tr("&Export…"),
                       self.tr("Diagrams, booklet, web page or shareable text of the puzzles")),
            "export_pgn": (self.tr("Export &PGN…"), self.tr("Write the collection as a PGN file")),
        })

    def open_dialog(self) -> None:
        doc = self.window.doc
        ExportDialog(doc.collection, doc.index, self.window).exec()


def export_pgn(window: MainWindow) -> str | None:
    """Ask for a file name and write the open collection as PGN (atomic save)."""
    title = QCoreApplication.translate("ExportPart", "Export PGN")
    path, _ = QFileDialog.getSaveFileName(
        window, title, "", QCoreApplication.translate("ExportPart", "PGN files (*.pgn)"))
    if not path:
        return None
    try:
        save(window.doc.collection, path, format="pgn")
    except (ValueError, OSError) as exc:
        QMessageBox.warning(window, title, str(exc))
        return None
    return path
