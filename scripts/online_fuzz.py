"""Fuzz the room server's WebSocket protocol: malformed frames, zero tracebacks, bounded memory.

A live server in this process (SQLite in a temporary folder, 127.0.0.1, password cost 2^10,
the flood limit raised so every frame is parsed) with a game room and a problem room; four
connections (a seated player, a spectator, a problem guest, one in no room) each send their
share of the frames one at a time and wait for the answer (``ok`` or ``error``). A frame is
a valid request mutated 1-3 times: a field set to a value of another type, a lone surrogate,
a huge number or deep nesting; a field dropped; ``type``/``v``/``id`` replaced; the JSON text
truncated, flipped or sent as binary. Counted: frames answered, tracebacks and error records
in the log (aiohttp's included), connections lost, the process's RSS after the first tenth
and at the end. ``python scripts/online_fuzz.py --frames 20000`` is the issue's full run.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import math
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(ROOT / "tests") not in sys.path:
    sys.path.insert(0, str(ROOT / "tests"))

import aiohttp  # noqa: E402
from online_helpers import LogErrors, Peer, fast_config, live_server  # noqa: E402

from paiju.server.workpool import Budget  # noqa: E402

MATE_IN_2 = "4k4/9/9/9/9/9/9/9/R8/1R1K5 w"
TEMPLATES: list[dict[str, Any]] = [
    {"type": "ping"}, {"type": "hello"}, {"type": "sync"}, {"type": "pgn", "game": 1},
    {"type": "create", "name": "Fuzz", "password": "pw", "color": "red",
     "time_control": {"initial_s": 60, "increment_s": 1}},
    {"type": "create", "name": "Fuzz", "password": "pw", "kind": "problem",
     "puzzle": {"fen": MATE_IN_2, "mate": 2, "title": "t", "checks_only": False}},
    {"type": "join", "room": "ROOM", "password": "pw", "name": "F", "as": "spectator"},
    {"type": "resume", "room": "ROOM", "token": "x" * 43},
    {"type": "move", "move": "h2e2", "ply": 0}, {"type": "move", "move": "b0b8"},
    {"type": "chat", "text": "hello"}, {"type": "resign"}, {"type": "draw_offer"},
    {"type": "draw_accept"}, {"type": "takeback_request"}, {"type": "new_game"},
    {"type": "attempt_start", "mode": "solve"}, {"type": "attempt_start", "mode": "engine",
                                                  "level": 1},
    {"type": "leave"},
]


def _deep(rng: random.Random) -> Any:
    value: Any = rng.choice([1, "x", None])
    for _ in range(rng.choice([20, 40, 200, 900])):
        value = [value] if rng.random() < 0.5 else {"k": value}
    return value


def odd_value(rng: random.Random) -> Any:
    """A value of a wrong type, shape or content."""
    pool: list[Any] = [
        "", " ", "\ud800", "a\udfffb", "\x00", "x" * rng.choice([9, 33, 129, 501, 4000]),
        "𝕏🀄中文", "\u202e", "-1", "NaN", 0, -1, 1, 2**31, -(2**63), 2**64, 10**30, 1.5,
        -0.0, 1e308, math.inf, math.nan, True, False, None, [], {}, [1, 2], {"a": "b"},
        ["h2e2"], {"$ne": ""}, _deep(rng),
    ]
    return rng.choice(pool)


def fuzz_frame(rng: random.Random, room: str) -> str | bytes:
    """One malformed (or occasionally valid) frame."""
    msg: dict[str, Any] = json.loads(json.dumps(rng.choice(TEMPLATES)).replace("ROOM", room))
    msg.update({"v": 1, "id": rng.randrange(1, 10**6)})
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(8)
        keys = list(msg)
        if kind <= 2:
            msg[rng.choice(keys)] = odd_value(rng)
        elif kind == 3 and keys:
            msg.pop(rng.choice(keys))
        elif kind == 4:
            msg["type"] = rng.choice([odd_value(rng), "drop_tables", "PING", "ping "])
        elif kind == 5:
            msg[rng.choice(["puzzle", "time_control"])] = {
                rng.choice(["fen", "mate", "title", "initial_s", "increment_s", "max_quiet"]):
                odd_value(rng)}
        elif kind == 6:
            msg["extra" + str(rng.randrange(5))] = odd_value(rng)
        else:
            msg["id"] = odd_value(rng)
    text = json.dumps(msg, allow_nan=True)
    if len(text) > 15_000:
        text = text[:15_000]
    shape = rng.randrange(10)
    if shape == 0:
        return text[:rng.randrange(max(1, len(text)))]
    if shape == 1:
        i = rng.randrange(len(text))
        return text[:i] + chr(rng.randrange(32, 0x2FFF)) + text[i + 1:]
    if shape == 2:
        return text.encode("utf-8", "surrogatepass") if rng.random() < 0.5 else \
            bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if shape == 3:
        return "[" * rng.choice([33, 1000, 5000]) + "]" * rng.choice([0, 33, 5000])
    return text


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


async def _fuzz_socket(base: str, setup: Any, share: int, rng: random.Random, room: str,
                       report: dict[str, Any], marks: list[int]) -> None:
    ws, peer = await setup()
    sent = 0
    while sent < share:
        data = fuzz_frame(rng, room)
        try:
            if isinstance(data, bytes):
                await ws.send_bytes(data)
            else:
                await ws.send_str(data)
            while True:
                raw = await asyncio.wait_for(ws.receive(), 30)
                if raw.type != aiohttp.WSMsgType.TEXT:
                    raise ConnectionError(f"socket closed ({ws.close_code})")
                answer = json.loads(raw.data)
                if answer["type"] in ("ok", "error") and answer.get("code") != "replaced":
                    report["answers"][answer.get("code", "ok")] = \
                        report["answers"].get(answer.get("code", "ok"), 0) + 1
                    break
        except (ConnectionError, TimeoutError) as exc:
            report["connections_lost"].append(str(exc))
            await peer.close()
            ws, peer = await setup()
        sent += 1
        marks[0] += 1
        if marks[0] == max(1, report["frames"] // 10):
            report["rss_mb_after_tenth"] = round(rss_mb(), 1)
    await peer.close()


async def fuzz(frames: int, seed: int, workdir: Path) -> dict[str, Any]:
    config = fast_config(message_rate=1e6, message_burst=10**6, rooms_per_address=10**6,
                         join_fail_per_address=10**6, solver=Budget(request_s=1.0))
    report: dict[str, Any] = {"frames": frames, "seed": seed, "answers": {},
                              "connections_lost": []}
    began = time.monotonic()
    gc.collect()  # client objects an earlier run left behind are not this run's errors
    with LogErrors() as errors:
        async with live_server(f"sqlite:///{workdir / 'fuzz.sqlite3'}", config) as (base, _):
            host = await Peer.connect(base)
            game = (await host.ok("create", name="Host", password="pw"))["room"]
            composer = await Peer.connect(base)
            problem = (await composer.ok("create", name="C", password="pw", kind="problem",
                                         puzzle={"fen": MATE_IN_2, "mate": 2}))["room"]

            def joiner(room: str | None, as_: str) -> Any:
                async def setup() -> tuple[Any, Peer]:
                    peer = await Peer.connect(base)
                    if room is not None:
                        await peer.ok("join", room=room, password="pw", name="Fuzz",
                                      **{"as": as_})
                    peer.reader.cancel()  # the fuzz loop reads the socket itself
                    try:
                        await peer.reader
                    except asyncio.CancelledError:
                        pass
                    return peer.ws, peer
                return setup

            setups = [joiner(game, "player"), joiner(game, "spectator"),
                      joiner(problem, "player"), joiner(None, "player")]
            rooms = [game, game, problem, game]
            marks = [0]
            shares = [frames // 4 + (1 if i < frames % 4 else 0) for i in range(4)]
            await asyncio.gather(*(
                _fuzz_socket(base, setup, share, random.Random(seed * 10 + i), room,
                             report, marks)
                for i, (setup, share, room) in enumerate(zip(setups, shares, rooms,
                                                             strict=True))))
            assert (await host.request("ping"))["type"] == "ok"  # the server still answers
            for p in (host, composer):
                await p.close()
    report["seconds"] = round(time.monotonic() - began, 1)
    report["answered"] = sum(report["answers"].values())
    report["tracebacks"] = sum(1 for r in errors.records if r.exc_info)
    report["error_records"] = [f"{r.name}: {r.getMessage()}" for r in errors.records][:20]
    report["rss_mb_end"] = round(rss_mb(), 1)
    return report


def run(frames: int = 20_000, seed: int = 1) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="paiju-fuzz-") as folder:
        return asyncio.run(fuzz(frames, seed, Path(folder)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"uptime: {os.popen('uptime').read().strip()}")
    report = run(args.frames, args.seed)
    print(json.dumps(report, indent=1))
    ok = report["tracebacks"] == 0 and not report["error_records"] and \
        report["answered"] == args.frames
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
