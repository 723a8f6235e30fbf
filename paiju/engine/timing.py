"""Time management: how long one move may think under the given limits."""

from __future__ import annotations

from dataclasses import dataclass

from paiju.rules import RED, Color

from .api import Limits

OVERHEAD_S = 0.015     # answering and process latency kept in reserve
MOVES_TO_GO = 28       # moves a clock is assumed to last for


@dataclass(frozen=True)
class Budget:
    soft_s: float | None  # start no new iteration after this
    hard_s: float | None  # abort the running iteration at this


def budget(limits: Limits, turn: Color, default_s: float | None = None) -> Budget:
    """Seconds for this move from movetime or the mover's clock and increment."""
    if limits.infinite:
        return Budget(None, None)
    if limits.movetime_ms is not None:
        # A fixed time per move is used in full: a cut iteration still yields its
        # finished root moves (see Engine._search).
        hard = max(0.005, limits.movetime_ms / 1000 - OVERHEAD_S)
        return Budget(hard, hard)
    clock = limits.wtime_ms if turn == RED else limits.btime_ms
    inc = (limits.winc_ms if turn == RED else limits.binc_ms) or 0
    if clock is not None:
        left = max(0.0, clock / 1000 - OVERHEAD_S)
        share = left / MOVES_TO_GO + inc / 1000 * 0.8
        hard = min(left * 0.4, share * 3.0)
        soft = min(share, hard)
        return Budget(max(0.002, soft), max(0.005, hard))
    if limits.depth is not None or limits.nodes is not None or default_s is None:
        return Budget(None, None)
    return Budget(default_s * 0.6, default_s)
