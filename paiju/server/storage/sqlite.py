"""The SQLite backend: the embedded default, one server process per database file."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .schema import CREATE_VERSION_TABLE, INSERT_VERSION, MIGRATIONS, SELECT_VERSION
from .store import BUMP_VERSION, Commit, DatabaseError, Params, Row, Store


class SQLiteStore(Store):
    """SQLite in WAL mode, driven from the event loop's own thread.

    A commit in WAL mode with ``synchronous=NORMAL`` is a write into the WAL file (no fsync:
    that comes with the checkpoints, on their own thread and connection), about a tenth of a
    millisecond here, less than handing it to a thread and back costs. So the statements run
    on the loop: the commits asked for in one turn of the loop are written at its end in one
    transaction (group commit), and each is answered once that transaction is committed.
    Reads run on the loop too, after any commits still waiting. No other process reads the
    rooms, so a change's events are not kept.
    """

    url_kind = "sqlite"

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self._conn: sqlite3.Connection | None = None
        self._pending: list[tuple[Commit, asyncio.Future[bool]]] = []
        self._stop_checkpoints = threading.Event()
        self._checkpointer: threading.Thread | None = None

    def _open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")  # WAL: durable across a process kill
        conn.execute("PRAGMA busy_timeout=5000")
        # checkpoints (the only fsyncs in WAL mode) run on their own thread, off the commits
        conn.execute("PRAGMA wal_autocheckpoint=0")
        conn.execute(CREATE_VERSION_TABLE)
        done = conn.execute(SELECT_VERSION).fetchone()[0] or 0
        for number, steps in enumerate(MIGRATIONS, 1):
            if number > done:
                conn.execute("BEGIN IMMEDIATE")
                for sql in steps:
                    conn.execute(sql)
                conn.execute(INSERT_VERSION, (number,))
                conn.execute("COMMIT")
        self._conn = conn

    async def open(self) -> None:
        try:
            await asyncio.to_thread(self._open)  # migrations may take a while: off the loop
        except sqlite3.Error as exc:
            raise DatabaseError(f"{self.path}: {exc}") from None
        self._stop_checkpoints.clear()
        self._checkpointer = threading.Thread(target=self._checkpoint_loop,
                                              name="paiju-sqlite-checkpoint", daemon=True)
        self._checkpointer.start()

    def _checkpoint_loop(self) -> None:
        """Move the WAL into the database every second without blocking the writer."""
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            while not self._stop_checkpoints.wait(1.0):
                try:
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
                except sqlite3.Error:
                    continue
        finally:
            conn.close()

    async def close(self) -> None:
        self._stop_checkpoints.set()
        if self._checkpointer is not None:
            await asyncio.to_thread(self._checkpointer.join, 10)
        self._flush()
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        self._flush()  # a read sees every commit asked for before it
        if self._conn is None:
            raise DatabaseError("the database is closed")
        try:
            return list(self._conn.execute(sql, tuple(params)).fetchall())
        except sqlite3.OperationalError as exc:  # disk I/O, locked past busy_timeout, …
            raise DatabaseError(f"database read failed: {exc}") from None

    async def commit(self, change: Commit) -> bool:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[bool] = loop.create_future()
        if not self._pending:
            loop.call_soon(self._flush)
        self._pending.append((change, future))
        return await future

    def _flush(self) -> None:
        """Write the waiting commits in one transaction and answer each."""
        batch, self._pending = self._pending, []
        if not batch:
            return
        try:
            results = self._write([change for change, _ in batch])
        except Exception as exc:
            for _, future in batch:
                if not future.done():
                    future.set_exception(DatabaseError(f"database write failed: {exc}"))
            return
        self.stats["transactions"] += 1
        self.stats["commits"] += len(batch)
        for (_, future), ok in zip(batch, results, strict=True):
            if not future.done():
                future.set_result(ok)

    def _write(self, batch: list[Commit]) -> list[bool]:
        conn = self._conn
        if conn is None:
            raise sqlite3.ProgrammingError("the database is closed")
        conn.execute("BEGIN IMMEDIATE")
        try:
            if len(batch) == 1:  # alone in its transaction: no savepoint needed
                try:
                    ok = _apply(conn.execute, batch[0])
                except sqlite3.IntegrityError:
                    ok = False
                conn.execute("COMMIT" if ok else "ROLLBACK")
                return [ok]
            results: list[bool] = []
            for change in batch:
                conn.execute("SAVEPOINT one")
                try:
                    ok = _apply(conn.execute, change)
                except sqlite3.IntegrityError:
                    ok = False
                conn.execute("RELEASE one" if ok else "ROLLBACK TO one")
                if not ok:
                    conn.execute("RELEASE one")
                results.append(ok)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return results


def _apply(execute: Callable[..., Any], change: Commit) -> bool:
    if change.version is not None:
        cur = execute(BUMP_VERSION, (change.now_ms, change.code, change.version))
        if cur.rowcount != 1:
            return False
    for sql, params in change.writes:
        execute(sql, tuple(params))
    return True
