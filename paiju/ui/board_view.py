"""The board widget: draws the document's position with ``board_painter`` and turns mouse
gestures into requests (place, move, remove). It never edits the document itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from paiju import rules as xiangqi
from paiju.ui.board_painter import (
    BoardGeometry,
    BoardStyle,
    board_geometry,
    paint_board,
    paint_piece,
)
from paiju.ui.document import PuzzleDocument, Transition

PIECE_MIME = "application/x-paiju-piece"
SELECTION = QColor(40, 160, 60, 110)
ISSUE = QColor(220, 30, 30, 150)  # the validation problem chosen in the list
LISTED = QColor(220, 30, 30, 60)  # every other listed problem


class BoardView(QWidget):
    """A scalable board for one document."""

    placeRequested = Signal(int, object)  # point, xiangqi.Piece
    moveRequested = Signal(int, int)
    removeRequested = Signal(int)
    disarmRequested = Signal()  # Escape, or a right click on an empty point: leave the tool

    def __init__(self, doc: PuzzleDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board_view")
        self.doc = doc
        self.style_ = BoardStyle()
        self.armed: xiangqi.Piece | None = None
        self.selected: int | None = None
        self.marked: tuple[int, ...] = ()  # points of the chosen validation problem
        self.listed: tuple[int, ...] = ()  # points of every listed validation problem
        self.last_move: xiangqi.Move | None = None
        self._press: tuple[int, QPointF] | None = None
        self._drag_pos: QPointF | None = None
        self._slides: list[tuple[int, int]] = []
        self._anim = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=160)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self.update)
        self._anim.finished.connect(self._end_slides)
        self.setAcceptDrops(True)
        self.setMouseTracking(False)
        self.setMinimumSize(220, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        doc.positionChanged.connect(self._on_position)

    def sizeHint(self) -> QSize:
        return QSize(560, 620)

    # --- state from outside ------------------------------------------------------------------
    def set_board_style(self, style: BoardStyle) -> None:
        self.style_ = style
        self.update()

    def set_flipped(self, flipped: bool) -> None:
        self.style_.flipped = flipped
        self.update()

    def set_marked(self, squares: tuple[int, ...]) -> None:
        self.marked = tuple(squares)
        self.update()

    def set_listed(self, squares: tuple[int, ...]) -> None:
        self.listed = tuple(squares)
        self.update()

    def _on_position(self, transition: Transition | None) -> None:
        if self.selected is not None and self.doc.board.piece_at(self.selected) is None:
            self.selected = None
        if transition is None:
            self.last_move = None
        elif transition.moves:
            self.last_move = xiangqi.Move(*transition.moves[-1])
            self.selected = None
            self._slides = list(transition.moves)
            self._anim.stop()
            self._anim.start()
        self.update()

    def _end_slides(self) -> None:
        self._slides = []
        self.update()

    # --- geometry ----------------------------------------------------------------------------
    def geometry_(self) -> BoardGeometry:
        return board_geometry(QRectF(self.rect()), self.style_)

    def point_center(self, sq: int) -> QPointF:
        """Widget position of a point (tests click there)."""
        return self.geometry_().point_pos(sq)

    def targets(self) -> list[int]:
        """Legal destinations of the selected piece, when the setup is playable."""
        board = self.doc.board
        if self.selected is None or not board.is_valid():
            return []
        piece = board.piece_at(self.selected)
        if piece is None or piece.color is not board.turn:
            return []
        return [m.to_square for m in board.legal_moves.filter(from_square=self.selected)]

    # --- painting ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        g = self.geometry_()
        placement = dict(self.doc.board.piece_map())
        floating: list[tuple[xiangqi.Piece, QPointF]] = []
        if self._drag_pos is not None and self._press is not None:
            piece = placement.pop(self._press[0], None)
            if piece is not None:
                floating.append((piece, self._drag_pos))
        if self._slides and self._anim.state() == QVariantAnimation.State.Running:
            t = float(self._anim.currentValue())
            for src, dst in self._slides:
                piece = placement.pop(dst, None)
                if piece is not None:
                    a, b = g.point_pos(src), g.point_pos(dst)
                    floating.append((piece, a + (b - a) * t))
        highlights = {sq: LISTED for sq in self.listed}
        highlights.update({sq: ISSUE for sq in self.marked})
        if self.selected is not None:
            highlights[self.selected] = SELECTION
        paint_board(painter, QRectF(self.rect()), placement, self.style_, highlights=highlights,
                    last_move=self.last_move, targets=self.targets())
        for piece, pos in floating:
            paint_piece(painter, pos, g.piece_radius * 1.06, piece, self.style_)
        painter.end()

    # --- mouse -------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        sq = self.geometry_().point_at(pos)
        if event.button() == Qt.MouseButton.RightButton:
            if sq is not None and self.doc.board.piece_at(sq) is not None:
                self.removeRequested.emit(sq)
            elif self.armed is not None:
                self.disarmRequested.emit()
            return
        if event.button() != Qt.MouseButton.LeftButton or sq is None:
            self.selected = None
            self.update()
            return
        if self.armed is not None and self.doc.board.piece_at(sq) is None:
            self.placeRequested.emit(sq, self.armed)
            return
        if self.doc.board.piece_at(sq) is not None:  # a click or the start of a drag
            self.selected = sq
            self._press = (sq, pos)
        elif self.selected is not None:
            self.moveRequested.emit(self.selected, sq)
            self.selected = None
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            return
        pos = event.position()
        if (self._drag_pos is None and (pos - self._press[1]).manhattanLength()
                < QApplication.startDragDistance()):
            return
        self._drag_pos = pos
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, dragged = self._press, self._drag_pos is not None
        self._press, self._drag_pos = None, None
        if press is not None and not dragged and self.armed is not None:
            self.selected = None  # a click with the placing tool replaces the piece
            self.placeRequested.emit(press[0], self.armed)
            return
        if press is None or not dragged:
            self.update()
            return
        src = press[0]
        dst = self.geometry_().point_at(event.position())
        if dst is None:
            if not self.geometry_().board_rect.contains(event.position()):
                self.removeRequested.emit(src)  # dragged off the board
        elif dst != src:
            self.moveRequested.emit(src, dst)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and (self.armed is not None
                                                 or self.selected is not None):
            self.selected = None
            if self.armed is not None:
                self.disarmRequested.emit()
            self.update()
            return
        super().keyPressEvent(event)

    # --- drops from the palette --------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(PIECE_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(PIECE_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        sq = self.geometry_().point_at(event.position())
        if sq is None or not event.mimeData().hasFormat(PIECE_MIME):
            event.ignore()
            return
        symbol = bytes(event.mimeData().data(PIECE_MIME).data()).decode()
        self.placeRequested.emit(sq, xiangqi.Piece.from_symbol(symbol))
        event.acceptProposedAction()
