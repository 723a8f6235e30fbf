"""The one drawing code for xiangqi boards: the screen view and every export use it.

``paint_board`` draws a complete board (wood, grid, river, palaces, point marks,
coordinates, highlights, last move, pieces, arrows) into any QPainter, scaled into a
rectangle while keeping the board's aspect. ``board_geometry`` maps points to painter
coordinates and back, for hit testing. Everything is vector drawing (glyphs become
paths), so it is crisp at any size and in PDF/SVG.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from paiju import rules as xiangqi
from paiju.ui.fonts import load_piece_font

FILES, RANKS = 9, 10
MARGIN = 1.0
"""Space around the outer grid lines, in cells (room for edge pieces and coordinates)."""
PIECE_RADIUS = 0.45
"""Disc radius, in cells."""

CHINESE_NUMERALS = "一二三四五六七八九"
RIVER_TEXT = ("楚", "河", "漢", "界")

LINE = QColor("#2a1a0c")
INK_RED = QColor("#c0261c")
INK_BLACK = QColor("#1c1c1c")
PRINT_RED = QColor("#9a0000")
LAST_MOVE = QColor("#1565c0")


@dataclass
class BoardStyle:
    """How a board is drawn; the same values for the screen and for exports."""

    piece_style: str = "chinese"  # "chinese" or "western"
    coordinates: str = "iccs"  # "iccs", "traditional" or "none"
    print_mode: bool = False  # black-and-white print: white discs, no wood
    flipped: bool = False  # Black at the bottom


def board_aspect() -> float:
    """Width / height of a drawn board (grid plus margins)."""
    return (FILES - 1 + 2 * MARGIN) / (RANKS - 1 + 2 * MARGIN)


@dataclass(frozen=True)
class BoardGeometry:
    """Where a board lands inside a rectangle: point <-> painter coordinates."""

    board_rect: QRectF
    cell: float
    flipped: bool

    @property
    def origin(self) -> QPointF:
        """The top-left grid intersection."""
        return self.board_rect.topLeft() + QPointF(MARGIN * self.cell, MARGIN * self.cell)

    def grid_pos(self, col: float, row: float) -> QPointF:
        """Painter position of display column/row (0,0 = top-left intersection)."""
        o = self.origin
        return QPointF(o.x() + col * self.cell, o.y() + row * self.cell)

    def display_cell(self, sq: int) -> tuple[int, int]:
        """Display (column, row) of a point, honouring the flip."""
        f, r = xiangqi.square_file(sq), xiangqi.square_rank(sq)
        return (8 - f, r) if self.flipped else (f, 9 - r)

    def point_pos(self, sq: int) -> QPointF:
        col, row = self.display_cell(sq)
        return self.grid_pos(col, row)

    def point_at(self, pos: QPointF, tolerance: float = 0.5) -> int | None:
        """The point nearest to ``pos`` if within ``tolerance`` cells, else None."""
        o = self.origin
        colf, rowf = (pos.x() - o.x()) / self.cell, (pos.y() - o.y()) / self.cell
        col, row = round(colf), round(rowf)
        if not (0 <= col < FILES and 0 <= row < RANKS):
            return None
        if math.hypot(colf - col, rowf - row) > tolerance:
            return None
        f, r = (8 - col, row) if self.flipped else (col, 9 - row)
        return xiangqi.square(f, r)

    @property
    def piece_radius(self) -> float:
        return PIECE_RADIUS * self.cell


def board_geometry(rect: QRectF, style: BoardStyle) -> BoardGeometry:
    """Fit the board into ``rect`` (centred, aspect kept)."""
    cell = min(rect.width() / (FILES - 1 + 2 * MARGIN), rect.height() / (RANKS - 1 + 2 * MARGIN))
    w, h = cell * (FILES - 1 + 2 * MARGIN), cell * (RANKS - 1 + 2 * MARGIN)
    board = QRectF(rect.x() + (rect.width() - w) / 2, rect.y() + (rect.height() - h) / 2, w, h)
    return BoardGeometry(board, cell, style.flipped)


# --- glyphs as paths -------------------------------------------------------------------------

_GLYPHS: dict[tuple[str, str, bool], QPainterPath] = {}


def _glyph(text: str, family: str, bold: bool) -> QPainterPath:
    """``text`` as a path at 100 px, centred on its ink box (cached)."""
    key = (text, family, bold)
    if key not in _GLYPHS:
        font = QFont(family)
        font.setPixelSize(100)
        font.setBold(bold)
        path = QPainterPath()
        path.addText(0, 0, font, text)
        c = path.boundingRect().center()
        _GLYPHS[key] = path.translated(-c.x(), -c.y())
    return _GLYPHS[key]


def _draw_text(painter: QPainter, center: QPointF, text: str, height: float, color: QColor,
               family: str, *, bold: bool = False, fit_width: float | None = None) -> None:
    """Fill ``text`` centred on ``center``, scaled so 100 px glyphs become ``height``."""
    path = _glyph(text, family, bold)
    scale = height / 100
    if fit_width is not None and path.boundingRect().width() * scale > fit_width:
        scale = fit_width / path.boundingRect().width()
    t = QTransform().translate(center.x(), center.y()).scale(scale, scale)
    painter.fillPath(t.map(path), color)


def _sans_family() -> str:
    return QFont().defaultFamily() or "sans-serif"


# --- pieces ----------------------------------------------------------------------------------

def paint_piece(painter: QPainter, center: QPointF, radius: float, piece: xiangqi.Piece,
                style: BoardStyle, *, opacity: float = 1.0) -> None:
    """One disc with its character; also used by the palette and the drag cursor."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(opacity)
    red = piece.color is xiangqi.RED
    disc = QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius)
    if style.print_mode:
        ink = PRINT_RED if red else INK_BLACK
        painter.setPen(QPen(INK_BLACK, max(1.0, 0.08 * radius)))
        painter.setBrush(QColor("white"))
        painter.drawEllipse(disc)
        rings = (0.82, 0.72) if red else (0.8,)
    else:
        ink = INK_RED if red else INK_BLACK
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(disc.translated(0.06 * radius, 0.1 * radius))
        grad = QRadialGradient(center - QPointF(0.3 * radius, 0.35 * radius), 1.4 * radius)
        grad.setColorAt(0.0, QColor("#fff6e2"))
        grad.setColorAt(0.7, QColor("#f0d9a8"))
        grad.setColorAt(1.0, QColor("#d7b376"))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("#6e4620"), max(1.0, 0.07 * radius)))
        painter.drawEllipse(disc)
        rings = (0.8,)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, max(0.8, 0.05 * radius)))
    for k in rings:
        painter.drawEllipse(center, k * radius, k * radius)
    if style.piece_style == "chinese":
        _draw_text(painter, center, piece.chinese(), 1.02 * radius, ink, load_piece_font(),
                   fit_width=1.2 * radius)
    else:
        _draw_text(painter, center, piece.piece_type.letter, 0.9 * radius, ink,
                   _sans_family(), bold=True)
    painter.restore()


