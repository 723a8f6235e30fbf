"""Paiju's native puzzle format (``.xqp``): one FEN-plus-operations line per puzzle.

The exact grammar is in docs/puzzle-format.md. Reading is tolerant (a bad record is reported
and skipped, the rest loads); writing is canonical, so write -> read -> write is byte-identical.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from xiangqi.fen import parse_fen

from .model import Collection, Puzzle, Stipulation
from .problems import LoadResult, Problems, PuzzleFileError

EXTENSION = ".xqp"

PUZZLE_TEXT_OPS = ("title", "author", "source", "date")
PUZZLE_OPS = (*PUZZLE_TEXT_OPS, "stip", "sol", "var", "note", "hint", "comment", "tags")
HEADER_OPS = ("title", "author", "description", "source", "licence")
_HEADER_ALIASES = {"license": "licence"}

_OPCODE_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]+\Z")
_MOVE_RE = re.compile(r"[a-i][0-9][a-i][0-9]\Z")
_MOVES_RE = re.compile(r"(?:[a-i][0-9][a-i][0-9](?: |\Z))*")
# Placement characters -> one '.' per point ('?' for anything that is not a piece or digit).
_RANK_TABLE = {c: "?" for c in range(0x10000) if chr(c) != "/"}
_RANK_TABLE.update({ord(str(d)): "." * d for d in range(1, 10)})
_RANK_TABLE.update({ord(c): "." for c in "KABNRCPHEGSkabnrcphegs"})
# A token: a quoted string (possibly unterminated), a ';', or a bare word.
_TOKEN_RE = re.compile(r'"(?:[^"\\]|\\.)*("?)|;|[^ \t";]+')
_SPACE = " \t"
_OP_RE = re.compile(r'[ \t]*+([A-Za-z][A-Za-z0-9_]++)((?:[ \t]++(?:"(?:[^"\\]|\\.)*+"'
                    r'|[^ \t";]++))*+)[ \t]*+(?:;|\Z)')
_OPERAND_RE = re.compile(r'"(?:[^"\\]|\\.)*+"|[^ \t";]++')
_GOOD_PLACEMENT = "/".join(["." * 9] * 10)
_END = r"(?=[ \t]|\Z)"
# Placement, then optionally side, '-', '-', halfmove, fullmove (each only after the one before).
_FEN_RE = re.compile(
    r"[^ \t]*" + "".join(rf"(?:[ \t]+{f}{_END}" for f in ("[wWrRbB]", "-", "-", "[0-9]+",
                                                          "[0-9]+")) + ")?" * 5)
_ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "r": "\r", "t": "\t"}
_ESCAPE_OUT = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_NEEDS_ESCAPE = re.compile(r'[\\"\x00-\x1f\x7f]')
_BARE_OK = re.compile(r'[^\s";\\\x00-\x1f\x7f]+\Z')


class _Bad(Exception):
    """A syntax error inside one line: message and 0-based column."""

    def __init__(self, message: str, column: int) -> None:
        super().__init__(message)
        self.column = column


# ---------------------------------------------------------------- lexing


def _unquote(token: str, column: int) -> str:
    body = token[1:-1]
    if "\\" not in body:
        return body
    out: list[str] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1] if i + 1 < len(body) else ""
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            i += 2
        elif nxt == "u" and re.fullmatch(r"[0-9a-fA-F]{4}", body[i + 2:i + 6]):
            out.append(chr(int(body[i + 2:i + 6], 16)))
            i += 6
        else:
            raise _Bad(f"unknown escape '\\{nxt}' in quoted value", column + 1 + i)
    return "".join(out)


def _operations(text: str, start: int) -> list[tuple[str, list[str], str, int]]:
    """Parse ``opcode operand... ;`` operations from ``text[start:]``.

    Returns (opcode, operands, raw operand text, column) tuples. The last ``;`` may be omitted.
    A regex fast path handles well-formed text; anything else goes through the token loop,
    which raises ``_Bad`` with the exact column.
    """
    ops: list[tuple[str, list[str], str, int]] = []
    pos, n = start, len(text)
    try:
        while pos < n:
            m = _OP_RE.match(text, pos)
            if m is None:
                if text[pos:].strip(_SPACE):
                    return _operations_slow(text, start)
                break
            raw = m.group(2).strip(_SPACE)
            operands = [_unquote(tok, 0) if tok[0] == '"' else tok
                        for tok in _OPERAND_RE.findall(raw)] if raw else []
            ops.append((m.group(1), operands, raw, m.start(1)))
            pos = m.end()
    except _Bad:
        return _operations_slow(text, start)
    return ops


def operations(text: str, start: int) -> list[tuple[str, list[str], str, int]]:
    """The public face of the operation lexer (used by the Three Kingdoms collections);
    raises NativeSyntaxError (with ``column``) on bad text."""
    return _operations(text, start)


NativeSyntaxError = _Bad


def _operations_slow(text: str, start: int) -> list[tuple[str, list[str], str, int]]:
    """Parse ``opcode operand... ;`` operations from ``text[start:]``.

    Returns (opcode, operands, raw operand text, column) tuples. The last ``;`` may be omitted.
    """
    ops: list[tuple[str, list[str], str, int]] = []
    opcode: str | None = None
    op_col = 0
    operands: list[str] = []
    raw_start = 0
    for m in _TOKEN_RE.finditer(text, start):
        tok = m.group(0)
        pos = m.start()
        if tok == ";":
            if opcode is None:
                raise _Bad("';' without an opcode before it", pos)
            ops.append((opcode, operands, text[raw_start:pos].strip(_SPACE), op_col))
            opcode = None
        elif opcode is None:
            if tok.startswith('"') or not _OPCODE_RE.match(tok):
                raise _Bad(f"expected an opcode (letters, digits, '_'), found {tok[:20]!r}", pos)
            opcode, op_col, operands, raw_start = tok, pos, [], m.end()
        elif tok.startswith('"'):
            if not m.group(1):
                raise _Bad("quoted value has no closing '\"'", pos)
            operands.append(_unquote(tok, pos))
        else:
            operands.append(tok)
    if opcode is not None:
        ops.append((opcode, operands, text[raw_start:].strip(_SPACE), op_col))
    return ops


def quote(value: str) -> str:
    """A quoted operand: ``"..."`` with ``\\\\ \\" \\n \\r \\t`` and ``\\uXXXX`` escapes."""
    if _NEEDS_ESCAPE.search(value):
        value = _NEEDS_ESCAPE.sub(
            lambda m: _ESCAPE_OUT.get(m.group(0), f"\\u{ord(m.group(0)):04x}"), value)
    return f'"{value}"'


