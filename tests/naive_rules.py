"""An independent, slow and obviously right move generator for the tests.

Written from docs/rules.md sections 2-3 over a plain dict of points, sharing no code
with the compiled core, and defined for every board the core accepts (any
number of pieces of every kind, several generals or none): a piece moves by its
pattern wherever it stands (a general or an advisor within the palace it is in,
an elephant within the half it is on, a soldier forward and, once over the
river, sideways); a general is attacked when an enemy piece could capture it by
its pattern or an enemy general faces it on an open file; a move is legal when
it leaves no general of the mover attacked.
"""

from __future__ import annotations

from paiju.rules import Board, Color, PieceType

Placement = dict[int, tuple[PieceType, Color]]

ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
HORSE = tuple((df, dr, lf, lr) for df, dr, lf, lr in (
    (1, 2, 0, 1), (-1, 2, 0, 1), (1, -2, 0, -1), (-1, -2, 0, -1),
    (2, 1, 1, 0), (2, -1, 1, 0), (-2, 1, -1, 0), (-2, -1, -1, 0)))


def on_board(f: int, r: int) -> bool:
    return 0 <= f < 9 and 0 <= r < 10


def palace_of(f: int, r: int) -> int | None:
    """0 for the lower palace, 1 for the upper one, None outside both."""
    if not on_board(f, r):
        return None
    if 3 <= f <= 5 and r <= 2:
        return 0
    if 3 <= f <= 5 and r >= 7:
        return 1
    return None


def targets(placement: Placement, sq: int) -> list[int]:
    """Points the piece on `sq` may move to (empty or enemy), by its pattern."""
    kind, color = placement[sq]
    f, r = sq % 9, sq // 9
    out: list[int] = []

    def free(tf: int, tr: int) -> bool:
        other = placement.get(tr * 9 + tf)
        return other is None or other[1] is not color

    if kind in (PieceType.CHARIOT, PieceType.CANNON):
        for df, dr in ORTHOGONAL:
            tf, tr, screens = f + df, r + dr, 0
            while on_board(tf, tr):
                other = placement.get(tr * 9 + tf)
                if other is None:
                    if screens == 0:
                        out.append(tr * 9 + tf)
                elif kind is PieceType.CHARIOT or screens == 1:
                    if other[1] is not color:
                        out.append(tr * 9 + tf)
                    break
                else:
                    screens += 1
                tf, tr = tf + df, tr + dr
    elif kind is PieceType.HORSE:
        for df, dr, lf, lr in HORSE:
            if on_board(f + df, r + dr) and (r + lr) * 9 + f + lf not in placement:
                out.append((r + dr) * 9 + f + df)
    elif kind is PieceType.GENERAL:
        out = [(r + dr) * 9 + f + df for df, dr in ORTHOGONAL
               if palace_of(f, r) is not None and palace_of(f + df, r + dr) == palace_of(f, r)]
    elif kind is PieceType.ADVISOR:
        centre = f == 4 and r in (1, 8)
        out = [(r + dr) * 9 + f + df for df, dr in DIAGONAL
               if palace_of(f, r) is not None and palace_of(f + df, r + dr) == palace_of(f, r)
               and (centre or (f + df == 4 and r + dr in (1, 8)))]
    elif kind is PieceType.ELEPHANT:
        out = [(r + 2 * dr) * 9 + f + 2 * df for df, dr in DIAGONAL
               if on_board(f + 2 * df, r + 2 * dr) and (r <= 4) == (r + 2 * dr <= 4)
               and (r + dr) * 9 + f + df not in placement]
    else:  # soldier
        ahead = 1 if color is Color.RED else -1
        crossed = r >= 5 if color is Color.RED else r <= 4
        steps = [(0, ahead)] + ([(1, 0), (-1, 0)] if crossed else [])
        out = [(r + dr) * 9 + f + df for df, dr in steps if on_board(f + df, r + dr)]
    return [t for t in out if free(t % 9, t // 9)]


def pseudo_moves(placement: Placement, side: Color) -> list[tuple[int, int]]:
    return [(sq, to) for sq, (_, color) in sorted(placement.items()) if color is side
            for to in targets(placement, sq)]


def general_attacked(placement: Placement, sq: int) -> bool:
    """Could the enemy capture the general on `sq`, or does an enemy general face it?"""
    color = placement[sq][1]
    for other, (kind, owner) in placement.items():
        if owner is color:
            continue
        if sq in targets(placement, other):
            return True
        if kind is PieceType.GENERAL and other % 9 == sq % 9:
            low, high = sorted((other, sq))
            if not any(p in placement for p in range(low + 9, high, 9)):
                return True
    return False


def after(placement: Placement, move: tuple[int, int]) -> Placement:
    moved = dict(placement)
    moved[move[1]] = moved.pop(move[0])
    return moved


def legal_moves(placement: Placement, side: Color) -> list[tuple[int, int]]:
    result = []
    for move in pseudo_moves(placement, side):
        board = after(placement, move)
        if not any(kind is PieceType.GENERAL and color is side and general_attacked(board, sq)
                   for sq, (kind, color) in board.items()):
            result.append(move)
    return result


def perft(placement: Placement, side: Color, depth: int) -> int:
    if depth == 0:
        return 1
    moves = legal_moves(placement, side)
    if depth == 1:
        return len(moves)
    return sum(perft(after(placement, m), side.other, depth - 1) for m in moves)


def placement_of(board: Board) -> Placement:
    return {sq: (p.piece_type, p.color) for sq, p in board.piece_map().items()}
