"""The one painter of the Three Kingdoms board: the screen view and the PNG, SVG and PDF
exports all call ``paint_tk_board``. Point positions come from
``paiju.three_kingdoms.layout`` (the same graph the rules use)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtSvg import QSvgGenerator

from paiju.three_kingdoms import Kind, Kingdom, TkMove, TkPiece, point
from paiju.three_kingdoms.layout import POSITIONS, bounds, kingdom_outline, segments
from paiju.ui.board_painter import _glyph as glyph_path  # the shared glyph-path cache
from paiju.ui.fonts import load_piece_font, load_sans_font
from paiju.ui.three_kingdoms.wording import kingdom_name

INK = {Kingdom.SHU: QColor("#b3261e"), Kingdom.WU: QColor("#1b7a3a"),
       Kingdom.WEI: QColor("#1d4fa8")}
TINT = {Kingdom.SHU: QColor(214, 92, 80, 46), Kingdom.WU: QColor(70, 170, 100, 46),
        Kingdom.WEI: QColor(70, 110, 210, 46)}
WOOD, LINE, WATER = QColor("#ecd3a0"), QColor("#5b3a1a"), QColor("#bcd9e8")
MARGIN = 1.3
"""Space round the outermost points, in cells."""
PIECE_RADIUS = 0.44
GLYPHS = {Kind.ADVISOR: "仕", Kind.ELEPHANT: "相", Kind.HORSE: "傌", Kind.CHARIOT: "俥",
          Kind.CANNON: "炮", Kind.SOLDIER: "兵"}
GENERAL_GLYPH = {Kingdom.SHU: "蜀", Kingdom.WU: "吳", Kingdom.WEI: "魏"}
BANNER_GLYPH = {Kingdom.SHU: "火", Kingdom.WU: "風", Kingdom.WEI: "旗"}


@dataclass(frozen=True)
class TkStyle:
    letters: bool = False          # Western letters instead of characters
    coordinates: bool = True


@dataclass(frozen=True)
class TkGeometry:
    """Cells to painter coordinates and back."""

    scale: float
    origin: QPointF

    def to_screen(self, p: int) -> QPointF:
        x, y = POSITIONS[p]
        return QPointF(self.origin.x() + x * self.scale, self.origin.y() + y * self.scale)

    def cell_xy(self, at: QPointF) -> tuple[float, float]:
        return ((at.x() - self.origin.x()) / self.scale, (at.y() - self.origin.y()) / self.scale)


def board_size_cells() -> QSizeF:
    x0, y0, x1, y1 = bounds()
    return QSizeF(x1 - x0 + 2 * MARGIN, y1 - y0 + 2 * MARGIN)


def tk_geometry(rect: QRectF) -> TkGeometry:
    size = board_size_cells()
    scale = min(rect.width() / size.width(), rect.height() / size.height())
    x0, y0, x1, y1 = bounds()
    cx = rect.center().x() - (x0 + x1) / 2 * scale
    cy = rect.center().y() - (y0 + y1) / 2 * scale
    return TkGeometry(scale, QPointF(cx, cy))


def piece_text(piece: TkPiece, style: TkStyle) -> str:
    if style.letters:
        return piece.kind.letter
    if piece.kind is Kind.GENERAL:
        return GENERAL_GLYPH[piece.origin]
    if piece.kind is Kind.BANNER:
        return BANNER_GLYPH[piece.origin]
    return GLYPHS[piece.kind]


def _text(painter: QPainter, center: QPointF, text: str, height: float, color: QColor,
          family: str) -> None:
    path = glyph_path(text, family, True)
    box = path.boundingRect()
    scale = height / 100
    if box.width() * scale > 1.25 * height:
        scale = 1.25 * height / max(box.width(), 1.0)
    painter.fillPath(QTransform().translate(center.x(), center.y()).scale(scale, scale).map(path),
                     color)


def paint_tk_piece(painter: QPainter, center: QPointF, radius: float, piece: TkPiece,
                   style: TkStyle = TkStyle(), *, opacity: float = 1.0) -> None:
    """A disc: the glyph in the owner's colour, the outer ring in the origin's colour (so a
    taken-over piece shows both)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(opacity)
    disc = QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawEllipse(disc.translated(0.06 * radius, 0.09 * radius))
    painter.setBrush(QColor("#fbf1dc"))
    painter.setPen(QPen(INK[piece.origin], max(1.5, 0.16 * radius)))
    painter.drawEllipse(disc.adjusted(0.08 * radius, 0.08 * radius, -0.08 * radius,
                                      -0.08 * radius))
    owner = INK[piece.owner]
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(owner, max(0.8, 0.05 * radius)))
    painter.drawEllipse(center, 0.7 * radius, 0.7 * radius)
    if style.letters:
        family = QFont().defaultFamily()
    elif piece.kind in (Kind.GENERAL, Kind.BANNER):
        family = load_sans_font()  # 蜀吳魏火風旗 are not in the piece font's subset
    else:
        family = load_piece_font()
    _text(painter, center, piece_text(piece, style), 0.9 * radius, owner, family)
    painter.restore()


