"""Three Kingdoms rules: check from either rival, facing through the triangle, capture of an
exposed general, defeat by no legal move, takeover, turn order, draws, resign/time/leave."""

from __future__ import annotations

import pytest
from tk_helpers import pos, targets

from paiju.three_kingdoms import (
    SHU,
    WEI,
    WU,
    Game,
    IllegalTkMoveError,
    Kind,
    Position,
    Rule,
    TkMove,
    parse_point,
)


def _moves(position: Position) -> set[str]:
    return {m.text() for m in position.legal_moves()}


def test_facing_generals_through_the_triangle_is_banned() -> None:
    # Shu's chariot on Shu:e2 is the only piece between Shu:e0 and Wu:e1 (Wei's e file is
    # blocked by Wei's own soldier): it may slide along the line but not leave it.
    position = pos("Shu:e0=Kr Shu:e2=Rr Wu:e1=Kg Wei:d1=Kb Wei:e3=Pb")
    chariot = targets(position, "Shu:e2")
    assert "Shu:d2" not in chariot and "Shu:a2" not in chariot
    assert {"Shu:e1", "Shu:e3", "Shu:e4", "Wu:e4", "Wu:e3", "Wu:e2"} <= chariot
    assert "Wei:e4" not in chariot          # along Wei's branch it opens the Wu line


def test_facing_across_a_seam() -> None:
    position = pos("Shu:f1=Kr Shu:f3=Pr Wu:d0=Kg Wei:d1=Kb", turn="r")
    assert "Shu:f3-Shu:f4" in _moves(position)          # still between
    assert "Shu:f1-Shu:e1" in _moves(position)
    # Shu's chariot on Wu:d3 blocks Shu:f1 from Wu:d0 (f runs into Wu's d): it stays on the line
    blocker = _moves(pos("Shu:f1=Kr Wu:d3=Rr Wu:d0=Kg Wei:d1=Kb"))
    assert {"Wu:d3-Wu:d1", "Wu:d3-Shu:f3", "Wu:d3-Wu:d0"} <= blocker
    assert not any(m.startswith("Wu:d3-Wu:") and m[-2] != "d" for m in blocker)


def test_two_rivals_facing_must_be_resolved_by_the_first_to_move() -> None:
    start = pos("Shu:d0=Kr Wu:e0=Kg Wei:e0=Kb Wu:e2=Pr")
    after, defeats = start.play(TkMove.parse("Wu:e2-Wu:d2"))
    assert not defeats and after.turn is WU
    # Wu's general and Wei's now face each other through the triangle: Wu, first to move,
    # must step out of the line (e1 stays on it)
    assert _moves(after) == {"Wu:e0-Wu:d0", "Wu:e0-Wu:f0"}


def test_either_rival_may_check() -> None:
    # Wei's chariot on Shu's file e checks Shu's general; Wu's horse also attacks it.
    position = pos("Shu:e0=Kr Wu:d1=Kg Wei:d1=Kb Shu:e3=Rb Shu:g1=Ng")
    assert sorted(position.attackers(parse_point("Shu:e0"), SHU)) == sorted(
        parse_point(n) for n in ("Shu:e3", "Shu:g1"))
    for move in position.legal_moves():
        after, _ = position.play(move)
        g = after.general(SHU)
        assert g is not None and not after.attackers(g, SHU)


def test_exposed_general_is_captured_and_legality_is_judged_after_the_takeover() -> None:
    # Wu moves its chariot off Shu:d2 and so exposes Shu's general to Wei's chariot on
    # Shu:d4. Wei is in check from Shu's chariot on Wei:e3, but capturing Shu's general
    # makes that chariot Wei's: the capture is legal and nothing else is.
    start = pos("Shu:d0=Kr Shu:d4=Rb Shu:d2=Rg Wei:e3=Rr Wei:e0=Kb Wu:d1=Kg", turn="g")
    exposed, defeats = start.play(TkMove.parse("Shu:d2-Shu:c2"))
    assert exposed.turn is WEI and not defeats
    wei_moves = _moves(exposed)
    assert "Shu:d4-Shu:d0" in wei_moves
    assert "Wei:e0-Wei:d0" in wei_moves                  # stepping out of check is legal too
    assert "Shu:d4-Shu:d3" not in wei_moves              # leaving the check is not
    after, defeats = exposed.play(TkMove.parse("Shu:d4-Shu:d0"))
    assert [(d.victim, d.taker, d.by_capture) for d in defeats] == [(SHU, WEI, True)]
    assert after.defeated == {SHU} and after.turn is WU
    taken = after.placement[parse_point("Wei:e3")]
    assert (taken.kind, taken.origin, taken.owner) == (Kind.CHARIOT, SHU, WEI)
    assert after.general(SHU) is None
    assert after.clock == 0


