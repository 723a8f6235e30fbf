"""The aiohttp application: the room page, the lobby and PGN over HTTP, the WebSocket.

Routes: ``/`` (lobby page), ``/r/CODE`` (room page), ``/static/…``, ``/api/lobby``,
``/api/rooms/CODE/games/N.pgn`` (``Authorization: Bearer TOKEN``), ``/ws``, ``/healthz``.
The WebSocket refuses foreign ``Origin`` headers, frames over ``MAX_FRAME_BYTES`` (close
1009) and floods (per-connection token bucket; close 1008 when it goes on).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from .gcpause import GcPauses, settle_heap
from .hub import Config, Hub
from .protocol import MAX_FRAME_BYTES, PROTOCOL_VERSION, ProtocolError, error_frame, frame, parse
from .throttle import TokenBucket

log = logging.getLogger("paiju.server")
STATIC = Path(__file__).with_name("static")
HUB_KEY = web.AppKey("hub", Hub)
GC_KEY = web.AppKey("gc", GcPauses)
_PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
MAX_QUEUE = 2000      # frames waiting for a slow client before it is dropped
FLOOD_STRIKES = 50    # messages over the rate before the connection is closed


class WsClient:
    """One WebSocket connection, with an outgoing queue drained by its own task."""

    def __init__(self, ws: web.WebSocketResponse, address: str) -> None:
        self.ws = ws
        self.address = address
        self.room: str | None = None
        self.token_hash: str | None = None
        self.seat: str | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closing: tuple[int, str] | None = None

    def send(self, text: str) -> None:
        if self.queue.qsize() > MAX_QUEUE:
            self.close_soon(1013, "too slow")
            return
        self.queue.put_nowait(text)

    def close_soon(self, code: int, reason: str) -> None:
        if self.closing is None:
            self.closing = (code, reason)
            self.queue.put_nowait(None)

    async def pump(self) -> None:
        running = True
        while running:
            batch = [await self.queue.get()]
            while not self.queue.empty():  # an answer and its relay: one wake for both
                batch.append(self.queue.get_nowait())
            for text in batch:
                if text is None:
                    running = False
                    break
                try:
                    await self.ws.send_str(text)
                except (ConnectionError, RuntimeError):
                    running = False
                    break
        if self.closing is not None:
            with contextlib.suppress(Exception):
                await self.ws.close(code=self.closing[0], message=self.closing[1].encode())


def _origin_ok(request: web.Request, allowed: frozenset[str]) -> bool:
    origin = request.headers.get("Origin")
    if origin is None:  # not a browser (the desktop client, scripts)
        return True
    if origin in allowed:
        return True
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc == request.host


async def ws_handler(request: web.Request) -> web.StreamResponse:
    hub = request.app[HUB_KEY]
    if not _origin_ok(request, hub.config.allowed_origins):
        return web.Response(status=403, text="origin not allowed")
    ws = web.WebSocketResponse(max_msg_size=MAX_FRAME_BYTES, heartbeat=30.0)
    await ws.prepare(request)
    client = WsClient(ws, request.remote or "?")
    pump = asyncio.get_running_loop().create_task(client.pump())
    bucket = TokenBucket(hub.config.message_rate, hub.config.message_burst)
    strikes = 0
    client.send(frame("hello", server="paiju", protocol=PROTOCOL_VERSION))
    try:
        async for raw in ws:
            if raw.type == WSMsgType.ERROR or client.closing:
                break
            if raw.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                continue
            if not bucket.take():
                strikes += 1
                if strikes >= FLOOD_STRIKES:
                    client.close_soon(1008, "flooding")
                    break
                client.send(error_frame(ProtocolError("rate_limited", "slow down")))
                continue
            strikes = max(0, strikes - 1)
            await _answer(hub, client, raw.data)
    finally:
        hub.unbind(client)
        if ws.close_code is None and client.closing is None:
            client.close_soon(1000, "bye")
        client.queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(pump, 5)
    return ws


async def _answer(hub: Hub, client: WsClient, data: Any) -> None:
    request_id = None
    try:
        msg = parse(data)
        request_id = msg.id
        if msg.type == "ping":
            reply: dict[str, Any] = {}
        elif msg.type == "hello":
            reply = {"protocol": PROTOCOL_VERSION}
        elif msg.type == "create":
            reply = await hub.create(client, msg)
        elif msg.type == "join":
            reply = await hub.join(client, msg)
        elif msg.type == "resume":
            reply = await hub.resume(client, msg)
        else:
            reply = await hub.action(client, msg)
        client.send(frame("ok", id=request_id, request=msg.type, **reply))
    except ProtocolError as exc:
        client.send(error_frame(exc, request_id))
    except Exception:  # a fault of ours: say so and keep the connection, never leave it hanging
        log.exception("request %r failed", request_id)
        client.send(error_frame(ProtocolError("internal", "the server failed on that request; "
                                              "try again"), request_id))


async def lobby(request: web.Request) -> web.Response:
    return web.json_response({"v": PROTOCOL_VERSION,
                              "rooms": await request.app[HUB_KEY].lobby()})


async def pgn(request: web.Request) -> web.Response:
    auth = request.headers.get("Authorization", "")
    token = auth.removeprefix("Bearer ").strip() if auth.startswith("Bearer ") else ""
    number_text = request.match_info["number"]
    number = int(number_text) if number_text.isdigit() and len(number_text) < 6 else None
    text = await request.app[HUB_KEY].pgn_for_token(request.match_info["code"], token, number) \
        if token and number else None
    if text is None:
        return web.Response(status=404, text="no such game")
    return web.Response(text=text, content_type="application/x-chess-pgn", headers={
        "Content-Disposition": f'attachment; filename="paiju-game-{number}.pgn"'})


def _page(name: str) -> Any:
    async def handler(request: web.Request) -> web.FileResponse:
        return web.FileResponse(STATIC / name, headers=_PAGE_HEADERS)
    return handler


async def health(request: web.Request) -> web.Response:
    hub = request.app[HUB_KEY]
    return web.json_response({"ok": True, "rooms": len(hub.rooms),
                              "connections": sum(len(c) for c in hub.clients.values()),
                              "handling_ms": hub.handling_percentiles(), **hub.stats,
                              "database": dict(hub.db.stats),
                              "gc": request.app[GC_KEY].report()})


def build_app(hub: Hub) -> web.Application:
    app = web.Application(client_max_size=64 * 1024)
    app[HUB_KEY] = hub
    app[GC_KEY] = pauses = GcPauses()

    async def on_startup(app: web.Application) -> None:
        await hub.start()
        pauses.install()

    async def on_cleanup(app: web.Application) -> None:
        pauses.remove()
        await hub.stop()

    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.router.add_get("/", _page("lobby.html"))
    app.router.add_get("/r/{code}", _page("room.html"))
    app.router.add_get("/ws", ws_handler)
    app.router.add_get("/api/lobby", lobby)
    app.router.add_get("/api/rooms/{code}/games/{number}.pgn", pgn)
    app.router.add_get("/healthz", health)
    app.router.add_static("/static/", STATIC, show_index=False)
    return app


def make_hub(db_url: str | None, config: Config | None = None) -> Hub:
    from .db import open_url
    from .problems import ProblemJudge

    hub = Hub(open_url(db_url), config)
    hub.problems = ProblemJudge(hub.config.problem_memory_mb)
    return hub


def loop_factory(kind: str = "auto") -> Callable[[], asyncio.AbstractEventLoop] | None:
    """The event loop to serve on: uvloop (libuv; about a tenth less server CPU per move in
    an A/B run of the load script) when ``auto`` finds it installed or ``uvloop`` asks for
    it, else asyncio's own (None)."""
    if kind == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:
        if kind == "uvloop":
            raise ValueError("--loop uvloop: uvloop is not installed "
                             "(it comes with the server extra: pip install 'paiju[server]')") \
                from None
        return None
    factory: Callable[[], asyncio.AbstractEventLoop] = uvloop.new_event_loop
    return factory


def run(host: str, port: int, db_url: str | None, config: Config | None = None,
        ready: Any = None, loop: str = "auto") -> None:
    """Serve until interrupted (the ``paiju serve`` body); ``loop`` as ``loop_factory``."""
    factory = loop_factory(loop)
    hub = make_hub(db_url, config)
    app = build_app(hub)

    async def main() -> None:
        runner = web.AppRunner(app, access_log=None, handle_signals=True)
        await runner.setup()
        site = web.TCPSite(runner, host, port, backlog=2048)
        await site.start()
        bound = runner.addresses[0][1] if runner.addresses else port
        settle_heap()
        app[GC_KEY].reset()  # the pauses of serving, not of that start-up collection
        print(f"paiju serve: listening on http://{host}:{bound}/ "
              f"(database: {hub.db.url_kind}, loop: {'uvloop' if factory else 'asyncio'})",
              flush=True)
        if ready is not None:
            ready(bound)
        try:
            await asyncio.Event().wait()
        finally:
            await runner.cleanup()

    with contextlib.suppress(KeyboardInterrupt, asyncio.CancelledError), \
            asyncio.Runner(loop_factory=factory) as runner:
        runner.run(main())
