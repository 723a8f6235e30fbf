"""Three Kingdoms computer players (paranoid search) and the coalition puzzle prover."""

from __future__ import annotations

import random

import pytest
from tk_helpers import pos

from paiju.three_kingdoms import SHU, WEI, Game, Position, TkGoal, TkMove
from paiju.three_kingdoms import native as tk_native
from paiju.three_kingdoms.players import LEVELS, choose_move
from paiju.three_kingdoms.prover import TkNode, solve


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_move(level: int) -> None:
    start = Position.start()
    choice = choose_move(start, level, random.Random(level))
    assert choice.move in start.legal_moves()


def test_the_search_takes_an_exposed_general() -> None:
    exposed, _ = pos("Shu:d0=Kr Shu:d4=Rb Shu:d2=Rg Wei:e3=Rr Wei:e0=Kb Wu:d1=Kg",
                     turn="g").play(TkMove.parse("Shu:d2-Shu:c2"))
    for level in (3, 4, 5):
        assert choose_move(exposed, level).move.text() == "Shu:d4-Shu:d0"


def test_computer_game_reaches_a_result() -> None:
    game, rng = Game(), random.Random(7)
    while not game.is_over and len(game.turns) < 400:
        game.play(choose_move(game.position, 2, rng).move)
    assert game.is_over or len(game.turns) == 400
    with pytest.raises(ValueError, match="level"):
        choose_move(Position.start(), 6)


def test_goal_text() -> None:
    goal = TkGoal.parse("Shu eliminates Wei in 2")
    assert (goal.attacker, goal.victim, goal.moves) == (SHU, WEI, 2)
    assert goal.text() == "Shu eliminates Wei in 2"
    for bad in ("Shu eliminates Shu in 2", "Shu takes Wei in 2", "Shu eliminates Wei in 0"):
        with pytest.raises(ValueError):
            TkGoal.parse(bad)


def _check_tree(position: Position, nodes: list[TkNode], goal: TkGoal, budget: int) -> None:
    """Every branch of a proof ends with the victim's army in the attacker's hands within the
    budget, and after each attacker move every legal defence is answered."""
    if position.turn is not goal.attacker:
        assert {n.move for n in nodes} == set(position.legal_moves())
    for node in nodes:
        after, defeats = position.play(node.move)
        if any(d.victim is goal.victim and d.taker is goal.attacker for d in defeats):
            assert not node.children
            continue
        spent = int(node.kingdom is goal.attacker)
        assert budget - spent >= 1 and node.children
        _check_tree(after, node.children, goal, budget - spent)


def test_prover_two_moves_with_a_double_takeover() -> None:
    position = pos("Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr")
    assert not solve(position, TkGoal.parse("Shu eliminates Wei in 1")).solved
    result = solve(position, TkGoal.parse("Shu eliminates Wei in 2"))
    assert result.solved and result.shortest == 2
    assert [k.text() for k in result.keys] == ["Wei:a2-Wu:i1"]
    _check_tree(position, result.tree, result.goal, 2)


def test_prover_one_move_against_the_last_rival() -> None:
    position = pos("Shu:e0=Kr Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr", defeated="g")
    result = solve(position, TkGoal.parse("Shu eliminates Wei in 1"))
    assert result.solved and "Wei:a2-Wei:a1" in {k.text() for k in result.keys}
    with pytest.raises(ValueError, match="must be to move"):
        solve(position, TkGoal.parse("Wei eliminates Shu in 1"))


def test_puzzle_file_round_trip(tmp_path: object) -> None:
    puzzle = tk_native.TkPuzzle(pos("Shu:e0=Kr Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr",
                                    defeated="g").text(),
                                title="Le dernier rival", goal=TkGoal.parse(
                                    "Shu eliminates Wei in 1"), solution=["Wei:a2-Wei:a1"],
                                comment="two chariots")
    text = tk_native.write(tk_native.TkCollection(title="TK", puzzles=[puzzle]))
    collection, problems = tk_native.read(text)
    assert not problems and collection.puzzles == [puzzle] and collection.title == "TK"
    _, problems = tk_native.read(text.replace("Wei:a2-Wei:a1", "Wei:a2Wei:a1"))
    assert problems and "not a move" in problems[0].message


def test_prover_node_budget() -> None:
    position = pos("Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr")
    with pytest.raises(TimeoutError, match="more than 5 nodes"):
        solve(position, TkGoal.parse("Shu eliminates Wei in 2"), node_limit=5)
