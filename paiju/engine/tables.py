"""The built-in engine's use of endgame tables (docs/tablebase.md, "In the engine").

The engine does not import ``paiju.tablebase`` (the two are one layer): it takes any
:class:`TableSource`, which ``paiju.tablebase.Tablebase`` is. At the root a position the
loaded tables hold is answered from them (the fastest win, the longest defence); inside
the search ``search_tb.c`` scores the positions reached by a capture.
"""

from __future__ import annotations

from typing import Protocol

from paiju import _native
from paiju.rules import Board, Move

MATE = _native.MATE
MATE_BOUND = _native.MATE_BOUND
MAX_PLY = _native.MAX_DEPTH + 8


class TableSource(Protocol):
    """Endgame tables the engine may probe."""

    def registry_for(self, board: Board) -> _native.TbRegistry | None:
        """The registry holding every table on hand that a game from ``board`` can reach
        by captures (loaded now), or None when there is none."""
        ...


def table_score(code: int, ply: int) -> int | None:
    """A table value (tb.h) as a search score for the side to move ``ply`` plies below the
    root, as search_tb.c scores it; None when no table holds the position."""
    if code in (_native.TB_MISSING, _native.TB_INVALID):
        return None
    if code == _native.TB_DRAW:
        return 0
    if code == _native.TB_WIN_RULE:
        return _native.PERPETUAL - ply
    if code == _native.TB_LOSS_RULE:
        return -_native.PERPETUAL + ply
    d = code - 1
    s = MATE - ply - d if ply + d < 2 * MAX_PLY else MATE_BOUND - 1 - d
    return s if d % 2 else -s


def root_scores(registry: _native.TbRegistry, board: Board,
                moves: list[Move]) -> list[tuple[Move, int]] | None:
    """Every move of ``moves`` with its exact score for the mover, best first (the
    quickest mate, then the slowest loss); None unless the tables hold the root and every
    position a move leads to."""
    if table_score(registry.probe(board.native_position()), 0) is None:
        return None
    out: list[tuple[Move, int]] = []
    for move in moves:
        board.push(move)
        try:
            score = table_score(registry.probe(board.native_position()), 1)
        finally:
            board.pop()
        if score is None:
            return None
        out.append((move, -score))
    out.sort(key=lambda ms: (-ms[1], ms[0].iccs()))
    return out


def table_line(registry: _native.TbRegistry, board: Board, first: Move,
               plies: int = 12) -> list[Move]:
    """``first`` and then the tables' best moves for both sides, up to ``plies`` moves or
    until the line leaves the tables (the principal variation the engine reports)."""
    walk = board.copy(stack=False)
    line = [first]
    walk.push(first)
    while len(line) < plies:
        scored = root_scores(registry, walk, list(walk.legal_moves))
        if not scored:
            break
        line.append(scored[0][0])
        walk.push(scored[0][0])
    return line
