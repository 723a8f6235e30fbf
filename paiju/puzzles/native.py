"""Paiju's native puzzle format (``.xqp``): one FEN-plus-operations line per puzzle.

The exact grammar is in docs/puzzle-format.md. Reading is tolerant (a bad record is reported
and skipped, the rest loads); writing is canonical, so write -> read -> write is byte-identical.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from paiju.rules.fen import parse_fen
from paiju.rules.stipulation import Stipulation, check_study_colour

from .model import Collection, Puzzle
from .problems import LoadResult, Problems, PuzzleFileError, excerpt

EXTENSION = ".xqp"
MAX_TREE_PLIES = 2_000_000
"""Most plies in all lines of one puzzle's tree (lines are stored whole, so a deep tree of many
short variations would otherwise cost memory quadratic in the file size)."""

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
# Placement, then optionally side, '-', '-', halfmove, fullmove (each only after the one before;
# the counters have at most 9 digits, as parse_fen requires).
_FEN_RE = re.compile(
    r"[^ \t]*" + "".join(rf"(?:[ \t]+{f}{_END}" for f in ("[wWrRbB]", "-", "-", "[0-9]{1,9}",
                                                          "[0-9]{1,9}")) + ")?" * 5)
_ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "r": "\r", "t": "\t"}
_ESCAPE_OUT = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
# Lone surrogates (from JSON "\\ud800" or a PUA-decoded file) cannot be UTF-8 encoded: they are
# written as \\uXXXX escapes like the C0 controls, and read back as the same code unit.
_NEEDS_ESCAPE = re.compile(r'[\\"\x00-\x1f\x7f\ud800-\udfff]')
_BARE_OK = re.compile(r'[^\s";\\\x00-\x1f\x7f\ud800-\udfff]+\Z')
_UNSAFE_RAW = re.compile(r"[\x00-\x08\x0a-\x1f\x7f\ud800-\udfff]")
_PAIR_RE = re.compile("[\ud800-\udbff][\udc00-\udfff]")
_COUNT_RE = re.compile(r"[0-9]{1,9}\Z")


class _Bad(Exception):
    """A syntax error inside one line: message, 0-based column and the opcode it is in."""

    def __init__(self, message: str, column: int, field: str = "") -> None:
        super().__init__(message)
        self.column = column
        self.field = field


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
    text = "".join(out)
    if "\\u" in body and _PAIR_RE.search(text):  # \\ud83d\\ude00 -> one character
        text = _PAIR_RE.sub(lambda m: (m.group(0).encode("utf-16-le", "surrogatepass")
                                       .decode("utf-16-le")), text)
    return text


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
                raise _Bad("';' without an opcode before it", pos, "operation")
            ops.append((opcode, operands, text[raw_start:pos].strip(_SPACE), op_col))
            opcode = None
        elif opcode is None:
            if tok.startswith('"') or not _OPCODE_RE.match(tok):
                raise _Bad(f"expected an opcode (letters, digits, '_'), found {tok[:20]!r}", pos,
                           "operation")
            opcode, op_col, operands, raw_start = tok, pos, [], m.end()
        elif tok.startswith('"'):
            if not m.group(1):
                raise _Bad("quoted value has no closing '\"'", pos, opcode)
            try:
                operands.append(_unquote(tok, pos))
            except _Bad as exc:
                exc.field = opcode
                raise
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
        raise _Bad("value missing", column, opcode)
    return " ".join(operands)


def _moves(opcode: str, tokens: list[str], column: int) -> list[str]:
    joined = " ".join(tokens).lower()
    if _MOVES_RE.fullmatch(joined):
        return joined.split()
    bad = next(t for t in tokens if not _MOVE_RE.match(t.lower()))
    raise _Bad(f"{excerpt(bad)} is not an ICCS move (like h2e2)", column, opcode)


def _count(token: str) -> int | None:
    """A plain decimal count (ASCII digits, at most 9 of them), else None."""
    return int(token) if _COUNT_RE.match(token) else None


def _check_fen(fen: str) -> None:
    """Validate a FEN; a fast path for well-formed placements, else parse_fen's message."""
    if fen.split(" ", 1)[0].translate(_RANK_TABLE) != _GOOD_PLACEMENT:
        parse_fen(fen)


