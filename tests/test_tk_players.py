"""Three Kingdoms computer players (paranoid search) and the coalition puzzle prover."""

from __future__ import annotations

import random

import pytest
from tk_helpers import pos

from paiju.three_kingdoms import SHU, WEI, WU, Game, Position, TkGoal, TkMove
from paiju.three_kingdoms import native as tk_native
from paiju.three_kingdoms.players import LEVELS, choose_move, repeating_moves
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


def _check_tree(game: Game, nodes: list[TkNode], goal: TkGoal, budget: int) -> None:
    """Every branch of a proof, played in a game (which knows who blocked whom), ends with
    the victim's army in the attacker's hands within the budget, and after each attacker
    move every legal defence is answered."""
    position = game.position
    if position.turn is not goal.attacker:
        assert {n.move for n in nodes} == set(position.legal_moves())
    for node in nodes:
        defeats = game.play(node.move)
        if any(d.victim is goal.victim and d.taker is goal.attacker for d in defeats):
            assert not node.children
        else:
            spent = int(node.kingdom is goal.attacker)
            assert budget - spent >= 0 and node.children
            _check_tree(game, node.children, goal, budget - spent)
        game.undo()


def test_prover_follows_the_kingdom_that_blocked() -> None:
    # Shu's chariot to Wei:a1 takes Wei's last move; Wu's reply changes nothing and Wei, left
    # without a move, falls to Shu, whose move blocked it (not to Wu, the last to move).
    position = pos("Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr")
    result = solve(position, TkGoal.parse("Shu eliminates Wei in 1"))
    assert result.solved and result.shortest == 1
    assert [k.text() for k in result.keys] == ["Wei:a2-Wei:a1", "Wei:a2-Wei:d2",
                                                "Wei:e3-Wei:e1"]
    _check_tree(Game(position), result.tree, result.goal, 1)
    # in 2, the double takeover is a key too: Wei:a2-Wu:i1, then Wu:i1-Wu:f1 leaves Wu
    # without a move (Shu takes over) and, along Wu's file f into Wei's d, Wei as well
    result = solve(position, TkGoal.parse("Shu eliminates Wei in 2"))
    assert result.solved and result.shortest == 1 and "Wei:a2-Wu:i1" in \
        {k.text() for k in result.keys}
    game = Game(position)
    for move in ("Wei:a2-Wu:i1", "Wu:d1-Wu:d0", "Wei:d0-Wei:d1"):
        assert game.play(move) == []
    defeats = game.play("Wu:i1-Wu:f1")
    assert [(d.victim, d.taker) for d in defeats] == [(WU, SHU), (WEI, SHU)]


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


def test_varied_play_breaks_ties_at_random_and_avoids_repeating() -> None:
    start = Position.start()
    plain = {choose_move(start, 3, random.Random(s)).move for s in range(4)}
    varied = {choose_move(start, 3, random.Random(s), vary=True).move for s in range(8)}
    assert len(plain) == 1 and len(varied) >= 2        # equal quiet moves, picked at random
    best = plain.pop()
    other = choose_move(start, 3, random.Random(0), avoid=[best]).move
    assert other != best and other in start.legal_moves()
    every = start.legal_moves()                         # all avoided: the search plays anyway
    assert choose_move(start, 3, random.Random(0), avoid=every).move in every
    # a chariot shuffling back and forth would bring a position back: those moves are listed
    game = Game(pos("Shu:d0=Kr Wu:d0=Kg Wei:d0=Kb Shu:a0=Rr Wu:a0=Rg Wei:a0=Rb"))
    for move in ("Shu:a0-Shu:a1", "Wu:a0-Wu:a1", "Wei:a0-Wei:a1", "Shu:a1-Shu:a0",
                 "Wu:a1-Wu:a0"):
        game.play(move)
    assert repeating_moves(game) == [TkMove.parse("Wei:a1-Wei:a0")]   # back to the start
