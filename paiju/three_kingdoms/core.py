"""Loads the compiled Three Kingdoms core and hands it the geometry tables once."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from paiju import _native

from .geometry import (
    POINTS,
    advisor_steps,
    banner_moves,
    elephant_steps,
    general_steps,
    horse_moves,
    rays,
    soldier_steps,
)
from .kingdoms import Kingdom

# Table numbers, in the order of the enum in paiju/native/tk_core.h.
(RAYS, HORSE, HORSE_INV, BANNER, BANNER_INV, ELEPHANT, ADVISOR, GENERAL, SOLDIER,
 SOLDIER_INV) = range(10)
RAY_WIDTH = 11  # shared, length, up to nine points


def _install(which: int, width: int, rows: Sequence[Sequence[Sequence[int]]]) -> None:
    first: list[int] = [0]
    data: list[int] = []
    for entries in rows:
        for entry in entries:
            if len(entry) != width:
                raise ValueError(f"table {which}: entry {entry} is not {width} wide")
            data.extend(entry)
        first.append(first[-1] + len(entries))
    _native.tk_set_table(which, width, len(rows), first, data)


def _per_point(fn: Callable[[int], Sequence[Sequence[int]]]) -> list[Sequence[Sequence[int]]]:
    return [fn(p) for p in range(POINTS)]


def _inverse(moves: Sequence[Sequence[Sequence[int]]]) -> list[list[tuple[int, ...]]]:
    """Per landing point: (from, blockers...) of each move reaching it."""
    out: list[list[tuple[int, ...]]] = [[] for _ in range(POINTS)]
    for origin, entries in enumerate(moves):
        for entry in entries:
            out[entry[-1]].append((origin, *entry[:-1]))
    return out


def _ray_rows(p: int) -> list[tuple[int, ...]]:
    rows = []
    for ray in rays(p):
        pad = (-1,) * (RAY_WIDTH - 2 - len(ray.points))
        rows.append((ray.shared, len(ray.points), *ray.points, *pad))
    return rows


def install() -> None:
    horse = _per_point(horse_moves)
    banner = _per_point(banner_moves)
    soldier = [[(q,) for q in soldier_steps(k, p)] for k in Kingdom for p in range(POINTS)]
    soldier_inv: list[list[tuple[int]]] = [[] for _ in range(3 * POINTS)]
    for index, entries in enumerate(soldier):
        k, p = divmod(index, POINTS)
        for (q,) in entries:
            soldier_inv[k * POINTS + q].append((p,))
    _install(RAYS, RAY_WIDTH, _per_point(_ray_rows))
    _install(HORSE, 2, horse)
    _install(HORSE_INV, 2, _inverse(horse))
    _install(BANNER, 3, banner)
    _install(BANNER_INV, 3, _inverse(banner))
    _install(ELEPHANT, 2, _per_point(elephant_steps))
    _install(ADVISOR, 1, [[(q,) for q in advisor_steps(p)] for p in range(POINTS)])
    _install(GENERAL, 1, [[(q,) for q in general_steps(p)] for p in range(POINTS)])
    _install(SOLDIER, 1, soldier)
    _install(SOLDIER_INV, 1, soldier_inv)


install()

legal_moves = _native.tk_legal_moves
play = _native.tk_play
resolve = _native.tk_resolve
perft = _native.tk_perft
attackers = _native.tk_attackers
