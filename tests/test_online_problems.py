"""Problem rooms: the host shares a puzzle; guests play the attacker against the solver's best
defence or the position against an engine level; the scoreboard keeps 1 solved / 0 failed."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from online_helpers import Peer, live_server

from paiju.rules import Board, Move

MATE_IN_2 = "4k4/9/9/9/9/9/9/9/R8/1R1K5 w"


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def mating_move(fen: str, line: list[str]) -> str:
    board = Board(fen)
    for text in line:
        board.push(Move.from_iccs(text))
    for move in board.legal_moves:
        board.push(move)
        mate = board.is_checkmate()
        board.pop()
        if mate:
            return move.iccs()
    raise AssertionError("no mate in one")


def test_problem_room_scoreboard(tmp_path: Path) -> None:
    async def body() -> None:
        async with live_server(f"sqlite:///{tmp_path / 'p.sqlite3'}") as (base, _):
            host = await Peer.connect(base)
            made = await host.ok("create", name="Composer", password="pz", kind="problem",
                                 puzzle={"fen": MATE_IN_2, "mate": 2, "title": "Two chariots"})
            code = made["room"]
            assert made["seat"] == "host" and made["state"]["puzzle"]["mate"] == 2

            solver = await Peer.connect(base)
            await solver.ok("join", room=code, password="pz", name="Ann")
            assert solver.seat == "guest"
            start = await solver.ok("attempt_start", mode="solve")
            assert start["attempt"]["best"] == 2 and start["attempt"]["line"] == []
            first = await solver.ok("move", move="b0b8")
            assert first["judgement"] == "good" and len(first["reply"]) == 1  # the defence
            line = first["attempt"]["line"]
            assert len(line) == 2 and line[0] == "b0b8"
            final = await solver.ok("move", move=mating_move(MATE_IN_2, line))
            assert final["judgement"] == "mate" and final["attempt"]["score"] == 1

            failer = await Peer.connect(base)
            await failer.ok("join", room=code, password="pz", name="Bob")
            await failer.ok("attempt_start", mode="solve")
            wrong = await failer.ok("move", move="d0d1")  # a quiet king move: no mate in time
            assert wrong["judgement"] == "loses" and wrong["attempt"]["score"] == 0
            assert (await failer.request("move", move="a1a2"))["code"] == "no_attempt"

            player = await Peer.connect(base)
            await player.ok("join", room=code, password="pz", name="Cid")
            await player.ok("attempt_start", mode="engine", level=1)
            reply = await player.ok("move", move="b0b8")
            line = reply["attempt"]["line"]
            assert len(line) == 2 and not reply["attempt"]["finished"]  # the engine answered
            last = await player.ok("move", move=mating_move(MATE_IN_2, line))
            assert last["result"] == {"result": "1-0", "termination": "checkmate"}

            room = await host.state_where(lambda r: len(r["scoreboard"]) == 3 and all(
                row["score"] is not None for row in r["scoreboard"]))
            assert {(row["name"], row["score"]) for row in room["scoreboard"]} == \
                {("Ann", 1), ("Bob", 0), ("Cid", 1)}
            # problem rooms have no game to resign
            assert (await host.request("resign"))["type"] == "error"
            for p in (host, solver, failer, player):
                await p.close()
    run(body())
