"""A Three Kingdoms game: moves with takeovers, turn order skipping the defeated, draws by
third repetition and by 180 moves without capture or defeat, resign, time and leave; the
result names the rule that ended the game (docs/rules.md section 7).

The game holds the history a bare position lacks (``Blocking``): the army of a kingdom left
without a legal move goes to the rival whose move blocked it, not merely to the last mover."""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field

from .blocking import Blocking
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
    blocking: list[Blocking] = field(default_factory=list, repr=False)
    """One per position: who blocked whom so far (for the takeover rule)."""

    def __post_init__(self) -> None:
        self.start.require_generals()
        if not self.positions:
            first, self.initial_defeats = self.start.resolved()
            self.positions = [first]
            self._judge()
        if not self.blocking:
            self.blocking = [Blocking.start(self.positions[0])]

    @property
    def position(self) -> Position:
        return self.positions[-1]

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def takeovers(self) -> dict[Kingdom, Kingdom]:
        """Defeated kingdom -> the kingdom that took over its army (for a kingdom defeated
        before the game began, as the start position records it)."""
        first = self.positions[0]
        takers = {k: h for k in first.defeated if (h := first.holder(k)) is not None}
        takers.update((d.victim, d.taker) for t in self.turns for d in t.defeats)
        return takers

    def play(self, move: TkMove | str) -> list[Defeat]:
        """Play the move of the kingdom to move; returns the defeats it caused."""
        if self.result is not None:
            raise IllegalTkMoveError(f"the game is over: {self.result.describe()}")
        if isinstance(move, str):
            move = TkMove.parse(move)
        mover = self.position.turn
        after, defeats = self.position.play(move, self.blocking[-1].takers(mover))
        self.blocking.append(self.blocking[-1].after(mover, after, defeats))
        self.positions.append(after)
        self.turns.append(Turn(mover, move, defeats))
        self._judge()
        return defeats

    def blocker(self, kingdom: Kingdom, mover: Kingdom) -> Kingdom | None:
        """Who takes over `kingdom`'s army should `mover`'s move (about to be played) leave it
        without a legal move (``Blocking.blocker``); None: the last mover, by the fallback."""
        return self.blocking[-1].blocker(kingdom, mover)

    def undo(self) -> None:
        """Take back the last move (and the end of the game it caused)."""
        if not self.turns:
            raise IndexError("no move to take back")
        self.turns.pop()
        self.positions.pop()
        self.blocking.pop()
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
