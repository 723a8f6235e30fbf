"""``paiju convert`` and ``paiju info``: puzzle files between formats, and what a file holds."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from paiju.puzzles import io
from paiju.puzzles.lines import line_problems


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    c = sub.add_parser("convert", help="convert a puzzle file to another format",
                       description="Read IN (any supported format) and write OUT atomically "
                       "(format from OUT's extension: .xqp native, .pgn, .fen).")
    c.add_argument("input", metavar="IN")
    c.add_argument("output", metavar="OUT")
    c.add_argument("--notation", choices=["iccs", "wxf", "chinese"], default="iccs",
                   help="move notation for PGN output (default iccs)")
    c.add_argument("--format", choices=[f.name for f in io.WRITE_FORMATS],
                   help="output format (default: from OUT's extension)")
    c.add_argument("--from", dest="from_format", choices=[f.name for f in io.READ_FORMATS],
                   help="input format (default: detected)")
    c.add_argument("--force", action="store_true",
                   help="replace OUT even when it is a read-only file")
    c.set_defaults(func=run_convert)

    i = sub.add_parser("info", help="count the puzzles of a file and list its problems",
                       description="Read FILE and report puzzles, stipulations and errors.")
    i.add_argument("file", metavar="FILE")
    i.add_argument("--json", action="store_true", help="machine-readable output")
    i.add_argument("--from", dest="from_format", choices=[f.name for f in io.READ_FORMATS],
                   help="input format (default: detected)")
    i.set_defaults(func=run_info)


def run_convert(args: argparse.Namespace) -> int:
    result = io.load(args.input, args.from_format)
    for problem in result.problems:
        print(f"warning: {problem}", file=sys.stderr)
    io.save(result.collection, args.output, args.format, args.notation, force=args.force)
    print(f"{args.output}: {len(result.collection)} puzzles written "
          f"({len(result.problems)} problems in {args.input})")
    return 1 if result.problems else 0


def _stip_order(text: str) -> tuple[int, str]:
    digits = "".join(c for c in text.split("#")[-1].split("/")[0] if c.isdigit())
    return (int(digits) if digits else 0, text)


def _summary(path: str, result: io.LoadResult) -> dict[str, Any]:
    coll = result.collection
    stips = Counter(str(p.stipulation) if p.stipulation else "none" for p in coll)
    sides = Counter("black" if p.fen.split()[1:2] == ["b"] else "red" for p in coll)
    line_issues = []
    for n, puzzle in enumerate(coll, 1):
        for msg in line_problems(puzzle):
            line_issues.append(f"puzzle {n} ({puzzle.name()}): {msg}")
    return {
        "file": path,
        "format": result.format,
        "title": coll.title,
        "author": coll.author,
        "source": coll.source,
        "licence": coll.licence,
        "puzzles": len(coll),
        "with_solution": sum(1 for p in coll if p.solution),
        "variations": sum(len(p.variations) for p in coll),
        "side_to_move": dict(sides),
        "stipulations": dict(sorted(stips.items(), key=lambda kv: _stip_order(kv[0]))),
        "errors": [str(p) for p in result.problems],
        "line_errors": line_issues,
    }


def run_info(args: argparse.Namespace) -> int:
    result = io.load(args.file, args.from_format)
    info = _summary(str(Path(args.file)), result)
    if args.json:
        print(json.dumps(info, ensure_ascii=False, indent=1))
    else:
        print(f"{info['file']}: {info['format']}, {info['puzzles']} puzzles "
              f"({info['with_solution']} with a solution, {info['variations']} variations)")
        for key in ("title", "author", "source", "licence"):
            if info[key]:
                print(f"  {key}: {info[key]}")
        sides = ", ".join(f"{k} {v}" for k, v in info["side_to_move"].items())
        print(f"  to move: {sides or '-'}")
        stips = ", ".join(f"{k} x{v}" for k, v in info["stipulations"].items())
        print(f"  stipulations: {stips or '-'}")
        for err in info["errors"]:
            print(f"  error: {err}")
        for err in info["line_errors"]:
            print(f"  illegal line: {err}")
    return 1 if info["errors"] or info["line_errors"] else 0
