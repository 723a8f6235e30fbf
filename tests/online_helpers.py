"""Helpers for the online tests: a live server in this event loop, a WebSocket peer, and a
``paiju serve`` subprocess. Everything listens on 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web

from paiju.server.app import build_app, make_hub
from paiju.server.hub import Config, Hub

ROOT = Path(__file__).resolve().parents[1]


def fast_config(**overrides: Any) -> Config:
    """Cheap password hashes for tests (the cost is a server option)."""
    return Config(password_log2n=10, **overrides)


@contextlib.asynccontextmanager
async def live_server(db: str, config: Config | None = None) -> AsyncIterator[tuple[str, Hub]]:
    hub = make_hub(db, config or fast_config())
    runner = web.AppRunner(build_app(hub), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        yield f"http://127.0.0.1:{port}", hub
    finally:
        await runner.cleanup()


class Peer:
    """A protocol client: ``request`` waits for the answer, pushed frames queue up."""

    def __init__(self, session: aiohttp.ClientSession, ws: aiohttp.ClientWebSocketResponse):
        self.session, self.ws = session, ws
        self.pushed: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.answers: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.next_id = 1
        self.token: str | None = None
        self.seat: str | None = None
        self.closed = asyncio.Event()
        self.backlog: list[dict[str, Any]] = []
        self.reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(cls, base: str, **headers: str) -> Peer:
        session = aiohttp.ClientSession()
        ws = await session.ws_connect(base.replace("http", "ws") + "/ws", headers=headers,
                                      max_msg_size=0)
        return cls(session, ws)

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                if raw.type != aiohttp.WSMsgType.TEXT:
                    continue
                msg = json.loads(raw.data)
                fut = self.answers.pop(msg.get("id"), None) if msg.get("id") else None
                if fut is not None and not fut.done():
                    fut.set_result(msg)
                else:
                    self.pushed.put_nowait(msg)
        finally:
            self.closed.set()

    async def send_raw(self, data: Any) -> None:
        await self.ws.send_str(data if isinstance(data, str) else json.dumps(data))

    async def request(self, type_: str, **fields: Any) -> dict[str, Any]:
        rid = self.next_id
        self.next_id += 1
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.answers[rid] = fut
        await self.send_raw({"v": 1, "id": rid, "type": type_, **fields})
        msg = await asyncio.wait_for(fut, 20)
        if msg["type"] == "ok" and "token" in msg:
            self.token, self.seat = msg["token"], msg["seat"]
        return msg

    async def ok(self, type_: str, **fields: Any) -> dict[str, Any]:
        msg = await self.request(type_, **fields)
        assert msg["type"] == "ok", msg
        return msg

    async def wait_for(self, type_: str, timeout: float = 20, **match: Any) -> dict[str, Any]:
        """The first pushed frame of that type and fields; others stay for later waits."""
        def fits(msg: dict[str, Any]) -> bool:
            return msg["type"] == type_ and all(msg.get(k) == v for k, v in match.items())

        for i, msg in enumerate(self.backlog):
            if fits(msg):
                return self.backlog.pop(i)
        deadline = time.monotonic() + timeout
        while True:
            msg = await asyncio.wait_for(self.pushed.get(), max(0.01, deadline - time.monotonic()))
            if fits(msg):
                return msg
            self.backlog.append(msg)

    async def state_where(self, test: Any, timeout: float = 20) -> dict[str, Any]:
        """The first pushed room state for which ``test(room)`` holds."""
        deadline = time.monotonic() + timeout
        while True:
            room = (await self.wait_for("state", max(0.01, deadline - time.monotonic())))["room"]
            if test(room):
                return dict(room)

    def drain(self) -> list[dict[str, Any]]:
        out, self.backlog = self.backlog, []
        while not self.pushed.empty():
            out.append(self.pushed.get_nowait())
        return out

    async def close(self) -> None:
        await self.ws.close()
        self.reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.reader
        await self.session.close()


async def room_with_two(base: str, **create: Any) -> tuple[Peer, Peer, str]:
    """A host (Red unless told) and a guest seated in a new room; returns (host, guest, code)."""
    host = await Peer.connect(base)
    made = await host.ok("create", name="Host", password="secret", **create)
    guest = await Peer.connect(base)
    await guest.ok("join", room=made["room"], password="secret", name="Guest")
    return host, guest, made["room"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServeProcess:
    """``paiju serve`` in a subprocess on a free port of 127.0.0.1."""

    def __init__(self, db: str, log: Path, port: int | None = None,
                 extra: tuple[str, ...] = ()) -> None:
        self.db, self.log_path, self.extra = db, log, extra
        self.port = port or free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "paiju", "serve", "--port", str(self.port), "--db", self.db,
             "--password-cost", "10", *self.extra], cwd=ROOT, env=env, stdout=self.log,
            stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.log_path.read_text()}")
            if re.search(rf"listening on http://127.0.0.1:{self.port}/",
                         self.log_path.read_text(errors="replace")):
                return
            time.sleep(0.1)
        raise RuntimeError("server did not start")

    def kill(self) -> None:
        """kill -9, as a crash would."""
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(10)
            self.proc = None
            self.log.close()

    def stop(self) -> None:
        """Terminate it; its log goes to stdout, which pytest shows when the test failed."""
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
            self.proc = None
            self.log.close()
            print(f"--- {self.log_path.name} ---\n"
                  f"{self.log_path.read_text(errors='replace')[-20000:]}")
