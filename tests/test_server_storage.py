"""The server's one storage module (``paiju.server.storage``).

* It alone holds SQL and imports a database driver: the rest of ``paiju.server`` is scanned
  for SQL keywords and for ``sqlite3``/``psycopg`` imports (and the scanner is shown to catch
  a planted statement, so a clean scan means something).
* Its named writes and reads give back what was stored, on real SQLite and on a real
  throwaway PostgreSQL cluster (events kept only there, where other processes read them).
"""

from __future__ import annotations

import ast
import asyncio
import re
from pathlib import Path
from typing import Any

import pytest
from online_helpers import ROOT
from pg_cluster import pg_cluster, pg_url

from paiju.server.storage import (
    MIGRATIONS,
    Commit,
    Store,
    StoredAttempt,
    StoredMove,
    StoredSession,
    Writes,
    open_url,
)

__all__ = ["pg_cluster", "pg_url"]

SERVER = ROOT / "paiju" / "server"
STORAGE = SERVER / "storage"
SQL_WORDS = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|PRAGMA|LISTEN|"
                       r"NOTIFY|BEGIN|COMMIT|ROLLBACK|SAVEPOINT)\b|\bpg_\w+\(")
DRIVERS = {"sqlite3", "psycopg", "psycopg2", "asyncpg", "aiosqlite"}


