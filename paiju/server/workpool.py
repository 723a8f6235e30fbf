"""Solver and engine work for rooms: worker processes, a time budget per request and per room.

Problem rooms ask the mate solver and the game engine questions that can run for minutes on
a crafted position. They never run on the event loop or on the threads that hash passwords:
``WorkPool`` sends them to a few worker processes (each with its own prover table, at a lower
CPU priority than the server), gives each request a time limit the C search obeys within a
millisecond, charges the time to the room (or, for a room not yet created, to the address
creating it), refuses work when that key's budget for the minute is spent, one request of
the key is already running, or too many are waiting (or one waited too long to start), and
terminates the workers at shutdown (so SIGTERM is never held up by a solve).

The ``job_*`` functions are the bodies run in a worker; they take and return plain data.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from .protocol import ProtocolError

log = logging.getLogger("paiju.server")
ENGINE_HASH_MB = 16
BUSY = ProtocolError("busy", "the solver is busy with other rooms; try again in a moment")


@dataclass(frozen=True)
class Budget:
    """Worker processes and the time each request and each room may use."""

    workers: int = 1              # processes: leave the other cores to the loop and hashing
    request_s: float = 5.0        # one move judged, one engine reply
    verify_s: float = 10.0        # a problem checked at room creation
    per_room_s: float = 30.0      # worker seconds one room (or creating address) may use …
    window_s: float = 60.0        # … within this window
    max_waiting: int = 8          # requests queued for the workers before new ones are refused
    queue_wait_s: float = 5.0     # a request not started this long after it came is dropped
    memory_mb: int = 16           # each worker's prover table
    nice: int = 10                # workers' priority below the server's: the loop and the
                                  # password hashing get the CPU first


class WorkPool:
    """Run ``job_*`` functions in worker processes under a ``Budget``."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self._pool: ProcessPoolExecutor | None = None
        self._running: set[str] = set()
        self._spent: dict[str, deque[tuple[float, float]]] = {}
        self._waiting = 0

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:  # spawn: the server has threads, which fork would copy badly
            self._pool = ProcessPoolExecutor(
                self.budget.workers, mp_context=multiprocessing.get_context("spawn"),
                initializer=_init_worker, initargs=(self.budget.memory_mb, self.budget.nice))
        return self._pool

    def spent(self, key: str, now: float | None = None) -> float:
        """Worker seconds ``key`` used within the window."""
        now = time.monotonic() if now is None else now
        used = self._spent.get(key)
        if used is None:
            return 0.0
        while used and now - used[0][0] > self.budget.window_s:
            used.popleft()
        if not used:
            del self._spent[key]
            return 0.0
        return sum(seconds for _, seconds in used)

    async def run(self, key: str, job: Any, *args: Any) -> Any:
        """``job(*args)`` in a worker, charged to ``key``. Raises ProtocolError("busy") when
        the key has a request running or its budget spent, or the queue is full."""
        if key in self._running:
            raise ProtocolError("busy", "a solver request of this room is still running")
        if self.spent(key) >= self.budget.per_room_s:
            raise ProtocolError("busy", f"this room used its {self.budget.per_room_s:g} s of "
                                f"solver time for the last {self.budget.window_s:g} s; "
                                "try again later")
        if self._waiting >= self.budget.max_waiting:
            raise BUSY
        self._running.add(key)
        self._waiting += 1
        began = time.monotonic()
        try:
            loop = asyncio.get_running_loop()
            result = await loop.run_in_executor(self._executor(), _started_in_time, time.time()
                                                + self.budget.queue_wait_s, job, *args)
            if isinstance(result, str) and result == _EXPIRED:  # a copy: not "is"
                raise BUSY
            return result
        except BrokenProcessPool:
            log.error("a solver worker died; starting new ones")
            self._pool = None
            raise ProtocolError("internal", "the solver failed on that request; try again") \
                from None
        finally:
            self._waiting -= 1
            self._running.discard(key)
            now = time.monotonic()
            self._spent.setdefault(key, deque()).append((now, now - began))
            if len(self._spent) > 10_000:
                for stale in list(self._spent):
                    self.spent(stale, now)

    def warm(self) -> None:
        """Start the workers now rather than on the first request."""
        self._executor().submit(_noop)

    def close(self) -> None:
        """Stop at once: queued work is dropped and running workers are terminated."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join(5)


# ----------------------------------------------------------------------------- in a worker

_STATE: dict[str, Any] = {}


def _init_worker(memory_mb: int, nice: int) -> None:
    import os
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the server decides when workers stop
    if nice:
        os.nice(nice)
    _STATE["memory_mb"] = memory_mb


def _noop() -> None:
    return None


_EXPIRED = "expired"


def _started_in_time(latest: float, job: Any, *args: Any) -> Any:
    """``job(*args)``, unless the worker picked it up after ``latest`` (epoch seconds)."""
    if time.time() > latest:
        return _EXPIRED
    return job(*args)


def _prover() -> Any:
    from paiju.solver.prover import MateProver

    if "prover" not in _STATE:
        _STATE["prover"] = MateProver(int(_STATE.get("memory_mb", 16)))
    return _STATE["prover"]


def job_verify(fen: str, mate: int, quiet: int, seconds: float) -> dict[str, Any]:
    """The fastest mate within ``mate`` moves: {"best": n or None} or {"timeout": True}."""
    from paiju.cancel import SearchCancelled
    from paiju.rules import Board
    from paiju.solver.training import analyse_start

    try:
        outlook = analyse_start(_prover(), Board(fen), mate, quiet, time_limit=seconds)
    except SearchCancelled:
        return {"timeout": True}
    return {"best": outlook.best}


def job_judge(fen: str, line: list[str], move: str, left: int, quiet: int,
              best: int | None, seconds: float) -> dict[str, Any]:
    """An attacker move judged and the best defence, or {"timeout": True}."""
    from paiju.cancel import SearchCancelled
    from paiju.rules import Board, Move
    from paiju.solver.training import analyse_move

    board = Board(fen)
    for text in line:
        board.push(Move.from_iccs(text))
    played = Move.from_iccs(move)
    try:
        j = analyse_move(_prover(), board, played, left, quiet, best, time_limit=seconds)
    except SearchCancelled:
        return {"timeout": True}
    moves = [move] + ([j.defence.iccs()] if j.defence is not None else [])
    return {"kind": j.kind, "moves": moves, "finished": j.kind in ("mate", "loses"),
            "solved": j.kind == "mate", "best": j.outlook.best}


def job_engine_reply(fen: str, line: list[str], move: str, level: int,
                     movetime_ms: int) -> dict[str, Any]:
    """The engine's reply at ``level`` after the guest's ``move``, and the game's result."""
    from paiju import engine
    from paiju.rules import Move
    from paiju.rules.game import Game

    from .rules import RULES, color_name, words

    game = Game(fen, RULES)
    attacker = game.board().turn
    for text in line:
        game.play(Move.from_iccs(text))
    game.play(Move.from_iccs(move))
    moves = [move]
    if game.outcome is None:
        players = _STATE.setdefault("players", {})
        player = players.get(level)
        if player is None:
            player = players[level] = engine.Engine(ENGINE_HASH_MB, level=level)
        found = player.search(game.board(), engine.Limits(movetime_ms=movetime_ms)).best_move
        if found is None:
            return {"error": "the engine found no move"}
        game.play(found)
        moves.append(found.iccs())
    out: dict[str, Any] = {"kind": "played", "moves": moves,
                           "finished": game.outcome is not None, "solved": False}
    if game.outcome is not None:
        winner = game.outcome.winner
        out["solved"] = winner is not None and color_name(winner) == color_name(attacker)
        out["result"] = {"result": game.outcome.result(), "termination": words(game.outcome)}
    return out
