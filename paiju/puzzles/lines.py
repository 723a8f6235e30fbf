"""Checks on solution lines with the rules module: legality and book stipulations."""

from __future__ import annotations

from paiju import rules as xiangqi
from paiju.rules.stipulation import Stipulation

from .model import Puzzle


def first_illegal(board: xiangqi.Board, line: list[str]) -> tuple[int, str] | None:
    """(1-based ply, reason) of the first move of ``line`` that cannot be played, or None."""
    b = board.copy(stack=False)
    for ply, mv in enumerate(line, 1):
        try:
            move = xiangqi.Move.from_iccs(mv)
        except ValueError as exc:
            return ply, str(exc)
        if not b.is_legal(move):
            return ply, f"{mv} is not legal ({b.turn.label} to move)"
        b.push(move)
    return None


def line_problems(puzzle: Puzzle) -> list[str]:
    """One message per line of the solution tree that is not legal from the start position."""
    try:
        board = puzzle.board()
    except ValueError as exc:
        return [str(exc)]
    out = []
    for i, line in enumerate(puzzle.lines()):
        bad = first_illegal(board, line)
        if bad is not None:
            name = "solution" if i == 0 else f"variation {i}"
            out.append(f"{name}, ply {bad[0]}: {bad[1]}")
    return out


def book_stipulation(puzzle: Puzzle, moves: int | None = None) -> Stipulation | None:
    """The stipulation the main line suggests (unverified).

    ``checks#N`` when every attacker move of the main line gives check, else ``#N``; N is
    ``moves`` if given (e.g. from a title ``N步杀``), else the attacker's moves in the line.
    None when the line is empty or not legal.
    """
    line = puzzle.solution
    if not line:
        return None
    try:
        board = puzzle.board()
    except ValueError:
        return None
    all_checks = True
    for ply, mv in enumerate(line):
        move = xiangqi.Move.from_iccs(mv)
        if not board.is_legal(move):
            return None
        if ply % 2 == 0 and not board.gives_check(move):
            all_checks = False
        board.push(move)
    n = moves if moves is not None else (len(line) + 1) // 2
    return Stipulation(n, checks_only=all_checks)