# --- the board -------------------------------------------------------------------------------

def _paint_wood(painter: QPainter, g: BoardGeometry, style: BoardStyle) -> None:
    r = g.board_rect
    corner = 0.15 * g.cell
    if style.print_mode:
        painter.fillRect(r, QColor("white"))
        return
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0.0, QColor("#f2d193"))
    grad.setColorAt(0.5, QColor("#e6bd74"))
    grad.setColorAt(1.0, QColor("#dcae62"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(r, corner, corner)
    # Grain: a few long, gently waving translucent strokes (deterministic).
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(r, corner, corner)
    painter.setClipPath(clip)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    n = 38
    for i in range(n):
        y0 = r.top() + (i + 0.5) * r.height() / n
        amp = (0.08 + 0.06 * math.sin(i * 1.7)) * g.cell
        path = QPainterPath(QPointF(r.left(), y0))
        steps = 24
        for k in range(1, steps + 1):
            x = r.left() + k * r.width() / steps
            y = y0 + amp * math.sin(k * 0.55 + i * 0.9) + 0.3 * amp * math.sin(k * 1.9 + i)
            path.lineTo(x, y)
        alpha = 14 + int(10 * (1 + math.sin(i * 2.3)))
        painter.setPen(QPen(QColor(120, 70, 20, alpha), max(0.6, 0.03 * g.cell)))
        painter.drawPath(path)
    painter.restore()


def _paint_grid(painter: QPainter, g: BoardGeometry, style: BoardStyle) -> None:
    c = g.cell
    ink = INK_BLACK if style.print_mode else LINE
    pen = QPen(ink, max(1.0, 0.028 * c))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    for row in range(RANKS):
        painter.drawLine(g.grid_pos(0, row), g.grid_pos(8, row))
    for col in range(FILES):
        if col in (0, 8):
            painter.drawLine(g.grid_pos(col, 0), g.grid_pos(col, 9))
        else:
            painter.drawLine(g.grid_pos(col, 0), g.grid_pos(col, 4))
            painter.drawLine(g.grid_pos(col, 5), g.grid_pos(col, 9))
    for top in (0, 7):  # palace diagonals
        painter.drawLine(g.grid_pos(3, top), g.grid_pos(5, top + 2))
        painter.drawLine(g.grid_pos(5, top), g.grid_pos(3, top + 2))
    # Frame just outside the grid.
    painter.setPen(QPen(ink, max(1.5, 0.07 * c)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    off = 0.16 * c
    tl, br = g.grid_pos(0, 0), g.grid_pos(8, 9)
    painter.drawRect(QRectF(tl.x() - off, tl.y() - off, br.x() - tl.x() + 2 * off,
                            br.y() - tl.y() + 2 * off))
    # Cannon and soldier point marks (symmetric, so display cells equal board cells).
    painter.setPen(pen)
    marks = [(1, 2), (7, 2), (1, 7), (7, 7)] + [(col, row) for col in (0, 2, 4, 6, 8)
                                                for row in (3, 6)]
    gap, length = 0.08 * c, 0.2 * c
    for col, row in marks:
        p = g.grid_pos(col, row)
        for dx in (-1, 1):
            if not 0 <= col + dx <= 8:
                continue
            for dy in (-1, 1):
                path = QPainterPath(QPointF(p.x() + dx * gap, p.y() + dy * (gap + length)))
                path.lineTo(p.x() + dx * gap, p.y() + dy * gap)
                path.lineTo(p.x() + dx * (gap + length), p.y() + dy * gap)
                painter.drawPath(path)
    # The river text.
    family = load_piece_font()
    color = QColor(ink)
    color.setAlpha(255 if style.print_mode else 200)
    for col, ch in zip((1.5, 2.5, 5.5, 6.5), RIVER_TEXT, strict=True):
        _draw_text(painter, g.grid_pos(col, 4.5), ch, 0.55 * c, color, family)


def _file_labels(style: BoardStyle, col: int, bottom: bool) -> str:
    """Coordinate label of a display column on the bottom or top edge."""
    file = 8 - col if style.flipped else col
    if style.coordinates == "iccs":
        return xiangqi.FILE_NAMES[file]
    red_edge = bottom != style.flipped  # Red sits at the bottom unless flipped
    return CHINESE_NUMERALS[8 - file] if red_edge else str(file + 1)


def _paint_coordinates(painter: QPainter, g: BoardGeometry, style: BoardStyle) -> None:
    if style.coordinates not in ("iccs", "traditional"):
        return
    c = g.cell
    color = QColor(INK_BLACK if style.print_mode else QColor("#4a2e12"))
    dist = 0.62 * c
    piece_family, sans = load_piece_font(), _sans_family()
    edges = (True,) if style.coordinates == "iccs" else (True, False)
    for bottom in edges:
        for col in range(FILES):
            text = _file_labels(style, col, bottom)
            fam = piece_family if text in CHINESE_NUMERALS else sans
            base = g.grid_pos(col, 9 if bottom else 0)
            _draw_text(painter, base + QPointF(0, dist if bottom else -dist), text,
                       0.3 * c, color, fam, bold=fam == sans)
    if style.coordinates == "iccs":
        for row in range(RANKS):
            rank = row if style.flipped else 9 - row
            _draw_text(painter, g.grid_pos(0, row) - QPointF(dist, 0), str(rank), 0.3 * c,
                       color, sans, bold=True)


def _paint_corners(painter: QPainter, center: QPointF, size: float, color: QColor,
                   width: float) -> None:
    """Four corner brackets around a point (the classic last-move mark)."""
    painter.setPen(QPen(color, width))
    arm = 0.35 * size
    for dx in (-1, 1):
        for dy in (-1, 1):
            corner = QPointF(center.x() + dx * size, center.y() + dy * size)
            path = QPainterPath(corner - QPointF(dx * arm, 0))
            path.lineTo(corner)
            path.lineTo(corner - QPointF(0, dy * arm))
            painter.drawPath(path)


def paint_arrow(painter: QPainter, g: BoardGeometry, move: xiangqi.Move, color: QColor) -> None:
    """An arrow for ``move`` from its point to its target (shared by the editor's board, the
    solution board and exported diagrams)."""
    a, b = g.point_pos(move.from_square), g.point_pos(move.to_square)
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if length == 0:
        return
    ux, uy = dx / length, dy / length
    c = g.cell
    start = QPointF(a.x() + ux * 0.25 * c, a.y() + uy * 0.25 * c)
    tip = QPointF(b.x() - ux * 0.15 * c, b.y() - uy * 0.15 * c)
    head, half = 0.38 * c, 0.2 * c
    base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
    pen = QPen(color, 0.13 * c)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(start, base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPolygon(QPolygonF([tip, QPointF(base.x() - uy * half, base.y() + ux * half),
                                   QPointF(base.x() + uy * half, base.y() - ux * half)]))


def paint_board(painter: QPainter, rect: QRectF, placement: dict[int, xiangqi.Piece],
                style: BoardStyle, *, highlights: dict[int, QColor] | None = None,
                last_move: xiangqi.Move | None = None, arrows: Sequence[xiangqi.Move] = (),
                targets: Iterable[int] = (), arrow_color: QColor | None = None) -> None:
    """Draw a whole board with ``placement`` into ``rect`` (aspect kept, centred).

    ``highlights`` fills points with a colour (use alpha), ``last_move`` marks both ends,
    ``arrows`` are drawn over the pieces, ``targets`` marks legal destinations with dots.
    """
    g = board_geometry(rect, style)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_wood(painter, g, style)
    _paint_grid(painter, g, style)
    _paint_coordinates(painter, g, style)
    radius = g.piece_radius
    painter.setPen(Qt.PenStyle.NoPen)
    for sq, color in (highlights or {}).items():
        painter.setBrush(color)
        painter.drawEllipse(g.point_pos(sq), 1.25 * radius, 1.25 * radius)
    if last_move is not None:
        mark = INK_BLACK if style.print_mode else LAST_MOVE
        faded = QColor(mark)
        faded.setAlpha(60)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(faded)
        painter.drawEllipse(g.point_pos(last_move.from_square), 0.3 * radius, 0.3 * radius)
        for sq in (last_move.from_square, last_move.to_square):
            _paint_corners(painter, g.point_pos(sq), 1.08 * radius, mark,
                           max(1.5, 0.06 * g.cell))
    for sq, piece in placement.items():
        paint_piece(painter, g.point_pos(sq), radius, piece, style)
    dot = QColor(20, 110, 40, 170)
    for sq in targets:
        painter.setBrush(Qt.BrushStyle.NoBrush if sq in placement else dot)
        painter.setPen(QPen(dot, 0.07 * g.cell) if sq in placement else Qt.PenStyle.NoPen)
        r = 1.02 * radius if sq in placement else 0.22 * radius
        painter.drawEllipse(g.point_pos(sq), r, r)
    arrow = arrow_color or QColor(30, 130, 60, 170)
    for move in arrows:
        paint_arrow(painter, g, move, arrow)
    painter.restore()
