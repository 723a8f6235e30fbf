"""The game rules the server applies, all from ``paiju.rules.game``: legality, mate, stalemate,
perpetual check and chase, threefold repetition, the no-capture limit, resignation, agreed
draw and flag fall. Nothing is re-implemented here; this module only names things."""

from __future__ import annotations

from paiju.rules import RED, Color, Move
from paiju.rules.board import Outcome, Termination
from paiju.rules.errors import InvalidMoveError
from paiju.rules.game import GameRules, describe

RULES = GameRules()  # the defaults of the Play mode: 60 moves each without capture, chase rule
_TERMINATIONS = {t.value: t for t in Termination}
_WINNER = {"1-0": RED, "0-1": RED.other, "1/2-1/2": None}


def color_name(color: Color) -> str:
    return "red" if color is RED else "black"


def parse_move(text: str) -> Move | None:
    """The ICCS move ``text`` (not checked for legality), or None when it is not one."""
    try:
        return Move.from_iccs(text)
    except InvalidMoveError:
        return None


def words(outcome: Outcome) -> str:
    """The rule that ended the game, in words: ``checkmate``, ``perpetual check by Red``."""
    return describe(outcome, RULES).split(" ", 1)[1]


def stored_outcome(result: str, termination: str) -> Outcome | None:
    """An Outcome from the database's result and Termination value (None if unreadable)."""
    term = _TERMINATIONS.get(termination)
    if term is None or result not in _WINNER:
        return None
    return Outcome(term, _WINNER[result])
