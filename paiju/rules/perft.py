"""Perft: count the leaves of the legal move tree (the move generator's test)."""

from __future__ import annotations

from .board import Board
from .moves import Move


def perft(board: Board, depth: int) -> int:
    """Leaf count at `depth` plies (0..``_core.MAX_PERFT_DEPTH``, else ValueError),
    computed in the compiled core; Ctrl-C stops it with KeyboardInterrupt."""
    return int(board._pos.perft(depth))


def perft_divide(board: Board, depth: int) -> list[tuple[Move, int]]:
    """Per first move, the leaf count of the rest of the tree (depth >= 1)."""
    if depth < 1:
        raise ValueError(f"perft divide depth must be 1 or more, got {depth}")
    result = []
    for move in board.legal_moves:
        board.push(move)
        result.append((move, perft(board, depth - 1)))
        board.pop()
    return result


def perft_python(board: Board, depth: int) -> int:
    """The same count through the public API (legal_moves, push, pop) at every node."""
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += perft_python(board, depth - 1)
        board.pop()
    return total
