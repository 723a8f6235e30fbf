"""What the server stores and reads, by name: ``Store`` (the reads, one commit per change) and
``Writes`` (the named writes of one change). Every statement on the rooms' tables is here.

SQL is written with ``?`` placeholders; the PostgreSQL backend turns them into ``%s``. JSON
columns (room settings, a game's offers, an attempt's line, relayed events) are encoded and
decoded here: callers pass and get Python values.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

Params = Sequence[Any]
Statement = tuple[str, Params]
Row = tuple[Any, ...]
Event = dict[str, Any]

# the version check of every change (optimistic locking): bump it, or find it moved on
BUMP_VERSION = ("UPDATE rooms SET version = version + 1, last_activity = ? "
                "WHERE code = ? AND version = ?")
INSERT_EVENTS = "INSERT INTO events (room_code, seq, payload) VALUES (?, ?, ?)"


class DatabaseError(OSError):
    """The database cannot be opened or used (bad URL, no server, no driver)."""


class Writes:
    """The stored side of one change: named writes, run in order in the change's transaction
    (``Store.commit``). ``Room`` methods fill it; nothing is written until the commit."""

    __slots__ = ("_statements",)

    def __init__(self) -> None:
        self._statements: list[Statement] = []

    def __bool__(self) -> bool:
        return bool(self._statements)

    def __len__(self) -> int:
        return len(self._statements)

    def __iter__(self) -> Iterator[Statement]:
        return iter(self._statements)

    def extend(self, other: Writes) -> None:
        self._statements.extend(other._statements)

    # -- rooms and seats ---------------------------------------------------------------------
    def create_room(self, code: str, kind: str, host_name: str, password_hash: str,
                    private: bool, settings: dict[str, Any], now_ms: int) -> None:
        self._statements.append((
            "INSERT INTO rooms (code, kind, host_name, password_hash, private, settings, "
            "status, version, created_at, last_activity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (code, kind, host_name, password_hash, int(private), json.dumps(settings), "open",
             0, now_ms, now_ms)))

    def add_session(self, code: str, token_hash: str, seat: str, name: str,
                    now_ms: int) -> None:
        self._statements.append((
            "INSERT INTO sessions (token_hash, room_code, seat, name, created_at) "
            "VALUES (?, ?, ?, ?, ?)", (token_hash, code, seat, name, now_ms)))

    def drop_session(self, token_hash: str) -> None:
        self._statements.append(("DELETE FROM sessions WHERE token_hash = ?", (token_hash,)))

    def set_seat(self, token_hash: str, seat: str) -> None:
        self._statements.append(("UPDATE sessions SET seat = ? WHERE token_hash = ?",
                                 (seat, token_hash)))

    # -- games and moves ---------------------------------------------------------------------
    def start_game(self, code: str, number: int, fen: str, red_name: str, black_name: str,
                   red_ms: int | None, black_ms: int | None, turn_started: int | None,
                   now_ms: int) -> None:
        """Game ``number`` of the room begins (no offers, no result)."""
        self._statements.append((
            "INSERT INTO games (room_code, number, fen, red_name, black_name, red_ms, black_ms, "
            "turn_started, offers, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (code, number, fen, red_name, black_name, red_ms, black_ms, turn_started, "{}",
             now_ms)))

    def save_game(self, code: str, number: int, red_ms: int | None, black_ms: int | None,
                  turn_started: int | None, result: str | None, termination: str | None,
                  offers: dict[str, str], ended_at: int | None) -> None:
        """The game's clocks, result and open offers as they are now."""
        self._statements.append((
            "UPDATE games SET red_ms = ?, black_ms = ?, turn_started = ?, result = ?, "
            "termination = ?, offers = ?, ended_at = ? WHERE room_code = ? AND number = ?",
            (red_ms, black_ms, turn_started, result, termination, json.dumps(offers), ended_at,
             code, number)))

    def save_move(self, code: str, number: int, ply: int, move: str, red_ms: int | None,
                  black_ms: int | None, now_ms: int) -> None:
        """Move ``ply`` of game ``number`` (ICCS) and the clocks after it."""
        self._statements.append((
            "INSERT INTO moves (room_code, number, ply, move, red_ms, black_ms, at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (code, number, ply, move, red_ms, black_ms, now_ms)))

    def drop_moves_from(self, code: str, number: int, ply: int) -> None:
        """Take back the moves of game ``number`` from ``ply`` on."""
        self._statements.append((
            "DELETE FROM moves WHERE room_code = ? AND number = ? AND ply >= ?",
            (code, number, ply)))

    # -- problem rooms -----------------------------------------------------------------------
    def save_attempt(self, code: str, token_hash: str, name: str, mode: str,
                     data: dict[str, Any], score: int | None) -> None:
        """A guest's attempt (its line and state in ``data``), replacing the one stored."""
        self._statements.append((
            "INSERT INTO attempts (room_code, token_hash, name, mode, moves, score) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (room_code, token_hash) DO UPDATE SET "
            "mode = excluded.mode, moves = excluded.moves, score = excluded.score",
            (code, token_hash, name, mode, json.dumps(data), score)))

    # -- the sweep ---------------------------------------------------------------------------
    def touch_room(self, code: str, now_ms: int) -> None:
        """The room is watched: keep it from expiring."""
        self._statements.append(("UPDATE rooms SET last_activity = ? WHERE code = ?",
                                 (now_ms, code)))

    def expire_room(self, code: str, idle_before_ms: int) -> None:
        """Close the room (a new version), unless it was active since ``idle_before_ms``."""
        self._statements.append((
            "UPDATE rooms SET status = 'expired', version = version + 1 WHERE code = ? "
            "AND last_activity < ?", (code, idle_before_ms)))


@dataclass(frozen=True)
class Commit:
    """One change of room ``code``: bump its version from ``version`` (None: no check), run
    ``writes``, and keep ``events`` for the other processes (a shared store only)."""

    code: str
    version: int | None
    writes: Writes
    now_ms: int
    events: Sequence[Event] = ()


@dataclass(frozen=True)
class StoredMove:
    move: str                 # ICCS
    red_ms: int | None        # the clocks after it
    black_ms: int | None


@dataclass(frozen=True)
class StoredGame:
    number: int
    fen: str
    red_name: str
    black_name: str
    red_ms: int | None
    black_ms: int | None
    turn_started: int | None
    result: str | None
    termination: str | None
    offers: dict[str, str]
    started_at: int
    moves: list[StoredMove]


@dataclass(frozen=True)
class StoredSession:
    token_hash: str
    seat: str
    name: str


@dataclass(frozen=True)
class StoredAttempt:
    token_hash: str
    name: str
    mode: str
    data: dict[str, Any]
    score: int | None


@dataclass(frozen=True)
class StoredRoom:
    code: str
    kind: str
    host_name: str
    private: bool
    settings: dict[str, Any]
    status: str
    version: int
    created_at: int
    last_activity: int
    sessions: list[StoredSession] = field(default_factory=list)  # oldest first
    game: StoredGame | None = None                                # the latest
    attempts: list[StoredAttempt] = field(default_factory=list)


class Store:
    """The rooms' storage; a backend (``SQLiteStore``, ``PostgresStore``) supplies
    ``open``, ``close``, ``fetch``, ``commit`` and, when shared, ``listen``/``notify``."""

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
        """The rows of one read: the named reads below use it (and tests, to look inside)."""
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

    # -- named reads ---------------------------------------------------------------------------
    async def schema_version(self) -> int:
        from .schema import SELECT_VERSION

        rows = await self.fetch(SELECT_VERSION)
        return int(rows[0][0] or 0)

    async def room_version(self, code: str) -> int | None:
        """The stored version of the room (None: no such room)."""
        rows = await self.fetch("SELECT version FROM rooms WHERE code = ?", (code,))
        return int(rows[0][0]) if rows else None

    async def password_hash(self, code: str) -> str | None:
        rows = await self.fetch("SELECT password_hash FROM rooms WHERE code = ?", (code,))
        return str(rows[0][0]) if rows else None

    async def events_since(self, code: str, version: int) -> list[list[Event]]:
        """The events of the room's changes after ``version``, one list per change, oldest
        first; always empty unless shared (only then are they kept)."""
        if not self.shared:
            return []
        rows = await self.fetch(
            "SELECT payload FROM events WHERE room_code = ? AND seq > ? ORDER BY seq",
            (code, version))
        return [json.loads(payload) for (payload,) in rows]

    async def lobby_codes(self, active_since_ms: int, limit: int) -> list[str]:
        """The open public rooms active since then, the most recent first."""
        rows = await self.fetch(
            "SELECT code FROM rooms WHERE status = 'open' AND private = 0 AND "
            "last_activity >= ? ORDER BY last_activity DESC LIMIT ?", (active_since_ms, limit))
        return [code for (code,) in rows]

    async def idle_rooms(self, idle_before_ms: int) -> list[str]:
        """The open rooms with no activity since before then."""
        rows = await self.fetch(
            "SELECT code FROM rooms WHERE status = 'open' AND last_activity < ?",
            (idle_before_ms,))
        return [code for (code,) in rows]

    async def load_room(self, code: str) -> StoredRoom | None:
        """Everything stored of a room: its row, sessions, latest game, attempts."""
        rows = await self.fetch(
            "SELECT kind, host_name, private, settings, status, version, created_at, "
            "last_activity FROM rooms WHERE code = ?", (code,))
        if not rows:
            return None
        kind, host, private, settings, status, version, created, last = rows[0]
        sessions = [StoredSession(*row) for row in await self.fetch(
            "SELECT token_hash, seat, name FROM sessions WHERE room_code = ? "
            "ORDER BY created_at", (code,))]
        game = await self.load_game(code, None)
        attempts = [StoredAttempt(token_hash, name, mode, json.loads(data), score)
                    for token_hash, name, mode, data, score in await self.fetch(
                        "SELECT token_hash, name, mode, moves, score FROM attempts "
                        "WHERE room_code = ?", (code,))]
        return StoredRoom(code, kind, host, bool(private), json.loads(settings), status,
                          int(version), int(created), int(last), sessions, game, attempts)

    async def load_game(self, code: str, number: int | None) -> StoredGame | None:
        """Game ``number`` of the room (None: its latest) with its moves."""
        columns = ("SELECT number, fen, red_name, black_name, red_ms, black_ms, turn_started, "
                   "result, termination, offers, started_at FROM games WHERE room_code = ? ")
        rows = await self.fetch(columns + "ORDER BY number DESC LIMIT 1", (code,)) \
            if number is None else await self.fetch(columns + "AND number = ?", (code, number))
        if not rows:
            return None
        (found, fen, red, black, red_ms, black_ms, started, result, termination, offers,
         started_at) = rows[0]
        moves = [StoredMove(*row) for row in await self.fetch(
            "SELECT move, red_ms, black_ms FROM moves WHERE room_code = ? AND number = ? "
            "ORDER BY ply", (code, found))]
        return StoredGame(int(found), fen, red, black, red_ms, black_ms, started, result,
                          termination, json.loads(offers), int(started_at), moves)

    # -- the sweep's changes (no version check) ------------------------------------------------
    async def touch_room(self, code: str, now_ms: int) -> None:
        """The room is watched: keep it from expiring."""
        writes = Writes()
        writes.touch_room(code, now_ms)
        await self.commit(Commit(code, None, writes, now_ms))

    async def expire_room(self, code: str, idle_before_ms: int, now_ms: int) -> None:
        """Close the room, unless it was active since ``idle_before_ms``."""
        writes = Writes()
        writes.expire_room(code, idle_before_ms)
        await self.commit(Commit(code, None, writes, now_ms))


def events_row(change: Commit) -> Statement | None:
    """The ``events`` row a shared store keeps for a change with events (its seq is the
    version the change makes)."""
    if not change.events or change.version is None:
        return None
    return (INSERT_EVENTS, (change.code, change.version + 1, json.dumps(list(change.events))))
