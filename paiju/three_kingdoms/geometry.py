"""The 135-point board of Three Kingdoms xiangqi as a graph (docs/rules.md section 7).

A point is an int ``kingdom * 45 + rank * 9 + file`` in the kingdom's local coordinates
(files a..i from its own left, rank 0 its back rank, rank 4 its bank). Lines (files and
ranks) are followed step by step: going up a file past rank 4 crosses the river into the
neighbour that the file borders, and file e forks at the central triangle. Horse and banner
bearer geometry is computed in the flat 9×10 embedding of two neighbouring kingdoms. The
tables built here are handed to the compiled core (``paiju._native``) at import.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from .kingdoms import Kingdom

POINTS = 135
FILES = "abcdefghi"

UP, DOWN, LEFT, RIGHT = (0, 1), (0, -1), (-1, 0), (1, 0)
ORTHOGONAL = (UP, DOWN, LEFT, RIGHT)

Point = int


def point(kingdom: Kingdom | int, file: int, rank: int) -> Point:
    return int(kingdom) * 45 + rank * 9 + file


def half(p: Point) -> Kingdom:
    return Kingdom(p // 45)


def file_of(p: Point) -> int:
    return p % 9


def rank_of(p: Point) -> int:
    return p % 45 // 9


def point_name(p: Point) -> str:
    """``Wu:e4``."""
    return f"{half(p).label}:{FILES[file_of(p)]}{rank_of(p)}"


POINT_NAMES: tuple[str, ...] = tuple(point_name(p) for p in range(POINTS))


def parse_point(text: str) -> Point:
    """Read ``Wu:e4`` (kingdom by name or letter, any case). Raises ValueError."""
    kingdom_text, sep, local = text.strip().partition(":")
    if not sep or len(local) != 2 or local[0].lower() not in FILES or local[1] not in "01234":
        raise ValueError(f"not a point: {text!r} (expected Kingdom:fileRank, e.g. Wu:e4)")
    return point(Kingdom.from_name(kingdom_text), FILES.index(local[0].lower()), int(local[1]))


def in_palace(p: Point, kingdom: Kingdom) -> bool:
    return half(p) is kingdom and 3 <= file_of(p) <= 5 and rank_of(p) <= 2


def rotate(p: Point, turns: int = 1) -> Point:
    """The point one kingdom further in play order (Shu's e4 becomes Wu's e4)."""
    return (p + 45 * turns) % POINTS


# --- lines --------------------------------------------------------------------------------

Heading = tuple[int, int]


def line_steps(p: Point, heading: Heading) -> list[tuple[Point, Heading]]:
    """The next points along a line from `p` heading (df, dr) in p's local frame.

    Up a file past rank 4 the line crosses into the neighbour the file borders and heads
    down there; file e forks at the triangle (two results). Ranks end at the board's edge.
    """
    k, f, r = half(p), file_of(p), rank_of(p)
    df, dr = heading
    if heading == UP and r == 4:
        if f == 4:
            return [(point(k.next, 4, 4), DOWN), (point(k.previous, 4, 4), DOWN)]
        target = k.next if f > 4 else k.previous
        return [(point(target, 8 - f, 4), DOWN)]
    nf, nr = f + df, r + dr
    if 0 <= nf <= 8 and 0 <= nr <= 4:
        return [(point(k, nf, nr), heading)]
    return []


@dataclass(frozen=True, slots=True)
class Ray:
    """A line from a point to the board's edge; the first `shared` points repeat an earlier
    ray of the same point (the two branches of the fork), so moves along them come once."""

    points: tuple[Point, ...]
    shared: int


@cache
def rays(p: Point) -> tuple[Ray, ...]:
    """Every line leaving `p` (four directions, two branches where a line forks)."""
    paths: list[tuple[Point, ...]] = []

    def walk(at: Point, heading: Heading, path: tuple[Point, ...]) -> None:
        steps = line_steps(at, heading)
        if not steps and path:
            paths.append(path)
        for nxt, nh in steps:
            walk(nxt, nh, (*path, nxt))

    for heading in ORTHOGONAL:
        walk(p, heading, ())
    result = []
    for i, path in enumerate(paths):
        shared = 0
        for earlier in paths[:i]:
            n = 0
            while n < min(len(path), len(earlier)) and path[n] == earlier[n]:
                n += 1
            shared = max(shared, n)
        result.append(Ray(path, shared))
    return tuple(result)


# --- steps in a half-board ----------------------------------------------------------------

def _local(p: Point, df: int, dr: int) -> Point | None:
    f, r = file_of(p) + df, rank_of(p) + dr
    return point(half(p), f, r) if 0 <= f <= 8 and 0 <= r <= 4 else None


def general_steps(p: Point) -> list[Point]:
    """Orthogonal steps inside the palace of p's half."""
    out = [_local(p, df, dr) for df, dr in ORTHOGONAL]
    return [q for q in out if q is not None and in_palace(q, half(p)) and in_palace(p, half(p))]


