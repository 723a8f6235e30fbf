"""The hexagonal board widget: paints with ``paint_tk_board`` and reports clicked points."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from paiju.three_kingdoms import Kingdom, TkMove, TkPiece
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
        self.recent: list[tuple[TkMove, Kingdom]] = []
        self.bottom = Kingdom.SHU
        self.checked: list[int] = []
        self.marked: list[int] = []
        self.style_options = TkStyle()

    def sizeHint(self) -> QSize:
        return QSize(720, 660)

    def show_position(self, placement: Mapping[int, TkPiece], *, selected: int | None = None,
                      targets: Iterable[int] = (),
                      recent: Iterable[tuple[TkMove, Kingdom]] = (),
                      checked: Iterable[int] = (), marked: Iterable[int] = ()) -> None:
        """Show a placement; `recent`: the moves to ring (oldest first), each with its
        player — every move played since the kingdom to move last moved."""
        self.placement = dict(placement)
        self.selected, self.targets = selected, list(targets)
        self.recent = list(recent)
        self.last_move = self.recent[-1][0] if self.recent else None
        self.checked, self.marked = list(checked), list(marked)
        self.update()

    def set_bottom(self, kingdom: Kingdom) -> None:
        """Turn the board so that `kingdom`'s half is at the bottom."""
        self.bottom = kingdom
        self.update()

    def geometry_now(self) -> TkGeometry:
        return tk_geometry(QRectF(self.rect()), self.bottom)

    def point_center(self, p: int) -> QPointF:
        """Widget coordinates of a point (for tests and tooltips)."""
        return self.geometry_now().to_screen(p)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_tk_board(painter, QRectF(self.rect()), self.placement, style=self.style_options,
                       selected=self.selected, targets=self.targets, recent=self.recent,
                       checked=self.checked, marked=self.marked, bottom=self.bottom)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        g = self.geometry_now()
        x, y = g.cell_xy(event.position())
        shown = nearest_point(x, y)
        if shown is not None:
            self.pointClicked.emit(g.point_at(shown), event.button())