def _poly(g: TkGeometry, points: Iterable[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(g.origin.x() + x * g.scale, g.origin.y() + y * g.scale)
                      for x, y in points])


def _paint_ground(painter: QPainter, g: TkGeometry) -> None:
    # the wooden hexagon through the six outer corners, pushed out by the margin
    corners = []
    for k in Kingdom:
        for f in (0, 8):
            x, y = POSITIONS[point(k, f, 0)]
            d = math.hypot(x, y)
            corners.append((math.atan2(y, x), x * (d + MARGIN * 0.8) / d,
                            y * (d + MARGIN * 0.8) / d))
    corners.sort()
    painter.setPen(QPen(LINE, max(1.0, 0.06 * g.scale)))
    painter.setBrush(WOOD)
    painter.drawPolygon(_poly(g, [(x, y) for _, x, y in corners]))
    painter.setPen(Qt.PenStyle.NoPen)
    for k in Kingdom:
        painter.setBrush(TINT[k])
        painter.drawPolygon(_poly(g, kingdom_outline(k)))
        # the river arm between k's right bank and the next kingdom's left bank
        arm = [POSITIONS[point(k, 4, 4)], POSITIONS[point(k, 8, 4)],
               POSITIONS[point(k.next, 0, 4)], POSITIONS[point(k.next, 4, 4)]]
        painter.setBrush(WATER)
        painter.drawPolygon(_poly(g, arm))
    painter.setBrush(QColor("#f6e7c4"))
    painter.drawPolygon(_poly(g, [POSITIONS[point(k, 4, 4)] for k in Kingdom]))


def _paint_lines(painter: QPainter, g: TkGeometry) -> None:
    solid = QPen(LINE, max(1.0, 0.035 * g.scale))
    crossing = QPen(QColor(91, 58, 26, 110), max(0.8, 0.02 * g.scale), Qt.PenStyle.DashLine)
    for a, b, crosses in segments():
        triangle = crosses and a % 45 == 40 and b % 45 == 40
        painter.setPen(solid if not crosses or triangle else crossing)
        painter.drawLine(g.to_screen(a), g.to_screen(b))
    painter.setPen(solid)
    for k in Kingdom:
        for f0, f1 in ((3, 5), (5, 3)):
            painter.drawLine(g.to_screen(point(k, f0, 0)), g.to_screen(point(k, 4, 1)))
            painter.drawLine(g.to_screen(point(k, 4, 1)), g.to_screen(point(k, f1, 2)))


def _paint_coordinates(painter: QPainter, g: TkGeometry) -> None:
    family = QFont().defaultFamily()
    for k in Kingdom:
        for f in range(9):
            x, y = POSITIONS[point(k, f, 0)]
            ix, iy = POSITIONS[point(k, f, 1)]
            at = QPointF(g.origin.x() + (x + 0.55 * (x - ix)) * g.scale,
                         g.origin.y() + (y + 0.55 * (y - iy)) * g.scale)
            _text(painter, at, "abcdefghi"[f], 0.24 * g.scale, INK[k], family)
        x, y = POSITIONS[point(k, 4, 0)]
        d = math.hypot(x, y)
        at = QPointF(g.origin.x() + x * (d + 0.95) / d * g.scale,
                     g.origin.y() + y * (d + 0.95) / d * g.scale)
        _text(painter, at, kingdom_name(k), 0.3 * g.scale, INK[k], load_sans_font())


