"""The hub: rooms in memory, their connections, one commit per change, relays, timers.

Every change goes through ``Hub._act``: under the room's lock, check and apply the request to
the room (``paiju.server.room``), commit it with a version check (``paiju.server.db``), and only
then answer the sender and relay the events to the room's connections. A version conflict (another
server process changed the room) reloads the room and tries again. PostgreSQL notifications
bring the other processes' changes to this one's clients.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from paiju.rules.game import TimeControl

from . import secrets_util as sec
from .db import Commit, Database, DatabaseError
from .pgn import game_pgn
from .protocol import DENIED, MAX_NAME, MAX_PASSWORD, THROTTLED, Message, ProtocolError, frame
from .room import Change, Room, Session, load_room
from .throttle import FailureWindow

log = logging.getLogger("paiju.server")
_DUMMY_HASH = sec.hash_password("not a password", 10)


def now_ms() -> int:
    return int(time.time() * 1000)


def room_label(code: str) -> str:
    """What logs say instead of the room code (the code is half of the way in)."""
    return "room-" + hashlib.sha256(code.encode()).hexdigest()[:8]


class Client(Protocol):
    """What the hub needs of a connection."""

    address: str
    room: str | None
    token_hash: str | None
    seat: str | None

    def send(self, text: str) -> None: ...

    def close_soon(self, code: int, reason: str) -> None: ...


@dataclass
class Config:
    password_log2n: int = sec.DEFAULT_LOG2N
    expire_after_s: float = 24 * 3600.0
    sweep_every_s: float = 60.0
    join_fail_per_room: int = 5
    join_fail_per_address: int = 20
    join_fail_window_s: float = 60.0
    rooms_per_address: int = 10     # created per join_fail_window_s (each costs a slow hash)
    allowed_origins: frozenset[str] = frozenset()
    message_rate: float = 20.0
    message_burst: int = 40
    max_players_name: int = MAX_NAME
    problem_memory_mb: int = 16
    extra: dict[str, Any] = field(default_factory=dict)


class Hub:
    def __init__(self, db: Database, config: Config | None = None) -> None:
        self.db = db
        self.config = config or Config()
        self.rooms: dict[str, Room] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.clients: dict[str, set[Client]] = {}
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.room_fails = FailureWindow(self.config.join_fail_per_room,
                                        self.config.join_fail_window_s)
        self.address_fails = FailureWindow(self.config.join_fail_per_address,
                                           self.config.join_fail_window_s)
        self.creations = FailureWindow(self.config.rooms_per_address,
                                       self.config.join_fail_window_s)
        self._sweeper: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.problems: Any = None  # server.problems.ProblemJudge, set by the app
        self.stats = {"moves": 0, "commits": 0, "conflicts": 0}
        self.handling_ms: deque[float] = deque(maxlen=200_000)  # request to relay, per change

    def handling_percentiles(self) -> dict[str, float]:
        """p50/p99 of the time from a request to its relay (lock, checks, commit)."""
        if not self.handling_ms:
            return {}
        ordered = sorted(self.handling_ms)

        def pick(q: float) -> float:
            return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)
        return {"p50": pick(0.5), "p99": pick(0.99), "count": len(ordered)}

    # -- life ----------------------------------------------------------------------------------
    async def start(self) -> None:
        await self.db.open()
        if self.db.shared:
            await self.db.listen(self._remote_change)
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_loop())

    async def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        for handle in self.timers.values():
            handle.cancel()
        for task in list(self._tasks):
            task.cancel()
        await self.db.close()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- rooms ---------------------------------------------------------------------------------
    def _lock(self, code: str) -> asyncio.Lock:
        return self.locks.setdefault(code, asyncio.Lock())

    async def _room(self, code: str) -> Room | None:
        room = self.rooms.get(code)
        if room is None:
            room = await load_room(self.db, code)
            if room is not None:
                self.rooms[code] = room
        return room

    async def _act(self, code: str, fn: Callable[[Room, int], Change],
                   after: Callable[[Room], None] | None = None) -> Change:
        """Check and apply ``fn`` under the room's lock, store it, relay it. ``after`` runs on
        the stored room after the relay and before the lock is released: a joining client
        bound there keeps the room from being dropped as unwatched in between."""
        began = time.perf_counter()
        for _ in range(5):
            async with self._lock(code):
                room = await self._room(code)
                if room is None or room.status != "open":
                    raise ProtocolError("closed", "the room is closed")
                now = now_ms()
                change = fn(room, now)
                if not change.statements and not change.events:
                    return change
                statements = list(change.statements)
                if change.events and self.db.shared:  # what the other processes relay
                    statements.append((
                        "INSERT INTO events (room_code, seq, payload) VALUES (?, ?, ?)",
                        (code, room.version + 1, json.dumps(change.events))))
                try:
                    ok = await self.db.commit(Commit(code, room.version, statements, now))
                except DatabaseError:
                    self.rooms.pop(code, None)
                    log.exception("%s: commit failed", room_label(code))
                    raise ProtocolError("unavailable", "the server could not save that; "
                                        "try again") from None
                if not ok:
                    self.stats["conflicts"] += 1
                    self.rooms.pop(code, None)  # stale copy: reload and check again
                    continue
                self.stats["commits"] += 1
                room.version += 1
                room.last_activity = now
                self.rooms[code] = room
                self._relay(room, change.events, now)
                self._arm_flag(room, now)
                if after is not None:
                    after(room)
                self.handling_ms.append((time.perf_counter() - began) * 1000)
                return change
        raise ProtocolError("busy", "the room is busy; try again")

    def _relay(self, room: Room, events: list[dict[str, Any]], now: int) -> None:
        clients = self.clients.get(room.code)
        if not clients:
            return
        for event in events:
            kind = event["type"]
            if kind == "state":
                text = frame("state", room=room.view(now))
            else:
                if kind == "move":
                    self.stats["moves"] += 1
                text = frame(kind, **{k: v for k, v in event.items() if k != "type"})
            for client in list(clients):
                client.send(text)

    def _arm_flag(self, room: Room, now: int) -> None:
        old = self.timers.pop(room.code, None)
        if old is not None:
            old.cancel()
        due = room.flag_due(now)
        if due is None:
            return
        loop = asyncio.get_running_loop()
        self.timers[room.code] = loop.call_later(
            max(0.0, due / 1000) + 0.02, lambda: self._spawn(self._flag(room.code)))

    async def _flag(self, code: str) -> None:
        self.timers.pop(code, None)

        def fall(room: Room, now: int) -> Change:
            return room.check_flag(now) or Change()

        with contextlib.suppress(ProtocolError):
            await self._act(code, fall)

    # -- remote changes (PostgreSQL) -----------------------------------------------------------
    async def _remote_change(self, code: str) -> None:
        if code not in self.rooms:
            return
        async with self._lock(code):  # after any change of ours still being stored
            old = self.rooms.get(code)
            if old is None:
                return
            if not self.clients.get(code):
                self.rooms.pop(code, None)  # nobody watches it here: load it afresh when asked
                return
            rows = await self.db.fetch("SELECT version FROM rooms WHERE code = ?", (code,))
            if not rows or int(rows[0][0]) <= old.version:
                return  # our own commit coming back, or nothing new
            fresh = await load_room(self.db, code)
            if fresh is None or fresh.version <= old.version:
                return
            rows = await self.db.fetch(
                "SELECT payload FROM events WHERE room_code = ? AND seq > ? ORDER BY seq",
                (code, old.version))
            self.rooms[code] = fresh
            now = now_ms()
            for (payload,) in rows:
                self._relay(fresh, json.loads(payload), now)
            self._arm_flag(fresh, now)
            if fresh.status != "open":
                self._close_room_clients(code)

    # -- entry: create, join, resume -----------------------------------------------------------
    async def create(self, client: Client, msg: Message) -> dict[str, Any]:
        name = clean_name(msg.text("name", limit=MAX_NAME, allow_empty=False))
        password = msg.text("password", limit=MAX_PASSWORD, default="")
        kind = msg.choice("kind", ("game", "problem"), "game")
        settings: dict[str, Any] = {
            "host_color": msg.choice("color", ("red", "black", "random"), "red")}
        tc = msg.obj("time_control")
        if tc is not None:
            settings["initial_ms"] = tc.integer("initial_s", low=10, high=4 * 3600) * 1000
            settings["increment_ms"] = tc.integer("increment_s", low=0, high=600,
                                                  default=0) * 1000
        fen = msg.data.get("fen")
        if fen is not None:
            settings["fen"] = checked_fen(msg.text("fen", limit=200))
        if kind == "problem":
            if self.problems is None:
                raise ProtocolError("unsupported", "problem rooms are off on this server")
            settings["puzzle"] = self.problems.check_puzzle(msg)
        private = msg.flag("private", False)
        if self.creations.blocked(client.address):
            raise THROTTLED
        self.creations.fail(client.address)  # counts creations, not failures
        digest = await asyncio.to_thread(sec.hash_password, password,
                                         self.config.password_log2n)
        now = now_ms()
        for _ in range(5):
            code = sec.new_code()
            room = Room(code, kind, name, private, settings, "open", 0, now, now)
            token = sec.new_token()
            session = Session(sec.token_digest(token), room.host_seat(), name)
            statements = [(
                "INSERT INTO rooms (code, kind, host_name, password_hash, private, settings, "
                "status, version, created_at, last_activity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                "?, ?)", (code, kind, name, digest, int(private), json.dumps(settings), "open",
                          0, now, now))]
            change = room.add_session(session, now)
            try:
                ok = await self.db.commit(Commit(code, None, statements + change.statements,
                                                 now))
            except DatabaseError:
                raise ProtocolError("unavailable", "the server could not save the room") \
                    from None
            if ok:
                break
        else:
            raise ProtocolError("busy", "could not pick a room code; try again")
        self.rooms[code] = room
        log.info("%s created (%s, %s)", room_label(code), kind,
                 "private" if private else "listed")
        self._bind(client, room, session)
        return {"room": code, "seat": session.seat, "token": token,
                "state": room.view(now)}

    async def join(self, client: Client, msg: Message) -> dict[str, Any]:
        code = sec.normalise_code(msg.text("room", limit=64))
        password = msg.text("password", limit=MAX_PASSWORD, default="")
        name = clean_name(msg.text("name", limit=MAX_NAME, allow_empty=False))
        want = msg.choice("as", ("player", "spectator"), "player")
        address = client.address
        if self.address_fails.blocked(address) or (code and self.room_fails.blocked(code)):
            raise THROTTLED
        room = await self._room(code) if code else None
        rows = await self.db.fetch("SELECT password_hash FROM rooms WHERE code = ?",
                                   (code,)) if room else []
        stored = rows[0][0] if rows else _DUMMY_HASH
        good = await asyncio.to_thread(sec.verify_password, password, stored)
        if room is None or not rows or not good or room.status != "open":
            self.address_fails.fail(address)
            if code:
                self.room_fails.fail(code)
            log.info("join refused from %s", address)
            raise DENIED
        token = sec.new_token()
        holder: list[Session] = []

        def seat(room: Room, now: int) -> Change:
            session = Session(sec.token_digest(token), room.seat_for(want), name)
            holder.append(session)
            return room.add_session(session, now)

        seated: list[Room] = []

        def bind(room: Room) -> None:
            self._bind(client, room, holder[-1])
            seated.append(room)

        await self._act(code, seat, bind)
        return {"room": code, "seat": holder[-1].seat, "token": token,
                "state": seated[0].view(now_ms())}

    async def resume(self, client: Client, msg: Message) -> dict[str, Any]:
        code = sec.normalise_code(msg.text("room", limit=64))
        token = msg.text("token", limit=128)
        if self.address_fails.blocked(client.address):
            raise THROTTLED
        room = await self._room(code) if code else None
        session = room.sessions.get(sec.token_digest(token)) if room else None
        if room is None or session is None or room.status != "open":
            self.address_fails.fail(client.address)
            raise DENIED
        self._bind(client, room, session)
        return {"room": code, "seat": session.seat, "state": room.view(now_ms())}

    def _bind(self, client: Client, room: Room, session: Session) -> None:
        self.unbind(client)
        peers = self.clients.setdefault(room.code, set())
        for other in list(peers):  # one live connection per seat: the newest wins
            if other.token_hash == session.token_hash:
                peers.discard(other)
                other.room = other.token_hash = other.seat = None
                other.send(frame("error", code="replaced", id=None,
                                 message="this seat was opened from another connection"))
                other.close_soon(4001, "replaced")
        client.room, client.token_hash, client.seat = room.code, session.token_hash, \
            session.seat
        peers.add(client)
        self._arm_flag(room, now_ms())

    def unbind(self, client: Client) -> None:
        if client.room is not None:
            peers = self.clients.get(client.room)
            if peers is not None:
                peers.discard(client)
                if not peers:
                    del self.clients[client.room]
        client.room = client.token_hash = client.seat = None

    # -- actions of a seated client ------------------------------------------------------------
    def _session(self, client: Client, room: Room) -> Session:
        session = room.sessions.get(client.token_hash or "")
        if session is None:
            raise DENIED
        client.seat = session.seat
        return session

    async def action(self, client: Client, msg: Message) -> dict[str, Any]:
        code = client.room
        if code is None:
            raise ProtocolError("not_joined", "join a room first")
        kind = msg.type
        if kind in ("pgn", "sync"):
            return await self._read(client, code, msg)
        if kind == "leave":
            self.unbind(client)
            return {}
        if kind.startswith("attempt") or (kind == "move" and self._is_problem(code)):
            if self.problems is None:
                raise ProtocolError("unsupported", "problem rooms are off on this server")
            result: dict[str, Any] = await self.problems.handle(self, client, code, msg)
            return result
        builders: dict[str, Callable[[Room, Session, int], Change]] = {
            "resign": lambda r, s, n: r.resign(s, n),
            "draw_offer": lambda r, s, n: r.offer(s, "draw", None, n),
            "draw_accept": lambda r, s, n: r.offer(s, "draw", "accept", n),
            "draw_decline": lambda r, s, n: r.offer(s, "draw", "decline", n),
            "takeback_request": lambda r, s, n: r.offer(s, "takeback", None, n),
            "takeback_accept": lambda r, s, n: r.offer(s, "takeback", "accept", n),
            "takeback_decline": lambda r, s, n: r.offer(s, "takeback", "decline", n),
            "new_game": lambda r, s, n: r.new_game(s, n),
        }
        build: Callable[[Room, Session, int], Change]
        if kind == "move":
            text = msg.text("move", limit=8)
            ply = msg.integer("ply", low=0, high=10_000) if "ply" in msg.data else None

            def build_move(r: Room, s: Session, n: int) -> Change:
                return r.move(s, text, ply, n)
            build = build_move
        elif kind == "chat":
            text = clean_chat(msg.text("text", limit=500, allow_empty=False))

            def build_chat(r: Room, s: Session, n: int) -> Change:
                return Change(events=[{"type": "chat", "name": s.name, "seat": s.seat,
                                       "text": text, "at": n}])
            build = build_chat
        elif kind in builders:
            build = builders[kind]
        else:
            raise ProtocolError("bad_request", "not allowed here")

        def run(room: Room, now: int) -> Change:
            return build(room, self._session(client, room), now)

        change = await self._act(code, run)
        return change.reply

    def _is_problem(self, code: str) -> bool:
        room = self.rooms.get(code)
        return room is not None and room.kind == "problem"

    async def _read(self, client: Client, code: str, msg: Message) -> dict[str, Any]:
        room = await self._room(code)
        if room is None:
            raise ProtocolError("closed", "the room is closed")
        self._session(client, room)
        if msg.type == "sync":
            return {"state": room.view(now_ms())}
        last = room.game.number if room.game else 0
        number = msg.integer("game", low=1, high=max(1, last), default=last or 1)
        text = await game_pgn(self.db, code, number, time_control(room))
        if text is None:
            raise ProtocolError("no_game", "no game to download yet")
        return {"game": number, "pgn": text}

    async def pgn_for_token(self, code: str, token: str, number: int | None) -> str | None:
        """The PGN for an HTTP download with a session token of that room (else None)."""
        room = await self._room(sec.normalise_code(code))
        if room is None or sec.token_digest(token) not in room.sessions:
            return None
        last = room.game.number if room.game else 0
        return await game_pgn(self.db, room.code, number or last, time_control(room)) \
            if last else None

    async def lobby(self, limit: int = 100) -> list[dict[str, Any]]:
        cutoff = now_ms() - int(self.config.expire_after_s * 1000)
        rows = await self.db.fetch(
            "SELECT code FROM rooms WHERE status = 'open' AND private = 0 AND "
            "last_activity >= ? ORDER BY last_activity DESC LIMIT ?", (cutoff, limit))
        out = []
        for (code,) in rows:
            room = await self._room(code)
            if room is not None and room.status == "open":
                out.append(room.lobby_entry())
        return out

    # -- expiry ----------------------------------------------------------------------------------
    async def _sweep_loop(self) -> None:
        while True:
            await asyncio.sleep(self.config.sweep_every_s)
            try:
                await self.sweep()
            except DatabaseError:
                log.exception("expiry sweep failed")

    async def sweep(self) -> int:
        """Keep rooms with live clients fresh, close the others after inactivity."""
        now = now_ms()
        for code in list(self.clients):
            await self.db.commit(Commit(code, None, [(
                "UPDATE rooms SET last_activity = ? WHERE code = ?", (now, code))], now))
        for code in [c for c in self.rooms if c not in self.clients]:
            self.rooms.pop(code, None)  # reloaded from the database when someone comes back
            if code in self.locks and not self.locks[code].locked():
                del self.locks[code]
            timer = self.timers.pop(code, None)
            if timer is not None:  # the flag falls when a player resumes (see _bind)
                timer.cancel()
        cutoff = now - int(self.config.expire_after_s * 1000)
        rows = await self.db.fetch(
            "SELECT code FROM rooms WHERE status = 'open' AND last_activity < ?", (cutoff,))
        for (code,) in rows:
            await self.db.commit(Commit(code, None, [
                ("UPDATE rooms SET status = 'expired', version = version + 1 WHERE code = ? "
                 "AND last_activity < ?", (code, cutoff))], now))
            self.rooms.pop(code, None)
            timer = self.timers.pop(code, None)
            if timer is not None:
                timer.cancel()
            self._close_room_clients(code)
            log.info("%s expired", room_label(code))
        return len(rows)

    def _close_room_clients(self, code: str) -> None:
        for client in list(self.clients.pop(code, set())):
            client.send(frame("closed", reason="expired"))
            client.room = client.token_hash = client.seat = None
            client.close_soon(4002, "room closed")


def time_control(room: Room) -> TimeControl | None:
    initial = room.settings.get("initial_ms")
    return TimeControl(int(initial), int(room.settings.get("increment_ms") or 0)) \
        if initial else None


def clean_name(text: str) -> str:
    name = " ".join("".join(c for c in text if c.isprintable()).split())
    if not name:
        raise ProtocolError("bad_request", "a name is needed")
    return name[:MAX_NAME]


def clean_chat(text: str) -> str:
    out = "".join(c for c in text if c.isprintable() or c == "\n").strip()
    if not out:
        raise ProtocolError("bad_request", "empty message")
    return out


def checked_fen(text: str) -> str:
    from paiju.rules import Board

    try:
        board = Board(text)
    except ValueError:
        raise ProtocolError("bad_fen", "that start position is not a FEN") from None
    if not board.is_valid():
        raise ProtocolError("bad_fen", "that start position is not a legal setup")
    if not board.legal_moves or board.outcome() is not None:
        raise ProtocolError("bad_fen", "the game would be over before it starts")
    return board.fen()
