"""The three kingdoms, the piece kinds (the standard seven plus the banner bearer) and pieces.

A piece has a kind, an origin (the kingdom whose army it started in: it fixes the piece's
direction, home half and palace for ever) and an owner (the kingdom that moves it; a takeover
changes only this).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from paiju.rules.pieces import PieceType


class Kingdom(enum.IntEnum):
    SHU = 0
    WU = 1
    WEI = 2

    @property
    def label(self) -> str:
        return ("Shu", "Wu", "Wei")[self]

    @property
    def colour(self) -> str:
        """The kingdom's colour word (Shu red, Wu green, Wei blue)."""
        return ("red", "green", "blue")[self]

    @property
    def letter(self) -> str:
        """The position notation's letter: the colour initial r, g, b."""
        return "rgb"[self]

    @property
    def next(self) -> Kingdom:
        """The next kingdom in play order Shu → Wu → Wei → Shu."""
        return Kingdom((self + 1) % 3)

    @property
    def previous(self) -> Kingdom:
        return Kingdom((self + 2) % 3)

    @classmethod
    def from_name(cls, text: str) -> Kingdom:
        """Read ``Shu``/``Wu``/``Wei`` (any case) or a letter r/g/b. Raises ValueError."""
        key = text.strip().lower()
        for kingdom in cls:
            if key in (kingdom.label.lower(), kingdom.letter):
                return kingdom
        raise ValueError(f"not a kingdom: {text!r} (Shu, Wu, Wei or r, g, b)")


SHU, WU, WEI = Kingdom


class Kind(enum.IntEnum):
    """Piece kinds; the first seven share the standard game's PieceType values."""

    GENERAL = 1
    ADVISOR = 2
    ELEPHANT = 3
    HORSE = 4
    CHARIOT = 5
    CANNON = 6
    SOLDIER = 7
    BANNER = 8

    @property
    def letter(self) -> str:
        return "KABNRCPF"[self - 1]

    @property
    def label(self) -> str:
        return "banner bearer" if self is Kind.BANNER else self.name.lower()

    @property
    def plural(self) -> str:
        return "banner bearers" if self is Kind.BANNER else self.name.lower() + "s"

    @property
    def piece_type(self) -> PieceType | None:
        """The standard game's PieceType, None for the banner bearer."""
        return None if self is Kind.BANNER else PieceType(int(self))

    @classmethod
    def from_letter(cls, letter: str) -> Kind:
        """Read a kind letter (KABNRCPF, also E/H/G/S as the standard game). Raises ValueError."""
        key = {"E": "B", "H": "N", "G": "K", "S": "P"}.get(letter.upper(), letter.upper())
        index = "KABNRCPF".find(key) if len(key) == 1 else -1
        if index < 0:
            raise ValueError(f"not a piece letter: {letter!r}")
        return cls(index + 1)


MAX_COUNTS: dict[Kind, int] = {
    Kind.GENERAL: 1, Kind.ADVISOR: 2, Kind.ELEPHANT: 2, Kind.HORSE: 2, Kind.CHARIOT: 2,
    Kind.CANNON: 2, Kind.SOLDIER: 5, Kind.BANNER: 2,
}


@dataclass(frozen=True, slots=True)
class TkPiece:
    kind: Kind
    origin: Kingdom
    owner: Kingdom

    @property
    def code(self) -> int:
        """The compiled core's byte: kind | origin << 4 | owner << 6 (0 is an empty point)."""
        return int(self.kind) | int(self.origin) << 4 | int(self.owner) << 6

    @classmethod
    def from_code(cls, code: int) -> TkPiece:
        return cls(Kind(code & 15), Kingdom(code >> 4 & 3), Kingdom(code >> 6 & 3))

    def with_owner(self, owner: Kingdom) -> TkPiece:
        return TkPiece(self.kind, self.origin, owner)

    def symbol(self) -> str:
        """Notation token: kind letter, owner letter, origin letter when it differs."""
        tail = "" if self.origin is self.owner else self.origin.letter
        return f"{self.kind.letter}{self.owner.letter}{tail}"

    def describe(self) -> str:
        """``"Shu chariot"``, or ``"Shu chariot (of Wu)"`` for a taken-over piece."""
        text = f"{self.owner.label} {self.kind.label}"
        return text if self.origin is self.owner else f"{text} (of {self.origin.label})"

    def __str__(self) -> str:
        return self.symbol()