def paint_tk_board(painter: QPainter, rect: QRectF, placement: Mapping[int, TkPiece], *,
                   style: TkStyle = TkStyle(), selected: int | None = None,
                   targets: Iterable[int] = (), last_move: TkMove | None = None,
                   checked: Iterable[int] = (), marked: Iterable[int] = ()) -> TkGeometry:
    """Draw the whole board with its pieces into `rect`; returns the geometry used."""
    g = tk_geometry(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_ground(painter, g)
    _paint_lines(painter, g)
    if style.coordinates:
        _paint_coordinates(painter, g)
    r = PIECE_RADIUS * g.scale
    if last_move is not None:
        painter.setPen(QPen(QColor("#e08a00"), max(1.5, 0.07 * g.scale)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for p in (last_move.from_point, last_move.to_point):
            painter.drawEllipse(g.to_screen(p), 1.12 * r, 1.12 * r)
    for p in marked:
        painter.setPen(QPen(QColor("#d81b60"), max(1.5, 0.08 * g.scale)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(g.to_screen(p) - QPointF(r, r), QSizeF(2 * r, 2 * r)))
    for p, piece in placement.items():
        paint_tk_piece(painter, g.to_screen(p), r, piece, style)
    for p in checked:
        painter.setPen(QPen(QColor("#e53935"), max(2.0, 0.1 * g.scale)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(g.to_screen(p), 1.05 * r, 1.05 * r)
    if selected is not None:
        painter.setPen(QPen(QColor("#00897b"), max(2.0, 0.09 * g.scale)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(g.to_screen(selected), 1.08 * r, 1.08 * r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 137, 123, 150))
    for p in targets:
        painter.drawEllipse(g.to_screen(p), 0.22 * r, 0.22 * r)
    painter.restore()
    return g


def _size_for(width: int) -> QSize:
    cells = board_size_cells()
    return QSize(width, round(width * cells.height() / cells.width()))


def render_image(placement: Mapping[int, TkPiece], width: int = 900,
                 style: TkStyle = TkStyle(), **marks: object) -> QImage:
    size = _size_for(width)
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_tk_board(painter, QRectF(0, 0, size.width(), size.height()), placement, style=style,
                   **marks)  # type: ignore[arg-type]
    painter.end()
    return image


def export_board(placement: Mapping[int, TkPiece], path: str | Path, *, width: int = 900,
                 style: TkStyle = TkStyle(), title: str = "") -> None:
    """Write the board as PNG, SVG or PDF (chosen by the file's extension)."""
    target = Path(path)
    ext = target.suffix.lower()
    size = _size_for(width)
    if ext == ".png":
        if not render_image(placement, width, style).save(str(target), "PNG"):
            raise OSError(f"cannot write {target}")
        return
    if ext == ".svg":
        gen = QSvgGenerator()
        gen.setFileName(str(target))
        gen.setSize(size)
        gen.setViewBox(QRectF(0, 0, size.width(), size.height()))
        gen.setTitle(title or "Three Kingdoms xiangqi")
        painter = QPainter(gen)
        paint_tk_board(painter, QRectF(0, 0, size.width(), size.height()), placement, style=style)
        painter.end()
        return
    if ext == ".pdf":
        writer = QPdfWriter(str(target))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15))
        writer.setTitle(title or "Three Kingdoms xiangqi")
        painter = QPainter(writer)
        if not painter.isActive():
            raise OSError(f"cannot write {target}")
        area = QRectF(0, 0, writer.width(), writer.height())
        paint_tk_board(painter, area, placement, style=style)
        painter.end()
        return
    raise ValueError(f"{target.name}: export as .png, .svg or .pdf")