def operand(value: str) -> str:
    """A bare operand when it is one safe word, else a quoted one."""
    return value if _BARE_OK.match(value) else quote(value)


# ---------------------------------------------------------------- reading


def _text(opcode: str, operands: list[str], column: int) -> str:
    if not operands:
        raise _Bad(f"{opcode}: value missing", column)
    return " ".join(operands)


def _moves(opcode: str, tokens: list[str], column: int) -> list[str]:
    joined = " ".join(tokens).lower()
    if _MOVES_RE.fullmatch(joined):
        return joined.split()
    bad = next(t for t in tokens if not _MOVE_RE.match(t.lower()))
    raise _Bad(f"{opcode}: {bad!r} is not an ICCS move (like h2e2)", column)


def _check_fen(fen: str) -> None:
    """Validate a FEN; a fast path for well-formed placements, else parse_fen's message."""
    if fen.split(" ", 1)[0].translate(_RANK_TABLE) != _GOOD_PLACEMENT:
        parse_fen(fen)


def _split_fen(line: str) -> tuple[str, int]:
    """The FEN part of a record line (fields joined by one space) and where it ends."""
    m = _FEN_RE.match(line)
    assert m is not None  # the placement alternative matches any non-blank start
    return " ".join(m.group(0).split()), m.end()