def advisor_steps(p: Point) -> list[Point]:
    out = [_local(p, df, dr) for df in (-1, 1) for dr in (-1, 1)]
    return [q for q in out if q is not None and in_palace(q, half(p)) and in_palace(p, half(p))]


def elephant_steps(p: Point) -> list[tuple[Point, Point]]:
    """(eye, landing) of the two-point diagonals inside p's half."""
    out = []
    for df in (-1, 1):
        for dr in (-1, 1):
            eye, land = _local(p, df, dr), _local(p, 2 * df, 2 * dr)
            if eye is not None and land is not None:
                out.append((eye, land))
    return out


def soldier_steps(origin: Kingdom, p: Point) -> list[Point]:
    """A soldier of `origin` on `p`: forward along the line on its own half (crossing and
    forking at the bank); on a foreign half forward toward that half's back rank, or sideways."""
    if half(p) is origin:
        return [q for q, _ in line_steps(p, UP)]
    out = [_local(p, 0, -1), _local(p, -1, 0), _local(p, 1, 0)]
    return [q for q in out if q is not None]


# --- the flat embedding of two neighbours (horse and banner bearer) ------------------------

Flat = tuple[int, int]


def _flat_point(low: Kingdom, flat: Flat) -> Point | None:
    """Flat (file, rank) of the embedding of `low` (ranks 0..4) and low.next (ranks 5..9)."""
    f, r = flat
    if not (0 <= f <= 8 and 0 <= r <= 9):
        return None
    return point(low, f, r) if r <= 4 else point(low.next, 8 - f, 9 - r)


def _flat_of(low: Kingdom, p: Point) -> Flat | None:
    if half(p) is low:
        return file_of(p), rank_of(p)
    if half(p) is low.next:
        return 8 - file_of(p), 9 - rank_of(p)
    return None


def _step_ok(a: Flat, b: Flat) -> bool:
    """A one-point step of the flat board; across the river both files must border (e..i)."""
    if (a[1] <= 4) == (b[1] <= 4):
        return True
    return 4 <= a[0] <= 8 and 4 <= b[0] <= 8


def _flat_paths(p: Point) -> Iterator[tuple[Kingdom, Flat]]:
    for low in Kingdom:
        flat = _flat_of(low, p)
        if flat is not None:
            yield low, flat


def _walk(low: Kingdom, start: Flat, deltas: list[tuple[int, int]]) -> list[Point] | None:
    """Points visited by successive flat steps, or None if a step leaves the board."""
    at, out = start, []
    for df, dr in deltas:
        nxt = (at[0] + df, at[1] + dr)
        q = _flat_point(low, nxt)
        if q is None or not _step_ok(at, nxt):
            return None
        out.append(q)
        at = nxt
    return out


@cache
def horse_moves(p: Point) -> tuple[tuple[Point, Point], ...]:
    """(leg, landing) of every horse move from `p`, sorted by landing."""
    found: set[tuple[Point, Point]] = set()
    for low, flat in _flat_paths(p):
        for df, dr in ORTHOGONAL:
            for side in (-1, 1):
                diag = (df + side * dr, dr + side * df)  # forward plus one sideways
                path = _walk(low, flat, [(df, dr), diag])
                if path is not None:
                    found.add((path[0], path[1]))
    return tuple(sorted(found, key=lambda t: (t[1], t[0])))


@cache
def banner_moves(p: Point) -> tuple[tuple[Point, Point, Point], ...]:
    """(first, second, landing) of every banner bearer move: two straight points that must be
    empty, then one diagonal step outward; sorted by landing."""
    found: set[tuple[Point, Point, Point]] = set()
    for low, flat in _flat_paths(p):
        for df, dr in ORTHOGONAL:
            for side in (-1, 1):
                diag = (df + side * dr, dr + side * df)
                path = _walk(low, flat, [(df, dr), (df, dr), diag])
                if path is not None:
                    found.add((path[0], path[1], path[2]))
    return tuple(sorted(found, key=lambda t: (t[2], t[0], t[1])))
