"""An independent, slow and obviously right mate search for the tests.

Plain full-width recursion over the public Board API: no table, no ordering,
no compiled prover. The side to move with no legal move has lost.
"""

from __future__ import annotations

from paiju.rules import Board, Move


def attacker_mates(board: Board, n: int, quiet: int | None) -> bool:
    """Side to move mates within n (quiet: non-checking moves left, None = any)."""
    return any(move_mates(board, m, n, quiet) for m in list(board.legal_moves))


def move_mates(board: Board, move: Move, n: int, quiet: int | None) -> bool:
    check = board.gives_check(move)
    if not check and quiet is not None and quiet <= 0:
        return False
    left = quiet if check or quiet is None else quiet - 1
    board.push(move)
    try:
        replies = list(board.legal_moves)
        if not replies:
            return True
        if n <= 1:
            return False
        for reply in replies:
            board.push(reply)
            try:
                if not attacker_mates(board, n - 1, left):
                    return False
            finally:
                board.pop()
        return True
    finally:
        board.pop()


def naive_keys(board: Board, n: int, quiet: int | None = None) -> list[str]:
    return sorted(m.iccs() for m in list(board.legal_moves) if move_mates(board, m, n, quiet))


def naive_length(board: Board, max_n: int, quiet: int | None = None) -> int | None:
    for n in range(1, max_n + 1):
        if attacker_mates(board, n, quiet):
            return n
    return None
