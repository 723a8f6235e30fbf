"""Where the 135 points are drawn: the flat picture of the graph, Qt-free.

Each kingdom's files run parallel to its axis (the direction from the centre to its ``e0``);
its ranks are bent at file e toward the central triangle, the right wing (files e..i)
running parallel to the river arm shared with the next kingdom, the left wing parallel to the
arm shared with the previous one. Each half-board is shifted out from the centre by
``TRIANGLE`` cells along its axis, which opens the three river arms (each ``2·TRIANGLE·sin 60°``
wide, about one cell, as on a standard board) and leaves the three ``e4`` points as a small
triangle at the centre. Shu is at the bottom; play order runs counter-clockwise. Units are
board cells, y grows downward (screen convention).
"""

from __future__ import annotations

import math

from .geometry import POINTS, Point, file_of, half, line_steps, rank_of
from .kingdoms import Kingdom

TRIANGLE = 0.6
"""Distance of each ``e4`` from the centre, in cells."""
AXIS_DEGREES = {Kingdom.SHU: 270.0, Kingdom.WU: 30.0, Kingdom.WEI: 150.0}
"""Direction of each kingdom's axis, counter-clockwise from the x axis, y up."""

XY = tuple[float, float]


def _unit(degrees: float) -> XY:
    r = math.radians(degrees)
    return math.cos(r), math.sin(r)


def point_xy(p: Point) -> XY:
    """The point's position in cells, centre of the board at (0, 0), y downward."""
    theta = AXIS_DEGREES[half(p)]
    ax, ay = _unit(theta)
    j = file_of(p) - 4
    bx, by = _unit(theta + 60.0 if j >= 0 else theta - 60.0)
    depth = TRIANGLE + 4 - rank_of(p)
    x = depth * ax + abs(j) * bx
    y = depth * ay + abs(j) * by
    return x, -y


POSITIONS: tuple[XY, ...] = tuple(point_xy(p) for p in range(POINTS))


def segments() -> list[tuple[Point, Point, bool]]:
    """Every drawn line segment (a, b, crosses_river), each once: the steps of the lines of
    the graph; a step between two halves is a river crossing (the triangle's sides included)."""
    out: set[tuple[Point, Point, bool]] = set()
    for p in range(POINTS):
        for heading in ((0, 1), (0, -1), (-1, 0), (1, 0)):
            for q, _ in line_steps(p, heading):
                a, b = min(p, q), max(p, q)
                out.add((a, b, half(a) is not half(b)))
    return sorted(out)


def bounds() -> tuple[float, float, float, float]:
    """(min x, min y, max x, max y) of the points."""
    xs = [x for x, _ in POSITIONS]
    ys = [y for _, y in POSITIONS]
    return min(xs), min(ys), max(xs), max(ys)


def nearest_point(x: float, y: float, radius: float = 0.45) -> Point | None:
    """The point within `radius` cells of (x, y), if any."""
    best, best_d = None, radius
    for p, (px, py) in enumerate(POSITIONS):
        d = math.hypot(px - x, py - y)
        if d <= best_d:
            best, best_d = p, d
    return best


def kingdom_outline(k: Kingdom) -> list[XY]:
    """The outline of a kingdom's half-board (a0, e0, i0, i4, e4, a4), for its tint."""
    from .geometry import point

    return [point_xy(point(k, f, r)) for f, r in ((0, 0), (4, 0), (8, 0), (8, 4), (4, 4),
                                                     (0, 4))]
