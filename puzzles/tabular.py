"""Record-per-row readers: CSV with a header row, JSON lines, and JSON lists of positions.

Columns/keys are matched by name: ``fen`` (required), ``title``/``name``/``id``, ``old_name``,
``author``, ``source``, ``date``, ``hint``, ``comment``, ``tags``, ``moves``/``solution``/
``engine_line``, ``stipulation``/``stip``/``mate_in``. Anything else is kept in ``extra``.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from xiangqi.fen import parse_fen

from .eglib import bad_iccs, split_moves
from .model import Collection, Puzzle, Stipulation
from .problems import LoadResult, Problems

_TITLE_KEYS = ("title", "name", "id")
_MOVE_KEYS = ("moves", "solution", "sol", "engine_line")
_TEXT_KEYS = ("author", "source", "date", "hint", "comment")


def _puzzle(record: dict[str, Any]) -> Puzzle:
    """A puzzle from one row/object; raises ValueError naming the bad field."""
    fen = record.get("fen")
    if not isinstance(fen, str) or not fen.strip():
        raise ValueError("no 'fen' value")
    fen = " ".join(fen.split())
    parse_fen(fen)
    puzzle = Puzzle(fen=fen)
    used = {"fen"}
    title_key = next((k for k in _TITLE_KEYS if record.get(k)), None)
    if title_key is not None:
        puzzle.title = str(record[title_key]).strip()
        used.add(title_key)
    for key in _TEXT_KEYS:
        if record.get(key):
            setattr(puzzle, key, str(record[key]).strip())
            used.add(key)
    for key in _MOVE_KEYS:
        value = record.get(key)
        if value:
            moves = [str(m).lower() for m in value] if isinstance(value, list) \
                else split_moves(str(value))
            bad = bad_iccs(moves)
            if bad is not None:
                raise ValueError(f"{key}: {bad!r} is not an ICCS move (like h2e2)")
            puzzle.solution = moves
            used.add(key)
            break
    if record.get("tags"):
        tags = record["tags"]
        puzzle.tags = [str(t) for t in tags] if isinstance(tags, list) else str(tags).split()
        used.add("tags")
    for key in ("stipulation", "stip"):
        if record.get(key):
            puzzle.stipulation = Stipulation.parse(str(record[key]))
            used.add(key)
    if isinstance(record.get("mate_in"), int) and "stipulation" not in used:
        puzzle.stipulation = Stipulation(record["mate_in"])
        used.add("mate_in")
    for key, value in record.items():
        if key not in used and value not in (None, "", [], {}):
            text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            puzzle.extra[_opcode_name(key)] = text
    return puzzle


def _opcode_name(key: str) -> str:
    """A column name as a native extra opcode (letters, digits, '_', 2+ characters)."""
    name = "".join(c if c.isascii() and c.isalnum() else "_" for c in str(key)).strip("_")
    if not name or not name[0].isalpha():
        name = "x_" + name
    return name if len(name) > 1 else name + "_"


def read_csv(text: str, path: str = "<string>") -> LoadResult:
    problems = Problems(path)
    collection = Collection()
    rows = csv.reader(io.StringIO(text.lstrip("\ufeff"), newline=""), skipinitialspace=True)
    header: list[str] | None = None
    try:
        for row in rows:
            lineno = rows.line_num
            if not any(cell.strip() for cell in row):
                continue
            if header is None:
                header = [c.strip().lower() for c in row]
                if "fen" not in header:
                    problems.add(lineno, "CSV header has no 'fen' column", 1)
                    break
                continue
            if len(row) != len(header):
                problems.add(lineno, f"{len(row)} fields, the header has {len(header)}", 1)
                continue
            try:
                collection.puzzles.append(_puzzle(dict(zip(header, row, strict=True))))
            except ValueError as exc:
                problems.add(lineno, str(exc))
    except csv.Error as exc:
        problems.add(rows.line_num or 1, f"CSV: {exc}")
    if header is None and not problems.items:
        problems.add(1, "empty CSV file")
    return LoadResult(collection, problems.items, "csv")


def read_jsonl(text: str, path: str = "<string>") -> LoadResult:
    problems = Problems(path)
    collection = Collection()
    for lineno, line in enumerate(text.lstrip("\ufeff").split("\n"), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if not isinstance(record, dict):
                raise ValueError("expected a JSON object {...}")
            collection.puzzles.append(_puzzle(record))
        except json.JSONDecodeError as exc:
            problems.add(lineno, f"JSON: {exc.msg}", exc.colno)
        except (ValueError, TypeError, RecursionError) as exc:
            problems.add(lineno, str(exc))
    return LoadResult(collection, problems.items, "jsonl")


def read_json(text: str, path: str = "<string>") -> LoadResult:
    """A JSON list of position objects, or an object holding such a list."""
    problems = Problems(path)
    collection = Collection()
    try:
        data = json.loads(text.lstrip("\ufeff"))
    except json.JSONDecodeError as exc:
        problems.add(exc.lineno, f"JSON: {exc.msg}", exc.colno)
        return LoadResult(collection, problems.items, "json")
    except RecursionError:
        problems.add(1, "JSON nested too deeply")
        return LoadResult(collection, problems.items, "json")
    records: Any = data
    if isinstance(data, dict):
        records = next((v for v in data.values() if isinstance(v, list)), None)
        for key in ("title", "author", "description", "source", "licence"):
            if isinstance(data.get(key), str):
                setattr(collection, key, data[key])
    if not isinstance(records, list):
        problems.add(1, "expected a list of objects with a 'fen' key")
        return LoadResult(collection, problems.items, "json")
    for i, record in enumerate(records, 1):
        try:
            if not isinstance(record, dict):
                raise ValueError("expected a JSON object {...}")
            collection.puzzles.append(_puzzle(record))
        except (ValueError, TypeError, RecursionError) as exc:
            problems.add(1, f"record {i}: {exc}")
    return LoadResult(collection, problems.items, "json")
