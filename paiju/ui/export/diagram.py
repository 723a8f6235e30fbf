"""Diagrams of one position: painted with ``paiju.ui.board_painter``, written as SVG or PNG.

``paint_diagram`` is the single entry point every export uses (SVG, PNG, the PDF
booklet, the HTML page and the dialog preview). It draws the board with
``paint_board`` and the pieces with ``paint_piece`` — the screen's own code — and
then the solution arrows. In SVG output each piece becomes one
``<g class="piece …" id="…-e0">`` group, so a diagram can be inspected or restyled.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

from paiju import rules as xiangqi
from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.xmltext import xml_chars
from paiju.ui.board_painter import (
    BoardStyle,
    board_aspect,
    board_geometry,
    paint_arrow,
    paint_board,
    paint_piece,
)
from paiju.ui.export.atomic import write_bytes_atomic, write_set

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
COORDINATE_STYLES = ("none", "iccs", "traditional")
ARROW_COLOUR = QColor(30, 130, 60, 190)
ARROW_PRINT = QColor(60, 60, 60, 200)
_MARK_X = -31415  # x of the invisible marker rectangles that delimit pieces in SVG output
_END_MARK = 9999


@dataclass(frozen=True)
class DiagramOptions:
    """How diagrams look in every export."""

    bw: bool = False
    """Black-and-white print style: white discs, no wood, dark red and black characters."""
    coordinates: str = "none"
    """``"none"``, ``"iccs"`` (a–i, 0–9) or ``"traditional"`` (1–9 / 九…一)."""
    piece_style: str = "chinese"
    flipped: bool = False
    key_arrow: bool = False
    """Draw an arrow for the first move of the solution (the key)."""

    def __post_init__(self) -> None:
        if self.coordinates not in COORDINATE_STYLES:
            raise ValueError(f"coordinates {self.coordinates!r}: expected one of "
                             f"{', '.join(COORDINATE_STYLES)}")
        if self.piece_style not in ("chinese", "western"):
            raise ValueError(f"piece style {self.piece_style!r}: expected chinese or western")

    def board_style(self) -> BoardStyle:
        return BoardStyle(piece_style=self.piece_style, coordinates=self.coordinates,
                          print_mode=self.bw, flipped=self.flipped)


@dataclass(frozen=True)
class Diagram:
    """What one diagram shows: a placement, arrows and a caption for SVG metadata."""

    placement: dict[int, xiangqi.Piece]
    arrows: tuple[xiangqi.Move, ...] = ()
    title: str = ""
    fen: str = ""

    @classmethod
    def from_fen(cls, fen: str, *, solution: Sequence[str] = (), key_arrow: bool = False,
                 title: str = "") -> Diagram:
        """The diagram of a FEN; with ``key_arrow`` an arrow for ``solution[0]`` if legal."""
        board = xiangqi.Board(fen)
        arrows: tuple[xiangqi.Move, ...] = ()
        if key_arrow and solution:
            try:
                move = xiangqi.Move.from_iccs(solution[0])
            except ValueError:
                move = None
            if move is not None and board.is_legal(move):
                arrows = (move,)
        return cls(board.piece_map(), arrows, title, board.fen())

    @classmethod
    def of_puzzle(cls, puzzle: Puzzle, options: DiagramOptions) -> Diagram:
        """The diagram of a puzzle (its key as an arrow if ``options.key_arrow``)."""
        return cls.from_fen(puzzle.fen, solution=puzzle.solution,
                            key_arrow=options.key_arrow, title=puzzle.title)


def diagram_height(width: float) -> float:
    """Height of a diagram ``width`` wide (the board's aspect)."""
    return width / board_aspect()


def paint_diagram(painter: QPainter, rect: QRectF, diagram: Diagram, options: DiagramOptions,
                  *, before_piece: Callable[[int], None] | None = None) -> None:
    """Draw ``diagram`` into ``rect`` (aspect kept, centred) with the board painter.

    ``before_piece(i)`` is called before the i-th piece (in point order) is painted and
    with ``_END_MARK`` after the last one; the SVG writer uses it to group each piece.
    """
    style = options.board_style()
    paint_board(painter, rect, {}, style)
    geometry = board_geometry(rect, style)
    for i, (sq, piece) in enumerate(sorted(diagram.placement.items())):
        if before_piece is not None:
            before_piece(i)
        paint_piece(painter, geometry.point_pos(sq), geometry.piece_radius, piece, style)
    if before_piece is not None:
        before_piece(_END_MARK)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for move in diagram.arrows:
        paint_arrow(painter, geometry, move, ARROW_PRINT if options.bw else ARROW_COLOUR)
    painter.restore()


# --- PNG -------------------------------------------------------------------------------------

def render_image(diagram: Diagram, options: DiagramOptions, width: int,
                 dpi: int | None = None) -> QImage:
    """The diagram as a ``width``-pixel-wide image on white; ``dpi`` is stored in it."""
    if not 16 <= width <= 20000:
        raise ValueError(f"image width {width} px: expected 16 to 20000")
    height = round(diagram_height(width))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    if dpi:
        dots_per_metre = round(dpi / 0.0254)
        image.setDotsPerMeterX(dots_per_metre)
        image.setDotsPerMeterY(dots_per_metre)
    painter = QPainter(image)
    try:
        paint_diagram(painter, QRectF(0, 0, width, height), diagram, options)
    finally:
        painter.end()
    return image


def png_bytes(diagram: Diagram, options: DiagramOptions, width: int,
              dpi: int | None = None) -> bytes:
    image = render_image(diagram, options, width, dpi)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("could not encode the diagram as PNG")
    buffer.close()
    return bytes(data.data())


def save_png(path: str | os.PathLike[str], diagram: Diagram, options: DiagramOptions,
             width: int, dpi: int | None = None) -> None:
    write_bytes_atomic(path, png_bytes(diagram, options, width, dpi))


# --- SVG -------------------------------------------------------------------------------------

def _raw_svg(diagram: Diagram, options: DiagramOptions, width: int) -> bytes:
    """Qt's SVG of the diagram with invisible marker rectangles before each piece."""
    height = round(diagram_height(width))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(width, height))
    generator.setViewBox(QRectF(0, 0, width, height))
    generator.setResolution(96)
    painter = QPainter(generator)

    def mark(index: int) -> None:
        painter.save()
        painter.setPen(QColor(0, 0, 0, 0))
        painter.setBrush(QColor(1, 2, 3, 0))
        painter.drawRect(QRectF(_MARK_X, index, 1, 1))
        painter.restore()

    try:
        paint_diagram(painter, QRectF(0, 0, width, height), diagram, options, before_piece=mark)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def _marker_index(group: ET.Element) -> int | None:
    rect = group.find(f"{{{SVG_NS}}}rect")
    if rect is None or rect.get("x") != str(_MARK_X):
        return None
    return int(float(rect.get("y", "0")))


