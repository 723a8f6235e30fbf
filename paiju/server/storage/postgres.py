"""The PostgreSQL backend (psycopg 3): several server processes share one database.

Every commit announces its room with ``pg_notify``; each process LISTENs and relays the other
processes' changes to its own clients. Lost connections are reopened with a back-off, and the
LISTEN connection, once back, asks for a catch-up read of what it missed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from .schema import CREATE_VERSION_TABLE, INSERT_VERSION, MIGRATIONS, SELECT_VERSION
from .store import BUMP_VERSION, Commit, DatabaseError, Params, Row, Store, events_row

NOTIFY_CHANNEL = "paiju_rooms"
MIGRATION_LOCK = 724531  # the advisory lock processes starting together migrate under
log = logging.getLogger("paiju.server")


class PostgresStore(Store):
    """A small pool of connections; one lost (the database restarted) is opened again when
    next needed, at most once per back-off delay (0.25 s doubling to 2 s): meanwhile requests
    fail at once with DatabaseError rather than wait. The LISTEN connection is watched by a
    task of its own that opens it again the same way and then asks for a catch-up read."""

    url_kind = "postgresql"
    shared = True
    CONNECT_TIMEOUT_S = 3
    BACKOFF_S = (0.25, 2.0)

    def __init__(self, url: str, pool_size: int = 4) -> None:
        super().__init__()
        self.url = url
        self.pool_size = pool_size
        self._idle: asyncio.Queue[Any] = asyncio.Queue()  # a connection, or None: to reopen
        self._all: list[Any] = []
        self._listener: Any = None
        self._listen_task: asyncio.Task[None] | None = None
        self._retry_at = 0.0
        self._delay = self.BACKOFF_S[0]

    async def _connect(self, autocommit: bool = False) -> Any:
        try:
            import psycopg
        except ImportError:
            raise DatabaseError("PostgreSQL needs psycopg 3, part of the server extra: "
                                "pip install 'paiju[server]'") from None
        try:
            return await psycopg.AsyncConnection.connect(
                self.url, autocommit=autocommit, connect_timeout=self.CONNECT_TIMEOUT_S)
        except (psycopg.Error, OSError) as exc:
            raise DatabaseError(f"cannot connect to PostgreSQL: {_first_line(exc)}") from None

    async def open(self) -> None:
        for _ in range(self.pool_size):
            conn = await self._connect()
            self._all.append(conn)
            self._idle.put_nowait(conn)
        conn = await self._acquire()
        try:
            async with conn.transaction():
                await conn.execute(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
                await conn.execute(CREATE_VERSION_TABLE)
                cur = await conn.execute(SELECT_VERSION)
                done = (await cur.fetchone())[0] or 0
                for number, steps in enumerate(MIGRATIONS, 1):
                    if number > done:
                        for sql in steps:
                            await conn.execute(sql)
                        await conn.execute(_pg(INSERT_VERSION), (number,))
        finally:
            self._idle.put_nowait(conn)

    async def close(self) -> None:
        if self._listen_task is not None:
            self._listen_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listen_task
        for conn in [*self._all, *([self._listener] if self._listener else [])]:
            with contextlib.suppress(Exception):
                await conn.close()
        self._all.clear()

    async def _acquire(self) -> Any:
        """An idle connection, reopened first if it was lost; DatabaseError if that fails."""
        conn = await self._idle.get()
        if conn is not None and not conn.closed and not conn.broken:
            return conn
        if conn is not None:
            self._drop(conn)
        now = time.monotonic()
        if now < self._retry_at:
            self._idle.put_nowait(None)
            raise DatabaseError("the database is unavailable (reconnecting)")
        try:
            conn = await self._connect()
        except BaseException:
            self._retry_at = time.monotonic() + self._delay
            self._delay = min(self._delay * 2, self.BACKOFF_S[1])
            self._idle.put_nowait(None)
            raise
        self._delay, self._retry_at = self.BACKOFF_S[0], 0.0
        self._all.append(conn)
        log.info("database connection reopened")
        return conn

    def _drop(self, conn: Any) -> None:
        with contextlib.suppress(ValueError):
            self._all.remove(conn)
        with contextlib.suppress(Exception):
            asyncio.get_running_loop().create_task(conn.close())

    def _release(self, conn: Any, exc: BaseException | None) -> None:
        """Back to the pool; a connection that failed for a reason other than a refused
        statement is dropped (its slot is reopened on next use)."""
        import psycopg

        lost = exc is not None and (
            isinstance(exc, psycopg.OperationalError | psycopg.InterfaceError)
            or not isinstance(exc, psycopg.Error))  # cancelled mid-statement
        if lost or conn.closed or conn.broken:
            self._drop(conn)
            self._idle.put_nowait(None)
        else:
            self._idle.put_nowait(conn)

    @contextlib.asynccontextmanager
    async def _using(self, what: str) -> AsyncIterator[Any]:
        """A pool connection for one operation; a driver error becomes a DatabaseError
        ("WHAT failed: …") and a lost connection is dropped."""
        import psycopg

        conn = await self._acquire()
        failure: BaseException | None = None
        try:
            yield conn
        except BaseException as exc:
            failure = exc
            if isinstance(exc, psycopg.Error):
                lost = conn.closed or conn.broken
                raise (_LostConnection if lost else DatabaseError)(
                    f"{what} failed: {_first_line(exc)}") from None
            raise
        finally:
            self._release(conn, failure)

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        """Rows of one read. A read is safe to repeat: one that fails because its connection
        was lost (the database restarted since it was opened) is tried once more."""
        try:
            return await self._fetch(sql, params)
        except _LostConnection:
            return await self._fetch(sql, params)

    async def _fetch(self, sql: str, params: Params) -> list[Row]:
        async with self._using("database read") as conn:
            try:
                cur = await conn.execute(_pg(sql), tuple(params))
                rows = [tuple(r) for r in await cur.fetchall()]
                await conn.commit()
            except BaseException:
                with contextlib.suppress(Exception):
                    await conn.rollback()
                raise
            return rows

    def _forget_idle(self) -> None:
        """The database restarted: the idle connections are dead; reopen them on use."""
        for _ in range(self._idle.qsize()):
            conn = self._idle.get_nowait()
            if conn is not None:
                self._drop(conn)
            self._idle.put_nowait(None)
        self._retry_at = 0.0

    async def commit(self, change: Commit) -> bool:
        """As ``Database.commit``; any failure but a version conflict is a DatabaseError,
        after which the change may or may not be stored (the caller reads it back)."""
        import psycopg

        async with self._using("database write") as conn:
            try:
                async with conn.transaction():
                    if change.version is not None:
                        cur = await conn.execute(_pg(BUMP_VERSION),
                                                 (change.now_ms, change.code, change.version))
                        if cur.rowcount != 1:
                            raise _Conflict
                    for sql, params in change.writes:
                        await conn.execute(_pg(sql), tuple(params))
                    events = events_row(change)  # what the other processes relay
                    if events is not None:
                        await conn.execute(_pg(events[0]), tuple(events[1]))
                    await conn.execute("SELECT pg_notify(%s, %s)",
                                       (NOTIFY_CHANNEL, change.code))
            except (_Conflict, psycopg.errors.UniqueViolation):
                return False
        self.stats["transactions"] += 1
        self.stats["commits"] += 1
        return True

    async def notify(self, payload: str) -> None:
        async with self._using("notify") as conn:
            await conn.execute("SELECT pg_notify(%s, %s)", (NOTIFY_CHANNEL, payload))
            await conn.commit()

    async def listen(self, callback: Callable[[str], Awaitable[None]],
                     reconnected: Callable[[], Awaitable[None]]) -> None:
        await self._open_listener()  # the first time, a failure stops the start-up
        self._listen_task = asyncio.get_running_loop().create_task(
            self._listen_loop(callback, reconnected))

    async def _open_listener(self) -> None:
        self._listener = await self._connect(autocommit=True)
        try:
            await self._listener.execute(f"LISTEN {NOTIFY_CHANNEL}")
        except Exception as exc:
            with contextlib.suppress(Exception):
                await self._listener.close()
            self._listener = None
            raise DatabaseError(f"LISTEN failed: {_first_line(exc)}") from None

    async def _listen_loop(self, callback: Callable[[str], Awaitable[None]],
                           reconnected: Callable[[], Awaitable[None]]) -> None:
        delay = self.BACKOFF_S[0]
        while True:
            if self._listener is None:
                try:
                    await self._open_listener()
                except DatabaseError:
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, self.BACKOFF_S[1])
                    continue
                delay = self.BACKOFF_S[0]
                self._forget_idle()
                log.info("LISTEN re-established; catching up")
                try:
                    await reconnected()
                except Exception:
                    log.exception("catch-up after reconnecting failed")
            try:
                async for note in self._listener.notifies():
                    try:
                        await callback(note.payload)
                    except Exception:
                        log.exception("a notification could not be handled")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("LISTEN connection lost: %s", _first_line(exc))
            listener, self._listener = self._listener, None
            with contextlib.suppress(Exception):
                await listener.close()


class _Conflict(Exception):
    pass


class _LostConnection(DatabaseError):
    """The connection was lost (the database restarted or went away)."""


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def _pg(sql: str) -> str:
    """A statement written with ``?`` placeholders, in psycopg's ``%s``."""
    return sql.replace("?", "%s")
