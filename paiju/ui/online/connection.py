"""The room connection as Qt signals: ``paiju.server.client.RoomClient`` runs the network on its own
thread; its callbacks are re-emitted here and reach the GUI thread as queued signals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from paiju.server.client import RoomClient


class OnlineConnection(QObject):
    """One room on one server. ``frameReceived(dict)``, ``connectionChanged(str)``."""

    frameReceived = Signal(object)
    connectionChanged = Signal(str)   # connecting, online, reconnecting, closed
    lobbyReceived = Signal(object)    # list of rooms, or None when the server did not answer

    def __init__(self, base: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.base = base.rstrip("/")
        self.state = "connecting"
        self.client = RoomClient(self.base, self.frameReceived.emit, self._changed)

    def _changed(self, state: str) -> None:
        self.state = state
        self.connectionChanged.emit(state)

    def enter(self, type_: str, **fields: Any) -> None:
        self.client.enter(type_, **fields)

    def request(self, type_: str, **fields: Any) -> int:
        return self.client.request(type_, **fields)

    def fetch_lobby(self) -> None:
        self.client.fetch_lobby(self.lobbyReceived.emit)

    @property
    def room(self) -> str | None:
        return self.client.room

    def close(self) -> None:
        self.client.close()
