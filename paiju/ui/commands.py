"""Every user edit is one QUndoCommand on the document's QUndoStack.

Position edits (place, move, remove, clear, start position, paste FEN, side to move, swap
sides) are ``PositionCommand``s holding the FEN before and after plus a ``Transition`` for
the view; the builders below compute them from the current board. Metadata typing merges
into one command per field; collection edits add, remove and reorder puzzles.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from paiju import rules as xiangqi
from paiju.puzzles.model import Puzzle
from paiju.ui.document import PuzzleDocument, Transition

GENERALS_FEN = "3k5/9/9/9/9/9/9/9/9/4K4"


class PositionCommand(QUndoCommand):
    """Replace the current puzzle's position by another one."""

    def __init__(
        self, doc: PuzzleDocument, text: str, after: str, transition: Transition | None = None
    ) -> None:
        super().__init__(text)
        self.doc, self.index = doc, doc.index
        self.before, self.after = doc.fen(), after
        self.transition = transition

    def redo(self) -> None:
        self.doc.apply_fen(self.index, self.after, self.transition)

    def undo(self) -> None:
        back = self.transition.reversed() if self.transition else None
        self.doc.apply_fen(self.index, self.before, back)


def _edited(doc: PuzzleDocument, changes: dict[int, xiangqi.Piece | None]) -> str:
    board = doc.board.copy(stack=False)
    for sq, piece in changes.items():
        board.set_piece_at(sq, piece)
    return board.fen()


def place_piece(doc: PuzzleDocument, sq: int, piece: xiangqi.Piece) -> PositionCommand | None:
    """Put ``piece`` on ``sq`` (replacing what stood there)."""
    if doc.board.piece_at(sq) == piece:
        return None
    text = (
        QCoreApplication.translate("commands", "Place %1 on %2")
        .replace("%1", piece.chinese())
        .replace("%2", xiangqi.SQUARE_NAMES[sq])
    )
    return PositionCommand(doc, text, _edited(doc, {sq: piece}), Transition(placed=(sq,)))


def move_piece(doc: PuzzleDocument, src: int, dst: int) -> PositionCommand | None:
    """Drag the piece on ``src`` to ``dst`` (any point: this is setup, not play)."""
    piece = doc.board.piece_at(src)
    if piece is None or src == dst:
        return None
    text = (
        QCoreApplication.translate("commands", "Move %1 %2-%3")
        .replace("%1", piece.chinese())
        .replace("%2", xiangqi.SQUARE_NAMES[src])
        .replace("%3", xiangqi.SQUARE_NAMES[dst])
    )
    captured = (dst,) if doc.board.piece_at(dst) else ()
    return PositionCommand(
        doc,
        text,
        _edited(doc, {src: None, dst: piece}),
        Transition(moves=((src, dst),), removed=captured),
    )


def remove_piece(doc: PuzzleDocument, sq: int) -> PositionCommand | None:
    piece = doc.board.piece_at(sq)
    if piece is None:
        return None
    text = (
        QCoreApplication.translate("commands", "Remove %1 from %2")
        .replace("%1", piece.chinese())
        .replace("%2", xiangqi.SQUARE_NAMES[sq])
    )
    return PositionCommand(doc, text, _edited(doc, {sq: None}), Transition(removed=(sq,)))


def set_position(doc: PuzzleDocument, text: str, fen: str) -> PositionCommand | None:
    """Clear, start position, paste FEN: a whole new position (FEN already read)."""
    board = xiangqi.Board(fen)
    if board.fen() == doc.fen():
        return None
    return PositionCommand(doc, text, board.fen())


def clear_board(doc: PuzzleDocument) -> PositionCommand | None:
    """Empty the board but keep the generals where they stand, unless that alone is not a
    legal position (facing each other, outside a palace): then New Puzzle's generals."""
    generals = {sq: p for sq, p in doc.board.piece_map().items() if p.piece_type is xiangqi.GENERAL}
    board = xiangqi.Board(GENERALS_FEN + " w - - 0 1")
    kept = board.copy(stack=False)
    kept.set_piece_map(generals)
    kept.turn = doc.board.turn
    if len(generals) == 2 and kept.is_valid():
        board = kept
    board.turn = doc.board.turn
    return set_position(doc, QCoreApplication.translate("commands", "Clear board"), board.fen())


def set_turn(doc: PuzzleDocument, color: xiangqi.Color) -> PositionCommand | None:
    if doc.board.turn is color:
        return None
    board = doc.board.copy(stack=False)
    board.turn = color
    text = (
        QCoreApplication.translate("commands", "Red to move")
        if color is xiangqi.RED
        else QCoreApplication.translate("commands", "Black to move")
    )
    return PositionCommand(doc, text, board.fen())


def swap_sides(doc: PuzzleDocument) -> PositionCommand | None:
    """The same problem for the other side: colours swapped, board turned round."""
    return set_position(
        doc, QCoreApplication.translate("commands", "Swap sides"), doc.board.mirror().fen()
    )


class MetadataCommand(QUndoCommand):
    """Change one metadata field; consecutive typing in the same field merges."""

    ID = 1001

    def __init__(self, doc: PuzzleDocument, name: str, value: object) -> None:
        super().__init__(QCoreApplication.translate("commands", "Edit %1").replace("%1", name))
        self.doc, self.index, self.name = doc, doc.index, name
        self.before, self.after = getattr(doc.current, name), value

    def id(self) -> int:
        return self.ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (
            isinstance(other, MetadataCommand)
            and other.name == self.name
            and other.index == self.index
        ):
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.doc.apply_metadata(self.index, self.name, self.after)

    def undo(self) -> None:
        self.doc.apply_metadata(self.index, self.name, self.before)


class AddPuzzleCommand(QUndoCommand):
    """Insert a puzzle (a copy of the current one, or a new one) after the current one."""

    def __init__(self, doc: PuzzleDocument, puzzle: Puzzle) -> None:
        super().__init__(QCoreApplication.translate("commands", "Add puzzle"))
        self.doc, self.puzzle = doc, puzzle
        self.previous, self.at = doc.index, doc.index + 1

    def redo(self) -> None:
        self.doc.insert_puzzle(self.at, self.puzzle)

    def undo(self) -> None:
        self.doc.remove_puzzle(self.at)
        self.doc.select(self.previous)


class RemovePuzzleCommand(QUndoCommand):
    def __init__(self, doc: PuzzleDocument, index: int) -> None:
        super().__init__(QCoreApplication.translate("commands", "Remove puzzle"))
        self.doc, self.at = doc, index
        self.puzzle = doc.collection[index]

    def redo(self) -> None:
        self.doc.remove_puzzle(self.at)

    def undo(self) -> None:
        self.doc.insert_puzzle(self.at, self.puzzle)


class MovePuzzleCommand(QUndoCommand):
    def __init__(self, doc: PuzzleDocument, i: int, j: int) -> None:
        super().__init__(QCoreApplication.translate("commands", "Reorder puzzles"))
        self.doc, self.i, self.j = doc, i, j

    def redo(self) -> None:
        self.doc.move_puzzle(self.i, self.j)

    def undo(self) -> None:
        self.doc.move_puzzle(self.j, self.i)
