"""Solver work for ``paiju.ui.tasks.Task``: nothing here touches a widget.

``solve_work`` runs a list of solve jobs one after another on one ``Solver`` (the solver
panel passes one job); ``batch_work`` solves them in worker processes (collection
verification). Both report ``JobEvent``s, which ``dispatch`` hands to the panel's slots;
``Task.stop()`` stops the searches within milliseconds and the task ends with the jobs done
so far.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from paiju.cancel import SearchCancelled
from paiju.rules import Board, Stipulation
from paiju.solver.batch import Batch
from paiju.solver.batch import Task as BatchTask
from paiju.solver.result import SolveResult
from paiju.solver.solve import Progress, Solver
from paiju.solver.study import StudyVerifier
from paiju.ui.tasks import TaskControl, Work


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


@dataclass(frozen=True)
class JobEvent:
    """What a solving task reports: ``kind`` is "started", "progress" (a ``Progress``),
    "verdict" (a ``SolveResult`` without tries and tree yet), "done" (the ``SolveResult``)
    or "failed" (a message: an unexpected error, never a crash); ``index`` the job's."""

    kind: str
    index: int
    value: object = None


def dispatch(handlers: dict[str, Callable[[int, Any], None]]
             ) -> Callable[[object], None]:
    """A ``progressed`` slot calling ``handlers[event.kind](index, value)`` (others ignored)."""
    def handle(event: object) -> None:
        assert isinstance(event, JobEvent)
        handler = handlers.get(event.kind)
        if handler is not None:
            handler(event.index, event.value)
    return handle


def solve_work(solver: Solver, jobs: list[SolveJob]) -> Work:
    """Solves ``jobs`` in order on ``solver``, reporting ``JobEvent``s; before each "done",
    a "verdict" once the verdict, length and keys are proven (the tries and the tree can
    take much longer). A stop request stops the running search within milliseconds and
    skips the remaining jobs."""
    jobs = list(jobs)

    def work(control: TaskControl) -> object:
        control.on_cancel(solver.cancel)
        for i, job in enumerate(jobs):
            if control.cancelled:
                return None
            control.report(JobEvent("started", i))

            def report(progress: Progress, i: int = i) -> None:
                if control.cancelled:  # a request that came before the search was armed
                    solver.cancel()
                control.report(JobEvent("progress", i, progress))

            def early(result: SolveResult, i: int = i) -> None:
                control.report(JobEvent("verdict", i, result))

            try:
                result = solver.solve(job.board, job.stipulation, time_limit=job.time_limit,
                                      progress=report, stated_line=job.stated_line, tries=job.tries,
                                      tree=job.tree, on_verdict=early)
            except Exception as exc:
                control.report(JobEvent("failed", i, f"{type(exc).__name__}: {exc}"))
                traceback.print_exc()
                continue
            control.report(JobEvent("done", i, result))
        return None
    return work


def batch_work(jobs: list[SolveJob], memory_mb: int, workers: int | None = None) -> Work:
    """Solves ``jobs`` in worker processes (one rules core each, ``paiju.solver.batch``),
    reporting ``JobEvent``s ("started", "progress", "done", "failed") as results arrive, in
    any order. A stop request stops the running searches and skips the remaining jobs."""
    jobs = list(jobs)

    def work(control: TaskControl) -> object:
        try:
            batch = Batch([BatchTask(i, job.board.fen(), job.stipulation, job.stated_line,
                                     job.time_limit, job.tries, job.tree)
                           for i, job in enumerate(jobs)],
                          workers=workers, memory_mb=memory_mb,
                          on_start=lambda i: control.report(JobEvent("started", i)),
                          on_progress=lambda i, p: control.report(JobEvent("progress", i, p)))
            control.on_cancel(batch.cancel)
            for outcome in batch.run():
                if outcome.result is not None:
                    control.report(JobEvent("done", outcome.index, outcome.result))
                else:
                    control.report(JobEvent("failed", outcome.index, outcome.error))
        except Exception as exc:
            traceback.print_exc()
            for i in range(len(jobs)):
                control.report(JobEvent("failed", i, f"{type(exc).__name__}: {exc}"))
        return None
    return work


@dataclass(frozen=True)
class StudyProgress:
    """What a study verification reports: ``done`` positions of the main line looked at,
    of ``total``."""

    done: int
    total: int


def study_work(verifier: StudyVerifier, board: Board, stipulation: Stipulation,
               line: list[str] | None, stop_engine: Callable[[], None]) -> Work:
    """Verifies one study (``StudyVerifier.verify``), reporting ``StudyProgress``; the
    answer is the ``StudyVerdict``, or None when stopped first (the engine's running
    search is stopped at once, the prover within milliseconds)."""
    board = board.copy(stack=False)

    def work(control: TaskControl) -> object:
        control.on_cancel(verifier.cancel)
        control.on_cancel(stop_engine)

        def progress(done: int, total: int) -> None:
            if control.cancelled:  # a request that came before the verifier was armed
                raise SearchCancelled("study verification stopped")
            control.report(StudyProgress(done, total))

        try:
            return verifier.verify(board, stipulation, line, progress=progress)
        except SearchCancelled:
            return None
    return work