def _piece_attrs(sq: int, piece: xiangqi.Piece, prefix: str) -> dict[str, str]:
    name = xiangqi.SQUARE_NAMES[sq]
    return {
        "id": f"{prefix}piece-{name}",
        "class": f"piece {piece.color.label.lower()} {piece.piece_type.label}",
        "data-square": name,
        "data-piece": piece.symbol(),
    }


_URL_REF = re.compile(r"url\(#([^)]+)\)")


def _prefix_ids(root: ET.Element, prefix: str) -> None:
    """Make ids unique per diagram so several SVGs can share one HTML page."""
    for el in root.iter():
        if "id" in el.attrib:
            el.set("id", prefix + el.attrib["id"])
        for key, value in el.attrib.items():
            if "url(#" in value:
                el.set(key, _URL_REF.sub(lambda m: f"url(#{prefix}{m.group(1)})", value))
            elif key == f"{{{XLINK_NS}}}href" and value.startswith("#"):
                el.set(key, "#" + prefix + value[1:])


def svg_element(diagram: Diagram, options: DiagramOptions, width: int = 360,
                id_prefix: str = "") -> ET.Element:
    """The diagram as an ``<svg>`` element tree: a ``board`` group, one ``piece`` group per
    piece (id ``<prefix>piece-<point>``), an ``arrows`` group; title and FEN in the metadata."""
    root = ET.fromstring(_raw_svg(diagram, options, width))
    if id_prefix:
        _prefix_ids(root, id_prefix)
    pieces = sorted(diagram.placement.items())
    outer = root.find(f"{{{SVG_NS}}}g")
    if outer is None:
        raise RuntimeError("unexpected SVG from Qt: no top-level group")
    board = ET.Element(f"{{{SVG_NS}}}g", {"class": "board"})
    arrows = ET.Element(f"{{{SVG_NS}}}g", {"class": "arrows"})
    current = board
    groups: list[ET.Element] = [board]
    for child in list(outer):
        index = _marker_index(child) if child.tag == f"{{{SVG_NS}}}g" else None
        if index is None:
            if len(child) or child.tag != f"{{{SVG_NS}}}g":  # drop Qt's empty state groups
                current.append(child)
            continue
        if index == _END_MARK:
            current = arrows
        else:
            sq, piece = pieces[index]
            current = ET.Element(f"{{{SVG_NS}}}g", _piece_attrs(sq, piece, id_prefix))
        groups.append(current)
    outer[:] = [g for g in groups if len(g) or g is not arrows]
    for tag, text in (("title", diagram.title or "Xiangqi diagram"), ("desc", diagram.fen)):
        el = root.find(f"{{{SVG_NS}}}{tag}")
        if el is not None:
            el.text = xml_chars(text)
    root.set("width", str(width))  # CSS pixels, not Qt's millimetres
    root.set("height", str(round(diagram_height(width))))
    root.set("class", "xiangqi-diagram")
    return root


