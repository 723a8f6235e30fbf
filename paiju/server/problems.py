"""Problem rooms: the host shares a puzzle; each guest plays it and scores 1 solved / 0 failed.

Two modes per attempt: ``solve`` — the guest plays the attacker against the solver's best
defence, judged as the app's training mode does (``paiju.solver.training``); ``engine`` — the guest
plays the position out as a game against a built-in engine level (``engine`` package), won
when the game rules give the guest the win. The first finished attempt of a guest is the score
on the room's scoreboard; later attempts are practice. Solver and engine run on a worker
thread, never on the event loop.
"""

from __future__ import annotations

import asyncio
import importlib.util
import threading
from typing import TYPE_CHECKING, Any

from paiju.rules import Board, Move
from paiju.rules.game import Game
from paiju.solver.engine import Engine, quiet_budget, spend
from paiju.solver.training import analyse_move, analyse_start

from .protocol import Message, ProtocolError
from .room import Change, Room, Session
from .rules import RULES, color_name, parse_move, words

if TYPE_CHECKING:
    from .hub import Client, Hub

ENGINE_MOVETIME_MS = 300
ENGINE_HASH_MB = 16
MAX_MATE = 15


def engine_levels() -> list[int]:
    """The built-in engine levels this installation has (empty without ``engine``)."""
    if importlib.util.find_spec("paiju.engine") is None:
        return []
    from paiju import engine
    return list(range(1, len(engine.LEVELS) + 1))


class ProblemJudge:
    """Answers problem-room requests; one prover table shared under a lock."""

    def __init__(self, memory_mb: int = 16) -> None:
        self.memory_mb = memory_mb
        self._engine: Engine | None = None
        self._lock = threading.Lock()
        self._players: dict[int, Any] = {}  # engine level -> engine.Engine

    # -- the puzzle ----------------------------------------------------------------------------
    def check_puzzle(self, msg: Message) -> dict[str, Any]:
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

    def _prover(self) -> Engine:
        if self._engine is None:
            self._engine = Engine(self.memory_mb)
        return self._engine

    # -- requests ------------------------------------------------------------------------------
    async def handle(self, hub: Hub, client: Client, code: str, msg: Message) -> dict[str, Any]:
        room = await hub._room(code)
        if room is None or room.kind != "problem":
            raise ProtocolError("bad_request", "not a problem room")
        session = hub._session(client, room)
        puzzle = room.settings["puzzle"]
        if msg.type == "attempt_start":
            return await self._start(hub, room, session, puzzle, msg)
        if msg.type == "move":
            return await self._move(hub, room, session, puzzle, msg)
        raise ProtocolError("bad_request", "not allowed in a problem room")

    async def _start(self, hub: Hub, room: Room, session: Session, puzzle: dict[str, Any],
                     msg: Message) -> dict[str, Any]:
        mode = msg.choice("mode", ("solve", "engine"), "solve")
        level = None
        board = Board(puzzle["fen"])
        best = None
        if mode == "engine":
            levels = engine_levels()
            if not levels:
                raise ProtocolError("unsupported", "no engine on this server")
            level = msg.integer("level", low=1, high=levels[-1], default=levels[len(levels) // 2])
        else:
            quiet = quiet_budget(puzzle["checks_only"], puzzle["max_quiet"])
            outlook = await asyncio.to_thread(self._locked, analyse_start, board,
                                              puzzle["mate"], quiet)
            if outlook.best is None:
                raise ProtocolError("unsound", "the solver finds no mate within the "
                                    "stipulation: this puzzle cannot be played")
            best = outlook.best

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
            outcome = await asyncio.to_thread(self._judge, puzzle, board, line, move,
                                              attempt["best"])
        else:
            outcome = await asyncio.to_thread(self._engine_reply, puzzle["fen"], line, move,
                                              int(attempt["level"]), attacker)

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

    # -- worker-thread bodies ------------------------------------------------------------------
    def _locked(self, fn: Any, *args: Any) -> Any:
        with self._lock:
            return fn(self._prover(), *args)

    def _judge(self, puzzle: dict[str, Any], board: Board, line: list[str], move: Move,
               best: int | None) -> dict[str, Any]:
        quiet = _quiet_left(puzzle, line)
        left = puzzle["mate"] - len(line) // 2
        j = self._locked(analyse_move, board, move, left, quiet, best)
        moves = [move.iccs()] + ([j.defence.iccs()] if j.defence is not None else [])
        finished = j.kind in ("mate", "loses")
        return {"kind": j.kind, "moves": moves, "finished": finished,
                "solved": j.kind == "mate", "best": j.outlook.best}

    def _engine_reply(self, fen: str, line: list[str], move: Move, level: int,
                      attacker: Any) -> dict[str, Any]:
        from paiju import engine
        game = Game(fen, RULES)
        for text in line:
            game.play(Move.from_iccs(text))
        game.play(move)
        moves = [move.iccs()]
        if game.outcome is None:
            with self._lock:
                player = self._players.get(level)
                if player is None:
                    player = self._players[level] = engine.Engine(ENGINE_HASH_MB, level=level)
            found = player.search(game.board(),
                                  engine.Limits(movetime_ms=ENGINE_MOVETIME_MS)).best_move
            if found is None:
                raise ProtocolError("engine", "the engine found no move")
            game.play(found)
            moves.append(found.iccs())
        out: dict[str, Any] = {"kind": "played", "moves": moves,
                               "finished": game.outcome is not None, "solved": False}
        if game.outcome is not None:
            winner = game.outcome.winner
            out["solved"] = winner is not None and color_name(winner) == color_name(attacker)
            out["result"] = {"result": game.outcome.result(), "termination": words(game.outcome)}
        return out


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
    import json

    data = {k: attempt[k] for k in ("line", "best", "level", "play_mode", "finished")}
    change = Change(statements=[(
        "INSERT INTO attempts (room_code, token_hash, name, mode, moves, score) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (room_code, token_hash) DO UPDATE SET "
        "mode = excluded.mode, moves = excluded.moves, score = excluded.score",
        (room.code, session.token_hash, session.name, attempt["mode"], json.dumps(data),
         attempt["score"]))])
    if scoreboard:
        change.events.append({"type": "state"})
    return change
