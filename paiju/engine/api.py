"""The engine contract shared by the built-in search and UCI engines."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from paiju.rules import Board, Move

MAX_MULTIPV = 10
"""The most lines (``multipv``) Paiju's own front ends ask for."""


@dataclass(frozen=True)
class Limits:
    """How long to search; all None (and not infinite) means the engine's own default."""

    depth: int | None = None
    movetime_ms: int | None = None
    nodes: int | None = None
    wtime_ms: int | None = None
    btime_ms: int | None = None
    winc_ms: int | None = None
    binc_ms: int | None = None
    infinite: bool = False


@dataclass(frozen=True)
class SearchInfo:
    """One finished iteration (or an engine's info line): score from the mover's side."""

    depth: int
    seldepth: int
    score_cp: int
    mate: int | None  # moves to mate: > 0 the mover mates, < 0 the mover is mated
    nodes: int
    nps: int
    time_ms: int
    pv: tuple[Move, ...]
    multipv: int = 1  # which line (1 = the best) when several are searched


@dataclass(frozen=True)
class SearchResult:
    """The move and its line; ``lines`` holds every line searched (``multipv``), best first,
    ``lines[0]`` being ``info`` (empty only from an engine that reported nothing)."""

    best_move: Move | None  # None when the side to move has no legal move
    ponder: Move | None
    info: SearchInfo
    lines: tuple[SearchInfo, ...] = ()


InfoCallback = Callable[[SearchInfo], None]


class SearchEngine(Protocol):
    """Anything that searches a Board: the built-in Engine or a UciEngine. ``multipv`` K
    asks for the best K root moves, each with its line (MultiPV)."""

    def search(self, board: Board, limits: Limits, *,
               on_info: InfoCallback | None = None, multipv: int = 1) -> SearchResult: ...

    def stop(self) -> None: ...

    def new_game(self) -> None: ...

    def close(self) -> None: ...
