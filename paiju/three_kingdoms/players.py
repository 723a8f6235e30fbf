"""Computer players for Three Kingdoms xiangqi, searching in the compiled core
(``paiju._native.tk_search``) with one of two algorithms:

* **paranoid**: the kingdom to move plays against the two others as if they were one side
  minimising its material balance (alpha-beta);
* **max-n**: every kingdom maximises its own component of a value vector (its squared share
  of material, mobility and safety; defeated kingdoms 0), with shallow pruning.

Five levels, as in the standard game; each level's default algorithm is the one that did
better in ``scripts/tk_match.py`` (figures in docs/three-kingdoms.md). The search releases
the GIL: run it in a worker thread and stop it from any thread with a `StopFlag`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from paiju import _native
from paiju.three_kingdoms import Position, TkMove

Algorithm = Literal["paranoid", "maxn"]
ALGORITHMS: tuple[Algorithm, ...] = ("paranoid", "maxn")
LEVELS = (1, 2, 3, 4, 5)
DEPTH = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5}
NODE_LIMIT = {1: 10_000, 2: 50_000, 3: 200_000, 4: 600_000, 5: 1_500_000}
"""Positions visited (leaves included) per move; iterative deepening keeps the move of the
deepest iteration completed within it."""
BLUNDER = {1: 0.35, 2: 0.1, 3: 0.0, 4: 0.0, 5: 0.0}
"""Chance that a weak level plays a random legal move instead."""
DEFAULT_ALGORITHM: dict[int, Algorithm] = {
    1: "paranoid", 2: "maxn", 3: "paranoid", 4: "paranoid", 5: "paranoid"}
"""Per level, the algorithm measured stronger (docs/three-kingdoms.md, "Computer players")."""

StopFlag = _native.TkStopFlag
"""``StopFlag()``; ``flag.set()`` from any thread stops the searches given it (within about
a thousand nodes), ``flag.clear()`` re-arms it."""

_CODES: dict[Algorithm, int] = {"paranoid": _native.TK_PARANOID, "maxn": _native.TK_MAXN}


class SearchCancelled(Exception):
    """choose_move was stopped through its StopFlag before it chose a move."""


@dataclass(frozen=True)
class TkChoice:
    move: TkMove
    score: int
    nodes: int
    random: bool = False
    algorithm: Algorithm = "paranoid"
    depth: int = 0
    """Deepest iteration completed (0 for a random move)."""
    value: tuple[int, int, int] = (0, 0, 0)
    """Max-n: the value vector (Shu, Wu, Wei) of the chosen line, out of ``_native.TK_SHARE``."""


def choose_move(position: Position, level: int, rng: random.Random | None = None, *,
                algorithm: Algorithm | None = None, stop: _native.TkStopFlag | None = None,
                seconds: float | None = None) -> TkChoice:
    """The computer's move for the kingdom to move at `level` (1 weakest .. 5 strongest),
    with `algorithm` (default: the level's, DEFAULT_ALGORITHM). `seconds` caps the thinking
    time as the node limit does (the deepest finished iteration's move is played); setting
    `stop` cancels: SearchCancelled is raised. Raises ValueError for an unknown level or
    algorithm, or a position without a move."""
    if level not in LEVELS:
        raise ValueError(f"level must be 1..5, got {level}")
    algorithm = algorithm or DEFAULT_ALGORITHM[level]
    if algorithm not in _CODES:
        raise ValueError(f"algorithm must be one of {', '.join(ALGORITHMS)}, got {algorithm!r}")
    position, _ = position.resolved()
    moves = position.legal_moves()
    if not moves:
        raise ValueError("the game is over: no move to choose")
    if stop is not None and stop.is_set():
        raise SearchCancelled("stopped before the search began")
    rng = rng or random.Random()
    if rng.random() < BLUNDER[level]:
        return TkChoice(rng.choice(moves), 0, 0, random=True, algorithm=algorithm)
    code, score, value, depth, _, nodes = _native.tk_search_full(
        position.board_bytes, position.turn, position.defeated_mask, DEPTH[level],
        NODE_LIMIT[level], algorithm=_CODES[algorithm], stop=stop, seconds=seconds or 0.0)
    if stop is not None and stop.is_set():
        raise SearchCancelled(f"stopped after {nodes} nodes")
    return TkChoice(TkMove.from_code(code), score, nodes, algorithm=algorithm, depth=depth,
                    value=value)
