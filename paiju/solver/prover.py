"""MateProver: the Python handle on the compiled prover (paiju._native.Prover).

Every question the solver asks goes through here: does the side to move mate
within n (``wins``), does a defence hold (``refutation``), how long is the
shortest mate (``mate_length``). Cancel and time limits abort the C search
within a millisecond and surface as ``paiju.cancel.SearchCancelled``.
"""

from __future__ import annotations

import time

from paiju import _native
from paiju.cancel import SearchCancelled
from paiju.rules import Board, Move

from .result import Proven

QUIET_ANY: int = _native.QUIET_ANY
MAX_N: int = _native.MAX_N
SHORT = 3  # lengths up to this are searched depth-first; longer ones by df-pn first
BUDGET_SPENT = -2  # the prover's answer when a find ran out of its node budget


def quiet_budget(checks_only: bool, max_quiet: int | None) -> int:
    """Quiet attacker moves allowed: 0 for checks-only, QUIET_ANY for no limit."""
    if checks_only:
        return 0
    if max_quiet is None or max_quiet >= QUIET_ANY:
        return QUIET_ANY
    if max_quiet < 0:
        raise ValueError(f"max_quiet must be >= 0, got {max_quiet}")
    return max_quiet


def spend(quiet: int, gives_check: bool) -> int:
    """The budget left after an attacker move."""
    return quiet if gives_check or quiet == QUIET_ANY else quiet - 1


