"""The server against a hostile client (issue 37): solver exhaustion, concurrent guesses, the
timing of a refused join, lock-outs, malformed input and resource caps. A live server on
127.0.0.1 with SQLite under tmp_path; the PostgreSQL faults are in test_online_pg_faults."""

from __future__ import annotations

import asyncio
import json
import logging
import signal
import socket
import statistics
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from online_helpers import (
    LogErrors,
    Peer,
    ServeProcess,
    fast_config,
    live_server,
    room_with_two,
)

from paiju.rules import STARTING_FEN
from paiju.server import secrets_util
from paiju.server.app import MAX_QUEUE, WsClient
from paiju.server.protocol import ProtocolError
from paiju.server.workpool import Budget, WorkPool, job_verify
from paiju.solver.prover import QUIET_ANY

MATE_IN_2 = "4k4/9/9/9/9/9/9/9/R8/1R1K5 w"
HARD = {"fen": STARTING_FEN, "mate": 15, "title": "the start position"}


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'rooms.sqlite3'}"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@pytest.fixture
def tracebacks() -> Any:
    with LogErrors() as handler:
        yield handler


# ----------------------------------------------------------------------------- 1. solver

def test_busy_problem_rooms_leave_joins_and_creates_fast(tmp_path: Path) -> None:
    """Ten attackers (ten addresses) each ask for a room on the start position with a mate in
    15: the one solver worker works through them, each refused past its budget, while joins
    and creates of other people stay fast."""
    budget = Budget(workers=1, verify_s=1.0, max_waiting=16, queue_wait_s=30.0)
    config = fast_config(trust_proxy=True, solver=budget, rooms_per_address=1000)

    async def body() -> None:
        async with live_server(db_url(tmp_path), config) as (base, hub):
            await asyncio.sleep(1.0)  # the worker process has started (hub.start warms it)
            attackers = [await Peer.connect(base, **{"X-Forwarded-For": f"203.0.113.{i}"})
                         for i in range(10)]
            answers = [asyncio.ensure_future(a.request("create", name="Eve", password="x",
                                                       kind="problem", puzzle=HARD))
                       for a in attackers]
            await asyncio.sleep(0.3)
            assert hub.problems.pool._waiting == 10  # the solver is busy with all ten
            host = await Peer.connect(base)
            code = (await host.ok("create", name="Host", password="pw"))["room"]
            took = []
            while not all(a.done() for a in answers) or len(took) < 30:
                began = time.perf_counter()
                guest = await Peer.connect(base)
                await guest.ok("join", room=code, password="pw", name="Fan",
                               **{"as": "spectator"})
                other = await guest.ok("create", name="Other", password="pw2")
                took.append((time.perf_counter() - began) * 1000)
                assert other["room"] != code
                await guest.close()
                if len(took) > 200:
                    break
            refused = [(await a)["code"] for a in answers]
            assert refused == ["too_hard"] * 10
            message = (await answers[0])["message"]
            assert "mate in 15" in message and "1 s" in message
            assert percentile(took, 0.99) <= 100, sorted(took)[-5:]
            for p in (*attackers, host):
                await p.close()
    run(body())


def test_solver_pool_budgets_per_room_and_queue() -> None:
    budget = Budget(workers=1, per_room_s=1.0, window_s=60.0, max_waiting=2)

    async def body() -> None:
        pool = WorkPool(budget)
        try:
            hard = pool.run("room-a", job_verify, STARTING_FEN, 15, QUIET_ANY, 1.2)
            task = asyncio.ensure_future(hard)
            await asyncio.sleep(0.05)
            with pytest.raises(ProtocolError) as again:  # one request of a room at a time
                await pool.run("room-a", job_verify, MATE_IN_2, 2, QUIET_ANY, 1.0)
            assert again.value.code == "busy" and "still running" in again.value.message
            second = asyncio.ensure_future(pool.run("room-b", job_verify, MATE_IN_2, 2,
                                                    QUIET_ANY, 1.0))
            await asyncio.sleep(0.05)
            with pytest.raises(ProtocolError) as queue:  # two waiting: the queue is full
                await pool.run("room-c", job_verify, MATE_IN_2, 2, QUIET_ANY, 1.0)
            assert queue.value.code == "busy"
            assert (await task) == {"timeout": True}
            assert (await second) == {"best": 2}
            assert pool.spent("room-a") >= 1.0
            with pytest.raises(ProtocolError) as spent:  # its second of the minute is used
                await pool.run("room-a", job_verify, MATE_IN_2, 2, QUIET_ANY, 1.0)
            assert spent.value.code == "busy" and "solver time" in spent.value.message
            assert (await pool.run("room-c", job_verify, MATE_IN_2, 2, QUIET_ANY, 1.0)) == \
                {"best": 2}
        finally:
            pool.close()
    run(body())


