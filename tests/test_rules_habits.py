"""python-chess habits the API claims: a mutable Board is unhashable, ``status()`` is a flag
enum with ``is_valid()``, and moves are totally ordered."""

from __future__ import annotations

import pytest

from paiju import rules as xiangqi
from paiju.rules import Board, Move, Status


def test_board_is_unhashable_but_comparable() -> None:
    board = Board()
    with pytest.raises(TypeError):
        hash(board)
    with pytest.raises(TypeError):
        _ = {board}
    other = Board()
    assert board == other
    board.push(Move.from_iccs("h2e2"))
    assert board != other and board.key != other.key  # index positions by key or epd()


def test_status_is_a_flag_enum() -> None:
    assert Board().status() is Status.VALID and Board().status().is_valid()
    assert Board().is_valid()
    # No Black general, and a Red elephant off its points: two flags at once.
    board = Board("9/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1")
    status = board.status()
    assert Status.MISSING_GENERAL in status and Status.ELEPHANT_OFF_POINT in status
    assert Status.GENERALS_FACING not in status
    assert not status.is_valid() and not board.is_valid()
    codes = {issue.code for issue in board.validate() if issue.is_error}
    assert codes == {"missing-general", "elephant-off-point"}  # the issue list stays
    # A warning alone leaves the position valid.
    warned = Board("3k5/9/9/9/9/P8/P8/9/9/4K4 w - - 0 1")
    assert warned.validate() and warned.status() is Status.VALID


def test_every_error_code_has_a_flag() -> None:
    boards = ["9/9/9/9/9/9/9/9/9/4K4 w", "3k5/9/9/9/9/9/9/9/9/3K5 w",
              "3k5/9/9/9/9/9/9/9/4A4/K8 w", "3k5/9/9/9/9/9/9/9/P8/4K4 w",
              "3k5/9/9/9/9/9/9/9/9/RRR1K4 w", "4k4/9/9/9/9/9/9/9/9/3RK4 b"]
    seen = set()
    for fen in boards:
        board = Board(fen)
        for issue in board.validate():
            if issue.is_error:
                seen.add(issue.code)
                assert Status[issue.code.upper().replace("-", "_")] in board.status()
    assert len(seen) >= 5


def test_moves_sort() -> None:
    moves = list(Board().legal_moves)
    ordered = sorted(moves)
    assert ordered == sorted(moves, key=lambda m: (m.from_square, m.to_square))
    assert Move.from_iccs("a0b0") < Move.from_iccs("a0a1") < Move.from_iccs("b0a2")  # by point
    assert max(moves) == ordered[-1] and xiangqi.Move(0, 9) <= xiangqi.Move(0, 9)
