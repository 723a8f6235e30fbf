"""``paiju serve``: the room server (HTTP and WebSocket, SQLite or PostgreSQL)."""

from __future__ import annotations

import argparse
import logging


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("serve", help="run the online room server",
                       description="Serve rooms, the lobby and the browser page over HTTP and "
                                   "WebSocket. Without --db, a SQLite file in the user data "
                                   "folder; --db postgresql://… for several processes.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="TCP port (8765; 0 picks one)")
    p.add_argument("--db", metavar="URL", help="postgresql://user@host/db, sqlite:///PATH "
                                               "or a file path")
    p.add_argument("--expire-hours", type=float, default=24.0,
                   help="close rooms after this long without activity (24)")
    p.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                   help="a further browser origin allowed on the WebSocket (behind a proxy: "
                        "https://example.org)")
    p.add_argument("--password-cost", type=int, default=14, metavar="LOG2N",
                   help="scrypt cost as log2 of N for new room passwords (14; 10..20)")
    p.add_argument("--rooms-per-minute", type=int, default=10, metavar="N",
                   help="rooms one address may create a minute (10)")
    p.add_argument("--loop", choices=["auto", "uvloop", "asyncio"], default="auto",
                   help="event loop: uvloop when installed (auto), or asyncio's own")
    p.add_argument("--log-level", default="info", choices=["debug", "info", "warning"])
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        from paiju.server.app import run as serve
        from paiju.server.hub import Config
    except ImportError as exc:  # aiohttp missing: the server stack is an extra
        raise ValueError(f"paiju serve needs the server extra ({exc.name} is missing): "
                         "pip install 'paiju[server]'") from None

    if not 10 <= args.password_cost <= 20:
        raise ValueError(f"--password-cost {args.password_cost}: use 10..20")
    if not 0 <= args.port <= 65535:
        raise ValueError(f"--port {args.port}: use 0..65535")
    logging.basicConfig(level=args.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("aiohttp.access").setLevel(logging.WARNING)
    config = Config(password_log2n=args.password_cost,
                    expire_after_s=args.expire_hours * 3600,
                    sweep_every_s=min(60.0, max(1.0, args.expire_hours * 3600 / 10)),
                    allowed_origins=frozenset(o.rstrip("/") for o in args.allow_origin),
                    rooms_per_address=max(1, args.rooms_per_minute))
    serve(args.host, args.port, args.db, config, loop=args.loop)
    return 0