def test_a_request_that_waits_too_long_for_a_worker_is_refused() -> None:
    async def body() -> None:
        pool = WorkPool(Budget(workers=1, queue_wait_s=0.3))
        try:
            first = asyncio.ensure_future(pool.run("room-a", job_verify, STARTING_FEN, 15,
                                                   QUIET_ANY, 1.0))
            await asyncio.sleep(0.05)
            with pytest.raises(ProtocolError) as late:  # queued behind a 1 s solve
                await pool.run("room-b", job_verify, MATE_IN_2, 2, QUIET_ANY, 1.0)
            assert late.value.code == "busy"
            assert (await first) == {"timeout": True}
        finally:
            pool.close()
    run(body())


def test_solve_mode_moves_have_a_budget_and_starts_cost_no_solving(tmp_path: Path) -> None:
    config = fast_config(solver=Budget(request_s=0.0005))

    async def body() -> None:
        async with live_server(db_url(tmp_path), config) as (base, hub):
            host = await Peer.connect(base)
            made = await host.ok("create", name="C", password="pz", kind="problem",
                                 puzzle={"fen": MATE_IN_2, "mate": 2})
            assert made["state"]["puzzle"]["best"] == 2  # verified once, at creation
            guest = await Peer.connect(base)
            await guest.ok("join", room=made["room"], password="pz", name="G")
            spent = hub.problems.pool.spent(made["room"])
            for _ in range(5):
                assert (await guest.ok("attempt_start", mode="solve"))["attempt"]["best"] == 2
            assert hub.problems.pool.spent(made["room"]) == spent == 0.0
            slow = await guest.request("move", move="b0b8")  # judged within 0.5 ms: no
            assert slow["code"] == "too_hard" and "attempt is unchanged" in slow["message"]
            assert (await guest.ok("sync"))["state"]["scoreboard"][0]["score"] is None
            for p in (host, guest):
                await p.close()
    run(body())


def test_sigterm_stops_the_server_during_a_solve(tmp_path: Path) -> None:
    server = ServeProcess(db_url(tmp_path), tmp_path / "serve.log",
                          extra=("--verify-seconds", "120"))
    server.start()
    try:
        async def body() -> None:
            peer = await Peer.connect(server.base)
            await peer.send_raw({"v": 1, "id": 1, "type": "create", "name": "E",
                                 "password": "x", "kind": "problem", "puzzle": HARD})
            await asyncio.sleep(1.5)  # the solve runs
            assert server.proc is not None
            began = time.monotonic()
            server.proc.send_signal(signal.SIGTERM)
            await asyncio.to_thread(server.proc.wait, 30)
            assert time.monotonic() - began < 5
            await peer.close()
        run(body())
        assert server.proc is not None and server.proc.returncode is not None
    finally:
        server.stop()


# ----------------------------------------------------------------------------- 2-4. guesses

def test_concurrent_guesses_get_no_more_checks_than_sequential_ones(tmp_path: Path) -> None:
    async def body() -> None:
        config = fast_config(message_burst=400, join_fail_per_room=5,
                             join_fail_per_address=20)
        async with live_server(db_url(tmp_path), config) as (base, _):
            host = await Peer.connect(base)
            code = (await host.ok("create", name="Host", password="right"))["room"]
            eve = await Peer.connect(base)
            guesses = [f"guess{i}" for i in range(60)]
            guesses[30] = "right"
            answers = await asyncio.gather(*(eve.request("join", room=code, password=g,
                                                         name="Eve") for g in guesses))
            kinds = [a.get("code", a["type"]) for a in answers]
            assert kinds.count("denied") == 5 and kinds.count("throttled") == 55, kinds
            assert "ok" not in kinds  # the right password, 31st, was never checked
            # guessed room codes: no more checks than the address's allowance
            mallory = await Peer.connect(base)
            codes = await asyncio.gather(*(mallory.request(
                "join", room=secrets_util.new_code(), password="x", name="M")
                for _ in range(300)))
            kinds = [a["code"] for a in codes]
            assert kinds.count("denied") == 15  # 20 for the address, 5 used by Eve
            assert kinds.count("throttled") == 285
            for p in (host, eve, mallory):
                await p.close()
    run(body())


