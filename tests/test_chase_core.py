"""The compiled perpetual-chase rule (xq_chased, xq_perpetual_chaser) against the plain
Python oracle (tests/chase_oracle.py) on seeded random positions, moves and cycles."""

from __future__ import annotations

import random

import pytest
from chase_oracle import chased_pieces as oracle_chased
from chase_oracle import chaser_of_moves
from chase_oracle import perpetual_chaser as oracle_chaser
from game_positions import ENDINGS

from paiju.rules import BLACK, RED, Board, Color, Move, Piece, PieceType
from paiju.rules.game import Game, chased_pieces, perpetual_chaser

ADVISOR_POINTS = {RED: (3, 5, 13, 21, 23), BLACK: (66, 68, 76, 84, 86)}
ELEPHANT_POINTS = {RED: (2, 6, 18, 22, 26, 38, 42), BLACK: (47, 51, 63, 67, 71, 83, 87)}
PALACE = {RED: (3, 4, 5, 12, 13, 14, 21, 22, 23), BLACK: (66, 67, 68, 75, 76, 77, 84, 85, 86)}


def _placement(rng: random.Random) -> Board:
    board = Board.empty()
    free = set(range(90))

    def put(sq: int, kind: PieceType, color: Color) -> None:
        board.set_piece_at(sq, Piece(kind, color))
        free.discard(sq)

    for color in (RED, BLACK):
        put(rng.choice(PALACE[color]), PieceType.GENERAL, color)
    for color in (RED, BLACK):
        for kind, most in ((PieceType.CHARIOT, 2), (PieceType.HORSE, 2),
                           (PieceType.CANNON, 2), (PieceType.SOLDIER, 4)):
            for _ in range(rng.randint(0, most)):
                put(rng.choice(sorted(free)), kind, color)
        for kind, points in ((PieceType.ADVISOR, ADVISOR_POINTS[color]),
                             (PieceType.ELEPHANT, ELEPHANT_POINTS[color])):
            for _ in range(rng.randint(0, 2)):
                spots = [sq for sq in (points if rng.random() < 0.9 else range(90))
                         if sq in free]
                if spots:
                    put(rng.choice(spots), kind, color)
    board.turn = rng.choice((RED, BLACK))
    return board


def random_board(rng: random.Random) -> Board:
    """Generals in their palaces and up to a dozen other pieces per side: the strong pieces
    and soldiers anywhere, advisors and elephants mostly on their own points. The side not
    to move is never in check, and the side to move has a legal move."""
    while True:
        board = _placement(rng)
        mover = board.turn
        board.turn = mover.other
        opponent_in_check = board.is_check()
        board.turn = mover
        if not opponent_in_check and board.legal_moves:
            return board


def played_out(rng: random.Random) -> Board:
    """A position some random plies into a game from the start (captures preferred)."""
    board = Board()
    for _ in range(rng.randint(4, 60)):
        moves = list(board.legal_moves)
        if not moves:
            break
        captures = [m for m in moves if board.is_capture(m)]
        board.push(rng.choice(captures if captures and rng.random() < 0.5 else moves))
    return board.copy(stack=False)


def test_chased_matches_the_oracle_on_random_positions() -> None:
    rng = random.Random(20261201)
    compared = nonempty = 0
    for n in range(3000):
        board = random_board(rng) if n % 3 else played_out(rng)
        moves = list(board.legal_moves)
        if not moves:
            continue
        for move in rng.sample(moves, min(4, len(moves))):
            expected = oracle_chased(board, move)
            assert chased_pieces(board, move) == expected, (board.fen(), move.iccs())
            compared += 1
            nonempty += bool(expected)
    assert compared > 9000
    assert nonempty > 1000  # the comparison exercised real chases, not only empty sets


def _cycle_moves(rng: random.Random, board: Board) -> list[Move] | None:
    """Two moves each that go and come back, repeated: a real repetition cycle. Often the
    first move chases (by the oracle) and the reply moves the chased piece away."""
    moves = list(board.legal_moves)
    chasing = [(m, oracle_chased(board, m)) for m in moves]
    chasing = [(m, c) for m, c in chasing if c]
    if chasing and rng.random() < 0.7:
        a, targets = rng.choice(chasing)
    else:
        a, targets = rng.choice(moves), set()
    after = board.copy(stack=False)
    after.push(a)
    replies = list(after.legal_moves)
    if not replies:
        return None
    fleeing = [m for m in replies if m.from_square in targets]
    b = rng.choice(fleeing if fleeing and rng.random() < 0.8 else replies)
    line = [a, b, Move(a.to_square, a.from_square), Move(b.to_square, b.from_square)]
    walk = board.copy(stack=False)
    for move in line * 2:
        if not walk.is_legal(move):
            return None
        walk.push(move)
    return line * 2


def test_perpetual_chaser_matches_the_oracle_on_random_cycles() -> None:
    rng = random.Random(7)
    judged = {RED: 0, BLACK: 0, None: 0}
    tried = 0
    while tried < 1500:
        board = random_board(rng)
        moves = _cycle_moves(rng, board)
        if moves is None:
            continue
        tried += 1
        core = board._pos.perpetual_chaser([m.code for m in moves])
        expected = chaser_of_moves(board, moves)
        assert (None if core < 0 else Color(core)) == expected, (
            board.fen(), " ".join(m.iccs() for m in moves))
        judged[expected] += 1
        game_board = board.copy(stack=False)
        for move in moves:
            game_board.push(move)
        assert perpetual_chaser(game_board) == oracle_chaser(game_board) == expected
    assert judged[RED] > 15 and judged[BLACK] > 15 and judged[None] > 500


def test_perpetual_chaser_on_random_move_sequences() -> None:
    """Any legal sequence, not only cycles: the core follows the pieces the same way."""
    rng = random.Random(11)
    for _ in range(400):
        board = random_board(rng)
        walk, moves = board.copy(stack=False), []
        for _ in range(rng.randint(1, 9)):
            legal = list(walk.legal_moves)
            if not legal:
                break
            moves.append(rng.choice(legal))
            walk.push(moves[-1])
        core = board._pos.perpetual_chaser([m.code for m in moves])
        assert (None if core < 0 else Color(core)) == chaser_of_moves(board, moves)


@pytest.mark.parametrize("name", sorted(ENDINGS))
def test_constructed_games_agree(name: str) -> None:
    fen, moves, _verdict = ENDINGS[name]
    game = Game(fen)
    board = Board(game.start_fen)
    for text in moves.split():
        move = Move.from_iccs(text)
        assert chased_pieces(board, move) == oracle_chased(board, move)
        board.push(move)
        game.play(move)
    assert perpetual_chaser(board) == oracle_chaser(board)


def test_core_refuses_illegal_moves() -> None:
    board = Board()
    with pytest.raises(ValueError, match="not legal"):
        chased_pieces(board, Move.from_iccs("a0a5"))
    with pytest.raises(ValueError, match="not legal"):
        board._pos.perpetual_chaser([Move.from_iccs("h2e2").code, Move.from_iccs("h2e2").code])
    assert board._pos.perpetual_chaser([]) == -1
