"""Diagrams: SVG structure (one group per piece), PNG size and resolution, styles, arrows."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from export_samples import HOSTILE, MATE_IN_ONE, real_collection
from PySide6.QtGui import QColor, QImage

from paiju import rules as xiangqi
from paiju.ui.export.diagram import (
    SVG_NS,
    Diagram,
    DiagramOptions,
    render_image,
    save_diagrams,
    save_png,
    save_svg,
    svg_element,
)

G = f"{{{SVG_NS}}}g"


@pytest.fixture(autouse=True)
def _app(qapp: object) -> None:
    """Painting needs a QGuiApplication (pytest-qt's qapp)."""


def piece_groups(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(G) if g.get("class", "").startswith("piece ")]


@pytest.mark.parametrize("bw", [False, True])
def test_svg_has_one_group_per_piece_with_its_point_and_kind(tmp_path: Path, bw: bool) -> None:
    diagram = Diagram.of_puzzle(HOSTILE, DiagramOptions())
    path = tmp_path / "d.svg"
    save_svg(path, diagram, DiagramOptions(bw=bw, coordinates="iccs"))
    root = ET.parse(path).getroot()
    board = xiangqi.Board(HOSTILE.fen)
    groups = piece_groups(root)
    assert len(groups) == len(board.piece_map()) == 10
    for g in groups:
        sq = xiangqi.parse_square(g.get("data-square", ""))
        piece = board.piece_at(sq)
        assert piece is not None and g.get("data-piece") == piece.symbol()
        assert g.get("id") == f"piece-{g.get('data-square')}"
        assert piece.color.label.lower() in g.get("class", "").split()
        assert len(list(g.iter(f"{{{SVG_NS}}}path"))) >= 1  # the glyph, drawn as a path
    assert root.find(f"{{{SVG_NS}}}title").text == HOSTILE.title  # escaped by the writer
    assert root.find(f"{{{SVG_NS}}}desc").text == board.fen()
    assert [g.get("class") for g in root.find(G)][0] == "board"


def test_print_style_has_no_wood_gradient_and_colour_style_has() -> None:
    diagram = Diagram.of_puzzle(MATE_IN_ONE, DiagramOptions())
    colour = ET.tostring(svg_element(diagram, DiagramOptions(bw=False)), encoding="unicode")
    bw = ET.tostring(svg_element(diagram, DiagramOptions(bw=True)), encoding="unicode")
    assert "Gradient" in colour and "Gradient" not in bw


def test_key_arrow_is_drawn_only_when_asked_and_only_for_a_legal_key() -> None:
    with_arrow = Diagram.of_puzzle(MATE_IN_ONE, DiagramOptions(key_arrow=True))
    assert with_arrow.arrows == (xiangqi.Move.from_iccs("e1d1"),)
    assert Diagram.of_puzzle(MATE_IN_ONE, DiagramOptions()).arrows == ()
    root = svg_element(with_arrow, DiagramOptions(key_arrow=True))
    arrows = [g for g in root.iter(G) if g.get("class") == "arrows"]
    assert len(arrows) == 1 and len(list(arrows[0].iter())) > 1
    illegal = Diagram.from_fen(MATE_IN_ONE.fen, solution=["e1d2"], key_arrow=True)
    assert illegal.arrows == ()


def test_ids_get_a_prefix_so_several_diagrams_share_a_page() -> None:
    root = svg_element(Diagram.of_puzzle(MATE_IN_ONE, DiagramOptions()), DiagramOptions(),
                       id_prefix="p7-")
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert ids and all(i.startswith("p7-") for i in ids)
    text = ET.tostring(root, encoding="unicode")
    assert "url(#gradient" not in text and "url(#p7-gradient" in text


def test_coordinates_add_labels_to_the_board_layer() -> None:
    diagram = Diagram.of_puzzle(MATE_IN_ONE, DiagramOptions())

    def board_paths(coords: str) -> int:
        root = svg_element(diagram, DiagramOptions(bw=True, coordinates=coords))
        board = next(g for g in root.iter(G) if g.get("class") == "board")
        return len(list(board.iter(f"{{{SVG_NS}}}path")))

    assert board_paths("iccs") > board_paths("none")
    assert board_paths("traditional") > board_paths("none")


def test_png_has_the_asked_width_aspect_and_dpi(tmp_path: Path) -> None:
    path = tmp_path / "d.png"
    save_png(path, Diagram.of_puzzle(MATE_IN_ONE, DiagramOptions()), DiagramOptions(), 300, 200)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (300, 330)
    assert round(image.dotsPerMeterX() * 0.0254) == 200


def test_png_print_style_is_black_white_and_dark_red_only() -> None:
    image = render_image(Diagram.of_puzzle(MATE_IN_ONE, DiagramOptions()),
                         DiagramOptions(bw=True), 200)
    wood = 0
    for x in range(0, 200, 4):
        for y in range(0, 220, 4):
            c = QColor(image.pixel(x, y))
            if c.red() > 150 and c.green() > 100 and c.blue() < 110:  # warm wood tones
                wood += 1
    assert wood == 0
    colour = render_image(Diagram.of_puzzle(MATE_IN_ONE, DiagramOptions()), DiagramOptions(), 200)
    centre = QColor(colour.pixel(100, 190))  # a point on the wooden board between pieces
    assert centre.red() > centre.blue() + 40


def test_bad_options_and_sizes_are_rejected() -> None:
    with pytest.raises(ValueError, match="coordinates 'abc'"):
        DiagramOptions(coordinates="abc")
    with pytest.raises(ValueError, match="image width 5 px"):
        render_image(Diagram({}), DiagramOptions(), 5)
    with pytest.raises(ValueError, match="side-to-move"):
        Diagram.from_fen("4k4/9/9/9/9/9/9/9/9/4K4 q")


def test_a_folder_of_diagrams_numbers_files_and_reports_bad_positions(tmp_path: Path) -> None:
    collection = real_collection(3)
    collection.puzzles[1].fen = "4k4/9/9 w"
    written, failed = save_diagrams(collection, tmp_path / "out", "svg", DiagramOptions())
    assert written == 2 and len(failed) == 1 and failed[0].startswith("puzzle 2:")
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["001.svg", "003.svg"]
