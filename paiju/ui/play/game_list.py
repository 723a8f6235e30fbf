"""The list of kept games (``scores.GameArchive``): when, who, the result; replay one on the
Play page, analyse it (the evaluation graph), export its PGN, or delete it."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from paiju.scores import GameArchive, KeptGame


class GameListDialog(QDialog):
    """The kept games, newest first; ``replayRequested(path)`` / ``analyseRequested(path)``."""

    replayRequested = Signal(str)
    analyseRequested = Signal(str)

    def __init__(self, archive: GameArchive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_list_dialog")
        self.setWindowTitle(self.tr("Games"))
        self.archive = archive
        self.kept: list[KeptGame] = []
        self.table = QTableWidget(0, 5, self, objectName="game_list_table")
        self.table.setHorizontalHeaderLabels([self.tr("When"), self.tr("Red"), self.tr("Black"),
                                              self.tr("Result"), self.tr("Event")])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.where = QLabel(self.tr("Kept in %1").replace("%1", str(archive.folder)), self)
        self.where.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for name, text in (("replay", self.tr("Replay")), ("analyse", self.tr("Analyse")),
                           ("export", self.tr("Export PGN…")), ("delete", self.tr("Delete…"))):
            button = QPushButton(text, self, objectName=f"game_list_{name}")
            self.buttons[name] = button
            box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        box.rejected.connect(self.reject)
        self.buttons["replay"].clicked.connect(lambda: self._emit(self.replayRequested))
        self.buttons["analyse"].clicked.connect(lambda: self._emit(self.analyseRequested))
        self.buttons["export"].clicked.connect(lambda: self.export())
        self.buttons["delete"].clicked.connect(lambda: self.delete())
        self.table.doubleClicked.connect(lambda _i: self._emit(self.replayRequested))
        self.table.itemSelectionChanged.connect(self._enable)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.where)
        lay.addWidget(box)
        self.resize(680, 380)
        self.refresh()

    def refresh(self) -> None:
        self.kept = self.archive.games()
        self.table.setRowCount(len(self.kept))
        for row, k in enumerate(self.kept):
            for col, text in enumerate((k.when, k.red, k.black, k.result, k.event)):
                self.table.setItem(row, col, QTableWidgetItem(text))
        if self.kept:
            self.table.selectRow(0)
        self._enable()

    def chosen(self) -> KeptGame | None:
        rows = self.table.selectionModel().selectedRows()
        return self.kept[rows[0].row()] if rows else None

    def _enable(self) -> None:
        some = self.chosen() is not None
        for button in self.buttons.values():
            button.setEnabled(some)

    def _emit(self, signal: object) -> None:
        kept = self.chosen()
        if kept is not None:
            signal.emit(str(kept.path))  # type: ignore[attr-defined]
            self.accept()

    def export(self, path: str | None = None) -> bool:
        """Copy the chosen game's PGN to a file the user picks."""
        kept = self.chosen()
        if kept is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Game"), kept.path.name,
                                                  self.tr("Xiangqi PGN (*.pgn)"))
        if not path:
            return False
        try:
            shutil.copyfile(kept.path, path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export Game"), str(exc))
            return False
        return True

    def delete(self, confirm: bool = True) -> bool:
        kept = self.chosen()
        if kept is None:
            return False
        if confirm and QMessageBox.question(
                self, self.tr("Delete Game"),
                self.tr("Delete the game %1 – %2 of %3?").replace("%1", kept.red)
                .replace("%2", kept.black).replace("%3", kept.when)) \
                != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.archive.remove(kept)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Delete Game"), str(exc))
            return False
        self.refresh()
        return True
