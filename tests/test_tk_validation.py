"""Three Kingdoms setup validation (docs/rules.md §7): each message names the piece and point."""

from __future__ import annotations

import pytest
from tk_helpers import pos

from paiju.three_kingdoms import Position, validate

GENERALS = "Shu:d0=Kr Wu:d0=Kg Wei:d0=Kb"


def _codes(text: str, **kw: object) -> dict[str, str]:
    return {i.code: i.message for i in validate(pos(text, **kw))}  # type: ignore[arg-type]


def test_start_positions_are_valid() -> None:
    assert validate(Position.start()) == []
    assert validate(Position.start(banners=False)) == []
    assert validate(Position.start().rotated(1)) == []


@pytest.mark.parametrize(("pieces", "code", "message"), [
    ("Shu:d0=Kr Wu:d0=Kg", "missing-general", "Wei has no general"),
    (f"{GENERALS} Shu:e4=Br", "elephant-off-point",
     "Shu elephant on Shu:e4 is not on an elephant point of its own half"),
    (f"{GENERALS} Wu:c4=Br", "elephant-off-point", "Shu elephant on Wu:c4"),
    (f"{GENERALS} Shu:e2=Ar", "advisor-off-point", "Shu advisor on Shu:e2"),
    ("Shu:d3=Kr Wu:d0=Kg Wei:d0=Kb", "general-outside-palace",
     "Shu general on Shu:d3 is outside its palace"),
    (f"{GENERALS} Shu:b3=Pr", "soldier-off-point",
     "Shu soldier on Shu:b3 is on a file where no soldier can be before crossing the river"),
    (f"{GENERALS} Shu:a1=Pr", "soldier-off-point", "behind its starting rank"),
    (f"{GENERALS} Shu:a0=Rgr", "owner-not-taker",
     "Wu chariot (of Shu) on Shu:a0 has changed hands, but Shu is not defeated"),
    (f"{GENERALS} Shu:d2=Fr Shu:f2=Fr Shu:e2=Fr", "too-many-pieces",
     "Shu's army has 3 banner bearers (at most 2): Shu:d2, Shu:e2, Shu:f2"),
    ("Shu:e0=Kr Wu:e1=Kg Wei:d0=Kb", "generals-facing",
     "Shu general on Shu:e0 and Wu general on Wu:e1 face each other on an open line"),
    ("Shu:f1=Kr Wu:d0=Kg Wei:d1=Kb", "generals-facing", "Wu general on Wu:d0"),
])
def test_errors(pieces: str, code: str, message: str) -> None:
    codes = _codes(pieces)
    assert code in codes
    assert message in codes[code]


def test_soldiers_anywhere_on_a_foreign_half() -> None:
    assert "soldier-off-point" not in _codes(f"{GENERALS} Wu:a0=Pr Wei:e2=Pr Wu:b4=Pb")


def test_banner_bearers_removed_at_this_table() -> None:
    codes = _codes(f"{GENERALS} Shu:d2=Fr", banners=False)
    assert "banner bearers are removed" in codes["banner-removed"]


def test_defeated_kingdoms() -> None:
    codes = _codes("Shu:d0=Kr Wu:d0=Kg Wei:d0=Kb", defeated="g")
    assert "Wu general on Wu:d0 belongs to a defeated kingdom" in codes["defeated-general"]
    codes = _codes("Shu:d0=Kr Wei:d0=Kb Wu:a0=Rg", defeated="g")
    assert "owned by Wu, which is defeated" in codes["defeated-owner"]
    assert _codes("Shu:d0=Kr Wei:d0=Kb Wu:a0=Rrg", defeated="g") == {}


def test_only_the_last_mover_must_not_be_in_check() -> None:
    # Shu to move: Wei moved last. Wei's general attacked is an error, Wu's is not.
    codes = _codes(f"{GENERALS} Wei:d3=Rr")
    assert "Wei general on Wei:d0 is attacked by Shu chariot on Wei:d3, but Wei moved last" \
        in codes["last-mover-in-check"]
    assert "last-mover-in-check" not in _codes(f"{GENERALS} Wu:d3=Rr")
    assert "last-mover-in-check" not in _codes(f"{GENERALS} Shu:d3=Rg")
    # with Wu defeated, the last mover before Shu is still Wei; before Wei it is Shu
    assert "last-mover-in-check" in _codes("Shu:d0=Kr Wei:d0=Kb Shu:d3=Rb", turn="b",
                                           defeated="g")


def test_warnings() -> None:
    codes = _codes(f"{GENERALS} Shu:a3=Pr Shu:a4=Pr")
    assert "Shu soldiers on Shu:a3 and Shu:a4 share a file" in codes["soldiers-same-file"]
    issues = validate(pos("Shu:d1=Kr Wei:d1=Kb Wu:d0=Kg Wu:a2=Bg Wu:b1=Pr Wu:b3=Pr Wu:e3=Rr "
                          "Wu:d2=Pr", turn="g"))
    assert [i.code for i in issues] == ["no-legal-move"]
    assert not issues[0].is_error