def test_refused_joins_take_the_same_time_whether_the_room_exists(tmp_path: Path) -> None:
    config = fast_config(password_log2n=13, join_fail_per_room=100, join_fail_per_address=200)

    async def body() -> None:
        async with live_server(db_url(tmp_path), config) as (base, hub):
            assert hub._dummy_hash.split("$")[1] == "13"
            host = await Peer.connect(base)
            code = (await host.ok("create", name="Host", password="right"))["room"]
            eve = await Peer.connect(base)
            known, unknown = [], []
            for i in range(24):
                for target, times in ((code, known), (secrets_util.new_code(), unknown)):
                    began = time.perf_counter()
                    reply = await eve.request("join", room=target, password=f"w{i}",
                                              name="Eve")
                    times.append(time.perf_counter() - began)
                    assert reply["code"] == "denied"
            ratio = statistics.median(unknown) / statistics.median(known)
            assert 0.75 < ratio < 1.33, (statistics.median(known), statistics.median(unknown))
            for p in (host, eve):
                await p.close()
    run(body())


def test_a_rightful_player_is_never_locked_out_by_guesses(tmp_path: Path) -> None:
    config = fast_config(join_fail_per_room=3, join_fail_per_address=5)

    async def body() -> None:
        async with live_server(db_url(tmp_path), config) as (base, _):
            red, black, code = await room_with_two(base)
            eve = await Peer.connect(base)  # from the same address, as behind one NAT
            for i in range(6):
                await eve.request("join", room=code, password=f"no{i}", name="Eve")
            for i in range(6):
                await eve.request("resume", room=code, token=f"forged{i}")
            assert (await eve.request("resume", room=code, token="x"))["code"] == "throttled"
            assert (await eve.request("join", room=code, password="secret",
                                      name="Eve"))["code"] == "throttled"
            await red.close()
            back = await Peer.connect(base)
            resumed = await back.ok("resume", room=code, token=red.token)
            assert resumed["seat"] == "red"
            await back.ok("move", move="h2e2", ply=0)
            for p in (black, eve, back):
                await p.close()
    run(body())


# ----------------------------------------------------------------------------- 6. input

def test_malformed_input_gets_a_protocol_error_and_everything_keeps_working(
        tmp_path: Path, tracebacks: LogErrors) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            red, black, code = await room_with_two(base)
            peer = await Peer.connect(base)
            lone = "\ud800"

            async def ask(**fields: Any) -> dict[str, Any]:
                return await peer.request(**fields)  # type: ignore[arg-type]

            bad = await peer.request("join", room=f"AB{lone}CD", password="x", name="E")
            assert bad["code"] == "bad_request" and "'room'" in bad["message"] and \
                "surrogate" in bad["message"]
            bad = await peer.request("create", name=f"Eve{lone}", password="x")
            assert bad["code"] == "bad_request" and "'name'" in bad["message"]
            bad = await peer.request("create", name="Eve", password="x", kind="problem",
                                     puzzle={"fen": MATE_IN_2, "mate": 2,
                                             "title": f"t{lone}"})
            assert bad["code"] == "bad_request" and "'title'" in bad["message"]
            bad = await red.request("chat", text=f"hi {lone}")
            assert bad["code"] == "bad_request" and "'text'" in bad["message"]
            await peer.send_raw(json.dumps({"v": 1, "id": f"x{lone}", "type": "ping"}))
            assert (await peer.wait_for("ok"))["id"] is None  # an id it cannot echo
            for kind in ([], ["join"], {"a": 1}, 5, None, True):
                await peer.send_raw({"v": 1, "id": 9, "type": kind})
                answer = await peer.wait_for("error")
                assert answer["code"] == "bad_request" and "type" in answer["message"], kind
            await peer.send_raw('{"v": 1, "type": "ping", "x": ' + "[" * 5000 + "]" * 5000 +
                                "}")
            deep = await peer.wait_for("error")
            assert deep["code"] == "bad_json" and "nested" in deep["message"]
            await peer.send_raw("[" * 3000)
            assert (await peer.wait_for("error"))["code"] == "bad_json"
            await peer.send_raw({"v": [1], "type": "ping"})
            assert (await peer.wait_for("error"))["code"] == "version"
            # the connection and the room keep working
            assert (await peer.request("ping"))["type"] == "ok"
            await red.ok("move", move="h2e2", ply=0)
            assert (await black.wait_for("move", ply=0))["move"] == "h2e2"
            await red.ok("chat", text="still fine")
            async with aiohttp.ClientSession() as http:
                headers = {"Authorization": f"Bearer {red.token}"}
                for path in ("%C2%B2", "%D9%A3", "1%00", "99999999"):
                    async with http.get(f"{base}/api/rooms/{code}/games/{path}.pgn",
                                        headers=headers) as reply:
                        assert reply.status == 404, path
                async with http.get(f"{base}/api/rooms/{code}/games/1.pgn",
                                    headers=headers) as reply:
                    assert reply.status == 200 and "h2e2" in await reply.text()
                for page in ("ABCDEFGHJKLM", "nonsense", "%ED%A0%80"):
                    async with http.get(f"{base}/r/{page}") as reply:
                        assert reply.status == 404, page
                async with http.get(f"{base}/r/{code}") as reply:
                    assert reply.status == 200
            for p in (red, black, peer):
                await p.close()
    run(body())
    assert tracebacks.records == []


