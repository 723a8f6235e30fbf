"""The built-in engine: iterative deepening over the compiled search (paiju._native.Searcher).

Each iteration runs in C with the GIL released; this module chooses depths,
aspiration windows and when to stop, and at the low levels makes the
deliberate, human-looking choice among near-best moves (see levels.py).
"""

from __future__ import annotations

import math
import random
import struct
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from paiju import _native
from paiju.rules import Board, Move

from .api import InfoCallback, Limits, SearchInfo, SearchResult
from .levels import LEVELS, Level
from .tables import TableSource, root_scores, table_line
from .timing import OVERHEAD_MS, budget

MATE = _native.MATE
MATE_BOUND = _native.MATE_BOUND
MAX_DEPTH = _native.MAX_DEPTH
_ASPIRATION = 35
DEFAULT_S = 3.0  # thinking time when the caller gives no limit at all
MAX_THREADS = 64
# One line's iteration: (depth, first root move, previous score, exact) ->
# (aborted, score, pv, root scores, seldepth, root moves done, final alpha).
_Line = Callable[[int, int, "int | None", bool],
                 "tuple[bool, int, list[int], list[tuple[int, int]], int, int, int]"]


def mate_in(score: int) -> int | None:
    """Moves to mate for a search score: > 0 the mover mates, < 0 it is mated."""
    if score >= MATE_BOUND:
        return (MATE - score + 1) // 2
    if score <= -MATE_BOUND:
        return -((MATE + score) // 2)
    return None


_Root = tuple[_native.Position, bytes, bytes, bytes, bytes]


def _root_data(board: Board) -> _Root:
    """The position (a copy: the helpers' set_root reads it after the caller's), and back
    to the last capture the keys, in-check flags, non-capture flags and the move into each
    position (0: unknown, before the oldest one)."""
    walk = board.copy()
    keys, checked, reversible, moves = [walk.key], [walk.is_check()], [], []
    while walk.move_stack and len(keys) < 1024:
        move = walk.pop()
        captured = walk.piece_at(move.to_square) is not None
        reversible.append(not captured)
        moves.append(move.code)
        if captured:
            break
        keys.append(walk.key)
        checked.append(walk.is_check())
    if len(reversible) < len(keys):
        reversible.append(False)  # the oldest position: nothing known before it
        moves.append(0)
    for column in (keys, checked, reversible, moves):
        column.reverse()
    return (board.copy(stack=False).native_position(), struct.pack(f"<{len(keys)}Q", *keys),
            bytes(checked), bytes(reversible), struct.pack(f"<{len(moves)}H", *moves))


def _lines(first: SearchInfo, others: Iterable[SearchInfo]) -> tuple[SearchInfo, ...]:
    """The first line, then the others best first, each root move once, numbered from 1
    (a cut iteration may leave lines of the previous depth)."""
    seen = {first.pv[0]} if first.pv else set()
    rest = []
    for other in sorted(others, key=lambda i: -i.score_cp):
        if other.pv and other.pv[0] not in seen:
            seen.add(other.pv[0])
            rest.append(other)
    return tuple(replace(line, multipv=n) for n, line in enumerate((first, *rest), 1))


class Engine:
    """The built-in engine; ``Engine(level=3)`` plays at a level, ``Engine()`` at full strength.

    search() blocks (run it in a worker thread: it releases the GIL); stop() may be
    called from any thread and the search returns within a few milliseconds.
    """

    def __init__(self, hash_mb: int = 64, level: int | None = None,
                 seed: int | None = None, threads: int = 1) -> None:
        self._searcher = _native.Searcher(hash_mb)
        self.hash_mb = hash_mb
        self._helpers: list[_native.Searcher] = []
        self._running: list[_native.Searcher] = []  # the helpers of the running search
        self.threads = 1
        self.level: Level | None = None
        self.set_level(level)
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._rng = random.Random(seed)
        self.move_overhead_ms = OVERHEAD_MS  # kept back from the clock for answering
        self.tables: TableSource | None = None  # endgame tables (set_tablebase)
        self.set_threads(threads)

    def set_tablebase(self, tables: TableSource | None) -> None:
        """Probe these endgame tables (a ``paiju.tablebase.Tablebase``): a root they hold is
        answered by the best table move, a capture into them is scored exactly in search."""
        self.tables = tables

    def set_level(self, number: int | None) -> None:
        """1..5, or None for the unrestricted search (the same as 5)."""
        if number is None:
            self.level = None
            return
        if not 1 <= number <= len(LEVELS):
            raise ValueError(f"level must be 1..{len(LEVELS)}, not {number}")
        self.level = LEVELS[number - 1]

    def set_hash(self, hash_mb: int) -> None:
        with self._lock:
            self._helpers = []
            self._searcher = _native.Searcher(hash_mb)
            self.hash_mb = hash_mb
            self._helpers = [self._helper() for _ in range(self.threads - 1)]

    def set_threads(self, threads: int) -> None:
        """Search with this many threads (lazy SMP: helpers searching the same root with
        the one shared table, half of them one ply deeper; the first thread's result is
        played). Levels below Hardest always search with one."""
        if not 1 <= threads <= MAX_THREADS:
            raise ValueError(f"threads must be 1..{MAX_THREADS}, not {threads}")
        with self._lock:
            self.threads = threads
            self._helpers = [self._helper() for _ in range(threads - 1)]

    def _helper(self) -> _native.Searcher:
        helper = _native.Searcher(1)
        helper.share_table(self._searcher)
        return helper

    def evaluate(self, board: Board) -> int:
        """The static evaluation (centipawns for the side to move)."""
        return self._searcher.evaluate(board.native_position())

    # -- SearchEngine --------------------------------------------------------------
    def new_game(self) -> None:
        with self._lock:
            self._searcher.clear()
            for helper in self._helpers:
                helper.clear()

    def stop(self) -> None:
        self._stop.set()
        self._searcher.stop()
        for helper in self._helpers:
            helper.stop()

    def close(self) -> None:
        self.stop()

    def search(self, board: Board, limits: Limits, *,
               on_info: InfoCallback | None = None, multipv: int = 1,
               searchmoves: Sequence[Move] | None = None) -> SearchResult:
        """Search ``board``; with ``multipv`` K > 1 the best K root moves each get their
        own line (``SearchResult.lines``, best first; after each finished iteration
        ``on_info`` hears its lines in order, ``SearchInfo.multipv`` numbering them from 1).
        ``searchmoves`` (UCI ``go searchmoves``) limits the root to those moves; ValueError
        when none of them is legal."""
        if multipv < 1:
            raise ValueError(f"multipv must be at least 1, not {multipv}")
        if searchmoves is not None:
            allowed = set(searchmoves)
            if not any(m in allowed for m in board.legal_moves):
                raise ValueError("searchmoves: none of "
                                 f"{' '.join(m.iccs() for m in searchmoves) or '(no move)'} "
                                 f"is legal in {board.fen()}")
        with self._lock:
            self._stop.clear()
            self._searcher.reset_stop()
            helpers = self._helpers if self.level is None or self.level.margin_cp == 0 else []
            for helper in helpers:
                helper.reset_stop()
            self._running = helpers
            try:
                return self._search(board, limits, on_info, multipv, searchmoves)
            finally:
                self._running = []

    # -- the driver ------------------------------------------------------------------
    def _search(self, board: Board, limits: Limits, on_info: InfoCallback | None,
                multipv: int = 1, searchmoves: Sequence[Move] | None = None) -> SearchResult:
        start = time.monotonic()
        searcher = self._searcher
        root = _root_data(board)
        searcher.set_root(*root)
        lv = self.level
        # Without any limit a level thinks for its own time, the full search for DEFAULT_S.
        plan = budget(limits, board.turn, default_s=(
            lv.movetime_ms / 1000 if lv is not None and lv.movetime_ms else DEFAULT_S),
            overhead_ms=self.move_overhead_ms)
        soft, hard = plan.soft_s, plan.hard_s
        max_depth = min(limits.depth or MAX_DEPTH, MAX_DEPTH)
        node_cap = limits.nodes or 0
        if lv is not None:
            if lv.depth is not None:
                max_depth = min(max_depth, lv.depth)
            if lv.nodes is not None:
                node_cap = min(node_cap, lv.nodes) if node_cap else lv.nodes
            if lv.movetime_ms is not None:
                cap = lv.movetime_ms / 1000
                hard = cap if hard is None else min(hard, cap)
                soft = hard * 0.6 if soft is None else min(soft, hard * 0.6)
        exact = lv is not None and lv.margin_cp > 0
        moves = list(board.legal_moves)
        if searchmoves is not None:
            allowed = set(searchmoves)
            moves = [m for m in moves if m in allowed]
            searcher.restrict(struct.pack(f"<{len(moves)}H", *(m.code for m in moves)))
        if not moves:
            none = SearchInfo(0, 0, -MATE, 0, 0, 0, 0, ())
            return SearchResult(None, None, none, (none,))
        count = min(multipv, len(moves))
        registry = self.tables.registry_for(board) if self.tables is not None else None
        for one in (searcher, *self._running):
            one.set_tables(registry)
        scored = root_scores(registry, board, moves) if registry is not None else None
        if scored and registry is not None:
            return self._table_answer(registry, board, scored[:count], on_info, start)
        timed = hard is not None and not limits.infinite

        def line(depth: int, first: int, prev: int | None, exact: bool
                 ) -> tuple[bool, int, list[int], list[tuple[int, int]], int, int, int]:
            """One line's iteration with aspiration windows around its previous score:
            (aborted, score, pv, root scores, seldepth, root moves done, final alpha)."""
            alpha, beta = -_native.INF, _native.INF
            if depth >= 4 and not exact and prev is not None and abs(prev) < MATE_BOUND:
                alpha, beta = prev - _ASPIRATION, prev + _ASPIRATION
            delta = _ASPIRATION
            while True:
                left = 0.0 if hard is None else hard - (time.monotonic() - start)
                if hard is not None and left <= 0:
                    return True, -_native.INF, [], [], 0, 0, alpha
                got, aborted, found, scored, seldepth, root_done = searcher.iterate(
                    depth, alpha, beta, exact, max(left, 1e-4) if hard is not None else 0.0,
                    node_cap, first)
                if aborted:
                    return True, got, found, scored, seldepth, root_done, alpha
                if got <= alpha and alpha > -_native.INF:
                    alpha = max(-_native.INF, got - delta)
                elif got >= beta and beta < _native.INF:
                    beta = min(_native.INF, got + delta)
                else:
                    return False, got, found, scored, seldepth, root_done, alpha
                delta *= 2

        workers = self._start_helpers(root, moves if searchmoves is not None else None,
                                      max_depth, hard, start)
        try:
            return self._deepen_and_choose(board, limits, on_info, line, count, moves,
                                           timed, soft, exact, max_depth, start)
        finally:
            for helper in self._running:
                helper.stop()
            for worker in workers:
                worker.join()

    def _start_helpers(self, root: _Root,
                       moves: list[Move] | None, max_depth: int, hard: float | None,
                       start: float) -> list[threading.Thread]:
        """Lazy SMP: each helper deepens on its own over the same root (every other one a
        ply ahead), filling the shared table until the first thread is done."""
        workers = []
        for k, helper in enumerate(self._running):
            helper.set_root(*root)
            if moves is not None:
                helper.restrict(struct.pack(f"<{len(moves)}H", *(m.code for m in moves)))

            def deepen(helper: _native.Searcher = helper, first: int = 1 + (k + 1) % 2) -> None:
                for depth in range(first, max_depth + 1):
                    left = 0.0 if hard is None else hard - (time.monotonic() - start)
                    if hard is not None and left <= 0:
                        return
                    if helper.iterate(depth, -_native.INF, _native.INF, False,
                                      max(left, 1e-4) if hard is not None else 0.0, 0)[1]:
                        return
            worker = threading.Thread(target=deepen, daemon=True)
            worker.start()
            workers.append(worker)
        return workers

    def _deepen_and_choose(self, board: Board, limits: Limits, on_info: InfoCallback | None,
                           line: _Line, count: int, moves: list[Move], timed: bool,
                           soft: float | None, exact: bool, max_depth: int,
                           start: float) -> SearchResult:
        """The first thread's iterative deepening, then the move: the best one, or at a
        level the human-looking choice."""
        lv = self.level
        info: SearchInfo | None = None
        extra: dict[int, SearchInfo] = {}  # the other lines (1 .. count-1), latest first
        pv: list[int] = []
        roots: list[tuple[int, int]] = []
        score = 0
        for depth in range(1, max_depth + 1):
            aborted, got, found, scored, seldepth, root_done, alpha = line(
                depth, 0, score if depth > 1 else None, exact)
            if aborted:
                # A move that beat the previous best before the cut is still a better move.
                if (not exact and root_done >= 1 and found and pv and found[0] != pv[0]
                        and got > alpha and depth > 1):
                    pv, score = found, got
                    info = self._info(depth, seldepth, score, pv, start)
                    if on_info:
                        on_info(info)
                break
            pv, score, roots = found, got, scored
            info = self._info(depth, seldepth, score, pv, start)
            if on_info and count == 1:
                on_info(info)
            for k in range(1, count):
                prev = extra[k].score_cp if k in extra else None
                aborted, got, found, _, seldepth, _, _ = line(depth, k, prev, False)
                if aborted or not found:
                    break
                extra[k] = self._info(depth, seldepth, got, found, start, k + 1)
            if aborted:
                break
            if extra:
                # Every line of this depth is in: order them by score (a line's own search
                # may find a later line better than the first one's bound), then report.
                ranked = sorted((info, *extra.values()), key=lambda i: -i.score_cp)
                info = replace(ranked[0], multipv=1)
                extra = {k: replace(i, multipv=k + 1) for k, i in enumerate(ranked) if k}
                pv, score = [m.code for m in info.pv], info.score_cp
                if on_info:
                    for reported in (info, *extra.values()):
                        on_info(reported)
            if self._stop.is_set():
                break
            elapsed = time.monotonic() - start
            mate = mate_in(score)
            if (mate is not None and count == 1
                    and depth >= 2 * abs(mate) + (12 if limits.infinite else 1)):
                break  # a mate seen this deep: more iterations only repeat it
            if not limits.infinite:
                if timed and len(moves) == 1:
                    break
                if soft is not None and elapsed >= soft:
                    break
        if info is None:  # not even depth 1 finished: any legal move, searched or not
            fallback = roots[0][0] if roots else moves[0].code
            pv = [fallback]
            info = self._info(0, 0, score, pv, start)
        best = Move.from_code(pv[0])
        if exact and lv is not None and roots:
            best = self._humanlike(roots, lv, board)
            pv = [best.code] if best.code != info.pv[0].code else [m.code for m in info.pv]
        ponder = Move.from_code(pv[1]) if len(pv) > 1 else None
        return SearchResult(best, ponder, info, _lines(info, extra.values()))

    def _table_answer(self, registry: _native.TbRegistry, board: Board,
                      scored: list[tuple[Move, int]], on_info: InfoCallback | None,
                      start: float) -> SearchResult:
        """The root's answer from the tables: the best moves with their exact scores, each
        line followed by the tables' best play (no search)."""
        lines = tuple(self._info(len(pv), len(pv), score, [m.code for m in pv], start, k)
                      for k, (move, score) in enumerate(scored, 1)
                      for pv in [table_line(registry, board, move)])
        if on_info:
            for reported in lines:
                on_info(reported)
        best = lines[0]
        return SearchResult(best.pv[0], best.pv[1] if len(best.pv) > 1 else None, best, lines)

    def _info(self, depth: int, seldepth: int, score: int, pv: list[int],
              start: float, multipv: int = 1) -> SearchInfo:
        elapsed = time.monotonic() - start
        nodes = self._searcher.nodes + sum(helper.nodes for helper in self._running)
        ms = int(elapsed * 1000)
        return SearchInfo(depth, max(seldepth, depth), score, mate_in(score), nodes,
                          int(nodes / elapsed) if elapsed > 0 else 0, ms,
                          tuple(Move.from_code(c) for c in pv), multipv)

    def _humanlike(self, roots: list[tuple[int, int]], lv: Level, board: Board) -> Move:
        """Draw among the moves within the level's margin of the best, nearer ones likelier."""
        ranked = sorted(roots, key=lambda r: -r[1])
        best = ranked[0][1]
        if abs(best) >= MATE_BOUND:  # a mate it has seen is played, a lost game resisted
            return Move.from_code(ranked[0][0])
        near = [(c, s) for c, s in ranked if s >= best - lv.margin_cp and s > -MATE_BOUND]
        weights = [math.exp(-(best - s) / lv.temperature) for _, s in near]
        code = self._rng.choices([c for c, _ in near], weights=weights)[0]
        return Move.from_code(code)
