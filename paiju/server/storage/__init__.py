"""The room server's storage: the one place that speaks SQL.

``Store`` is what the rest of the server uses: named reads (``load_room``, ``load_game``,
``room_version``, ``events_since``, ``lobby_codes``…), one ``commit`` per change (a version
check on the room row and the change's ``Writes`` in one transaction; it returns only once the
transaction is durable, and only then is a move acknowledged) and, when several processes
share the rooms, ``listen``/``notify``. Modules: ``store`` (the interface, every statement on
the rooms' tables), ``schema`` (tables and migrations), ``sqlite`` (the embedded default, group
commit on the event loop) and ``postgres`` (a pool with reconnect and back-off, LISTEN/NOTIFY).
Nothing else in ``paiju.server`` holds SQL or imports a database driver
(``tests/test_server_storage.py``).
"""

from __future__ import annotations

from pathlib import Path

from paiju.userdata import data_path

from .postgres import NOTIFY_CHANNEL, PostgresStore
from .schema import MIGRATIONS
from .sqlite import SQLiteStore
from .store import (
    Commit,
    DatabaseError,
    Event,
    Store,
    StoredAttempt,
    StoredGame,
    StoredMove,
    StoredRoom,
    StoredSession,
    Writes,
)

__all__ = ["MIGRATIONS", "NOTIFY_CHANNEL", "Commit", "DatabaseError", "Event", "PostgresStore",
           "SQLiteStore", "Store", "StoredAttempt", "StoredGame", "StoredMove", "StoredRoom",
           "StoredSession", "Writes", "open_url"]


def open_url(url: str | None) -> Store:
    """``None`` (SQLite in the data folder), ``sqlite:///PATH``, a file path, or
    ``postgresql://…``. Raises DatabaseError for anything else."""
    if url is None:
        return SQLiteStore(data_path("server.sqlite3"))
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresStore(url)
    if url.startswith("sqlite:///"):
        return SQLiteStore(Path(url.removeprefix("sqlite://")))
    if "://" in url:
        raise DatabaseError(f"--db {url.split('://')[0]}://…: use postgresql:// or sqlite:///")
    return SQLiteStore(Path(url))
