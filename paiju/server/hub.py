"""The hub: rooms in memory, their connections, one commit per change, relays, timers.

Every change goes through ``Hub._act``: under the room's lock, check and apply the request to
the room (``paiju.server.room``), commit it with a version check (``paiju.server.storage``),
and only then answer the sender and relay the events to the room's connections. A version
conflict (another server process changed the room) reloads the room and tries again.
PostgreSQL notifications bring the other processes' changes to this one's clients. The hub
holds no SQL: it calls the store's named reads and commits.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

from paiju.rules.game import TimeControl

from . import secrets_util as sec
from .pgn import game_pgn
from .protocol import (
    CLIENT_TYPES,
    DENIED,
    MAX_NAME,
    MAX_PASSWORD,
    PROTOCOL_VERSION,
    THROTTLED,
    UNAVAILABLE,
    Message,
    ProtocolError,
    frame,
)
from .room import Change, Room, Session, load_room
from .storage import Commit, DatabaseError, Store, Writes
from .throttle import FailureWindow
from .workpool import Budget

log = logging.getLogger("paiju.server")


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
    public_origin: str | None = None  # https://xq.example.org: what browsers' Origin must be
    trust_proxy: bool = False       # take the client address from X-Forwarded-For (loopback)
    connections_per_address: int = 32
    unjoined_idle_s: float = 300.0  # a socket in no room and silent this long is closed
    handshake_s: float = 10.0       # to send a whole HTTP request (slowloris)
    stats_token: str | None = None  # /healthz?detail needs "Authorization: Bearer <it>"
    message_rate: float = 20.0
    message_burst: int = 40
    max_players_name: int = MAX_NAME
    solver: Budget = field(default_factory=Budget)
    hash_threads: int = 2           # password hashing, on threads of its own
    max_sessions: int = 200         # per room; the oldest spectators/guests not online go first
    extra: dict[str, Any] = field(default_factory=dict)


class Hub:
    def __init__(self, store: Store, config: Config | None = None) -> None:
        self.store = store
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
        self.problems: Any = None  # paiju.server.problems.ProblemJudge, set by the app
        self.stats = {"moves": 0, "commits": 0, "conflicts": 0}
        self.handling_ms: deque[float] = deque(maxlen=4096)  # request to relay, the latest
        # the hash an unknown room's password is checked against: the cost of real ones, so
        # the answer's timing does not tell whether a room exists
        self._dummy_hash = sec.hash_password("not a password", self.config.password_log2n)
        self._hashing = ThreadPoolExecutor(self.config.hash_threads, "paiju-hash")
        self.instance = sec.new_token()[:16]  # tells this process's notifications apart
        self.seen: dict[str, int] = {}  # dropped room -> the version its clients have seen

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
        await self.store.open()
        if self.store.shared:
            await self.store.listen(self._notified, self._catch_up)
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_loop())
        if self.problems is not None:
            self.problems.pool.warm()

    async def stop(self) -> None:
        if self.problems is not None:
            self.problems.close()  # running solves are terminated, not waited for
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        for handle in self.timers.values():
            handle.cancel()
        for task in list(self._tasks):
            task.cancel()
        self._hashing.shutdown(wait=False, cancel_futures=True)
        await self.store.close()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())

    async def _hash(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Password hashing on its own threads (never behind solver or database work)."""
        return await asyncio.get_running_loop().run_in_executor(self._hashing, fn, *args)

    # -- rooms ---------------------------------------------------------------------------------
    def _lock(self, code: str) -> asyncio.Lock:
        return self.locks.setdefault(code, asyncio.Lock())

    async def _room(self, code: str) -> Room | None:
        room = self.rooms.get(code)
        if room is None:
            room = await load_room(self.store, code)
            if room is not None:
                self.rooms[code] = room
                seen = self.seen.pop(code, None)
                if seen is not None and room.version > seen:
                    await self._relay_since(room, seen)
        return room

    def _drop(self, code: str) -> None:
        """Forget the memory copy of a room whose change may not be stored; its clients saw
        it up to its stored version, and get what they missed when it is read back."""
        room = self.rooms.pop(code, None)
        if room is not None and self.clients.get(code):
            self.seen.setdefault(code, room.version)

    async def _relay_since(self, room: Room, version: int) -> None:
        """Relay to the room's clients what was stored after ``version``: the events other
        processes recorded, or the whole state where none are kept (SQLite)."""
        now = now_ms()
        missed = await self.store.events_since(room.code, version)
        if missed:
            for events in missed:
                self._relay(room, events, now)
        else:
            self._relay(room, [{"type": "state"}], now)

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
                try:
                    change = fn(room, now)
                except ProtocolError:
                    if await self._stale(room):  # another process changed it: check again
                        continue
                    raise
                if not change.writes and not change.events:
                    return change
                try:
                    ok = await self.store.commit(
                        Commit(code, room.version, change.writes, now, change.events))
                except BaseException as exc:
                    # the change is applied in memory but maybe not stored: drop the copy, so
                    # the room is read back from the database (memory never ahead of storage)
                    self._drop(code)
                    if not isinstance(exc, Exception):
                        raise
                    if isinstance(exc, DatabaseError):
                        log.warning("%s: commit failed: %s", room_label(code), exc)
                    else:
                        log.exception("%s: commit failed", room_label(code))
                    raise UNAVAILABLE from None
                if not ok:
                    self.stats["conflicts"] += 1
                    self._drop(code)  # stale copy: reload (relaying what we missed), check again
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

    async def _stale(self, room: Room) -> bool:
        """Is the stored room newer than this copy (a change by another process whose
        notification has not come yet)? Then the copy is dropped. Asked before a refusal."""
        if not self.store.shared:
            return False
        stored = await self.store.room_version(room.code)
        if stored is None or stored <= room.version:
            return False
        self._drop(room.code)
        return True

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
    async def _notified(self, payload: str) -> None:
        """A notification of another process: a room changed (its code), or a seat was opened
        there (``seat CODE TOKEN_HASH INSTANCE``: this process's connection of it is replaced)."""
        parts = payload.split()
        if len(parts) == 4 and parts[0] == "seat":
            _, code, token_hash, instance = parts
            if instance != self.instance:
                self._replace_seat(code, token_hash, None)
        elif len(parts) == 1:
            await self._follow(payload)

    async def _catch_up(self) -> None:
        """The notifications were lost for a while (the database restarted): read every room
        watched here again and relay what changed meanwhile; forget the others."""
        for code in set(self.rooms) | set(self.clients):
            if self.clients.get(code):
                await self._follow(code)
            else:
                self.rooms.pop(code, None)

    async def _follow(self, code: str) -> None:
        """``_remote_change``; if the database fails meanwhile, the room is dropped and read
        again a little later (its clients may be waiting for that very change)."""
        try:
            await self._remote_change(code)
        except DatabaseError:
            self._drop(code)
            self._spawn(self._follow_later(code))

    async def _follow_later(self, code: str) -> None:
        delay = 0.5
        for _ in range(6):
            await asyncio.sleep(delay)
            try:
                await self._remote_change(code)
                return
            except DatabaseError:
                delay = min(2 * delay, 4.0)

    async def _remote_change(self, code: str) -> None:
        if code not in self.rooms and not self.clients.get(code):
            return
        async with self._lock(code):  # after any change of ours still being stored
            if not self.clients.get(code):
                self.rooms.pop(code, None)  # nobody watches it here: load it afresh when asked
                return
            old = self.rooms.get(code)
            if old is None:  # dropped after a failed commit: read back, missed events relayed
                fresh = await self._room(code)
                if fresh is not None:
                    self._arm_flag(fresh, now_ms())
                    if fresh.status != "open":
                        self._close_room_clients(code)
                return
            stored = await self.store.room_version(code)
            if stored is None or stored <= old.version:
                return  # our own commit coming back, or nothing new
            fresh = await load_room(self.store, code)
            if fresh is None or fresh.version <= old.version:
                return
            missed = await self.store.events_since(code, old.version)
            self.rooms[code] = fresh
            now = now_ms()
            for events in missed:
                self._relay(fresh, events, now)
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
        if not self.creations.attempt(client.address):  # counts creations, not failures
            raise THROTTLED
        try:
            return await self._create(client, kind, name, password, private, settings)
        except DatabaseError:  # not the client's doing: the creation is not counted
            self.creations.forgive(client.address)
            raise UNAVAILABLE from None
        except ProtocolError as exc:
            if exc.code == "unavailable":
                self.creations.forgive(client.address)
            raise

    async def _create(self, client: Client, kind: str, name: str, password: str,
                      private: bool, settings: dict[str, Any]) -> dict[str, Any]:
        if kind == "problem":  # solved once, here, within the budget (charged to the address)
            await self.problems.verify("create " + client.address, settings["puzzle"])
        digest = await self._hash(sec.hash_password, password, self.config.password_log2n)
        now = now_ms()
        for _ in range(5):
            code = sec.new_code()
            room = Room(code, kind, name, private, settings, "open", 0, now, now)
            token = sec.new_token()
            session = Session(sec.token_digest(token), room.host_seat(), name)
            writes = Writes()
            writes.create_room(code, kind, name, digest, private, settings, now)
            writes.extend(room.add_session(session, now).writes)
            ok = await self.store.commit(Commit(code, None, writes, now))
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
        # the guess is counted before its hash is computed (and given back if right): guesses
        # sent at once get no more checks than guesses sent one after the other
        if self.address_fails.blocked(address) or (code and self.room_fails.blocked(code)):
            raise THROTTLED
        self.address_fails.fail(address)
        if code:
            self.room_fails.fail(code)
        try:
            room = await self._room(code) if code else None
            digest = await self.store.password_hash(code) if room else None
        except DatabaseError:
            self._forgive(address, code)
            raise UNAVAILABLE from None
        good = await self._hash(sec.verify_password, password,
                                 digest if digest is not None else self._dummy_hash)
        if room is None or digest is None or not good or room.status != "open":
            log.info("join refused from %s", address)
            raise DENIED
        self._forgive(address, code)
        token = sec.new_token()
        holder: list[Session] = []

        def seat(room: Room, now: int) -> Change:
            session = Session(sec.token_digest(token), room.seat_for(want), name)
            holder.append(session)
            online = frozenset(c.token_hash or "" for c in self.clients.get(room.code, ()))
            return room.add_session(session, now, self.config.max_sessions, online)

        seated: list[Room] = []

        def bind(room: Room) -> None:
            self._bind(client, room, holder[-1])
            seated.append(room)

        await self._act(code, seat, bind)
        return {"room": code, "seat": holder[-1].seat, "token": token,
                "state": seated[0].view(now_ms())}

    def _forgive(self, address: str, code: str) -> None:
        self.address_fails.forgive(address)
        if code:
            self.room_fails.forgive(code)

    async def resume(self, client: Client, msg: Message) -> dict[str, Any]:
        """Back to a seat with its token. A valid token is never throttled (a 256-bit token
        cannot be guessed): other people's failed guesses never lock a rightful player out."""
        code = sec.normalise_code(msg.text("room", limit=64))
        token = msg.text("token", limit=128)
        try:
            room = await self._room(code) if code else None
        except DatabaseError:
            raise UNAVAILABLE from None
        session = room.sessions.get(sec.token_digest(token)) if room else None
        if room is None or session is None or room.status != "open":
            if self.address_fails.blocked(client.address):
                raise THROTTLED
            self.address_fails.fail(client.address)
            raise DENIED
        self._bind(client, room, session)
        if self.store.shared:  # a connection of this seat on another process is replaced too
            with contextlib.suppress(DatabaseError):
                await self.store.notify(f"seat {code} {session.token_hash} {self.instance}")
        return {"room": code, "seat": session.seat, "state": room.view(now_ms())}

    def _replace_seat(self, code: str, token_hash: str, keep: Client | None) -> None:
        """Close this process's connections of that seat but ``keep``: the newest wins."""
        peers = self.clients.get(code, set())
        for other in list(peers):
            if other.token_hash == token_hash and other is not keep:
                peers.discard(other)
                other.room = other.token_hash = other.seat = None
                other.send(frame("error", code="replaced", id=None,
                                 message="this seat was opened from another connection"))
                other.close_soon(4001, "replaced")
        if not peers:
            self.clients.pop(code, None)

    def _bind(self, client: Client, room: Room, session: Session) -> None:
        self.unbind(client)
        self._replace_seat(room.code, session.token_hash, client)
        peers = self.clients.setdefault(room.code, set())
        client.room, client.token_hash, client.seat = room.code, session.token_hash, \
            session.seat
        self._presence(peers, session.seat, True)
        peers.add(client)
        self._arm_flag(room, now_ms())

    @staticmethod
    def _presence(peers: set[Client], seat: str | None, online: bool) -> None:
        """Tell the room's other connections that a seat's connection came or went (the
        ``presence`` frame: docs/online.md)."""
        text = frame("presence", seat=seat, online=online)
        for other in list(peers):
            other.send(text)

    def unbind(self, client: Client) -> None:
        if client.room is not None:
            peers = self.clients.get(client.room)
            if peers is not None:
                peers.discard(client)
                if not peers:
                    del self.clients[client.room]
                else:
                    self._presence(peers, client.seat, False)
        client.room = client.token_hash = client.seat = None

    # -- actions of a seated client ------------------------------------------------------------
    def _session(self, client: Client, room: Room) -> Session:
        session = room.sessions.get(client.token_hash or "")
        if session is None:
            raise DENIED
        client.seat = session.seat
        return session

    async def answer(self, client: Client, msg: Message) -> dict[str, Any]:
        """The answer's fields for any client request: ``ROUTES`` names the method."""
        result: dict[str, Any] = await getattr(self, ROUTES[msg.type])(client, msg)
        return result

    async def ping(self, client: Client, msg: Message) -> dict[str, Any]:
        return {}

    async def hello(self, client: Client, msg: Message) -> dict[str, Any]:
        return {"protocol": PROTOCOL_VERSION}

    def _seated_in(self, client: Client) -> str:
        if client.room is None:
            raise ProtocolError("not_joined", "join a room first")
        return client.room

    async def leave(self, client: Client, msg: Message) -> dict[str, Any]:
        self._seated_in(client)
        self.unbind(client)
        return {}

    async def attempt_start(self, client: Client, msg: Message) -> dict[str, Any]:
        code = self._seated_in(client)
        if self.problems is None:
            raise ProtocolError("unsupported", "problem rooms are off on this server")
        result: dict[str, Any] = await self.problems.start(self, client, code, msg)
        return result

    async def move(self, client: Client, msg: Message) -> dict[str, Any]:
        code = self._seated_in(client)
        room = await self._room(code)  # read back if it was dropped: a problem room's moves
        if room is not None and room.kind == "problem":  # go to the solver
            if self.problems is None:
                raise ProtocolError("unsupported", "problem rooms are off on this server")
            result: dict[str, Any] = await self.problems.move(self, client, code, msg)
            return result
        text = msg.text("move", limit=8)
        ply = msg.integer("ply", low=0, high=10_000) if "ply" in msg.data else None
        return await self._game_change(client, code, lambda r, s, n: r.move(s, text, ply, n))

    async def chat(self, client: Client, msg: Message) -> dict[str, Any]:
        code = self._seated_in(client)
        text = clean_chat(msg.text("text", limit=500, allow_empty=False))
        return await self._game_change(client, code, lambda r, s, n: Change(events=[{
            "type": "chat", "name": s.name, "seat": s.seat, "text": text, "at": n}]))

    async def game_action(self, client: Client, msg: Message) -> dict[str, Any]:
        """resign, the draw and takeback offers and answers, new_game."""
        return await self._game_change(client, self._seated_in(client),
                                       GAME_ACTIONS[msg.type])

    async def _game_change(self, client: Client, code: str,
                           build: Callable[[Room, Session, int], Change]) -> dict[str, Any]:
        def run(room: Room, now: int) -> Change:
            return build(room, self._session(client, room), now)

        change = await self._act(code, run)
        return change.reply

    async def read(self, client: Client, msg: Message) -> dict[str, Any]:
        """sync (the whole state) and pgn (a game of the room)."""
        code = self._seated_in(client)
        room = await self._room(code)
        if room is None:
            raise ProtocolError("closed", "the room is closed")
        self._session(client, room)
        if msg.type == "sync":
            return {"state": room.view(now_ms())}
        last = room.game.number if room.game else 0
        number = msg.integer("game", low=1, high=max(1, last), default=last or 1)
        text = await game_pgn(self.store, code, number, time_control(room))
        if text is None:
            raise ProtocolError("no_game", "no game to download yet")
        return {"game": number, "pgn": text}

    async def pgn_for_token(self, code: str, token: str, number: int | None) -> str | None:
        """The PGN for an HTTP download with a session token of that room (else None)."""
        room = await self._room(sec.normalise_code(code))
        if room is None or sec.token_digest(token) not in room.sessions:
            return None
        last = room.game.number if room.game else 0
        return await game_pgn(self.store, room.code, number or last, time_control(room)) \
            if last else None

    async def lobby(self, limit: int = 100) -> list[dict[str, Any]]:
        cutoff = now_ms() - int(self.config.expire_after_s * 1000)
        out = []
        for code in await self.store.lobby_codes(cutoff, limit):
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
            except DatabaseError as exc:
                log.warning("expiry sweep failed: %s", exc)
            except Exception:  # a fault of ours: log it, and sweep again next time
                log.exception("expiry sweep failed")
            self.room_fails.prune()
            self.address_fails.prune()
            self.creations.prune()

    async def sweep(self) -> int:
        """Keep rooms with live clients fresh, close the others after inactivity."""
        now = now_ms()
        for code in list(self.clients):
            await self.store.touch_room(code, now)
        for code in [c for c in self.seen if c not in self.clients]:
            del self.seen[code]
        for code in [c for c in self.rooms if c not in self.clients]:
            self.rooms.pop(code, None)  # reloaded from the database when someone comes back
            if code in self.locks and not self.locks[code].locked():
                del self.locks[code]
            timer = self.timers.pop(code, None)
            if timer is not None:  # the flag falls when a player resumes (see _bind)
                timer.cancel()
        cutoff = now - int(self.config.expire_after_s * 1000)
        idle = await self.store.idle_rooms(cutoff)
        for code in idle:
            await self.store.expire_room(code, cutoff, now)
            self.rooms.pop(code, None)
            timer = self.timers.pop(code, None)
            if timer is not None:
                timer.cancel()
            self._close_room_clients(code)
            log.info("%s expired", room_label(code))
        return len(idle)

    def _close_room_clients(self, code: str) -> None:
        for client in list(self.clients.pop(code, set())):
            client.send(frame("closed", reason="expired"))
            client.room = client.token_hash = client.seat = None
            client.close_soon(4002, "room closed")


GAME_ACTIONS: dict[str, Callable[[Room, Session, int], Change]] = {
    "resign": lambda r, s, n: r.resign(s, n),
    "draw_offer": lambda r, s, n: r.offer(s, "draw", None, n),
    "draw_accept": lambda r, s, n: r.offer(s, "draw", "accept", n),
    "draw_decline": lambda r, s, n: r.offer(s, "draw", "decline", n),
    "takeback_request": lambda r, s, n: r.offer(s, "takeback", None, n),
    "takeback_accept": lambda r, s, n: r.offer(s, "takeback", "accept", n),
    "takeback_decline": lambda r, s, n: r.offer(s, "takeback", "decline", n),
    "new_game": lambda r, s, n: r.new_game(s, n),
}
# The one dispatch table: every client message type and the Hub method that answers it.
ROUTES: dict[str, str] = {
    "ping": "ping", "hello": "hello", "create": "create", "join": "join",
    "resume": "resume", "sync": "read", "pgn": "read", "leave": "leave", "move": "move",
    "chat": "chat", "attempt_start": "attempt_start",
    **{kind: "game_action" for kind in GAME_ACTIONS},
}
assert set(ROUTES) == CLIENT_TYPES, "every client type has one route"


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
