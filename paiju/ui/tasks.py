"""Background work in one idiom (issue 41): a ``Task`` runs a plain function on a thread of
the tasks' own pool and answers on the GUI thread through its signals. Every piece of
background work in the UI goes through it: engine searches and analysis (Play), solving,
verification and training questions (Solving), Three Kingdoms searches, the game review,
file export and the online lobby.

The function receives a ``TaskControl``: ``report(value)`` sends progress (``progressed``),
``cancelled`` tells it to return early, and ``on_cancel(hook)`` registers what stops a search
that cannot poll (``engine.stop``, ``Solver.cancel``, a ``StopFlag``). Its return value
arrives as ``done(value)``, an exception as ``failed(message)`` (the exception itself is
``error``); at most one of the two, then always ``ended``, after which the task deletes
itself. Nothing the function does may touch a widget.

Two ways to interrupt: ``stop()`` asks the function to return early and still delivers what
it returns (the solver's "stopped" verdict); ``cancel()`` also drops every answer not yet
delivered, so a stale answer (a cancelled search, an old game) never reaches its owner.
``finish()`` cancels and joins (window closing), asking again while it waits: a search
armed just after the first request forgets it, the next one reaches it.

The answers travel through a ``_Channel`` that the worker thread holds and the task does
not own: deleting the task (or its Qt parent) under a running function is safe, the late
answers then reach nobody.

Every task gets a thread at once (a pool of ``MAX_THREADS``, not Qt's global pool, whose
size is the core count): an analysis runs until stopped and must not hold up a solve.

One piece of network work is not a task: the online room session (``paiju.server.client.
RoomClient``) keeps its own asyncio loop on its own thread, because it is no function that
returns: it holds a websocket open for the whole game, reconnects by itself and pushes frames
at any moment, and the same client serves the command line and the tests without Qt.
``ui.online.connection`` re-emits its callbacks as queued signals.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal, Slot

MAX_THREADS = 32
"""Threads of the tasks' pool: far more than ever run at once (a few searches, a review)."""
POKE_S = 0.05
"""While ``finish()`` waits, the interval at which it asks the function again to stop."""

Work = Callable[["TaskControl"], object]


class TaskControl:
    """What the running function sees of its task (usable from any thread)."""

    def __init__(self, channel: _Channel | None = None) -> None:
        self._channel = channel
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._hooks: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        """Asked to stop (by ``stop``, ``cancel`` or ``finish``): return early."""
        return self._stop.is_set()

    def report(self, value: object) -> None:
        """Progress for the GUI thread (dropped there once the task is cancelled)."""
        if self._channel is not None:
            _emit(self._channel.progressed, value)

    def on_cancel(self, hook: Callable[[], None]) -> None:
        """Call ``hook()`` whenever the task is asked to stop (at once if it already was)."""
        with self._lock:
            self._hooks.append(hook)
        if self.cancelled:
            _call(hook)

    def _request_stop(self) -> None:
        self._stop.set()
        with self._lock:
            hooks = list(self._hooks)
        for hook in hooks:
            _call(hook)


class Task(QObject):
    """One piece of background work; ``start()`` it, ``stop()``/``cancel()`` it,
    ``finish()`` it (cancel and join)."""

    progressed = Signal(object)
    done = Signal(object)
    failed = Signal(str)
    ended = Signal()

    def __init__(self, work: Work, parent: QObject | None = None) -> None:
        super().__init__(parent)
        channel = _Channel()
        channel.progressed.connect(self._progressed)
        channel.done.connect(self._done)
        channel.failed.connect(self._failed)
        channel.ended.connect(self._ended)
        self._job = _Job(work, TaskControl(channel), channel)
        self.control = self._job.control
        self.error: BaseException | None = None
        self._dropped = False
        self._started = False

    def start(self) -> Task:
        """Queue the work (once); it gets a thread at once."""
        if not self._started:
            self._started = True
            _pool().start(_Runner(self._job))
        return self

    def stop(self) -> None:
        """Ask the function to return early; what it returns still arrives."""
        self.control._request_stop()

    def cancel(self) -> None:
        """Stop, and drop every answer not yet delivered (only ``ended`` still comes)."""
        self._dropped = True
        self.control._request_stop()

    def finish(self, timeout_s: float = 5.0) -> bool:
        """Cancel and block until the function has returned (window closing), asking it
        again every ``POKE_S``; True when it has."""
        self.cancel()
        deadline = time.monotonic() + timeout_s
        while not self.wait(POKE_S):
            if time.monotonic() > deadline:
                return False
            self.control._request_stop()
        return True

    @property
    def cancelled(self) -> bool:
        """Asked to stop or cancelled."""
        return self.control.cancelled

    @property
    def dropped(self) -> bool:
        """Cancelled: its answers are dropped."""
        return self._dropped

    def is_running(self) -> bool:
        """Started, and the function has not returned yet."""
        return self._started and not self._job.finished.is_set()

    def wait(self, timeout_s: float | None = None) -> bool:
        """Block until the function has returned; True when it has (or never started)."""
        return not self._started or self._job.finished.wait(timeout_s)

    # --- on the GUI thread, queued from the worker --------------------------------------------
    @Slot(object)
    def _progressed(self, value: object) -> None:
        if not self._dropped:
            self.progressed.emit(value)

    @Slot(object)
    def _done(self, value: object) -> None:
        if not self._dropped:
            self.done.emit(value)

    @Slot(object)
    def _failed(self, exc: object) -> None:
        if not self._dropped:
            assert isinstance(exc, BaseException)
            self.error = exc
            self.failed.emit(str(exc) or type(exc).__name__)

    @Slot()
    def _ended(self) -> None:
        self.ended.emit()
        self.deleteLater()


def run_now(work: Work) -> object:
    """Run ``work`` on the calling thread, its reports going nowhere (a command, a test)."""
    return work(TaskControl())


class _Channel(QObject):
    """The worker's side: signals queued to the task, alive while the worker needs them."""

    progressed = Signal(object)
    done = Signal(object)
    failed = Signal(object)
    ended = Signal()


class _Job:
    """What the worker thread holds: never the task itself, which may be deleted meanwhile."""

    def __init__(self, work: Work, control: TaskControl, channel: _Channel) -> None:
        self.work, self.control, self.channel = work, control, channel
        self.finished = threading.Event()

    def run(self) -> None:
        try:
            value = self.work(self.control)
        except Exception as exc:  # a failure is a message, never a crash
            self.finished.set()
            _emit(self.channel.failed, exc)
        else:
            self.finished.set()
            _emit(self.channel.done, value)
        _emit(self.channel.ended)


class _Runner(QRunnable):
    def __init__(self, job: _Job) -> None:
        super().__init__()
        self.job = job

    def run(self) -> None:
        self.job.run()


_POOL: list[QThreadPool] = []


def _pool() -> QThreadPool:
    """The tasks' pool, a child of the application (which waits for it when it goes)."""
    if not _POOL or not shiboken6.isValid(_POOL[0]):
        _POOL.clear()
        pool = QThreadPool(QCoreApplication.instance())
        pool.setMaxThreadCount(MAX_THREADS)
        pool.setExpiryTimeout(10_000)
        _POOL.append(pool)
    return _POOL[0]


def _emit(signal: object, *args: object) -> None:
    try:
        signal.emit(*args)  # type: ignore[attr-defined]
    except RuntimeError:  # the application is going away: nobody listens
        pass


def _call(hook: Callable[[], None]) -> None:
    try:
        hook()
    except Exception:  # an engine already gone cannot be stopped, and need not be
        pass
