"""The rooms' schema: one list of migrations, the same SQL on SQLite and PostgreSQL.

A database records the migrations it has run in ``schema_version``; opening one runs the
others in order (each backend in one transaction per migration, PostgreSQL under an advisory
lock so that processes starting together migrate once). Append a migration; never edit one.
"""

from __future__ import annotations

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

# the bookkeeping of the migrations run so far (``?`` placeholders, as everywhere)
CREATE_VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"
SELECT_VERSION = "SELECT MAX(version) FROM schema_version"
INSERT_VERSION = "INSERT INTO schema_version VALUES (?)"
