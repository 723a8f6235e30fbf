"""Puzzles on the Three Kingdoms page: the goal ("Shu eliminates Wei in 2"), the prover run in
a worker thread with its verdict and solution tree, and the collection a puzzle comes from
(picking one, saving it back). A puzzle waits for the user: loading one makes the kingdom to
move a human player (the others keep their players, so a computer may defend)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from paiju.three_kingdoms import Kingdom, TkGoal
from paiju.three_kingdoms.native import TkCollection, TkPuzzle
from paiju.three_kingdoms.prover import SolveCancelled, TkNode, TkSolution
from paiju.ui.three_kingdoms.painter import INK
from paiju.ui.three_kingdoms.record import short_move
from paiju.ui.three_kingdoms.wording import defeat_text, goal_text, kingdom_name
from paiju.ui.three_kingdoms.worker import TkTask, start_solve

if TYPE_CHECKING:
    from paiju.ui.three_kingdoms.page import TkPage

translate = QCoreApplication.translate  # lupdate reads translate("TkPage", "literal")
UI_NODE_LIMIT = 300_000
KEYS_SHOWN = 4
"""Key moves named in the verdict; the others are counted."""


class PuzzleSolving:
    """Mixin of ``TkPage``: the puzzle box, the prover and the loaded collection."""

    def _make_puzzle_box(self: TkPage) -> QGroupBox:
        box = QGroupBox(objectName="tk_puzzle")
        self.puzzle_box = box
        form = QVBoxLayout(box)
        row = QHBoxLayout()
        self.victim_combo = QComboBox(objectName="tk_victim")
        for k in Kingdom:
            self.victim_combo.addItem(k.label, k)
        self.victim_combo.setCurrentIndex(2)
        self.victim_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.victim_combo.setMinimumContentsLength(4)
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
        self.tree.setMinimumHeight(110)
        self.tree.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        form.addWidget(self.verdict)
        form.addWidget(self.tree, 1)
        self.solution: TkSolution | None = None
        self.solve_task: TkTask | None = None
        self.loaded: TkCollection | None = None
        self.loaded_index: int | None = None
        return box

    def _retranslate_puzzle(self: TkPage) -> None:
        self.puzzle_box.setTitle(translate("TkPage", "Puzzle"))
        self.solve_button.setText(translate("TkPage", "Solve"))
        self.goal_moves.setToolTip(translate("TkPage", "Within this many moves of its own"))
        for i, k in enumerate(Kingdom):
            self.victim_combo.setItemText(i, kingdom_name(k))
        if self.solve_task is None and self.solution is None:
            picked = self.picked()
            self.verdict.setText(goal_text(picked.goal) if picked and picked.goal else "")

    def goal(self: TkPage) -> TkGoal:
        """The goal the controls set, for the kingdom to move in the game's first position
        (the one the prover starts from)."""
        return TkGoal(self.game.positions[0].turn, self.victim_combo.currentData(),
                      self.goal_moves.value())

    def solve(self: TkPage) -> TkTask:
        """Start the prover on the game's first position in a worker thread (within a node
        budget: composed puzzles are small); the verdict and tree come in ``_solved``."""
        self.cancel_solve()
        self.solution = None
        self.tree.clear()
        goal = self.goal()
        self.solve_task = start_solve(self.game.positions[0], goal, UI_NODE_LIMIT, self.token,
                                      self, self._solved, self._solve_failed)
        self.solve_button.setEnabled(False)
        self.verdict.setText(translate("TkPage", "{goal}: solving…").format(
            goal=goal_text(goal)))
        self._searching()
        return self.solve_task

    def cancel_solve(self: TkPage) -> None:
        if self.solve_task is not None:
            self.solve_task.cancel()
            self.solve_task = None
            self.solve_button.setEnabled(True)
            self.searchFinished.emit("solve")

    def forget_solution(self: TkPage) -> None:
        """A new game: no verdict, tree or goal text of the previous one stays."""
        self.cancel_solve()
        self.solution = None
        self.tree.clear()
        self.verdict.setText("")

    def _solve_ended(self: TkPage, task: TkTask) -> bool:
        """Is this the running prover's answer? (Then it is no longer running.)"""
        if task is not self.solve_task or task.cancelled:
            return False
        self.solve_task = None
        self.solve_button.setEnabled(True)
        self.refresh()
        return True

    def _solve_failed(self: TkPage, task: TkTask, exc: object) -> None:
        if not self._solve_ended(task):
            return
        goal = task.goal
        assert goal is not None
        if isinstance(exc, SolveCancelled):
            self.verdict.setText(translate("TkPage", "Solving stopped"))
        elif isinstance(exc, TimeoutError):
            self.verdict.setText(translate("TkPage", "{goal}: not solved (more than {n} "
                                           "nodes)").format(goal=goal_text(goal),
                                                            n=UI_NODE_LIMIT))
        else:
            self.verdict.setText(translate("TkPage", "{goal}: not solved ({why})").format(
                goal=goal_text(goal), why=str(exc)))
        self.searchFinished.emit("solve")

    def _solved(self: TkPage, task: TkTask, value: object) -> None:
        if not self._solve_ended(task):
            return
        assert isinstance(value, TkSolution)
        self.solution = value
        goal = value.goal
        if value.solved:
            keys = ", ".join(short_move(k, goal.attacker) for k in value.keys[:KEYS_SHOWN])
            if len(value.keys) > KEYS_SHOWN:
                keys += translate("TkPage", " and {n} more").format(
                    n=len(value.keys) - KEYS_SHOWN)
            self.verdict.setText(translate("TkPage", "{goal}: solved in {n} (keys: {keys}); "
                                           "{nodes} nodes").format(
                goal=goal_text(goal), n=value.shortest, keys=keys, nodes=value.nodes))
            self.verdict.setToolTip(", ".join(k.text() for k in value.keys))
            for node in value.tree:
                self.tree.addTopLevelItem(self._tree_item(node))
            self.tree.expandToDepth(3)
        else:
            self.verdict.setText(translate("TkPage", "{goal}: no solution; {nodes} nodes")
                                 .format(goal=goal_text(goal), nodes=value.nodes))
        self.searchFinished.emit("solve")

    def _tree_item(self: TkPage, node: TkNode) -> QTreeWidgetItem:
        text = f"{kingdom_name(node.kingdom)}: {short_move(node.move, node.kingdom)}"
        full = f"{kingdom_name(node.kingdom)}: {node.move.text()}"
        if node.defeats:
            defeats = "; ".join(defeat_text(d) for d in node.defeats)
            text += " — " + defeats
            full += " — " + defeats
        item = QTreeWidgetItem([text])
        item.setToolTip(0, full)
        item.setForeground(0, INK[node.kingdom])
        for child in node.children:
            item.addChild(self._tree_item(child))
        return item

    # --- the collection -----------------------------------------------------------------
    def as_puzzle(self: TkPage) -> TkPuzzle:
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

    def picked(self: TkPage) -> TkPuzzle | None:
        """The puzzle of the loaded collection being played, if any."""
        if self.loaded is None or self.loaded_index is None:
            return None
        return self.loaded.puzzles[self.loaded_index]

    def load_puzzle(self: TkPage, puzzle: TkPuzzle) -> None:
        position = puzzle.board()
        if puzzle.goal is not None:
            self.victim_combo.setCurrentIndex(int(puzzle.goal.victim))
            self.goal_moves.setValue(puzzle.goal.moves)
        self.start_game(position, human=position.resolved()[0].turn)
        self.verdict.setText(goal_text(puzzle.goal) if puzzle.goal else "")

    def load_collection(self: TkPage, collection: TkCollection, index: int = 0) -> None:
        """Show every puzzle of a collection in the list panel and load one of them."""
        self.loaded = collection
        self.collection_panel.show_collection(collection)
        self.collection_panel.setVisible(True)
        self.pick_puzzle(index)

    def pick_puzzle(self: TkPage, index: int) -> None:
        if self.loaded is None or not 0 <= index < len(self.loaded.puzzles):
            return
        self.loaded_index = index
        self.collection_panel.select(index)
        self.load_puzzle(self.loaded.puzzles[index])

    def step_puzzle(self: TkPage, delta: int) -> None:
        """The previous (-1) or next (+1) puzzle of the loaded collection."""
        if self.loaded is not None:
            self.pick_puzzle((self.loaded_index or 0) + delta)

    def collection(self: TkPage) -> TkCollection:
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
