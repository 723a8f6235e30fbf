"""The server as an attacker would try it: other seats' tokens, moves out of turn, illegal
and malformed moves, floods, oversized frames, guessed codes and passwords, foreign origins,
and secrets in the logs."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from online_helpers import Peer, fast_config, live_server, room_with_two

from paiju.server import secrets_util


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'rooms.sqlite3'}"


def test_moves_out_of_turn_illegal_or_malformed_are_refused(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, hub):
            red, black, code = await room_with_two(base)
            assert (await black.request("move", move="h7e7", ply=0))["code"] == "not_your_turn"
            assert (await red.request("move", move="h7e7", ply=0))["code"] == "illegal"
            assert (await red.request("move", move="a0a9", ply=0))["code"] == "illegal"
            assert (await red.request("move", move="zz99", ply=0))["code"] == "illegal"
            assert (await red.request("move", move=["h2e2"], ply=0))["code"] == "bad_request"
            assert (await red.request("move", move="h2e2", ply=-1))["code"] == "bad_request"
            assert (await red.request("move", move="h2e2", ply=7))["code"] == "stale"
            assert (await red.request("move", move="h2e2", ply=True))["code"] == "bad_request"
            await red.ok("move", move="h2e2", ply=0)
            assert (await red.request("move", move="e2e6", ply=1))["code"] == "not_your_turn"
            rows = await hub.store.fetch("SELECT move FROM moves WHERE room_code = ?", (code,))
            assert rows == [("h2e2",)]
            for p in (red, black):
                await p.close()
    run(body())


def test_tokens_are_bound_to_their_seat_and_room(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            red, black, code = await room_with_two(base)
            other_host, other_guest, _ = await room_with_two(base)
            # the token of a seat in another room opens nothing here
            thief = await Peer.connect(base)
            assert (await thief.request("resume", room=code, token=other_host.token))["code"] \
                == "denied"
            assert (await thief.request("resume", room=code, token="forged"))["code"] == "denied"
            assert (await thief.request("move", move="h2e2", ply=0))["code"] == "not_joined"
            # a claimed seat in the message is ignored: the token alone decides, and Black's
            # token cannot move for Red
            assert (await black.request("move", move="h2e2", ply=0, seat="red"))["code"] == \
                "not_your_turn"
            # replaying Red's token from a second connection takes the seat over: the first
            # connection is told and closed, and can no longer move
            replay = await Peer.connect(base)
            assert (await replay.ok("resume", room=code, token=red.token))["seat"] == "red"
            assert (await red.wait_for("error", code="replaced"))
            await asyncio.wait_for(red.closed.wait(), 10)
            # the token never travels to anyone else
            seen = json.dumps(black.drain() + replay.drain())
            assert red.token not in seen and black.token not in seen.replace(
                json.dumps(black.token), "")
            for p in (red, black, other_host, other_guest, thief, replay):
                await p.close()
    run(body())


def test_wrong_passwords_and_guessed_codes_get_one_generic_answer_then_throttle(
        tmp_path: Path) -> None:
    async def body() -> None:
        config = fast_config(join_fail_per_room=3, join_fail_per_address=8)
        async with live_server(db_url(tmp_path), config) as (base, _):
            host = await Peer.connect(base)
            code = (await host.ok("create", name="Host", password="right"))["room"]
            guesser = await Peer.connect(base)
            answers = []
            for attempt in range(3):
                reply = await guesser.request("join", room=code, password=f"guess{attempt}",
                                              name="Eve")
                answers.append((reply["code"], reply["message"]))
            wrong_code = await guesser.request("join", room=secrets_util.new_code(),
                                               password="right", name="Eve")
            assert {a for a in answers} == {(wrong_code["code"], wrong_code["message"])} == \
                {("denied", "no such room, or wrong password")}
            # the room is now locked against further guesses, even the right password
            assert (await guesser.request("join", room=code, password="right",
                                          name="Eve"))["code"] == "throttled"
            # guessing codes: the address is blocked after its quota of failures
            results = []
            for _ in range(8):
                reply = await guesser.request("join", room=secrets_util.new_code(),
                                              password="x", name="Eve")
                results.append(reply["code"])
            assert results[-1] == "throttled" and "denied" in results
            assert (await guesser.request("resume", room=code, token="x"))["code"] == \
                "throttled"
            for p in (host, guesser):
                await p.close()
    run(body())


def test_flooding_is_rate_limited_then_disconnected(tmp_path: Path) -> None:
    async def body() -> None:
        config = fast_config(message_rate=5.0, message_burst=10)
        async with live_server(db_url(tmp_path), config) as (base, _):
            peer = await Peer.connect(base)
            for i in range(200):
                await peer.send_raw({"v": 1, "id": i + 1, "type": "ping"})
            await asyncio.wait_for(peer.closed.wait(), 15)
            frames = peer.drain()
            limited = [f for f in frames if f.get("code") == "rate_limited"]
            answered = [f for f in frames if f["type"] == "ok"]
            assert limited and len(answered) <= 20
            assert peer.ws.close_code == 1008
            await peer.close()
    run(body())


def test_oversized_frames_close_the_connection(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            peer = await Peer.connect(base)
            await peer.send_raw({"v": 1, "type": "chat", "text": "x" * 100_000})
            await asyncio.wait_for(peer.closed.wait(), 15)
            assert peer.ws.close_code == 1009
            await peer.close()
            # long fields inside the limit are refused, not truncated into the room
            red, black, _ = await room_with_two(base)
            assert (await red.request("chat", text="y" * 600))["code"] == "bad_request"
            assert (await red.request("create", name="n" * 40, password="p"))["code"] == \
                "bad_request"
            for p in (red, black):
                await p.close()
    run(body())


def test_websocket_refuses_foreign_origins(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, _):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await Peer.connect(base, Origin="http://evil.example")
            assert refused.value.status == 403
            same = await Peer.connect(base, Origin=base)
            assert (await same.request("ping"))["type"] == "ok"
            await same.close()
        config = fast_config(allowed_origins=frozenset({"https://xq.example.org"}))
        async with live_server(db_url(tmp_path), config) as (base, _):
            proxied = await Peer.connect(base, Origin="https://xq.example.org")
            assert (await proxied.request("ping"))["type"] == "ok"
            await proxied.close()
    run(body())


def test_no_secret_reaches_the_logs(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)

    async def body() -> tuple[str, str, str]:
        async with live_server(db_url(tmp_path)) as (base, _):
            host = await Peer.connect(base)
            made = await host.ok("create", name="Host", password="hunter2-secret")
            eve = await Peer.connect(base)
            await eve.request("join", room=made["room"], password="wrong-pass-9", name="Eve")
            guest = await Peer.connect(base)
            await guest.ok("join", room=made["room"], password="hunter2-secret", name="G")
            for p in (host, eve, guest):
                await p.close()
            return made["room"], made["token"], guest.token or ""

    code, token, guest_token = run(body())
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "created" in text  # the logs do say what happened…
    for secret in (code, token, guest_token, "hunter2-secret", "wrong-pass-9"):
        assert secret not in text  # …but never with a code, token or password
    stored = (tmp_path / "rooms.sqlite3").read_bytes()
    assert b"hunter2-secret" not in stored and token.encode() not in stored


def test_room_creation_is_limited_per_address(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path), fast_config(rooms_per_address=3)) as (base, _):
            peer = await Peer.connect(base)
            codes = [(await peer.request("create", name="Spam", password="x"))["type"]
                     for _ in range(4)]
            assert codes == ["ok", "ok", "ok", "error"]
            assert (await peer.request("create", name="Spam", password="x"))["code"] == \
                "throttled"
            await peer.close()
    run(body())


def test_idle_rooms_leave_memory_and_come_back_from_the_database(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(db_url(tmp_path)) as (base, hub):
            red, black, code = await room_with_two(base)
            await red.ok("move", move="h2e2", ply=0)
            await black.close()
            await red.close()
            await asyncio.sleep(0.2)
            await hub.sweep()
            assert code not in hub.rooms
            back = await Peer.connect(base)
            assert (await back.ok("resume", room=code, token=red.token))["state"]["game"][
                "moves"] == ["h2e2"]
            await back.close()
    run(body())
