"""Training against the endgame tables (issue 42): a covered endgame is played against
perfect defence, the table's longest-resisting move, and every attacker move is judged by
its exact value (docs/tablebase.md, "In training").

Plain functions for the app's training mode (``paiju.ui.solving.training``), run on a
worker thread like the mate prover's questions (``paiju.solver.training``), whose answers
they mirror: ``TableOutlook`` (moves to mate and a fastest move) and ``TableJudgement``
(with ``"draws"`` for a move that threw the win away).
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju import _native
from paiju.rules import Board, Move

from .tables import Tablebase


@dataclass(frozen=True)
class TableOutlook:
    """The attacker to move: the exact moves to mate (None: no mate in time) and a move
    that mates that fast."""

    best: int | None
    hint: Move | None


@dataclass(frozen=True)
class TableJudgement:
    """An attacker move judged by the tables: ``kind`` "mate", "good" (still the fastest
    mate), "slower", "draws" or "loses"; the attacker moves still needed after it; the
    defence (the longest resistance); the outlook after the defence."""

    kind: str
    needed: int | None
    defence: Move | None
    outlook: TableOutlook


def may_cover(tables: Tablebase | None, board: Board) -> bool:
    """Is the table of this material on disk? (A quick test; probing loads it.)"""
    if tables is None:
        return False
    try:
        return tables.available(_native.tb_signature_of(board.native_position()))
    except ValueError:
        return False


def table_start(tables: Tablebase, board: Board, left: int | None) -> TableOutlook | None:
    """The attacker (to move) wins by the tables: the exact moves to mate (None past
    ``left``) and a fastest move; None when the tables do not hold the position and every
    move's result, or it is not won by mate."""
    moves = tables.probe_moves(board)
    if not moves or moves[0][1].outcome != "win" or moves[0][1].plies is None:
        return None
    best = (moves[0][1].plies + 1) // 2
    if left is not None and best > left:
        return TableOutlook(None, None)
    return TableOutlook(best, moves[0][0])


def table_move(tables: Tablebase, board: Board, move: Move, left: int,
               best: int | None) -> TableJudgement:
    """Judge the attacker's ``move`` by the tables and answer with the longest defence;
    "loses" when the attacker no longer wins by mate within the ``left`` moves.
    ValueError when the tables do not cover the position after the move."""
    board = board.copy(stack=False)
    board.push(move)
    if not board.legal_moves:
        return TableJudgement("mate", 0, None, TableOutlook(0, None))
    replies = tables.probe_moves(board)
    if not replies:
        raise ValueError(f"{board.epd()}: the tables do not cover this position")
    value = replies[0][1]  # the defender's best: the longest resistance
    lost = TableOutlook(None, None)
    if value.outcome == "draw":
        return TableJudgement("draws", None, None, lost)
    if value.outcome == "win" or value.plies is None:
        return TableJudgement("loses", None, None, lost)
    needed = value.plies // 2  # attacker moves still to play after this one
    if needed > left - 1:
        return TableJudgement("loses", None, None, lost)
    defence = replies[0][0]
    board.push(defence)
    after = table_start(tables, board, None)
    kind = "slower" if best is not None and needed + 1 > best else "good"
    return TableJudgement(kind, needed, defence,
                          after if after is not None else TableOutlook(needed, None))
