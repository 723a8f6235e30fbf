"""Three Kingdoms perft: the compiled generator against a naive pure-Python one written apart
(tests/tk_naive.py), rotational symmetry, and the start position's counts.

The start counts below are not only recorded: each is re-derived by the naive generator
(depth 1-3 in the default run, within seconds; depth 4 under ``-m slow``), and depth 1 is
counted by hand in docs/three-kingdoms.md.
"""

from __future__ import annotations

import random

import pytest
import tk_naive
from tk_helpers import pos

from paiju.three_kingdoms import Kingdom, Position

START = {True: [1, 40, 1588, 62560, 2495006], False: [1, 44, 1928, 84128, 3496313]}


def _playout(seed: int, plies: int) -> Position:
    rng = random.Random(seed)
    position = Position.start(banners=seed % 2 == 0)
    for _ in range(plies):
        moves = position.legal_moves()
        if not moves:
            break
        # prefer captures now and then, so armies thin out and generals get exposed
        captures = [m for m in moves if m.to_point in position.placement]
        pick = rng.choice(captures if captures and rng.random() < 0.6 else moves)
        position, _ = position.play(pick)
    return position


PLAYOUTS = [_playout(seed, 20 + 7 * seed) for seed in range(12)]
TAKEOVERS = [
    pos("Shu:d1=Kr Wei:d1=Kb Wu:d0=Kg Wu:a2=Bg Wu:b1=Pr Wu:b3=Pr Wu:e3=Rr Wu:d3=Pr Wei:a0=Rb"),
    pos("Shu:d0=Kr Shu:d4=Rb Shu:d2=Rg Wei:e3=Rr Wei:e0=Kb Wu:d1=Kg Wu:e2=Ng", turn="g"),
    pos("Shu:e0=Kr Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr Wei:g2=Cb Shu:c2=Brg", defeated="g"),
]


@pytest.mark.parametrize("banners", [True, False])
def test_start_counts_in_the_compiled_core(banners: bool) -> None:
    start = Position.start(banners)
    assert [start.perft(d) for d in range(5)] == START[banners]


@pytest.mark.parametrize("banners", [True, False])
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_start_counts_rederived_by_the_naive_generator(banners: bool, depth: int) -> None:
    assert tk_naive.perft(tk_naive.from_position(Position.start(banners)), depth) == \
        START[banners][depth]


@pytest.mark.slow
@pytest.mark.parametrize("banners", [True, False])
@pytest.mark.parametrize("depth", [4])
def test_deep_start_counts_rederived_by_the_naive_generator(banners: bool, depth: int) -> None:
    assert tk_naive.perft(tk_naive.from_position(Position.start(banners)), depth) == \
        START[banners][depth]


@pytest.mark.parametrize("index", range(len(PLAYOUTS)))
def test_random_positions_agree_with_the_naive_generator(index: int) -> None:
    position = PLAYOUTS[index]
    fast = {m.text() for m in position.resolved()[0].legal_moves()}
    state = tk_naive.from_position(position).resolve()
    slow = {f"{tk_naive.name(a)}-{tk_naive.name(b)}" for a, b in state.legal()}
    if len(state.alive()) <= 1:
        slow = set()
    assert fast == slow
    assert position.perft(2) == tk_naive.perft(tk_naive.from_position(position), 2)


@pytest.mark.parametrize("index", range(len(TAKEOVERS)))
def test_takeover_positions_agree_with_the_naive_generator(index: int) -> None:
    position = TAKEOVERS[index]
    naive = tk_naive.from_position(position)
    assert [position.perft(d) for d in range(4)] == [tk_naive.perft(naive, d) for d in range(4)]


@pytest.mark.parametrize("index", range(len(PLAYOUTS)))
def test_rotating_the_kingdoms_gives_the_same_counts(index: int) -> None:
    position = PLAYOUTS[index]
    counts = [position.perft(d) for d in range(4)]
    for turns in (1, 2):
        rotated = position.rotated(turns)
        assert rotated.turn is Kingdom((position.turn + turns) % 3)
        assert [rotated.perft(d) for d in range(4)] == counts
        assert Position.from_text(rotated.text()) == rotated


@pytest.mark.parametrize("banners", [True, False])
def test_start_rotated_to_each_kingdom(banners: bool) -> None:
    start = Position.start(banners)
    for turns in (1, 2):
        assert [start.rotated(turns).perft(d) for d in range(4)] == START[banners][:4]


def test_playouts_reach_varied_positions() -> None:
    """The random positions above are not all alike: captures happened, some kingdom lost
    pieces, the armies are mixed."""
    sizes = {len(p.placement) for p in PLAYOUTS}
    assert len(sizes) > 5 and min(sizes) < 40


def test_naive_attack_test_matches_generating_every_rival_move() -> None:
    for position in PLAYOUTS + TAKEOVERS:
        state = tk_naive.from_position(position)
        for k in state.alive():
            g = state.general(k)
            assert g is not None
            assert tk_naive.attacked(state.board, g, k) == \
                tk_naive.attacked_by_all_moves(state.board, g, k)


def _naive_after(state: tk_naive.State, move: str) -> tk_naive.State:
    a, b = move.split("-")
    pts = {tk_naive.name((k, f, r)): (k, f, r) for k in range(3) for f in range(9)
           for r in range(5)}
    return state.after(pts[a], pts[b]).resolve()


@pytest.mark.parametrize("seed", range(4))
def test_games_with_takeovers_agree_with_the_naive_generator(seed: int) -> None:
    """Random games that prefer capturing generals, so kingdoms fall and armies change
    hands: at every move the compiled and the naive generators list the same legal moves and
    reach the same position (owners, origins, defeated kingdoms, kingdom to move)."""
    rng = random.Random(seed)
    position, _ = Position.start(banners=seed % 2 == 0).resolved()
    takeovers = 0
    for _ in range(400):
        state = tk_naive.from_position(position)
        moves = position.legal_moves()
        naive = {f"{tk_naive.name(a)}-{tk_naive.name(b)}" for a, b in state.legal()}
        assert {m.text() for m in moves} == (naive if len(state.alive()) > 1 else set())
        if not moves:
            break
        captures = [m for m in moves if m.to_point in position.placement]
        generals = [m for m in captures if position.placement[m.to_point].kind.letter == "K"]
        move = rng.choice(generals or (captures if captures and rng.random() < 0.7 else moves))
        position, defeats = position.play(move)
        takeovers += len(defeats)
        expected = _naive_after(state, move.text())
        assert tk_naive.from_position(position).board == expected.board
        assert set(position.defeated) == expected.defeated
        assert int(position.turn) == expected.turn or position.is_over
    assert takeovers >= 1