# ----------------------------------------------------------------------------- 7. caps

def test_connections_per_address_are_capped(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path), fast_config(connections_per_address=3)) \
                as (base, _):
            peers = [await Peer.connect(base) for _ in range(3)]
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await Peer.connect(base)
            assert refused.value.status == 429
            await peers[0].close()
            await asyncio.sleep(0.2)
            peers[0] = await Peer.connect(base)  # a closed one gives its place back
            assert (await peers[0].request("ping"))["type"] == "ok"
            for p in peers:
                await p.close()
    run(body())


def test_slow_requests_and_silent_sockets_are_closed(tmp_path: Path) -> None:
    config = fast_config(handshake_s=1.0, unjoined_idle_s=1.0)

    async def body() -> None:
        async with live_server(db_url(tmp_path), config) as (base, _):
            port = int(base.rsplit(":", 1)[1])

            def slowloris() -> float:
                began = time.monotonic()
                with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
                    sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
                    try:
                        while time.monotonic() - began < 8:
                            sock.sendall(b"X-a: b\r\n")
                            time.sleep(0.3)
                            sock.setblocking(False)
                            try:
                                if sock.recv(1) == b"":
                                    break
                            except BlockingIOError:
                                pass
                            sock.setblocking(True)
                    except OSError:
                        pass
                return time.monotonic() - began

            assert await asyncio.to_thread(slowloris) < 4  # closed, though it kept sending
            silent = await Peer.connect(base)
            talker = await Peer.connect(base)
            red, black, _ = await room_with_two(base)
            for _ in range(6):
                await asyncio.sleep(0.4)
                assert (await talker.request("ping"))["type"] == "ok"
            await asyncio.wait_for(silent.closed.wait(), 5)
            assert silent.ws.close_code == 1001
            assert not talker.closed.is_set()
            assert not red.closed.is_set() and not black.closed.is_set()  # seated: may idle
            await red.ok("move", move="h2e2", ply=0)
            for p in (silent, talker, red, black):
                await p.close()
    run(body())


def test_a_slow_reader_is_dropped_at_the_queue_bound() -> None:
    async def body() -> None:
        from aiohttp import web

        client = WsClient(web.WebSocketResponse(), "127.0.0.1")  # never drained
        for _ in range(MAX_QUEUE):
            client.send("x" * 10)
        assert client.closing is None
        client.send("x")
        assert client.closing == (1013, "too slow")
        big = WsClient(web.WebSocketResponse(), "127.0.0.1")
        for _ in range(300):
            big.send("y" * 16_000)
        assert big.closing == (1013, "too slow") and big.queued_bytes <= 4 * 1024 * 1024
    run(body())


