"""Solving many problems at once: worker processes on this machine, or a Dask cluster.

``Batch(tasks).run()`` solves each ``Task`` in one of ``workers`` processes (each owns one
rules core and one prover table of ``memory_mb // workers`` MB, so the whole run stays within
``memory_mb``) and yields an ``Outcome`` as each one finishes. ``on_start``/``on_progress``
callbacks report like ``Solver.solve``'s progress; ``cancel()`` (any thread) stops the running
searches within milliseconds and skips the rest. ``in_order`` turns a stream of outcomes into
index order. ``run_on_cluster`` sends the same tasks to a Dask distributed scheduler
(``pip install 'paiju[cluster]'``) and yields the outcomes in order.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from xiangqi import Board

from .result import SolveResult, Stipulation
from .solve import Progress, Solver

__all__ = ["Batch", "Outcome", "Task", "default_workers", "in_order", "run_on_cluster",
           "solve_task", "write_atomic"]


@dataclass(frozen=True)
class Task:
    """One problem: its index in the caller's list, the position and what to compute."""

    index: int
    fen: str
    stipulation: Stipulation
    book: list[str] | None = None
    time_limit: float | None = None
    tries: bool = True
    tree: bool = True


@dataclass
class Outcome:
    """A solved task, or the one-line error that stopped it."""

    index: int
    result: SolveResult | None
    error: str = ""


def default_workers() -> int:
    """One worker per core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


# --- in a worker process ----------------------------------------------------------------
_local = threading.local()
_solvers: list[Solver] = []   # every solver of this process, for the cancel watcher
_cancel: Any = None      # multiprocessing.Event shared with the parent
_events: Any = None      # multiprocessing.Queue of (kind, index, payload)


def _solver(memory_mb: int) -> Solver:
    solver = getattr(_local, "solver", None)
    if solver is None or solver.engine.memory_mb != memory_mb:
        solver = Solver(memory_mb)
        _local.solver = solver
        _solvers.append(solver)
    return solver


def solve_task(task: Task, memory_mb: int = 64,
               progress: Callable[[Progress], None] | None = None) -> Outcome:
    """Solve one task on this thread's solver (made on first use)."""
    solver = _solver(memory_mb)
    try:
        board = Board(task.fen)
        result = solver.solve(board, task.stipulation, time_limit=task.time_limit,
                              progress=progress, book=task.book, tries=task.tries,
                              tree=task.tree)
    except (ValueError, RuntimeError) as exc:
        return Outcome(task.index, None, f"{type(exc).__name__}: {exc}")
    return Outcome(task.index, result)


def _init_worker(cancel: Any, events: Any) -> None:
    global _cancel, _events
    _cancel, _events = cancel, events
    threading.Thread(target=_watch_cancel, daemon=True).start()


def _watch_cancel() -> None:
    _cancel.wait()
    while True:  # a search armed after the first cancel forgets it: keep cancelling
        for solver in list(_solvers):
            solver.cancel()
        threading.Event().wait(0.005)


def _worker_solve(task: Task, memory_mb: int) -> Outcome:
    if _cancel.is_set():
        return Outcome(task.index, None, "cancelled")
    _events.put(("start", task.index, None))

    def report(progress: Progress) -> None:
        _events.put(("progress", task.index, progress))

    return solve_task(task, memory_mb, report)


