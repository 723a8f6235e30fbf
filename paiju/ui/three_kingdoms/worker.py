"""Three Kingdoms searches off the GUI thread: a computer player's move and the coalition
prover, each the work of a ``paiju.ui.tasks.Task`` (which outlives a closed page and answers
only while the page lives).

A ``TkTask`` is what the page holds while a search runs: the token of the game state it was
started on (an answer for an older token is stale and dropped), the running task, and the
nodes counted so far, which the page's progress timer reads. Cancelling drops the answer at
once; the prover polls the task's cancel flag every few hundred nodes, and a computer's
search gets its ``StopFlag`` set, which the compiled search polls every thousand nodes or so.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from PySide6.QtCore import QObject

from paiju.three_kingdoms import Kingdom, Position, TkGoal, TkMove
from paiju.three_kingdoms.blocking import Blocking
from paiju.three_kingdoms.players import StopFlag, TkChoice, choose_move
from paiju.three_kingdoms.prover import TkSolution, solve
from paiju.ui.tasks import Task, TaskControl, Work


@dataclass(eq=False)
class TkTask:
    """One running search. ``kind`` is "move" or "solve"; ``kingdom`` the one searched for."""

    kind: str
    token: int
    kingdom: Kingdom
    level: int = 0
    goal: TkGoal | None = None
    nodes: int = 0  # written by the worker thread, read by the GUI thread
    started: float = field(default_factory=time.monotonic)
    task: Task | None = None
    flag: StopFlag | None = None  # a computer search's stop hook

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()

    def finish(self) -> None:
        """Cancel and join (window closing)."""
        if self.task is not None:
            self.task.finish()

    @property
    def cancelled(self) -> bool:
        return self.task is not None and self.task.cancelled

    @property
    def ended(self) -> bool:
        """Has the search returned (whether or not its answer was delivered)?"""
        return self.task is not None and not self.task.is_running()

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def _count(self, nodes: int) -> None:
        self.nodes = nodes


Answer = Callable[[TkTask, object], None]


def _run(search: TkTask, work: Work, done: Answer, failed: Answer, owner: QObject) -> TkTask:
    task = search.task = Task(work, owner)
    task.done.connect(lambda value: done(search, value))
    task.failed.connect(lambda _message: failed(search, task.error))
    task.start()
    return search


def start_move(position: Position, level: int, seed: int, token: int, owner: QObject,
               done: Answer, failed: Answer, avoid: Collection[TkMove] = (),
               history: Blocking | None = None) -> TkTask:
    """Search the computer's move for the kingdom to move, varied (ties broken at random
    from `seed`), keeping off the moves in `avoid` and knowing who blocked whom before
    (`history`); ``done(task, TkChoice)``."""
    search = TkTask("move", token, position.turn, level)
    flag = search.flag = StopFlag()

    def work(control: TaskControl) -> TkChoice:
        control.on_cancel(flag.set)
        choice = choose_move(position, level, random.Random(seed), stop=flag, vary=True,
                             avoid=avoid, history=history)
        search.nodes = choice.nodes
        return choice

    return _run(search, work, done, failed, owner)


def start_solve(position: Position, goal: TkGoal, node_limit: int, token: int, owner: QObject,
                done: Answer, failed: Answer) -> TkTask:
    """Run the prover; ``done(task, TkSolution)``, or ``failed(task, exc)`` with
    ``SolveCancelled``, ``TimeoutError`` (node budget) or ``ValueError``."""
    search = TkTask("solve", token, goal.attacker, goal=goal)

    def work(control: TaskControl) -> TkSolution:
        return solve(position, goal, node_limit, progress=search._count,
                     cancelled=lambda: control.cancelled)

    return _run(search, work, done, failed, owner)