class MateProver:
    """A prover with its fixed-size table, a deadline and a cancel flag."""

    def __init__(self, memory_mb: int = 64, share: MateProver | None = None) -> None:
        """With `share`, search in that prover's tables (which must be cleared first) with a
        children cache of `memory_mb` of its own: one problem on several threads."""
        self._prover: _native.Prover = _native.Prover(
            memory_mb, None if share is None else share._prover)
        self.memory_mb = memory_mb
        self._deadline: float | None = None
        self.depth = 0

    # -- control (callable from any thread) -------------------------------
    def cancel(self) -> None:
        self._prover.cancel()

    @property
    def cancelled(self) -> bool:
        return bool(self._prover.cancelled)

    @property
    def nodes(self) -> int:
        return int(self._prover.nodes)

    @property
    def table_bytes(self) -> int:
        return int(self._prover.table_bytes)

    @property
    def dfpn(self) -> bool:
        """df-pn first for questions of 3+ moves with quiet moves (the default); False: the
        exact depth-first prover alone, the reference the tests compare df-pn with."""
        return bool(self._prover.dfpn)

    @dfpn.setter
    def dfpn(self, on: bool) -> None:
        self._prover.dfpn = on

    @property
    def children_cache(self) -> bool:
        """df-pn reuses the moves of nodes it expanded (the default); False: generates them
        again, which must search exactly the same nodes."""
        return bool(self._prover.children_cache)

    @children_cache.setter
    def children_cache(self, on: bool) -> None:
        self._prover.children_cache = on

    def start(self, time_limit: float | None = None) -> None:
        """Arm a new run: forget a pending cancel, set the deadline."""
        self._prover.reset()
        self._deadline = None if time_limit is None else time.monotonic() + time_limit

    def resume(self) -> None:
        """Forget a cancel, keeping the deadline: the next question runs as usual."""
        self._prover.reset()

    def clear(self) -> None:
        self._prover.clear()

    def check(self) -> None:
        """Raise SearchCancelled if the run was cancelled or is out of time."""
        if self._prover.cancelled:
            raise SearchCancelled("cancelled")
        if self._deadline is not None and time.monotonic() >= self._deadline:
            raise SearchCancelled("time limit")

    # -- questions -----------------------------------------------------------
    def _run(self, method: str, board: Board, n: int, quiet: int,
             max_nodes: int = 0) -> tuple[int, int]:
        self.check()
        seconds = 0.0 if self._deadline is None else max(self._deadline - time.monotonic(), 1e-3)
        result, move = getattr(self._prover, method)(
            board.native_position(), n, quiet, seconds, max_nodes)
        if result == BUDGET_SPENT and max_nodes:
            return result, move
        if result < 0:
            self.check()
            raise SearchCancelled("time limit")
        return int(result), int(move)

    def wins(self, board: Board, n: int, quiet: int = QUIET_ANY) -> Move | None:
        """A move by which the side to move mates within n, or None if there is none."""
        if n < 1:
            return None
        result, move = self._run("attack", board, n, quiet)
        return Move.from_code(move) if result else None

    def refutation(self, board: Board, n: int, quiet: int = QUIET_ANY) -> Move | None:
        """Defender to move: a defence that avoids mate within n, or None if all lose."""
        result, move = self._run("defend", board, n, quiet)
        if result:
            return None
        return Move.from_code(move) if move else None

    def holds(self, board: Board, n: int, quiet: int = QUIET_ANY) -> bool:
        """Defender to move: can it avoid mate within n attacker moves?"""
        if not board.legal_moves:
            return False
        return self._run("defend", board, n, quiet)[0] == 0

    def find(self, board: Board, n: int, quiet: int = QUIET_ANY) -> Move | None:
        """df-pn finder: a key that mates within n, or None. Exact, but best-first,
        so fast on long forcing lines; it says nothing about the shortest length."""
        if n < 1:
            return None
        result, move = self._run("find", board, n, quiet)
        return Move.from_code(move) if result and move else None

    def try_find(self, board: Board, n: int, quiet: int, nodes: int) -> bool | None:
        """df-pn within a budget of `nodes`: True if the side to move mates within n (n >
        SHORT), False if not, None if the budget ran out first (nothing is known)."""
        result, _ = self._run("find", board, n, quiet, nodes)
        return None if result == BUDGET_SPENT else bool(result)

    def find_mate(self, board: Board, max_n: int, quiet: int = QUIET_ANY,
                  proven: Proven | None = None) -> int | None:
        """A bound on the mate length <= max_n, found fast, or None if there is no mate.

        Short checks-only mates by deepening (cheap, and then the shortest), then df-pn at
        max_n: checks only, then (if allowed) with quiet moves. Each answer on the way goes
        into `proven`.
        """
        record = proven if proven is not None else Proven()
        for n in range(1, min(max_n, SHORT) + 1):
            self.depth = n
            if self.wins(board, n, 0) is not None:
                record.mate(n)
                return n
            record.no_mate(n, checks_only=quiet > 0)
        if max_n <= SHORT:
            return self._within(board, max_n, quiet, record) if quiet else None
        self.depth = max_n
        if self.find(board, max_n, 0) is not None:
            record.mate(max_n)
            return max_n
        record.no_mate(max_n, checks_only=quiet > 0)
        if quiet == 0:
            return None
        return self._within(board, max_n, quiet, record)

    def _within(self, board: Board, n: int, quiet: int, proven: Proven) -> int | None:
        """n if the side to move mates within n, else None: the prover for short lengths,
        df-pn from SHORT + 1 moves on. The answer goes into `proven`."""
        self.depth = n
        found = self.wins(board, n, quiet) if n <= SHORT else self.find(board, n, quiet)
        if found is None:
            proven.no_mate(n)
            return None
        proven.mate(n)
        return n

    def mate_length(self, board: Board, max_n: int, quiet: int = QUIET_ANY) -> int | None:
        """Attacker to move: the least n <= max_n with a forced mate, or None.

        A fast first mate bounds the length; then the bound comes down one move at a time
        until "no mate within bound - 1" is proven (which covers every shorter length too).
        """
        found = self.find_mate(board, max_n, quiet)
        return None if found is None else self.shorten(board, found, quiet)

    def shorten(self, board: Board, found: int, quiet: int = QUIET_ANY,
                proven: Proven | None = None) -> int:
        """The least mate length, given a mate within `found`: the bound comes down until
        "no mate within bound - 1" is proven. Each answer on the way goes into `proven`."""
        record = proven if proven is not None else Proven()
        while found > 1 and self._within(board, found - 1, quiet, record) is not None:
            found -= 1
        return found

    def defence_length(self, board: Board, max_n: int, quiet: int = QUIET_ANY) -> int | None:
        """Defender to move: attacker moves still needed against best defence.

        0 if the defender has no legal move (already mated), None if it holds
        beyond max_n.
        """
        if not board.legal_moves:
            return 0
        for n in range(1, max_n + 1):
            if not self.holds(board, n, quiet):
                return n
        return None
