"""Record-per-row readers: CSV with a header row, JSON lines, and JSON lists of positions.

Columns/keys are matched by name: ``fen`` (required), ``title``/``name``/``id``, ``old_name``,
``author``, ``source``, ``date``, ``hint``, ``comment``, ``tags``, ``moves``/``solution``/
``engine_line``, ``stipulation``/``stip``/``mate_in``. Anything else is kept in ``extra``.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable
from typing import Any

from paiju.rules.fen import parse_fen
from paiju.rules.stipulation import Stipulation

from .eglib import bad_iccs, split_moves
from .model import Collection, Puzzle
from .native import extra_opcode, storable_fen
from .problems import LoadResult, Problems, excerpt

_TITLE_KEYS = ("title", "name", "id")
_MOVE_KEYS = ("moves", "solution", "sol", "engine_line")
_TEXT_KEYS = ("author", "source", "date", "hint", "comment")
MAX_MATE_IN = 9999
"""The largest N the stipulation syntax ``#N`` holds."""


class _BadField(ValueError):
    """A record that cannot be read, with the key or column at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


Warn = Callable[[str, str], None]
"""(field, message): a problem with a record that still loads."""


def _mate_in(value: Any) -> int | None:
    """A JSON/CSV ``mate_in`` as a move count the stipulation syntax can hold, else None."""
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip()) if len(value.strip()) <= 4 else 0
    if type(value) is int and 1 <= value <= MAX_MATE_IN:
        return value
    return None


def _puzzle(record: dict[str, Any], warn: Warn) -> Puzzle:
    """A puzzle from one row/object; raises _BadField naming the bad field."""
    fen = record.get("fen")
    if not isinstance(fen, str) or not fen.strip():
        raise _BadField("fen", "no FEN value")
    fen = storable_fen(fen)
    try:
        parse_fen(fen)
    except ValueError as exc:
        raise _BadField("fen", str(exc)) from None
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
                raise _BadField(key, f"{excerpt(bad)} is not an ICCS move (like h2e2)")
            puzzle.solution = moves
            used.add(key)
            break
    if record.get("tags"):
        tags = record["tags"]
        puzzle.tags = [str(t) for t in tags] if isinstance(tags, list) else str(tags).split()
        used.add("tags")
    for key in ("stipulation", "stip"):
        if record.get(key):
            try:
                puzzle.stipulation = Stipulation.parse(str(record[key]))
                used.add(key)
            except ValueError as exc:
                warn(key, f"{exc}; kept as an extra field")
            break
    if "mate_in" in record and record["mate_in"] not in (None, "") and \
            puzzle.stipulation is None:
        mate_in = _mate_in(record["mate_in"])
        if mate_in is None:
            warn("mate_in", f"{excerpt(str(record['mate_in']))} is not a number of moves "
                 f"1 to {MAX_MATE_IN}; kept as an extra field")
        else:
            puzzle.stipulation = Stipulation(mate_in)
            used.add("mate_in")
    for key, value in record.items():
        if key not in used and value not in (None, "", [], {}):
            text = value if isinstance(value, str) else _json_text(value)
            name = extra_opcode(key)
            if name in puzzle.extra:
                warn(str(key), f"stored as {name!r}, which another field already uses; "
                     "dropped")
                continue
            puzzle.extra[name] = text
    return puzzle


def _json_text(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False)
    except ValueError:  # an int too long for str() (over 4,300 digits)
        return json.dumps(value, ensure_ascii=False, default=str) if not isinstance(
            value, int) else "<number of more than 4300 digits>"


def _add(problems: Problems, line: int, what: str, exc: Exception,
         column: int | None = None) -> None:
    """Report a record that did not load (``what`` says which, e.g. ``record 3``)."""
    field = exc.field if isinstance(exc, _BadField) else ""
    message = str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
    problems.add(line, message, column, ": ".join(p for p in (what, field) if p) or "record")


def _warner(problems: Problems, line: int, what: str) -> Warn:
    def warn(field: str, message: str) -> None:
        problems.add(line, message, None, ": ".join(p for p in (what, field) if p))
    return warn


def _parse_int(text: str) -> int | str:
    """JSON integers; one too long for int() (over 4,300 digits) stays text."""
    return int(text) if len(text) <= 4000 else text


def _loads(text: str) -> Any:
    return json.loads(text, parse_int=_parse_int)


def read_csv(text: str, path: str = "<string>") -> LoadResult:
    problems = Problems(path)
    collection = Collection()
    rows = csv.reader(io.StringIO(text.lstrip("\ufeff"), newline=""), skipinitialspace=True)
    header: list[str] | None = None
    lineno = 1
    try:
        for row in rows:
            if not any(cell.strip() for cell in row):
                lineno = rows.line_num + 1
                continue
            if header is None:
                header = [c.strip().lower() for c in row]
                if "fen" not in header:
                    problems.add(lineno, "CSV header has no 'fen' column", 1, "header")
                    break
                lineno = rows.line_num + 1
                continue
            if len(row) != len(header):
                problems.add(lineno, f"{len(row)} fields, the header has {len(header)}", 1,
                             "row")
            else:
                record = dict(zip(header, row, strict=True))
                try:
                    collection.puzzles.append(_puzzle(record, _warner(problems, lineno, "")))
                except (ValueError, TypeError, RecursionError) as exc:
                    _add(problems, lineno, "", exc)
            lineno = rows.line_num + 1
    except csv.Error as exc:
        problems.add(lineno, str(exc), None, "CSV")
    if header is None and not problems.items:
        problems.add(1, "empty CSV file", None, "file")
    return LoadResult(collection, problems.close(), "csv")


def read_jsonl(text: str, path: str = "<string>") -> LoadResult:
    problems = Problems(path)
    collection = Collection()
    for lineno, line in enumerate(text.lstrip("\ufeff").split("\n"), 1):
        if not line.strip():
            continue
        try:
            record = _loads(line)
            if not isinstance(record, dict):
                raise _BadField("record", "expected a JSON object {...}")
            collection.puzzles.append(_puzzle(record, _warner(problems, lineno, "")))
        except json.JSONDecodeError as exc:
            problems.add(lineno, exc.msg, exc.colno, "JSON")
        except (ValueError, TypeError, RecursionError) as exc:
            _add(problems, lineno, "", exc)
    return LoadResult(collection, problems.close(), "jsonl")


def _records(text: str, data: Any) -> tuple[Any, int]:
    """The list of records in parsed JSON ``data`` and the text offset of its ``[``."""
    if isinstance(data, list):
        return data, text.find("[")
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, list):
                m = re.search(re.escape(json.dumps(key)) + r"\s*:\s*\[", text)
                return value, (m.end() - 1 if m else -1)
    return None, -1


def _record_lines(text: str, start: int, count: int) -> list[int]:
    """The 1-based line of each element of the JSON list whose ``[`` is at ``start``."""
    if start < 0:
        return [1] * count
    decoder = json.JSONDecoder(parse_int=_parse_int)
    lines, pos, line, counted = [], start + 1, 1 + text.count("\n", 0, start), start
    for _ in range(count):
        while pos < len(text) and text[pos] in " \t\r\n,":
            pos += 1
        line += text.count("\n", counted, pos)
        counted = pos
        lines.append(line)
        try:
            pos = decoder.raw_decode(text, pos)[1]
        except (ValueError, RecursionError):
            return lines + [line] * (count - len(lines))
    return lines


_LIST_START = re.compile(r'^\s*\[|"(?:[^"\\]|\\.)*"\s*:\s*\[')


def _recover(text: str, problems: Problems, collection: Collection) -> bool:
    """Read the records of a JSON file that does not parse as a whole, one by one: a record
    that does not parse is reported and skipped up to the next line that starts a record at
    the first record's indentation. Returns False when no list of records is found."""
    m = _LIST_START.search(text)
    if m is None:
        return False
    decoder = json.JSONDecoder(parse_int=_parse_int)
    pos, n, index = m.end(), len(text), 0
    line, counted = 1, 0
    before = len(problems.items) + problems.dropped
    next_start: re.Pattern[str] | None = None
    while True:
        while pos < n and text[pos] in " \t\r\n,":
            pos += 1
        if pos >= n or text[pos] == "]":
            break
        index += 1
        line += text.count("\n", counted, pos)
        counted = pos
        if next_start is None:
            indent = text[text.rfind("\n", 0, pos) + 1:pos]
            next_start = re.compile("\n" + (re.escape(indent) if not indent.strip() else
                                            "[ \t]*") + r"\{")
        what = f"record {index}"
        try:
            record, pos = decoder.raw_decode(text, pos)
        except (ValueError, RecursionError) as exc:
            message = exc.msg if isinstance(exc, json.JSONDecodeError) else "nested too deeply"
            problems.add(line, message, None, f"{what}: JSON")
            skip = next_start.search(text, pos + 1)
            if skip is None:
                break
            pos = skip.start() + 1
            continue
        try:
            if not isinstance(record, dict):
                raise _BadField("", "expected a JSON object {...}")
            collection.puzzles.append(_puzzle(record, _warner(problems, line, what)))
        except (ValueError, TypeError, RecursionError) as exc:
            _add(problems, line, what, exc)
    return index > 0 and len(problems.items) + problems.dropped > before


def read_json(text: str, path: str = "<string>") -> LoadResult:
    """A JSON list of position objects, or an object holding such a list."""
    problems = Problems(path)
    collection = Collection()
    text = text.lstrip("\ufeff")
    try:
        data = _loads(text)
    except json.JSONDecodeError as exc:
        if not _recover(text, problems, collection):
            problems.add(exc.lineno, exc.msg, exc.colno, "JSON")
        return LoadResult(collection, problems.close(), "json")
    except (ValueError, RecursionError) as exc:
        problems.add(1, "nested too deeply" if isinstance(exc, RecursionError) else str(exc),
                     None, "JSON")
        return LoadResult(collection, problems.close(), "json")
    records, start = _records(text, data)
    if isinstance(data, dict):
        for key in ("title", "author", "description", "source", "licence"):
            if isinstance(data.get(key), str):
                setattr(collection, key, data[key])
    if not isinstance(records, list):
        problems.add(1, "expected a list of objects with a 'fen' key", None, "JSON")
        return LoadResult(collection, problems.close(), "json")
    lines = _record_lines(text, start, len(records))
    for i, record in enumerate(records, 1):
        what = f"record {i}"
        try:
            if not isinstance(record, dict):
                raise _BadField("", "expected a JSON object {...}")
            collection.puzzles.append(_puzzle(record, _warner(problems, lines[i - 1], what)))
        except (ValueError, TypeError, RecursionError) as exc:
            _add(problems, lines[i - 1], what, exc)
    return LoadResult(collection, problems.close(), "json")
