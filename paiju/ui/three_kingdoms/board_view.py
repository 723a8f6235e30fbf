"""The hexagonal board widget: paints with ``paint_tk_board`` and reports clicked points."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from paiju.three_kingdoms import TkMove, TkPiece
from paiju.three_kingdoms.layout import nearest_point
from paiju.ui.three_kingdoms.painter import TkGeometry, TkStyle, paint_tk_board, tk_geometry


class TkBoardView(QWidget):
    pointClicked = Signal(int, Qt.MouseButton)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tk_board")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 320)
        self.placement: dict[int, TkPiece] = {}
        self.selected: int | None = None
        self.targets: list[int] = []
        self.last_move: TkMove | None = None
        self.checked: list[int] = []
        self.marked: list[int] = []
        self.style_options = TkStyle()

    def sizeHint(self) -> QSize:
        return QSize(720, 660)

    def show_position(self, placement: Mapping[int, TkPiece], *, selected: int | None = None,
                      targets: Iterable[int] = (), last_move: TkMove | None = None,
                      checked: Iterable[int] = (), marked: Iterable[int] = ()) -> None:
        self.placement = dict(placement)
        self.selected, self.targets = selected, list(targets)
        self.last_move, self.checked, self.marked = last_move, list(checked), list(marked)
        self.update()

    def geometry_now(self) -> TkGeometry:
        return tk_geometry(QRectF(self.rect()))

    def point_center(self, p: int) -> QPointF:
        """Widget coordinates of a point (for tests and tooltips)."""
        return self.geometry_now().to_screen(p)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_tk_board(painter, QRectF(self.rect()), self.placement, style=self.style_options,
                       selected=self.selected, targets=self.targets, last_move=self.last_move,
                       checked=self.checked, marked=self.marked)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        x, y = self.geometry_now().cell_xy(event.position())
        p = nearest_point(x, y)
        if p is not None:
            self.pointClicked.emit(p, event.button())