def svg_text(diagram: Diagram, options: DiagramOptions, width: int = 360,
             id_prefix: str = "") -> str:
    """The diagram as an SVG document fragment (no XML declaration)."""
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    return ET.tostring(svg_element(diagram, options, width, id_prefix), encoding="unicode")


def svg_bytes(diagram: Diagram, options: DiagramOptions, width: int = 360) -> bytes:
    """A standalone SVG file's bytes (UTF-8, with the XML declaration)."""
    text = '<?xml version="1.0" encoding="UTF-8"?>\n' + svg_text(diagram, options, width)
    return text.encode("utf-8")


def save_svg(path: str | os.PathLike[str], diagram: Diagram, options: DiagramOptions,
             width: int = 360) -> None:
    write_bytes_atomic(path, svg_bytes(diagram, options, width))


# --- a folder of diagrams ----------------------------------------------------------------------

PNG_WIDTH_MM = 80.0
"""Printed width of a PNG diagram when only the resolution is given."""


def save_diagrams(collection: Collection, folder: str | os.PathLike[str], kind: str,
                  options: DiagramOptions, *, width: int | None = None,
                  dpi: int = 150, force: bool = False) -> tuple[int, list[str]]:
    """One ``NNN.svg``/``NNN.png`` per puzzle in ``folder`` (created if needed).

    PNG width defaults to 80 mm at ``dpi``; SVG width to 360 px. Returns the number of
    files written and a message per puzzle that could not be drawn (bad FEN). The set is
    written all-or-nothing (``write_set``): every file is drawn and written to a temporary
    file before any is renamed into place.
    """
    if kind not in ("svg", "png"):
        raise ValueError(f"diagram format {kind!r}: expected svg or png")
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    digits = max(3, len(str(len(collection))))
    files: dict[str, bytes] = {}
    failed = []
    for number, puzzle in enumerate(collection, 1):
        try:
            diagram = Diagram.of_puzzle(puzzle, options)
        except ValueError as exc:
            failed.append(f"puzzle {number}: {exc}")
            continue
        name = f"{number:0{digits}d}.{kind}"
        if kind == "svg":
            files[name] = svg_bytes(diagram, options, width or 360)
        else:
            files[name] = png_bytes(diagram, options,
                                    width or round(PNG_WIDTH_MM / 25.4 * dpi), dpi)
    write_set(out, files, force=force)
    return len(files), failed
