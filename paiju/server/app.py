"""The aiohttp application: the room page, the lobby and PGN over HTTP, the WebSocket.

Routes: ``/`` (lobby page), ``/r/CODE`` (room page), ``/static/…``, ``/api/lobby``,
``/api/rooms/CODE/games/N.pgn`` (``Authorization: Bearer TOKEN``), ``/ws``, ``/healthz``.
The WebSocket refuses foreign ``Origin`` headers (only the configured public origin, or
without one the loopback address it was reached on), more than ``connections_per_address``
sockets from one address (429), frames over ``MAX_FRAME_BYTES`` (close 1009), floods
(per-connection token bucket; close 1008 when it goes on), clients too slow to read (close
1013) and sockets silent and in no room for ``unjoined_idle_s`` (close 1001). An HTTP request
must arrive whole within ``handshake_s`` (``runner_options``).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from . import secrets_util as sec
from .gcpause import GcPauses, settle_heap
from .hub import Config, Hub
from .protocol import (
    MAX_FRAME_BYTES,
    PROTOCOL_VERSION,
    UNAVAILABLE,
    ProtocolError,
    error_frame,
    frame,
    parse,
)
from .storage import DatabaseError
from .throttle import TokenBucket

log = logging.getLogger("paiju.server")
STATIC = Path(__file__).with_name("static")
HUB_KEY = web.AppKey("hub", Hub)
GC_KEY = web.AppKey("gc", GcPauses)
SOCKETS_KEY = web.AppKey("sockets", dict[str, int])
_PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
MAX_QUEUE = 2000      # frames waiting for a slow client before it is dropped …
MAX_QUEUE_BYTES = 4 * 1024 * 1024  # … or this much text
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
        self.queued_bytes = 0
        self.closing: tuple[int, str] | None = None

    def send(self, text: str) -> None:
        if self.closing is not None:
            return
        if self.queue.qsize() >= MAX_QUEUE or self.queued_bytes + len(text) > MAX_QUEUE_BYTES:
            self.close_soon(1013, "too slow")
            return
        self.queued_bytes += len(text)
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
                self.queued_bytes -= len(text)
                try:
                    await self.ws.send_str(text)
                except (ConnectionError, RuntimeError):
                    running = False
                    break
                except UnicodeEncodeError:  # never sent: inputs are checked (protocol.is_text)
                    log.warning("a frame that is not valid UTF-8 was dropped")
        if self.closing is not None:
            with contextlib.suppress(Exception):
                await self.ws.close(code=self.closing[0], message=self.closing[1].encode())


def _loopback(host: str | None) -> bool:
    if host is None:
        return False
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def origin_ok(request: web.Request, config: Config) -> bool:
    """A browser's ``Origin`` must be the configured public origin (or one allowed besides).
    Without one, only the address the socket was reached on (its IP, or a loopback name) and
    its port: never the client's own ``Host`` header, which a DNS-rebinding page controls."""
    origin = request.headers.get("Origin")
    if origin is None:  # not a browser (the desktop client, scripts)
        return True
    origin = origin.rstrip("/")
    if origin in config.allowed_origins or origin == config.public_origin:
        return True
    if config.public_origin is not None:
        return False
    try:
        parts = urlsplit(origin)
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        return False
    sock = request.transport.get_extra_info("sockname") if request.transport else None
    if not isinstance(sock, tuple) or len(sock) < 2:
        return False
    host = parts.hostname
    local = host is not None and (_loopback(host) or host == sock[0])
    return parts.scheme in ("http", "https") and local and port == sock[1]


def client_address(request: web.Request, config: Config) -> str:
    """The peer's address; behind a trusted local proxy, the last X-Forwarded-For hop."""
    remote = request.remote or "?"
    if config.trust_proxy and _loopback(remote):
        forwarded = request.headers.get("X-Forwarded-For", "").split(",")[-1].strip()
        if forwarded:
            return forwarded[:64]
    return remote


async def ws_handler(request: web.Request) -> web.StreamResponse:
    hub = request.app[HUB_KEY]
    config = hub.config
    if not origin_ok(request, config):
        return web.Response(status=403, text="origin not allowed")
    address = client_address(request, config)
    sockets = request.app[SOCKETS_KEY]
    if sockets.get(address, 0) >= config.connections_per_address:
        return web.Response(status=429, text="too many connections from your address")
    sockets[address] = sockets.get(address, 0) + 1
    try:
        return await _serve_socket(request, hub, address)
    finally:
        sockets[address] -= 1
        if not sockets[address]:
            del sockets[address]


