"""PostgreSQL faults (issue 37): the database restarts under two server processes. Clients
are told ``unavailable`` meanwhile, service is back within 15 s of the database, LISTEN is
re-established with a catch-up read, no acknowledged move is lost and memory is never ahead
of storage; a seat opened on one process replaces its connection on the other."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import aiohttp
from online_helpers import Peer, fast_config, live_server, room_with_two
from pg_cluster import Cluster, pg_cluster

__all__ = ["pg_cluster"]
RECOVERY_S = 15.0


def run(coro: Any) -> Any:
    return asyncio.run(coro)


async def until_ok(peer: Peer, type_: str, limit_s: float, **fields: Any) -> tuple[
        dict[str, Any], float, set[str]]:
    """Retry a request until it is answered ok; (answer, seconds, error codes seen)."""
    began = time.monotonic()
    codes: set[str] = set()
    while time.monotonic() - began < limit_s:
        answer = await peer.request(type_, **fields)
        if answer["type"] == "ok":
            return answer, time.monotonic() - began, codes
        codes.add(answer["code"])
        await asyncio.sleep(0.1)
    raise AssertionError(f"{type_} not answered ok within {limit_s} s: {codes}")


def test_database_restart_loses_no_acknowledged_move(pg_cluster: Cluster) -> None:
    config = fast_config(rooms_per_address=3)  # one made before the outage, two after

    async def body() -> None:
        async with live_server(pg_cluster.url, config) as (base_a, hub_a), \
                live_server(pg_cluster.url, config) as (base_b, hub_b):
            red, black, code = await room_with_two(base_a, base_b)
            await red.ok("move", move="h2e2", ply=0)
            assert (await black.wait_for("move", ply=0))["move"] == "h2e2"

            await asyncio.to_thread(pg_cluster.stop)
            during = await black.request("move", move="h9g7", ply=1)
            assert during["code"] == "unavailable", during
            assert code not in hub_b.rooms  # the move was applied in memory: copy dropped
            assert (await black.request("sync"))["code"] == "unavailable"
            assert (await red.request("chat", text="anyone?"))["code"] == "unavailable"
            async with aiohttp.ClientSession() as http:  # pages: 503, not a traceback
                for path in (f"/r/{code}", "/api/lobby"):
                    async with http.get(base_a + path) as reply:
                        assert reply.status == 503, path
            for _ in range(3):  # failed creations do not use up the allowance
                assert (await red.request("create", name="X", password="p"))["code"] == \
                    "unavailable"

            await asyncio.to_thread(pg_cluster.start)
            retried, seconds, seen = await until_ok(black, "move", RECOVERY_S,
                                                    move="h9g7", ply=1)
            assert seen <= {"unavailable"} and "duplicate" not in retried
            assert seconds < RECOVERY_S
            # the other process relays it: its LISTEN is back
            assert (await red.wait_for("move", ply=1, timeout=RECOVERY_S))["move"] == "h9g7"
            await red.ok("move", move="h0g2", ply=2)
            assert (await black.wait_for("move", ply=2))["move"] == "h0g2"
            rows = await hub_a.store.fetch(
                "SELECT ply, move FROM moves WHERE room_code = ? ORDER BY ply", (code,))
            assert rows == [(0, "h2e2"), (1, "h9g7"), (2, "h0g2")]
            state = (await black.ok("sync"))["state"]
            assert state["game"]["moves"] == ["h2e2", "h9g7", "h0g2"]
            for _ in range(2):
                await red.ok("create", name="After", password="p")
            for p in (red, black):
                await p.close()
            assert hub_a.store.stats["commits"] > 0 and hub_b.store.stats["commits"] > 0
    run(body())


def test_a_process_idle_through_the_outage_relays_the_first_move_after_it(
        pg_cluster: Cluster) -> None:
    """B does nothing while the database is down, so its pool still holds connections that
    died with it: the notification of A's first move after the restart must not be used up
    by a read on a dead connection (the move would never reach B's client)."""
    async def body() -> None:
        async with live_server(pg_cluster.url, fast_config()) as (base_a, _), \
                live_server(pg_cluster.url, fast_config()) as (base_b, _):
            red, black, code = await room_with_two(base_a, base_b)
            await asyncio.to_thread(pg_cluster.stop)
            assert (await red.request("move", move="h2e2", ply=0))["code"] == "unavailable"
            await asyncio.to_thread(pg_cluster.start)
            await until_ok(red, "move", RECOVERY_S, move="h2e2", ply=0)
            assert (await black.wait_for("move", ply=0, timeout=RECOVERY_S))["move"] == "h2e2"
            for p in (red, black):
                await p.close()
    run(body())


def test_lost_listen_connection_catches_up(pg_cluster: Cluster) -> None:
    """Only A's LISTEN connection is cut; a move made on B meanwhile still reaches A's
    client (the catch-up read after LISTEN is back)."""
    async def body() -> None:
        async with live_server(pg_cluster.url, fast_config()) as (base_a, hub_a), \
                live_server(pg_cluster.url, fast_config()) as (base_b, hub_b):
            red, black, code = await room_with_two(base_b, base_a)
            listener = hub_a.store._listener
            pid = listener.info.backend_pid
            await hub_b.store.fetch("SELECT pg_terminate_backend(?)", (pid,))
            await red.ok("move", move="h2e2", ply=0)
            assert (await black.wait_for("move", ply=0, timeout=RECOVERY_S))["move"] == "h2e2"
            await black.ok("move", move="h9g7", ply=1)
            assert (await red.wait_for("move", ply=1))["move"] == "h9g7"
            for p in (red, black):
                await p.close()
    run(body())


def test_a_seat_opened_on_another_process_replaces_the_old_connection(
        pg_cluster: Cluster) -> None:
    async def body() -> None:
        async with live_server(pg_cluster.url, fast_config()) as (base_a, _), \
                live_server(pg_cluster.url, fast_config()) as (base_b, _):
            red = await Peer.connect(base_a)
            code = (await red.ok("create", name="H", password="pw"))["room"]
            again = await Peer.connect(base_b)
            await again.ok("resume", room=code, token=red.token)
            assert (await red.wait_for("error", code="replaced", timeout=10))
            await asyncio.wait_for(red.closed.wait(), 10)
            assert red.ws.close_code == 4001
            assert (await again.request("ping"))["type"] == "ok"
            for p in (red, again):
                await p.close()
    run(body())


def test_a_refusal_on_a_stale_copy_is_checked_against_the_database(
        pg_cluster: Cluster) -> None:
    """Black joins on B; Red moves on A before A heard of the join (A's listening is
    stopped: a notification still on its way): A's copy has no Black, so the move would be
    refused 'no_game'. A refusal is checked against the stored version first: A reads the
    room again and the move is played."""
    async def body() -> None:
        async with live_server(pg_cluster.url, fast_config()) as (base_a, hub_a), \
                live_server(pg_cluster.url, fast_config()) as (base_b, hub_b):
            red = await Peer.connect(base_a)
            code = (await red.ok("create", name="OnA", password="pw"))["room"]
            listening = hub_a.store._listen_task
            assert listening is not None
            listening.cancel()
            black = await Peer.connect(base_b)
            await black.ok("join", room=code, password="pw", name="OnB")
            await red.ok("move", move="h2e2", ply=0)
            assert (await black.wait_for("move", ply=0))["move"] == "h2e2"
            assert hub_a.rooms[code].players() == {"red": "OnA", "black": "OnB"}
            for p in (red, black):
                await p.close()
    run(body())