def test_spectator_sessions_are_pruned(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path), fast_config(max_sessions=4)) as (base, hub):
            red, black, code = await room_with_two(base)
            for i in range(10):
                fan = await Peer.connect(base)
                await fan.ok("join", room=code, password="secret", name=f"Fan{i}",
                             **{"as": "spectator"})
                await fan.close()
                await asyncio.sleep(0.05)
            watchers = [await Peer.connect(base) for _ in range(2)]
            for i, w in enumerate(watchers):
                await w.ok("join", room=code, password="secret", name=f"Live{i}",
                           **{"as": "spectator"})
            late = await Peer.connect(base)
            full = await late.request("join", room=code, password="secret", name="Late")
            assert full["code"] == "full"
            rows = await hub.store.fetch("SELECT COUNT(*) FROM sessions WHERE room_code = ?",
                                      (code,))
            assert rows == [(4,)] and len(hub.rooms[code].sessions) == 4
            await red.ok("move", move="h2e2", ply=0)  # the players keep their seats
            await black.ok("move", move="h9g7", ply=1)
            for p in (red, black, late, *watchers):
                await p.close()
    run(body())


def test_health_is_cheap_and_its_detail_needs_the_token(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path), fast_config(stats_token="s3cret")) \
                as (base, hub):
            assert hub.handling_ms.maxlen is not None and hub.handling_ms.maxlen <= 4096
            async with aiohttp.ClientSession() as http:
                async with http.get(f"{base}/healthz") as reply:
                    assert await reply.json() == {"ok": True}
                async with http.get(f"{base}/healthz?detail") as reply:
                    assert reply.status == 403
                async with http.get(f"{base}/healthz?detail",
                                    headers={"Authorization": "Bearer s3cret"}) as reply:
                    assert "handling_ms" in await reply.json()
        async with live_server(db_url(tmp_path)) as (base, _):
            async with aiohttp.ClientSession() as http:
                async with http.get(f"{base}/healthz?detail") as reply:  # loopback, no token
                    assert "database" in await reply.json()
                async with http.get(f"{base}/healthz?detail",
                                    headers={"X-Forwarded-For": "198.51.100.7"}) as reply:
                    assert reply.status == 403  # came through a proxy: not local
    run(body())


def test_origin_is_checked_against_the_public_origin_not_the_host_header(
        tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            port = base.rsplit(":", 1)[1]
            for origin in (f"http://evil.example:{port}", "http://127.0.0.1:1"):
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await Peer.connect(base, Origin=origin, Host=f"evil.example:{port}")
                assert refused.value.status == 403
            local = await Peer.connect(base, Origin=f"http://localhost:{port}")
            assert (await local.request("ping"))["type"] == "ok"
            await local.close()
        config = fast_config(public_origin="https://xq.example.org")
        async with live_server(db_url(tmp_path), config) as (base, _):
            with pytest.raises(aiohttp.WSServerHandshakeError):
                await Peer.connect(base, Origin=base)  # only the public origin now
            public = await Peer.connect(base, Origin="https://xq.example.org")
            assert (await public.request("ping"))["type"] == "ok"
            await public.close()
    run(body())


def test_background_tasks_survive_and_log_any_exception(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, "paiju.server")

    async def body() -> None:
        async with live_server(db_url(tmp_path), fast_config(sweep_every_s=0.05)) \
                as (_, hub):
            real, calls = hub.sweep, []

            async def faulty() -> int:  # a fault of ours on the first sweep only
                calls.append(1)
                if len(calls) == 1:
                    raise KeyError("a bug")
                return await real()

            hub.sweep = faulty  # type: ignore[method-assign]
            await asyncio.sleep(0.5)
            assert len(calls) >= 3 and hub._sweeper is not None and not hub._sweeper.done()

            async def broken() -> None:
                raise RuntimeError("a broken timer")

            hub._spawn(broken())
            await asyncio.sleep(0.05)
    run(body())
    messages = [(r.getMessage(), r.exc_info is not None) for r in caplog.records]
    assert ("expiry sweep failed", True) in messages
    assert ("background task failed", True) in messages


def test_room_code_guessing_over_http_is_throttled(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path), fast_config(join_fail_per_address=5)) \
                as (base, _):
            async with aiohttp.ClientSession() as http:
                statuses = []
                for _ in range(7):
                    async with http.get(f"{base}/r/{secrets_util.new_code()}") as reply:
                        statuses.append(reply.status)
                assert statuses == [404] * 5 + [429] * 2
    run(body())
