"""Training questions: judge an attacker move against the solver, find the best defence.

The attacker plays; each move is judged against the fastest mate within the moves left: one
that no longer mates in time loses the puzzle, one that mates later than necessary is slower.
The defence is the longest resistance. Used by the app's training mode and by the server's
problem rooms; plain functions, run on a worker thread by their callers.
"""

from __future__ import annotations

from dataclasses import dataclass

from paiju.rules import Board, Move

from .engine import Engine, spend


@dataclass(frozen=True)
class Outlook:
    """The attacker to move: the fastest mate within the moves left and a move that does it."""

    best: int | None
    hint: Move | None


@dataclass(frozen=True)
class Judgement:
    """The answer to an attacker move."""

    kind: str                   # "mate", "good", "slower", "loses"
    needed: int | None          # attacker moves to mate after this move (None: escapes)
    defence: Move | None        # the longest resistance (None after mate or a losing move)
    outlook: Outlook            # for the attacker after the defence


def analyse_start(engine: Engine, board: Board, left: int, quiet: int) -> Outlook:
    """The fastest mate in ``board`` within ``left`` moves and the move that starts it."""
    engine.start()
    board = board.copy(stack=False)
    best = engine.mate_length(board, left, quiet)
    return Outlook(best, None if best is None else engine.wins(board, best, quiet))


def analyse_move(engine: Engine, board: Board, move: Move, left: int, quiet: int,
                 best: int | None) -> Judgement:
    """Judge the attacker's ``move`` (legal in ``board``) and find the best defence."""
    engine.start()
    board = board.copy(stack=False)
    after_quiet = spend(quiet, board.gives_check(move))
    board.push(move)
    if not board.legal_moves:
        return Judgement("mate", 0, None, Outlook(0, None))
    needed = engine.defence_length(board, left - 1, after_quiet)
    if needed is None:
        return Judgement("loses", None, None, Outlook(None, None))
    kind = "slower" if best is not None and needed + 1 > best else "good"
    longest, defence = -1, None
    for reply in board.legal_moves:
        board.push(reply)
        length = engine.mate_length(board, needed, after_quiet)
        board.pop()
        if length is not None and length > longest:
            longest, defence = length, reply
    assert defence is not None
    board.push(defence)
    hint = engine.wins(board, longest, after_quiet)
    return Judgement(kind, needed, defence, Outlook(longest, hint))
