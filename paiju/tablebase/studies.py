"""Playing a study (to play and win / to play and draw) in training: the user plays the
side to move, the computer defends — perfectly from the endgame tables where they cover
the position, with an engine elsewhere — and the game is judged against the study's goal
(docs/tablebase.md, "In training").

Plain functions for the app's training mode (``paiju.ui.solving.training``), run on a
worker thread. The engine is handed in as a function (``EngineMove``): this package does not
import ``paiju.engine`` (docs/architecture.md, layering).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from paiju.rules import Board, Color, Move

from .tables import Tablebase
from .training import may_cover

STUDY_MOVES = 60
"""The user's moves in a study before the game is stopped as a draw (held in a draw study,
not won in a win study)."""
EngineMove = Callable[[Board], Move | None]
"""The engine's move in a position no table covers (e.g. a search of a second)."""

Ending = Literal["won", "drawn", "lost", "limit", "throws", "loses", "held"]
"""won / drawn / lost: the game ended by the rules (mate, stalemate, repetition judged by
docs/rules.md §3); limit: ``STUDY_MOVES`` played; throws: the tables say a win study is no
longer won; loses: the tables say a draw study is now lost; held: the tables prove a draw
study drawn."""

SOLVED: dict[str, frozenset[str]] = {
    "win": frozenset({"won"}),
    "draw": frozenset({"won", "drawn", "limit", "held"}),
}
"""The endings that solve a study of each goal."""


@dataclass(frozen=True)
class StudyTurn:
    """The answer to a user's move: the ending it reached (None: play on), else the
    defence, who chose it ("table" or "engine"), the ending after it, and a hint for the
    user's next move when the tables cover the position."""

    ending: Ending | None
    defence: Move | None = None
    by: str = ""
    after: Ending | None = None
    hint: Move | None = None


def table_value(tables: Tablebase | None, board: Board, user: Color) -> str | None:
    """The tables' value of ``board`` for ``user`` ("win", "draw", "loss"), or None when
    they do not cover it."""
    if tables is None or not may_cover(tables, board):
        return None
    try:
        verdict = tables.probe(board)
    except ValueError:
        return None
    if verdict is None:
        return None
    if board.turn is user:
        return verdict.outcome
    return {"win": "loss", "loss": "win"}.get(verdict.outcome, verdict.outcome)


def ending_of(board: Board, user: Color) -> Ending | None:
    """The game's end by the rules, for ``user``; None while it goes on."""
    over = board.outcome()
    if over is None:
        return None
    if over.winner is None:
        return "drawn"
    return "won" if over.winner is user else "lost"


def judge_user_move(board: Board, goal: str, user: Color, tables: Tablebase | None,
                    moves_played: int) -> Ending | None:
    """``board`` just after the user's move: the game's end, the tables' verdict on the
    study's goal, or the move limit; None to play on."""
    ending = ending_of(board, user)
    if ending is not None:
        return ending
    value = table_value(tables, board, user)
    if goal == "win" and value in ("draw", "loss"):
        return "throws"
    if goal == "draw" and value == "loss":
        return "loses"
    if goal == "draw" and value == "draw":
        return "held"
    if moves_played >= STUDY_MOVES:
        return "limit"
    return None


def defend(tables: Tablebase | None, engine: EngineMove, board: Board) -> tuple[Move, str]:
    """The defender's move: the tables' best (the longest resistance, or the draw) where
    they cover the position, else the engine's; with who chose it."""
    if tables is not None and may_cover(tables, board):
        moves = tables.probe_moves(board)
        if moves:
            return moves[0][0], "table"
    move = engine(board)
    if move is None:
        raise ValueError(f"{board.fen()}: the engine found no move")
    return move, "engine"


def study_turn(board: Board, goal: str, user: Color, tables: Tablebase | None,
               engine: EngineMove, moves_played: int) -> StudyTurn:
    """Judge the user's move (already on ``board``) and, if the game goes on, defend."""
    board = board.copy()
    ending = judge_user_move(board, goal, user, tables, moves_played)
    if ending is not None:
        return StudyTurn(ending)
    move, by = defend(tables, engine, board)
    board.push(move)
    after = ending_of(board, user)
    hint = None
    if after is None and tables is not None and may_cover(tables, board):
        best = tables.best_moves(board)
        hint = best[0] if best else None
    return StudyTurn(None, move, by, after, hint)


def defence_source(tables: Tablebase | None, board: Board) -> str:
    """"table" when the tables cover ``board`` (the defence will be perfect), else
    "engine"."""
    return "table" if tables is not None and may_cover(tables, board) else "engine"
