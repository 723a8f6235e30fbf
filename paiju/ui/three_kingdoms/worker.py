"""Three Kingdoms searches off the GUI thread: a computer player's move and the coalition
prover, each one call on the thread pool through ``paiju.ui.solving.worker.call_in_thread`` (its
relays have no Qt parent and outlive a closed page, forwarding only while the page lives).

A ``TkTask`` is what the page holds while a search runs: the token of the game state it was
started on (an answer for an older token is stale and dropped), a cancel flag that the prover
polls every few hundred nodes, and the nodes counted so far, which the page's progress timer
reads. Cancelling a computer's search drops its answer at once and sets the search's
``StopFlag``, which the compiled search polls every thousand nodes or so.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject

from paiju.three_kingdoms import Kingdom, Position, TkGoal
from paiju.three_kingdoms.players import StopFlag, TkChoice, choose_move
from paiju.three_kingdoms.prover import TkSolution, solve
from paiju.ui.solving.worker import call_in_thread


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
    stop: threading.Event = field(default_factory=threading.Event)
    relay: QObject | None = None
    flag: StopFlag | None = None  # a computer search's stop hook

    def cancel(self) -> None:
        self.stop.set()
        if self.flag is not None:
            self.flag.set()

    @property
    def cancelled(self) -> bool:
        return self.stop.is_set()

    @property
    def ended(self) -> bool:
        """Has the worker's call returned (whether or not its answer was delivered)?"""
        ended = getattr(self.relay, "ended", None)
        return isinstance(ended, threading.Event) and ended.is_set()

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def _count(self, nodes: int) -> None:
        self.nodes = nodes


Answer = Callable[[TkTask, object], None]


def _run(task: TkTask, fn: Callable[[], object], done: Answer, failed: Answer,
         owner: QObject) -> TkTask:
    task.relay = call_in_thread(fn, lambda value: done(task, value),
                                lambda exc: failed(task, exc), owner)
    return task


def start_move(position: Position, level: int, seed: int, token: int, owner: QObject,
               done: Answer, failed: Answer) -> TkTask:
    """Search the computer's move for the kingdom to move; ``done(task, TkChoice)``."""
    task = TkTask("move", token, position.turn, level)
    flag = task.flag = StopFlag()

    def search() -> TkChoice:
        choice = choose_move(position, level, random.Random(seed), stop=flag)
        task.nodes = choice.nodes
        return choice

    return _run(task, search, done, failed, owner)


def start_solve(position: Position, goal: TkGoal, node_limit: int, token: int, owner: QObject,
                done: Answer, failed: Answer) -> TkTask:
    """Run the prover; ``done(task, TkSolution)``, or ``failed(task, exc)`` with
    ``SolveCancelled``, ``TimeoutError`` (node budget) or ``ValueError``."""
    task = TkTask("solve", token, goal.attacker, goal=goal)

    def prove() -> TkSolution:
        return solve(position, goal, node_limit, progress=task._count,
                     cancelled=task.stop.is_set)

    return _run(task, prove, done, failed, owner)
