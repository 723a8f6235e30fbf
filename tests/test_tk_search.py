"""Three Kingdoms search: max-n beside paranoid, the stop flag and the deadline, determinism."""

from __future__ import annotations

import os
import random
import signal
import threading

import pytest
from tk_helpers import pos

from paiju import _native
from paiju.three_kingdoms import Game, Position, TkMove
from paiju.three_kingdoms.players import (
    LEVELS,
    SearchCancelled,
    StopFlag,
    TkChoice,
    choose_move,
)

HANG_GUARD_S = 60.0  # a stuck search fails the test instead of hanging the suite


def _home(k: str, o: str) -> str:
    files = " ".join(f"{k}:{f}3=P{o}" for f in "acegi")
    return f"{k}:e0=K{o} {k}:d0=A{o} {k}:f0=A{o} {k}:c0=B{o} {k}:g0=B{o} {files}"


# Shu's horse on Wei:b0 stands between Wu's chariot on Wei:a0 and Wei's general on Wei:e0.
KINGMAKER = pos(" ".join([
    _home("Shu", "r"), "Shu:a0=Rr Shu:i0=Rr Shu:h0=Nr Wei:b0=Nr",
    _home("Wu", "g"), "Wu:i0=Rg Wei:a0=Rg Wu:b0=Ng Wu:h0=Ng",
    "Wei:e0=Kb Wei:f0=Ab Wei:g0=Bb Wei:h0=Nb Wei:i0=Rb Wei:c2=Rb Wei:b2=Cb",
    " ".join(f"Wei:{f}3=Pb" for f in "acegi"),
]))


def _exposed() -> Position:
    """Wei to move may take Shu's general on Shu:d0 with its chariot from Shu:d4."""
    position, _ = pos("Shu:d0=Kr Shu:d4=Rb Shu:d2=Rg Wei:e3=Rr Wei:e0=Kb Wu:d1=Kg",
                      turn="g").play(TkMove.parse("Shu:d2-Shu:c2"))
    return position


@pytest.mark.parametrize("level", [3, 4, 5])
def test_maxn_takes_an_exposed_general(level: int) -> None:
    choice = choose_move(_exposed(), level, algorithm="maxn")
    assert choice.move.text() == "Shu:d4-Shu:d0"
    assert choice.algorithm == "maxn" and choice.depth >= 1
    # Shu is out, so its component is 0; Wei, now holding two armies, leads.
    assert choice.value[0] == 0 and choice.value[2] > choice.value[1]


def test_maxn_does_not_make_a_rival_the_kingmaker() -> None:
    """Shu's horse on Wei:b0 may take Wei's chariot on Wei:c2 (the only capture on the
    board), but any horse move opens Wei's back rank: Wu, who moves next, takes Wei's
    general with its chariot from Wei:a0 and with it Wei's whole army.

    Paranoid scores Shu's material balance against the two rivals as one side, and an army
    changing hands between the rivals leaves that balance alone: it sees a chariot won and
    plays the capture. Max-n scores each kingdom by its (squared) share of the material in
    play, and expects Wu to act for itself: Wu would come out of the takeover far stronger
    than Shu, worse for Shu than keeping the three armies in balance, so Shu leaves the
    horse where it is."""
    assert [m.text() for m in KINGMAKER.legal_moves() if m.to_point in KINGMAKER.placement] \
        == ["Wei:b0-Wei:c2"]
    after, _ = KINGMAKER.play(TkMove.parse("Wei:b0-Wei:c2"))
    reply, defeats = after.play(TkMove.parse("Wei:a0-Wei:e0"))
    assert [(d.victim.label, d.taker.label) for d in defeats] == [("Wei", "Wu")]
    quiet = _native.tk_value(KINGMAKER.board_bytes, 0, 0)
    taken = _native.tk_value(reply.board_bytes, int(reply.turn), reply.defeated_mask)
    assert taken[0] < quiet[0] and taken[1] > 2 * taken[0]
    for level in (3, 4):
        assert choose_move(KINGMAKER, level, algorithm="paranoid").move.text() == \
            "Wei:b0-Wei:c2"
        chosen = choose_move(KINGMAKER, level, algorithm="maxn").move
        assert chosen.from_point != TkMove.parse("Wei:b0-Wei:c2").from_point


def _naive_maxn(position: Position, depth: int, ply: int = 0) -> tuple[int, int, int]:
    """Max-n without pruning, over the same static value and terminal rule as the C search."""
    position, _ = position.resolved()
    if position.is_over:
        value = [0, 0, 0]
        value[position.turn] = _native.TK_SHARE - ply
        return (value[0], value[1], value[2])
    if depth == 0:
        return _native.tk_value(position.board_bytes, int(position.turn), position.defeated_mask)
    me, best = int(position.turn), None
    for move in position.legal_moves():
        v = _naive_maxn(position.play(move)[0], depth - 1, ply + 1)
        if best is None or v[me] > best[me]:
            best = v
    assert best is not None
    return best


