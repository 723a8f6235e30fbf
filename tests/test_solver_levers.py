"""The prover's speed levers keep every answer: table generations, df-pn's shortcuts."""

from __future__ import annotations

import json
import random

from shared_corpus import corpus_file

from paiju import _native
from paiju.rules import Board, Stipulation
from paiju.solver.result import Verdict
from paiju.solver.solve import Solver

MATE3 = "2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w"


def _nodes_for(prover: _native.Prover, position: _native.Position, n: int,
               quiet: int) -> tuple[int, int]:
    before = prover.nodes
    result = prover.attack(position, n, quiet)[0]
    return result, prover.nodes - before


def test_clear_forgets_everything_across_generation_wraps() -> None:
    """clear() is a new table generation; entries of older ones are never read, even after
    the generation counter wraps (a real wipe)."""
    prover = _native.Prover(4)
    code = Board(MATE3).native_position()
    first = _nodes_for(prover, code, 3, _native.QUIET_ANY)
    assert first[0] == 1 and first[1] > 10
    again = _nodes_for(prover, code, 3, _native.QUIET_ANY)
    assert again[0] == 1 and again[1] < first[1]  # answered from the table
    for rounds in (1, 254, 1, 300):
        for _ in range(rounds):
            prover.clear()
        assert _nodes_for(prover, code, 3, _native.QUIET_ANY) == first
        assert _nodes_for(prover, code, 3, 0)[0] == 0


def _book_sample(count: int, seed: int) -> list[tuple[str, int]]:
    """Graded problems of N <= 4 (the title's first digit is N), both sets, shuffled."""
    rows = []
    for name in ("graded/01.初级残局_三步杀.eglib", "graded/02.中级残局_五步杀.eglib"):
        for line in corpus_file(name).read_text(encoding="utf-8").splitlines():
            title, fen = line.split("|")[:2]
            if int(title[0]) <= 4:
                rows.append((fen, int(title[0])))
    return random.Random(seed).sample(rows, count)


def test_dfpn_route_and_keys_first_agree_with_the_depth_first_prover() -> None:
    """200 quiet-move problems (N <= 4): the solver as it runs (df-pn first from three
    moves on, its table shortcuts, minimal length proven after the keys) gives the same
    verdict, length and keys as the exact depth-first prover alone (``dfpn = False``)."""
    solver = Solver(32)
    problems = _book_sample(200, 15)

    def verdicts(step_down: bool) -> list[tuple[str, int | None, list[str]]]:
        out = []
        for fen, n in problems:
            solver.prover.clear()
            result = solver.solve(Board(fen), Stipulation(n, False), tries=False, tree=False)
            assert result.verdict is not Verdict.CANCELLED
            if step_down:  # the length the whole position's refutations give
                solver.prover.clear()
                assert solver.prover.mate_length(Board(fen), n) == result.mate_in
            out.append((result.verdict.value, result.mate_in,
                        sorted(k.iccs() for k in result.keys)))
        return out

    fast = verdicts(False)
    for prover in solver.provers:
        prover.dfpn = False
    assert verdicts(True) == fast
    assert {v for v, _, _ in fast} >= {"sound", "cooked"}


def test_the_children_cache_changes_no_search() -> None:
    """df-pn's children cache only saves generating a re-expanded node's moves again: with
    it off (``children_cache = False``), every solve searches exactly the same nodes."""
    records = corpus_file("general.jsonl").read_text(encoding="utf-8").splitlines()
    problems = [(json.loads(records[i - 1])["fen"], json.loads(records[i - 1])["mate_in"])
                for i in (82, 87, 115)] + _book_sample(20, 23)
    solver = Solver(32)

    def runs() -> list[tuple[str, int | None, list[str], int]]:
        out = []
        for fen, n in problems:
            solver.prover.clear()
            result = solver.solve(Board(fen), Stipulation(n, False), tries=False, tree=False)
            out.append((result.verdict.value, result.mate_in,
                        sorted(k.iccs() for k in result.keys), result.nodes))
        return out

    recalls = solver.prover._prover.recalls
    cached = runs()
    assert solver.prover._prover.recalls - recalls > 10_000  # the cache was used
    for prover in solver.provers:
        prover.children_cache = False
    recalls = solver.prover._prover.recalls
    assert runs() == cached
    assert solver.prover._prover.recalls == recalls
