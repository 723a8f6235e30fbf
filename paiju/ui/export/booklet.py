"""PDF booklet of a collection: title page, diagram pages, solutions, page numbers.

Diagrams are painted by ``paiju.ui.export.diagram.paint_diagram`` (the screen's board painter)
straight into a ``QPdfWriter``, so boards stay vector and text stays searchable.
Layout is in millimetres on A4 or Letter; 2, 4 or 6 diagrams a page, each captioned with
its number, title and stipulation; the solutions follow in two columns.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QImage,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
    QPicture,
)

from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.solutions import solution_text
from paiju.ui.export.atomic import atomic_path
from paiju.ui.export.diagram import Diagram, DiagramOptions, diagram_height, paint_diagram
from paiju.ui.export.wording import (
    default_title,
    mate_span,
    problem_count,
    problems_head,
    side_and_goal,
    solutions_head,
)
from paiju.ui.fonts import UI_FONT_FILE, load_piece_font

PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
GRIDS = {2: (1, 2), 4: (2, 2), 6: (2, 3)}  # diagrams a page -> (columns, rows)
DPI = 300
MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM = 18.0, 16.0, 16.0
HEADER, FOOTER = 9.0, 9.0  # mm reserved for the running head and the page number
INK = QColor("#1c1c1c")
GREY = QColor("#5a5a5a")
SERIF = ("Noto Serif", "DejaVu Serif", "Times New Roman", "Nimbus Roman", "serif")
CJK_SERIF = ("Noto Serif CJK SC", "Noto Serif CJK TC", "Source Han Serif", "SimSun")


Step = Callable[[int, int], None]
"""``step(done, total)``: how far a booklet export has come (``write_booklet``)."""

@dataclass(frozen=True)
class BookletOptions:
    per_page: int = 4
    paper: str = "a4"
    notation: str = "chinese"
    diagram: DiagramOptions = field(default_factory=DiagramOptions)
    title: str = ""
    """Used when the collection has no title (e.g. the file name)."""

    def __post_init__(self) -> None:
        if self.per_page not in GRIDS:
            raise ValueError(f"diagrams per page {self.per_page}: expected 2, 4 or 6")
        if self.paper not in PAPERS:
            raise ValueError(f"paper {self.paper!r}: expected a4 or letter")


@dataclass
class BookletSummary:
    """What was written: page counts and the problems met (bad positions, illegal lines)."""

    pages: int = 0
    diagram_pages: int = 0
    solution_pages: int = 0
    problems: list[str] = field(default_factory=list)


@cache
def _notation_family() -> str | None:
    """The shipped CJK subset that covers every character of Chinese move notation.

    System CJK fonts map some characters (八, 车, 马 …) to the same glyph as a Kangxi
    radical, and Qt's PDF writer then records the radical as the text: the page looks
    right but searching or copying finds ⼋/⻋. The subset has no radicals, so solutions
    in Chinese notation stay searchable.
    """
    font_id = QFontDatabase.addApplicationFont(str(UI_FONT_FILE))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else None


def book_font(point_size: float, *, bold: bool = False, italic: bool = False,
              notation: bool = False) -> QFont:
    """The booklet's serif with CJK fallbacks; ``notation`` puts the shipped subset first.

    The shipped subset comes before any system CJK font for all text, so titles render (and
    stay searchable) the same on every machine, fonts installed or not.
    """
    font = QFont()
    subset = _notation_family()
    shipped = [subset] if subset else []
    first = shipped if notation else []
    font.setFamilies([*first, *SERIF, *shipped, *CJK_SERIF, load_piece_font()])
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPointSizeF(point_size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


class _Pages:
    """Page sequence and painter, with page geometry in millimetres.

    ``mm`` is device units per millimetre. Subclasses say where pages go: the PDF writer,
    or one page of a preview image.
    """

    def __init__(self, options: BookletOptions, title: str, mm: float) -> None:
        size = QPageSize(PAPERS[options.paper]).size(QPageSize.Unit.Millimeter)
        self.width, self.height = size.width(), size.height()
        self.title = title
        self.mm = mm
        self.painter = QPainter()
        self.count = 0

    def _begin(self, device: QPaintDevice) -> None:
        if not self.painter.begin(device):
            raise OSError("cannot paint the booklet page")
        self.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)

    def start(self) -> QPainter:
        """Begin page 1 (the title page)."""
        self.count = 1
        return self.painter

    def _advance(self) -> None:
        raise NotImplementedError

    def visible(self) -> bool:
        """Whether drawing on the current page shows anywhere (previews skip other pages)."""
        return True

    def new_page(self, running_head: str = "") -> None:
        """Finish the current page and start a numbered one with a running head."""
        self._advance()
        self.count += 1
        p, mm = self.painter, self.mm
        if running_head:
            p.setFont(book_font(8.5, italic=True))
            p.setPen(GREY)
            head = self.rect(MARGIN_X, MARGIN_TOP, self.width - 2 * MARGIN_X, HEADER - 3)
            p.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                       self.title)
            p.drawText(head, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                       running_head)
            p.setPen(QPen(GREY, 0.2 * mm))
            y = (MARGIN_TOP + HEADER - 1.5) * mm
            p.drawLine(QPointF(MARGIN_X * mm, y), QPointF((self.width - MARGIN_X) * mm, y))
        p.setFont(book_font(9))
        p.setPen(INK)
        foot = self.rect(0, self.height - MARGIN_BOTTOM - FOOTER + 3, self.width, FOOTER - 3)
        p.drawText(foot, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                   str(self.count))

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        """A rectangle given in millimetres, in device units."""
        mm = self.mm
        return QRectF(x * mm, y * mm, w * mm, h * mm)

    def body(self) -> QRectF:
        """The area between running head and page number, in millimetres."""
        top = MARGIN_TOP + HEADER
        return QRectF(MARGIN_X, top, self.width - 2 * MARGIN_X,
                      self.height - top - MARGIN_BOTTOM - FOOTER)


class _PdfPages(_Pages):
    """Every page into a PDF file."""

    def __init__(self, path: str, options: BookletOptions, title: str, author: str) -> None:
        super().__init__(options, title, DPI / 25.4)
        self.writer = QPdfWriter(path)
        self.writer.setResolution(DPI)
        self.writer.setPageLayout(QPageLayout(QPageSize(PAPERS[options.paper]),
                                              QPageLayout.Orientation.Portrait,
                                              QMarginsF(0, 0, 0, 0)))
        self.writer.setTitle(title)
        self.writer.setAuthor(author)
        self.writer.setCreator("Paiju")

    def start(self) -> QPainter:
        self._begin(self.writer)
        return super().start()

    def _advance(self) -> None:
        self.writer.newPage()


class _PreviewDone(Exception):
    """The preview page has been painted; stop laying out the rest."""


class _PreviewPages(_Pages):
    """Only page ``target`` (1-based) is painted, onto an image ``width`` pixels wide."""

    def __init__(self, options: BookletOptions, title: str, target: int, width: int) -> None:
        size = QPageSize(PAPERS[options.paper]).size(QPageSize.Unit.Millimeter)
        super().__init__(options, title, width / size.width())
        self.target = target
        self.image = QImage(width, round(self.height * self.mm),
                            QImage.Format.Format_ARGB32_Premultiplied)
        self.image.fill(QColor("white"))
        dots_per_metre = round(self.mm * 1000)  # point-size fonts scale with the page
        self.image.setDotsPerMeterX(dots_per_metre)
        self.image.setDotsPerMeterY(dots_per_metre)
        self._scratch = QPicture()

    def start(self) -> QPainter:
        self._begin(self.image if self.target == 1 else self._scratch)
        return super().start()

    def visible(self) -> bool:
        return self.count == self.target

    def _advance(self) -> None:
        self.painter.end()
        if self.count == self.target:
            raise _PreviewDone
        self._scratch = QPicture()
        self._begin(self.image if self.count + 1 == self.target else self._scratch)


def _draw_wrapped(p: QPainter, font: QFont, color: QColor, rect: QRectF, text: str,
                  align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> float:
    """Draw word-wrapped ``text`` at the top of ``rect`` (device units); its height."""
    p.setFont(font)
    p.setPen(color)
    flags = int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    used = p.boundingRect(rect, flags, text)
    p.drawText(rect, flags, text)
    return used.height()


def _title_page(pages: _Pages, collection: Collection) -> None:
    p = pages.painter
    w, h = pages.width, pages.height
    p.setBrush(Qt.BrushStyle.NoBrush)
    for inset, width in ((14.0, 0.7), (16.0, 0.25)):
        p.setPen(QPen(INK, width * pages.mm))
        p.drawRect(pages.rect(inset, inset, w - 2 * inset, h - 2 * inset))
    text_w = w - 2 * 32
    y = h * 0.30
    y += _draw_wrapped(p, book_font(30, bold=True), INK,
                       pages.rect(32, y, text_w, 80), pages.title) / pages.mm + 8
    if collection.author:
        y += _draw_wrapped(p, book_font(15), INK, pages.rect(32, y, text_w, 30),
                           collection.author) / pages.mm + 10
    p.setPen(QPen(INK, 0.3 * pages.mm))
    mm = pages.mm
    p.drawLine(QPointF((w / 2 - 20) * mm, y * mm), QPointF((w / 2 + 20) * mm, y * mm))
    y += 10
    count = len(collection)
    moves = sorted({q.stipulation.moves for q in collection
                    if q.stipulation is not None and not q.stipulation.is_study})
    summary = problem_count(count)
    if moves:
        summary += f" · {mate_span(moves[0], moves[-1])}"
    y += _draw_wrapped(p, book_font(12), INK, pages.rect(32, y, text_w, 20), summary) / pages.mm + 8
    if collection.description:
        _draw_wrapped(p, book_font(11, italic=True), GREY, pages.rect(40, y, w - 80, 90),
                      collection.description)
    small = " · ".join(x for x in (collection.source, collection.licence) if x)
    if small:
        _draw_wrapped(p, book_font(8.5), GREY, pages.rect(32, h - 46, text_w, 20), small)


def _caption_lines(number: int, puzzle: Puzzle) -> list[tuple[QFont, QColor, str]]:
    lines = [(book_font(10.5, bold=True), INK, f"{number}. {puzzle.title}".rstrip()),
             (book_font(9.5), INK, side_and_goal(puzzle))]
    byline = " · ".join(x for x in (puzzle.author, puzzle.source) if x)
    if byline:
        lines.append((book_font(8.5, italic=True), GREY, byline))
    return lines


CAPTION_LINE_MM = 4.8


def _diagram_cell(pages: _Pages, cell: QRectF, number: int, puzzle: Puzzle,
                  options: BookletOptions, problems: list[str]) -> None:
    """One diagram with its caption, centred in ``cell`` (millimetres)."""
    p = pages.painter
    gap = 7.0
    lines = _caption_lines(number, puzzle)
    caption_h = 2.0 + CAPTION_LINE_MM * len(lines)
    avail_w, avail_h = cell.width() - gap, cell.height() - caption_h - gap
    board_w = min(avail_w, avail_h / diagram_height(1.0))
    board_h = diagram_height(board_w)
    x = cell.x() + (cell.width() - board_w) / 2
    top = cell.y() + max(0.0, (cell.height() - gap - board_h - caption_h) / 2)
    target = pages.rect(x, top, board_w, board_h)
    try:
        diagram = Diagram.of_puzzle(puzzle, options.diagram)
    except ValueError as exc:
        problems.append(f"problem {number}: {exc}")
        p.setPen(QPen(GREY, 0.3 * pages.mm))
        p.drawRect(target)
        inner = target.adjusted(4 * pages.mm, 20 * pages.mm, -4 * pages.mm, 0)
        _draw_wrapped(p, book_font(9), GREY, inner, f"invalid position:\n{puzzle.fen}")
    else:
        paint_diagram(p, target, diagram, options.diagram)
    y = top + board_h + 2.0
    width = max(board_w, min(cell.width() - 2, 80.0))
    left = cell.x() + (cell.width() - width) / 2
    for font, color, text in lines:
        p.setFont(font)
        line = p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width * pages.mm))
        y += _draw_wrapped(p, font, color, pages.rect(left, y, width, 12), line) / pages.mm


def _diagram_pages(pages: _Pages, collection: Collection, options: BookletOptions,
                   problems: list[str], step: Step | None = None) -> int:
    cols, rows = GRIDS[options.per_page]
    puzzles = list(collection)
    count = math.ceil(len(puzzles) / options.per_page)
    for page in range(count):
        if step:
            step(page, count + 1)
        first = page * options.per_page
        chunk = puzzles[first:first + options.per_page]
        last = first + len(chunk)
        pages.new_page(problems_head(first + 1, last))
        body = pages.body()
        cell_w, cell_h = body.width() / cols, body.height() / rows
        for k, puzzle in enumerate(chunk):
            if not pages.visible():
                break
            row, col = divmod(k, cols)
            cell = QRectF(body.x() + col * cell_w, body.y() + row * cell_h + 2, cell_w, cell_h)
            _diagram_cell(pages, cell, first + k + 1, puzzle, options, problems)
    return count


@dataclass
class _Paragraph:
    font: QFont
    color: QColor
    text: str
    indent: float = 0.0  # mm
    space_after: float = 0.8  # mm
    keep_with_next: bool = False


def _solution_paragraphs(collection: Collection, options: BookletOptions,
                         problems: list[str]) -> list[_Paragraph]:
    paragraphs: list[_Paragraph] = []
    for number, puzzle in enumerate(collection, 1):
        text = solution_text(puzzle, options.notation)
        problems.extend(f"problem {number}: {m}" for m in text.problems)
        if not text and not puzzle.comment:
            continue
        goal = puzzle.stipulation.describe() if puzzle.stipulation is not None else ""
        if puzzle.title and goal:
            head = f"{number}. {puzzle.title} — {goal}"
        else:
            head = f"{number}. {puzzle.title or goal[:1].upper() + goal[1:]}".rstrip()
        paragraphs.append(_Paragraph(book_font(10, bold=True), INK, head, keep_with_next=True))
        if text.main:
            paragraphs.append(_Paragraph(book_font(9.5, notation=True), INK, text.main))
        paragraphs.extend(_Paragraph(book_font(8.5, notation=True), GREY, v, indent=4)
                          for v in text.variations)
        if puzzle.comment:
            paragraphs.append(_Paragraph(book_font(8.5, italic=True), GREY, puzzle.comment))
        paragraphs[-1].space_after = 4.0
    return paragraphs


def _solution_pages(pages: _Pages, paragraphs: list[_Paragraph]) -> int:
    """Flow the paragraphs into two columns; returns the number of pages used."""
    if not paragraphs:
        return 0
    p = pages.painter
    gutter = 8.0
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    used_pages = 0
    column, y, body = 0, 0.0, QRectF()

    def start_page(first: bool) -> None:
        nonlocal used_pages, column, y, body
        pages.new_page(solutions_head())
        used_pages += 1
        body = pages.body()
        column, y = 0, body.y() + 2
        if first:
            y += _draw_wrapped(p, book_font(18, bold=True), INK,
                               pages.rect(body.x(), y, body.width(), 20), solutions_head(),
                               Qt.AlignmentFlag.AlignLeft) / pages.mm + 5

    col_w = (pages.body().width() - gutter) / 2

    def height_of(par: _Paragraph) -> float:
        p.setFont(par.font)
        box = QRectF(0, 0, (col_w - par.indent) * pages.mm, 1e6)
        return p.boundingRect(box, flags, par.text).height() / pages.mm

    start_page(True)
    for i, par in enumerate(paragraphs):
        need = height_of(par)
        if par.keep_with_next and i + 1 < len(paragraphs):
            need += par.space_after + height_of(paragraphs[i + 1])
        if y + need > body.bottom() and y > body.y() + 25:
            if column == 0:
                column, y = 1, body.y() + 2
            else:
                start_page(False)
        x = body.x() + column * (col_w + gutter) + par.indent
        y += _draw_wrapped(p, par.font, par.color, pages.rect(x, y, col_w - par.indent, 1e4),
                           par.text, Qt.AlignmentFlag.AlignLeft) / pages.mm
        y += par.space_after
    return used_pages


def write_booklet(collection: Collection, path: str | os.PathLike[str],
                  options: BookletOptions | None = None,
                  progress: Callable[[str], None] | None = None, *,
                  force: bool = False, step: Step | None = None) -> BookletSummary:
    """Write the booklet PDF atomically; returns page counts and the problems met.
    ``force`` replaces a read-only file. ``step(done, total)`` is called before each
    diagram page and before the solutions (``total`` counts them as one step); an exception
    it raises abandons the export and leaves ``path`` as it was."""
    options = options or BookletOptions()
    if not len(collection):
        raise ValueError("the collection has no problems to export")
    title = collection.title or options.title or default_title()
    summary = BookletSummary()
    with atomic_path(path, force=force) as tmp:
        pages = _PdfPages(str(tmp), options, title, collection.author)
        _lay_out(pages, collection, options, summary, progress, step)
    return summary


def _lay_out(pages: _Pages, collection: Collection, options: BookletOptions,
             summary: BookletSummary, progress: Callable[[str], None] | None = None,
             step: Step | None = None) -> None:
    pages.start()
    try:
        _title_page(pages, collection)
        if progress:
            progress("diagrams")
        summary.diagram_pages = _diagram_pages(pages, collection, options, summary.problems,
                                               step)
        if progress:
            progress("solutions")
        if step:
            step(summary.diagram_pages, summary.diagram_pages + 1)
        paragraphs = _solution_paragraphs(collection, options, summary.problems)
        summary.solution_pages = _solution_pages(pages, paragraphs)
    finally:
        if pages.painter.isActive():
            pages.painter.end()
    summary.pages = pages.count


def page_of_problem(index: int, options: BookletOptions) -> int:
    """The 1-based page showing problem ``index`` (0-based); page 1 is the title page."""
    return 2 + index // options.per_page


def preview_page(collection: Collection, page: int, width: int,
                 options: BookletOptions | None = None) -> QImage:
    """Page ``page`` (1-based) of the booklet as an image ``width`` pixels wide.

    The same layout code as the PDF; pages after the chosen one are not laid out and
    diagrams of earlier pages are not drawn, so previews stay fast on big collections.
    """
    options = options or BookletOptions()
    if not len(collection):
        raise ValueError("the collection has no problems to export")
    pages = _PreviewPages(options, collection.title or options.title or default_title(),
                          max(1, page), width)
    try:
        _lay_out(pages, collection, options, BookletSummary())
    except _PreviewDone:
        pass
    return pages.image
