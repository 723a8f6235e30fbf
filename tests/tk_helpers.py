"""Building Three Kingdoms test positions from point names."""

from __future__ import annotations

from paiju.three_kingdoms import Kind, Kingdom, Position, TkPiece, parse_point


def pos(pieces: str, turn: str = "r", defeated: str = "", banners: bool = True,
        clock: int = 0) -> Position:
    """``pos("Shu:e0=Kr Wu:e3=Rgr")``: point=token, the token as in the notation (kind,
    owner letter, origin letter if different)."""
    placement = {}
    for item in pieces.split():
        name, token = item.split("=")
        owner = Kingdom.from_name(token[1])
        origin = Kingdom.from_name(token[-1])
        placement[parse_point(name)] = TkPiece(Kind.from_letter(token[0]), origin, owner)
    return Position(placement, Kingdom.from_name(turn),
                    frozenset(Kingdom.from_name(c) for c in defeated), banners, clock)


def names(points: object) -> set[str]:
    from paiju.three_kingdoms import POINT_NAMES
    return {POINT_NAMES[p] for p in points}  # type: ignore[attr-defined]


def targets(position: Position, origin_point: str) -> set[str]:
    """Destinations of the legal moves of the piece on `origin_point`."""
    p = parse_point(origin_point)
    return names(m.to_point for m in position.legal_moves() if m.from_point == p)


# Generals out of every line used in the tests: each d1 file runs into the previous
# kingdom's f file, which the tests keep empty.
GENERALS = "Shu:d1=Kr Wu:d1=Kg Wei:d1=Kb"
