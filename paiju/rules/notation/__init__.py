"""Move notations: ICCS (``h2e2``), WXF (``C2.5``) and Chinese (``炮二平五``).

Writers need the position (the file notations name pieces relative to others); parsers
resolve text against the position's legal moves and raise the ``paiju.rules.errors`` classes,
each message naming the text and the position's FEN:
``InvalidMoveError`` (not a move in that notation), ``IllegalMoveError`` (no legal move fits),
``AmbiguousMoveError`` (several do). Conventions and sources: see ``wxf`` and ``chinese``.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

from ..board import Board
from ..errors import IllegalMoveError, InvalidMoveError
from ..moves import Move
from ._layout import require_legal
from .chinese import CHINESE_CHARS, move_to_chinese, parse_chinese
from .wxf import move_to_wxf, parse_wxf


class Notation(enum.Enum):
    ICCS = "iccs"
    WXF = "wxf"
    CHINESE = "chinese"


def move_to_iccs(move: Move) -> str:
    """``h2e2``: origin and destination points (needs no position)."""
    return move.iccs()


_ICCS_RE = re.compile(r"[a-i][0-9]-?[a-i][0-9]", re.IGNORECASE)


def parse_iccs(board: Board, text: str) -> Move:
    """The legal move ICCS `text` (``h2e2``, ``H2-E2``) names in `board`.

    Raises InvalidMoveError or IllegalMoveError.
    """
    if not _ICCS_RE.fullmatch(text.strip()):
        raise InvalidMoveError(f"not an ICCS move: {text!r} (expected like h2e2) "
                               f"in {board.fen()}")
    move = Move.from_iccs(text)
    if not board.is_legal(move):
        raise IllegalMoveError(f"illegal move {text!r} in {board.fen()}")
    return move


def format_move(board: Board, move: Move, notation: Notation | str = Notation.ICCS) -> str:
    """`move` (legal in `board`) written in `notation`. Raises IllegalMoveError."""
    notation = Notation(notation)
    if notation is Notation.WXF:
        return move_to_wxf(board, move)
    if notation is Notation.CHINESE:
        return move_to_chinese(board, move)
    require_legal(board, move)
    return move_to_iccs(move)


def format_line(board: Board, moves: Iterable[Move],
                notation: Notation | str = Notation.ICCS) -> list[str]:
    """Each move written in `notation`, played in turn on a copy of `board`.

    Raises IllegalMoveError naming the ply (1-based) of the first illegal move.
    """
    work = board.copy(stack=False)
    texts = []
    for ply, move in enumerate(moves, 1):
        if not work.is_legal(move):
            raise IllegalMoveError(f"ply {ply}: illegal move {move.iccs()} in {work.fen()}")
        texts.append(format_move(work, move, notation))
        work.push(move)
    return texts


def detect_notation(text: str) -> Notation:
    """The notation `text` is most likely written in (it need not be valid)."""
    stripped = text.strip()
    if any(char in CHINESE_CHARS or ord(char) >= 0x2E80 for char in stripped):
        return Notation.CHINESE
    if _ICCS_RE.fullmatch(stripped):
        return Notation.ICCS
    return Notation.WXF


_PARSERS = {Notation.ICCS: parse_iccs, Notation.WXF: parse_wxf,
            Notation.CHINESE: parse_chinese}


def parse_move(board: Board, text: str, notation: Notation | str | None = None) -> Move:
    """The legal move `text` names; the notation is detected when not given.

    Raises InvalidMoveError, IllegalMoveError or AmbiguousMoveError.
    """
    chosen = detect_notation(text) if notation is None else Notation(notation)
    return _PARSERS[chosen](board, text)


__all__ = [
    "Notation", "detect_notation", "format_line", "format_move", "move_to_chinese",
    "move_to_iccs", "move_to_wxf", "parse_chinese", "parse_iccs", "parse_move", "parse_wxf",
]
