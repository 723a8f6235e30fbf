"""A game of xiangqi: start position, moves, clocks, result and the rule that ended it.

Qt-free and shared by the app's Play mode, ``paiju replay`` and online play. All move rules
come from ``Board`` (the compiled core); this module adds what a *game* needs on top:

* the side to move with no legal move loses (mate or stalemate), read off the Board;
* repetition (docs/rules.md section 3): on the third occurrence of a position a side that checked
  with every move of the cycle loses (perpetual check); else a side that chased the same
  unprotected piece with every move of the cycle loses (perpetual chase, the subset described
  in ``docs/game-rules.md`` and in ``chased_pieces``); otherwise a draw;
* a configurable no-capture limit (``GameRules.no_capture_limit``, default 60 moves each side);
* resignation, agreed draw and flag fall, with ``TimeControl`` and ``Clock``.

>>> game = Game()
>>> game.play(Move.from_iccs("h2e2"))
>>> _ = game.resign(BLACK)
>>> game.describe()
'1-0 Black resigns'
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .board import Board, Outcome, Termination
from .errors import IllegalMoveError
from .fen import STARTING_FEN
from .moves import Move
from .pieces import BLACK, RED, Color
from .squares import Square

__all__ = [
    "Clock", "Game", "GameError", "GameMove", "GameRules", "TimeControl", "chased_pieces",
    "format_clock",
    "describe", "perpetual_chaser",
]


class GameError(ValueError):
    """A game action the rules do not allow: a bad start position, a move after the end."""


@dataclass(frozen=True, slots=True)
class GameRules:
    """Configurable game rules.

    ``no_capture_limit``: moves *each side* without a capture that draw the game (None: no
    limit). ``chase_rule``: apply the perpetual-chase subset on repetitions.
    """

    no_capture_limit: int | None = 60
    chase_rule: bool = True

    @property
    def no_capture_plies(self) -> int | None:
        return None if self.no_capture_limit is None else 2 * self.no_capture_limit


# ------------------------------------------------------------------ clocks


@dataclass(frozen=True, slots=True)
class TimeControl:
    """Time for the whole game per side plus an increment after each move, in milliseconds."""

    base_ms: int
    increment_ms: int = 0

    def __post_init__(self) -> None:
        if self.base_ms <= 0 or self.increment_ms < 0:
            raise ValueError(f"time control needs a positive base and an increment >= 0, "
                             f"not {self.base_ms} ms + {self.increment_ms} ms")

    @classmethod
    def minutes(cls, minutes: float, increment_s: float = 0) -> TimeControl:
        """``TimeControl.minutes(10, 5)``: 10 minutes each, 5 seconds added per move."""
        return cls(round(minutes * 60_000), round(increment_s * 1000))

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """The PGN ``TimeControl`` tag form ``SECONDS+INCREMENT`` (``600+5``, ``300``)."""
        base, _, inc = text.strip().partition("+")
        try:
            return cls(round(float(base) * 1000), round(float(inc or 0) * 1000))
        except ValueError:
            raise ValueError(f"not a time control: {text!r} (expected like 600+5: "
                             "seconds, then the increment in seconds)") from None

    def pgn(self) -> str:
        """``600+5``: the PGN tag value."""
        return f"{_seconds(self.base_ms)}+{_seconds(self.increment_ms)}"

    def __str__(self) -> str:
        return f"{self.base_ms / 60_000:g} min + {self.increment_ms / 1000:g} s"


def _seconds(ms: int) -> str:
    return f"{ms / 1000:g}"


def format_clock(ms: int) -> str:
    """``h:mm:ss`` as in PGN ``[%clk]`` comments (tenths dropped)."""
    s = max(0, ms) // 1000
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"


class Clock:
    """Two countdown clocks; the running one loses time. ``now`` returns seconds.

    The default time source is ``time.monotonic``; tests pass their own. Nothing here runs
    by itself: callers ask ``remaining`` and ``flagged`` when they want (a UI timer does).
    """

    def __init__(self, control: TimeControl,
                 now: Callable[[], float] = time.monotonic) -> None:
        self.control = control
        self._now = now
        self._left = {RED: control.base_ms, BLACK: control.base_ms}
        self.running: Color | None = None
        self._since = 0.0

    def remaining(self, color: Color) -> int:
        """Milliseconds left for ``color`` now (never below 0)."""
        left = self._left[color]
        if self.running is color:
            left -= round((self._now() - self._since) * 1000)
        return max(0, left)

    def set_remaining(self, color: Color, ms: int) -> None:
        self._left[color] = ms
        if self.running is color:
            self._since = self._now()

    def start(self, color: Color) -> None:
        """Run ``color``'s clock (stopping the other one)."""
        self.stop()
        self.running = color
        self._since = self._now()

    def stop(self) -> None:
        if self.running is not None:
            self._left[self.running] = self.remaining(self.running)
            self.running = None

    def press(self) -> int:
        """The running side moved: stop its clock, add the increment, start the other.

        Returns the mover's remaining time after the increment. Raises GameError if no clock
        runs or the mover's flag already fell.
        """
        mover = self.running
        if mover is None:
            raise GameError("no clock is running")
        left = self.remaining(mover)
        if left <= 0:
            raise GameError(f"{mover.label}'s flag has fallen")
        self._left[mover] = left + self.control.increment_ms
        self.running = None
        self.start(mover.other)
        return self._left[mover]

    def flagged(self) -> Color | None:
        """The running side if its time is up, else None."""
        if self.running is not None and self.remaining(self.running) <= 0:
            return self.running
        return None


