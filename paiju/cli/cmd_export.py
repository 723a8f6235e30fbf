"""``paiju export``: a collection as a PDF booklet, an HTML page, SVG/PNG diagrams or share
strings. The drawing lives in ``paiju.ui.export`` (Qt), imported only when the command runs; share
strings (``paiju.puzzles.share``) need no Qt."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from paiju.puzzles.model import Collection
from paiju.puzzles.share import share_string

from .ranges import whole

NOTATIONS = ("iccs", "wxf", "chinese")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "export", help="publish a collection: PDF booklet, HTML page, SVG/PNG diagrams",
        description="Export the puzzles of FILE (any format paiju reads).")
    p.add_argument("file", metavar="FILE")
    out = p.add_mutually_exclusive_group(required=True)
    out.add_argument("--pdf", metavar="OUT.pdf", help="a printable booklet")
    out.add_argument("--html", metavar="OUT.html", help="one self-contained web page")
    out.add_argument("--svg", metavar="DIR", help="one SVG diagram per puzzle")
    out.add_argument("--png", metavar="DIR", help="one PNG diagram per puzzle")
    out.add_argument("--share", action="store_true",
                     help="print one share string per puzzle (docs/share-string.md)")
    p.add_argument("--per-page", type=int, choices=(2, 4, 6), default=4,
                   help="diagrams per PDF page (default 4)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    p.add_argument("--bw", action="store_true",
                   help="black-and-white print style (white discs, no wood)")
    p.add_argument("--coords", nargs="?", const="auto", choices=("auto", "iccs", "traditional"),
                   help="draw coordinates; 'auto' follows --notation (ICCS letters or "
                        "traditional 1-9 / 九-一)")
    p.add_argument("--notation", choices=NOTATIONS, default="chinese",
                   help="notation of the solutions (default chinese)")
    p.add_argument("--arrows", action="store_true", help="arrow for the key move on diagrams")
    p.add_argument("--western", action="store_true", help="Western letters on the pieces")
    p.add_argument("--flip", action="store_true", help="Black at the bottom")
    p.add_argument("--dpi", type=whole(30, 2400, "--dpi"), default=150,
                   help="PNG resolution; sets the width when --size is not given (default 150)")
    p.add_argument("--size", type=whole(32, 10000, "--size"), metavar="PX",
                   help="diagram width in pixels (PNG default: 80 mm at --dpi; SVG 360)")
    p.add_argument("--title", help="title when the file has none (default: the file name)")
    p.add_argument("--force", action="store_true", help="replace read-only output files")
    p.set_defaults(func=run)


def _coordinates(args: argparse.Namespace) -> str:
    if args.coords is None:
        return "none"
    if args.coords == "auto":
        return "iccs" if args.notation == "iccs" else "traditional"
    return str(args.coords)


def run(args: argparse.Namespace) -> int:
    from paiju.puzzles.io import load

    result = load(args.file)
    for problem in result.problems:
        print(f"warning: {problem}", file=sys.stderr)
    collection = result.collection
    if not len(collection):
        raise ValueError(f"{args.file}: no puzzles to export")
    if args.share:
        return _share(collection)

    from paiju.ui.export.headless import ensure_gui_app

    ensure_gui_app()
    from paiju.ui.export.diagram import DiagramOptions

    options = DiagramOptions(bw=args.bw, coordinates=_coordinates(args),
                             piece_style="western" if args.western else "chinese",
                             flipped=args.flip, key_arrow=args.arrows)
    title = args.title or Path(args.file).stem
    if args.pdf:
        from paiju.ui.export.booklet import BookletOptions, write_booklet

        summary = write_booklet(collection, args.pdf, BookletOptions(
            per_page=args.per_page, paper=args.paper, notation=args.notation,
            diagram=options, title=title), force=args.force)
        for message in summary.problems:
            print(f"warning: {message}", file=sys.stderr)
        print(f"wrote {args.pdf}: {summary.pages} pages ({summary.diagram_pages} of diagrams, "
              f"{summary.solution_pages} of solutions), {len(collection)} puzzles")
    elif args.html:
        from paiju.ui.export.html_page import write_html

        write_html(collection, args.html, options, args.notation, title, force=args.force)
        print(f"wrote {args.html}: {len(collection)} puzzles")
    else:
        from paiju.ui.export.diagram import save_diagrams

        folder, kind = (args.svg, "svg") if args.svg else (args.png, "png")
        written, failed = save_diagrams(collection, folder, kind, options,
                                        width=args.size, dpi=args.dpi, force=args.force)
        for message in failed:
            print(f"warning: {message}", file=sys.stderr)
        print(f"wrote {written} {kind.upper()} diagrams to {folder}")
        return 1 if failed else 0
    return 0


def _share(collection: Collection) -> int:
    status = 0
    for number, puzzle in enumerate(collection, 1):
        try:
            print(share_string(puzzle))
        except ValueError as exc:
            print(f"warning: puzzle {number}: {exc}", file=sys.stderr)
            status = 1
    return status