# --- in the parent ----------------------------------------------------------------------
class Batch:
    """Solve tasks in worker processes; iterate ``run()`` for the outcomes as they finish."""

    def __init__(self, tasks: Iterable[Task], *, workers: int | None = None,
                 memory_mb: int = 64,
                 on_start: Callable[[int], None] | None = None,
                 on_progress: Callable[[int, Progress], None] | None = None) -> None:
        self.tasks = list(tasks)
        self.workers = max(1, min(workers or default_workers(), len(self.tasks) or 1))
        self.memory_mb = max(1, memory_mb // self.workers)
        self.on_start, self.on_progress = on_start, on_progress
        context = multiprocessing.get_context("spawn")
        self._context = context
        self._cancel = context.Event()
        self._stopped = threading.Event()

    def cancel(self) -> None:
        """Stop the running searches and skip the remaining tasks (any thread)."""
        self._stopped.set()
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._stopped.is_set()

    def run(self) -> Iterator[Outcome]:
        """Outcomes in the order they finish. After cancel(), the running tasks come back
        cancelled (those that answer within a quarter of a second; workers still starting
        are not waited for) and the rest are neither started nor yielded."""
        if not self.tasks:
            return
        events = self._context.Queue()
        pool = ProcessPoolExecutor(self.workers, mp_context=self._context,
                                   initializer=_init_worker, initargs=(self._cancel, events))
        pending: set[Future[Outcome]] = {
            pool.submit(_worker_solve, task, self.memory_mb) for task in self.tasks}
        grace: float | None = None
        try:
            while pending:
                done, pending = wait(pending, timeout=0.02, return_when=FIRST_COMPLETED)
                self._pump(events)
                for future in done:
                    outcome = None if future.cancelled() else future.result()
                    if outcome is not None and (outcome.result or outcome.error != "cancelled"):
                        yield outcome
                if self._stopped.is_set():
                    # Queued tasks are not cancelled: each returns "cancelled" at once in its
                    # worker (the event is set). Cancelling a submitted future can hang the
                    # pool's shutdown for good (CPython issue 94440; seen in CI).
                    if grace is None:
                        grace = time.monotonic() + 0.25
                    elif time.monotonic() > grace:
                        break
        finally:
            if pending:  # the caller stopped early, or workers are slow to answer a cancel
                self.cancel()
            if self._stopped.is_set():
                # Answer the cancel now and let the workers wind down meanwhile; not a daemon,
                # so a program that exits at once still joins them (a daemon closer killed at
                # exit left the pool's semaphores behind: "leaked semaphore" warnings).
                threading.Thread(target=_close_pool, args=(pool, events, self._cancel)).start()
            else:
                pool.shutdown(wait=True, cancel_futures=True)
            self._pump(events)

    def _pump(self, events: Any) -> None:
        while True:
            try:
                kind, index, payload = events.get_nowait()
            except queue.Empty:
                return
            if kind == "start" and self.on_start is not None:
                self.on_start(index)
            elif kind == "progress" and self.on_progress is not None:
                self.on_progress(index, payload)


def _close_pool(pool: ProcessPoolExecutor, *keep_alive: Any) -> None:
    """Wait for a cancelled pool's workers, holding the queue and event they were started
    with: a worker still starting unpickles them, and fails loudly if they are gone. The
    queued tasks drain as "cancelled" (no future is cancelled: CPython issue 94440)."""
    pool.shutdown(wait=True)
    del keep_alive


def in_order(outcomes: Iterable[Outcome], indices: Iterable[int]) -> Iterator[Outcome]:
    """Re-emit ``outcomes`` in the order of ``indices`` as soon as each next one is there."""
    order = list(indices)
    waiting: dict[int, Outcome] = {}
    position = 0
    for outcome in outcomes:
        waiting[outcome.index] = outcome
        while position < len(order) and order[position] in waiting:
            yield waiting.pop(order[position])
            position += 1


def run_on_cluster(tasks: Iterable[Task], address: str, memory_mb: int = 64
                   ) -> Iterator[Outcome]:
    """Solve ``tasks`` on the Dask distributed scheduler at ``address``; outcomes in order.

    Each Dask worker thread keeps its own solver of ``memory_mb`` MB between tasks.
    Raises ImportError with an install hint when dask is missing."""
    try:
        from distributed import Client  # type: ignore[import-not-found, unused-ignore]
    except ImportError as exc:
        raise ImportError("--scheduler needs Dask: pip install 'paiju[cluster]'") from exc
    task_list = list(tasks)
    with Client(address, set_as_default=False) as client:  # type: ignore[no-untyped-call, unused-ignore]
        futures = client.map(solve_task, task_list, memory_mb=memory_mb, pure=False)
        try:
            for future in futures:
                yield future.result()
        finally:
            client.cancel(futures)


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file and os.replace: a reader
    sees the old file or the whole new one, never a part."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
