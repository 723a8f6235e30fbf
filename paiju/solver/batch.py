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

import ctypes
import multiprocessing
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

from paiju.rules import Board, Stipulation

from .result import SolveResult
from .solve import Progress, Solver

__all__ = ["Batch", "Outcome", "Task", "default_workers", "in_order", "run_on_cluster",
           "solve_task"]


@dataclass(frozen=True)
class Task:
    """One problem: its index in the caller's list, the position and what to compute."""

    index: int
    fen: str
    stipulation: Stipulation
    stated_line: list[str] | None = None
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


def _solver(memory_mb: int) -> Solver:
    solver = getattr(_local, "solver", None)
    if solver is None or solver.memory_mb != memory_mb:
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
                              progress=progress, stated_line=task.stated_line, tries=task.tries,
                              tree=task.tree)
    except (ValueError, RuntimeError) as exc:
        return Outcome(task.index, None, f"{type(exc).__name__}: {exc}")
    return Outcome(task.index, result)


def _watch_cancel(cancel: Any) -> None:
    # Polled, not a multiprocessing.Event: a process that exits inside Event.wait() stays
    # counted as a sleeper, and the parent's next Event.set() waits for it for good.
    while not cancel.value:
        time.sleep(0.005)
    while True:  # a search armed after the first cancel forgets it: keep cancelling
        for solver in list(_solvers):
            solver.cancel()
        threading.Event().wait(0.005)


def _worker_main(conn: Connection, cancel: Any, memory_mb: int) -> None:
    """A worker process: solve each task the parent sends, until it sends None or goes."""
    threading.Thread(target=_watch_cancel, args=(cancel,), daemon=True).start()
    try:
        while (task := conn.recv()) is not None:
            if cancel.value:
                conn.send(("done", task.index, Outcome(task.index, None, "cancelled")))
                continue
            conn.send(("start", task.index, None))

            def report(progress: Progress, index: int = task.index) -> None:
                conn.send(("progress", index, progress))

            conn.send(("done", task.index, solve_task(task, memory_mb, report)))
    except (EOFError, OSError, KeyboardInterrupt):  # the parent is gone, or Ctrl-C
        return


# --- in the parent ----------------------------------------------------------------------
@dataclass
class _Worker:
    """One worker process, the parent's end of its pipe, and the task it is on."""

    process: Any
    conn: Connection
    task: int | None = None


