"""Problem rooms: the host shares a puzzle; each guest plays it and scores 1 solved / 0 failed.

Two modes per attempt: ``solve`` — the guest plays the attacker against the solver's best
defence, judged as the app's training mode does (``paiju.solver.training``); ``engine`` —
the guest plays the position out as a game against a built-in engine level
(``paiju.engine``), won when the game rules give the guest the win. The first finished
attempt of a guest is the score on the room's scoreboard; later attempts are practice.
Solver and engine run in the worker processes of ``paiju.server.workpool`` under its time
budgets, never on the event loop: a puzzle is verified once, at room creation (refused if
the solver cannot do it within the budget), and its fastest mate is stored with it, so
starting an attempt costs no solving.
"""
from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING, Any

from paiju.rules import Board, Move
from paiju.solver.prover import quiet_budget, spend

from .protocol import Message, ProtocolError
from .room import Change, Room, Session
from .rules import parse_move
from .workpool import Budget, WorkPool, job_engine_reply, job_judge, job_verify

if TYPE_CHECKING:
    from .hub import Client, Hub

ENGINE_MOVETIME_MS = 300
MAX_MATE = 15


def engine_levels() -> list[int]:
    """The built-in engine levels this installation has (empty without ``engine``)."""
    if importlib.util.find_spec("paiju.engine") is None:
        return []
    from paiju import engine
    return list(range(1, len(engine.LEVELS) + 1))