def _puzzle_from_line(line: str) -> Puzzle:
    fen, pos = _split_fen(line)
    if "/" not in fen.split(" ", 1)[0]:
        raise _Bad("a puzzle line must start with a FEN (10 ranks separated by '/')", 0)
    try:
        _check_fen(fen)
    except ValueError as exc:
        raise _Bad(str(exc), 0) from None
    puzzle = Puzzle(fen=fen)
    seen: set[str] = set()
    var_lines: list[tuple[int, list[str], int]] = []
    notes: list[tuple[list[str], int]] = []
    for opcode, operands, raw, col in _operations(line, pos):
        if opcode in seen and opcode not in ("var", "note"):
            raise _Bad(f"{opcode}: given twice", col)
        seen.add(opcode)
        if opcode in PUZZLE_TEXT_OPS or opcode in ("hint", "comment"):
            setattr(puzzle, opcode, _text(opcode, operands, col))
        elif opcode == "stip":
            try:
                puzzle.stipulation = Stipulation.parse(_text(opcode, operands, col))
            except ValueError as exc:
                raise _Bad(str(exc), col) from None
        elif opcode == "sol":
            puzzle.solution = _moves(opcode, operands, col)
        elif opcode == "var":
            if not operands or not operands[0].isdigit():
                raise _Bad("var: expected the number of shared plies, then moves", col)
            var_lines.append((int(operands[0]), _moves(opcode, operands[1:], col), col))
        elif opcode == "note":
            if len(operands) != 3 or not operands[0].isdigit() or not operands[1].isdigit():
                raise _Bad('note: expected line number, ply and text: note 0 3 "text";', col)
            notes.append((operands, col))
        elif opcode == "tags":
            puzzle.tags = list(operands)
        else:
            puzzle.extra[opcode] = raw
    previous = puzzle.solution
    for shared, moves, col in var_lines:
        if shared > len(previous):
            raise _Bad(f"var: shares {shared} plies but the line before has {len(previous)}",
                       col)
        previous = previous[:shared] + moves
        puzzle.variations.append(previous)
    lines = puzzle.lines()
    for (index, ply, text), col in notes:
        li, pl = int(index), int(ply)
        if li >= len(lines) or not 1 <= pl <= len(lines[li]):
            raise _Bad(f"note: line {li} has no ply {pl}", col)
        puzzle.move_comments[tuple(lines[li][:pl])] = text
    return puzzle


def _apply_header(collection: Collection, line: str, problems: Problems, lineno: int) -> None:
    try:
        ops = _operations(line, 2)
    except _Bad as exc:
        problems.add(lineno, f"header: {exc}", exc.column + 1)
        return
    for opcode, operands, raw, col in ops:
        name = _HEADER_ALIASES.get(opcode, opcode)
        if name in HEADER_OPS:
            if operands:
                setattr(collection, name, " ".join(operands))
            else:
                problems.add(lineno, f"header: {opcode}: value missing", col + 1)
        else:
            collection.extra[opcode] = raw


def read(text: str, path: str = "<string>") -> LoadResult:
    """Read native text (also a plain list of FENs). Bad lines become ReadProblems."""
    collection = Collection()
    problems = Problems(path)
    if text.startswith("\ufeff"):
        text = text[1:]
    for lineno, line in enumerate(text.split("\n"), 1):
        if line.endswith("\r"):
            line = line[:-1]
        stripped = line.strip(_SPACE)
        if not stripped:
            continue
        if stripped.startswith("#!"):
            if re.match(r'#!\s*variant\s+"?three-kingdoms"?\s*;?\s*$', stripped):
                problems.add(lineno, "a Three Kingdoms collection: open it in the Three "
                             "Kingdoms mode (puzzles/tk_native.py reads it)")
                return LoadResult(collection, problems.items, "native")
            _apply_header(collection, stripped, problems, lineno)
            continue
        if stripped.startswith("#"):
            continue
        offset = len(line) - len(line.lstrip(_SPACE))
        try:
            collection.puzzles.append(_puzzle_from_line(stripped))
        except _Bad as exc:
            problems.add(lineno, str(exc), offset + exc.column + 1)
    return LoadResult(collection, problems.items, "native")


# ---------------------------------------------------------------- writing


def _check_opcode(name: str, known: Iterable[str], where: str) -> None:
    if not _OPCODE_RE.match(name) or name in known or name in _HEADER_ALIASES:
        raise PuzzleFileError(f"{where}: {name!r} cannot be stored as an extra opcode "
                              "(need letters/digits/'_', 2+ characters, not a known opcode)")


