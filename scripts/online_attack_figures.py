"""The figures of issue 37, each measured against a real ``paiju serve`` subprocess.

    python scripts/online_attack_figures.py solve     # join/create p99 while ten rooms solve
    python scripts/online_attack_figures.py guesses   # checks out of 60 / 300 concurrent
    python scripts/online_attack_figures.py timing    # refused-join time: room or not, vs ok
    python scripts/online_attack_figures.py restart   # recovery after a PostgreSQL restart
    python scripts/online_attack_figures.py all

The server listens on 127.0.0.1 with SQLite in a temporary folder (PostgreSQL 15 from
tests/pg_cluster.py for ``restart``), ``--trust-proxy`` so that each client can stand for an
address of its own through X-Forwarded-For. Every report states its conditions: password
cost, solver workers and budget, sample size, and the machine load (``uptime``) before.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for folder in (ROOT, ROOT / "tests"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from online_helpers import Peer, ServeProcess  # noqa: E402

from paiju.rules import STARTING_FEN  # noqa: E402
from paiju.server import secrets_util  # noqa: E402

HARD = {"fen": STARTING_FEN, "mate": 15, "title": "the start position"}


def uptime() -> str:
    return os.popen("uptime").read().strip()


def pick(values: list[float], q: float, digits: int = 1) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], digits)


def summary(values: list[float], digits: int = 1) -> dict[str, float]:
    return {"n": len(values), "p50": pick(values, 0.5, digits),
            "p90": pick(values, 0.9, digits), "p99": pick(values, 0.99, digits),
            "max": round(max(values), digits)}


def serve(folder: Path, name: str, cost: int, *extra: str, db: str | None = None) -> \
        ServeProcess:
    server = ServeProcess(db or f"sqlite:///{folder / (name + '.sqlite3')}",
                          folder / f"{name}.log",
                          extra=("--password-cost", str(cost), "--trust-proxy", *extra))
    server.start()
    return server


async def connect(base: str, address: str) -> Peer:
    return await Peer.connect(base, **{"X-Forwarded-For": address})


def game_line(plies: int, seed: int = 37) -> list[str]:
    """``plies`` legal moves from the start that do not end the game (ICCS)."""
    from paiju.rules import Board

    rng = random.Random(seed)
    board, line = Board(), []
    while len(line) < plies:
        moves = sorted(board.legal_moves, key=lambda m: m.iccs())
        rng.shuffle(moves)
        for move in moves:
            board.push(move)
            if board.outcome() is None and board.legal_moves:
                line.append(move.iccs())
                break
            board.pop()
        else:
            raise RuntimeError("no move keeps the game going")
    return line


# ----------------------------------------------------------------------------- solve

async def _joins(base: str, samples: int) -> tuple[list[float], list[float]]:
    host = await connect(base, "192.0.2.1")
    code = (await host.ok("create", name="Host", password="pw"))["room"]
    joins, creates = [], []
    for i in range(samples):
        peer = await connect(base, f"198.51.{i // 250}.{i % 250}")
        began = time.perf_counter()
        await peer.ok("join", room=code, password="pw", name="Fan", **{"as": "spectator"})
        joins.append((time.perf_counter() - began) * 1000)
        began = time.perf_counter()
        await peer.ok("create", name="Other", password="pw2")
        creates.append((time.perf_counter() - began) * 1000)
        await peer.close()
    await host.close()
    return joins, creates


async def _attack(base: str, index: int, stop: asyncio.Event, answers: dict[str, int]) -> None:
    peer = await connect(base, f"203.0.113.{index}")
    while not stop.is_set():
        reply = await peer.request("create", name="Eve", password="x", kind="problem",
                                   puzzle=HARD)
        answers[reply.get("code", "ok")] = answers.get(reply.get("code", "ok"), 0) + 1
        if reply.get("code") == "busy":
            await asyncio.sleep(0.2)
    await peer.close()


def figure_solve(folder: Path, cost: int, samples: int) -> dict[str, Any]:
    """Join and create latency, idle and then while ten attackers keep the solver busy with
    start-position mate-in-15 rooms (each refused past its verification budget)."""
    verify_s = 5.0
    server = serve(folder, "solve", cost, "--verify-seconds", str(verify_s),
                   "--rooms-per-minute", "1000")
    try:
        async def body() -> dict[str, Any]:
            idle = await _joins(server.base, samples)
            stop, answers = asyncio.Event(), {}
            attackers = [asyncio.ensure_future(_attack(server.base, i, stop, answers))
                         for i in range(10)]
            await asyncio.sleep(2.0)
            busy = await _joins(server.base, samples)
            stop.set()
            await asyncio.wait_for(asyncio.gather(*attackers), 60)
            return {"idle": {"join_ms": summary(idle[0]), "create_ms": summary(idle[1])},
                    "ten_rooms_solving": {"join_ms": summary(busy[0]),
                                          "create_ms": summary(busy[1]),
                                          "attacker_answers": answers}}
        before = uptime()
        report = asyncio.run(body())
    finally:
        server.stop(quiet=True)
    return {"figure": "join/create latency while ten problem rooms solve", "uptime": before,
            "password_cost": cost, "solver": {"workers": 1, "verify_s": verify_s},
            **report}


# ----------------------------------------------------------------------------- guesses

def figure_guesses(folder: Path, cost: int) -> dict[str, Any]:
    """60 concurrent password guesses for one room from one address (the right one 31st),
    and 300 concurrent joins by guessed room code: how many were checked (hashed)."""
    server = serve(folder, "guesses", cost)
    try:
        async def body() -> dict[str, Any]:
            host = await connect(server.base, "192.0.2.1")
            code = (await host.ok("create", name="Host", password="right"))["room"]
            # four sockets of one address: each stays within its burst of 40 messages
            eve = [await connect(server.base, "203.0.113.5") for _ in range(4)]
            guesses = [f"guess{i}" for i in range(60)]
            guesses[30] = "right"
            answers = await asyncio.gather(*(eve[i % 4].request(
                "join", room=code, password=g, name="Eve") for i, g in enumerate(guesses)))
            kinds = [a.get("code", "ok") for a in answers]
            mallory = [await connect(server.base, "203.0.113.9") for _ in range(8)]
            codes = await asyncio.gather(*(mallory[i % 8].request(
                "join", room=secrets_util.new_code(), password="x", name="M")
                for i in range(300)))
            code_kinds = [a.get("code", "ok") for a in codes]
            for p in (host, *eve, *mallory):
                await p.close()
            return {"password_guesses": {"sent": 60, "checked": kinds.count("denied") +
                                         kinds.count("ok"), "right_one_accepted":
                                         kinds[30] == "ok", "throttled":
                                         kinds.count("throttled")},
                    "guessed_codes": {"sent": 300, "checked": code_kinds.count("denied"),
                                      "throttled": code_kinds.count("throttled"),
                                      "rate_limited": code_kinds.count("rate_limited")}}
        before = uptime()
        report = asyncio.run(body())
    finally:
        server.stop(quiet=True)
    return {"figure": "guesses checked out of concurrent ones", "uptime": before,
            "password_cost": cost, "limits": "5 failures per room, 20 per address, a minute",
            **report}


# ----------------------------------------------------------------------------- timing

def figure_timing(folder: Path, cost: int, samples: int) -> dict[str, Any]:
    """Answer time of a join refused for a wrong password (the room exists), refused for an
    unknown room, and accepted; each join from an address of its own (no throttling)."""
    server = serve(folder, "timing", cost, "--rooms-per-minute", "1000")
    try:
        async def body() -> dict[str, Any]:
            host = await connect(server.base, "192.0.2.1")
            rooms = [(await host.ok("create", name="Host", password="right"))["room"]
                     for _ in range(samples // 4 + 1)]
            times: dict[str, list[float]] = {"wrong_password": [], "unknown_room": [],
                                             "accepted": []}
            for i in range(samples):
                for path in times:
                    peer = await connect(server.base, f"198.51.{i % 200}.{len(path)}")
                    room = secrets_util.new_code() if path == "unknown_room" else rooms[i // 4]
                    password = "right" if path == "accepted" else f"wrong{i}"
                    began = time.perf_counter()
                    reply = await peer.request("join", room=room, password=password,
                                               name="P", **{"as": "spectator"})
                    times[path].append((time.perf_counter() - began) * 1000)
                    assert reply.get("code", "ok") == ("ok" if path == "accepted" else
                                                       "denied"), reply
                    await peer.close()
            await host.close()
            return {path: summary(values) for path, values in times.items()}
        before = uptime()
        report = asyncio.run(body())
    finally:
        server.stop(quiet=True)
    ratio = report["unknown_room"]["p50"] / report["wrong_password"]["p50"]
    return {"figure": "join answer time: failure paths vs success", "uptime": before,
            "password_cost": cost, "ms": report,
            "unknown_over_wrong_password_p50": round(ratio, 2)}


# ----------------------------------------------------------------------------- restart

def figure_restart(folder: Path, cost: int, rounds: int, down_s: float) -> dict[str, Any]:
    """Two server processes on one PostgreSQL 15; the database is stopped (pg_ctl -m fast)
    and started again ``rounds`` times in mid-game, staying down ``down_s`` seconds while the
    mover retries every 0.5 s (which lengthens the reconnect back-off). Measured from the
    end of pg_ctl start to the first acknowledged move (retried every 0.1 s), and to its
    relay on the other process; moves acknowledged and stored at the end."""
    from online_helpers import free_port
    from pg_cluster import _missing, restart_cluster, start_cluster, stop_cluster

    missing = _missing()
    if missing:
        return {"figure": "PostgreSQL restart", "skipped": missing}
    base = Path(tempfile.mkdtemp(prefix="paiju-pg-"))
    url, data = start_cluster(base, free_port())
    a = serve(folder, "pg-a", cost, db=url)
    b = serve(folder, "pg-b", cost, db=url)
    try:
        async def body() -> dict[str, Any]:
            red = await connect(a.base, "192.0.2.1")
            code = (await red.ok("create", name="A", password="pw"))["room"]
            black = await connect(b.base, "192.0.2.2")
            await black.ok("join", room=code, password="pw", name="B")
            line = game_line(rounds * 2)
            back, relayed, acked = [], [], []
            for ply in range(rounds * 2):
                mover, other = (red, black) if ply % 2 == 0 else (black, red)
                if ply % 2 == 0:
                    await asyncio.to_thread(stop_cluster, data)
                    down = time.monotonic()
                    while True:
                        during = await mover.request("move", move=line[ply], ply=ply)
                        assert during.get("code") == "unavailable", during
                        if time.monotonic() - down >= down_s:
                            break
                        await asyncio.sleep(0.5)
                    await asyncio.to_thread(restart_cluster, data)
                    began = time.monotonic()
                    while True:
                        reply = await mover.request("move", move=line[ply], ply=ply)
                        if reply["type"] == "ok":
                            break
                        assert reply["code"] == "unavailable", reply
                        await asyncio.sleep(0.1)
                    back.append(time.monotonic() - began)
                    await other.wait_for("move", ply=ply, timeout=30)
                    relayed.append(time.monotonic() - began)
                else:
                    await mover.ok("move", move=line[ply], ply=ply)
                    await other.wait_for("move", ply=ply, timeout=30)
                acked.append(line[ply])
            state = (await red.ok("sync"))["state"]
            for p in (red, black):
                await p.close()
            return {"restarts": rounds, "first_ok_move_s": summary(back, 3),
                    "relayed_on_other_process_s": summary(relayed, 3),
                    "moves_acknowledged": len(acked),
                    "moves_stored": len(state["game"]["moves"]),
                    "lost": len([m for m in acked if m not in state["game"]["moves"]])}
        before = uptime()
        report = asyncio.run(body())
    finally:
        a.stop(quiet=True)
        b.stop(quiet=True)
        stop_cluster(data)
        import shutil

        shutil.rmtree(base, ignore_errors=True)
    return {"figure": "recovery after a PostgreSQL restart", "uptime": before,
            "database": "PostgreSQL 15, unix socket, fsync=off", "down_s": down_s, **report}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("figure", choices=["solve", "guesses", "timing", "restart", "all"])
    parser.add_argument("--cost", type=int, default=14, help="password cost, log2 N (14)")
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=5, help="PostgreSQL restarts (5)")
    parser.add_argument("--down", type=float, default=0.0,
                        help="seconds the database stays down each time (0)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="paiju-figures-") as name:
        folder = Path(name)
        wanted = ["solve", "guesses", "timing", "restart"] if args.figure == "all" else \
            [args.figure]
        for figure in wanted:
            if figure == "solve":
                report = figure_solve(folder, args.cost, args.samples)
            elif figure == "guesses":
                report = figure_guesses(folder, args.cost)
            elif figure == "timing":
                report = figure_timing(folder, args.cost, args.samples)
            else:
                report = figure_restart(folder, args.cost, args.rounds, args.down)
            print(json.dumps(report, indent=1), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
