"""The analysis board: the editor's ``BoardView`` showing a position of a solution or a
training game instead of the edited puzzle, with arrows, and (in training) playing legal
moves by clicks or drags, captures included.

It keeps its own ``PuzzleDocument`` so the edited collection and its undo history are never
touched by looking at or playing through a solution.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from paiju import rules as xiangqi
from paiju.puzzles.model import Collection, Puzzle
from paiju.ui.board_painter import board_geometry, paint_arrow
from paiju.ui.board_view import BoardView
from paiju.ui.document import PuzzleDocument, Transition

ARROW = QColor(30, 130, 60, 170)


class SolvingBoard(BoardView):
    """A read-only or playable view of any position."""

    movePlayed = Signal(object)  # xiangqi.Move, legal in the shown position

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(PuzzleDocument(), parent)
        self.doc.setParent(self)
        self.setObjectName("solving_board")
        self.arrows: tuple[xiangqi.Move, ...] = ()
        self.interactive = False
        self.moveRequested.connect(self._requested)

    # --- what is shown ------------------------------------------------------------------------
    def show_position(self, board: xiangqi.Board, arrows: Sequence[xiangqi.Move] = (),
                      last_move: xiangqi.Move | None = None, animate: bool = False) -> None:
        """Show ``board``; ``animate`` slides ``last_move`` in (the board is after it)."""
        self.arrows = tuple(arrows)
        self.marked = ()
        transition = None
        if animate and last_move is not None:
            transition = Transition(moves=((last_move.from_square, last_move.to_square),))
        self.doc.load(Collection(puzzles=[Puzzle(fen=board.fen())]))
        if transition is not None:
            self.doc.apply_fen(0, board.fen(), transition)
        self.last_move = last_move
        self.update()

    def set_arrows(self, arrows: Sequence[xiangqi.Move]) -> None:
        self.arrows = tuple(arrows)
        self.update()

    @property
    def board(self) -> xiangqi.Board:
        return self.doc.board

    # --- play --------------------------------------------------------------------------------
    def targets(self) -> list[int]:
        return super().targets() if self.interactive else []

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on a legal destination plays there, even onto an enemy piece."""
        if not self.interactive:
            return
        sq = self.geometry_().point_at(event.position())
        if self.selected is not None and sq in self.targets():
            src, self.selected = self.selected, None
            self._requested(src, sq)
            return
        super().mousePressEvent(event)

    def _requested(self, src: int, dst: int) -> None:
        move = xiangqi.Move(src, dst)
        if self.interactive and self.board.is_legal(move):
            self.movePlayed.emit(move)

    def play_point(self, src: str, dst: str) -> None:
        """Play ``src``-``dst`` (ICCS point names) as if clicked (keyboard and test access)."""
        self._requested(xiangqi.parse_square(src), xiangqi.parse_square(dst))

    # --- painting ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.arrows:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = board_geometry(QRectF(self.rect()), self.style_)
        for move in self.arrows:
            paint_arrow(painter, g, move, ARROW)
        painter.end()
