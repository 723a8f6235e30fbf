"""PostgreSQL: the same schema and migrations as SQLite, and several ``paiju serve``
processes on one database serving the same rooms (LISTEN/NOTIFY relays the moves)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from online_helpers import Peer, ServeProcess, fast_config, live_server
from pg_cluster import pg_cluster, pg_url

from paiju.server.storage import MIGRATIONS, open_url

__all__ = ["pg_cluster", "pg_url"]


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_postgres_schema_migrates_once_and_plays(pg_url: str) -> None:
    async def body() -> None:
        for _ in range(2):
            db = open_url(pg_url)
            await db.open()
            assert await db.schema_version() == len(MIGRATIONS)
            await db.close()
        async with live_server(pg_url, fast_config()) as (base, hub):
            host = await Peer.connect(base)
            code = (await host.ok("create", name="H", password="p"))["room"]
            guest = await Peer.connect(base)
            await guest.ok("join", room=code, password="p", name="G")
            await host.ok("move", move="h2e2", ply=0)
            assert (await guest.wait_for("move", ply=0))["move"] == "h2e2"
            assert (await host.ok("pgn"))["pgn"].count("h2e2") == 1
            rows = await hub.store.fetch("SELECT move FROM moves WHERE room_code = ?", (code,))
            assert rows == [("h2e2",)]
            for p in (host, guest):
                await p.close()
    run(body())


def test_two_server_processes_share_one_room(pg_url: str, tmp_path: Path) -> None:
    a = ServeProcess(pg_url, tmp_path / "a.log")
    b = ServeProcess(pg_url, tmp_path / "b.log")
    a.start()
    b.start()

    async def body() -> None:
        host = await Peer.connect(a.base)
        code = (await host.ok("create", name="OnA", password="pw"))["room"]
        guest = await Peer.connect(b.base)
        joined = await guest.ok("join", room=code, password="pw", name="OnB")
        assert joined["seat"] == "black"
        watcher = await Peer.connect(b.base)
        await watcher.ok("join", room=code, password="pw", name="Fan", **{"as": "spectator"})
        moves = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"]
        for ply, move in enumerate(moves):
            mover, other = (host, guest) if ply % 2 == 0 else (guest, host)
            await mover.ok("move", move=move, ply=ply)
            assert (await other.wait_for("move", ply=ply))["move"] == move  # across processes
            assert (await watcher.wait_for("move", ply=ply))["move"] == move
        # a move out of turn sent to the other process is refused there too
        assert (await guest.request("move", move="h0h6", ply=6))["code"] == "not_your_turn"
        await guest.ok("chat", text="hello from B")
        assert (await host.wait_for("chat"))["text"] == "hello from B"
        # the host drops from A and comes back on B: same seat, same game
        token = host.token
        await host.close()
        back = await Peer.connect(b.base)
        resumed = await back.ok("resume", room=code, token=token)
        assert resumed["seat"] == "red" and resumed["state"]["game"]["moves"] == moves
        await back.ok("move", move="h0h6", ply=6)
        assert (await guest.wait_for("move", ply=6))["move"] == "h0h6"
        for p in (guest, watcher, back):
            await p.close()

    try:
        run(body())
    finally:
        a.stop()
        b.stop()


def test_own_notification_during_a_join_does_not_drop_the_room(pg_url: str) -> None:
    """Regression: a process's own ``pg_notify`` for a join could arrive while the commit was
    still being answered, find no client bound yet, drop the room, and the join then failed
    (KeyError) with no answer at all — seen under load with two processes."""
    async def body() -> None:
        async with live_server(pg_url, fast_config()) as (base, hub):
            host = await Peer.connect(base)
            code = (await host.ok("create", name="H", password="p"))["room"]
            await host.close()  # nobody watches the room in this process now
            real_commit = hub.store.commit

            async def commit_then_notify(change: Any) -> bool:
                ok = await real_commit(change)
                task = asyncio.get_running_loop().create_task(hub._remote_change(change.code))
                for _ in range(5):  # let the notification run as far as it can
                    await asyncio.sleep(0)
                assert not task.done() or code in hub.rooms
                return ok

            hub.store.commit = commit_then_notify  # type: ignore[method-assign]
            guest = await Peer.connect(base)
            joined = await guest.ok("join", room=code, password="p", name="G")
            assert joined["seat"] == "black" and code in hub.rooms
            await guest.ok("chat", text="still here")
            await guest.close()
    run(body())

