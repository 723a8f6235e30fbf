"""Colours, piece types and pieces."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Color(enum.IntEnum):
    RED = 0
    BLACK = 1

    @property
    def other(self) -> Color:
        return Color(1 - self)

    @property
    def fen(self) -> str:
        return "w" if self is Color.RED else "b"

    @property
    def label(self) -> str:
        return "Red" if self is Color.RED else "Black"


RED = Color.RED
BLACK = Color.BLACK


class PieceType(enum.IntEnum):
    GENERAL = 1
    ADVISOR = 2
    ELEPHANT = 3
    HORSE = 4
    CHARIOT = 5
    CANNON = 6
    SOLDIER = 7

    @property
    def letter(self) -> str:
        """Upper-case FEN letter (Red's)."""
        return "KABNRCP"[self - 1]

    @property
    def label(self) -> str:
        return self.name.lower()


GENERAL, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER = PieceType

# Letters readers accept: canonical KABNRCP plus E/H (WXF), G (general), S (soldier).
LETTER_TYPES: dict[str, PieceType] = {
    "K": GENERAL, "G": GENERAL,
    "A": ADVISOR,
    "B": ELEPHANT, "E": ELEPHANT,
    "N": HORSE, "H": HORSE,
    "R": CHARIOT,
    "C": CANNON,
    "P": SOLDIER, "S": SOLDIER,
}

CHINESE_NAMES: dict[tuple[Color, PieceType], str] = {
    (RED, GENERAL): "帥", (RED, ADVISOR): "仕", (RED, ELEPHANT): "相", (RED, HORSE): "傌",
    (RED, CHARIOT): "俥", (RED, CANNON): "炮", (RED, SOLDIER): "兵",
    (BLACK, GENERAL): "將", (BLACK, ADVISOR): "士", (BLACK, ELEPHANT): "象", (BLACK, HORSE): "馬",
    (BLACK, CHARIOT): "車", (BLACK, CANNON): "砲", (BLACK, SOLDIER): "卒",
}

MAX_COUNTS: dict[PieceType, int] = {
    GENERAL: 1, ADVISOR: 2, ELEPHANT: 2, HORSE: 2, CHARIOT: 2, CANNON: 2, SOLDIER: 5,
}


@dataclass(frozen=True, slots=True)
class Piece:
    piece_type: PieceType
    color: Color

    @property
    def code(self) -> int:
        """The compiled core's code: type | colour << 3."""
        return int(self.piece_type) | (int(self.color) << 3)

    @classmethod
    def from_code(cls, code: int) -> Piece:
        return _BY_CODE[code]

    def symbol(self) -> str:
        letter = self.piece_type.letter
        return letter if self.color is RED else letter.lower()

    @classmethod
    def from_symbol(cls, symbol: str) -> Piece:
        """Read a FEN letter; also accepts E/H and G/S. Raises ValueError."""
        kind = LETTER_TYPES.get(symbol.upper()) if len(symbol) == 1 else None
        if kind is None:
            raise ValueError(f"not a piece letter: {symbol!r}")
        return _PIECES[(RED if symbol.isupper() else BLACK, kind)]

    def chinese(self) -> str:
        return CHINESE_NAMES[(self.color, self.piece_type)]

    def describe(self) -> str:
        """``"Red elephant"``."""
        return f"{self.color.label} {self.piece_type.label}"

    def __str__(self) -> str:
        return self.symbol()


_PIECES: dict[tuple[Color, PieceType], Piece] = {
    (c, t): Piece(t, c) for c in Color for t in PieceType
}
_BY_CODE: dict[int, Piece] = {p.code: p for p in _PIECES.values()}
