"""Stipulations of xiangqi problems (docs/rules.md section 5).

Shared by the puzzle files, the solver and the app: mate in N attacker moves,
checks-only (连将杀), or a budget of quiet (non-checking) attacker moves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_STIP_RE = re.compile(r"(?i)^\s*(checks)?#([1-9][0-9]{0,3})(?:/q([0-9]{1,4}))?\s*$")


@dataclass(frozen=True, slots=True)
class Stipulation:
    """What the attacker (the side to move) must achieve.

    ``moves`` counts the attacker's moves (mate in N). ``checks_only`` requires every attacker
    move to give check (连将杀). ``max_quiet`` bounds the attacker's non-checking moves.
    Text form: ``#3``, ``checks#5``, ``#7/q1`` (mate in 7 with at most one quiet move).
    """

    moves: int
    checks_only: bool = False
    max_quiet: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.moves, int) or self.moves < 1:
            raise ValueError(f"stipulation: mate in {self.moves!r}: moves must be at least 1")
        if self.max_quiet is not None:
            if self.max_quiet < 0:
                raise ValueError(f"stipulation: quiet budget {self.max_quiet} is negative")
            if self.checks_only:
                raise ValueError("stipulation: checks-only already allows no quiet move; "
                                 "give checks_only or max_quiet, not both")

    @classmethod
    def parse(cls, text: str) -> Stipulation:
        """``"#3"``, ``"checks#5"``, ``"#7/q1"`` -> Stipulation. Raises ValueError."""
        m = _STIP_RE.match(text)
        if not m:
            raise ValueError(f"not a stipulation: {text!r} (expected #N, checks#N or #N/qK)")
        quiet = None if m.group(3) is None else int(m.group(3))
        return cls(int(m.group(2)), m.group(1) is not None, quiet)

    def __str__(self) -> str:
        prefix = "checks" if self.checks_only else ""
        suffix = "" if self.max_quiet is None else f"/q{self.max_quiet}"
        return f"{prefix}#{self.moves}{suffix}"

    def describe(self) -> str:
        """English description, e.g. ``checks-only mate in 5``."""
        text = f"mate in {self.moves}"
        if self.checks_only:
            return "checks-only " + text
        if self.max_quiet is not None:
            text += f" (at most {self.max_quiet} quiet move{'s' * (self.max_quiet != 1)})"
        return text
