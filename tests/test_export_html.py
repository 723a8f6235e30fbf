"""The HTML page: well-formed, self-contained, escaped, one diagram and solution per problem."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from export_samples import HOSTILE, mixed_collection

from paiju import rules as xiangqi
from paiju.ui.export.diagram import SVG_NS, DiagramOptions
from paiju.ui.export.html_page import html_page, write_html

XHTML = "{http://www.w3.org/1999/xhtml}"
SVG = f"{{{SVG_NS}}}"


@pytest.fixture(autouse=True)
def _app(qapp: object) -> None:
    """Painting needs a QGuiApplication (pytest-qt's qapp)."""


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("html") / "page.html"
    write_html(mixed_collection(), path, DiagramOptions(key_arrow=True), notation="iccs")
    return path.read_text(encoding="utf-8")


class _Tags(HTMLParser):
    """Collects start tags and checks that every opened element is closed in order."""

    VOID = {"meta", "br", "link", "img", "hr", "input"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_page_is_well_formed_html_and_xml(page: str) -> None:
    parser = _Tags()
    parser.feed(page)
    parser.close()
    assert parser.stack == []
    root = ET.fromstring(page.split("\n", 1)[1])  # after <!DOCTYPE html>
    assert root.tag == f"{XHTML}html"


def test_metadata_is_escaped_never_markup(page: str) -> None:
    parser = _Tags()
    parser.feed(page)
    tags = [t for t, _ in parser.tags]
    assert "script" not in tags and "b" not in tags and "i" not in tags
    text = "".join(parser.text)
    assert HOSTILE.title in text and HOSTILE.author in text and HOSTILE.hint in text
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_one_article_diagram_and_collapsible_solution_per_problem(page: str) -> None:
    root = ET.fromstring(page.split("\n", 1)[1])
    articles = [a for a in root.iter(f"{XHTML}article")]
    collection = mixed_collection()
    assert len(articles) == len(collection)
    for article, puzzle in zip(articles, collection, strict=True):
        svgs = list(article.iter(f"{SVG}svg"))
        assert len(svgs) == 1
        pieces = [g for g in svgs[0].iter(f"{SVG}g")
                  if g.get("class", "").startswith("piece ")]
        assert len(pieces) == len(xiangqi.Board(puzzle.fen).piece_map())
        details = [d for d in article.iter(f"{XHTML}details")
                   if d.get("class") == "solution"]
        assert len(details) == 1
        assert details[0].find(f"{XHTML}summary").text == "Solution"
    first = "".join(articles[0].itertext())
    assert "1. e1d1 1-0" in first and "Red to move, mate in 1" in first
    assert "paiju:3k5/9/9/9/9/9/9/9/4R4/4K4_w;#1" in first  # the share string


def test_page_is_self_contained_and_every_reference_resolves(page: str) -> None:
    root = ET.fromstring(page.split("\n", 1)[1])
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    refs = [el.get("href") for el in root.iter() if el.get("href")]
    assert refs and all(r.startswith("#") and r[1:] in ids for r in refs)
    for el in root.iter():
        for value in el.attrib.values():
            if "url(#" in value:
                assert value.split("url(#", 1)[1].split(")")[0] in ids
    assert "http://" not in page.replace("http://www.w3.org/", "")
    assert "https://" not in page and "<img" not in page and "<link" not in page


def test_shared_drawings_keep_the_page_small(page: str) -> None:
    assert len(page.encode()) < 7 * 25_000  # a full SVG per diagram would be ~100 kB each


def test_empty_collection_is_refused(tmp_path: Path) -> None:
    from paiju.puzzles.model import Collection

    with pytest.raises(ValueError, match="no problems"):
        write_html(Collection(), tmp_path / "x.html")
    assert "Xiangqi problems" in html_page(Collection())
