"""The Three Kingdoms page: the hexagonal board with hot-seat play for three humans, the
editor (three-colour palette for owner and origin, §7 validation), puzzles with the coalition
prover and its solution tree, and the clear display of turn, defeats, takeovers and result."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from puzzles.tk_native import TkCollection, TkPuzzle
from solver.tk_players import LEVELS, choose_move
from solver.tk_prover import TkNode, TkSolution, solve
from ui.three_kingdoms.board_view import TkBoardView
from ui.three_kingdoms.painter import INK
from xiangqi.three_kingdoms import (
    Game,
    Kind,
    Kingdom,
    Position,
    TkGoal,
    TkMove,
    TkPiece,
    TkSetupIssue,
    validate,
)

ERASE = "erase"
UI_NODE_LIMIT = 300_000


def _coloured(k: Kingdom, text: str | None = None) -> str:
    return f'<span style="color:{INK[k].name()}"><b>{text or k.label}</b></span>'


class TkPage(QWidget):
    """The page of the ``three_kingdoms`` mode."""

    gameChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tk_page")
        self.game = Game()
        self.selected: int | None = None
        self.editing = False
        self.edit_placement: dict[int, TkPiece] = {}
        self.issues: list[TkSetupIssue] = []
        self.solution: TkSolution | None = None
        self.board = TkBoardView(self)
        self.board.pointClicked.connect(self.point_clicked)

        side = QVBoxLayout()
        self.status = QLabel(objectName="tk_status", wordWrap=True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.armies = QLabel(objectName="tk_armies", wordWrap=True)
        self.armies.setTextFormat(Qt.TextFormat.RichText)
        self.result_label = QLabel(objectName="tk_result", wordWrap=True)
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.moves = QListWidget(objectName="tk_moves")
        buttons = QHBoxLayout()
        self.new_button = QPushButton(objectName="tk_new", clicked=lambda: self.new_game())
        self.undo_button = QPushButton(objectName="tk_undo", clicked=self.undo)
        self.resign_button = QPushButton(objectName="tk_resign", clicked=self.resign)
        for b in (self.new_button, self.undo_button, self.resign_button):
            buttons.addWidget(b)
        self.banners = QCheckBox(objectName="tk_banners", checked=True)
        players = QHBoxLayout()
        self.player_combos: dict[Kingdom, QComboBox] = {}
        for k in Kingdom:
            combo = QComboBox(objectName=f"tk_player_{k.label}")
            combo.addItem("", 0)
            for level in LEVELS:
                combo.addItem("", level)
            combo.currentIndexChanged.connect(lambda _i: self._maybe_computer())
            self.player_combos[k] = combo
            players.addWidget(combo)
        self.rng = random.Random()
        self.edit_button = QPushButton(objectName="tk_edit", checkable=True)
        self.edit_button.toggled.connect(self.set_editing)
        side.addWidget(self.status)
        side.addWidget(self.armies)
        side.addWidget(self.result_label)
        side.addWidget(self.moves, 1)
        side.addLayout(buttons)
        side.addLayout(players)
        side.addWidget(self.banners)
        side.addWidget(self.edit_button)
        side.addWidget(self._make_editor())
        side.addWidget(self._make_puzzle_box())

        layout = QHBoxLayout(self)
        layout.addWidget(self.board, 3)
        panel = QWidget(self)
        panel.setLayout(side)
        panel.setMaximumWidth(380)
        layout.addWidget(panel, 1)
        self.retranslate()
        self.refresh()

    # --- construction ------------------------------------------------------------------
    def _make_editor(self) -> QGroupBox:
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
        self.owner_combo.currentIndexChanged.connect(self._follow_owner)
        for w in (self.kind_combo, self.owner_combo, self.origin_combo):
            row.addWidget(w)
        form.addLayout(row)
        row = QHBoxLayout()
        self.turn_combo = QComboBox(objectName="tk_turn")
        for k in Kingdom:
            self.turn_combo.addItem(k.label, k)
        row.addWidget(self.turn_combo)
        self.defeated_boxes = {k: QCheckBox(k.label, objectName=f"tk_defeated_{k.label}")
                               for k in Kingdom}
        for b in self.defeated_boxes.values():
            row.addWidget(b)
            b.toggled.connect(lambda _on: self._edited())
        self.turn_combo.currentIndexChanged.connect(lambda _i: self._edited())
        form.addLayout(row)
        self.issue_list = QListWidget(objectName="tk_issues")
        self.issue_list.setMaximumHeight(110)
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

    def _make_puzzle_box(self) -> QGroupBox:
        box = QGroupBox(objectName="tk_puzzle")
        form = QVBoxLayout(box)
        row = QHBoxLayout()
        self.victim_combo = QComboBox(objectName="tk_victim")
        for k in Kingdom:
            self.victim_combo.addItem(k.label, k)
        self.victim_combo.setCurrentIndex(2)
        self.goal_moves = QSpinBox(objectName="tk_goal_moves", minimum=1, maximum=4, value=2)
        self.solve_button = QPushButton(objectName="tk_solve", clicked=self.solve)
        self.goal_label = QLabel(objectName="tk_goal_label")
        row.addWidget(self.goal_label)
        row.addWidget(self.victim_combo)
        row.addWidget(self.goal_moves)
        row.addWidget(self.solve_button)
        form.addLayout(row)
        self.verdict = QLabel(objectName="tk_verdict", wordWrap=True)
        self.tree = QTreeWidget(objectName="tk_solution")
        self.tree.setHeaderHidden(True)
        self.tree.setMinimumHeight(120)
        form.addWidget(self.verdict)
        form.addWidget(self.tree)
        return box

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New game"))
        self.undo_button.setText(self.tr("Take back"))
        self.resign_button.setText(self.tr("Resign"))
        self.banners.setText(self.tr("Banner bearers in play"))
        self.edit_button.setText(self.tr("Edit position"))
        self.editor_box.setTitle(self.tr("Editor: piece, owner, origin"))
        self.play_here.setText(self.tr("Play from here"))
        self.clear_button.setText(self.tr("Clear"))
        self.start_button.setText(self.tr("Start position"))
        for k, combo in self.player_combos.items():
            combo.setItemText(0, self.tr("{k}: human").format(k=k.label))
            for i, level in enumerate(LEVELS, 1):
                combo.setItemText(i, self.tr("{k}: computer {n}").format(k=k.label, n=level))
        self.findChild(QGroupBox, "tk_puzzle").setTitle(self.tr("Puzzle"))
        self.goal_label.setText(self.tr("to move eliminates"))
        self.solve_button.setText(self.tr("Solve"))
        self.refresh()

    # --- state -------------------------------------------------------------------------
    @property
    def position(self) -> Position:
        return self.game.position

    def edit_state(self) -> Position:
        """The position being edited, as the editor's controls say."""
        return Position(dict(self.edit_placement), self.turn_combo.currentData(),
                        frozenset(k for k, b in self.defeated_boxes.items() if b.isChecked()),
                        self.banners.isChecked())

    def new_game(self, banners: bool | None = None) -> None:
        if banners is not None:
            self.banners.setChecked(banners)
        self.start_game(Position.start(self.banners.isChecked()))

    def start_game(self, position: Position) -> None:
        self.game = Game(position)
        self.selected = None
        self.edit_button.setChecked(False)
        self.refresh()
        self.gameChanged.emit()
        self._maybe_computer()

    def play(self, move: TkMove | str) -> None:
        self.game.play(move)
        self.selected = None
        self.refresh()
        self.gameChanged.emit()
        self._maybe_computer()

    def level(self, kingdom: Kingdom) -> int:
        """0 for a human, else the computer's level."""
        return int(self.player_combos[kingdom].currentData())

    def set_player(self, kingdom: Kingdom, level: int) -> None:
        self.player_combos[kingdom].setCurrentIndex(level)

    def _maybe_computer(self) -> None:
        if not self.editing and not self.game.is_over and self.level(self.position.turn):
            QTimer.singleShot(30, self._computer_move)

    def _computer_move(self) -> None:
        if self.editing or self.game.is_over:
            return
        level = self.level(self.position.turn)
        if level:
            self.play(choose_move(self.position, level, self.rng).move)

    def undo(self) -> None:
        if self.game.turns:
            self.game.undo()
            self.selected = None
            self.refresh()

    def resign(self) -> None:
        if not self.game.is_over:
            self.game.resign(self.position.turn)
            self.refresh()

    # --- clicks ------------------------------------------------------------------------
    def point_clicked(self, p: int, button: Qt.MouseButton) -> None:
        if self.editing:
            self._edit_click(p, button)
            return
        if self.game.is_over or self.level(self.position.turn):
            return
        piece = self.position.placement.get(p)
        if self.selected is not None:
            move = TkMove(self.selected, p)
            if move in self.position.legal_moves():
                self.play(move)
                return
        self.selected = p if piece is not None and piece.owner is self.position.turn else None
        self.refresh()

    def _edit_click(self, p: int, button: Qt.MouseButton) -> None:
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

    def _follow_owner(self, index: int) -> None:
        self.origin_combo.setCurrentIndex(index)

    # --- editor ------------------------------------------------------------------------
    def set_editing(self, on: bool) -> None:
        if on and not self.editing:
            self.load_edit(self.position)
        self.editing = on
        self.edit_button.setChecked(on)
        self.editor_box.setVisible(on)
        self.refresh()

    def load_edit(self, position: Position) -> None:
        self.edit_placement = dict(position.placement)
        self.turn_combo.setCurrentIndex(int(position.turn))
        for k, b in self.defeated_boxes.items():
            b.setChecked(k in position.defeated)
        self.banners.setChecked(position.banners)
        self._edited()

    def clear_board(self) -> None:
        self.edit_placement = {}
        self._edited()

    def _edited(self) -> None:
        try:
            self.issues = validate(self.edit_state())
        except ValueError as exc:  # e.g. the kingdom to move marked defeated
            self.issues = []
            self.issue_list.clear()
            self.issue_list.addItem(str(exc))
            self.play_here.setEnabled(False)
            self.refresh()
            return
        self.issue_list.clear()
        for issue in self.issues:
            self.issue_list.addItem(f"{issue.severity.value}: {issue.message}")
        if not self.issues:
            self.issue_list.addItem(self.tr("A legal setup"))
        self.play_here.setEnabled(not any(i.is_error for i in self.issues)
                                  and self.turn_combo.currentData() not in
                                  {k for k, b in self.defeated_boxes.items() if b.isChecked()})
        self.refresh()

    def play_from_edit(self) -> None:
        self.start_game(self.edit_state())

    # --- puzzles -----------------------------------------------------------------------
    def goal(self) -> TkGoal:
        return TkGoal(self.position.turn, self.victim_combo.currentData(), self.goal_moves.value())

    def solve(self) -> TkSolution | None:
        """Run the prover on the game's first position (synchronously, within a node budget:
        composed puzzles are small)."""
        goal = self.goal()
        self.tree.clear()
        try:
            self.solution = solve(self.game.positions[0], goal, node_limit=UI_NODE_LIMIT)
        except (ValueError, TimeoutError) as exc:
            self.solution = None
            self.verdict.setText(self.tr("{goal}: not solved ({why})").format(
                goal=goal.text(), why=str(exc)))
            return None
        if self.solution.solved:
            keys = ", ".join(k.text() for k in self.solution.keys)
            self.verdict.setText(self.tr("{goal}: solved in {n} (keys: {keys}); {nodes} nodes")
                                 .format(goal=goal.text(), n=self.solution.shortest, keys=keys,
                                         nodes=self.solution.nodes))
            for node in self.solution.tree:
                self.tree.addTopLevelItem(self._tree_item(node))
            self.tree.expandToDepth(3)
        else:
            self.verdict.setText(self.tr("{goal}: no solution").format(goal=goal.text()))
        return self.solution

    def _tree_item(self, node: TkNode) -> QTreeWidgetItem:
        text = f"{node.kingdom.label}: {node.move.text()}"
        if node.defeats:
            text += " — " + "; ".join(d.describe() for d in node.defeats)
        item = QTreeWidgetItem([text])
        item.setForeground(0, INK[node.kingdom])
        for child in node.children:
            item.addChild(self._tree_item(child))
        return item

    def as_puzzle(self) -> TkPuzzle:
        start = self.game.positions[0] if not self.editing else self.edit_state()
        solution = [m.text() for m in self.solution.tree[0].main_line()] \
            if self.solution and self.solution.solved and self.solution.tree else []
        return TkPuzzle(start.text(), goal=self.goal() if solution else None, solution=solution)

    def load_puzzle(self, puzzle: TkPuzzle) -> None:
        position = puzzle.board()
        if puzzle.goal is not None:
            self.victim_combo.setCurrentIndex(int(puzzle.goal.victim))
            self.goal_moves.setValue(puzzle.goal.moves)
        self.solution = None
        self.tree.clear()
        self.verdict.setText(puzzle.goal.text() if puzzle.goal else "")
        self.start_game(position)

    def collection(self) -> TkCollection:
        return TkCollection(puzzles=[self.as_puzzle()])

    # --- display -----------------------------------------------------------------------
    def refresh(self) -> None:
        if self.editing:
            marked = [p for i in self.issues for p in i.points]
            self.board.show_position(self.edit_placement, marked=marked)
            self.status.setText(self.tr("Editing: click to place the chosen piece, right-click "
                                        "to remove it"))
            return
        position = self.position
        targets = [m.to_point for m in position.legal_moves() if m.from_point == self.selected]
        checked = [g for k in position.in_play if (g := position.general(k)) is not None
                   and any(position.placement[q].kind is not Kind.GENERAL
                           for q in position.attackers(g, k))]
        last = self.game.turns[-1].move if self.game.turns else None
        self.board.show_position(position.placement, selected=self.selected, targets=targets,
                                 last_move=last, checked=checked)
        if self.game.result is not None:
            self.status.setText(self.tr("Game over"))
            winners = ", ".join(_coloured(k) for k in self.game.result.winners)
            self.result_label.setText(f"{self.game.result.describe()}"
                                      + (f" ({winners})" if winners else "")
                                      + f" — <i>{self.game.result.rule.value}</i>")
        else:
            self.status.setText(self.tr("{kingdom} to move").format(
                kingdom=_coloured(position.turn)) + f" — {self.tr('move')} "
                f"{position.move_number}, {position.clock}/180")
            self.result_label.setText("")
        takeovers = self.game.takeovers()
        rows = []
        for k in Kingdom:
            pieces = sum(1 for p in position.placement.values() if p.owner is k)
            if k in position.defeated:
                rows.append(self.tr("{k}: defeated, army taken over by {t}").format(
                    k=_coloured(k), t=_coloured(takeovers[k]) if k in takeovers else "?"))
            else:
                taken = [v for v, t in takeovers.items() if t is k]
                extra = (self.tr(", commands the army of {v}").format(
                    v=", ".join(_coloured(v) for v in taken)) if taken else "")
                rows.append(self.tr("{k}: in play, {n} pieces{extra}").format(
                    k=_coloured(k), n=pieces, extra=extra))
        self.armies.setText("<br>".join(rows))
        self.moves.clear()
        for turn in self.game.turns:
            text = f"{turn.kingdom.label} {turn.move.text()}"
            if turn.defeats:
                text += " — " + "; ".join(d.describe() for d in turn.defeats)
            self.moves.addItem(text)
        self.undo_button.setEnabled(bool(self.game.turns))
        self.resign_button.setEnabled(not self.game.is_over)