async def _serve_socket(request: web.Request, hub: Hub, address: str) -> web.StreamResponse:
    config = hub.config
    ws = web.WebSocketResponse(max_msg_size=MAX_FRAME_BYTES, heartbeat=30.0)
    await ws.prepare(request)
    client = WsClient(ws, address)
    pump = asyncio.get_running_loop().create_task(client.pump())
    bucket = TokenBucket(config.message_rate, config.message_burst)
    strikes = 0
    client.send(frame("hello", server="paiju", protocol=PROTOCOL_VERSION))
    loop = asyncio.get_running_loop()
    heard = loop.time()
    try:
        while True:
            # a socket in no room that sends nothing (pongs do not count) is closed after a
            # while; a seated one may idle (the pages send a ping a minute while not seated)
            wait = None if client.room else heard + config.unjoined_idle_s - loop.time()
            try:
                raw = await ws.receive(max(wait, 0.001) if wait is not None else None)
            except TimeoutError:
                if client.room or loop.time() - heard < config.unjoined_idle_s:
                    continue
                client.close_soon(1001, "idle")
                break
            heard = loop.time()
            if raw.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                break
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
        reply = await hub.answer(client, msg)
        client.send(frame("ok", id=request_id, request=msg.type, **reply))
    except ProtocolError as exc:
        client.send(error_frame(exc, request_id))
    except DatabaseError as exc:  # the database is down or restarting: the client retries
        log.warning("request %r: %s", request_id, exc)
        client.send(error_frame(UNAVAILABLE, request_id))
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
    number = int(number_text) if re.fullmatch("[0-9]{1,5}", number_text) else None
    text = await request.app[HUB_KEY].pgn_for_token(request.match_info["code"], token, number) \
        if token and number else None
    if text is None:
        return web.Response(status=404, text="no such game")
    return web.Response(text=text, content_type="application/x-chess-pgn", headers={
        "Content-Disposition": f'attachment; filename="paiju-game-{number}.pgn"'})


def _page(name: str) -> Any:
    async def handler(request: web.Request) -> web.StreamResponse:
        return web.FileResponse(STATIC / name, headers=_PAGE_HEADERS)
    return handler


async def room_page(request: web.Request) -> web.StreamResponse:
    """The room page of an open room; 404 otherwise (and counted as a failed guess)."""
    hub = request.app[HUB_KEY]
    address = client_address(request, hub.config)
    if hub.address_fails.blocked(address):
        return web.Response(status=429, text="too many attempts; wait a minute")
    code = sec.normalise_code(request.match_info["code"])
    room = await hub._room(code) if code else None
    if room is None or room.status != "open":
        hub.address_fails.fail(address)
        return web.Response(status=404, text="no such room")
    return web.FileResponse(STATIC / "room.html", headers=_PAGE_HEADERS)


async def health(request: web.Request) -> web.Response:
    """``{"ok": true}``, cheap; ``?detail`` adds the counters and latency percentiles for a
    caller with the stats token (or any loopback caller when no token is configured)."""
    hub = request.app[HUB_KEY]
    if "detail" not in request.query:
        return web.json_response({"ok": True})
    token = hub.config.stats_token
    auth = request.headers.get("Authorization", "")
    allowed = auth == f"Bearer {token}" if token else \
        (_loopback(request.remote) and "X-Forwarded-For" not in request.headers)
    if not allowed:
        return web.Response(status=403, text="detail needs the stats token")
    return web.json_response({"ok": True, "rooms": len(hub.rooms),
                              "connections": sum(len(c) for c in hub.clients.values()),
                              "handling_ms": hub.handling_percentiles(), **hub.stats,
                              "database": dict(hub.store.stats),
                              "gc": request.app[GC_KEY].report()})


def runner_options(config: Config) -> dict[str, Any]:
    """``web.AppRunner`` keywords: an HTTP request (headers included) must arrive within
    ``handshake_s`` of the connection or of the previous request, else it is closed."""
    return {"keepalive_timeout": config.handshake_s}


@web.middleware
async def database_down(request: web.Request, handler: Any) -> web.StreamResponse:
    """An HTTP request that needs the database while it is down gets 503, not a traceback."""
    try:
        response: web.StreamResponse = await handler(request)
    except DatabaseError as exc:
        log.warning("HTTP /%s…: %s", request.path.split("/")[1], exc)  # no room code
        return web.Response(status=503, text="the database is unavailable; try again")
    return response


def build_app(hub: Hub) -> web.Application:
    app = web.Application(client_max_size=64 * 1024, middlewares=[database_down])
    app[HUB_KEY] = hub
    app[GC_KEY] = pauses = GcPauses()
    app[SOCKETS_KEY] = {}

    async def on_startup(app: web.Application) -> None:
        await hub.start()
        pauses.install()

    async def on_cleanup(app: web.Application) -> None:
        pauses.remove()
        await hub.stop()

    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.router.add_get("/", _page("lobby.html"))
    app.router.add_get("/r/{code}", room_page)
    app.router.add_get("/ws", ws_handler)
    app.router.add_get("/api/lobby", lobby)
    app.router.add_get("/api/rooms/{code}/games/{number}.pgn", pgn)
    app.router.add_get("/healthz", health)
    app.router.add_static("/static/", STATIC, show_index=False)
    return app


def make_hub(db_url: str | None, config: Config | None = None) -> Hub:
    from .problems import ProblemJudge
    from .storage import open_url

    hub = Hub(open_url(db_url), config)
    hub.problems = ProblemJudge(hub.config.solver)
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
        runner = web.AppRunner(app, access_log=None, handle_signals=True,
                               **runner_options(hub.config))
        await runner.setup()
        site = web.TCPSite(runner, host, port, backlog=2048)
        await site.start()
        bound = runner.addresses[0][1] if runner.addresses else port
        settle_heap()
        app[GC_KEY].reset()  # the pauses of serving, not of that start-up collection
        print(f"paiju serve: listening on http://{host}:{bound}/ "
              f"(database: {hub.store.url_kind}, loop: {'uvloop' if factory else 'asyncio'})",
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
