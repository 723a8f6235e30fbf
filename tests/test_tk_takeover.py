"""Who takes over the army of a kingdom left without a legal move (docs/rules.md section 7): the
rival whose move blocked it, which the game's history tells; a bare position, without
history, gives it to the last mover. And a kingdom in play without a general is refused."""

from __future__ import annotations

import pytest
from tk_helpers import pos

from paiju.three_kingdoms import (
    SHU,
    WEI,
    WU,
    Game,
    InvalidPositionError,
    Kingdom,
    Position,
    TkMove,
    parse_point,
    validate,
)
from paiju.three_kingdoms.geometry import POINT_NAMES, rotate

# The issue's repro: Shu's only legal move is Shu:d0-Shu:d1 until Wu's chariot reaches Shu:i1
# and covers Shu's rank 1; Wei's soldier step then changes nothing for Shu.
REPRO = "4Rb4/9/9/9/Rb1BrKr5|9/9/Rg8/9/3Kg5|9/Pb8/9/9/4Kb4 g - F 0 1"
REPRO_MOVES = ("Wu:a2-Shu:i1", "Wei:a3-Wei:a4")


def _turned(move: str, turns: int) -> str:
    """The move with every kingdom replaced by the one `turns` further in play order."""
    a, b = (POINT_NAMES[rotate(parse_point(x), turns)] for x in move.split("-"))
    return f"{a}-{b}"


def _army(position: Position, origin: Kingdom) -> set[Kingdom]:
    return {pc.owner for pc in position.placement.values() if pc.origin is origin}


@pytest.mark.parametrize("turns", [0, 1, 2])
def test_the_army_goes_to_the_kingdom_whose_move_blocked_it(turns: int) -> None:
    def k(kingdom: Kingdom) -> Kingdom:
        return Kingdom((kingdom + turns) % 3)

    game = Game(Position.from_text(REPRO).rotated(turns))
    victim, blocker, last = k(SHU), k(WU), k(WEI)
    assert [m.text() for m in game.position.legal_moves()] and \
        game.position.has_legal_move(victim)
    assert game.play(_turned(REPRO_MOVES[0], turns)) == []
    assert not game.position.has_legal_move(victim)
    defeats = game.play(_turned(REPRO_MOVES[1], turns))
    assert [(d.victim, d.taker, d.by_capture) for d in defeats] == [(victim, blocker, False)]
    assert game.takeovers() == {victim: blocker}
    assert game.position.defeated == {victim} and game.position.general(victim) is None
    assert _army(game.position, victim) == {blocker}
    assert game.position.turn is blocker        # the victim's turn passes on to the next
    # a take-back and the same moves again give the same answer (the rule reads the history)
    game.undo()
    assert game.play(_turned(REPRO_MOVES[1], turns))[0].taker is blocker
    # the bare position has no history: the last mover takes over, as the rules say
    position = Position.from_text(REPRO).rotated(turns)
    for move in REPRO_MOVES:
        position, defeats = position.play(TkMove.parse(_turned(move, turns)))
    assert [(d.victim, d.taker) for d in defeats] == [(victim, last)]


def test_a_kingdom_that_blocked_itself_goes_to_the_last_mover() -> None:
    # Shu's horse covers the check from Wei's chariot on Shu:d4 and is pinned there; Shu's
    # general cannot go to e0 (Wu's chariot): Shu's own move left it without one, and the
    # moves of Wu and Wei change nothing, so Wei, the last to move, takes the army.
    game = Game(pos("Shu:d0=Kr Shu:b2=Nr Shu:d4=Rb Shu:e3=Rg Wu:d1=Kg Wei:d1=Kb"))
    game.play("Shu:b2-Shu:d1")
    assert not game.position.has_legal_move(SHU)
    assert game.blocker(SHU, WU) is None
    assert game.play("Wu:d1-Wu:d0") == []
    defeats = game.play("Wei:d1-Wei:d0")
    assert [(d.victim, d.taker) for d in defeats] == [(SHU, WEI)]
    assert _army(game.position, SHU) == {WEI}


def test_the_blocker_two_moves_back_found_in_a_played_game() -> None:
    # From a random game: Wei's horse (Wu:d3-Wu:b2) takes Wu's last move; Shu's soldier
    # move after it changes nothing: Wei, not Shu, takes over Wu's army.
    start = Position.from_text(
        "6Cg2/4Rg2Rr1/4Br2Ng1/3Kr1Cr3/5Ar3|Pr5Bg2/3Nb5/4BgAg3/3KgAg4/9|"
        "9/9/4BbNrPg2/2Pr6/3Kb1Ab3 r - F 39 349")
    game = Game(start)
    game.play("Shu:h3-Shu:i3")
    game.play("Shu:h2-Shu:f3")                 # Wu: it still has moves after this
    assert game.position.has_legal_move(WU)
    game.play("Wu:d3-Wu:b2")                   # Wei
    assert not game.position.has_legal_move(WU)
    defeats = game.play("Wu:a4-Wu:b4")         # Shu
    assert [(d.victim, d.taker) for d in defeats] == [(WU, WEI)]
    assert _army(game.position, WU) == {WEI}


def test_with_two_kingdoms_the_one_rival_takes_over() -> None:
    # Wu is already defeated; Shu's chariot takes Wei's general's last free point (Wei:d1,
    # e0 being covered by the other): Shu's move blocked Wei, Shu takes over and wins.
    game = Game(pos("Shu:e0=Kr Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr", defeated="g"))
    assert game.position.has_legal_move(WEI)
    assert game.blocker(WEI, SHU) is SHU
    defeats = game.play("Wei:a2-Wei:a1")
    assert [(d.victim, d.taker) for d in defeats] == [(WEI, SHU)]
    assert game.result is not None and game.result.winners == (SHU,)


def test_a_kingdom_in_play_without_a_general_is_refused() -> None:
    text = "4Rb4/9/9/9/Rb1Br6|9/9/Rg8/9/3Kg5|9/Pb8/9/9/4Kb4 g - F 0 1"
    with pytest.raises(InvalidPositionError, match="Shu is in play but has no general"):
        Position.from_text(text)
    bare = pos("Shu:d0=Kr Wu:a0=Rg", turn="r")
    with pytest.raises(InvalidPositionError, match="Wu, Wei are in play but have no general"):
        Game(bare)
    for call in (bare.legal_moves, bare.resolved, lambda: bare.perft(1),
                 lambda: bare.play(TkMove.parse("Shu:d0-Shu:d1"))):
        with pytest.raises(InvalidPositionError, match="no general"):
            call()
    # a defeated kingdom has no general, rightly
    assert Position.from_text("4Rb4/9/9/9/Rb1Br6|9/9/Rgr8/9/3Kg5|9/Pb8/9/9/4Kb4 g r F 0 1"
                              ).legal_moves()


def test_validate_still_lists_a_missing_general() -> None:
    from paiju.cli import main

    text = "9/9/9/9/4Kr4|9/9/9/9/9|9/9/9/9/4Kb4 r - F 0 1"
    issues = validate(Position.from_text(text, generals=False))
    assert [i.code for i in issues if i.is_error] == ["missing-general"]
    assert main(["validate", "--variant", "three-kingdoms", text]) == 1
