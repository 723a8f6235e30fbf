"""The room database: SQLite (embedded default) or PostgreSQL (psycopg 3), one schema.

Every change of a room is one ``commit``: a version check on the room row (optimistic
locking, so several server processes can share one PostgreSQL) and the statements that
record it, in one transaction. A commit returns only once the transaction is durable; only
then is a move acknowledged. SQLite runs in WAL mode on the event loop's thread and writes
the commits asked for in one turn of the loop as one transaction (group commit: each in its
own savepoint, a lone one without); PostgreSQL commits
on a small pool of connections and announces each change with ``pg_notify`` so the other
processes relay it (``listen``).

SQL is written with ``?`` placeholders; the PostgreSQL side turns them into ``%s``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from paiju.userdata import data_path

Params = Sequence[Any]
Statement = tuple[str, Params]
Row = tuple[Any, ...]
NOTIFY_CHANNEL = "paiju_rooms"
log = logging.getLogger("paiju.server")

MIGRATIONS: list[list[str]] = [
    [  # 1: rooms, sessions, games, moves, events, attempts
        """CREATE TABLE rooms (
            code TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            host_name TEXT NOT NULL,
            password_hash TEXT NOT NULL,
            private INTEGER NOT NULL,
            settings TEXT NOT NULL,
            status TEXT NOT NULL,
            version BIGINT NOT NULL,
            created_at BIGINT NOT NULL,
            last_activity BIGINT NOT NULL)""",
        "CREATE INDEX rooms_lobby ON rooms (status, private, last_activity)",
        """CREATE TABLE sessions (
            token_hash TEXT PRIMARY KEY,
            room_code TEXT NOT NULL,
            seat TEXT NOT NULL,
            name TEXT NOT NULL,
            created_at BIGINT NOT NULL)""",
        "CREATE INDEX sessions_room ON sessions (room_code)",
        """CREATE TABLE games (
            room_code TEXT NOT NULL,
            number INTEGER NOT NULL,
            fen TEXT NOT NULL,
            red_name TEXT NOT NULL,
            black_name TEXT NOT NULL,
            red_ms BIGINT,
            black_ms BIGINT,
            turn_started BIGINT,
            result TEXT,
            termination TEXT,
            offers TEXT NOT NULL,
            started_at BIGINT NOT NULL,
            ended_at BIGINT,
            PRIMARY KEY (room_code, number))""",
        """CREATE TABLE moves (
            room_code TEXT NOT NULL,
            number INTEGER NOT NULL,
            ply INTEGER NOT NULL,
            move TEXT NOT NULL,
            red_ms BIGINT,
            black_ms BIGINT,
            at BIGINT NOT NULL,
            PRIMARY KEY (room_code, number, ply))""",
        """CREATE TABLE events (
            room_code TEXT NOT NULL,
            seq BIGINT NOT NULL,
            payload TEXT NOT NULL,
            PRIMARY KEY (room_code, seq))""",
        """CREATE TABLE attempts (
            room_code TEXT NOT NULL,
            token_hash TEXT NOT NULL,
            name TEXT NOT NULL,
            mode TEXT NOT NULL,
            moves TEXT NOT NULL,
            score INTEGER,
            PRIMARY KEY (room_code, token_hash))""",
    ],
]


class DatabaseError(OSError):
    """The database cannot be opened or used (bad URL, no server, no driver)."""


@dataclass(frozen=True)
class Commit:
    """One change: bump ``code``'s version from ``version`` (None: no check) and run these."""

    code: str
    version: int | None
    statements: list[Statement]
    now_ms: int


class Database:
    """The interface both back ends share."""

    url_kind = "?"
    shared = False  # True when other server processes may use the same rooms
    stats: dict[str, int]  # transactions and commits so far (commits / transaction: grouping)

    def __init__(self) -> None:
        self.stats = {"transactions": 0, "commits": 0}

    async def open(self) -> None:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        raise NotImplementedError

    async def commit(self, change: Commit) -> bool:
        """Apply the change durably; False when the room's version moved on (nothing done)."""
        raise NotImplementedError

    async def listen(self, callback: Callable[[str], Awaitable[None]],
                     reconnected: Callable[[], Awaitable[None]]) -> None:
        """Call ``callback(payload)`` for every notification (a room code when another process
        changed that room); ``reconnected()`` once listening again after a lost connection,
        to read what was missed meanwhile."""

    async def notify(self, payload: str) -> None:
        """Send ``payload`` to the other processes' ``listen`` callbacks."""

    async def schema_version(self) -> int:
        rows = await self.fetch("SELECT MAX(version) FROM schema_version")
        return int(rows[0][0] or 0)


_BUMP = "UPDATE rooms SET version = version + 1, last_activity = ? WHERE code = ? AND version = ?"


# ----------------------------------------------------------------------------- SQLite

class SQLiteDatabase(Database):
    """SQLite in WAL mode, driven from the event loop's own thread.

    A commit in WAL mode with ``synchronous=NORMAL`` is a write into the WAL file (no fsync:
    that comes with the checkpoints, on their own thread and connection), about a tenth of a
    millisecond here, less than handing it to a thread and back costs. So the statements run
    on the loop: the commits asked for in one turn of the loop are written at its end in one
    transaction (group commit), and each is answered once that transaction is committed.
    Reads run on the loop too, after any commits still waiting.
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
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        done = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] or 0
        for number, steps in enumerate(MIGRATIONS, 1):
            if number > done:
                conn.execute("BEGIN IMMEDIATE")
                for sql in steps:
                    conn.execute(sql)
                conn.execute("INSERT INTO schema_version VALUES (?)", (number,))
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
        cur = execute(_BUMP, (change.now_ms, change.code, change.version))
        if cur.rowcount != 1:
            return False
    for sql, params in change.statements:
        execute(sql, tuple(params))
    return True


# ----------------------------------------------------------------------------- PostgreSQL

class PostgresDatabase(Database):
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
                await conn.execute("SELECT pg_advisory_xact_lock(724531)")
                await conn.execute(
                    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
                cur = await conn.execute("SELECT MAX(version) FROM schema_version")
                done = (await cur.fetchone())[0] or 0
                for number, steps in enumerate(MIGRATIONS, 1):
                    if number > done:
                        for sql in steps:
                            await conn.execute(sql)
                        await conn.execute("INSERT INTO schema_version VALUES (%s)", (number,))
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
                cur = await conn.execute(sql.replace("?", "%s"), tuple(params))
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
                        cur = await conn.execute(_BUMP.replace("?", "%s"),
                                                 (change.now_ms, change.code, change.version))
                        if cur.rowcount != 1:
                            raise _Conflict
                    for sql, params in change.statements:
                        await conn.execute(sql.replace("?", "%s"), tuple(params))
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


def open_url(url: str | None) -> Database:
    """``None`` (SQLite in the data folder), ``sqlite:///PATH``, a file path, or
    ``postgresql://…``. Raises DatabaseError for anything else."""
    if url is None:
        return SQLiteDatabase(data_path("server.sqlite3"))
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresDatabase(url)
    if url.startswith("sqlite:///"):
        return SQLiteDatabase(Path(url.removeprefix("sqlite://")))
    if "://" in url:
        raise DatabaseError(f"--db {url.split('://')[0]}://…: use postgresql:// or sqlite:///")
    return SQLiteDatabase(Path(url))