@pytest.mark.parametrize(("text", "pruned"), [
    ("Shu:d1=Kr Shu:a0=Rr Wu:d1=Kg Wu:b2=Cg Wu:h0=Ng Wei:d0=Kb Wei:c2=Rb Wei:g3=Pb", False),
    ("Shu:e0=Kr Shu:e3=Rg Shu:c2=Nr Wu:e1=Kg Wu:a0=Rg Wei:d0=Kb Wei:a2=Rr Wei:g2=Cb", True),
])
def test_shallow_pruning_keeps_the_max_n_value(text: str, pruned: bool) -> None:
    """The pruned search's root value for the mover equals plain max-n's (pruning may only
    skip moves the deciding kingdom would not have chosen). In the second position (Shu far
    ahead) the cuts leave out most of the tree."""
    position = pos(text)
    full_tree = 0
    for depth in (1, 2, 3):
        move, score, value, done, stopped, nodes = _native.tk_search_full(
            position.board_bytes, int(position.turn), position.defeated_mask, depth, 0,
            algorithm=_native.TK_MAXN)
        assert done == depth and not stopped and move >= 0
        assert score == _naive_maxn(position, depth)[int(position.turn)] == value[0]
        full_tree += sum(position.perft(d) for d in range(depth + 1))  # every iteration's
    assert (nodes < full_tree // 2) is pruned


def test_cancel_from_another_thread_returns() -> None:
    """An unbounded search (no node limit, depth 12) in a worker thread stops when the flag
    is set from this thread; that this thread runs at all meanwhile shows the GIL is free."""
    stop = StopFlag()
    outcome: list[object] = []

    def work() -> None:
        try:
            outcome.append(_native.tk_search_full(*_start_state(), 12, 0, algorithm=_native.TK_MAXN,
                                           stop=stop))
        except BaseException as exc:  # pragma: no cover - reported below
            outcome.append(exc)

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(0.3)
    assert worker.is_alive()  # still thinking: it was not going to finish on its own
    stop.set()
    worker.join(HANG_GUARD_S)
    assert not worker.is_alive()
    found = outcome[0]
    assert isinstance(found, tuple)
    move, _, _, depth, stopped, nodes = found
    assert stopped == 1 and move >= 0 and depth < 12 and nodes > 0


def test_ctrl_c_stops_a_search_on_the_main_thread() -> None:
    """SIGINT during an unbounded search raises KeyboardInterrupt (the deadline is only the
    hang guard). Python's own SIGINT handler is put in place for the test, as at a terminal:
    a background job of a script (CI's sanitizer pass) inherits SIGINT ignored."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            _native.tk_search(*_start_state(), 12, 0, algorithm=_native.TK_MAXN,
                              seconds=HANG_GUARD_S)
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)


@pytest.mark.parametrize("algorithm", ["paranoid", "maxn"])
def test_choose_move_cancelled_and_deadline(algorithm: str) -> None:
    stop = StopFlag()
    stop.set()
    with pytest.raises(SearchCancelled):
        choose_move(Position.start(), 5, algorithm=algorithm, stop=stop)  # type: ignore[arg-type]
    stop.clear()
    result: list[TkChoice | BaseException] = []

    def work() -> None:
        try:
            result.append(choose_move(Position.start(), 5, algorithm=algorithm,  # type: ignore[arg-type]
                                      stop=stop))
        except BaseException as exc:
            result.append(exc)

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    stop.set()
    worker.join(HANG_GUARD_S)
    assert not worker.is_alive()
    assert isinstance(result[0], (SearchCancelled, TkChoice))
    # A deadline (instead of the node limit) still plays the deepest finished iteration.
    choice = choose_move(Position.start(), 5, algorithm=algorithm,  # type: ignore[arg-type]
                         seconds=0.05)
    assert choice.move in Position.start().legal_moves()


def test_bad_arguments() -> None:
    with pytest.raises(ValueError, match="algorithm"):
        choose_move(Position.start(), 3, algorithm="minimax")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="StopFlag"):
        _native.tk_search(*_start_state(), 2, 0, stop=threading.Event())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="algorithm"):
        _native.tk_search(*_start_state(), 2, 0, algorithm=7)
    # the original call keeps working
    move, _, nodes = _native.tk_search(*_start_state(), 2, 1000)
    assert TkMove.from_code(move) in Position.start().legal_moves() and nodes > 0


def _start_state() -> tuple[bytes, int, int]:
    start = Position.start()
    return start.board_bytes, int(start.turn), start.defeated_mask


def _game(seed: int, levels: tuple[int, int, int], plies: int) -> list[str]:
    game, rng = Game(), random.Random(seed)
    while not game.is_over and len(game.turns) < plies:
        level = levels[game.position.turn]
        game.play(choose_move(game.position, level, rng,
                              algorithm="maxn" if game.position.turn % 2 else "paranoid").move)
    return [t.move.text() for t in game.turns]


def test_deterministic_for_a_fixed_seed() -> None:
    """The same seed gives the same game (the weak levels' random moves included); another
    seed, another game."""
    first = _game(11, (1, 2, 3), 18)
    assert first == _game(11, (1, 2, 3), 18) and len(first) == 18
    assert _game(12, (1, 2, 3), 18) != first
    for level in LEVELS[:3]:
        a = choose_move(KINGMAKER, level, random.Random(3), algorithm="maxn")
        b = choose_move(KINGMAKER, level, random.Random(3), algorithm="maxn")
        assert a == b
