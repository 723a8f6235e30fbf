"""The Three Kingdoms page: the hexagonal board with hot-seat play for three humans, the
editor (three-colour palette for owner and origin, §7 validation), puzzles with the coalition
prover and its solution tree, and the clear display of turn, defeats, takeovers and result.

Searches (a computer player's move, the prover) run in worker threads (``worker.py``); the
status line shows their progress and the Stop button cancels them. Every change of the game
(a move, a take-back, a new game, the editor) advances ``token``: an answer from a search
started on an older state is dropped. A collection file lists all its puzzles in the panel at
the left (``TkCollectionPanel``); picking one loads it."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from paiju.three_kingdoms import (
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
from paiju.three_kingdoms.game import MOVE_LIMIT
from paiju.three_kingdoms.native import TkCollection, TkPuzzle
from paiju.three_kingdoms.players import LEVELS, TkChoice
from paiju.three_kingdoms.prover import SolveCancelled, TkNode, TkSolution
from paiju.ui.durations import duration_text
from paiju.ui.three_kingdoms.board_view import TkBoardView
from paiju.ui.three_kingdoms.collection import TkCollectionPanel
from paiju.ui.three_kingdoms.painter import INK
from paiju.ui.three_kingdoms.wording import (
    defeat_text,
    goal_text,
    issue_text,
    kind_name,
    kingdom_name,
    result_text,
    rule_name,
)
from paiju.ui.three_kingdoms.worker import TkTask, start_move, start_solve

ERASE = "erase"
UI_NODE_LIMIT = 300_000
PROGRESS_MS = 200
SIDE_WIDTH = 380


def _coloured(k: Kingdom, text: str | None = None) -> str:
    return f'<span style="color:{INK[k].name()}"><b>{text or kingdom_name(k)}</b></span>'


class TkPage(QWidget):
    """The page of the ``three_kingdoms`` mode."""

    gameChanged = Signal()
    searchFinished = Signal(str)  # "move" or "solve": a search's answer was applied or dropped

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tk_page")
        self.game = Game()
        self.selected: int | None = None
        self.editing = False
        self.edit_placement: dict[int, TkPiece] = {}
        self.issues: list[TkSetupIssue] = []
        self.solution: TkSolution | None = None
        self.token = 0
        self.move_task: TkTask | None = None
        self.solve_task: TkTask | None = None
        self.paused = False  # the computer players wait (after Stop or a take-back)
        self._status_base = ""
        self.loaded: TkCollection | None = None
        self.loaded_index: int | None = None
        self.progress_timer = QTimer(self, interval=PROGRESS_MS)
        self.progress_timer.timeout.connect(self._show_progress)
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
        self.moves.setMinimumHeight(70)
        self.moves.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        buttons = QHBoxLayout()
        self.new_button = QPushButton(objectName="tk_new", clicked=lambda: self.new_game())
        self.undo_button = QPushButton(objectName="tk_undo", clicked=self.undo)
        self.resign_button = QPushButton(objectName="tk_resign", clicked=self.resign)
        self.stop_button = QPushButton(objectName="tk_stop", clicked=self.stop_or_continue)
        for b in (self.new_button, self.undo_button, self.resign_button, self.stop_button):
            buttons.addWidget(b)
        self.banners = QCheckBox(objectName="tk_banners", checked=True)
        players = QHBoxLayout()
        self.player_combos: dict[Kingdom, QComboBox] = {}
        for k in Kingdom:
            combo = QComboBox(objectName=f"tk_player_{k.label}")
            combo.addItem("", 0)
            for level in LEVELS:
                combo.addItem("", level)
            combo.currentIndexChanged.connect(lambda _i: self._players_changed())
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
        side.addWidget(self._make_puzzle_box(), 2)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.collection_panel = TkCollectionPanel(self)
        self.collection_panel.puzzlePicked.connect(self.pick_puzzle)
        self.collection_panel.setVisible(False)
        layout.addWidget(self.collection_panel)
        layout.addWidget(self.board, 3)
        panel = QWidget()
        panel.setLayout(side)
        side.setContentsMargins(0, 0, 4, 0)
        scroll = QScrollArea(self, objectName="tk_side", widgetResizable=True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(panel)
        scroll.setMinimumWidth(SIDE_WIDTH)
        scroll.setMaximumWidth(SIDE_WIDTH + 40)
        layout.addWidget(scroll, 1)
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

    def _make_puzzle_box(self) -> QGroupBox:
        box = QGroupBox(objectName="tk_puzzle")
        self.puzzle_box = box
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
        self.tree.setMinimumHeight(130)
        self.tree.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        form.addWidget(self.verdict)
        form.addWidget(self.tree, 1)
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
            combo.setItemText(0, self.tr("{k}: human").format(k=kingdom_name(k)))
            combo.setToolTip(self.tr("Who plays {k}: a human, or the computer at level 1 "
                                     "(weakest) to 5 (strongest)").format(k=kingdom_name(k)))
            for i, level in enumerate(LEVELS, 1):
                combo.setItemText(i, self.tr("{k}: level {n}").format(k=kingdom_name(k),
                                                                      n=level))
        for i, kind in enumerate(Kind):
            self.kind_combo.setItemText(i, kind_name(kind))
        self.kind_combo.setItemText(len(Kind), self.tr("erase"))
        for combo in (self.owner_combo, self.origin_combo, self.turn_combo, self.victim_combo):
            for i, k in enumerate(Kingdom):
                combo.setItemText(i, kingdom_name(k))
        self.owner_combo.setToolTip(self.tr("Owner: the kingdom that moves the piece"))
        self.origin_combo.setToolTip(self.tr("Origin: the army the piece comes from (its "
                                             "direction, home and palace)"))
        self.turn_combo.setToolTip(self.tr("The kingdom to move"))
        self.turn_label.setText(self.tr("To move:"))
        self.defeated_label.setText(self.tr("Defeated:"))
        for k, box in self.defeated_boxes.items():
            box.setText(kingdom_name(k))
        self.findChild(QGroupBox, "tk_puzzle").setTitle(self.tr("Puzzle"))
        self.goal_label.setText(self.tr("to move eliminates"))
        self.solve_button.setText(self.tr("Solve"))
        self.collection_panel.retranslate()
        if self.solve_task is None and self.solution is None:
            picked = self.picked()
            self.verdict.setText(goal_text(picked.goal) if picked and picked.goal else "")
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
        self.collection_panel.select(None)
        self.loaded_index = None
        self.start_game(Position.start(self.banners.isChecked()))

    def start_game(self, position: Position) -> None:
        self.cancel_solve()
        self.game = Game(position)
        self.selected = None
        self.paused = False
        self.edit_button.setChecked(False)
        self._changed()

    def play(self, move: TkMove | str) -> None:
        self.game.play(move)
        self.selected = None
        self.paused = False
        self._changed()

    def _changed(self, computer: bool = True) -> None:
        """The game changed: older searches for a move are stale."""
        self.token += 1
        self._drop_move()
        self.refresh()
        self.gameChanged.emit()
        if computer:
            self._maybe_computer()

    def level(self, kingdom: Kingdom) -> int:
        """0 for a human, else the computer's level."""
        return int(self.player_combos[kingdom].currentData())

    def set_player(self, kingdom: Kingdom, level: int) -> None:
        self.player_combos[kingdom].setCurrentIndex(level)

    def computer_to_move(self) -> bool:
        return not self.editing and not self.game.is_over and bool(self.level(self.position.turn))

    def _players_changed(self) -> None:
        task = self.move_task
        if task is not None and self.level(task.kingdom) != task.level:
            self._drop_move()
        self._maybe_computer()

    def _maybe_computer(self) -> None:
        if self.computer_to_move() and not self.paused and self.move_task is None:
            QTimer.singleShot(30, self._computer_move)

    def _computer_move(self) -> None:
        if not self.computer_to_move() or self.paused or self.move_task is not None:
            return
        self.move_task = start_move(self.position, self.level(self.position.turn),
                                    self.rng.getrandbits(64), self.token, self,
                                    self._moved, self._move_failed)
        self._searching()

    def _moved(self, task: TkTask, value: object) -> None:
        if task is not self.move_task or task.cancelled or task.token != self.token:
            return  # stale: the game moved on, or the search was stopped
        self.move_task = None
        assert isinstance(value, TkChoice)
        if value.move in self.position.legal_moves():
            self.play(value.move)
        self.searchFinished.emit("move")

    def _move_failed(self, task: TkTask, exc: object) -> None:
        if task is not self.move_task:
            return
        self.move_task = None
        self.paused = True
        self.refresh()
        self._status_base += "<br>" + self.tr("The computer could not move: {why}").format(
            why=str(exc))
        self._show_progress()
        self.searchFinished.emit("move")

    def _drop_move(self) -> None:
        if self.move_task is not None:
            self.move_task.cancel()
            self.move_task = None
            self.searchFinished.emit("move")

    def cancel_solve(self) -> None:
        if self.solve_task is not None:
            self.solve_task.cancel()
            self.solve_task = None
            self.solve_button.setEnabled(True)
            self.searchFinished.emit("solve")

    def stop(self) -> None:
        """Cancel every running search; the computer players wait until told to go on."""
        if self.move_task is not None:
            self.paused = True
        self._drop_move()
        if self.solve_task is not None:
            self.cancel_solve()
            self.verdict.setText(self.tr("Solving stopped"))
        self.refresh()

    def stop_or_continue(self) -> None:
        if self.move_task is not None or self.solve_task is not None:
            self.stop()
        elif self.computer_to_move():
            self.paused = False
            self._computer_move()

    def shutdown(self) -> None:
        """The window closes: cancel the searches, their answers go nowhere."""
        self.progress_timer.stop()
        for task in (self.move_task, self.solve_task):
            if task is not None:
                task.cancel()
        self.move_task = self.solve_task = None

    def undo(self) -> None:
        if self.game.turns:
            self.game.undo()
            self.selected = None
            self.paused = self.computer_to_move()  # else the computer replays at once
            self._changed(computer=False)

    def resign(self) -> None:
        if not self.game.is_over:
            self.game.resign(self.position.turn)
            self._changed()

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
            severity = self.tr("error") if issue.is_error else self.tr("warning")
            self.issue_list.addItem(self.tr("{severity}: {message}").format(
                severity=severity, message=issue_text(issue, state)))
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

    def solve(self) -> TkTask:
        """Start the prover on the game's first position in a worker thread (within a node
        budget: composed puzzles are small); the verdict and tree come in ``_solved``."""
        self.cancel_solve()
        self.solution = None
        self.tree.clear()
        goal = self.goal()
        self.solve_task = start_solve(self.game.positions[0], goal, UI_NODE_LIMIT, self.token,
                                      self, self._solved, self._solve_failed)
        self.solve_button.setEnabled(False)
        self.verdict.setText(self.tr("{goal}: solving…").format(goal=goal_text(goal)))
        self._searching()
        return self.solve_task

    def _solve_ended(self, task: TkTask) -> bool:
        """Is this the running prover's answer? (Then it is no longer running.)"""
        if task is not self.solve_task or task.cancelled:
            return False
        self.solve_task = None
        self.solve_button.setEnabled(True)
        self.refresh()
        return True

    def _solve_failed(self, task: TkTask, exc: object) -> None:
        if not self._solve_ended(task):
            return
        goal = task.goal
        assert goal is not None
        if isinstance(exc, SolveCancelled):
            self.verdict.setText(self.tr("Solving stopped"))
        elif isinstance(exc, TimeoutError):
            self.verdict.setText(self.tr("{goal}: not solved (more than {n} nodes)").format(
                goal=goal_text(goal), n=UI_NODE_LIMIT))
        else:
            self.verdict.setText(self.tr("{goal}: not solved ({why})").format(
                goal=goal_text(goal), why=str(exc)))
        self.searchFinished.emit("solve")

    def _solved(self, task: TkTask, value: object) -> None:
        if not self._solve_ended(task):
            return
        assert isinstance(value, TkSolution)
        self.solution = value
        goal = value.goal
        if value.solved:
            keys = ", ".join(k.text() for k in value.keys)
            self.verdict.setText(self.tr("{goal}: solved in {n} (keys: {keys}); {nodes} nodes")
                                 .format(goal=goal_text(goal), n=value.shortest, keys=keys,
                                         nodes=value.nodes))
            for node in value.tree:
                self.tree.addTopLevelItem(self._tree_item(node))
            self.tree.expandToDepth(3)
        else:
            self.verdict.setText(self.tr("{goal}: no solution; {nodes} nodes").format(
                goal=goal_text(goal), nodes=value.nodes))
        self.searchFinished.emit("solve")

    def _tree_item(self, node: TkNode) -> QTreeWidgetItem:
        text = f"{kingdom_name(node.kingdom)}: {node.move.text()}"
        if node.defeats:
            text += " — " + "; ".join(defeat_text(d) for d in node.defeats)
        item = QTreeWidgetItem([text])
        item.setToolTip(0, text)
        item.setForeground(0, INK[node.kingdom])
        for child in node.children:
            item.addChild(self._tree_item(child))
        return item

    def as_puzzle(self) -> TkPuzzle:
        """The current position, goal and solution, keeping the picked puzzle's texts."""
        start = self.game.positions[0] if not self.editing else self.edit_state()
        solution = [m.text() for m in self.solution.tree[0].main_line()] \
            if self.solution and self.solution.solved and self.solution.tree else []
        goal = self.goal() if solution else None
        base = self.picked()
        if base is None:
            return TkPuzzle(start.text(), goal=goal, solution=solution)
        if base.goal is not None and not solution and start.text() == base.board().text():
            goal, solution = base.goal, list(base.solution)  # nothing new proved: keep them
        return replace(base, position=start.text(), goal=goal, solution=solution,
                       extra=dict(base.extra))

    def picked(self) -> TkPuzzle | None:
        """The puzzle of the loaded collection being played, if any."""
        if self.loaded is None or self.loaded_index is None:
            return None
        return self.loaded.puzzles[self.loaded_index]

    def load_puzzle(self, puzzle: TkPuzzle) -> None:
        position = puzzle.board()
        if puzzle.goal is not None:
            self.victim_combo.setCurrentIndex(int(puzzle.goal.victim))
            self.goal_moves.setValue(puzzle.goal.moves)
        self.start_game(position)
        self.solution = None
        self.tree.clear()
        self.verdict.setText(goal_text(puzzle.goal) if puzzle.goal else "")

    def load_collection(self, collection: TkCollection, index: int = 0) -> None:
        """Show every puzzle of a collection in the list panel and load one of them."""
        self.loaded = collection
        self.collection_panel.show_collection(collection)
        self.collection_panel.setVisible(True)
        self.pick_puzzle(index)

    def pick_puzzle(self, index: int) -> None:
        if self.loaded is None or not 0 <= index < len(self.loaded.puzzles):
            return
        self.loaded_index = index
        self.collection_panel.select(index)
        self.load_puzzle(self.loaded.puzzles[index])

    def step_puzzle(self, delta: int) -> None:
        """The previous (-1) or next (+1) puzzle of the loaded collection."""
        if self.loaded is not None:
            self.pick_puzzle((self.loaded_index or 0) + delta)

    def collection(self) -> TkCollection:
        """What Save writes: the loaded collection with the picked puzzle brought up to date
        (or the current puzzle added to it), else the current puzzle alone."""
        if self.loaded is None:
            return TkCollection(puzzles=[self.as_puzzle()])
        puzzles = list(self.loaded.puzzles)
        if self.loaded_index is None:
            puzzles.append(self.as_puzzle())
        else:
            puzzles[self.loaded_index] = self.as_puzzle()
        return replace(self.loaded, puzzles=puzzles)

    # --- display -----------------------------------------------------------------------
    def refresh(self) -> None:
        if self.editing:
            marked = [p for i in self.issues for p in i.points]
            self.board.show_position(self.edit_placement, marked=marked)
            self._status_base = self.tr("Editing: click to place the chosen piece, "
                                        "right-click to remove it")
            self._show_progress()
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
            self._status_base = self.tr("Game over")
            winners = ", ".join(_coloured(k) for k in self.game.result.winners)
            self.result_label.setText(f"{result_text(self.game.result)}"
                                      + (f" ({winners})" if winners else "")
                                      + f" — <i>{rule_name(self.game.result.rule)}</i>")
        else:
            self._status_base = self.tr("{kingdom} to move — move {n}, {clock}/{limit}").format(
                kingdom=_coloured(position.turn), n=position.move_number, clock=position.clock,
                limit=MOVE_LIMIT)
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
                rows.append(self.tr("{k}: in play, %n piece(s){extra}", "", pieces).format(
                    k=_coloured(k), extra=extra))
        self.armies.setText("<br>".join(rows))
        self.moves.clear()
        for turn in self.game.turns:
            text = f"{kingdom_name(turn.kingdom)} {turn.move.text()}"
            if turn.defeats:
                text += " — " + "; ".join(defeat_text(d) for d in turn.defeats)
            self.moves.addItem(text)
        self.moves.scrollToBottom()
        self.undo_button.setEnabled(bool(self.game.turns))
        self.resign_button.setEnabled(not self.game.is_over)
        self._show_progress()

    # --- searches in progress -----------------------------------------------------------
    def _searching(self) -> None:
        if not self.progress_timer.isActive():
            self.progress_timer.start()
        self._show_progress()

    def progress_text(self) -> str:
        """What the running searches have done so far ("" when none runs)."""
        lines = []
        task = self.move_task
        if task is not None:
            lines.append(self.tr("{k} (computer {n}) is thinking… {time}").format(
                k=_coloured(task.kingdom), n=task.level, time=duration_text(task.elapsed())))
        task = self.solve_task
        if task is not None:
            lines.append(self.tr("Solving… {nodes} nodes, {time}").format(
                nodes=task.nodes, time=duration_text(task.elapsed())))
        return "<br>".join(lines)

    def _show_progress(self) -> None:
        busy = self.move_task is not None or self.solve_task is not None
        if not busy:
            self.progress_timer.stop()
        progress = self.progress_text()
        base = self._status_base
        self.status.setText(base + (f"<br>{progress}" if progress else ""))
        if busy:
            self.stop_button.setText(self.tr("Stop"))
            self.stop_button.setEnabled(True)
        else:
            self.stop_button.setText(self.tr("Continue"))
            self.stop_button.setEnabled(self.computer_to_move())
