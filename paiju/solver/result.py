"""What the solver answers: verdict, keys, tries, the solution tree, statistics."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from paiju.rules import Move
from paiju.rules.stipulation import Stipulation

__all__ = ["AttackNode", "DefenceNode", "Proven", "SolveResult", "StatedLineNote", "Try",
           "Verdict"]


class Verdict(enum.Enum):
    SOUND = "sound"
    COOKED = "cooked"
    SHORT = "short solution"
    NO_SOLUTION = "no solution"
    ILLEGAL = "illegal position"
    CANCELLED = "cancelled"


@dataclass
class Try:
    """An attacker first move refuted by exactly one defence."""

    move: Move
    refutation: Move


@dataclass
class DefenceNode:
    """A defender reply and the attacker's best continuations after it."""

    move: Move
    length: int                    # attacker moves still needed after this reply
    continuations: list[AttackNode] = field(default_factory=list)
    main: bool = False             # the longest resistance among its siblings

    @property
    def duals(self) -> bool:
        return len(self.continuations) > 1


@dataclass
class AttackNode:
    """An attacker move; `mates` if the defender then has no legal move."""

    move: Move
    checks: bool
    mates: bool = False
    defences: list[DefenceNode] = field(default_factory=list)
    expanded: bool = True          # False for a dual or where the tree was cut off

    @property
    def length(self) -> int:
        """Attacker moves to mate from this move on, against best defence."""
        return 1 + max((d.length for d in self.defences), default=0)


@dataclass
class StatedLineNote:
    """A place where the stated line (the solution a puzzle file gives) differs from strict
    best play."""

    ply: int                        # 0-based index into the stated line
    move: str                       # the stated move (ICCS)
    kind: str                       # "slower", "fails", "weaker-defence", "illegal", "unfinished"
    message: str
    better: str = ""                # ICCS: the refuting defence, faster move or longer defence


@dataclass
class Proven:
    """What a solve has proven so far about its stipulation's question, kept as it goes so
    that a solve stopped before a verdict still says what it knows. Lengths are attacker
    moves; 0 means nothing proven."""

    no_mate_within: int = 0         # no mate within this many (the stipulation's moves)
    no_checks_mate_within: int = 0  # no mate by checks alone within this many (quiet moves
    #                                 allowed by the stipulation; else see no_mate_within)
    mate_within: int | None = None  # a mate within this many exists
    keys: list[Move] = field(default_factory=list)  # first moves mating within mate_within
    keys_open: int = 0              # first moves not yet asked about mate_within

    def no_mate(self, n: int, checks_only: bool = False) -> None:
        """Record a proof that no mate (by checks alone, if `checks_only`) is within n."""
        if checks_only:
            self.no_checks_mate_within = max(self.no_checks_mate_within, n)
        else:
            self.no_mate_within = max(self.no_mate_within, n)

    def mate(self, n: int) -> None:
        """Record a proof of a mate within n; keys known for a longer length are dropped."""
        if self.mate_within is None or n < self.mate_within:
            self.mate_within, self.keys, self.keys_open = n, [], 0

    @property
    def anything(self) -> bool:
        return bool(self.no_mate_within or self.no_checks_mate_within
                    or self.mate_within is not None)

    def length_range(self) -> tuple[int, int | None]:
        """The least and greatest mate length these proofs allow (None: no mate proven)."""
        return self.no_mate_within + 1, self.mate_within

    def range_text(self) -> str:
        """The length range in a few characters: "6–11", "≥ 6", "≤ 11", or ""."""
        low, high = self.length_range()
        if high is None:
            return f"≥ {low}" if low > 1 else ""
        return str(high) if low >= high else f"≤ {high}" if low == 1 else f"{low}–{high}"


@dataclass
class SolveResult:
    fen: str
    stipulation: Stipulation
    verdict: Verdict
    mate_in: int | None = None      # proven minimal length (None: no mate within N)
    keys: list[Move] = field(default_factory=list)
    tries: list[Try] = field(default_factory=list)
    tree: list[AttackNode] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    stated_line_notes: list[StatedLineNote] = field(default_factory=list)
    stated_line_length: int | None = None  # attacker moves in the stated line
    tree_complete: bool = True
    tries_complete: bool = True     # False: the tries were asked for and not searched to the end
    line: list[Move] = field(default_factory=list)  # main line, to the mate even if tree is cut
    nodes: int = 0
    seconds: float = 0.0
    note: str = ""
    proven: Proven = field(default_factory=Proven)  # read it when the verdict is CANCELLED

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0

    def main_line(self) -> list[Move]:
        """Key, then per move the longest resistance and the first continuation; runs to
        the mate (``line``) even where the tree was cut."""
        if self.line:
            return list(self.line)
        line: list[Move] = []
        nodes = self.tree[:1]
        while nodes:
            attack = nodes[0]
            line.append(attack.move)
            mains = [d for d in attack.defences if d.main]
            if not mains:
                break
            line.append(mains[0].move)
            nodes = mains[0].continuations[:1]
        return line
