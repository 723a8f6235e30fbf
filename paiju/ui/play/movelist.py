"""The game's moves in two columns (Red, Black; one row per move number) in the chosen
notation, with buttons to step through them, and the pieces each side has captured."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paiju.rules import BLACK, RED, Board, Color, Move, Piece
from paiju.rules.game import Game
from paiju.rules.notation import format_move

PLY_ROLE = Qt.ItemDataRole.UserRole + 1


def captured_by(game: Game, ply: int) -> dict[Color, list[Piece]]:
    """The pieces each side has taken in the first ``ply`` plies, in the order taken."""
    taken: dict[Color, list[Piece]] = {RED: [], BLACK: []}
    board = Board(game.start_fen)
    for gm in game.moves[:ply]:
        victim = board.piece_at(gm.move.to_square)
        if victim is not None:
            taken[victim.color.other].append(victim)
        board.push(gm.move)
    return taken


def move_texts(fen: str, moves: list[str], notation: str) -> list[str]:
    """ICCS moves from ``fen`` written in ``notation`` (as ICCS from an illegal one on)."""
    board = Board(fen)
    out: list[str] = []
    for i, text in enumerate(moves):
        try:
            move = Move.from_iccs(text)
            out.append(format_move(board, move, notation))
            board.push(move)
        except ValueError:
            return out + list(moves[i:])
    return out


def numbered_rows(texts: list[str], black_first: bool = False) -> list[str]:
    """``1. 炮二平五  马８进７`` rows: a move number, then Red's and Black's moves."""
    padded = ["…", *texts] if black_first else texts
    return [f"{i // 2 + 1}. {'  '.join(padded[i:i + 2])}" for i in range(0, len(padded), 2)]


def cell_of(ply: int, first_mover: Color) -> tuple[int, int]:
    """(row, column) of ply ``ply`` (1-based) in the table; a game that Black starts has
    an empty Red cell in its first row."""
    index = ply - 1 + (1 if first_mover is BLACK else 0)
    return index // 2, index % 2


class MoveTable(QWidget):
    """Two columns of moves and « ‹ › »; ``plyChosen(ply)`` when the user picks a position
    (0 is the start position)."""

    plyChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play_move_table")
        self.table = QTableWidget(0, 2, self, objectName="play_moves")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(80)
        self.steps: dict[str, QToolButton] = {}
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for name, glyph in (("first", "«"), ("previous", "‹"), ("next", "›"), ("last", "»")):
            button = QToolButton(self, objectName=f"play_step_{name}")
            button.setText(glyph)
            button.setAutoRaise(True)
            self.steps[name] = button
            row.addWidget(button)
        row.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addWidget(self.table, 1)
        lay.addLayout(row)
        self.plies = 0
        self.shown = 0
        self.first_mover: Color = RED
        self.table.itemSelectionChanged.connect(self._picked)
        self.steps["first"].clicked.connect(lambda: self.plyChosen.emit(0))
        self.steps["previous"].clicked.connect(lambda: self.plyChosen.emit(max(0, self.shown - 1)))
        self.steps["next"].clicked.connect(
            lambda: self.plyChosen.emit(min(self.plies, self.shown + 1)))
        self.steps["last"].clicked.connect(lambda: self.plyChosen.emit(self.plies))

    def set_headers(self, red: str, black: str, start: str) -> None:
        self.table.setHorizontalHeaderLabels([red, black])
        self.steps["first"].setToolTip(start)

    def fill(self, game: Game, notation: str) -> None:
        """Every move of ``game`` in ``notation`` (the table is rebuilt)."""
        self.first_mover = Board(game.start_fen).turn
        self.plies = game.ply
        rows = cell_of(game.ply, self.first_mover)[0] + 1 if game.ply else 0
        self.table.blockSignals(True)
        self.table.clearContents()
        self.table.setRowCount(rows)
        board = Board(game.start_fen)
        for ply, gm in enumerate(game.moves, 1):
            number, _mover = game.move_number(ply)
            row, col = cell_of(ply, self.first_mover)
            item = QTableWidgetItem(format_move(board, gm.move, notation))
            item.setData(PLY_ROLE, ply)
            self.table.setItem(row, col, item)
            header = QTableWidgetItem(str(number))
            self.table.setVerticalHeaderItem(row, header)
            board.push(gm.move)
        self.table.blockSignals(False)

    def text_at(self, ply: int) -> str:
        """The shown text of ply ``ply`` ("" when absent)."""
        item = self.table.item(*cell_of(ply, self.first_mover)) if ply > 0 else None
        return item.text() if item is not None else ""

    def rows(self) -> list[tuple[str, str]]:
        """Each row's (Red, Black) texts, for tests and screenshots."""
        out = []
        for r in range(self.table.rowCount()):
            cells = [self.table.item(r, c) for c in (0, 1)]
            out.append(tuple(i.text() if i is not None else "" for i in cells))
        return out  # type: ignore[return-value]

    def select_ply(self, ply: int) -> None:
        """Mark ply ``ply`` (no mark for the start position) without emitting."""
        self.shown = ply
        self.table.blockSignals(True)
        self.table.clearSelection()
        if ply > 0:
            item = self.table.item(*cell_of(ply, self.first_mover))
            if item is not None:
                item.setSelected(True)
                self.table.setCurrentItem(item)
                self.table.scrollToItem(item)
        self.table.blockSignals(False)
        self.steps["first"].setEnabled(ply > 0)
        self.steps["previous"].setEnabled(ply > 0)
        self.steps["next"].setEnabled(ply < self.plies)
        self.steps["last"].setEnabled(ply < self.plies)

    def _picked(self) -> None:
        items = self.table.selectedItems()
        ply = items[0].data(PLY_ROLE) if items else None
        if isinstance(ply, int):
            self.plyChosen.emit(ply)
