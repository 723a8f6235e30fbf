"""The room server through its WebSocket protocol: rooms, seats, moves, results, clocks,
offers, PGN, the lobby, reconnect and expiry. A live server on 127.0.0.1 per test, SQLite
under tmp_path."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from online_helpers import Peer, fast_config, live_server, room_with_two

from paiju.rules import Board, Move
from paiju.server import secrets_util
from paiju.server.storage import open_url


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'rooms.sqlite3'}"


async def play(red: Peer, black: Peer, moves: list[str]) -> list[dict[str, Any]]:
    """Alternate the moves; each is acknowledged and then relayed to the other side."""
    events = []
    for ply, move in enumerate(moves):
        mover, other = (red, black) if ply % 2 == 0 else (black, red)
        ack = await mover.ok("move", move=move, ply=ply)
        assert ack["ply"] == ply
        events.append(await other.wait_for("move", ply=ply))
    return events


def test_create_join_and_play_with_relay(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, hub):
            host, guest, code = await room_with_two(base)
            assert host.seat == "red" and guest.seat == "black"
            assert len(code) == 12 and secrets_util.normalise_code(code) == code
            state = (await host.wait_for("state"))["room"]
            assert state["players"] == {"red": "Host", "black": "Guest"}
            assert state["game"]["turn"] == "red" and state["game"]["moves"] == []
            events = await play(host, guest, ["h2e2", "h9g7"])
            assert [e["move"] for e in events] == ["h2e2", "h9g7"]
            assert events[0]["by"] == "red" and "position" in events[0]
            synced = await guest.ok("sync")
            assert synced["state"]["game"]["moves"] == ["h2e2", "h9g7"]
            for p in (host, guest):
                await p.close()
    run(body())


def test_every_message_carries_the_protocol_version(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            peer = await Peer.connect(base)
            hello = await peer.wait_for("hello")
            assert hello["v"] == 1 and hello["protocol"] == 1
            await peer.send_raw({"v": 99, "id": 5, "type": "ping"})
            err = await peer.wait_for("error")
            assert err["code"] == "version"
            await peer.send_raw("not json")
            assert (await peer.wait_for("error"))["code"] == "bad_json"
            await peer.send_raw({"v": 1, "type": "drop_tables"})
            assert (await peer.wait_for("error"))["code"] == "bad_request"
            assert (await peer.request("ping"))["type"] == "ok"
            await peer.close()
    run(body())


def test_resignation_result_and_pgn_download(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            host, guest, code = await room_with_two(base)
            events = await play(host, guest, ["h2e2", "b9c7", "h0g2", "a9a8", "i0h0"])
            assert events[-1].get("result") is None
            err = await host.request("move", move="h0h6", ply=5)
            assert err["type"] == "error" and err["code"] == "not_your_turn"
            await guest.ok("resign")
            state = await host.state_where(lambda r: r["game"]["result"])
            assert state["game"]["result"] == "1-0"
            assert "resign" in state["game"]["termination"]
            pgn = await host.ok("pgn")
            assert '[Result "1-0"]' in pgn["pgn"] and '[Red "Host"]' in pgn["pgn"]
            assert "h2e2" in pgn["pgn"] and '[FEN "' in pgn["pgn"]
            async with aiohttp.ClientSession() as http:
                url = f"{base}/api/rooms/{code}/games/1.pgn"
                async with http.get(url) as reply:
                    assert reply.status == 404  # no token, no download
                async with http.get(url, headers={"Authorization": f"Bearer {guest.token}"}) \
                        as reply:
                    assert reply.status == 200
                    assert '[Black "Guest"]' in await reply.text()
            for p in (host, guest):
                await p.close()
    run(body())


def test_checkmate_on_the_board(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            # two chariots: e7-d7 mates the general on d9
            host, guest, _code = await room_with_two(base, fen="3k5/4R4/4R4/9/9/9/9/9/9/5K3 w")
            ev = await play(host, guest, ["e7d7"])
            assert ev[0]["result"] == "1-0" and ev[0]["termination"] == "checkmate"
            err = await guest.request("move", move="d9e9", ply=1)
            assert err["code"] == "game_over"
            for p in (host, guest):
                await p.close()
    run(body())


def test_draw_offer_and_takeback(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            host, guest, _ = await room_with_two(base)
            await play(host, guest, ["h2e2", "h9g7", "b0c2"])
            await guest.ok("takeback_request")
            state = await host.state_where(lambda r: r["game"]["offers"])
            assert state["game"]["offers"] == {"takeback": "black"}
            assert (await guest.request("takeback_accept"))["code"] == "no_offer"
            await host.ok("takeback_accept")
            state = await guest.state_where(lambda r: not r["game"]["offers"])
            assert state["game"]["moves"] == ["h2e2"] and state["game"]["turn"] == "black"
            await guest.ok("move", move="b9c7", ply=1)
            await host.ok("draw_offer")
            await guest.ok("draw_decline")
            await host.ok("draw_offer")
            await guest.ok("draw_accept")
            state = await host.state_where(lambda r: r["game"]["result"])
            assert state["game"]["result"] == "1/2-1/2"
            # a new game swaps the colours
            await guest.ok("new_game")
            state = await host.state_where(lambda r: r["game"]["number"] == 2)
            assert state["players"] == {"red": "Guest", "black": "Host"}
            assert (await guest.request("move", move="h2e2", ply=0))["type"] == "ok"
            for p in (host, guest):
                await p.close()
    run(body())


def test_clock_runs_on_the_server_and_the_flag_falls(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            host, guest, _ = await room_with_two(
                base, time_control={"initial_s": 10, "increment_s": 2})
            ev = await play(host, guest, ["h2e2"])
            clocks = ev[0]["clocks"]
            assert clocks["running"] == "black"
            assert 10_000 < clocks["red_ms"] <= 12_000  # the increment was added
            await asyncio.sleep(0.3)
            assert (await guest.ok("sync"))["state"]["game"]["clocks"]["elapsed_ms"] >= 250
            # Black never moves: the server's own timer ends the game on time
            state = await host.state_where(lambda r: r["game"]["result"], timeout=30)
            assert state["game"]["result"] == "1-0"
            assert "time" in state["game"]["termination"]
            for p in (host, guest):
                await p.close()
    run(body())


def test_spectators_watch_and_cannot_move(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            host, guest, code = await room_with_two(base)
            third = await Peer.connect(base)
            joined = await third.ok("join", room=code, password="secret", name="Fan")
            assert joined["seat"] == "spectator"
            watcher = await Peer.connect(base)
            await watcher.ok("join", room=code, password="secret", name="Quiet", **{"as":
                                                                                  "spectator"})
            assert (await third.request("move", move="h2e2", ply=0))["code"] == "not_a_player"
            assert (await third.request("resign"))["code"] == "not_a_player"
            await play(host, guest, ["h2e2"])
            assert (await watcher.wait_for("move"))["move"] == "h2e2"
            await third.ok("chat", text="<b>nice</b>")
            chat = await host.wait_for("chat")
            assert chat["text"] == "<b>nice</b>" and chat["name"] == "Fan"
            for p in (host, guest, third, watcher):
                await p.close()
    run(body())


def test_host_picks_black_and_red_still_moves_first(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            host, guest, _ = await room_with_two(base, color="black")
            assert host.seat == "black" and guest.seat == "red"
            assert (await host.request("move", move="h7e7", ply=0))["code"] == "not_your_turn"
            await guest.ok("move", move="h2e2", ply=0)
            for p in (host, guest):
                await p.close()
    run(body())


def test_lobby_lists_public_rooms_only(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            public = await Peer.connect(base)
            pub = await public.ok("create", name="Open", password="x")
            private = await Peer.connect(base)
            priv = await private.ok("create", name="Hidden", password="x", private=True)
            async with aiohttp.ClientSession() as http, http.get(base + "/api/lobby") as r:
                data = await r.json()
            codes = [room["code"] for room in data["rooms"]]
            assert pub["room"] in codes and priv["room"] not in codes
            entry = next(room for room in data["rooms"] if room["code"] == pub["room"])
            assert entry["open_seat"] and entry["host"] == "Open"
            assert "password" not in json.dumps(data)
            for p in (public, private):
                await p.close()
    run(body())


def test_reconnect_with_the_token_gets_the_seat_and_state_back(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            host, guest, code = await room_with_two(base)
            await play(host, guest, ["h2e2"])
            token = guest.token
            await guest.close()
            again = await Peer.connect(base)
            back = await again.ok("resume", room=code, token=token)
            assert back["seat"] == "black" and back["state"]["game"]["moves"] == ["h2e2"]
            await again.ok("move", move="h9g7", ply=1)
            assert (await host.wait_for("move", ply=1))["move"] == "h9g7"
            for p in (host, again):
                await p.close()
    run(body())


def test_retried_move_is_acknowledged_once_and_stored_once(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, hub):
            host, guest, code = await room_with_two(base)
            await host.ok("move", move="h2e2", ply=0)
            again = await host.ok("move", move="h2e2", ply=0)  # lost ack: the client retries
            assert again.get("duplicate") is True
            rows = await hub.store.fetch("SELECT ply, move FROM moves WHERE room_code = ?",
                                      (code,))
            assert rows == [(0, "h2e2")]
            for p in (host, guest):
                await p.close()
    run(body())


def test_rooms_and_games_survive_a_restart(tmp_path: Path) -> None:
    async def body() -> None:
        url = db_url(tmp_path)
        async with live_server(url) as (base, _):
            host, guest, code = await room_with_two(base, time_control={"initial_s": 600})
            await play(host, guest, ["h2e2", "h9g7", "h0g2"])
            tokens = host.token, guest.token
            for p in (host, guest):
                await p.close()
        async with live_server(url) as (base, _):
            red, black = await Peer.connect(base), await Peer.connect(base)
            r = await red.ok("resume", room=code, token=tokens[0])
            await black.ok("resume", room=code, token=tokens[1])
            assert r["state"]["game"]["moves"] == ["h2e2", "h9g7", "h0g2"]
            assert r["state"]["game"]["clocks"]["running"] == "black"
            await black.ok("move", move="i9h9", ply=3)
            for p in (red, black):
                await p.close()
    run(body())


def test_rooms_expire_after_inactivity(tmp_path: Path) -> None:
    async def body() -> None:
        config = fast_config(expire_after_s=0.5, sweep_every_s=3600)
        async with live_server(db_url(tmp_path), config) as (base, hub):
            host = await Peer.connect(base)
            made = await host.ok("create", name="Host", password="pw")
            await host.ok("leave")
            await asyncio.sleep(0.8)
            assert await hub.sweep() == 1
            late = await Peer.connect(base)
            assert (await late.request("join", room=made["room"], password="pw",
                                       name="Late"))["code"] == "denied"
            for p in (host, late):
                await p.close()
    run(body())


def test_schema_is_migrated_once_and_the_default_db_is_in_the_data_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))

    async def body() -> None:
        db = open_url(None)
        await db.open()
        assert await db.schema_version() == 1
        await db.close()
        db = open_url(None)
        await db.open()
        assert await db.schema_version() == 1
        await db.close()
    run(body())
    assert (tmp_path / "data" / "server.sqlite3").exists()


def test_a_fault_in_a_handler_is_answered_not_left_hanging(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, hub):
            async def broken(*_: Any) -> Any:
                raise RuntimeError("boom")

            hub.lobby = broken  # type: ignore[method-assign]
            hub.resume = broken  # type: ignore[method-assign]
            peer = await Peer.connect(base)
            answer = await peer.request("resume", room="X", token="y")
            assert answer["code"] == "internal"
            assert (await peer.request("ping"))["type"] == "ok"  # the connection stays open
            await peer.close()
    run(body())


def test_commits_asked_together_share_one_transaction_each_checked(tmp_path: Path) -> None:
    from paiju.server.storage import Commit, Writes

    def room_row(code: str) -> Writes:
        writes = Writes()
        writes.create_room(code, "game", "h", "x", False, {}, 0)
        return writes

    async def body() -> None:
        db = open_url(db_url(tmp_path))
        await db.open()
        try:
            codes = [f"ROOM{i:08d}" for i in range(10)]
            made = await asyncio.gather(*(db.commit(Commit(c, None, room_row(c), 1))
                                          for c in codes))
            assert made == [True] * 10
            assert db.stats == {"transactions": 1, "commits": 10}  # one group commit
            # two changes from the same version in one transaction: the second conflicts and
            # is rolled back alone; a repeated insert (a unique violation) likewise
            first, second, again = await asyncio.gather(
                db.commit(Commit(codes[0], 0, Writes(), 2)),
                db.commit(Commit(codes[0], 0, Writes(), 3)),
                db.commit(Commit(codes[1], None, room_row(codes[1]), 4)))
            assert (first, second, again) == (True, False, False)
            rows = await db.fetch("SELECT code, version, last_activity FROM rooms "
                                  "ORDER BY code LIMIT 2")
            assert rows == [(codes[0], 1, 2), (codes[1], 0, 0)]
            # a read sees a commit asked for before it, even before the loop turned
            pending = asyncio.ensure_future(db.commit(Commit(codes[2], 0, Writes(), 5)))
            await asyncio.sleep(0)
            assert (await db.fetch("SELECT version FROM rooms WHERE code = ?",
                                   (codes[2],))) == [(1,)]
            assert await pending is True
        finally:
            await db.close()
    run(body())


def test_an_untimed_game_and_its_offers_survive_a_restart(tmp_path: Path) -> None:
    async def body() -> None:
        url = db_url(tmp_path)
        async with live_server(url) as (base, _):
            host, guest, code = await room_with_two(base)
            await play(host, guest, ["h2e2", "h9g7"])
            await host.ok("draw_offer")
            await host.state_where(lambda r: r["game"]["offers"])
            await host.ok("move", move="h0g2", ply=2)  # a move drops the offer: row stored
            await guest.wait_for("move", ply=2)
            await guest.ok("takeback_request")
            tokens = host.token, guest.token
            for p in (host, guest):
                await p.close()
        async with live_server(url) as (base, _):
            red = await Peer.connect(base)
            game = (await red.ok("resume", room=code, token=tokens[0]))["state"]["game"]
            assert game["moves"] == ["h2e2", "h9g7", "h0g2"]
            assert game["offers"] == {"takeback": "black"}
            board = Board()
            for move in game["moves"]:
                board.push(Move.from_iccs(move))
            assert game["position"] == board.fen() and game["turn"] == "black"
            await red.close()
    run(body())


def test_collector_pauses_are_counted_by_generation() -> None:
    import gc

    from paiju.server.gcpause import GcPauses

    pauses = GcPauses()
    pauses.install()
    try:
        gc.collect()
        gc.collect(0)
    finally:
        pauses.remove()
    report = pauses.report()
    assert report["gen2"]["collections"] >= 1 and report["gen0"]["collections"] >= 1
    gen2 = report["gen2"]
    assert 0 <= gen2["max_cpu_ms"] and 0 <= gen2["max_ms"] <= gen2["total_ms"] + 0.1  # rounded
    pauses.reset()
    assert pauses.report()["gen2"]["collections"] == 0