# ------------------------------------------------------------------ the game


@dataclass(frozen=True, slots=True)
class GameMove:
    """A move of the record and the mover's clock after it (ms, None without clocks)."""

    move: Move
    clock_ms: int | None = None


@dataclass
class Game:
    """A game from any legal start position.

    ``play`` checks legality and judges the new position (mate, stalemate, repetition
    rulings, no-capture limit); ``resign``, ``agree_draw`` and ``flag_fall`` end it by a
    player's act; ``takeback`` reopens it. ``outcome`` is None while the game goes on.
    ``tags`` holds PGN header values (Event, Date, ...); ``red``/``black`` the players.
    Raises GameError for a start position with a setup error (docs/rules.md section 4).
    """

    start_fen: str = STARTING_FEN
    rules: GameRules = field(default_factory=GameRules)
    time_control: TimeControl | None = None
    red: str = ""
    black: str = ""
    tags: dict[str, str] = field(default_factory=dict)
    moves: list[GameMove] = field(default_factory=list, init=False)
    outcome: Outcome | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        try:
            board = Board(self.start_fen)
        except ValueError as exc:
            raise GameError(f"start position: {exc}") from None
        errors = [issue for issue in board.validate() if issue.is_error]
        if errors:
            raise GameError(f"start position: {errors[0].message}")
        self.start_fen = board.fen()
        self._board = board
        self.outcome = self._judge()

    # -- state ---------------------------------------------------------------
    def board(self) -> Board:
        """A copy of the current position with its move stack."""
        return self._board.copy()

    @property
    def turn(self) -> Color:
        return self._board.turn

    @property
    def ply(self) -> int:
        return len(self.moves)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def position_at(self, ply: int) -> Board:
        """The position after the first ``ply`` moves (0: the start position)."""
        if not 0 <= ply <= len(self.moves):
            raise IndexError(f"ply {ply} outside 0..{len(self.moves)}")
        board = Board(self.start_fen)
        for gm in self.moves[:ply]:
            board.push(gm.move)
        return board

    def legal_moves(self) -> list[Move]:
        """The moves that may be played now (none once the game is over)."""
        return [] if self.outcome else list(self._board.legal_moves)

    def move_number(self, ply: int) -> tuple[int, Color]:
        """Move number and mover of the ``ply``-th move (1-based) as PGN numbers it."""
        start = Board(self.start_fen)
        index = ply - 1 + (1 if start.turn is BLACK else 0)
        return start.fullmove_number + index // 2, RED if index % 2 == 0 else BLACK

    # -- acts ------------------------------------------------------------------
    def play(self, move: Move, *, clock_ms: int | None = None) -> Outcome | None:
        """Play a legal move and return the outcome it brings (None: the game goes on).

        Raises GameError after the end and IllegalMoveError for an illegal move.
        """
        if self.outcome is not None:
            raise GameError(f"the game is over ({self.describe()})")
        if not self._board.is_legal(move):
            number, mover = self.move_number(self.ply + 1)
            raise IllegalMoveError(f"move {number} ({mover.label}): {move.iccs()} is not legal "
                                   f"in {self._board.fen()}")
        self._board.push(move)
        self.moves.append(GameMove(move, clock_ms))
        self.outcome = self._judge()
        return self.outcome

    def play_all(self, moves: Iterable[Move]) -> Outcome | None:
        for move in moves:
            self.play(move)
        return self.outcome

    def takeback(self, plies: int = 1) -> list[Move]:
        """Take back up to ``plies`` moves (last first) and reopen the game."""
        taken = []
        for _ in range(min(plies, len(self.moves))):
            self._board.pop()
            taken.append(self.moves.pop().move)
        self.outcome = self._judge()
        return taken

    def resign(self, color: Color) -> Outcome:
        return self.end(Outcome(Termination.RESIGNATION, color.other))

    def agree_draw(self) -> Outcome:
        return self.end(Outcome(Termination.AGREEMENT, None))

    def flag_fall(self, color: Color) -> Outcome:
        """``color`` ran out of time and loses."""
        return self.end(Outcome(Termination.TIME_FORFEIT, color.other))

    def end(self, outcome: Outcome) -> Outcome:
        """End the game with an outcome (also used to keep a recorded result)."""
        if self.outcome is not None:
            raise GameError(f"the game is over ({self.describe()})")
        self.outcome = outcome
        return outcome

    # -- words -------------------------------------------------------------
    def result(self) -> str:
        """PGN result: ``1-0``, ``0-1``, ``1/2-1/2`` or ``*`` while it goes on."""
        return self.outcome.result() if self.outcome else "*"

    def describe(self) -> str:
        """The result and the rule, e.g. ``0-1 perpetual check by Red``; ``*`` if not over."""
        return describe(self.outcome, self.rules) if self.outcome else "*"

    def _judge(self) -> Outcome | None:
        outcome = self._board.outcome(no_capture_limit=self.rules.no_capture_plies)
        if (outcome is not None and outcome.termination is Termination.REPETITION
                and self.rules.chase_rule):
            chaser = perpetual_chaser(self._board)
            if chaser is not None:
                return Outcome(Termination.PERPETUAL_CHASE, chaser.other)
        return outcome


