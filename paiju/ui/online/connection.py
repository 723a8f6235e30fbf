"""The room connection as Qt signals: ``paiju.server.client.RoomClient`` runs the network on its own
thread; its callbacks are re-emitted here and reach the GUI thread as queued signals. Leaving
closes it on a ``ui.tasks.Task``: a slow or frozen server's closing handshake never holds the
GUI thread."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from paiju.server.client import RoomClient
from paiju.ui.tasks import Task

UNANSWERED_MS = 6000  # no first answer within this: "unreachable" (the client keeps trying)


class OnlineConnection(QObject):
    """One room on one server. ``frameReceived(dict)``, ``connectionChanged(str)``."""

    frameReceived = Signal(object)
    connectionChanged = Signal(str)   # connecting, online, reconnecting, unreachable, closed

    def __init__(self, base: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.base = base.rstrip("/")
        self.state = "connecting"
        self.reached = False  # the server answered once
        self._tries = 0
        self.client = RoomClient(self.base, self.frameReceived.emit, self._changed)
        # Something that is no Paiju server may hold the port and never answer: a first
        # answer that takes this long counts as none too.
        QTimer.singleShot(UNANSWERED_MS, self, self._unanswered)  # not once it is deleted

    def _unanswered(self) -> None:
        if not self.reached and self.state == "connecting":
            self.state = "unreachable"
            self.connectionChanged.emit(self.state)

    def _changed(self, state: str) -> None:
        # The client says "connecting" again for each new try until the server first
        # answers: a second try means nothing answers there (it goes on trying meanwhile).
        if state == "online":
            self.reached = True
        elif state == "connecting":
            self._tries += 1
            if self._tries > 1 and not self.reached:
                state = "unreachable"
        self.state = state
        self.connectionChanged.emit(state)

    def enter(self, type_: str, **fields: Any) -> None:
        self.client.enter(type_, **fields)

    def request(self, type_: str, **fields: Any) -> int:
        return self.client.request(type_, **fields)

    @property
    def room(self) -> str | None:
        return self.client.room

    def close(self) -> Task:
        """Leave the room without waiting: from now on nothing more is signalled, the client
        closes on a task (a server that does not answer costs the client's own timeouts,
        seconds, off the GUI thread) and this object is deleted once it has."""
        self.blockSignals(True)
        self.client.on_frame = _ignore  # late callbacks find nothing to reach
        self.client.on_state = _ignore
        task = Task(lambda _control: self.client.close(), self)
        task.ended.connect(self.deleteLater)
        return task.start()


def _ignore(_value: object) -> None:
    """A closed connection's callbacks: what the network thread still says goes nowhere."""