def storable_fen(fen: str) -> str:
    """The FEN as readers keep it: fields joined by one space, and the unused castling and
    en-passant fields (3 and 4) as ``-`` whatever they held, so that every FEN that reads can
    be written and read back the same."""
    fields = fen.split()
    for i in (2, 3):
        if len(fields) > i:
            fields[i] = "-"
    return " ".join(fields)


def _split_fen(line: str) -> tuple[str, int]:
    """The FEN part of a record line (fields joined by one space) and where it ends."""
    m = _FEN_RE.match(line)
    assert m is not None  # the placement alternative matches any non-blank start
    return " ".join(m.group(0).split()), m.end()


def _puzzle_from_line(line: str) -> Puzzle:
    fen, pos = _split_fen(line)
    if "/" not in fen.split(" ", 1)[0]:
        raise _Bad("a puzzle line must start with a FEN (10 ranks separated by '/')", 0, "fen")
    try:
        _check_fen(fen)
    except ValueError as exc:
        raise _Bad(str(exc), 0, "fen") from None
    puzzle = Puzzle(fen=fen)
    seen: set[str] = set()
    var_lines: list[tuple[int, list[str], int]] = []
    notes: list[tuple[int, int, str, int]] = []
    for opcode, operands, raw, col in _operations(line, pos):
        if opcode in seen and opcode not in ("var", "note"):
            raise _Bad("given twice", col, opcode)
        seen.add(opcode)
        if opcode in PUZZLE_TEXT_OPS or opcode in ("hint", "comment"):
            setattr(puzzle, opcode, _text(opcode, operands, col))
        elif opcode == "stip":
            try:
                text = _text(opcode, operands, col)
                puzzle.stipulation = Stipulation.parse(text)
                check_study_colour(text, fen.lower().split(" ")[1:2] != ["b"])
            except ValueError as exc:
                raise _Bad(str(exc), col, opcode) from None
        elif opcode == "sol":
            puzzle.solution = _moves(opcode, operands, col)
        elif opcode == "var":
            shared = _count(operands[0]) if operands else None
            if shared is None:
                raise _Bad("expected the number of shared plies (0-999999999), then moves", col,
                           opcode)
            var_lines.append((shared, _moves(opcode, operands[1:], col), col))
        elif opcode == "note":
            index, ply = (_count(operands[0]), _count(operands[1])) if len(operands) == 3 \
                else (None, None)
            if index is None or ply is None:
                raise _Bad('expected line number, ply and text: note 0 3 "text";', col, opcode)
            notes.append((index, ply, operands[2], col))
        elif opcode == "tags":
            puzzle.tags = list(operands)
        else:
            puzzle.extra[opcode] = _extra_value(raw, operands)
    previous = puzzle.solution
    budget = MAX_TREE_PLIES - len(previous)
    for shared, moves, col in var_lines:
        if shared > len(previous):
            raise _Bad(f"shares {shared} plies but the line before has {len(previous)}",
                       col, "var")
        previous = previous[:shared] + moves
        budget -= len(previous)
        if budget < 0:
            raise _Bad(f"the solution tree holds more than {MAX_TREE_PLIES} plies in all",
                       col, "var")
        puzzle.variations.append(previous)
    lines = puzzle.lines()
    for li, pl, text, col in notes:
        if li >= len(lines) or not 1 <= pl <= len(lines[li]):
            raise _Bad(f"line {li} has no ply {pl}", col, "note")
        puzzle.move_comments[tuple(lines[li][:pl])] = text
    return puzzle


