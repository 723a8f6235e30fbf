#!/usr/bin/env python3
"""Load and fault run of the room server, on 127.0.0.1 only, bounded in time.

Starts ``paiju serve`` on a free loopback port with a fresh database, then N simulated
clients in N/2 rooms playing real games (random legal moves from ``xiangqi``, a think time
between moves) for a bounded time. Reports moves relayed, moves lost or duplicated, p50/p99
relay latency (a mover's send to the opponent's receipt, one clock), and the server's CPU and
memory. ``--kill-at S`` kills the server with SIGKILL S seconds into the run and starts it
again on the same database: the clients reconnect by themselves with their session tokens,
and every acknowledged move must still be there.

    python scripts/online_load.py --clients 1000 --seconds 60
    python scripts/online_load.py --clients 40 --seconds 20 --kill-at 8

Every run stops by itself: the clients at the deadline, the server right after.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import resource
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from paiju.rules import Board, Move  # noqa: E402

HOST = "127.0.0.1"  # loopback only, by design
PASSWORD = "load-test"


# ----------------------------------------------------------------------------- the server

class Server:
    """``paiju serve`` as a subprocess on 127.0.0.1."""

    def __init__(self, db: str, port: int, log: Path, loop: str = "auto",
                 root: Path = ROOT, nice: int = 0) -> None:
        self.db, self.port, self.log_path, self.loop, self.root = db, port, log, loop, root
        self.nice = nice  # below 0 needs root: the server above the machine's other work
        self.proc: subprocess.Popen[bytes] | None = None
        self.cpu_s = 0.0

    def start(self, timeout: float = 60) -> None:
        log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "paiju", "serve", "--host", HOST, "--port", str(self.port),
             "--db", self.db, "--password-cost", "10", "--log-level", "warning",
             # every simulated host is on 127.0.0.1
             "--rooms-per-minute", "100000",
             *(["--loop", self.loop] if self.loop != "auto" else [])],
            cwd=self.root, stdout=log, stderr=subprocess.STDOUT,
            preexec_fn=(lambda: os.nice(self.nice)) if self.nice else None,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("server exited: " + self.log_path.read_text()[-2000:])
            with contextlib.suppress(OSError), socket.create_connection((HOST, self.port), 0.2):
                return
            time.sleep(0.1)
        raise RuntimeError("server did not start")

    def usage(self) -> tuple[float, int]:
        """(CPU seconds used so far, peak resident memory in bytes)."""
        assert self.proc is not None
        with open(f"/proc/{self.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        cpu = (int(fields[11]) + int(fields[12])) / ticks
        peak = 0
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    peak = int(line.split()[1]) * 1024
        return cpu, peak

    def kill(self) -> None:
        assert self.proc is not None
        self.cpu_s += self.usage()[0]
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


# ----------------------------------------------------------------------------- the clients

@dataclass
class Tally:
    sent: dict[tuple[str, int, int], float] = field(default_factory=dict)    # key -> send time
    acked: dict[tuple[str, int, int], str] = field(default_factory=dict)     # key -> move
    relayed: dict[tuple[str, int, int], int] = field(default_factory=dict)   # key -> receipts
    synced: set[tuple[str, int, int]] = field(default_factory=set)           # seen in a state
    latencies: list[float] = field(default_factory=list)
    games: int = 0
    reconnects: int = 0
    errors: dict[str, int] = field(default_factory=dict)


class SimClient:
    """One player: creates or joins its room, plays, reconnects with its token after a drop."""

    def __init__(self, base: str, name: str, tally: Tally, think: tuple[float, float],
                 host_of: asyncio.Future[str] | None = None,
                 room: asyncio.Future[str] | None = None) -> None:
        self.base, self.name, self.tally, self.think = base, name, tally, think
        self.host_of, self.room_future = host_of, room
        self.code: str | None = None
        self.token: str | None = None
        self.seat: str | None = None
        self.number = 0
        self.moves: list[str] = []
        self.fen = ""
        self.board: Board | None = None
        self.over = False
        self.next_id = 1
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.stopping = False
        self.move_task: asyncio.Task[None] | None = None

    async def request(self, type_: str, **fields: Any) -> dict[str, Any]:
        assert self.ws is not None
        rid = self.next_id
        self.next_id += 1
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.waiting[rid] = fut
        await self.ws.send_str(json.dumps({"v": 1, "id": rid, "type": type_, **fields}))
        return await asyncio.wait_for(fut, 30)

    def adopt(self, state: dict[str, Any]) -> None:
        """Take the room state (after join, resume, or a new game)."""
        game = state.get("game")
        players = state["players"]
        self.seat = next((s for s, n in players.items() if n == self.name), "spectator")
        if game is None:
            return
        self.number, self.fen, self.moves = game["number"], game["fen"], list(game["moves"])
        self.board = Board(game["position"])
        self.over = game["result"] is not None
        for ply in range(len(self.moves)):
            self.tally.synced.add((self.code or "", self.number, ply))

    def my_turn(self) -> bool:
        if self.over or not self.fen or self.seat not in ("red", "black"):
            return False
        first = "red" if self.fen.split()[1] == "w" else "black"
        turn = first if len(self.moves) % 2 == 0 else ("black" if first == "red" else "red")
        return turn == self.seat

    def schedule_move(self) -> None:
        if self.my_turn() and not self.stopping and (self.move_task is None
                                                     or self.move_task.done()):
            self.move_task = asyncio.get_running_loop().create_task(self.play_one())

    async def play_one(self) -> None:
        await asyncio.sleep(random.uniform(*self.think))
        if not self.my_turn() or self.stopping or self.ws is None or self.ws.closed:
            return
        assert self.board is not None
        move = random.choice(list(self.board.legal_moves)).iccs()
        key = (self.code or "", self.number, len(self.moves))
        self.tally.sent.setdefault(key, time.perf_counter())
        try:
            reply = await self.request("move", move=move, ply=key[2])
        except (TimeoutError, ConnectionError, RuntimeError, aiohttp.ClientError):
            return  # the connection dropped: the resume will resync
        if reply["type"] == "ok":
            self.tally.acked[key] = move
        else:
            code = reply.get("code", "?")
            self.tally.errors[code] = self.tally.errors.get(code, 0) + 1

    def on_push(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "move":
            key = (self.code or "", msg["number"], msg["ply"])
            self.tally.relayed[key] = self.tally.relayed.get(key, 0) + 1
            if msg["by"] != self.seat and key in self.tally.sent:
                self.tally.latencies.append(time.perf_counter() - self.tally.sent[key])
            if msg["number"] == self.number and msg["ply"] == len(self.moves):
                self.moves.append(msg["move"])
                if self.board is not None:
                    self.board.push(Move.from_iccs(msg["move"]))
                if msg.get("result"):
                    self.over = True
                    self.tally.games += 1
                    if self.seat == "black" and not self.stopping:
                        asyncio.get_running_loop().create_task(self.new_game())
            elif msg["number"] == self.number and msg["ply"] > len(self.moves):
                asyncio.get_running_loop().create_task(self.resync())
        elif kind == "state":
            self.adopt(msg["room"])
        self.schedule_move()

    async def new_game(self) -> None:
        await asyncio.sleep(0.2)
        with contextlib.suppress(Exception):
            await self.request("new_game")

    async def resync(self) -> None:
        with contextlib.suppress(Exception):
            reply = await self.request("sync")
            if reply["type"] == "ok":
                self.adopt(reply["state"])
                self.schedule_move()

    async def session(self, http: aiohttp.ClientSession) -> None:
        async with http.ws_connect(self.base.replace("http", "ws") + "/ws",
                                   heartbeat=None, autoping=True) as ws:
            self.ws = ws
            reader = asyncio.get_running_loop().create_task(self.read(ws))
            try:
                if self.token is not None:
                    reply = await self.request("resume", room=self.code, token=self.token)
                elif self.host_of is not None:
                    reply = await self.request("create", name=self.name, password=PASSWORD)
                    if reply["type"] == "ok":
                        self.host_of.set_result(reply["room"])
                else:
                    assert self.room_future is not None
                    code = await asyncio.wait_for(asyncio.shield(self.room_future), 30)
                    reply = await self.request("join", room=code, password=PASSWORD,
                                               name=self.name)
                if reply["type"] != "ok":
                    raise ConnectionError(f"entry refused: {reply.get('code')}")
                self.code = reply["room"]
                self.token = reply.get("token", self.token)
                self.adopt(reply["state"])
                self.schedule_move()
                await reader
            finally:
                reader.cancel()
                self.ws = None

    async def read(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        async for raw in ws:
            if raw.type != aiohttp.WSMsgType.TEXT:
                continue
            msg = json.loads(raw.data)
            fut = self.waiting.pop(msg.get("id"), None) if msg.get("id") else None
            if fut is not None:
                if not fut.done():
                    fut.set_result(msg)
            else:
                self.on_push(msg)

    async def run(self, http: aiohttp.ClientSession, deadline: float) -> None:
        backoff = 0.1
        while time.monotonic() < deadline and not self.stopping:
            try:
                await self.session(http)
            except (TimeoutError, ConnectionError, OSError, aiohttp.ClientError):
                pass
            for fut in self.waiting.values():
                if not fut.done():
                    fut.set_exception(ConnectionError("dropped"))
            self.waiting.clear()
            if self.stopping or time.monotonic() >= deadline:
                break
            self.tally.reconnects += 1
            await asyncio.sleep(backoff + random.uniform(0, backoff))
            backoff = min(backoff * 2, 2.0)

    async def stop(self) -> None:
        self.stopping = True
        if self.ws is not None and not self.ws.closed:
            await self.ws.close()


async def run_clients(base: str, rooms: int, seconds: float, think: tuple[float, float],
                      prefix: str, ramp_s: float) -> dict[str, Any]:
    """Seat ``rooms`` rooms of two, play until the deadline, drain, return the figures."""
    tally = Tally()
    lags: list[float] = []

    async def lag_probe() -> None:  # how late this process's loop runs: part of the latency
        while True:
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - t - 0.005)

    probe = asyncio.get_running_loop().create_task(lag_probe())
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as http:
        clients: list[SimClient] = []
        loop = asyncio.get_running_loop()
        for i in range(rooms):
            code: asyncio.Future[str] = loop.create_future()
            clients.append(SimClient(base, f"{prefix}h{i}", tally, think, host_of=code))
            clients.append(SimClient(base, f"{prefix}g{i}", tally, think, room=code))
        end = time.monotonic() + ramp_s + seconds
        tasks = []
        for n, client in enumerate(clients):
            tasks.append(loop.create_task(client.run(http, end + 5)))
            if n % 50 == 49:
                await asyncio.sleep(ramp_s * 50 / len(clients))
        seated_at = time.monotonic()
        await asyncio.sleep(max(0.0, end - time.monotonic()))
        for client in clients:
            client.stopping = True  # no new moves; the ones in flight land
        await asyncio.sleep(2.0)
        for client in clients:
            await client.stop()
        await asyncio.gather(*tasks, return_exceptions=True)
    probe.cancel()
    return {"loop_lag": lags, "sent": len(tally.sent), "acked": tally.acked,
            "relayed": tally.relayed, "synced": tally.synced, "latencies": tally.latencies,
            "games": tally.games,
            "reconnects": tally.reconnects, "errors": tally.errors,
            "connected": len(clients), "measured_s": end - seated_at}


def _client_process(args: tuple[str, int, float, tuple[float, float], str, float],
                    out: Any, nice: int) -> None:
    if nice:
        os.nice(nice)  # below the server, so the figures are the server's, not the clients'
    result = asyncio.run(run_clients(*args))
    result["acked"] = [[*k, v] for k, v in result["acked"].items()]
    result["relayed"] = [[*k, v] for k, v in result["relayed"].items()]
    result["synced"] = [list(k) for k in result["synced"]]
    out.send(result)
    out.close()


# ----------------------------------------------------------------------------- the run

class JitterProbe(threading.Thread):
    """The machine's own scheduling delay while the run goes: 5 ms sleeps, their overshoot."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.samples: list[float] = []
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            t = time.perf_counter()
            time.sleep(0.005)
            self.samples.append(time.perf_counter() - t - 0.005)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def check_database(db_path: Path, acked: dict[tuple[str, int, int], str],
                   since_ms: int, window_ms: tuple[int, int]) -> tuple[int, int, int]:
    """(acknowledged moves missing from or different in the database, moves stored after
    ``since_ms``, moves stored within ``window_ms``)."""
    con = sqlite3.connect(db_path)
    stored = {(r, n, p): m for r, n, p, m in
              con.execute("SELECT room_code, number, ply, move FROM moves")}
    later = con.execute("SELECT COUNT(*) FROM moves WHERE at >= ?", (since_ms,)).fetchone()[0]
    within = con.execute("SELECT COUNT(*) FROM moves WHERE at >= ? AND at < ?",
                         window_ms).fetchone()[0]
    con.close()
    return (sum(1 for key, move in acked.items() if stored.get(key) != move), int(later),
            int(within))


