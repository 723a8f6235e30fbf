"""A solve stopped before its verdict says what it had proven, and all of it is true.

Each problem is solved once to the end, counting the prover questions it asks. Then it is
solved again, cancelled (the engine's own cancel) just before its k-th question, for every
k: what the stopped result claims as proven must agree with the full answer, and each
partial key must mate.
"""

from __future__ import annotations

import json
import random

import pytest
from shared_corpus import corpus_cases, corpus_file

from paiju.rules import Board
from paiju.solver.engine import Engine
from paiju.solver.result import SolveResult, Stipulation, Verdict
from paiju.solver.solve import Solver
from paiju.solver.text import proven_lines

QUIET_MATE3 = "3ar4/4a4/1N3k3/6P2/9/9/9/9/9/4K4 w"


def _master_problems() -> list[tuple[str, Stipulation]]:
    """Master-game mates asked at their length, one move longer (short solutions) and one
    shorter (no solution), with quiet moves and checks only."""
    rows = [json.loads(line) for line in
            corpus_file("general.jsonl").read_text(encoding="utf-8").splitlines()]
    rows = [r for r in rows if 2 <= r["mate_in"] <= 4]
    out = []
    for i, row in enumerate(random.Random(7).sample(rows, 9)):
        n = row["mate_in"] + (i % 3) - 1
        out.append((row["fen"], Stipulation(n, checks_only=i % 4 == 3)))
    return out


# 适情雅趣069: a quiet mate in 3 (a stalemate) where checks alone never mate.
QUIET_PROBLEMS = [(QUIET_MATE3, Stipulation(n)) for n in (2, 3, 4)]


def _problems() -> list[tuple[str, Stipulation]]:
    """The master-game problems, then the quiet mate asked the same way."""
    return _master_problems() + QUIET_PROBLEMS


class _Stopper:
    """Counts the engine's questions; cancels the engine just before question `at`."""

    def __init__(self, engine: Engine, at: int = 0) -> None:
        self.calls, self.at, self.engine = 0, at, engine
        self.run = engine._run
        engine._run = self  # type: ignore[method-assign]

    def __call__(self, *args: object, **kwargs: object) -> tuple[int, int]:
        self.calls += 1
        if self.calls == self.at:
            self.engine.cancel()
        return self.run(*args, **kwargs)  # type: ignore[arg-type]


def _solve(fen: str, stip: Stipulation, at: int = 0) -> tuple[SolveResult, int]:
    solver = Solver(16)
    stopper = _Stopper(solver.engine, at)
    result = solver.solve(Board(fen), stip, tries=False, tree=False)
    return result, stopper.calls


@pytest.mark.parametrize(("fen", "stip"), corpus_cases(_master_problems, 2) + QUIET_PROBLEMS)
def test_a_stopped_solve_claims_only_what_the_full_solve_confirms(fen: str,
                                                                  stip: Stipulation) -> None:
    full, questions = _solve(fen, stip)
    assert full.verdict is not Verdict.CANCELLED
    assert questions >= 1
    oracle = Engine(16)
    board = Board(fen)
    shortest = full.mate_in if full.mate_in is not None else stip.moves + 1
    for at in range(1, questions + 1):
        stopped, _ = _solve(fen, stip, at)
        if stopped.verdict is not Verdict.CANCELLED:
            assert stopped.verdict is full.verdict  # stopped after the verdict was known
            continue
        p = stopped.proven
        assert p.no_mate_within < shortest
        if p.mate_within is not None:
            assert full.mate_in is not None and full.mate_in <= p.mate_within <= stip.moves
            for key in p.keys:
                board.push(key)
                mated = not board.legal_moves or not oracle.holds(board, p.mate_within - 1)
                board.pop()
                assert mated, key.iccs()
            if p.mate_within == full.mate_in:
                assert set(p.keys) <= set(full.keys)
        if p.no_checks_mate_within:
            assert not stip.checks_only
            assert oracle.wins(board, p.no_checks_mate_within, 0) is None
        lines = proven_lines(stopped)
        assert lines and all(line.startswith(("proven", "keys")) for line in lines)


def test_a_solve_stopped_in_the_keys_phase_lists_its_keys_so_far() -> None:
    """A cooked checks-only mate in 2: stopped while asking about its first moves, the
    result holds the length range, the keys found and the first moves still open."""
    for fen, stip in _problems():
        full, questions = _solve(fen, stip)
        if full.verdict is not Verdict.COOKED:
            continue
        seen_open = False
        for at in range(1, questions + 1):
            p = _solve(fen, stip, at)[0].proven
            if p.keys_open:
                seen_open = True
                assert p.mate_within is not None
                assert p.range_text() in (str(p.mate_within), f"≤ {p.mate_within}",
                                          f"{p.no_mate_within + 1}–{p.mate_within}")
        assert seen_open
        return
    pytest.skip("no cooked problem in the sample")  # pragma: no cover