def sql_outside_storage(path: Path, source: str) -> list[str]:
    """``path:line: text`` for each SQL keyword and each driver import in ``source``."""
    found = [f"{path}:{number}: {line.strip()}"
             for number, line in enumerate(source.splitlines(), 1) if SQL_WORDS.search(line)]
    for node in ast.walk(ast.parse(source)):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
            [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else []
        found += [f"{path}:{node.lineno}: imports {name}" for name in names
                  if name.split(".")[0] in DRIVERS]
    return found


def test_only_the_storage_module_holds_sql_or_imports_a_driver() -> None:
    modules = [p for p in sorted(SERVER.rglob("*.py")) if STORAGE not in p.parents]
    assert len(modules) >= 10, modules  # the scan sees the server's modules
    found = [hit for p in modules
             for hit in sql_outside_storage(p.relative_to(ROOT), p.read_text(encoding="utf-8"))]
    assert found == [], "SQL outside paiju/server/storage/:\n" + "\n".join(found)


def test_the_scanner_catches_a_planted_statement_and_driver() -> None:
    planted = ('import sqlite3\nfrom psycopg import sql\n\n'
               'def f(db):\n    return db.fetch("SELECT code FROM rooms")\n'
               'NOTE = "select nothing: lower-case prose is not SQL"\n')
    assert sql_outside_storage(Path("planted.py"), planted) == [
        'planted.py:5: return db.fetch("SELECT code FROM rooms")',
        "planted.py:1: imports sqlite3",
        "planted.py:2: imports psycopg",
    ]
    storage_hits = [hit for p in sorted(STORAGE.glob("*.py"))
                    for hit in sql_outside_storage(p, p.read_text(encoding="utf-8"))]
    assert len(storage_hits) > 30  # where the statements went


async def round_trip(store: Store) -> dict[str, Any]:
    """Store a room through every named write, read it back through every named read."""
    await store.open()
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        made = Writes()
        made.create_room("R1", "game", "Host", "hash-1", False, {"initial_ms": 60_000}, 1_000)
        made.add_session("R1", "tok-red", "red", "Host", 1_000)
        assert await store.commit(Commit("R1", None, made, 1_000))
        assert not await store.commit(Commit("R1", None, made, 1_001))  # the code is taken
        private = Writes()
        private.create_room("R2", "problem", "Quiet", "hash-2", True, {}, 1_000)
        assert await store.commit(Commit("R2", None, private, 1_000))

        seated = Writes()
        seated.add_session("R1", "tok-black", "black", "Guest", 2_000)
        seated.add_session("R1", "tok-fan", "spectator", "Fan", 2_001)
        seated.start_game("R1", 1, "FEN-1", "Host", "Guest", 60_000, 60_000, 2_000, 2_000)
        assert await store.commit(Commit("R1", 0, seated, 2_000, [{"type": "state"}]))
        assert not await store.commit(Commit("R1", 0, Writes(), 2_100))  # stale version

        played = Writes()
        for ply, move in enumerate(["h2e2", "h9g7", "h0g2"]):
            played.save_move("R1", 1, ply, move, 59_000 - ply, 58_000 - ply, 3_000 + ply)
        played.drop_moves_from("R1", 1, 2)  # a takeback of the third move
        played.save_game("R1", 1, 59_000, 58_000, 3_001, None, None, {"draw": "red"}, None)
        played.set_seat("tok-fan", "spectator")
        played.drop_session("tok-fan")
        played.save_attempt("R1", "tok-black", "Guest", "solve", {"line": ["h2e2"]}, None)
        played.save_attempt("R1", "tok-black", "Guest", "engine", {"line": []}, 1)  # replaces
        move_event = {"type": "move", "ply": 1, "move": "h9g7"}
        assert await store.commit(Commit("R1", 1, played, 3_002, [move_event]))

        room = await store.load_room("R1")
        assert room is not None and await store.load_room("NOPE") is None
        assert (room.kind, room.host_name, room.private, room.settings, room.status,
                room.version, room.created_at, room.last_activity) == (
            "game", "Host", False, {"initial_ms": 60_000}, "open", 2, 1_000, 3_002)
        assert room.sessions == [StoredSession("tok-red", "red", "Host"),
                                 StoredSession("tok-black", "black", "Guest")]
        assert room.attempts == [StoredAttempt("tok-black", "Guest", "engine", {"line": []}, 1)]
        game = room.game
        assert game is not None and game == await store.load_game("R1", 1)
        assert (game.number, game.fen, game.red_name, game.black_name, game.red_ms,
                game.black_ms, game.turn_started, game.result, game.termination, game.offers,
                game.started_at) == (1, "FEN-1", "Host", "Guest", 59_000, 58_000, 3_001, None,
                                     None, {"draw": "red"}, 2_000)
        assert game.moves == [StoredMove("h2e2", 59_000, 58_000), StoredMove("h9g7", 58_999,
                                                                             57_999)]
        assert await store.load_game("R1", 2) is None
        assert await store.room_version("R1") == 2 and await store.room_version("NOPE") is None
        assert await store.password_hash("R1") == "hash-1"
        assert await store.password_hash("NOPE") is None
        events = await store.events_since("R1", 0)
        assert events == ([[{"type": "state"}], [move_event]] if store.shared else [])

        assert await store.lobby_codes(1_000, 10) == ["R1"]  # R2 is private
        assert await store.lobby_codes(3_003, 10) == []
        assert await store.idle_rooms(2_000) == ["R2"]
        await store.touch_room("R2", 5_000)
        assert await store.idle_rooms(2_000) == []
        await store.expire_room("R1", 3_000, 6_000)  # active since: kept open
        assert await store.room_version("R1") == 2
        await store.expire_room("R1", 4_000, 6_000)
        expired = await store.load_room("R1")
        assert expired is not None and (expired.status, expired.version) == ("expired", 3)
        assert await store.idle_rooms(10_000) == ["R2"]
        return dict(store.stats)
    finally:
        await store.close()


def test_named_writes_and_reads_round_trip_on_sqlite(tmp_path: Path) -> None:
    stats = asyncio.run(round_trip(open_url(f"sqlite:///{tmp_path / 'rooms.sqlite3'}")))
    assert stats["commits"] >= 6


def test_named_writes_and_reads_round_trip_on_postgres(pg_url: str) -> None:
    stats = asyncio.run(round_trip(open_url(pg_url)))
    assert stats["commits"] >= 6


def test_a_bad_database_url_is_named() -> None:
    from paiju.server.storage import DatabaseError

    with pytest.raises(DatabaseError, match="mysql://…: use postgresql:// or sqlite:///"):
        open_url("mysql://host/db")
