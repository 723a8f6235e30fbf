"""The position editor of the Three Kingdoms page: a piece kind (or erase), an owner and an
origin, the kingdom to move and the defeated kingdoms; every click re-validates (docs/rules.md
section 7) and the issues are listed and boxed on the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
)

from paiju.three_kingdoms import Kind, Kingdom, Position, TkPiece, validate
from paiju.ui.three_kingdoms.wording import issue_text, kind_name, kingdom_name

if TYPE_CHECKING:
    from paiju.ui.three_kingdoms.page import TkPage

translate = QCoreApplication.translate  # lupdate reads translate("TkPage", "literal")
ERASE = "erase"


class PositionEditor:
    """Mixin of ``TkPage``: the editor box and its clicks."""

    def _make_editor(self: TkPage) -> QGroupBox:
        box = QGroupBox(objectName="tk_editor")
        form = QVBoxLayout(box)
        row = QHBoxLayout()
        self.kind_combo = QComboBox(objectName="tk_kind")
        for kind in Kind:
            self.kind_combo.addItem(kind.label, kind)
        self.kind_combo.addItem(ERASE, ERASE)
        self.owner_combo = QComboBox(objectName="tk_owner")
        self.origin_combo = QComboBox(objectName="tk_origin")
        for combo in (self.owner_combo, self.origin_combo):
            for k in Kingdom:
                combo.addItem(k.label, k)
        self.owner_combo.currentIndexChanged.connect(self.origin_combo.setCurrentIndex)
        for w in (self.kind_combo, self.owner_combo, self.origin_combo):
            row.addWidget(w)
        form.addLayout(row)
        row = QHBoxLayout()
        self.turn_label = QLabel(objectName="tk_turn_label")
        self.turn_combo = QComboBox(objectName="tk_turn")
        for k in Kingdom:
            self.turn_combo.addItem(k.label, k)
        row.addWidget(self.turn_label)
        row.addWidget(self.turn_combo)
        row.addStretch(1)
        form.addLayout(row)
        row = QHBoxLayout()
        self.defeated_label = QLabel(objectName="tk_defeated_label")
        row.addWidget(self.defeated_label)
        self.defeated_boxes = {k: QCheckBox(k.label, objectName=f"tk_defeated_{k.label}")
                               for k in Kingdom}
        for b in self.defeated_boxes.values():
            row.addWidget(b)
            b.toggled.connect(lambda _on: self._edited())
        row.addStretch(1)
        self.turn_combo.currentIndexChanged.connect(lambda _i: self._edited())
        form.addLayout(row)
        self.issue_list = QListWidget(objectName="tk_issues")
        self.issue_list.setMaximumHeight(110)
        self.issue_list.setWordWrap(True)
        self.issue_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        form.addWidget(self.issue_list)
        row = QHBoxLayout()
        self.play_here = QPushButton(objectName="tk_play_here", clicked=self.play_from_edit)
        self.clear_button = QPushButton(objectName="tk_clear", clicked=self.clear_board)
        self.start_button = QPushButton(objectName="tk_start",
                                        clicked=lambda: self.load_edit(Position.start(
                                            self.banners.isChecked())))
        for b in (self.play_here, self.clear_button, self.start_button):
            row.addWidget(b)
        form.addLayout(row)
        box.setVisible(False)
        self.editor_box = box
        return box

    def _retranslate_editor(self: TkPage) -> None:
        self.editor_box.setTitle(translate("TkPage", "Editor: piece, owner, origin"))
        self.play_here.setText(translate("TkPage", "Play from here"))
        self.clear_button.setText(translate("TkPage", "Clear"))
        self.start_button.setText(translate("TkPage", "Start position"))
        for i, kind in enumerate(Kind):
            self.kind_combo.setItemText(i, kind_name(kind))
        self.kind_combo.setItemText(len(Kind), translate("TkPage", "erase"))
        for combo in (self.owner_combo, self.origin_combo, self.turn_combo):
            for i, k in enumerate(Kingdom):
                combo.setItemText(i, kingdom_name(k))
        self.owner_combo.setToolTip(translate("TkPage", "Owner: the kingdom that moves the "
                                              "piece"))
        self.origin_combo.setToolTip(translate("TkPage", "Origin: the army the piece comes "
                                               "from (its direction, home and palace)"))
        self.turn_combo.setToolTip(translate("TkPage", "The kingdom to move"))
        self.turn_label.setText(translate("TkPage", "To move:"))
        self.defeated_label.setText(translate("TkPage", "Defeated:"))
        for k, box in self.defeated_boxes.items():
            box.setText(kingdom_name(k))

    def edit_state(self: TkPage) -> Position:
        """The position being edited, as the editor's controls say."""
        return Position(dict(self.edit_placement), self.turn_combo.currentData(),
                        frozenset(k for k, b in self.defeated_boxes.items() if b.isChecked()),
                        self.banners.isChecked())

    def _edit_click(self: TkPage, p: int, button: Qt.MouseButton) -> None:
        kind = self.kind_combo.currentData()
        if button == Qt.MouseButton.RightButton or kind == ERASE:
            self.edit_placement.pop(p, None)
        else:
            piece = TkPiece(kind, self.origin_combo.currentData(), self.owner_combo.currentData())
            if self.edit_placement.get(p) == piece:
                self.edit_placement.pop(p)
            else:
                self.edit_placement[p] = piece
        self._edited()

    def set_editing(self: TkPage, on: bool) -> None:
        was = self.editing
        if on and not was:
            self.load_edit(self.position)
            self.token += 1  # a move searched for the game must not land under the editor
            self._drop_move()
        self.editing = on
        self.edit_button.setChecked(on)
        self.editor_box.setVisible(on)
        self.puzzle_box.setVisible(not on)
        self.refresh()
        if was and not on:
            self._maybe_computer()  # back to the game as it was

    def load_edit(self: TkPage, position: Position) -> None:
        self.edit_placement = dict(position.placement)
        self.turn_combo.setCurrentIndex(int(position.turn))
        for k, b in self.defeated_boxes.items():
            b.setChecked(k in position.defeated)
        self.banners.setChecked(position.banners)
        self._edited()

    def clear_board(self: TkPage) -> None:
        self.edit_placement = {}
        self._edited()

    def _edited(self: TkPage) -> None:
        state = self.edit_state()
        try:
            self.issues = validate(state)
        except ValueError as exc:  # e.g. the kingdom to move marked defeated
            self.issues = []
            self.issue_list.clear()
            self.issue_list.addItem(str(exc))
            self.play_here.setEnabled(False)
            self.refresh()
            return
        self.issue_list.clear()
        for issue in self.issues:
            severity = (translate("TkPage", "error") if issue.is_error
                        else translate("TkPage", "warning"))
            self.issue_list.addItem(translate("TkPage", "{severity}: {message}").format(
                severity=severity, message=issue_text(issue, state)))
        if not self.issues:
            self.issue_list.addItem(translate("TkPage", "A legal setup"))
        self.play_here.setEnabled(not any(i.is_error for i in self.issues)
                                  and self.turn_combo.currentData() not in
                                  {k for k, b in self.defeated_boxes.items() if b.isChecked()})
        self.refresh()

    def play_from_edit(self: TkPage) -> None:
        self.start_game(self.edit_state())
