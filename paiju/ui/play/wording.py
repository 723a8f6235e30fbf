"""Play mode's words in the interface language: results and their rules, sides, clocks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paiju.rules import RED, Color
from paiju.rules.board import Outcome, Termination
from paiju.rules.game import GameRules
from paiju.ui.durations import tenths_separator

translate = QCoreApplication.translate  # lupdate reads translate("play", "literal") calls


def side_name(color: Color) -> str:
    return translate("play", "Red") if color is RED else translate("play", "Black")


def rule_words(outcome: Outcome, rules: GameRules | None = None) -> str:
    """The rule that ended the game, naming the side it concerns."""
    term = outcome.termination
    loser = side_name(outcome.winner.other) if outcome.winner is not None else ""
    if term is Termination.CHECKMATE:
        return translate("play", "checkmate")
    if term is Termination.STALEMATE:
        return translate("play", "%1 has no legal move").replace("%1", loser)
    if term is Termination.PERPETUAL_CHECK:
        return translate("play", "perpetual check by %1").replace("%1", loser)
    if term is Termination.PERPETUAL_CHASE:
        return translate("play", "perpetual chase by %1").replace("%1", loser)
    if term is Termination.REPETITION:
        return translate("play", "threefold repetition")
    if term is Termination.NO_CAPTURE:
        n = rules.no_capture_limit if rules is not None else None
        return translate("play", "no capture in %1 moves").replace("%1", str(n or ""))
    if term is Termination.RESIGNATION:
        return translate("play", "%1 resigns").replace("%1", loser)
    if term is Termination.AGREEMENT:
        return translate("play", "draw agreed")
    if term is Termination.TIME_FORFEIT:
        return translate("play", "%1 lost on time").replace("%1", loser)
    return translate("play", "recorded result")


def result_words(outcome: Outcome, rules: GameRules | None = None) -> str:
    """``1-0 · Red wins: checkmate`` in the interface language."""
    if outcome.winner is None:
        head = translate("play", "Draw")
    elif outcome.winner is RED:
        head = translate("play", "Red wins")
    else:
        head = translate("play", "Black wins")
    return (translate("play", "%1 · %2: %3").replace("%1", outcome.result())
            .replace("%2", head).replace("%3", rule_words(outcome, rules)))


def clock_text(ms: int) -> str:
    """``4:05`` (``0:09.3`` under ten seconds, ``0:09,3`` in French)."""
    if ms < 10_000:
        return f"0:{ms // 1000:02d}{tenths_separator()}{ms % 1000 // 100}"
    s = ms // 1000
    if s >= 3600:
        return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"
    return f"{s // 60}:{s % 60:02d}"


def score_text(score_cp: int | None, mate: int | None) -> str:
    """``+1.25`` or ``M3`` / ``-M2`` from the side to move's view."""
    if mate is not None:
        return f"M{mate}" if mate > 0 else f"-M{-mate}"
    if score_cp is None:
        return "?"
    return f"{score_cp / 100:+.2f}"
