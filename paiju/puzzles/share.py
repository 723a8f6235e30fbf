"""Share strings: one problem (position + stipulation) as a short line of text.

Format (specified in docs/share-string.md)::

    paiju:<placement>_<side>[;<stipulation>]

``<placement>`` is the FEN placement field, ``<side>`` is ``w`` or ``b`` and the
stipulation uses the puzzle files' text form (``#3``, ``checks#5``, ``#7/q1``).
Example: ``paiju:3k5/9/9/9/9/9/9/9/4R4/4K4_w;#1``. The string has no spaces, so it
survives chat programs, e-mail and command lines. This module imports no Qt.
"""

from __future__ import annotations

from paiju.rules import Board, InvalidFenError
from paiju.rules.stipulation import Stipulation

from .model import Puzzle

PREFIX = "paiju:"


class ShareStringError(ValueError):
    """A share string that cannot be read; the message says which part is wrong."""


def encode(fen: str, stipulation: Stipulation | None = None) -> str:
    """The share string of a position (any FEN dialect) and an optional stipulation."""
    placement, side = Board(fen).fen().split()[:2]
    text = f"{PREFIX}{placement}_{side}"
    return f"{text};{stipulation}" if stipulation is not None else text


def share_string(puzzle: Puzzle) -> str:
    """The share string of a puzzle (its position and stipulation; no metadata)."""
    return encode(puzzle.fen, puzzle.stipulation)


def decode(text: str) -> Puzzle:
    """Read a share string back as a Puzzle. Raises ShareStringError naming the bad part.

    Surrounding whitespace is ignored, the prefix is case-insensitive and spaces are
    accepted in place of ``_`` (a string retyped by hand).
    """
    text = text.strip()
    if not text:
        raise ShareStringError("empty share string")
    if not text.lower().startswith(PREFIX):
        raise ShareStringError(
            f"share string must start with {PREFIX!r}, found {text[:len(PREFIX)]!r}"
        )
    position, sep, stip_text = text[len(PREFIX):].partition(";")
    stipulation = None
    if sep:
        try:
            stipulation = Stipulation.parse(stip_text.strip())
        except ValueError:
            raise ShareStringError(
                f"share string stipulation {stip_text.strip()!r}: expected #N (mate in N), "
                "checks#N (checks-only mate in N) or #N/qK (at most K quiet moves)"
            ) from None
    fields = position.replace("_", " ").split()
    if len(fields) != 2:
        raise ShareStringError(
            f"share string position {position!r}: expected <placement>_<side>, "
            f"found {len(fields)} field(s)"
        )
    try:
        board = Board(" ".join(fields))
    except InvalidFenError as exc:
        raise ShareStringError(f"share string position: {exc}") from None
    return Puzzle(fen=board.fen(), stipulation=stipulation)