def run(clients: int, seconds: float, think: tuple[float, float], kill_at: float | None,
        procs: int, workdir: Path, ramp_s: float, nice: int = 0,
        loop: str = "auto", root: Path = ROOT, server_nice: int = 0) -> dict[str, Any]:
    rooms = max(1, clients // 2)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4 * clients + 256)), hard))
    db_path = workdir / "load.sqlite3"
    server = Server(f"sqlite:///{db_path}", free_port(), workdir / "server.log", loop, root,
                    server_nice)
    server.start()
    base = f"http://{HOST}:{server.port}"
    pipes, workers = [], []
    ctx = multiprocessing.get_context("spawn")
    share = [rooms // procs + (1 if i < rooms % procs else 0) for i in range(procs)]
    started = time.monotonic()
    cpu0 = server.usage()[0]
    for i, count in enumerate(share):
        recv, send = ctx.Pipe(duplex=False)
        worker = ctx.Process(target=_client_process,
                             args=((base, count, seconds, think, f"p{i}", ramp_s), send,
                                   nice))
        worker.start()
        pipes.append(recv)
        workers.append(worker)
    probe = JitterProbe()
    probe.start()
    killed = False
    killed_ms = 0
    results = []
    # the steady window: everyone seated (ramp plus 2 s) until the clients stop moving
    window_at = (started + ramp_s + 2.0, started + ramp_s + seconds)
    window: list[tuple[float, int]] = []  # (server CPU seconds, epoch ms) at its two ends
    try:
        limit = started + ramp_s + seconds + 90
        expected = len(pipes)
        while len(results) < expected and time.monotonic() < limit:
            if len(window) < 2 and time.monotonic() >= window_at[len(window)] and not killed:
                window.append((server.usage()[0], int(time.time() * 1000)))
            if kill_at is not None and not killed and time.monotonic() - started >= kill_at:
                server.kill()
                killed = True
                killed_ms = int(time.time() * 1000)
                time.sleep(0.5)
                server.start()
            for pipe in list(pipes):
                if pipe.poll(0.05):
                    try:
                        results.append(pipe.recv())
                    except EOFError:
                        codes = [w.exitcode for w in workers]
                        raise RuntimeError(f"a client process died (exit codes {codes})") \
                            from None
                    pipes.remove(pipe)
        cpu_now, peak = server.usage()
        cpu_s = server.cpu_s + cpu_now - cpu0
        try:
            with urllib.request.urlopen(f"{base}/healthz", timeout=10) as reply:
                health = json.load(reply)
        except OSError:
            health = {}
    finally:
        probe.done.set()
        for worker in workers:
            worker.join(30)
            if worker.is_alive():
                worker.kill()
        server.stop()
    if len(results) < expected:
        raise RuntimeError("client processes did not report in time")
    acked: dict[tuple[str, int, int], str] = {}
    relayed: dict[tuple[str, int, int], int] = {}
    synced: set[tuple[str, int, int]] = set()
    latencies: list[float] = []
    lags: list[float] = []
    for r in results:
        acked.update({(a, b, c): m for a, b, c, m in r["acked"]})
        for a, b, c, n in r["relayed"]:
            relayed[(a, b, c)] = relayed.get((a, b, c), 0) + n
        synced.update((a, b, c) for a, b, c in r["synced"])
        latencies.extend(r["latencies"])
        lags.extend(r["loop_lag"])
    measured = max(r["measured_s"] for r in results)
    steady = len(window) == 2
    missing, after_kill, window_moves = check_database(
        db_path, acked, killed_ms, (window[0][1], window[1][1]) if steady else (0, 0))
    steady_cpu_s = window[1][0] - window[0][0] if steady else 0.0
    steady_s = (window[1][1] - window[0][1]) / 1000 if steady else 0.0
    # each move is relayed to both players of its room: more than two receipts is a duplicate
    duplicated = sum(1 for n in relayed.values() if n > 2)
    lost_relay = sum(1 for key in acked if key not in relayed and key not in synced)
    return {
        "clients": sum(r["connected"] for r in results), "rooms": rooms,
        "seconds": round(measured, 1), "moves_acknowledged": len(acked),
        "moves_relayed": sum(relayed.values()),
        "moves_per_second": round(len(acked) / measured, 1) if measured else 0,
        "lost_in_database": missing, "lost_in_relay": lost_relay,
        "duplicated": duplicated,
        "latency_ms": {"p50": round(percentile(latencies, 0.5) * 1000, 2),
                       "p99": round(percentile(latencies, 0.99) * 1000, 2),
                       "max": round(max(latencies, default=float("nan")) * 1000, 2),
                       "mean": round(statistics.fmean(latencies) * 1000, 2)
                       if latencies else None},
        "games_finished": sum(r["games"] for r in results) // 2,
        "reconnects": sum(r["reconnects"] for r in results),
        "errors": {k: sum(r["errors"].get(k, 0) for r in results)
                   for k in {k for r in results for k in r["errors"]}},
        "server_handling_ms": health.get("handling_ms"),
        "server_commits_per_transaction": round(
            health["database"]["commits"] / max(1, health["database"]["transactions"]), 2)
        if "database" in health else None,
        "server_gc": health.get("gc"),
        "client_loop_lag_ms": {"p50": round(percentile(lags, 0.5) * 1000, 2),
                               "p99": round(percentile(lags, 0.99) * 1000, 2)},
        "machine_jitter_ms": {"p50": round(percentile(probe.samples, 0.5) * 1000, 2),
                              "p99": round(percentile(probe.samples, 0.99) * 1000, 2)},
        "load_average": os.getloadavg()[0],
        "server_cpu_percent": round(100 * cpu_s / max(1e-9, time.monotonic() - started), 1),
        "server_cpu_ms_per_move": round(1000 * cpu_s / max(1, len(acked)), 3),
        "server_peak_rss_mb": round(peak / 2**20, 1),
        # the same over the steady window only (everyone seated, no room setup in it)
        "steady_moves_per_second": round(window_moves / steady_s, 1) if steady_s else None,
        "steady_server_cpu_percent": round(100 * steady_cpu_s / steady_s, 1)
        if steady_s else None,
        "steady_server_cpu_ms_per_move": round(1000 * steady_cpu_s / window_moves, 3)
        if window_moves else None,
        "client_nice": nice,
        "server_nice": server_nice,
        "server_loop": loop,
        "killed_and_restarted": killed,
        "moves_after_restart": after_kill if killed else None,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--clients", type=int, default=1000)
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--think-ms", type=float, nargs=2, default=(500.0, 1500.0),
                   metavar=("MIN", "MAX"), help="time between moves (uniform)")
    p.add_argument("--kill-at", type=float, help="SIGKILL the server after S seconds")
    p.add_argument("--client-processes", type=int, default=2)
    p.add_argument("--ramp", type=float, default=10.0, help="seconds to seat everyone")
    p.add_argument("--client-nice", type=int, default=10, metavar="N",
                   help="run the client processes N nice steps below the server (10; 0: same "
                        "priority)")
    p.add_argument("--server-nice", type=int, default=0, metavar="N",
                   help="start the server at this nice value (0; below 0 needs root and "
                        "puts it above the machine's other work)")
    p.add_argument("--server-loop", choices=["auto", "uvloop", "asyncio"], default="auto",
                   help="the server's event loop (paiju serve --loop)")
    p.add_argument("--server-root", type=Path, default=ROOT, metavar="DIR",
                   help="run paiju serve from this checkout (a reference run of another "
                        "version against the same clients)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not 2 <= args.clients <= 5000 or not 1 <= args.seconds <= 600:
        p.error("use 2..5000 clients and 1..600 seconds")
    with tempfile.TemporaryDirectory(prefix="paiju-load-") as tmp:
        report = run(args.clients, args.seconds, (args.think_ms[0] / 1000,
                                                  args.think_ms[1] / 1000),
                     args.kill_at, max(1, args.client_processes), Path(tmp), args.ramp,
                     max(0, min(19, args.client_nice)), args.server_loop,
                     args.server_root.resolve(), max(-20, min(19, args.server_nice)))
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        for key, value in report.items():
            print(f"{key:>22}: {value}")
    ok = report["lost_in_database"] == 0 and report["duplicated"] == 0 and \
        report["lost_in_relay"] == 0
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
