"""The solution tree as a QTreeWidget: attacker moves with their defences below them.

Every item keeps the line of moves from the start position up to and including its own
move (``LINE_ROLE``), so a click can show the position with an arrow for that move.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from paiju.rules import Board, Move
from paiju.rules.notation import Notation
from paiju.solver.result import AttackNode, DefenceNode, SolveResult

from .common import move_text

LINE_ROLE = Qt.ItemDataRole.UserRole + 1
MAIN_ROLE = Qt.ItemDataRole.UserRole + 2
DUAL = QColor(150, 90, 0)


class SolutionTree(QTreeWidget):
    """Shows ``SolveResult.tree``; ``lineActivated(list[Move])`` when an item is chosen."""

    lineActivated = Signal(object)  # list[Move]: the moves up to and including the item's

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("solution_tree")
        self.setColumnCount(2)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.header().setStretchLastSection(False)
        self.result: SolveResult | None = None
        self.notation = Notation.ICCS
        self.currentItemChanged.connect(self._current)
        self.retranslate()

    def retranslate(self) -> None:
        self.setHeaderLabels([self.tr("Move"), self.tr("Note")])
        if self.result is not None:
            self.show_result(self.result, self.notation)

    def show_result(self, result: SolveResult | None, notation: Notation) -> None:
        """Fill the tree (keys first, main lines expanded)."""
        self.blockSignals(True)
        self.clear()
        self.result, self.notation = result, notation
        if result is not None:
            board = Board(result.fen)
            for node in result.tree:
                self._attack(self.invisibleRootItem(), board, node, 1, [], True, False)
        self.blockSignals(False)

    def _attack(self, parent: QTreeWidgetItem, board: Board, node: AttackNode, number: int,
                line: list[Move], main: bool, dual: bool) -> None:
        mark = "#" if node.mates else ("!" if number == 1 else "")
        item = QTreeWidgetItem(parent, [f"{number}. {move_text(board, node.move, self.notation)}"
                                        f"{mark}", self._attack_note(node, dual)])
        path = [*line, node.move]
        item.setData(0, LINE_ROLE, [m.iccs() for m in path])
        item.setData(0, MAIN_ROLE, main)
        if dual:
            item.setForeground(1, QBrush(DUAL))
        if main:
            font = QFont(item.font(0))
            font.setBold(True)
            item.setFont(0, font)
        board.push(node.move)
        for defence in node.defences:
            self._defence(item, board, defence, number, path, main and defence.main)
        board.pop()
        item.setExpanded(main)

    def _attack_note(self, node: AttackNode, dual: bool) -> str:
        if node.mates:
            return self.tr("mate")
        if dual:
            return self.tr("dual")
        if not node.expanded:
            return self.tr("not expanded")
        return self.tr("check") if node.checks else ""

    def _defence(self, parent: QTreeWidgetItem, board: Board, node: DefenceNode, number: int,
                 line: list[Move], main: bool) -> None:
        note = self.tr("mate in %1").replace("%1", str(node.length))
        if node.main:
            note += " · " + self.tr("longest")
        if node.duals:
            note += " · " + self.tr("duals: %1").replace("%1", str(len(node.continuations) - 1))
        item = QTreeWidgetItem(parent, [f"{number}… {move_text(board, node.move, self.notation)}",
                                        note])
        path = [*line, node.move]
        item.setData(0, LINE_ROLE, [m.iccs() for m in path])
        item.setData(0, MAIN_ROLE, main)
        board.push(node.move)
        for i, cont in enumerate(node.continuations):
            self._attack(item, board, cont, number + 1, path, main and i == 0, i > 0)
        board.pop()
        item.setExpanded(main)

    # --- reading ----------------------------------------------------------------------------
    def _current(self, item: QTreeWidgetItem | None, _previous: object = None) -> None:
        if item is not None:
            self.lineActivated.emit(self.line_of(item))

    @staticmethod
    def line_of(item: QTreeWidgetItem) -> list[Move]:
        return [Move.from_iccs(m) for m in item.data(0, LINE_ROLE) or []]

    def items(self) -> list[QTreeWidgetItem]:
        """Every item, depth first."""
        out: list[QTreeWidgetItem] = []

        def walk(item: QTreeWidgetItem) -> None:
            for i in range(item.childCount()):
                child = item.child(i)
                out.append(child)
                walk(child)

        walk(self.invisibleRootItem())
        return out

    def select_line(self, line: list[Move]) -> bool:
        """Make the item of ``line`` current without emitting; False if it is not shown."""
        wanted = [m.iccs() for m in line]
        for item in self.items():
            if item.data(0, LINE_ROLE) == wanted:
                self.blockSignals(True)
                self.setCurrentItem(item)
                self.blockSignals(False)
                self.scrollToItem(item)
                return True
        if not line:
            self.blockSignals(True)
            self.setCurrentItem(None)  # type: ignore[arg-type]
            self.blockSignals(False)
        return False