def describe(outcome: Outcome, rules: GameRules | None = None) -> str:
    """English words for an outcome: ``1-0 checkmate``, ``0-1 perpetual check by Red``."""
    term, winner = outcome.termination, outcome.winner
    loser = winner.other.label if winner is not None else ""
    words = {
        Termination.CHECKMATE: "checkmate",
        Termination.STALEMATE: f"stalemate ({loser} has no legal move)",
        Termination.PERPETUAL_CHECK: f"perpetual check by {loser}",
        Termination.PERPETUAL_CHASE: f"perpetual chase by {loser}",
        Termination.REPETITION: "threefold repetition",
        Termination.NO_CAPTURE: _no_capture_words(rules),
        Termination.RESIGNATION: f"{loser} resigns",
        Termination.AGREEMENT: "draw agreed",
        Termination.TIME_FORFEIT: f"{loser} lost on time",
        Termination.RECORDED: "recorded result",
    }[term]
    return f"{outcome.result()} {words}"


def _no_capture_words(rules: GameRules | None) -> str:
    if rules is None or rules.no_capture_limit is None:
        return "no-capture rule"
    return f"no capture in {rules.no_capture_limit} moves"


# ------------------------------------------------------------------ perpetual chase


def _cycle(board: Board) -> tuple[Board, list[Move]]:
    """The position at the first earlier occurrence of the current one and the moves
    played since (none when the position did not occur before)."""
    walk = board.copy()
    key, back, first = board.key, 0, 0
    while walk.move_stack:
        walk.pop()
        back += 1
        if walk.key == key:
            first = back
    if not first:
        return board.copy(stack=False), []
    walk = board.copy()
    for _ in range(first):
        walk.pop()
    return walk.copy(stack=False), board.move_stack[len(board.move_stack) - first:]


def chased_pieces(before: Board, move: Move) -> set[Square]:
    """Points of the enemy pieces that ``move`` (legal in ``before``) newly chases.

    The rule lives in the compiled core (``xq_chased`` in ``paiju/native/position.c``).
    A move out of check chases nothing (docs/rules.md §3). Otherwise a piece is chased
    when, after the move, a piece of the mover could capture it next move — a capture it
    could not make before the move — and all of these hold:

    * the attacker is not a general or a soldier (generals and soldiers may chase freely);
    * the chased piece is not the general, nor a soldier on its own side of the river;
    * it is not an offer of exchange: the chased piece, of the attacker's kind, cannot
      capture the attacker back;
    * the chased piece is unprotected — after the capture its side has no legal move back
      onto the point — except that a chariot attacked by a horse or a cannon counts as
      unprotected (it is worth more than its attacker).

    Raises ValueError for a move that is not legal in ``before``.
    """
    bits = before._pos.chased(move.code)
    return {sq for sq in range(90) if bits >> sq & 1}


def perpetual_chaser(board: Board) -> Color | None:
    """On a repeated position: the one side that chased the same piece with every move of
    the cycle (see ``chased_pieces``; the pieces are followed as they flee), or None (no
    side, or both). Judged by the compiled core (``xq_perpetual_chaser``)."""
    start, moves = _cycle(board)
    if not moves:
        return None
    chaser = start._pos.perpetual_chaser([move.code for move in moves])
    return None if chaser < 0 else Color(chaser)
