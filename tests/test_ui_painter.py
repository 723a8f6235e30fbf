"""The board painter and the shipped font: geometry, drawing, glyph coverage."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter
from pytestqt.qtbot import QtBot

from paiju import rules as xiangqi
from paiju.ui import fonts
from paiju.ui.board_painter import (
    RIVER_TEXT,
    BoardStyle,
    board_aspect,
    board_geometry,
    paint_arrow,
    paint_board,
)


def render(style: BoardStyle, width: int = 500, fen: str = xiangqi.STARTING_FEN) -> QImage:
    height = round(width / board_aspect())
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    paint_board(painter, QRectF(0, 0, width, height), xiangqi.Board(fen).piece_map(), style)
    painter.end()
    return image


@pytest.mark.parametrize("flipped", [False, True])
def test_geometry_round_trip(qapp: object, flipped: bool) -> None:
    g = board_geometry(QRectF(10, 20, 450, 700), BoardStyle(flipped=flipped))
    assert abs(g.board_rect.width() / g.board_rect.height() - board_aspect()) < 1e-9
    for sq in xiangqi.SQUARES:
        pos = g.point_pos(sq)
        assert g.point_at(pos) == sq
        assert g.point_at(pos + QPointF(0.3 * g.cell, 0.2 * g.cell)) == sq
    assert g.point_at(QPointF(0, 0)) is None
    a0 = g.point_pos(xiangqi.parse_square("a0"))
    assert (a0.y() > g.board_rect.center().y()) is (not flipped)  # Red at the bottom


def test_piece_font_covers_every_character(qapp: object) -> None:
    family = fonts.load_piece_font()
    assert family == "Paiju Pieces"
    metrics = QFontMetrics(QFont(family))
    needed = "".join(xiangqi.Piece(t, c).chinese() for c in xiangqi.Color
                     for t in xiangqi.PieceType) + "".join(RIVER_TEXT) + "一二三四五六七八九"
    for ch in needed:
        assert metrics.inFontUcs4(ord(ch)), ch


def test_board_colours(qapp: object) -> None:
    """Wood background, red ink on red pieces, white discs in print mode."""
    style = BoardStyle()
    image = render(style)
    g = board_geometry(QRectF(0, 0, image.width(), image.height()), style)
    wood = image.pixelColor(g.board_rect.topLeft().toPoint() + QPointF(4, 4).toPoint())
    assert wood.red() > 180 and wood.red() > wood.blue() + 50

    def ink(img: QImage, name: str) -> tuple[int, int]:
        """(reddish, dark) pixel counts inside the disc on ``name``."""
        c, r = g.point_pos(xiangqi.parse_square(name)), int(g.piece_radius * 0.6)
        reddish = dark = 0
        for x in range(int(c.x()) - r, int(c.x()) + r):
            for y in range(int(c.y()) - r, int(c.y()) + r):
                p = img.pixelColor(x, y)
                reddish += p.red() > 150 and p.green() < 90
                dark += p.red() < 70 and p.green() < 70
        return reddish, dark

    assert ink(image, "e0")[0] > 20 and ink(image, "e0")[1] == 0  # red general: red ink
    assert ink(image, "e9")[1] > 20 and ink(image, "e9")[0] == 0  # black general: black ink
    printed = render(BoardStyle(print_mode=True))
    paper = printed.pixelColor(g.board_rect.topLeft().toPoint() + QPointF(4, 4).toPoint())
    assert paper == QColor("white")


def test_styles_differ(qtbot: QtBot) -> None:
    base = render(BoardStyle())
    for other in (BoardStyle(piece_style="western"), BoardStyle(coordinates="traditional"),
                  BoardStyle(coordinates="none"), BoardStyle(flipped=True)):
        assert render(other) != base, other


def test_paint_arrow_draws_along_the_move(qapp: object) -> None:
    """The one arrow painter the solution board and exported diagrams share."""
    image = render(BoardStyle(), fen="3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    before = image.copy()
    rect = QRectF(0, 0, image.width(), image.height())
    g = board_geometry(rect, BoardStyle())
    painter = QPainter(image)
    paint_arrow(painter, g, xiangqi.Move.from_iccs("b2b7"), QColor(0, 160, 0))
    painter.end()
    a, b = g.point_pos(xiangqi.parse_square("b2")), g.point_pos(xiangqi.parse_square("b7"))
    middle = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2).toPoint()
    assert image.pixelColor(middle) == QColor(0, 160, 0)
    off = g.point_pos(xiangqi.parse_square("h4")).toPoint()  # far from the arrow: untouched
    assert image.pixelColor(off) == before.pixelColor(off)
