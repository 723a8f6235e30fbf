"""The piece palette: the 14 piece kinds with how many of each may still be placed.

Click a piece to arm it (then click points on the board), or drag it onto the board.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QApplication, QButtonGroup, QGridLayout, QToolButton, QWidget

from paiju import rules as xiangqi
from paiju.rules.pieces import MAX_COUNTS
from paiju.ui.board_painter import BoardStyle, paint_piece
from paiju.ui.board_view import PIECE_MIME
from paiju.ui.document import PuzzleDocument
from paiju.ui.wording import capitalized, piece_of


class PieceButton(QToolButton):
    """One palette entry: a disc, the remaining count, drag source."""

    def __init__(self, piece: xiangqi.Piece, style: BoardStyle, parent: QWidget) -> None:
        super().__init__(parent)
        self.piece, self.style_ = piece, style
        self.remaining = MAX_COUNTS[piece.piece_type]
        self.setObjectName(f"palette_{piece.symbol()}")
        self.setCheckable(True)
        self.setFixedSize(QSize(42, 44))
        self._press: QPoint | None = None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.isChecked():
            painter.setPen(QColor(40, 120, 60))
            painter.setBrush(QColor(40, 160, 60, 90))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)
        paint_piece(painter, QPointF(21, 20), 17, self.piece, self.style_,
                    opacity=1.0 if self.isEnabled() else 0.35)
        font = QFont(self.font())
        font.setPixelSize(10)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(22, 33, 22, 13), Qt.AlignmentFlag.AlignRight, f"×{self.remaining}")
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (self._press is None or (event.position().toPoint() - self._press).manhattanLength()
                < QApplication.startDragDistance()):
            return
        self._press = None
        self.setDown(False)
        mime = QMimeData()
        mime.setData(PIECE_MIME, QByteArray(self.piece.symbol().encode()))
        pixmap = QPixmap(48, 48)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        paint_piece(p, QPointF(24, 24), 22, self.piece, self.style_)
        p.end()
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(24, 24))
        drag.exec(Qt.DropAction.CopyAction)


class PiecePalette(QWidget):
    """Two rows (Red, Black) of seven piece buttons."""

    armedChanged = Signal(object)  # xiangqi.Piece | None

    def __init__(self, doc: PuzzleDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("palette")
        self.doc = doc
        self.style_ = BoardStyle()
        self.group = QButtonGroup(self)
        self.group.setExclusive(False)
        self.buttons: dict[str, PieceButton] = {}
        layout = QGridLayout(self)
        layout.setSpacing(2)
        layout.setContentsMargins(0, 0, 0, 0)
        for row, color in enumerate(xiangqi.Color):
            for col, kind in enumerate(xiangqi.PieceType):
                button = PieceButton(xiangqi.Piece(kind, color), self.style_, self)
                self.buttons[button.piece.symbol()] = button
                self.group.addButton(button)
                layout.addWidget(button, row, col)
        self.group.buttonToggled.connect(self._toggled)
        doc.positionChanged.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.refresh()

    def _tooltip(self, button: PieceButton) -> str:
        name = capitalized(piece_of(button.piece))
        if button.remaining == 0:  # say why the button is disabled
            limit = MAX_COUNTS[button.piece.piece_type]
            return self.tr("%1: none left, a side has at most %n of them (a pasted FEN may "
                           "hold more; validation then names the extra ones)", "",
                           limit).replace("%1", name)
        return self.tr("%1: click, then click points on the board; or drag it onto the board. "
                       "Escape or a right click on an empty point puts it back").replace("%1", name)

    def set_board_style(self, style: BoardStyle) -> None:
        for button in self.buttons.values():
            button.style_ = style
            button.update()

    def armed(self) -> xiangqi.Piece | None:
        checked = [b for b in self.buttons.values() if b.isChecked()]
        return checked[0].piece if checked else None

    def disarm(self) -> None:
        for button in self.buttons.values():
            button.setChecked(False)

    def _toggled(self, button: QToolButton, checked: bool) -> None:
        if checked:
            for other in self.buttons.values():
                if other is not button and other.isChecked():
                    other.blockSignals(True)
                    other.setChecked(False)
                    other.blockSignals(False)
                    other.update()
        self.armedChanged.emit(self.armed())

    def refresh(self, *_: object) -> None:
        """Update the remaining counts from the board."""
        board = self.doc.board
        for button in self.buttons.values():
            kind, color = button.piece.piece_type, button.piece.color
            button.remaining = max(0, MAX_COUNTS[kind] - len(board.pieces(kind, color)))
            button.setEnabled(button.remaining > 0)
            button.setToolTip(self._tooltip(button))
            if button.remaining == 0 and button.isChecked():
                button.setChecked(False)
            button.update()
