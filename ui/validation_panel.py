"""Live validation: the errors and warnings of ``Board.validate()`` beside the board."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QVBoxLayout,
    QWidget,
)

import xiangqi
from ui.document import PuzzleDocument

SQUARES_ROLE = Qt.ItemDataRole.UserRole + 1


class ValidationPanel(QWidget):
    """The list of setup issues; clicking one emits its points."""

    issueActivated = Signal(tuple)  # points of the clicked issue
    statusChanged = Signal()  # issues or composer mode changed

    def __init__(self, doc: PuzzleDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("validation_panel")
        self.doc = doc
        self.issues: list[xiangqi.SetupIssue] = []
        self.summary = QLabel(self)
        self.summary.setObjectName("validation_summary")
        self.summary.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("validation_list")
        self.list.setWordWrap(True)
        self.composer = QCheckBox(self)
        self.composer.setObjectName("composer_mode")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.composer)
        self.list.itemClicked.connect(self._clicked)
        self.list.currentItemChanged.connect(lambda item, _old: self._clicked(item))
        self.composer.toggled.connect(lambda _on: self._refresh_summary())
        doc.positionChanged.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.composer.setText(self.tr("Composer mode (accept warnings)"))
        self.composer.setToolTip(self.tr("Allow saving an unusual but playable position as a "
                                         "sound puzzle: warnings no longer block it"))
        self._refresh_summary()

    def errors(self) -> list[xiangqi.SetupIssue]:
        return [i for i in self.issues if i.is_error]

    def warnings(self) -> list[xiangqi.SetupIssue]:
        return [i for i in self.issues if not i.is_error]

    def blocking_reason(self) -> str:
        """Why the position is not a sound puzzle ('' when it is)."""
        if self.errors():
            return self.tr("The position has errors: %1").replace(
                "%1", "; ".join(i.message for i in self.errors()))
        if self.warnings() and not self.composer.isChecked():
            return self.tr("The position has warnings (switch on composer mode to accept "
                           "them): %1").replace("%1", "; ".join(i.message for i in self.warnings()))
        return ""

    def refresh(self, *_: object) -> None:
        self.issues = self.doc.board.validate()
        self.list.blockSignals(True)
        self.list.clear()
        style = self.style()
        for issue in self.issues:
            icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical if issue.is_error
                                      else QStyle.StandardPixmap.SP_MessageBoxWarning)
            item = QListWidgetItem(icon, issue.message)
            item.setData(SQUARES_ROLE, tuple(issue.squares))
            item.setToolTip(issue.code)
            self.list.addItem(item)
        self.list.setCurrentRow(-1)  # nothing is marked on the board until a click
        self.list.blockSignals(False)
        self.issueActivated.emit(())
        self._refresh_summary()

    def _refresh_summary(self) -> None:
        e, w = len(self.errors()), len(self.warnings())
        if not self.issues:
            self.summary.setText(self.tr("The position is legal."))
        else:
            self.summary.setText(self.tr("%1 error(s), %2 warning(s)").replace(
                "%1", str(e)).replace("%2", str(w)))
        self.statusChanged.emit()

    def _clicked(self, item: QListWidgetItem | None) -> None:
        self.issueActivated.emit(tuple(item.data(SQUARES_ROLE)) if item else ())
