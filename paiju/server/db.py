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
import os
import sqlite3
import threading
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Params = Sequence[Any]
Statement = tuple[str, Params]
Row = tuple[Any, ...]
NOTIFY_CHANNEL = "paiju_rooms"

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

    async def listen(self, callback: Callable[[str], Awaitable[None]]) -> None:
        """Call ``callback(room_code)`` whenever another process changed that room."""

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
        assert self._conn is not None
        return list(self._conn.execute(sql, tuple(params)).fetchall())

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
    url_kind = "postgresql"
    shared = True

    def __init__(self, url: str, pool_size: int = 4) -> None:
        super().__init__()
        self.url = url
        self.pool_size = pool_size
        self._idle: asyncio.Queue[Any] = asyncio.Queue()
        self._all: list[Any] = []
        self._listener: Any = None
        self._listen_task: asyncio.Task[None] | None = None

    async def _connect(self, autocommit: bool = False) -> Any:
        try:
            import psycopg
        except ImportError:
            raise DatabaseError("PostgreSQL needs psycopg 3, part of the server extra: "
                                "pip install 'paiju[server]'") from None
        try:
            return await psycopg.AsyncConnection.connect(self.url, autocommit=autocommit)
        except psycopg.Error as exc:
            raise DatabaseError(f"cannot connect to PostgreSQL: {_first_line(exc)}") from None

    async def open(self) -> None:
        for _ in range(self.pool_size):
            conn = await self._connect()
            self._all.append(conn)
            self._idle.put_nowait(conn)
        conn = await self._idle.get()
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

    async def fetch(self, sql: str, params: Params = ()) -> list[Row]:
        conn = await self._idle.get()
        try:
            cur = await conn.execute(sql.replace("?", "%s"), tuple(params))
            rows = [tuple(r) for r in await cur.fetchall()]
            await conn.commit()
            return rows
        except BaseException:
            with contextlib.suppress(Exception):
                await conn.rollback()
            raise
        finally:
            self._idle.put_nowait(conn)

    async def commit(self, change: Commit) -> bool:
        import psycopg

        conn = await self._idle.get()
        try:
            async with conn.transaction():
                if change.version is not None:
                    cur = await conn.execute(_BUMP.replace("?", "%s"),
                                             (change.now_ms, change.code, change.version))
                    if cur.rowcount != 1:
                        raise _Conflict
                for sql, params in change.statements:
                    await conn.execute(sql.replace("?", "%s"), tuple(params))
                await conn.execute("SELECT pg_notify(%s, %s)", (NOTIFY_CHANNEL, change.code))
            self.stats["transactions"] += 1
            self.stats["commits"] += 1
            return True
        except (_Conflict, psycopg.errors.UniqueViolation):
            return False
        finally:
            self._idle.put_nowait(conn)

    async def listen(self, callback: Callable[[str], Awaitable[None]]) -> None:
        self._listener = await self._connect(autocommit=True)
        await self._listener.execute(f"LISTEN {NOTIFY_CHANNEL}")

        async def loop() -> None:
            async for note in self._listener.notifies():
                await callback(note.payload)

        self._listen_task = asyncio.get_running_loop().create_task(loop())


class _Conflict(Exception):
    pass


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def default_data_dir() -> Path:
    """The user data folder (as Qt's AppDataLocation on Linux); PAIJU_DATA_DIR overrides."""
    if os.environ.get("PAIJU_DATA_DIR"):
        return Path(os.environ["PAIJU_DATA_DIR"])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "Paiju" / "Paiju"


def open_url(url: str | None) -> Database:
    """``None`` (SQLite in the data folder), ``sqlite:///PATH``, a file path, or
    ``postgresql://…``. Raises DatabaseError for anything else."""
    if url is None:
        return SQLiteDatabase(default_data_dir() / "server.sqlite3")
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresDatabase(url)
    if url.startswith("sqlite:///"):
        return SQLiteDatabase(Path(url.removeprefix("sqlite://")))
    if "://" in url:
        raise DatabaseError(f"--db {url.split('://')[0]}://…: use postgresql:// or sqlite:///")
    return SQLiteDatabase(Path(url))
