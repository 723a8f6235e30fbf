"""The evaluation's weight table and trace (eval_params.h): the tuner's view of eval.c."""

from __future__ import annotations

import random

from paiju import _native
from paiju.engine.match import load_openings
from paiju.rules import STARTING_FEN, Board


def _positions(count: int, seed: int = 7) -> list[Board]:
    """Positions from random play after the shipped openings (varied material and kings)."""
    rng = random.Random(seed)
    out: list[Board] = []
    for opening in load_openings():
        board = Board()
        for move in opening.moves:
            board.push(move)
        for _ in range(120):
            moves = list(board.legal_moves)
            if not moves:
                break
            captures = [m for m in moves if board.is_capture(m)]
            board.push(rng.choice(captures if captures and rng.random() < 0.5 else moves))
            out.append(board.copy(stack=False))
    rng.shuffle(out)
    return out[:count]


def test_weights_and_names_line_up() -> None:
    weights, names = _native.eval_weights(), _native.eval_weight_names()
    assert len(weights) == len(names) == 27 + 4 * 90
    assert len(set(names)) == len(names)
    assert names[:6] == ["advisor", "elephant", "horse", "chariot", "cannon", "soldier"]
    assert weights[names.index("chariot")] > weights[names.index("horse")] > 0
    # Tables are indexed by rank from the owner's side, then file; a soldier never stands
    # behind its starting rank (3), so those entries stay 0.
    assert names[27] == "soldier_square[0][0]" and names[-1] == "cannon_square[9][8]"
    assert weights[27:27 + 27] == [0] * 27


def test_trace_reproduces_the_evaluation() -> None:
    """dot(weights, trace) equals the evaluation up to the king terms' integer halving."""
    weights = _native.eval_weights()
    searcher = _native.Searcher(1)
    boards = _positions(600)
    assert len(boards) == 600
    exact = 0
    for board in boards:
        pos = board.native_position()
        score, coef = _native.eval_trace(pos)
        assert score == searcher.evaluate(pos)
        dot = sum(w * c for w, c in zip(weights, coef, strict=True))
        assert abs(dot - score) <= 1.0, board.fen()
        exact += dot == score
    assert exact > 300  # the rounding only matters with an odd king term and a small threat


def test_start_position_trace() -> None:
    """At the start the two sides' terms cancel: only the side to move's tempo is left."""
    names = _native.eval_weight_names()
    score, coef = _native.eval_trace(Board(STARTING_FEN).native_position())
    assert score == _native.eval_weights()[names.index("tempo")]
    nonzero = {names[i]: c for i, c in enumerate(coef) if c}
    assert nonzero == {"tempo": 1.0}