def _stalemate_setup() -> Position:
    # Shu's soldier steps to Wu:d2 and takes d1 from Wu's general on d0; e0 is covered by
    # Shu's chariot on Wu:e3; Wu's elephant on a2 has both eyes blocked: Wu has no move.
    return pos("Shu:d1=Kr Wei:d1=Kb Wu:d0=Kg Wu:a2=Bg Wu:b1=Pr Wu:b3=Pr Wu:e3=Rr Wu:d3=Pr")


def test_no_legal_move_defeats_and_the_last_mover_takes_over() -> None:
    after, defeats = _stalemate_setup().play(TkMove.parse("Wu:d3-Wu:d2"))
    assert [(d.victim, d.taker, d.by_capture) for d in defeats] == [(WU, SHU, False)]
    assert after.defeated == {WU} and after.turn is WEI
    assert after.general(WU) is None
    elephant = after.placement[parse_point("Wu:a2")]
    assert (elephant.origin, elephant.owner) == (WU, SHU)
    # turn order now skips Wu: Wei, Shu, Wei...
    wei_move = after.legal_moves()[0]
    again, _ = after.play(wei_move)
    assert again.turn is SHU


def test_taken_over_army_moves_for_its_new_owner_with_its_old_direction() -> None:
    after, _ = _stalemate_setup().play(TkMove.parse("Wu:d3-Wu:d2"))
    after, _ = after.play(after.legal_moves()[0])                  # Wei
    assert after.turn is SHU
    shu = {m.text() for m in after.legal_moves()}
    assert "Wu:a2-Wu:c0" not in shu                                 # eye b1 still blocked
    blocked = pos("Shu:d1=Kr Wei:d1=Kb Wu:a2=Brg", defeated="g")
    assert targets(blocked, "Wu:a2") == {"Wu:c0", "Wu:c4"}


def test_game_ends_when_one_general_is_left() -> None:
    # Wei, alone against Shu, has only its general on Wei:d0; Shu's chariots take e0 and d1.
    position = pos("Shu:e0=Kr Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr", defeated="g")
    game = Game(position)
    defeats = game.play("Wei:a2-Wei:a1")
    assert [(d.victim, d.taker) for d in defeats] == [(WEI, SHU)]
    assert game.result is not None
    assert game.result.winners == (SHU,) and game.result.rule is Rule.LAST_GENERAL
    assert "Shu wins" in game.result.describe()
    with pytest.raises(IllegalTkMoveError):
        game.play("Wei:a1-Wei:a2")


def test_repetition_is_a_draw_on_the_third_occurrence() -> None:
    game = Game(pos("Shu:d0=Kr Wu:d0=Kg Wei:d0=Kb Shu:a0=Rr Wu:a0=Rg Wei:a0=Rb"))
    cycle = ["Shu:a0-Shu:a1", "Wu:a0-Wu:a1", "Wei:a0-Wei:a1",
             "Shu:a1-Shu:a0", "Wu:a1-Wu:a0", "Wei:a1-Wei:a0"]
    for move in cycle * 2:
        assert game.result is None
        game.play(move)
    assert game.result is not None and game.result.rule is Rule.REPETITION
    assert game.result.is_draw
    game.undo()
    assert game.result is None


def test_move_limit_draw() -> None:
    game = Game(pos("Shu:d0=Kr Wu:d0=Kg Wei:d0=Kb Shu:a0=Rr", clock=179))
    game.play("Shu:a0-Shu:a1")
    assert game.result is not None and game.result.rule is Rule.MOVE_LIMIT
    assert "180 moves" in game.result.describe()


def test_capture_resets_the_clock() -> None:
    position = pos("Shu:d0=Kr Wu:d0=Kg Wei:d0=Kb Shu:a0=Rr Shu:a3=Pg", clock=100)
    after, _ = position.play(TkMove.parse("Shu:a0-Shu:a3"))
    assert after.clock == 0 and after.move_number == 2
    quiet, _ = position.play(TkMove.parse("Shu:a0-Shu:a1"))
    assert quiet.clock == 101


def test_resign_time_and_leave() -> None:
    game = Game()
    game.resign(WU)
    assert game.result is not None and game.result.winners == (SHU, WEI)
    assert "share the victory" in game.result.describe()
    game = Game()
    game.time_out(SHU)
    assert game.result is not None and game.result.rule is Rule.TIME
    after_defeat = Game(pos("Shu:e0=Kr Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr Shu:a0=Rrg",
                            defeated="g"))
    after_defeat.leave(WU)                      # a defeated kingdom may leave freely
    assert after_defeat.result is None and WU in after_defeat.departed
    with pytest.raises(ValueError, match="defeated"):
        after_defeat.resign(WU)
    after_defeat.leave(WEI)
    assert after_defeat.result is not None
    assert after_defeat.result.winners == (SHU,) and after_defeat.result.rule is Rule.LEAVE
