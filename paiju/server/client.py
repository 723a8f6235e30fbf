"""A protocol client on its own thread: the desktop app's connection to a room server.

``RoomClient`` runs an asyncio loop with one WebSocket (the ``websockets`` package's asyncio
client, not the server stack: the desktop install has no aiohttp) on a background thread, so a
GUI never waits on the network. Requests are sent with ``request(type, **fields)`` from any
thread; answers, pushed frames and connection changes come back through callbacks (called
on the network thread: a GUI re-emits them as queued signals). After a drop it reconnects by
itself with growing pauses and resumes its seat with the session token.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import WebSocketException
from websockets.protocol import State

from .protocol import PROTOCOL_VERSION
from .secrets_util import normalise_code

Frame = dict[str, Any]

MAX_FRAME = 4 * 2**20
"""Largest frame taken from the server, in bytes (aiohttp's client default, used until now)."""
HEARTBEAT = 20.0
"""Seconds between pings; a server silent for as long again is a dropped connection."""
_DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))
"""HTTP without the environment's proxies, like the WebSocket (``proxy=None``)."""


@dataclass(frozen=True)
class RoomLink:
    """Where a room is: the server's base URL and the room code."""

    base: str
    code: str

    @property
    def http(self) -> str:
        return f"{self.base}/r/{self.code}"

    @property
    def app(self) -> str:
        return f"paiju://room/{self.code}"


def parse_link(text: str, default_base: str) -> RoomLink:
    """A pasted link (``http://host:port/r/CODE``, ``paiju://room/CODE``) or a bare code.

    Raises ValueError when no room code can be read."""
    text = text.strip()
    base = default_base.rstrip("/")
    parts = urlsplit(text)
    if parts.scheme in ("http", "https") and parts.path.startswith("/r/"):
        base = f"{parts.scheme}://{parts.netloc}"
        raw = parts.path[3:]
    elif parts.scheme == "paiju":
        raw = (parts.netloc + parts.path).removeprefix("room/")
    else:
        raw = text
    code = normalise_code(raw.strip("/"))
    if not code:
        raise ValueError(f"no room code in {text!r}: paste the link or the 12-letter code")
    return RoomLink(base, code)


def read_lobby(base: str, timeout: float = 10.0) -> list[Frame] | None:
    """GET ``base``/api/lobby on the calling thread (it blocks): the public rooms, or None
    when the server does not answer or answers something else."""
    try:
        with _DIRECT.open(base.rstrip("/") + "/api/lobby", timeout=timeout) as reply:
            return list(json.load(reply)["rooms"])
    except (ValueError, KeyError, TypeError, OSError):  # HTTP errors are OSErrors
        return None


class RoomClient:
    """One connection to one server; callbacks run on the network thread."""

    def __init__(self, base: str, on_frame: Callable[[Frame], None],
                 on_state: Callable[[str], None]) -> None:
        self.base = base.rstrip("/")
        self.on_frame = on_frame      # every pushed frame and every answer
        self.on_state = on_state      # "connecting", "online", "reconnecting", "closed"
        self.room: str | None = None
        self.token: str | None = None
        self._entry: Frame | None = None  # create/join, sent once; resume after that
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True,
                                        name="paiju-online")
        self._ws: ClientConnection | None = None
        self._task: asyncio.Task[None] | None = None
        self._closing = False
        self._next_id = 1
        self._thread.start()

    # -- any thread ----------------------------------------------------------------------------
    def enter(self, type_: str, **fields: Any) -> None:
        """Connect and send ``create`` or ``join``; later reconnects ``resume``."""
        self._entry = {"type": type_, **fields}

        async def start() -> None:
            self._task = asyncio.get_running_loop().create_task(self._run())

        asyncio.run_coroutine_threadsafe(start(), self._loop).result(10)

    def request(self, type_: str, **fields: Any) -> int:
        """Send a request; its answer comes to ``on_frame`` with the returned id."""
        rid = self._take_id()
        frame = {"v": PROTOCOL_VERSION, "id": rid, "type": type_, **fields}
        asyncio.run_coroutine_threadsafe(self._send(frame), self._loop)
        return rid

    def close(self, timeout: float = 5.0) -> None:
        """Leave: close the socket, stop the thread (waits at most ``timeout``)."""
        self._closing = True

        async def shut() -> None:
            if self._ws is not None:
                await self._ws.close()
            if self._task is not None:  # let it unwind fully before the loop stops
                self._task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await self._task
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)

        if self._loop.is_closed():
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(shut(), self._loop).result(timeout)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)
        if not self._thread.is_alive():
            self._loop.close()

    def fetch_lobby(self, done: Callable[[list[Frame] | None], None]) -> None:
        """GET /api/lobby off the calling thread; ``done(rooms)`` (None on failure), called on
        the network thread."""
        async def get() -> None:
            done(await asyncio.get_running_loop().run_in_executor(None, read_lobby, self.base))
        asyncio.run_coroutine_threadsafe(get(), self._loop)

    # -- the network thread ----------------------------------------------------------------------
    def _take_id(self) -> int:
        rid = self._next_id
        self._next_id += 1
        return rid

    async def _send(self, frame: Frame) -> None:
        if self._ws is None or self._ws.state is not State.OPEN:
            self.on_frame({"type": "error", "id": frame.get("id"), "code": "offline",
                           "message": "not connected; it reconnects by itself"})
            return
        with contextlib.suppress(WebSocketException):  # dropped meanwhile: _run reconnects
            await self._ws.send(json.dumps(frame))

    async def _run(self) -> None:
        pause = 0.2
        first = True
        url = self.base.replace("http", "ws", 1) + "/ws"
        while not self._closing:
            self.on_state("connecting" if first else "reconnecting")
            try:
                async with connect(url, compression=None, proxy=None, max_size=MAX_FRAME,
                                   ping_interval=HEARTBEAT, ping_timeout=HEARTBEAT) as ws:
                    self._ws = ws
                    await self._enter(ws)
                    pause = 0.2
                    first = False
                    async for raw in ws:
                        if isinstance(raw, str):
                            self._receive(json.loads(raw))
                        if self._closing:
                            await ws.close()
                            break
            except (TimeoutError, WebSocketException, OSError, ValueError):
                pass
            finally:
                self._ws = None
            if self._closing or self._entry is None:
                break
            await asyncio.sleep(pause + random.uniform(0, pause))
            pause = min(pause * 2, 5.0)
        self.on_state("closed")

    async def _enter(self, ws: ClientConnection) -> None:
        assert self._entry is not None
        if self.token is not None and self.room is not None:
            frame = {"type": "resume", "room": self.room, "token": self.token}
        else:
            frame = dict(self._entry)
        await ws.send(json.dumps({"v": PROTOCOL_VERSION, "id": 0, **frame}))

    def _receive(self, frame: Frame) -> None:
        if frame.get("id") == 0 and frame["type"] == "ok":
            self.room = frame.get("room", self.room)
            self.token = frame.get("token", self.token)
            self.on_state("online")
        elif frame.get("id") == 0 and frame["type"] == "error":
            if self.token is None:  # a refused create/join: no point in retrying it
                self._entry = None
                self._closing = True
        self.on_frame(frame)
