"""PDF booklets, read back with poppler's pdfinfo/pdftotext: pages, paper, text, numbers."""

from __future__ import annotations

import math
import re
import subprocess
from pathlib import Path

import pytest
from export_samples import mixed_collection, real_collection

from paiju.puzzles.model import Collection
from paiju.ui.export.booklet import BookletOptions, write_booklet
from paiju.ui.export.diagram import DiagramOptions


@pytest.fixture(autouse=True)
def _app(qapp: object) -> None:
    """Painting needs a QGuiApplication (pytest-qt's qapp)."""


def pdfinfo(path: Path) -> dict[str, str]:
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return {k.strip(): v.strip() for k, _, v in
            (line.partition(":") for line in out.stdout.splitlines())}


def page_text(path: Path, first: int, last: int | None = None) -> str:
    out = subprocess.run(["pdftotext", "-f", str(first), "-l", str(last or first), "-layout",
                          str(path), "-"], capture_output=True, text=True, check=True)
    return out.stdout


@pytest.fixture(scope="module")
def booklet(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Collection, object]:
    path = tmp_path_factory.mktemp("booklet") / "mixed.pdf"
    collection = mixed_collection()
    summary = write_booklet(collection, path, BookletOptions(per_page=4, notation="wxf"))
    return path, collection, summary


def test_page_count_is_title_plus_diagram_pages_plus_solutions(booklet) -> None:
    path, collection, summary = booklet
    assert summary.diagram_pages == math.ceil(len(collection) / 4) == 2
    assert summary.solution_pages >= 1
    assert int(pdfinfo(path)["Pages"]) == summary.pages == 1 + 2 + summary.solution_pages


def test_title_page_has_title_author_and_count(booklet) -> None:
    path, collection, _ = booklet
    text = page_text(path, 1)
    assert "Graded mates" in text and "XQMagic" in text and "7 problems" in text
    assert "<with> markup" in text
    assert pdfinfo(path)["Title"] == "Graded mates"
    assert pdfinfo(path)["Author"] == "XQMagic"


def test_diagram_pages_carry_number_title_stipulation_and_page_number(booklet) -> None:
    path, collection, _ = booklet
    first = page_text(path, 2)
    assert "1. Rook mate" in first and "Red to move, mate in 1" in first
    assert "2. <script>alert('x')</script>" in first
    assert "checks-only mate in 3" in first
    assert "Problems 1–4" in first
    assert re.search(r"^\s*2\s*$", first, re.MULTILINE)  # the page number, alone on its line
    second = page_text(path, 3)
    # pdftotext puts a space where a line switches fonts (the CJK subset, then DejaVu).
    packed = second.replace(" ", "")
    assert "5.1步杀_3" in packed and "7.1步杀_5" in packed and "Problems 5–7" in second
    assert "1. Rook mate" not in second


def test_solutions_are_in_the_chosen_notation_at_the_end(booklet) -> None:
    path, collection, summary = booklet
    text = page_text(path, 4, summary.pages)
    assert "Solutions" in text
    assert "1. Rook mate — mate in 1" in text
    assert "1. R5.6 1-0" in text  # e1d1 in WXF, ends in mate
    assert "The general cannot face the general." in text
    packed = text.replace(" ", "")
    for number in range(3, 8):
        assert f"{number}.1步杀_{number - 2}" in packed


@pytest.mark.parametrize(("per_page", "paper", "size"), [
    (2, "letter", "612 x 792"), (6, "a4", "595 x 842")])
def test_grid_and_paper_options(tmp_path: Path, per_page: int, paper: str, size: str) -> None:
    collection = real_collection(7)
    path = tmp_path / "b.pdf"
    summary = write_booklet(collection, path, BookletOptions(
        per_page=per_page, paper=paper, notation="chinese",
        diagram=DiagramOptions(bw=True, coordinates="traditional")))
    info = pdfinfo(path)
    assert info["Page size"].startswith(size)
    assert summary.diagram_pages == math.ceil(7 / per_page)
    assert int(info["Pages"]) == summary.pages
    solutions = page_text(path, summary.pages)
    assert "红胜" in solutions  # Chinese notation, mates marked
    assert re.search(r"1\. [车马炮兵][一二三四五六七八九][进退平]", solutions)
    # Searchable as written: no Kangxi/supplement radicals standing in for 八, 车, 马.
    assert not any(0x2E80 <= ord(ch) <= 0x2FDF for ch in solutions)
    assert [p.name for p in tmp_path.iterdir()] == ["b.pdf"]  # no temporary file left


def test_bad_options_and_empty_collections_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="diagrams per page 5"):
        BookletOptions(per_page=5)
    with pytest.raises(ValueError, match="paper 'a3'"):
        BookletOptions(paper="a3")
    with pytest.raises(ValueError, match="no problems"):
        write_booklet(Collection(), tmp_path / "x.pdf")
    assert not list(tmp_path.iterdir())


def test_bad_positions_and_slips_are_reported_not_fatal(tmp_path: Path) -> None:
    collection = real_collection(2)
    collection.puzzles[0].fen = "4k4/9/9 w"
    collection.puzzles[1].solution = [collection.puzzles[1].solution[0], "a0a9"]
    summary = write_booklet(collection, tmp_path / "b.pdf")
    assert any(m.startswith("problem 1:") for m in summary.problems)
    assert any("problem 2: main line: move 2 (a0a9) is not legal" in m
               for m in summary.problems)
    assert "invalid position" in page_text(tmp_path / "b.pdf", 2)


def test_preview_pages_match_the_pdf_layout() -> None:
    collection = mixed_collection()
    options = BookletOptions(per_page=4)
    from paiju.ui.export.booklet import page_of_problem, preview_page

    assert page_of_problem(0, options) == 2 and page_of_problem(4, options) == 3
    blank = preview_page(collection, 99, 200, options)  # past the end: an empty page
    title = preview_page(collection, 1, 200, options)
    grid = preview_page(collection, 2, 200, options)
    assert (title.width(), title.height()) == (200, round(200 * 297 / 210))

    def ink(image: object) -> int:
        return sum(1 for x in range(0, 200, 5) for y in range(0, image.height(), 5)
                   if image.pixelColor(x, y).lightness() < 200)

    assert ink(blank) == 0 < ink(title) < ink(grid)