def _extra_value(raw: str, operands: list[str]) -> str:
    """An unknown opcode's value: the raw operand text, unquoted when it is one quoted value."""
    if len(operands) == 1 and raw.startswith('"') and _OPERAND_RE.fullmatch(raw):
        return operands[0]
    return raw


def _apply_header(collection: Collection, line: str, problems: Problems, lineno: int) -> None:
    try:
        ops = _operations(line, 2)
    except _Bad as exc:
        problems.add(lineno, str(exc), exc.column + 1, "header")
        return
    for opcode, operands, raw, col in ops:
        name = _HEADER_ALIASES.get(opcode, opcode)
        if name in HEADER_OPS:
            if operands:
                setattr(collection, name, " ".join(operands))
            else:
                problems.add(lineno, "value missing", col + 1, f"header {opcode}")
        else:
            collection.extra[opcode] = _extra_value(raw, operands)


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
                             "Kingdoms mode (paiju/three_kingdoms/native.py reads it)")
                return LoadResult(collection, problems.items, "native")
            _apply_header(collection, stripped, problems, lineno)
            continue
        if stripped.startswith("#"):
            continue
        offset = len(line) - len(line.lstrip(_SPACE))
        try:
            collection.puzzles.append(_puzzle_from_line(stripped))
        except _Bad as exc:
            problems.add(lineno, str(exc), offset + exc.column + 1, exc.field)
    return LoadResult(collection, problems.close(), "native")


# ---------------------------------------------------------------- writing


def _check_opcode(name: str, known: Iterable[str], where: str) -> None:
    if not isinstance(name, str) or not _OPCODE_RE.match(name) or name in known:
        raise PuzzleFileError(f"{where}: {name!r} cannot be stored as an extra opcode "
                              "(need letters/digits/'_', 2+ characters, not a known opcode)")


def _raw_operands(raw: str) -> str:
    """An extra opcode's value as operand text: as is when it reads back as itself, else quoted
    as one value (``_extra_value`` unquotes it again)."""
    if not raw:
        return raw
    if _UNSAFE_RAW.search(raw):
        return quote(raw)
    try:
        ops = _operations("xx " + raw + ";", 0)
    except _Bad:
        return quote(raw)
    if len(ops) == 1 and ops[0][2] == raw and _extra_value(raw, ops[0][1]) == raw:
        return raw
    return quote(raw)


def extra_opcode(key: str, prefix: str = "x_") -> str:
    """Any field name as a storable extra opcode: letters, digits and '_', 2+ characters, not
    a native opcode (``prefix`` is put before names that would be)."""
    name = "".join(c if c.isascii() and c.isalnum() else "_" for c in str(key))[:60]
    if len(name) < 2 or not name[0].isalpha() or name.lower() in PUZZLE_OPS:
        name = prefix + name
    return name if len(name) > 1 else name + "_"


def _op(opcode: str, operands: str) -> str:
    return f"{opcode} {operands};" if operands else f"{opcode};"


def format_header(collection: Collection) -> list[str]:
    lines = [f"#! {_op(name, quote(getattr(collection, name)))}"
             for name in HEADER_OPS if getattr(collection, name)]
    for name, raw in collection.extra.items():
        _check_opcode(name, (*HEADER_OPS, *_HEADER_ALIASES), "collection header")
        lines.append(f"#! {_op(name, _raw_operands(raw))}")
    return lines


def format_puzzle(puzzle: Puzzle, where: str = "puzzle") -> str:
    """One canonical record line (without the newline)."""
    fen = storable_fen(puzzle.fen) if isinstance(puzzle.fen, str) else ""
    try:
        parse_fen(fen)
        if _split_fen(fen)[0] != fen or "/" not in fen:
            raise ValueError("fields after the FEN do not fit the FEN syntax")
    except ValueError as exc:
        raise PuzzleFileError(
            f"{where}: cannot store FEN {excerpt(str(puzzle.fen))}: {exc}") from None
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
