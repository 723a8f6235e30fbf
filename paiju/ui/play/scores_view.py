"""The scorer's table: totals per player from the score book, CSV export, reset."""

from __future__ import annotations

from PySide6.QtWidgets import (
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

from paiju.scores import ScoreBook


class ScoresDialog(QDialog):
    """Player, points (games won), games, wins, losses, draws; Export CSV; Reset."""

    def __init__(self, book: ScoreBook, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scores_dialog")
        self.setWindowTitle(self.tr("Scores"))
        self.book = book
        self.table = QTableWidget(0, 6, self, objectName="scores_table")
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"), self.tr("Points"), self.tr("Games"), self.tr("Won"),
            self.tr("Lost"), self.tr("Drawn")])
        header = self.table.horizontalHeader()  # the name takes the room, counts their own
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        note = QLabel(self.tr("1 point for the winner, 0 for the other; draws count as "
                              "neither."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.export_button = QPushButton(self.tr("Export CSV…"), self,
                                         objectName="scores_export")
        self.reset_button = QPushButton(self.tr("Reset…"), self, objectName="scores_reset")
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.reset_button.clicked.connect(lambda: self.reset())
        lay = QVBoxLayout(self)
        lay.addWidget(self.table)
        lay.addWidget(note)
        lay.addWidget(buttons)
        self.resize(520, 360)
        self.refresh()

    def refresh(self) -> None:
        totals = self.book.totals()
        self.table.setRowCount(len(totals))
        for row, t in enumerate(totals):
            for col, value in enumerate((t.name, t.points, t.games, t.wins, t.losses,
                                         t.draws)):
                self.table.setItem(row, col, QTableWidgetItem(str(value)))

    def export_csv(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Scores"), "scores.csv",
                                                  self.tr("CSV table (*.csv)"))
        if not path:
            return False
        try:
            self.book.export_csv(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export Scores"), str(exc))
            return False
        return True

    def reset(self, confirm: bool = True) -> bool:
        """Forget every score after the user confirms."""
        if confirm:
            answer = QMessageBox.question(
                self, self.tr("Reset Scores"),
                self.tr("Forget the scores of every player? This cannot be undone."),
                QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Reset:
                return False
        self.book.reset()
        self.refresh()
        return True
