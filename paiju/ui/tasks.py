"""Background work in one idiom: a ``Task`` runs a plain function on Qt's global thread pool
and answers on the GUI thread through its signals (issue 41: solving, analysis, export and
network should all come to use it; so far the game review of Play mode does).

The function receives a ``TaskControl``: ``report(value)`` sends progress (``progressed``),
``cancelled`` tells it to return early. Its return value arrives as ``done(value)``, an
exception as ``failed(message)``; exactly one of the two, then ``ended``. Nothing the
function does may touch a widget.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class TaskControl:
    """What the running function sees of its task."""

    def __init__(self, task: Task) -> None:
        self._task = task
        self._stop = threading.Event()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def report(self, value: object) -> None:
        """Progress for the GUI thread (dropped once the task is cancelled)."""
        if not self.cancelled:
            self._task.progressed.emit(value)


class Task(QObject):
    """One piece of background work; ``start()`` it, ``cancel()`` it, ``wait()`` for it."""

    progressed = Signal(object)
    done = Signal(object)
    failed = Signal(str)
    ended = Signal()

    def __init__(self, work: Callable[[TaskControl], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = work
        self.control = TaskControl(self)
        self._finished = threading.Event()
        self._started = False

    def start(self) -> Task:
        """Queue the work on the global thread pool (once)."""
        if not self._started:
            self._started = True
            QThreadPool.globalInstance().start(_Runner(self))
        return self

    def cancel(self) -> None:
        """Ask the function to stop; its late answer is dropped."""
        self.control._stop.set()

    @property
    def cancelled(self) -> bool:
        return self.control.cancelled

    def is_running(self) -> bool:
        return self._started and not self._finished.is_set()

    def wait(self, timeout_s: float | None = None) -> bool:
        """Block until the function has returned (window closing); True when it has."""
        return not self._started or self._finished.wait(timeout_s)

    def _run(self) -> None:
        try:
            value = self._work(self.control)
        except Exception as exc:  # a failure is a message, never a crash
            self._finished.set()
            self._emit(self.failed, str(exc) or type(exc).__name__)
        else:
            self._finished.set()
            if not self.cancelled:
                self._emit(self.done, value)
        self._emit(self.ended)

    @staticmethod
    def _emit(signal: object, *args: object) -> None:
        try:
            signal.emit(*args)  # type: ignore[attr-defined]
        except RuntimeError:  # the task's owner was deleted meanwhile: nobody listens
            pass


class _Runner(QRunnable):
    def __init__(self, task: Task) -> None:
        super().__init__()
        self.task = task

    def run(self) -> None:
        self.task._run()
