"""WorkQueue: questions shared out among a solver's engines, one thread and board each."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from paiju.rules import Board

from .engine import Engine

Item = TypeVar("Item")
Answer = TypeVar("Answer")


class WorkQueue(Generic[Item, Answer]):
    """ask(engine, board, item) for each item, by whichever engine is free: each takes the
    next item when it has answered one, and once none is left to take, joins one still
    asked by a single engine (the last hard question gets every core). `answered` sees the
    answers so far (None: not yet) after each one, under the queue's lock; `complete` is
    called (under it too) once every item has its answer. close() starts no new item and
    preempts the running questions (their answers stay None; `resume` then re-arms their
    engines); an error on any thread closes the queue and calls `failed`, and is raised by
    join()."""

    def __init__(self, items: list[Item], ask: Callable[[Engine, Board, Item], Answer],
                 failed: Callable[[], None], resume: Callable[[Engine], None],
                 first: bool = False) -> None:
        self.items, self.ask, self.first = items, ask, first
        self.failed, self.resume = failed, resume
        self.answers: list[Answer | None] = [None] * len(items)
        self._answered = [False] * len(items)   # an answer may itself be None
        self.answered: Callable[[list[Answer | None]], None] | None = None
        self.complete: Callable[[], None] | None = None
        self.lock = threading.Lock()
        self.errors: list[BaseException] = []
        self._next = 0
        self._closed = False
        self._running: dict[int, tuple[Engine, int]] = {}  # thread id -> engine, item asked
        self._preempted: set[int] = set()       # thread ids whose question was preempted
        self._threads: list[threading.Thread] = []

    @property
    def done(self) -> bool:
        """Every item has its answer."""
        return all(self._answered)

    def start(self, engines: list[Engine], board: Board) -> None:
        """Work on each of `engines` on a thread of its own, with its own copy of `board`
        (with a single item too: they join it)."""
        if not self.items:
            return
        for engine in engines:
            thread = threading.Thread(target=self.work, args=(engine, board.copy(stack=False)),
                                      daemon=True)
            self._threads.append(thread)
            thread.start()

    def work(self, engine: Engine, board: Board) -> None:
        """Answer items on this thread until none is left (or the queue is closed). With no
        item left to take, join a question that one other engine still asks alone (in the
        shared table each reads what the other proved); the first answer stands and the
        other engine's search is preempted."""
        me = threading.get_ident()
        while True:
            with self.lock:
                if self._closed or (self.first and any(self.answers)):
                    return
                if self._next < len(self.items):
                    i, self._next = self._next, self._next + 1
                else:
                    joined = self._joinable()
                    if joined is None:
                        return
                    i = joined
                self._running[me] = (engine, i)
            try:
                answer = self.ask(engine, board, self.items[i])
            except BaseException as exc:
                with self.lock:
                    del self._running[me]
                    if me in self._preempted:
                        self._preempted.discard(me)
                        self.resume(engine)
                        continue
                    self.errors.append(exc)
                    self._closed = True
                self.failed()
                return
            with self.lock:
                del self._running[me]
                if not self._answered[i]:
                    self.answers[i], self._answered[i] = answer, True
                    self._preempt(i)
                    if self.answered is not None:
                        self.answered(self.answers)
                    if self.done and self.complete is not None:
                        self.complete()
                if me in self._preempted:  # preempted after its search ended
                    self._preempted.discard(me)
                    self.resume(engine)

    def _joinable(self) -> int | None:
        """An unanswered item asked by one engine alone (under the lock)."""
        held = [i for _, i in self._running.values()]
        return next((i for i in held if held.count(i) == 1 and not self._answered[i]), None)

    def _preempt(self, item: int | None) -> None:
        """Stop the running questions on `item` (None: every one), under the lock."""
        for thread, (engine, asked) in self._running.items():
            if item in (None, asked) and thread not in self._preempted:
                self._preempted.add(thread)
                engine.cancel()

    def close(self) -> None:
        """No new item; the questions running on other threads are stopped."""
        with self.lock:
            self._closed = True
            self._preempt(None)

    def join(self) -> None:
        """Wait for the threads start() began; raise the first error any of them met."""
        for thread in self._threads:
            thread.join()
        self._threads = []
        if self.errors:
            raise self.errors[0]

    def finish(self) -> None:
        """close(), then join()."""
        self.close()
        self.join()