class ProblemJudge:
    """Answers problem-room requests; the solving runs in a ``WorkPool``."""

    def __init__(self, budget: Budget | None = None) -> None:
        self.pool = WorkPool(budget or Budget())

    def close(self) -> None:
        self.pool.close()

    # -- the puzzle ----------------------------------------------------------------------------
    def check_puzzle(self, msg: Message) -> dict[str, Any]:
        """The puzzle of a create request, checked for form (``verify`` solves it)."""
        puzzle = msg.obj("puzzle")
        if puzzle is None:
            raise ProtocolError("bad_request", "a problem room needs a puzzle")
        fen = puzzle.text("fen", limit=200, allow_empty=False)
        try:
            board = Board(fen)
        except ValueError:
            raise ProtocolError("bad_fen", "the puzzle's FEN cannot be read") from None
        if not board.is_valid() or not board.legal_moves:
            raise ProtocolError("bad_fen", "the puzzle is not a legal position to play")
        return {"fen": board.fen(), "title": puzzle.text("title", limit=120, default=""),
                "mate": puzzle.integer("mate", low=1, high=MAX_MATE),
                "checks_only": puzzle.flag("checks_only"),
                "max_quiet": puzzle.integer("max_quiet", low=0, high=MAX_MATE, default=MAX_MATE)
                if "max_quiet" in puzzle.data else None}

    async def verify(self, key: str, puzzle: dict[str, Any]) -> None:
        """Solve ``puzzle`` within the verification budget and store its fastest mate in it
        (``best``); refuse one the solver cannot do in time or finds unsound."""
        seconds = self.pool.budget.verify_s
        quiet = quiet_budget(puzzle["checks_only"], puzzle["max_quiet"])
        found = await self.pool.run(key, job_verify, puzzle["fen"], puzzle["mate"], quiet,
                                    seconds)
        if found.get("timeout"):
            raise ProtocolError("too_hard", f"the solver could not verify a mate in "
                                f"{puzzle['mate']} within {seconds:g} s: this server cannot "
                                "host that puzzle (try a shorter stipulation)")
        if found["best"] is None:
            raise ProtocolError("unsound", "the solver finds no mate within the "
                                "stipulation: this puzzle cannot be played")
        puzzle["best"] = found["best"]

    # -- requests ------------------------------------------------------------------------------
    async def start(self, hub: Hub, client: Client, code: str, msg: Message) -> dict[str, Any]:
        """``attempt_start``: a new attempt of the guest."""
        room, session = await _seat(hub, client, code)
        return await self._start(hub, room, session, room.settings["puzzle"], msg)

    async def move(self, hub: Hub, client: Client, code: str, msg: Message) -> dict[str, Any]:
        """``move`` in a problem room: the guest's move judged, and the reply."""
        room, session = await _seat(hub, client, code)
        return await self._move(hub, room, session, room.settings["puzzle"], msg)

    async def _start(self, hub: Hub, room: Room, session: Session, puzzle: dict[str, Any],
                     msg: Message) -> dict[str, Any]:
        mode = msg.choice("mode", ("solve", "engine"), "solve")
        level = None
        best = None
        if mode == "engine":
            levels = engine_levels()
            if not levels:
                raise ProtocolError("unsupported", "no engine on this server")
            level = msg.integer("level", low=1, high=levels[-1], default=levels[len(levels) // 2])
        else:
            if "best" not in puzzle:  # a room made before puzzles were verified at creation
                await self.verify(room.code, puzzle)
            best = puzzle["best"]

        def begin(r: Room, now: int) -> Change:
            old = r.attempts.get(session.token_hash)
            attempt: dict[str, Any] = {"name": session.name, "mode": old["mode"] if old and
                       old["score"] is not None else mode, "score": old["score"] if old else None,
                       "line": [], "best": best, "level": level, "play_mode": mode,
                       "finished": False}
            r.attempts[session.token_hash] = attempt
            return _save(r, session, attempt, scoreboard=old is None)

        await hub._act(room.code, begin)
        return {"attempt": _view(hub.rooms[room.code].attempts[session.token_hash])}

    async def _move(self, hub: Hub, room: Room, session: Session, puzzle: dict[str, Any],
                    msg: Message) -> dict[str, Any]:
        attempt = room.attempts.get(session.token_hash)
        if attempt is None or attempt["finished"]:
            raise ProtocolError("no_attempt", "start an attempt first")
        line = list(attempt["line"])
        board = _replay(puzzle["fen"], line)
        attacker = Board(puzzle["fen"]).turn
        if board.turn is not attacker:
            raise ProtocolError("not_your_turn", "wait for the reply")
        move = parse_move(msg.text("move", limit=8))
        if move is None or not board.is_legal(move):
            raise ProtocolError("illegal", "illegal move")
        outcome: dict[str, Any]
        if attempt["play_mode"] == "solve":
            seconds = self.pool.budget.request_s
            outcome = await self.pool.run(
                room.code, job_judge, puzzle["fen"], line, move.iccs(),
                puzzle["mate"] - len(line) // 2, _quiet_left(puzzle, line), attempt["best"],
                seconds)
            if outcome.get("timeout"):
                raise ProtocolError("too_hard", f"the solver could not judge that move within "
                                    f"{seconds:g} s; the attempt is unchanged, try another")
        else:
            outcome = await self.pool.run(room.code, job_engine_reply, puzzle["fen"], line,
                                          move.iccs(), int(attempt["level"]),
                                          ENGINE_MOVETIME_MS)
            if "error" in outcome:
                raise ProtocolError("engine", outcome["error"])

        def record(r: Room, now: int) -> Change:
            current = r.attempts.get(session.token_hash)
            if current is None or current["line"] != line or current["finished"]:
                raise ProtocolError("stale", "the attempt moved on; resync")
            current["line"] = line + outcome["moves"]
            current["best"] = outcome.get("best", current["best"])
            first_score = False
            if outcome["finished"]:
                current["finished"] = True
                if current["score"] is None:
                    current["score"] = 1 if outcome["solved"] else 0
                    current["mode"] = current["play_mode"]
                    first_score = True
            return _save(r, session, current, scoreboard=first_score)

        await hub._act(room.code, record)
        final = hub.rooms[room.code].attempts[session.token_hash]
        return {"judgement": outcome["kind"], "reply": outcome["moves"][1:],
                "attempt": _view(final), **({"result": outcome["result"]}
                                            if "result" in outcome else {})}


async def _seat(hub: Hub, client: Client, code: str) -> tuple[Room, Session]:
    room = await hub._room(code)
    if room is None or room.kind != "problem":
        raise ProtocolError("bad_request", "not a problem room")
    return room, hub._session(client, room)


def _replay(fen: str, line: list[str]) -> Board:
    board = Board(fen)
    for text in line:
        board.push(Move.from_iccs(text))
    return board


def _quiet_left(puzzle: dict[str, Any], line: list[str]) -> int:
    quiet = quiet_budget(puzzle["checks_only"], puzzle["max_quiet"])
    board = Board(puzzle["fen"])
    for i, text in enumerate(line):
        move = Move.from_iccs(text)
        if i % 2 == 0:
            quiet = spend(quiet, board.gives_check(move))
        board.push(move)
    return quiet


def _view(attempt: dict[str, Any]) -> dict[str, Any]:
    return {k: attempt[k] for k in ("line", "score", "finished", "play_mode", "level", "best")}


def _save(room: Room, session: Session, attempt: dict[str, Any], scoreboard: bool) -> Change:
    data = {k: attempt[k] for k in ("line", "best", "level", "play_mode", "finished")}
    change = Change()
    change.writes.save_attempt(room.code, session.token_hash, session.name, attempt["mode"],
                               data, attempt["score"])
    if scoreboard:
        change.events.append({"type": "state"})
    return change
