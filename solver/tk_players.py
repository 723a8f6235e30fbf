"""Computer players for Three Kingdoms xiangqi: paranoid alpha-beta search in the compiled
core (``xiangqi._tk.search``): the kingdom to move plays against the two others as if they
were one side minimising its material balance. Five levels, as in the standard game."""

from __future__ import annotations

import random
from dataclasses import dataclass

from xiangqi import _tk
from xiangqi.three_kingdoms import Position, TkMove

LEVELS = (1, 2, 3, 4, 5)
DEPTH = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5}
NODE_LIMIT = {1: 10_000, 2: 50_000, 3: 200_000, 4: 600_000, 5: 1_500_000}
BLUNDER = {1: 0.35, 2: 0.1, 3: 0.0, 4: 0.0, 5: 0.0}
"""Chance that a weak level plays a random legal move instead."""


@dataclass(frozen=True)
class TkChoice:
    move: TkMove
    score: int
    nodes: int
    random: bool = False


def choose_move(position: Position, level: int, rng: random.Random | None = None) -> TkChoice:
    """The computer's move for the kingdom to move at `level` (1 weakest .. 5 strongest).
    Raises ValueError for an unknown level or a position without a move."""
    if level not in LEVELS:
        raise ValueError(f"level must be 1..5, got {level}")
    position, _ = position.resolved()
    moves = position.legal_moves()
    if not moves:
        raise ValueError("the game is over: no move to choose")
    rng = rng or random.Random()
    if rng.random() < BLUNDER[level]:
        return TkChoice(rng.choice(moves), 0, 0, random=True)
    code, score, nodes = _tk.search(position.board_bytes, position.turn, position.defeated_mask,
                                    DEPTH[level], NODE_LIMIT[level])
    return TkChoice(TkMove.from_code(code), score, nodes)
