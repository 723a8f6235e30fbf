"""Compact SVG for pages with many diagrams: the board and each piece kind drawn once.

A full diagram SVG repeats the board (wood, grid, river text) and every glyph path, about
60–100 kB a diagram. ``SvgLibrary`` keeps one copy of the empty board and one copy of each
piece kind in ``<defs>``; each diagram then is a few ``<use>`` elements, one
``<g class="piece …">`` per piece as in the full SVG. The shapes are still the board
painter's own, taken from ``diagram.svg_element``.
"""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET

from PySide6.QtCore import QRectF

from paiju import rules as xiangqi
from paiju.ui.board_painter import board_geometry
from paiju.ui.export.diagram import (
    SVG_NS,
    XLINK_NS,
    Diagram,
    DiagramOptions,
    diagram_height,
    svg_element,
)

_G = f"{{{SVG_NS}}}g"
_SAMPLE_SQUARE = xiangqi.parse_square("e4")


def _tag(name: str) -> str:
    return f"{{{SVG_NS}}}{name}"


def _referenced_defs(root: ET.Element, group: ET.Element) -> list[ET.Element]:
    """The ``<defs>`` children (gradients) that ``group`` refers to with ``url(#…)``."""
    text = ET.tostring(group, encoding="unicode")
    defs = root.find(_tag("defs"))
    if defs is None:
        return []
    return [d for d in defs if d.get("id") and f"url(#{d.get('id')})" in text]


class SvgLibrary:
    """Shared board and piece drawings for diagrams of one size and style."""

    def __init__(self, options: DiagramOptions, width: int, prefix: str = "lib-") -> None:
        self.options = options
        self.width = width
        self.height = round(diagram_height(width))
        self.prefix = prefix
        self._defs: list[ET.Element] = []
        self._pieces: set[str] = set()
        self._board_id = f"{prefix}board"
        self._geometry = board_geometry(QRectF(0, 0, width, self.height),
                                        options.board_style())
        root = svg_element(Diagram({}), options, width, id_prefix=f"{prefix}b-")
        layers = root.find(_G)
        self._add(root, layers.find(_G) if layers is not None else None, self._board_id)

    def _add(self, root: ET.Element, group: ET.Element | None, ident: str) -> None:
        holder = ET.Element(_G, {"id": ident})
        if group is not None:
            holder[:] = list(group)
            self._defs.extend(_referenced_defs(root, holder))
        self._defs.append(holder)

    def _piece_id(self, piece: xiangqi.Piece) -> str:
        """Define the piece kind (drawn on the sample point) on first use; its id."""
        ident = f"{self.prefix}{piece.color.label.lower()}-{piece.piece_type.label}"
        if ident not in self._pieces:
            self._pieces.add(ident)
            root = svg_element(Diagram({_SAMPLE_SQUARE: piece}), self.options, self.width,
                               id_prefix=f"{ident}-")
            group = next(g for g in root.iter(_G) if "piece" in g.get("class", ""))
            self._add(root, group, ident)
        return ident

    def diagram(self, diagram: Diagram, id_prefix: str = "") -> ET.Element:
        """A compact ``<svg>`` of ``diagram`` referring to this library's definitions."""
        full = svg_element(diagram, self.options, self.width, id_prefix)
        svg = ET.Element(_tag("svg"), {k: v for k, v in full.attrib.items()})
        for name in ("title", "desc"):
            el = full.find(_tag(name))
            if el is not None:
                svg.append(copy.deepcopy(el))
        svg.append(ET.Element(_tag("use"), {"href": f"#{self._board_id}"}))
        sample = self._geometry.point_pos(_SAMPLE_SQUARE)
        arrows_defs: list[ET.Element] = []
        layers = full.find(_G)
        for group in layers if layers is not None else []:  # board, pieces, arrows
            css = group.get("class", "")
            if css.startswith("piece"):
                sq = xiangqi.parse_square(group.get("data-square", ""))
                piece = xiangqi.Piece.from_symbol(group.get("data-piece", ""))
                pos = self._geometry.point_pos(sq)
                attrs = {k: v for k, v in group.attrib.items()}
                attrs["transform"] = (f"translate({pos.x() - sample.x():.3f},"
                                      f"{pos.y() - sample.y():.3f})")
                piece_group = ET.SubElement(svg, _G, attrs)
                ET.SubElement(piece_group, _tag("use"), {"href": f"#{self._piece_id(piece)}"})
            elif css == "arrows":
                arrows_defs = _referenced_defs(full, group)
                svg.append(group)
        if arrows_defs:
            defs = ET.Element(_tag("defs"))
            defs[:] = arrows_defs
            svg.insert(0, defs)
        return svg

    def defs_element(self) -> ET.Element:
        """A hidden ``<svg>`` holding every definition used so far."""
        svg = ET.Element(_tag("svg"), {"width": "0", "height": "0", "aria-hidden": "true",
                                       "style": "position:absolute"})
        defs = ET.SubElement(svg, _tag("defs"))
        defs[:] = self._defs
        return svg


def to_text(element: ET.Element) -> str:
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    return ET.tostring(element, encoding="unicode")
