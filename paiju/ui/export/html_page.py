"""One self-contained HTML page of a collection: inline SVG diagrams, collapsible solutions.

The page needs no other file (no images, scripts or fonts to fetch), is well-formed
XHTML-compatible HTML5 (it parses as XML too) and escapes every piece of metadata.
"""

from __future__ import annotations

import os

from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.share import share_string
from paiju.puzzles.solutions import solution_text
from paiju.puzzles.xmltext import escape
from paiju.ui.export.atomic import write_bytes_atomic
from paiju.ui.export.diagram import Diagram, DiagramOptions
from paiju.ui.export.svg_library import SvgLibrary, to_text
from paiju.ui.export.wording import (
    default_title,
    hint_label,
    made_with,
    page_language,
    problem_count,
    side_and_goal,
    solution_label,
)

DIAGRAM_PX = 340

STYLE = """
body { font-family: "Noto Serif", "Noto Serif CJK SC", Georgia, serif; margin: 0 auto;
       max-width: 64rem; padding: 1.5rem; color: #1c1c1c; background: #fdfbf6; }
header { text-align: center; border-bottom: 1px solid #bbb; margin-bottom: 1.5rem; }
header h1 { font-size: 2.2rem; margin: 0.5rem 0; }
.meta, .byline, .source { color: #5a5a5a; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
       gap: 2rem 1.5rem; }
.problem { break-inside: avoid; }
.problem figure { margin: 0; text-align: center; }
.problem svg { width: 100%; max-width: 340px; height: auto; }
figcaption .title { font-weight: bold; }
details { margin-top: 0.4rem; }
summary { cursor: pointer; color: #7a1a12; }
.variation { margin-left: 1rem; color: #5a5a5a; font-size: 0.92em; }
.share code { font-size: 0.75em; word-break: break-all; color: #5a5a5a; }
.error { color: #a00; }
footer { margin-top: 2rem; border-top: 1px solid #bbb; color: #5a5a5a; font-size: 0.85em; }
"""


def _p(css_class: str, text: str) -> str:
    return f'<p class="{css_class}">{escape(text)}</p>' if text else ""


def _figure(number: int, puzzle: Puzzle, library: SvgLibrary) -> str:
    caption = (f'<figcaption><span class="number">{number}.</span> '
               f'<span class="title">{escape(puzzle.title)}</span><br />'
               f'<span class="goal">{escape(side_and_goal(puzzle))}</span></figcaption>')
    try:
        diagram = Diagram.of_puzzle(puzzle, library.options)
    except ValueError as exc:
        return f'<figure>{_p("error", f"invalid position: {exc}")}{caption}</figure>'
    svg = to_text(library.diagram(diagram, id_prefix=f"p{number}-"))
    return f"<figure>{svg}{caption}</figure>"


def _solution(puzzle: Puzzle, notation: str) -> str:
    text = solution_text(puzzle, notation)
    parts = [_p("main", text.main)]
    parts += [_p("variation", v) for v in text.variations]
    parts += [_p("comment", puzzle.comment)]
    body = "".join(parts)
    if not body:
        return ""
    return (f'<details class="solution"><summary>{escape(solution_label())}</summary>{body}'
            "</details>")


def _article(number: int, puzzle: Puzzle, library: SvgLibrary, notation: str) -> str:
    parts = [f'<article class="problem" id="problem-{number}">',
             _figure(number, puzzle, library),
             _p("byline", " · ".join(x for x in (puzzle.author, puzzle.source, puzzle.date) if x))]
    if puzzle.hint:
        parts.append(f'<details class="hint"><summary>{escape(hint_label())}</summary>'
                     f'{_p("text", puzzle.hint)}</details>')
    parts.append(_solution(puzzle, notation))
    try:
        parts.append(f'<p class="share"><code>{escape(share_string(puzzle))}</code></p>')
    except ValueError:
        pass
    parts.append("</article>")
    return "".join(parts)


def html_page(collection: Collection, options: DiagramOptions | None = None,
              notation: str = "chinese", title: str = "") -> str:
    """The whole page as text."""
    options = options or DiagramOptions()
    heading = collection.title or title or default_title()
    count = len(collection)
    head = [
        "<!DOCTYPE html>",
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{page_language()}">',
        '<head><meta charset="utf-8" />',
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
        '<meta name="generator" content="Paiju" />',
        f"<title>{escape(heading)}</title>",
        f"<style>{STYLE}</style></head>",
        "<body><header>",
        f"<h1>{escape(heading)}</h1>",
        _p("author", collection.author),
        _p("description", collection.description),
        _p("meta", problem_count(count)),
        "</header><main>",
    ]
    library = SvgLibrary(options, DIAGRAM_PX)
    articles = [_article(i, p, library, notation) for i, p in enumerate(collection, 1)]
    footer = " · ".join(x for x in (collection.source, collection.licence) if x)
    tail = ["</main>", f"<footer>{_p('source', footer)}<p>{escape(made_with())}</p></footer>",
            to_text(library.defs_element()), "</body></html>", ""]
    return "\n".join(head + articles + tail)


def write_html(collection: Collection, path: str | os.PathLike[str],
               options: DiagramOptions | None = None, notation: str = "chinese",
               title: str = "", *, force: bool = False) -> None:
    """Write the page atomically (UTF-8); ``force`` replaces a read-only file."""
    if not len(collection):
        raise ValueError("the collection has no problems to export")
    write_bytes_atomic(path, html_page(collection, options, notation, title).encode("utf-8"),
                       force=force)
