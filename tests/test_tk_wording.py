"""The Three Kingdoms mode's own wording of setup issues reproduces, in English, every message
of the rules package (so the translations word the same facts)."""

from __future__ import annotations

import random

from paiju.three_kingdoms import POINTS, Kind, Kingdom, Position, TkPiece, validate
from paiju.ui.three_kingdoms.wording import issue_text


def _shuffled(rng: random.Random) -> Position:
    placement = dict(Position.start().placement)
    for p in rng.sample(sorted(placement), rng.randrange(0, 8)):
        del placement[p]
    for _ in range(rng.randrange(0, 8)):
        owner, origin = rng.choice(list(Kingdom)), rng.choice(list(Kingdom))
        placement[rng.randrange(POINTS)] = TkPiece(rng.choice(list(Kind)), origin, owner)
    defeated = frozenset(k for k in Kingdom if rng.random() < 0.2)
    turn = rng.choice([k for k in Kingdom if k not in defeated] or [Kingdom.SHU])
    return Position(placement, turn, defeated - {turn}, rng.random() < 0.7)


def test_every_issue_is_worded_as_the_rules_package_words_it() -> None:
    rng = random.Random(13)
    codes: set[str] = set()
    for _ in range(1500):
        position = _shuffled(rng)
        for issue in validate(position):
            codes.add(issue.code)
            assert issue_text(issue, position) == issue.message, issue.code
    assert len(codes) >= 13, codes
