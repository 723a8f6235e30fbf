"""Solver work off the GUI thread.

``SolveThread`` runs a list of solve jobs one after another on one ``Solver`` (the solver
panel passes one job, collection verification one per puzzle) and reports through Qt
signals, which reach the widgets through queued connections: nothing here touches a widget.
``cancel()`` may be called from the GUI thread at any time; the prover stops within
milliseconds and the thread finishes with the jobs done so far.

``BatchThread`` solves the same jobs in worker processes (one rules core each,
``paiju.solver.batch``), emitting the same signals as results arrive, in any order.

``call_in_thread`` runs one short engine question (training mode) on the thread pool and
delivers its answer (or its exception) back on the GUI thread.
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThread, QThreadPool, Signal, SignalInstance

from paiju.rules import Board, Stipulation
from paiju.solver.batch import Batch, Task
from paiju.solver.result import SolveResult
from paiju.solver.solve import Progress, Solver


@dataclass(frozen=True)
class SolveJob:
    """One problem to solve: the position, the stipulation and an optional stated line (the
    puzzle's solution)."""

    board: Board
    stipulation: Stipulation
    stated_line: list[str] | None = None
    time_limit: float | None = None
    tree: bool = True
    tries: bool = True
    tag: object = field(default=None, compare=False)  # the caller's row or puzzle index


class SolveThread(QThread):
    """Solves ``jobs`` in order; ``jobDone(i, SolveResult)`` after each one, and before it
    ``verdictFound(i, SolveResult)``: a copy with the verdict, length and keys, once they
    are proven (the tries and the tree can take much longer)."""

    progressed = Signal(int, object)  # job index, solver.solve.Progress
    jobStarted = Signal(int)
    verdictFound = Signal(int, object)  # job index, SolveResult without tries and tree yet
    jobDone = Signal(int, object)  # job index, SolveResult
    jobFailed = Signal(int, str)  # job index, message (an unexpected error, never a crash)

    def __init__(self, solver: Solver, jobs: list[SolveJob], parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self.solver = solver
        self.jobs = list(jobs)
        self._stop = threading.Event()

    def cancel(self) -> None:
        """Stop the running search and skip the remaining jobs (any thread)."""
        self._stop.set()
        self.solver.cancel()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def stop_and_wait(self, timeout: float = 5.0) -> bool:
        """Cancel and block until the thread has finished (window closing); True if it has."""
        return wait_cancelled(lambda: self.wait(50), self.cancel, timeout)

    def run(self) -> None:
        for i, job in enumerate(self.jobs):
            if self._stop.is_set():
                return
            self.jobStarted.emit(i)

            def report(progress: Progress, i: int = i) -> None:
                if self._stop.is_set():  # a cancel that came before the search was armed
                    self.solver.cancel()
                self.progressed.emit(i, progress)

            def early(result: SolveResult, i: int = i) -> None:
                self.verdictFound.emit(i, result)

            try:
                result = self.solver.solve(job.board, job.stipulation,
                                           time_limit=job.time_limit, progress=report,
                                           stated_line=job.stated_line, tries=job.tries,
                                           tree=job.tree,
                                           on_verdict=early)
            except Exception as exc:
                self.jobFailed.emit(i, f"{type(exc).__name__}: {exc}")
                traceback.print_exc()
                continue
            self.jobDone.emit(i, result)


class BatchThread(QThread):
    """Solves ``jobs`` in worker processes; the signals are SolveThread's, in arrival order."""

    progressed = Signal(int, object)  # job index, solver.solve.Progress
    jobStarted = Signal(int)
    jobDone = Signal(int, object)  # job index, SolveResult
    jobFailed = Signal(int, str)  # job index, message

    def __init__(self, jobs: list[SolveJob], memory_mb: int, workers: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.jobs = list(jobs)
        tasks = [Task(i, job.board.fen(), job.stipulation, job.stated_line, job.time_limit,
                      job.tries, job.tree) for i, job in enumerate(self.jobs)]
        self.batch = Batch(tasks, workers=workers, memory_mb=memory_mb,
                           on_start=self.jobStarted.emit, on_progress=self.progressed.emit)

    def cancel(self) -> None:
        """Stop the running searches and skip the remaining jobs (any thread)."""
        self.batch.cancel()

    @property
    def cancelled(self) -> bool:
        return self.batch.cancelled

    def stop_and_wait(self, timeout: float = 5.0) -> bool:
        """Cancel and block until the thread has finished; True if it has."""
        return wait_cancelled(lambda: self.wait(50), self.cancel, timeout)

    def run(self) -> None:
        try:
            for outcome in self.batch.run():
                if outcome.result is not None:
                    self.jobDone.emit(outcome.index, outcome.result)
                else:
                    self.jobFailed.emit(outcome.index, outcome.error)
        except Exception as exc:
            traceback.print_exc()
            for i in range(len(self.jobs)):
                self.jobFailed.emit(i, f"{type(exc).__name__}: {exc}")


def wait_cancelled(finished: Callable[[], bool], cancel: Callable[[], None],
                   timeout: float) -> bool:
    """Cancel, then poll ``finished()`` (which may block briefly) until it is true or
    ``timeout`` seconds pass, cancelling again meanwhile: a search armed just after the
    first cancel forgets it, the next one reaches it."""
    deadline = time.monotonic() + timeout
    cancel()
    while not finished():
        if time.monotonic() > deadline:
            return False
        cancel()
    return True


class _Relay(QObject):
    """Carries one answer from a pool thread to its owner's thread.

    It has no Qt parent: the running call holds it, so deleting the owner never deletes it
    under the pool thread's emit (that race crashed the interpreter). It forwards the answer
    only while the owner is alive, then deletes itself on the owner's thread."""

    done = Signal(object)
    failed = Signal(object)

    def __init__(self, owner: QObject) -> None:
        super().__init__()
        self.ended = threading.Event()  # set once the call has returned, on its thread
        self.owner = owner

    def forward(self, slot: Callable[[object], None]) -> Callable[[object], None]:
        def deliver(value: object) -> None:
            _PENDING.discard(self)
            self.deleteLater()
            if shiboken6.isValid(self.owner):
                slot(value)
        return deliver


_PENDING: set[_Relay] = set()


class _Call(QRunnable):
    def __init__(self, fn: Callable[[], object], relay: _Relay) -> None:
        super().__init__()
        self.fn, self.relay = fn, relay

    def run(self) -> None:
        ended = self.relay.ended
        try:
            value = self.fn()
        except Exception as exc:
            ended.set()
            self._deliver(self.relay.failed, exc)
            return
        ended.set()
        self._deliver(self.relay.done, value)

    @staticmethod
    def _deliver(signal: SignalInstance, value: object) -> None:
        try:
            signal.emit(value)
        except RuntimeError:  # the owner was deleted meanwhile: nobody wants the answer
            pass


def call_in_thread(fn: Callable[[], object], done: Callable[[object], None],
                   failed: Callable[[BaseException], None], owner: QObject) -> _Relay:
    """Run ``fn()`` on the global thread pool; ``done(value)`` or ``failed(exc)`` runs on
    ``owner``'s thread. Keep the returned relay alive until it answers (owner parents it);
    its ``ended`` event tells other code, without an event loop, that ``fn`` has returned."""
    relay = _Relay(owner)
    relay.done.connect(relay.forward(done))
    relay.failed.connect(relay.forward(failed))  # type: ignore[arg-type]
    _PENDING.add(relay)  # alive until it has answered, whatever happens to the owner
    QThreadPool.globalInstance().start(_Call(fn, relay))
    return relay
