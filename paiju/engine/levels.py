"""The five playing levels, named as on the site in English, French and Chinese.

A level is the built-in search with limits plus, below Hardest, a deliberate and
human-looking error: every root move gets an exact score at the level's depth and
the move is drawn among those within ``margin_cp`` of the best, nearer ones more
likely (weight ``exp(-loss / temperature)``). A shallow depth also makes the low
levels overlook quiet threats, as a novice does. Never a random move: a seen mate
is always played, and a move losing more than the margin never.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Level:
    number: int
    key: str
    names: dict[str, str] = field(compare=False)
    depth: int | None          # deepest iteration, None = no cap
    nodes: int | None          # node cap per move, None = none
    movetime_ms: int | None    # time cap per move (the game's time control may be less)
    margin_cp: int             # moves this close to the best may be chosen
    temperature: float         # spread of the choice within the margin

    def name(self, language: str = "en") -> str:
        """The name in ``language`` ("zh_CN" finds the "zh" name), else in English."""
        return (self.names.get(language) or self.names.get(language.split("_")[0])
                or self.names["en"])


LEVELS: tuple[Level, ...] = (
    Level(1, "beginner", {"en": "Beginner", "fr": "Débutant", "zh": "入门"},
          depth=1, nodes=4000, movetime_ms=300, margin_cp=220, temperature=90.0),
    Level(2, "easy", {"en": "Easy", "fr": "Facile", "zh": "简单"},
          depth=2, nodes=20000, movetime_ms=500, margin_cp=120, temperature=50.0),
    Level(3, "normal", {"en": "Normal", "fr": "Normal", "zh": "普通"},
          depth=4, nodes=80000, movetime_ms=1000, margin_cp=45, temperature=20.0),
    Level(4, "hard", {"en": "Hard", "fr": "Difficile", "zh": "困难"},
          depth=6, nodes=150000, movetime_ms=1500, margin_cp=20, temperature=8.0),
    Level(5, "hardest", {"en": "Hardest", "fr": "Le plus difficile", "zh": "最难"},
          depth=None, nodes=None, movetime_ms=None, margin_cp=0, temperature=1.0),
)


def level(number_or_key: int | str) -> Level:
    """A level by number (1..5) or key ("beginner" .. "hardest"). Raises ValueError."""
    for lv in LEVELS:
        if number_or_key in (lv.number, lv.key, str(lv.number)):
            return lv
    raise ValueError(f"no level {number_or_key!r} (levels are 1..5: "
                     f"{', '.join(lv.key for lv in LEVELS)})")
