"""The core's cheap "may this move check?" filter never hides a check, and its spare move
never hides a stalemate.

The solver does not make a move the filter clears (one that neither leaves nor enters the
enemy general's file, rank or diagonal neighbours, and is no horse or elephant landing a
leap away). Every legal move of real problems, of random playouts from them and of random
boards with pieces anywhere (stray advisors and elephants) is checked against the naive
oracle of the tests, wherever the filter's condition holds: the enemy general is not
attacked already (true after any legal move; the prover refuses other positions).
"""

from __future__ import annotations

import random

import pytest
from naive_rules import after, general_attacked, placement_of, pseudo_moves
from rules_positions import puzzle_positions, random_game, themed_positions
from shared_corpus import needs_corpus

from paiju._native import Prover
from paiju.rules import GENERAL, Board, Color, Piece, PieceType


def _naive_gives_check(board: Board, from_sq: int, to_sq: int) -> bool:
    placed = after(placement_of(board), (from_sq, to_sq))
    enemy = board.turn.other
    return any(kind is GENERAL and color is enemy and general_attacked(placed, sq)
               for sq, (kind, color) in placed.items())


def _assert_agrees(board: Board, where: str) -> int:
    checks = 0
    for move in board.legal_moves:
        expected = _naive_gives_check(board, move.from_square, move.to_square)
        assert board.gives_check(move) == expected, f"{where}: {move.iccs()} in {board.fen()}"
        if expected:
            assert board._pos.may_give_check(move.code), f"{where}: {move.iccs()} hidden"
        assert board._pos.move_checks(move.code) == expected, f"{where}: {move.iccs()} unmade"
        checks += expected
    return checks


def _anywhere_boards(count: int, seed: int) -> list[Board]:
    """Boards with one general per side in its palace and up to 20 other pieces on any
    point, strays included (the core accepts them; the solver may be asked about them)."""
    rng = random.Random(seed)
    others = [Piece(t, c) for c in Color for t in PieceType if t is not GENERAL]
    palaces = {Color.RED: [r * 9 + f for r in range(3) for f in range(3, 6)],
               Color.BLACK: [r * 9 + f for r in range(7, 10) for f in range(3, 6)]}
    boards: list[Board] = []
    while len(boards) < count:
        board = Board.empty()
        for color in Color:
            board.set_piece_at(rng.choice(palaces[color]), Piece(GENERAL, color))
        for _ in range(rng.randint(2, 20)):
            sq = rng.randrange(90)
            if board.piece_at(sq) is None:
                board.set_piece_at(sq, rng.choice(others))
        board.turn = rng.choice(list(Color))
        enemy_attacked = board.copy(stack=False)
        enemy_attacked.turn = board.turn.other
        if board.legal_moves and not enemy_attacked.is_check():
            boards.append(board)
    return boards


@needs_corpus
def test_filter_keeps_every_check_of_real_problems_and_their_playouts() -> None:
    checks = 0
    for name, fen in themed_positions() + puzzle_positions(per_source=40):
        checks += _assert_agrees(Board(fen), name)
        board = Board(fen)
        for move in random_game(fen, 12, seed=len(name)):
            board.push(move)
            if board.legal_moves:
                checks += _assert_agrees(board, f"{name} after {move.iccs()}")
    assert checks > 1000  # the sample is full of checks: the test bites


@pytest.mark.parametrize("seed", range(4))
def test_filter_keeps_every_check_on_boards_with_pieces_anywhere(seed: int) -> None:
    checks = sum(_assert_agrees(board, f"seed {seed}") for board in _anywhere_boards(150, seed))
    assert checks > 100


def test_prover_refuses_a_position_where_the_side_not_to_move_is_in_check() -> None:
    board = Board("5R3/5k3/9/9/9/9/9/9/9/4K4 w - - 0 1")  # Black's general faces the chariot
    with pytest.raises(ValueError, match="side not to move is in check"):
        Prover(1).attack(board.native_position(), 2, 0, 0.0)


def _naive_has_legal(placed: dict, side: Color) -> bool:
    for move in pseudo_moves(placed, side):
        moved = after(placed, move)
        if not any(kind is GENERAL and color is side and general_attacked(moved, sq)
                   for sq, (kind, color) in moved.items()):
            return True
    return False


def _assert_spare_holds(board: Board, where: str) -> int:
    """Wherever the core names a spare move of the side not to move, every non-checking move
    that does not end on its points leaves that side a legal move (naive oracle): the solver
    skips the stalemate test of those moves."""
    span = board._pos.spare_move()
    if span is None:
        return 0
    placed, other = placement_of(board), board.turn.other
    skipped = 0
    for move in board.legal_moves:
        if move.to_square in span or board._pos.may_give_check(move.code):
            continue
        assert _naive_has_legal(after(placed, (move.from_square, move.to_square)), other), (
            f"{where}: {move.iccs()} stalemates in {board.fen()} (spare {span})")
        skipped += 1
    return skipped


def test_spare_move_never_hides_a_stalemate() -> None:
    skipped = 0
    boards = [(name, Board(fen)) for name, fen in themed_positions() + puzzle_positions(20)]
    boards += [(f"anywhere {i}", b) for i, b in enumerate(_anywhere_boards(150, 7))]
    for name, board in boards:
        skipped += _assert_spare_holds(board, name)
        for move in random_game(board.fen(), 10, seed=len(name)):
            board.push(move)
            if board.legal_moves:
                skipped += _assert_spare_holds(board, f"{name} after {move.iccs()}")
    assert skipped > 5000  # the shortcut applies widely: the test bites


def test_spare_move_is_none_when_the_other_side_is_hemmed_in() -> None:
    # Black: advisors d9 and e8, chariot e9, general f7 — each piece either stands on the
    # general's lines or has no step to an empty point off them.
    assert Board("3ar4/4a4/1N3k3/6P2/9/9/9/9/9/4K4 w")._pos.spare_move() is None
    assert Board()._pos.spare_move() == [45, 54]  # the a-file soldier's step
