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

from paiju import rules as xiangqi
from paiju.rules.pieces import MAX_COUNTS
from paiju.ui.document import PuzzleDocument
from paiju.ui.wording import and_list, capitalized, piece_on, piece_plural, side_name

SQUARES_ROLE = Qt.ItemDataRole.UserRole + 1


class ValidationPanel(QWidget):
    """The list of setup issues; clicking one emits its points."""

    issueActivated = Signal(tuple)  # points of the chosen issue
    issuesListed = Signal(tuple)  # points of every listed issue
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
        self.composer.setText(self.tr("Composer mode"))
        self.composer.setToolTip(self.tr("Composer mode (accept warnings)") + " — " + self.tr(
            "Allow saving an unusual but playable position as a finished puzzle: warnings no "
            "longer block it"))
        self.refresh()

    def describe(self, issue: xiangqi.SetupIssue) -> str:
        """The issue in the interface language (its English ``message`` for an unknown code)."""
        names = [xiangqi.SQUARE_NAMES[s] for s in issue.squares]
        color, kind = issue.color, issue.piece_type
        board = self.doc.board

        def fill(template: str, *args: str) -> str:
            for i, arg in reversed(list(enumerate(args, 1))):
                template = template.replace(f"%{i}", arg)
            return capitalized(template)

        def on(i: int) -> str:
            piece = board.piece_at(issue.squares[i])
            return piece_on(piece if piece is not None else (color, kind), names[i])

        code = issue.code
        if code == "missing-general" and color is not None:
            return fill(self.tr("%1 has no general"), side_name(color))
        if code == "too-many-pieces" and color is not None and kind is not None:
            limit = MAX_COUNTS[kind]
            return fill(self.tr("%1 has %2 %3 (at most %4): %5"), side_name(color),
                        str(len(names)), piece_plural(color, kind), str(limit), ", ".join(names))
        if code == "general-outside-palace" and names:
            return fill(self.tr("%1 is outside its palace"), on(0))
        if code == "advisor-off-point" and names:
            return fill(self.tr("%1 is not on an advisor point"), on(0))
        if code == "elephant-off-point" and names:
            return fill(self.tr("%1 is not on an elephant point"), on(0))
        if code == "soldier-off-point" and names:
            if issue.detail == "behind":
                return fill(self.tr("%1 is behind its starting rank"), on(0))
            return fill(self.tr("%1 is on a file where no soldier can be before crossing the "
                                "river"), on(0))
        if code == "soldiers-same-file" and color is not None:
            template = (self.tr("Red soldiers on %1 share a file on their own half, which "
                                "cannot happen in a game") if color is xiangqi.RED else
                        self.tr("Black soldiers on %1 share a file on their own half, which "
                                "cannot happen in a game"))
            return fill(template, and_list(names))
        if code == "generals-facing" and len(names) == 2:
            return fill(self.tr("%1 and %2 face each other on an open file"),
                        piece_on((xiangqi.RED, xiangqi.GENERAL), names[0]),
                        piece_on((xiangqi.BLACK, xiangqi.GENERAL), names[1]))
        if code == "opponent-in-check" and color is not None and len(names) > 1:
            checkers = ", ".join(on(i) for i in range(1, len(names)))
            return fill(self.tr("%1 is in check from %2, but %3 is to move"), on(0), checkers,
                        side_name(color.other))
        if code == "no-legal-move" and color is not None:
            return fill(self.tr("%1 is to move and has no legal move: the game is already over"),
                        side_name(color))
        return issue.message

    def errors(self) -> list[xiangqi.SetupIssue]:
        return [i for i in self.issues if i.is_error]

    def warnings(self) -> list[xiangqi.SetupIssue]:
        return [i for i in self.issues if not i.is_error]

    def blocking_reason(self) -> str:
        """Why the position cannot be saved as finished ('' when it can)."""
        if self.errors():
            return self.tr("The position has errors: %1").replace(
                "%1", "; ".join(self.describe(i) for i in self.errors()))
        if self.warnings() and not self.composer.isChecked():
            return self.tr("The position has warnings (switch on composer mode to accept "
                           "them): %1").replace(
                "%1", "; ".join(self.describe(i) for i in self.warnings()))
        return ""

    def refresh(self, *_: object) -> None:
        self.issues = self.doc.board.validate()
        self.list.blockSignals(True)
        self.list.clear()
        style = self.style()
        for issue in self.issues:
            icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical if issue.is_error
                                      else QStyle.StandardPixmap.SP_MessageBoxWarning)
            item = QListWidgetItem(icon, self.describe(issue))
            item.setData(SQUARES_ROLE, tuple(issue.squares))
            item.setToolTip(issue.code)
            self.list.addItem(item)
        self.list.setCurrentRow(-1)  # every issue is shown on the board; a click stresses one
        self.list.blockSignals(False)
        self.issuesListed.emit(tuple(sorted({s for i in self.issues for s in i.squares})))
        self.issueActivated.emit(())
        self._refresh_summary()

    def _refresh_summary(self) -> None:
        e, w = len(self.errors()), len(self.warnings())
        if not self.issues:
            self.summary.setText(self.tr("The position is legal."))
        else:
            self.summary.setText(self.tr("%1, %2", "errors, warnings").replace(
                "%1", self.tr("%n error(s)", "", e)).replace("%2", self.tr("%n warning(s)", "", w)))
        self.statusChanged.emit()

    def _clicked(self, item: QListWidgetItem | None) -> None:
        self.issueActivated.emit(tuple(item.data(SQUARES_ROLE)) if item else ())
