"""The perpetual-chase subset of docs/game-rules.md written plainly in Python: the test
oracle for the compiled core's ``xq_chased`` / ``xq_perpetual_chaser``.

This was ``paiju.rules.game``'s implementation before the rule moved into the C core; it is
kept here, unchanged in substance, so the core is checked against an independent reading
of the same words (it uses the Board only for attacks and move legality).
"""

from __future__ import annotations

from paiju.rules import BLACK, RED, Board, Color, Move
from paiju.rules.pieces import CANNON, CHARIOT, GENERAL, HORSE, SOLDIER
from paiju.rules.squares import Square
from paiju.rules.validation import own_half


def chased_pieces(before: Board, move: Move) -> set[Square]:
    """Points of the enemy pieces that ``move`` (legal in ``before``) newly chases."""
    mover = before.turn
    if before.is_check():
        return set()  # a move out of check is never a chase (docs/rules.md §3)
    after = before.copy(stack=False)
    after.push(move)
    again = after.copy(stack=False)
    again.turn = mover  # the mover's next move, as if the opponent passed
    chased: set[Square] = set()
    for sq, piece in after.piece_map().items():
        if piece.color is mover or piece.piece_type is GENERAL:
            continue
        if piece.piece_type is SOLDIER and own_half(piece.color, sq):
            continue
        for at in after.attackers(mover, sq):
            attacker = after.piece_at(at)
            if attacker is None or attacker.piece_type in (GENERAL, SOLDIER):
                continue
            capture = Move(at, sq)
            if not again.is_legal(capture):
                continue
            origin = move.from_square if at == move.to_square else at
            if before.piece_at(origin) == attacker and before.is_legal(Move(origin, sq)):
                continue  # the attack was there before the move
            if attacker.piece_type is piece.piece_type and after.is_legal(Move(sq, at)):
                continue  # mutual attack of like pieces: an offer of exchange
            cheap = piece.piece_type is CHARIOT and attacker.piece_type in (HORSE, CANNON)
            if cheap or not _protected(again, capture):
                chased.add(sq)
                break
    return chased


def _protected(board: Board, capture: Move) -> bool:
    """Whether the side whose piece ``capture`` takes could legally take back."""
    after = board.copy(stack=False)
    after.push(capture)
    return bool(after.legal_moves.filter(to_square=capture.to_square))


def chaser_of_moves(start: Board, moves: list[Move]) -> Color | None:
    """The one side that chased the same piece with every one of its moves among
    ``moves`` (played from ``start``), following the pieces as they flee; else None."""
    chasers = []
    for color in (RED, BLACK):
        tracked: set[Square] | None = None
        walk = start.copy(stack=False)
        for move in moves:
            if walk.turn is color:
                now = chased_pieces(walk, move)
                tracked = now if tracked is None else tracked & now
                if not tracked:
                    break
            elif tracked is not None:  # follow the chased pieces as they flee
                tracked = {move.to_square if sq == move.from_square else sq for sq in tracked}
            walk.push(move)
        if tracked:
            chasers.append(color)
    return chasers[0] if len(chasers) == 1 else None


def perpetual_chaser(board: Board) -> Color | None:
    """On a repeated position: the chaser of the cycle since its first occurrence."""
    walk = board.copy()
    key, back, first = board.key, 0, 0
    while walk.move_stack:
        walk.pop()
        back += 1
        if walk.key == key:
            first = back
    if not first:
        return None
    start = board.copy()
    for _ in range(first):
        start.pop()
    return chaser_of_moves(start, board.move_stack[len(board.move_stack) - first:])
