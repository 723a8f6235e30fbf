"""The game rules the server applies, all from ``xiangqi``: legality, mate, stalemate,
repetition (perpetual check) and the no-capture limit. Nothing is re-implemented here."""

from __future__ import annotations

from dataclasses import dataclass

from xiangqi import RED, Board, Color, Move
from xiangqi.errors import InvalidMoveError

NO_CAPTURE_PLIES = 120  # 60 moves each side without a capture: a draw


@dataclass(frozen=True)
class Ending:
    result: str        # 1-0, 0-1, 1/2-1/2
    termination: str   # the rule, in words: "checkmate", "resignation", "time forfeit", …


def color_name(color: Color) -> str:
    return "red" if color is RED else "black"


def parse_legal(board: Board, text: str) -> Move | None:
    """The move ``text`` (ICCS) if it is legal in ``board``, else None."""
    try:
        move = Move.from_iccs(text)
    except InvalidMoveError:
        return None
    return move if board.is_legal(move) else None


def ending_of(board: Board) -> Ending | None:
    """The result when the position after the last move ends the game, else None."""
    outcome = board.outcome(no_capture_limit=NO_CAPTURE_PLIES)
    if outcome is None:
        return None
    words = outcome.termination.value
    if outcome.winner is not None and words == "perpetual check":
        words = f"perpetual check by {color_name(outcome.winner.other)}"
    return Ending(outcome.result(), words)


def win_for(color: Color, termination: str) -> Ending:
    return Ending("1-0" if color is RED else "0-1", termination)
