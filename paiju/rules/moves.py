"""The Move value class."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidMoveError
from .squares import SQUARE_NAMES, Square, parse_square


@dataclass(frozen=True, slots=True, order=True)
class Move:
    """A move from one point to another; hashable, ordered by (from, to): ``sorted()`` works."""

    from_square: Square
    to_square: Square

    @property
    def code(self) -> int:
        """The compiled core's code: from | to << 7."""
        return self.from_square | (self.to_square << 7)

    @classmethod
    def from_code(cls, code: int) -> Move:
        return _BY_CODE[code]

    @classmethod
    def from_iccs(cls, text: str) -> Move:
        """``Move.from_iccs("h2e2")``; also accepts ``h2-e2``. Raises InvalidMoveError."""
        t = text.strip().lower().replace("-", "")
        try:
            if len(t) != 4:
                raise ValueError
            return _BY_CODE[parse_square(t[:2]) | (parse_square(t[2:]) << 7)]
        except (ValueError, KeyError):
            raise InvalidMoveError(f"not an ICCS move: {text!r} (expected like h2e2)") from None

    def iccs(self) -> str:
        return SQUARE_NAMES[self.from_square] + SQUARE_NAMES[self.to_square]

    def __str__(self) -> str:
        return self.iccs()

    def __repr__(self) -> str:
        return f"Move.from_iccs({self.iccs()!r})"


_BY_CODE: dict[int, Move] = {
    f | (t << 7): Move(f, t) for f in range(90) for t in range(90) if f != t
}
