"""The prover's speed levers keep every answer: table generations, df-pn's shortcuts."""

from __future__ import annotations

from solver import _prover
from xiangqi import Board

MATE3 = "2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w"


def _nodes_for(prover: _prover.Prover, code: bytes, n: int, quiet: int) -> tuple[int, int]:
    before = prover.nodes
    result = prover.attack(code, 0, n, quiet)[0]
    return result, prover.nodes - before


def test_clear_forgets_everything_across_generation_wraps() -> None:
    """clear() is a new table generation; entries of older ones are never read, even after
    the generation counter wraps (a real wipe)."""
    prover = _prover.Prover(4)
    code = Board(MATE3)._pos.board()
    first = _nodes_for(prover, code, 3, _prover.QUIET_ANY)
    assert first[0] == 1 and first[1] > 10
    again = _nodes_for(prover, code, 3, _prover.QUIET_ANY)
    assert again[0] == 1 and again[1] < first[1]  # answered from the table
    for rounds in (1, 254, 1, 300):
        for _ in range(rounds):
            prover.clear()
        assert _nodes_for(prover, code, 3, _prover.QUIET_ANY) == first
        assert _nodes_for(prover, code, 3, 0)[0] == 0
