"""Stipulations of xiangqi problems (docs/rules.md section 5).

Shared by the puzzle files, the solver and the app: mate in N attacker moves,
checks-only (连将杀), a budget of quiet (non-checking) attacker moves, or a study's goal:
the side to move plays and wins (红先胜) or plays and draws (红先和).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Goal = Literal["mate", "win", "draw"]

_STIP_RE = re.compile(r"(?i)^\s*(checks)?#([1-9][0-9]{0,3})(?:/q([0-9]{1,4}))?\s*$")
# The study forms: English words, and the Chinese 红先胜 / 黑先和 (the colour must be the
# side to move, which the reader of a position checks; 先胜 / 先和 alone name no colour).
_STUDY_WORDS: dict[str, Goal] = {"win": "win", "draw": "draw", "+": "win", "=": "draw"}
_STUDY_CHINESE = re.compile(r"^\s*([红紅黑])?先([胜勝和])\s*$")


@dataclass(frozen=True, slots=True)
class Stipulation:
    """What the attacker (the side to move) must achieve.

    ``goal`` "mate": ``moves`` counts the attacker's moves (mate in N). ``checks_only``
    requires every attacker move to give check (连将杀). ``max_quiet`` bounds the attacker's
    non-checking moves. Text form: ``#3``, ``checks#5``, ``#7/q1``.

    ``goal`` "win" or "draw": a study (to play and win, 红先胜; to play and draw, 红先和);
    ``moves`` is 0 and there is no budget. Text form: ``win``, ``draw`` (readers also take
    ``红先胜``, ``黑先和``, ``先胜``, ``+``, ``=``). Build one with ``Stipulation.study``.
    """

    moves: int
    checks_only: bool = False
    max_quiet: int | None = None
    goal: Goal = "mate"

    def __post_init__(self) -> None:
        if self.goal not in ("mate", "win", "draw"):
            raise ValueError(f"stipulation: goal {self.goal!r} is not mate, win or draw")
        if self.goal != "mate":
            if self.moves != 0 or self.checks_only or self.max_quiet is not None:
                raise ValueError(f"stipulation: a study to {self.goal} has no move count, "
                                 "checks-only or quiet budget")
            return
        if not isinstance(self.moves, int) or self.moves < 1:
            raise ValueError(f"stipulation: mate in {self.moves!r}: moves must be at least 1")
        if self.max_quiet is not None:
            if self.max_quiet < 0:
                raise ValueError(f"stipulation: quiet budget {self.max_quiet} is negative")
            if self.checks_only:
                raise ValueError("stipulation: checks-only already allows no quiet move; "
                                 "give checks_only or max_quiet, not both")

    @classmethod
    def study(cls, goal: Goal) -> Stipulation:
        """A study stipulation: ``study("win")`` (to play and win), ``study("draw")``."""
        return cls(0, goal=goal)

    @property
    def is_study(self) -> bool:
        """True for "to play and win" / "to play and draw" (no mate length is asked)."""
        return self.goal != "mate"

    @classmethod
    def parse(cls, text: str) -> Stipulation:
        """``"#3"``, ``"checks#5"``, ``"#7/q1"``, ``"win"``, ``"红先和"`` -> Stipulation.
        Raises ValueError."""
        study = study_goal(text)
        if study is not None:
            return cls.study(study[0])
        m = _STIP_RE.match(text)
        if not m:
            raise ValueError(f"not a stipulation: {text!r} (expected #N, checks#N, #N/qK, "
                             "win, draw, 红先胜 or 红先和)")
        quiet = None if m.group(3) is None else int(m.group(3))
        return cls(int(m.group(2)), m.group(1) is not None, quiet)

    def __str__(self) -> str:
        if self.is_study:
            return self.goal
        prefix = "checks" if self.checks_only else ""
        suffix = "" if self.max_quiet is None else f"/q{self.max_quiet}"
        return f"{prefix}#{self.moves}{suffix}"

    def describe(self) -> str:
        """English description, e.g. ``checks-only mate in 5``, ``to play and win``."""
        if self.is_study:
            return f"to play and {self.goal}"
        text = f"mate in {self.moves}"
        if self.checks_only:
            return "checks-only " + text
        if self.max_quiet is not None:
            text += f" (at most {self.max_quiet} quiet move{'s' * (self.max_quiet != 1)})"
        return text

    def chinese(self, red_to_move: bool) -> str:
        """The Chinese caption: ``红先胜``, ``黑先和``; ``3步杀`` / ``连将3步杀`` for mates."""
        if self.is_study:
            return ("红" if red_to_move else "黑") + "先" + ("胜" if self.goal == "win" else "和")
        return f"{'连将' if self.checks_only else ''}{self.moves}步杀"


def study_goal(text: str) -> tuple[Goal, bool | None] | None:
    """The goal of a study stipulation text and the colour it names (True Red, False Black,
    None for none), or None when the text is no study form."""
    word = _STUDY_WORDS.get(text.strip().lower())
    if word is not None:
        return word, None
    m = _STUDY_CHINESE.match(text)
    if m is None:
        return None
    goal: Goal = "draw" if m.group(2) == "和" else "win"
    return goal, None if m.group(1) is None else m.group(1) != "黑"


def check_study_colour(text: str, red_to_move: bool) -> None:
    """ValueError when a Chinese study form names the side not to move (``红先和`` on a
    position with Black to move)."""
    named = study_goal(text)
    if named is not None and named[1] is not None and named[1] != red_to_move:
        raise ValueError(f"{text.strip()!r} has {'Red' if named[1] else 'Black'} move first, "
                         f"but the position has {'Red' if red_to_move else 'Black'} to move")
