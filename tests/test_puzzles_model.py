"""Stipulation text form, Puzzle/Collection editing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paiju.puzzles.model import Collection, Puzzle, Stipulation


@pytest.mark.parametrize("text, stip", [
    ("#3", Stipulation(3)),
    ("checks#5", Stipulation(5, checks_only=True)),
    ("#7/q1", Stipulation(7, max_quiet=1)),
    (" CHECKS#2 ", Stipulation(2, checks_only=True)),
])
def test_stipulation_parse(text: str, stip: Stipulation) -> None:
    assert Stipulation.parse(text) == stip


@pytest.mark.parametrize("text", ["", "#0", "3", "#x", "mate in 3", "checks#5/q1", "#3/q"])
def test_stipulation_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        Stipulation.parse(text)


@given(st.integers(1, 999), st.booleans(), st.none() | st.integers(0, 99))
def test_stipulation_round_trip(moves: int, checks: bool, quiet: int | None) -> None:
    if checks and quiet is not None:
        with pytest.raises(ValueError):
            Stipulation(moves, checks, quiet)
        return
    stip = Stipulation(moves, checks, quiet)
    assert Stipulation.parse(str(stip)) == stip


def test_describe() -> None:
    assert Stipulation(5, True).describe() == "checks-only mate in 5"
    assert Stipulation(7, max_quiet=1).describe() == "mate in 7 (at most 1 quiet move)"


def test_collection_editing() -> None:
    coll = Collection(title="t")
    puzzles = [Puzzle(fen="4k4/9/9/9/9/9/9/9/9/4K4 w", title=str(i)) for i in range(4)]
    for p in puzzles:
        coll.add(p)
    coll.move(0, 3)
    assert [p.title for p in coll] == ["1", "2", "3", "0"]
    coll.move(3, 0)
    assert [p.title for p in coll] == ["0", "1", "2", "3"]
    assert coll.remove(1).title == "1"
    coll.insert(0, puzzles[1])
    assert [p.title for p in coll] == ["1", "0", "2", "3"]
    assert len(coll) == 4 and coll[2].title == "2"
    with pytest.raises(IndexError):
        coll.move(0, 9)


def test_board_and_lines() -> None:
    p = Puzzle(fen="4k4/9/9/9/9/9/9/9/9/4K4 b", solution=["e9e8"], variations=[["e9d9"]])
    assert p.board().turn.label == "Black"
    assert p.lines() == [["e9e8"], ["e9d9"]]
    assert Puzzle(fen=p.fen).lines() == []
