"""A Three Kingdoms game: moves with takeovers, turn order skipping the defeated, draws by
third repetition and by 180 moves without capture or defeat, resign, time and leave; the
result names the rule that ended the game (docs/rules.md section 7)."""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field

from .kingdoms import Kingdom
from .position import Defeat, IllegalTkMoveError, Position, TkMove

MOVE_LIMIT = 180


class Rule(enum.Enum):
    LAST_GENERAL = "last-general"
    REPETITION = "repetition"
    MOVE_LIMIT = "move-limit"
    RESIGN = "resign"
    TIME = "time"
    LEAVE = "leave"


@dataclass(frozen=True, slots=True)
class Result:
    winners: tuple[Kingdom, ...]   # empty for a draw; two when they share the victory
    rule: Rule
    by: Kingdom | None = None      # who resigned, ran out of time or left

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def describe(self) -> str:
        names = " and ".join(k.label for k in self.winners)
        if self.rule is Rule.LAST_GENERAL:
            return f"{names} wins: the last kingdom with a general on the board"
        if self.rule is Rule.REPETITION:
            return "Draw: the same position occurred for the third time"
        if self.rule is Rule.MOVE_LIMIT:
            return f"Draw: {MOVE_LIMIT} moves in a row without a capture or a defeat"
        why = {Rule.RESIGN: "resigned", Rule.TIME: "ran out of time", Rule.LEAVE: "left"}
        who = self.by.label if self.by is not None else "?"
        verb = "wins" if len(self.winners) == 1 else "share the victory"
        return f"{names} {verb}: {who} {why[self.rule]}"


@dataclass
class Turn:
    kingdom: Kingdom
    move: TkMove
    defeats: list[Defeat]


@dataclass
class Game:
    start: Position = field(default_factory=Position.start)
    positions: list[Position] = field(default_factory=list)
    turns: list[Turn] = field(default_factory=list)
    initial_defeats: list[Defeat] = field(default_factory=list)
    result: Result | None = None
    departed: set[Kingdom] = field(default_factory=set)

    def __post_init__(self) -> None:
        if not self.positions:
            first, self.initial_defeats = self.start.resolved()
            self.positions = [first]
            self._judge()

    @property
    def position(self) -> Position:
        return self.positions[-1]

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def takeovers(self) -> dict[Kingdom, Kingdom]:
        """Defeated kingdom -> the kingdom that took over its army."""
        events = self.initial_defeats + [d for t in self.turns for d in t.defeats]
        return {d.victim: d.taker for d in events}

    def play(self, move: TkMove | str) -> list[Defeat]:
        """Play the move of the kingdom to move; returns the defeats it caused."""
        if self.result is not None:
            raise IllegalTkMoveError(f"the game is over: {self.result.describe()}")
        if isinstance(move, str):
            move = TkMove.parse(move)
        mover = self.position.turn
        after, defeats = self.position.play(move)
        self.positions.append(after)
        self.turns.append(Turn(mover, move, defeats))
        self._judge()
        return defeats

    def undo(self) -> None:
        """Take back the last move (and the end of the game it caused)."""
        if not self.turns:
            raise IndexError("no move to take back")
        self.turns.pop()
        self.positions.pop()
        self.result = None
        self._judge()

    def _judge(self) -> None:
        position = self.position
        if position.is_over:
            self.result = Result(position.in_play, Rule.LAST_GENERAL)
        elif Counter(p.key() for p in self.positions)[position.key()] >= 3:
            self.result = Result((), Rule.REPETITION)
        elif position.clock >= MOVE_LIMIT:
            self.result = Result((), Rule.MOVE_LIMIT)

    def _lose(self, kingdom: Kingdom, rule: Rule) -> None:
        if self.result is not None:
            raise ValueError(f"the game is over: {self.result.describe()}")
        others = tuple(k for k in self.position.in_play if k is not kingdom)
        self.result = Result(others, rule, kingdom)

    def resign(self, kingdom: Kingdom) -> None:
        self._require_in_play(kingdom, "resign")
        self._lose(kingdom, Rule.RESIGN)

    def time_out(self, kingdom: Kingdom) -> None:
        self._require_in_play(kingdom, "run out of time")
        self._lose(kingdom, Rule.TIME)

    def leave(self, kingdom: Kingdom) -> None:
        """A kingdom in play that leaves loses and ends the game; a defeated one just goes."""
        self.departed.add(kingdom)
        if kingdom in self.position.in_play:
            self._lose(kingdom, Rule.LEAVE)

    def _require_in_play(self, kingdom: Kingdom, what: str) -> None:
        if kingdom not in self.position.in_play:
            raise ValueError(f"{kingdom.label} is defeated and cannot {what}")
