"""Reading and writing FEN (docs/rules.md section 6).

Reads every dialect we meet: ``RNBAKCP`` or ``RHEAKCP`` letters (also G/S),
``w``/``r``/``b`` for the side to move, 2 to 6 fields (a lone placement field is
read as Red to move). Writes the canonical 6-field ``RNBAKCP`` form with ``w``/``b``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidFenError, excerpt
from .pieces import BLACK, RED, Color, Piece, PieceType

STARTING_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
STARTING_BOARD_FEN = STARTING_FEN.split()[0]


@dataclass(frozen=True, slots=True)
class ParsedFen:
    placement: dict[int, Piece]
    turn: Color
    halfmove_clock: int
    fullmove_number: int


def parse_board_fen(text: str) -> dict[int, Piece]:
    """The placement field -> {point: piece}. Raises InvalidFenError naming the rank."""
    rows = text.split("/")
    if len(rows) != 10:
        raise InvalidFenError(
            f"FEN placement field {excerpt(text)}: expected 10 ranks separated by '/', "
            f"found {len(rows)}"
        )
    placement: dict[int, Piece] = {}
    for row_index, row in enumerate(rows):
        rank = 9 - row_index
        file = 0
        for ch in row:
            if "0" <= ch <= "9":
                file += int(ch)
                continue
            try:
                piece = Piece.from_symbol(ch)
            except ValueError:
                raise InvalidFenError(
                    f"FEN placement field, rank {rank} ({excerpt(row)}): {ch!r} is not a "
                    "piece letter"
                ) from None
            if file < 9:
                placement[rank * 9 + file] = piece
            file += 1
        if file != 9:
            raise InvalidFenError(
                f"FEN placement field, rank {rank} ({excerpt(row)}): describes {file} points, "
                "expected 9"
            )
    return placement


def parse_fen(text: str) -> ParsedFen:
    """Parse a FEN of 1 to 6 fields. Raises InvalidFenError naming the bad field."""
    fields = text.split()
    if not fields:
        raise InvalidFenError("empty FEN")
    if len(fields) > 6:
        raise InvalidFenError(f"FEN has {len(fields)} fields, at most 6 expected: {excerpt(text)}")
    placement = parse_board_fen(fields[0])
    turn = RED
    if len(fields) > 1:
        side = fields[1].lower()
        if side in ("w", "r"):
            turn = RED
        elif side == "b":
            turn = BLACK
        else:
            raise InvalidFenError(f"FEN side-to-move field: {excerpt(fields[1])} is not w, r or b")
    numbers = [0, 1]
    for i, name in ((4, "halfmove clock"), (5, "fullmove number")):
        if len(fields) > i:
            if not (fields[i].isascii() and fields[i].isdigit() and len(fields[i]) <= 9):
                raise InvalidFenError(
                    f"FEN {name} field: {excerpt(fields[i])} is not a number 0 to 999999999")
            value = int(fields[i])
            numbers[i - 4] = value
    return ParsedFen(placement, turn, numbers[0], max(numbers[1], 1))


def _code_letters() -> bytes:
    """A bytes.translate table: the core's piece code -> its FEN letter, 0 (empty) -> "1"."""
    table = bytearray(b"?" * 256)
    table[0] = ord("1")
    for color in Color:
        for kind in PieceType:
            piece = Piece(kind, color)
            table[piece.code] = ord(piece.symbol())
    return bytes(table)


_CODE_LETTERS = _code_letters()
_EMPTY_RUNS = [("1" * n, str(n)) for n in range(9, 1, -1)]  # longest first


def codes_board_fen(codes: bytes) -> str:
    """The placement field from the core's 90 piece codes (point order, 0 = empty): the same
    text as ``board_fen`` of the piece map, without building one (the server writes a FEN
    per relayed move)."""
    text = codes.translate(_CODE_LETTERS).decode("ascii")
    out = "/".join(text[rank * 9:rank * 9 + 9] for rank in range(9, -1, -1))
    for run, digit in _EMPTY_RUNS:
        out = out.replace(run, digit)
    return out


def board_fen(placement: dict[int, Piece]) -> str:
    """{point: piece} -> the placement field."""
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for file in range(9):
            piece = placement.get(rank * 9 + file)
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += piece.symbol()
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)
