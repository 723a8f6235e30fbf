"""The metadata of the current puzzle: title, author, source, stipulation, hint, comment.

Each edit becomes a ``MetadataCommand`` (typing in one field merges into one undo step).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QWidget

from paiju.rules import Stipulation
from paiju.rules.stipulation import check_study_colour
from paiju.ui.document import PuzzleDocument


class MetadataPanel(QWidget):
    """A form bound to the current puzzle."""

    editRequested = Signal(str, object)  # field, new value

    def __init__(self, doc: PuzzleDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("metadata_panel")
        self.doc = doc
        self._loading = False
        self.fields: dict[str, QLineEdit | QPlainTextEdit] = {}
        self.labels: dict[str, QLabel] = {}
        form = QFormLayout(self)
        for name in ("title", "author", "source", "stipulation", "hint", "comment"):
            edit: QLineEdit | QPlainTextEdit
            if name == "comment":
                edit = QPlainTextEdit(self)
                edit.setMaximumHeight(80)
                edit.textChanged.connect(lambda n=name: self._edited(n))
            else:
                edit = QLineEdit(self)
                edit.textEdited.connect(lambda _t, n=name: self._edited(n))
            edit.setObjectName(f"meta_{name}")
            self.fields[name] = edit
            self.labels[name] = QLabel(self)
            form.addRow(self.labels[name], edit)
        self.stip_error = QLabel(self)
        self.stip_error.setObjectName("stipulation_error")
        self.stip_error.setStyleSheet("color: #b00020")
        form.addRow("", self.stip_error)
        doc.metadataChanged.connect(lambda _n: self.load())
        doc.currentChanged.connect(lambda _i: self.load())
        self.retranslate()
        self.load()

    def retranslate(self) -> None:
        names = {"title": self.tr("Title"), "author": self.tr("Author"),
                 "source": self.tr("Source"), "stipulation": self.tr("Stipulation"),
                 "hint": self.tr("Hint"), "comment": self.tr("Comment")}
        for name, text in names.items():
            self.labels[name].setText(text)
        self.fields["stipulation"].setToolTip(self.tr(
            "#3 = mate in 3; checks#5 = mate in 5 with checks only; #7/q1 = mate in 7 with at "
            "most one quiet move"))
        self.fields["stipulation"].setPlaceholderText("#3")

    def load(self) -> None:
        """Show the current puzzle's values (after navigation or undo)."""
        self._loading = True
        p = self.doc.current
        for name, edit in self.fields.items():
            value = getattr(p, name)
            text = "" if value is None else str(value)
            if isinstance(edit, QPlainTextEdit):
                if edit.toPlainText() != text:
                    edit.setPlainText(text)
            elif edit.text() != text and not (name == "stipulation" and edit.hasFocus()):
                edit.setText(text)
        self._loading = False

    def _edited(self, name: str) -> None:
        if self._loading:
            return
        edit = self.fields[name]
        text = edit.toPlainText() if isinstance(edit, QPlainTextEdit) else edit.text()
        if name != "stipulation":
            self.editRequested.emit(name, text)
            return
        try:
            stip = Stipulation.parse(text) if text.strip() else None
            check_study_colour(text, self.doc.board.turn.name == "RED")
        except ValueError as exc:
            self.stip_error.setText(str(exc))
            return
        self.stip_error.setText("")
        if stip != self.doc.current.stipulation:
            self.editRequested.emit(name, stip)