def _raw_operands(raw: str) -> str:
    """An extra opcode's stored operand text, quoted as one value if it would not re-read."""
    if re.search(r"[\x00-\x08\x0a-\x1f\x7f]", raw):
        return quote(raw)
    try:
        ops = _operations("xx " + raw + ";", 0)
    except _Bad:
        return quote(raw)
    if len(ops) == 1 and ops[0][2] == raw:
        return raw
    return quote(raw)


def _op(opcode: str, operands: str) -> str:
    return f"{opcode} {operands};" if operands else f"{opcode};"


def format_header(collection: Collection) -> list[str]:
    lines = [f"#! {_op(name, quote(getattr(collection, name)))}"
             for name in HEADER_OPS if getattr(collection, name)]
    for name, raw in collection.extra.items():
        _check_opcode(name, HEADER_OPS, "collection header")
        lines.append(f"#! {_op(name, _raw_operands(raw))}")
    return lines


def format_puzzle(puzzle: Puzzle, where: str = "puzzle") -> str:
    """One canonical record line (without the newline)."""
    fen = " ".join(puzzle.fen.split())
    try:
        parse_fen(fen)
        if _split_fen(fen)[0] != fen or "/" not in fen:
            raise ValueError("fields after the FEN do not fit the FEN syntax")
    except ValueError as exc:
        raise PuzzleFileError(f"{where}: cannot store FEN {puzzle.fen!r}: {exc}") from None
    parts = [fen]
    for name in PUZZLE_TEXT_OPS:
        value = getattr(puzzle, name)
        if value:
            parts.append(_op(name, quote(value)))
    if puzzle.stipulation is not None:
        parts.append(_op("stip", str(puzzle.stipulation)))
    if puzzle.solution:
        parts.append(_op("sol", " ".join(_checked_moves(puzzle.solution, where))))
    previous = puzzle.solution
    for var in puzzle.variations:
        shared = 0
        limit = min(len(var), len(previous))
        while shared < limit and var[shared] == previous[shared]:
            shared += 1
        moves = _checked_moves(var[shared:], where)
        parts.append(_op("var", " ".join([str(shared), *moves])))
        previous = var
    parts.extend(_note_ops(puzzle, where))
    for name in ("hint", "comment"):
        value = getattr(puzzle, name)
        if value:
            parts.append(_op(name, quote(value)))
    if puzzle.tags:
        parts.append(_op("tags", " ".join(operand(t) for t in puzzle.tags)))
    for name, raw in puzzle.extra.items():
        _check_opcode(name, PUZZLE_OPS, where)
        parts.append(_op(name, _raw_operands(raw)))
    return " ".join(parts)


def _checked_moves(moves: list[str], where: str) -> list[str]:
    for mv in moves:
        if not isinstance(mv, str) or not _MOVE_RE.match(mv):
            raise PuzzleFileError(f"{where}: {mv!r} is not an ICCS move (like h2e2)")
    return moves


def _note_ops(puzzle: Puzzle, where: str) -> list[str]:
    """``note L P "text";`` for each move comment, L the first line holding the path."""
    if not puzzle.move_comments:
        return []
    first: dict[tuple[str, ...], int] = {}
    for li, line in enumerate(puzzle.lines()):
        for ply in range(1, len(line) + 1):
            first.setdefault(tuple(line[:ply]), li)
    notes = []
    for path, text in puzzle.move_comments.items():
        if tuple(path) not in first:
            raise PuzzleFileError(
                f"{where}: a move comment follows {' '.join(path) or 'no move'}, "
                "which is not a move of the solution or a variation")
        notes.append((first[tuple(path)], len(path), text))
    return [_op("note", f"{li} {ply} {quote(text)}") for li, ply, text in sorted(notes)]


def write(collection: Collection) -> str:
    """The whole file as text (header lines, then one line per puzzle)."""
    lines = format_header(collection)
    for i, puzzle in enumerate(collection.puzzles, 1):
        lines.append(format_puzzle(puzzle, f"puzzle {i} ({puzzle.name()})"))
    return "".join(line + "\n" for line in lines)