class Batch:
    """Solve tasks in worker processes; iterate ``run()`` for the outcomes as they finish.

    The parent hands each idle worker its next task through the worker's own pipe, so no
    lock is shared with a process that may die, and nothing waits on a worker for good: a
    worker that dies fails only its own task (a new one takes over), and after a cancel the
    workers are drained, then stopped, on a thread of their own (``_close``)."""

    def __init__(self, tasks: Iterable[Task], *, workers: int | None = None,
                 memory_mb: int = 64,
                 on_start: Callable[[int], None] | None = None,
                 on_progress: Callable[[int, Progress], None] | None = None) -> None:
        self.tasks = list(tasks)
        self.workers = max(1, min(workers or default_workers(), len(self.tasks) or 1))
        self.memory_mb = max(1, memory_mb // self.workers)
        self.on_start, self.on_progress = on_start, on_progress
        self._context = multiprocessing.get_context("spawn")
        self._cancel = self._context.RawValue(ctypes.c_bool, False)  # shared, lock-free
        self._stopped = threading.Event()

    def cancel(self) -> None:
        """Stop the running searches and skip the remaining tasks (any thread)."""
        self._stopped.set()
        self._cancel.value = True

    @property
    def cancelled(self) -> bool:
        return self._stopped.is_set()

    def run(self) -> Iterator[Outcome]:
        """Outcomes in the order they finish. After cancel(), the running tasks come back
        cancelled (those that answer within a quarter of a second; workers still starting
        are not waited for) and the rest are neither started nor yielded."""
        if not self.tasks:
            return
        todo = deque(self.tasks)
        workers = [self._spawn() for _ in range(self.workers)]
        for worker in workers:
            self._feed(worker, todo)
        grace: float | None = None
        try:
            while any(w.task is not None for w in workers):
                wait([w.conn for w in workers] + [w.process.sentinel for w in workers],
                     timeout=0.02)
                for worker in list(workers):
                    yield from self._read(worker, todo)
                    if worker.process.exitcode is not None:
                        workers.remove(worker)
                        yield from self._buried(worker, todo, workers)
                if self._stopped.is_set():
                    todo.clear()
                    if grace is None:
                        grace = time.monotonic() + 0.25
                    elif time.monotonic() > grace:
                        break
        finally:
            if any(w.task is not None for w in workers):  # stopped early, or slow to answer
                self.cancel()
            if self._stopped.is_set():
                # Answer the cancel now and let the workers wind down meanwhile; not a daemon,
                # so a program that exits at once still stops them (a daemon closer killed at
                # exit left semaphores behind: "leaked semaphore" warnings).
                threading.Thread(target=_close, args=(workers, self._cancel)).start()
            else:
                _close(workers, self._cancel)

    def _spawn(self) -> _Worker:
        ours, theirs = self._context.Pipe()
        process = self._context.Process(target=_worker_main, daemon=True,
                                        args=(theirs, self._cancel, self.memory_mb))
        process.start()
        theirs.close()
        return _Worker(process, ours)

    def _feed(self, worker: _Worker, todo: deque[Task]) -> None:
        """Give an idle worker its next task, or tell it to leave when none is left."""
        task = todo.popleft() if todo and not self._stopped.is_set() else None
        worker.task = None if task is None else task.index
        try:
            worker.conn.send(task)
        except OSError:  # it died: _buried reports the task, if it had one
            pass

    def _read(self, worker: _Worker, todo: deque[Task]) -> Iterator[Outcome]:
        """Every message the worker has sent so far, as callbacks and finished outcomes."""
        while True:
            try:
                if not worker.conn.poll():
                    return
                kind, index, payload = worker.conn.recv()
            except (EOFError, OSError):
                return
            if kind == "start" and self.on_start is not None:
                self.on_start(index)
            elif kind == "progress" and self.on_progress is not None:
                self.on_progress(index, payload)
            elif kind == "done":
                self._feed(worker, todo)
                if payload.result is not None or payload.error != "cancelled":
                    yield payload

    def _buried(self, worker: _Worker, todo: deque[Task], workers: list[_Worker]
                ) -> Iterator[Outcome]:
        """A worker has exited: fail the task it was on, and replace it if work is left."""
        worker.conn.close()
        if worker.task is not None:
            index, worker.task = worker.task, None
            if not self._stopped.is_set():
                yield Outcome(index, None, f"the worker process stopped "
                                           f"(exit code {worker.process.exitcode})")
        if todo and not self._stopped.is_set():
            replacement = self._spawn()
            workers.append(replacement)
            self._feed(replacement, todo)


def _close(workers: list[_Worker], *keep_alive: Any, patience: float = 10.0) -> None:
    """Tell each worker to leave, reading (and dropping) what they still send until they
    have; stop those still there after ``patience`` seconds. Holds the cancel flag they
    were started with until they are gone."""
    deadline = time.monotonic() + patience
    for worker in workers:
        try:
            worker.conn.send(None)
        except OSError:
            pass
    alive = [w for w in workers if w.process.exitcode is None]
    while alive and time.monotonic() < deadline:
        wait([w.conn for w in alive] + [w.process.sentinel for w in alive], timeout=0.1)
        for worker in alive:
            try:
                while worker.conn.poll():
                    worker.conn.recv()
            except (EOFError, OSError):
                pass
        alive = [w for w in alive if w.process.exitcode is None]
    for worker in alive:
        worker.process.terminate()
    for worker in workers:
        worker.process.join(1.0)
        if worker.process.exitcode is None:
            worker.process.kill()
            worker.process.join()
        worker.conn.close()
        worker.process.close()
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
