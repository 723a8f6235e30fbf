"""A room in memory: seats, the current game, its clocks and offers; each action checked.

``Room`` methods validate a request against the rules and the seat that sent it, change the
room, and return a ``Change``: the named writes that record it (``paiju.server.storage``) and
the events for the room's clients. The hub commits the change before anything is
acknowledged; if the commit fails the room is reloaded from storage (``load_room``), which is
also how a restarted server resumes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from paiju.rules import BLACK, RED, STARTING_FEN, Board
from paiju.rules.errors import IllegalMoveError
from paiju.rules.game import Game as Record
from paiju.rules.game import GameError

from .protocol import ProtocolError
from .rules import RULES, color_name, parse_move, stored_outcome, words
from .storage import Store, StoredRoom, Writes

SEATS = ("red", "black")


@dataclass
class Session:
    token_hash: str
    seat: str       # red | black | spectator | guest (problem rooms)
    name: str


@dataclass
class Game:
    """The running game of a room: the rules' record plus the server's clock state."""

    number: int
    fen: str
    red_name: str
    black_name: str
    red_ms: int | None          # remaining at the start of the running turn (None: no clock)
    black_ms: int | None
    turn_started: int | None    # epoch ms when the side to move's clock started
    started_at: int
    record: Record = field(init=False)
    offers: dict[str, str] = field(default_factory=dict)  # "draw"/"takeback" -> colour

    saved: tuple[Any, ...] | None = None  # the game's state as last stored (None: unknown)
    position: str = field(init=False)     # FEN after the last move, kept by ``moved``
    check: bool = field(init=False)

    def __post_init__(self) -> None:
        self.record = Record(self.fen, RULES, red=self.red_name, black=self.black_name)
        self.moved()

    def moved(self) -> None:
        """The record changed (a move, a takeback): refresh the position it shows."""
        board = self.record.board()
        self.position, self.check = board.fen(), board.is_check()

    @property
    def moves(self) -> list[str]:
        return [gm.move.iccs() for gm in self.record.moves]

    @property
    def ply(self) -> int:
        return self.record.ply

    @property
    def over(self) -> bool:
        return self.record.outcome is not None

    @property
    def result(self) -> str | None:
        return self.record.outcome.result() if self.record.outcome else None

    @property
    def termination(self) -> str | None:
        return words(self.record.outcome) if self.record.outcome else None

    @property
    def turn(self) -> str:
        return color_name(self.record.turn)

    def remaining(self, color: str) -> int | None:
        return self.red_ms if color == "red" else self.black_ms

    def clocks(self, now_ms: int) -> dict[str, Any]:
        running = None if self.over or self.red_ms is None else self.turn
        return {"red_ms": self.red_ms, "black_ms": self.black_ms, "running": running,
                "elapsed_ms": max(0, now_ms - self.turn_started)
                if running and self.turn_started else 0}

    def view(self, now_ms: int) -> dict[str, Any]:
        return {"number": self.number, "fen": self.fen, "moves": self.moves,
                "turn": self.turn, "red": self.red_name, "black": self.black_name,
                "clocks": self.clocks(now_ms), "result": self.result,
                "termination": self.termination, "offers": dict(self.offers),
                "position": self.position, "check": self.check}


@dataclass
class Change:
    writes: Writes = field(default_factory=Writes)
    events: list[dict[str, Any]] = field(default_factory=list)
    reply: dict[str, Any] = field(default_factory=dict)


@dataclass
class Room:
    code: str
    kind: str                      # game | problem
    host_name: str
    private: bool
    settings: dict[str, Any]       # host_color, initial_ms, increment_ms, fen, puzzle
    status: str                    # open | expired
    version: int
    created_at: int
    last_activity: int
    sessions: dict[str, Session] = field(default_factory=dict)
    game: Game | None = None
    attempts: dict[str, dict[str, Any]] = field(default_factory=dict)  # problem rooms

    # -- views ------------------------------------------------------------------------------
    def seated(self, seat: str) -> Session | None:
        return next((s for s in self.sessions.values() if s.seat == seat), None)

    def players(self) -> dict[str, str | None]:
        return {seat: (s.name if (s := self.seated(seat)) else None) for seat in SEATS}

    def view(self, now_ms: int) -> dict[str, Any]:
        spectators = [s.name for s in self.sessions.values() if s.seat == "spectator"]
        out: dict[str, Any] = {
            "code": self.code, "kind": self.kind, "host": self.host_name,
            "private": self.private, "status": self.status, "players": self.players(),
            "spectators": spectators,
            "time_control": {"initial_ms": self.settings.get("initial_ms"),
                             "increment_ms": self.settings.get("increment_ms", 0)},
            "game": self.game.view(now_ms) if self.game else None,
        }
        if self.kind == "problem":
            out["puzzle"] = self.settings.get("puzzle")
            out["scoreboard"] = self.scoreboard()
        return out

    def scoreboard(self) -> list[dict[str, Any]]:
        return [{"name": a["name"], "mode": a["mode"], "score": a["score"]}
                for a in self.attempts.values()]

    def lobby_entry(self) -> dict[str, Any]:
        players = self.players()
        return {"code": self.code, "kind": self.kind, "host": self.host_name,
                "players": players, "open_seat": None in players.values(),
                "time_control": {"initial_ms": self.settings.get("initial_ms"),
                                 "increment_ms": self.settings.get("increment_ms", 0)}}

    # -- seats -------------------------------------------------------------------------------
    def host_seat(self) -> str:
        color = str(self.settings.get("host_color", "red"))
        if color == "random":
            color = random.choice(SEATS)
            self.settings["host_color"] = color
        return color if self.kind == "game" else "host"

    def seat_for(self, want: str) -> str:
        """The seat a newcomer gets: a free player seat if wanted, else spectator."""
        if self.kind == "problem":
            return "guest"
        if want == "player":
            for seat in SEATS:
                if self.seated(seat) is None:
                    return seat
        return "spectator"

    def add_session(self, session: Session, now_ms: int, limit: int | None = None,
                    online: frozenset[str] = frozenset()) -> Change:
        """Seat ``session``. With ``limit``, a room at its limit first forgets its oldest
        spectator or guest sessions whose tokens are not ``online`` (refused if none)."""
        change = Change()
        if limit is not None and len(self.sessions) >= limit:
            stale = [s.token_hash for s in self.sessions.values()
                     if s.seat in ("spectator", "guest") and s.token_hash not in online]
            dropped = stale[:len(self.sessions) - limit + 1]
            if len(self.sessions) - len(dropped) >= limit:
                raise ProtocolError("full", f"the room has its {limit} people already")
            for token_hash in dropped:
                del self.sessions[token_hash]
                change.writes.drop_session(token_hash)
        self.sessions[session.token_hash] = session
        change.writes.add_session(self.code, session.token_hash, session.seat, session.name,
                                  now_ms)
        if self.kind == "game" and self.game is None and None not in self.players().values():
            self._start_game(change, 1, now_ms)
        change.events.append({"type": "state"})
        return change

    # -- games -------------------------------------------------------------------------------
    def _start_game(self, change: Change, number: int, now_ms: int) -> None:
        players = self.players()
        initial = self.settings.get("initial_ms")
        game = Game(number, str(self.settings.get("fen") or STARTING_FEN),
                    players["red"] or "?", players["black"] or "?",
                    initial, initial, now_ms if initial else None, now_ms)
        self.game = game
        change.writes.start_game(self.code, number, game.fen, game.red_name, game.black_name,
                                 game.red_ms, game.black_ms, game.turn_started, now_ms)
        game.saved = (game.red_ms, game.black_ms, game.turn_started, None, None, {}, None)

    def _save_game(self, change: Change, now_ms: int) -> None:
        """Store the game's clocks, offers and result, unless the row holds them already
        (an untimed game's row changes only with offers and the result). A room whose commit
        fails is dropped and reloaded, so ``saved`` never outlives a lost write."""
        game = self.game
        assert game is not None
        row = (game.red_ms, game.black_ms, game.turn_started, game.result,
               game.record.outcome.termination.value if game.record.outcome else None,
               dict(game.offers), now_ms if game.over else None)
        if row == game.saved:
            return
        game.saved = row
        change.writes.save_game(self.code, game.number, *row)

    def _active_player(self, session: Session) -> Game:
        if session.seat not in SEATS:
            raise ProtocolError("not_a_player", "spectators cannot do that")
        if self.game is None:
            raise ProtocolError("no_game", "the game has not started: a player seat is free")
        if self.game.over:
            raise ProtocolError("game_over", "the game is over")
        return self.game

    def _stop_clock(self, game: Game, now_ms: int) -> None:
        if game.red_ms is not None and game.turn_started is not None:
            spent = now_ms - game.turn_started
            if game.turn == "red":
                game.red_ms = max(0, game.red_ms - spent)
            else:
                game.black_ms = max(0, (game.black_ms or 0) - spent)
        game.turn_started = None

    def _ended(self, game: Game, now_ms: int) -> None:
        """The game just ended: stop the clock, drop the offers."""
        self._stop_clock(game, now_ms)
        game.offers.clear()

    def flag_due(self, now_ms: int) -> int | None:
        """Milliseconds until the side to move's flag falls (None: no running clock)."""
        game = self.game
        if game is None or game.over or game.red_ms is None or game.turn_started is None:
            return None
        left = game.remaining(game.turn) or 0
        return left - (now_ms - game.turn_started)

    def check_flag(self, now_ms: int) -> Change | None:
        due = self.flag_due(now_ms)
        if due is None or due > 0:
            return None
        game = self.game
        assert game is not None
        change = Change()
        game.record.flag_fall(game.record.turn)
        self._ended(game, now_ms)
        self._save_game(change, now_ms)
        change.events.append({"type": "state"})
        return change

    def move(self, session: Session, text: str, ply: int | None, now_ms: int) -> Change:
        game = self._active_player(session)
        index = game.ply
        if ply is not None and ply < index:
            if ply == index - 1 and game.record.moves[ply].move.iccs() == text.lower() and \
                    _mover(game, ply) == session.seat:
                return Change(reply={"ply": ply, "duplicate": True})  # a retried move
            raise ProtocolError("stale", "that move was already played; resync")
        turn = game.turn
        if session.seat != turn:
            raise ProtocolError("not_your_turn", "it is not your turn")
        if ply is not None and ply != index:
            raise ProtocolError("stale", "the position moved on; resync")
        move = parse_move(text)
        if move is None:
            raise ProtocolError("illegal", "illegal move")
        due = self.flag_due(now_ms)
        if due is not None and due <= 0:  # the flag fell before the move came
            if not game.record.board().is_legal(move):
                raise ProtocolError("illegal", "illegal move")
            flagged = self.check_flag(now_ms)
            assert flagged is not None
            return flagged
        mover_ms = None
        if game.red_ms is not None and game.turn_started is not None:
            inc = int(self.settings.get("increment_ms") or 0)
            mover_ms = (game.remaining(turn) or 0) - (now_ms - game.turn_started) + inc
        try:  # the one legality check: the record refuses an illegal move and stays as it was
            outcome = game.record.play(move, clock_ms=mover_ms)
        except (IllegalMoveError, GameError):
            raise ProtocolError("illegal", "illegal move") from None
        if mover_ms is not None:
            if turn == "red":
                game.red_ms = mover_ms
            else:
                game.black_ms = mover_ms
            game.turn_started = now_ms
        game.moved()
        change = Change()
        game.offers.clear()
        iccs = move.iccs()
        change.writes.save_move(self.code, game.number, index, iccs, game.red_ms,
                                game.black_ms, now_ms)
        if outcome is not None:
            self._ended(game, now_ms)
        self._save_game(change, now_ms)
        event: dict[str, Any] = {"type": "move", "number": game.number, "ply": index,
                                 "move": iccs, "by": session.seat,
                                 "clocks": game.clocks(now_ms), "check": game.check,
                                 "position": game.position}
        if outcome is not None:
            event["result"], event["termination"] = game.result, game.termination
        change.events.append(event)
        change.reply = {"ply": index}
        return change

    def resign(self, session: Session, now_ms: int) -> Change:
        game = self._active_player(session)
        change = Change()
        game.record.resign(RED if session.seat == "red" else BLACK)
        self._ended(game, now_ms)
        self._save_game(change, now_ms)
        change.events.append({"type": "state"})
        return change

    def offer(self, session: Session, kind: str, answer: str | None, now_ms: int) -> Change:
        """``kind`` draw/takeback; ``answer`` None (offer), "accept" or "decline"."""
        game = self._active_player(session)
        change = Change()
        pending = game.offers.get(kind)
        if answer is None:
            if kind == "takeback" and not any(_mover(game, i) == session.seat
                                               for i in range(len(game.moves))):
                raise ProtocolError("nothing_to_take_back", "you have not moved yet")
            game.offers[kind] = session.seat
        else:
            if pending is None or pending == session.seat:
                raise ProtocolError("no_offer", f"no {kind} offer to answer")
            del game.offers[kind]
            if answer == "accept" and kind == "draw":
                game.record.agree_draw()
                self._ended(game, now_ms)
            elif answer == "accept":
                self._take_back(change, pending, now_ms)
        self._save_game(change, now_ms)
        change.events.append({"type": "state"})
        return change

    def _take_back(self, change: Change, requester: str, now_ms: int) -> None:
        """Back to the requester's last turn: one move, or two if the opponent replied."""
        game = self.game
        assert game is not None
        game.record.takeback(1)
        if game.turn != requester and game.moves:
            game.record.takeback(1)
        game.moved()
        if game.turn_started is not None:
            game.turn_started = now_ms
        change.writes.drop_moves_from(self.code, game.number, len(game.moves))

    def new_game(self, session: Session, now_ms: int) -> Change:
        if session.seat not in SEATS:
            raise ProtocolError("not_a_player", "spectators cannot do that")
        if self.game is None or not self.game.over:
            raise ProtocolError("game_running", "finish the current game first")
        change = Change()
        for s in self.sessions.values():  # colours swap for the next game
            if s.seat in SEATS:
                s.seat = "black" if s.seat == "red" else "red"
                change.writes.set_seat(s.token_hash, s.seat)
        self._start_game(change, self.game.number + 1, now_ms)
        change.events.append({"type": "state"})
        return change


def _mover(game: Game, ply: int) -> str:
    first = Board(game.fen).turn
    color = first if ply % 2 == 0 else first.other
    return color_name(color)


async def load_room(store: Store, code: str) -> Room | None:
    """Rebuild a room from storage (the restart and multi-process path)."""
    stored = await store.load_room(code)
    return restored(stored) if stored is not None else None


def restored(stored: StoredRoom) -> Room:
    """The room as stored: its games' moves replayed through the rules."""
    room = Room(stored.code, stored.kind, stored.host_name, stored.private, stored.settings,
                stored.status, stored.version, stored.created_at, stored.last_activity)
    for s in stored.sessions:
        room.sessions[s.token_hash] = Session(s.token_hash, s.seat, s.name)
    if stored.game is not None:
        row = stored.game
        game = Game(row.number, row.fen, row.red_name, row.black_name, row.red_ms,
                    row.black_ms, row.turn_started, row.started_at)
        for played in row.moves:
            move = parse_move(played.move)
            clock = played.red_ms if game.turn == "red" else played.black_ms
            try:
                if move is None or game.over:
                    raise GameError(played.move)
                game.record.play(move, clock_ms=clock)
            except (IllegalMoveError, GameError):  # edited by hand: stop at the bad move
                break
        recorded = stored_outcome(row.result or "", row.termination or "")
        if recorded is not None and not game.over:
            game.record.end(recorded)
        game.moved()
        game.offers = dict(row.offers)
        room.game = game
    for a in stored.attempts:
        room.attempts[a.token_hash] = {"name": a.name, "mode": a.mode, "score": a.score,
                                       **a.data}
    return room
