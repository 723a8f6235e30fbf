"""The goal of a three-player puzzle: ATTACKER (to move) eliminates VICTIM within N of its
own moves, whatever the two others play."""

from __future__ import annotations

from dataclasses import dataclass

from .kingdoms import Kingdom


@dataclass(frozen=True)
class TkGoal:
    attacker: Kingdom
    victim: Kingdom
    moves: int

    def text(self) -> str:
        return f"{self.attacker.label} eliminates {self.victim.label} in {self.moves}"

    @classmethod
    def parse(cls, text: str) -> TkGoal:
        """Read ``Shu eliminates Wei in 2``. Raises ValueError."""
        words = text.split()
        if len(words) != 5 or words[1] != "eliminates" or words[3] != "in" \
                or not words[4].isdigit() or int(words[4]) < 1:
            raise ValueError(f"not a goal: {text!r} (like 'Shu eliminates Wei in 2')")
        attacker, victim = Kingdom.from_name(words[0]), Kingdom.from_name(words[2])
        if attacker is victim:
            raise ValueError(f"not a goal: {text!r} (a kingdom cannot eliminate itself)")
        return cls(attacker, victim, int(words[4]))
