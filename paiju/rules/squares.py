"""Points of the 9x10 board, named in ICCS (``a0`` .. ``i9``)."""

from __future__ import annotations

Square = int
"""A point 0..89: ``rank * 9 + file``; file a..i = 0..8 from Red's left, rank 0..9 from Red."""

FILE_NAMES = "abcdefghi"
RANK_NAMES = "0123456789"
SQUARES: list[Square] = list(range(90))
SQUARE_NAMES: list[str] = [f + r for r in RANK_NAMES for f in FILE_NAMES]


def square(file_index: int, rank_index: int) -> Square:
    """The point on a file (0..8) and rank (0..9)."""
    return rank_index * 9 + file_index


def square_file(sq: Square) -> int:
    return sq % 9


def square_rank(sq: Square) -> int:
    return sq // 9


def square_name(sq: Square) -> str:
    return SQUARE_NAMES[sq]


def parse_square(name: str) -> Square:
    """``"e0"`` -> 4. Raises ValueError for anything that is not a point."""
    if len(name) != 2 or name[0] not in FILE_NAMES or name[1] not in RANK_NAMES:
        raise ValueError(f"not a point: {name!r} (expected a0..i9)")
    return square(FILE_NAMES.index(name[0]), int(name[1]))


def square_mirror(sq: Square) -> Square:
    """The point seen from the other side (rank flipped, file kept)."""
    return square(square_file(sq), 9 - square_rank(sq))


def square_flip_file(sq: Square) -> Square:
    """The point mirrored left-right."""
    return square(8 - square_file(sq), square_rank(sq))
