"""Honest verdicts: every reported mate replays to a position with no legal move, the main line
runs to the mate even where the tree is cut, and a failing book line names its refutation."""

from __future__ import annotations

import json
import random

from naive_mate import naive_length
from shared_corpus import corpus_file

from paiju.rules import Board, Stipulation
from paiju.solver.result import AttackNode, SolveResult, Verdict
from paiju.solver.solve import Solver

MATE3 = "2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w"


def replay_to_mate(fen: str, line: list) -> None:
    board = Board(fen)
    for ply, move in enumerate(line):
        assert move in board.legal_moves, (fen, ply, move)
        board.push(move)
    assert not board.legal_moves, (fen, "the line stops before mate")


def check_tree(board: Board, node: AttackNode) -> None:
    """Every move in the tree is legal; a mating move leaves no legal reply; every expanded
    attack lists every defence."""
    assert node.move in board.legal_moves
    board.push(node.move)
    try:
        if node.mates:
            assert not board.legal_moves
        elif node.expanded:
            assert {d.move for d in node.defences} == set(board.legal_moves)
            for defence in node.defences:
                board.push(defence.move)
                for cont in defence.continuations[:1]:
                    check_tree(board, cont)
                board.pop()
    finally:
        board.pop()


def sample(name: str, count: int, seed: int) -> list[tuple[str, int]]:
    rows = []
    for line in corpus_file(name).read_text(encoding="utf-8").splitlines():
        title, fen = line.split("|")[:2]
        rows.append((fen, int(title[0])))
    return random.Random(seed).sample(rows, count)


def check_result(result: SolveResult) -> None:
    if result.mate_in is None:
        return
    line = result.main_line()
    assert len(line) == 2 * result.mate_in - 1
    replay_to_mate(result.fen, line)
    for node in result.tree:
        check_tree(Board(result.fen), node)


def test_random_samples_of_the_shared_sets_replay() -> None:
    solver = Solver(32)
    sets = (("graded/01.初级残局_三步杀.eglib", 1), ("graded/02.中级残局_五步杀.eglib", 2))
    for name, seed in sets:
        for fen, n in sample(name, 6, seed):
            for checks in (True, False):
                result = solver.solve(Board(fen), Stipulation(n, checks), tries=False)
                assert result.verdict is not Verdict.CANCELLED
                check_result(result)
    records = corpus_file("general.jsonl").read_text(encoding="utf-8").splitlines()
    for line in random.Random(3).sample(records[:60], 6):
        record = json.loads(line)
        result = solver.solve(Board(record["fen"]), Stipulation(int(record["mate_in"])),
                              tries=False)
        assert result.mate_in is not None
        check_result(result)


def test_small_mates_agree_with_the_naive_search() -> None:
    solver = Solver(16)
    for fen, n in sample("graded/01.初级残局_三步杀.eglib", 4, 4):
        if n > 2:
            continue
        for checks in (True, False):
            result = solver.solve(Board(fen), Stipulation(n, checks), tries=False, tree=False)
            assert result.mate_in == naive_length(Board(fen), n, 0 if checks else None)


def test_main_line_runs_to_the_mate_when_the_tree_is_cut() -> None:
    fen, n = sample("graded/02.中级残局_五步杀.eglib", 1, 5)[0]
    full = Solver(16).solve(Board(fen), Stipulation(n), tries=False)
    cut = Solver(16, max_tree_nodes=2).solve(Board(fen), Stipulation(n), tries=False)
    assert full.mate_in is not None and full.mate_in >= 3
    assert not cut.tree_complete
    assert cut.main_line() == full.main_line()
    replay_to_mate(fen, cut.main_line())


def test_failing_book_move_names_the_defence_that_holds() -> None:
    solver = Solver(16)
    result = solver.solve(Board(MATE3), Stipulation(3), stated_line=["a6a7"], tries=False)
    fails = [note for note in result.stated_line_notes if note.kind == "fails"]
    assert fails and fails[0].better and fails[0].better in fails[0].message
    board = Board(MATE3)
    board.push(next(m for m in board.legal_moves if m.iccs() == "a6a7"))
    defence = next(m for m in board.legal_moves if m.iccs() == fails[0].better)
    board.push(defence)
    assert solver.prover.wins(board, 2) is None  # it really holds


def test_weaker_book_defence_names_the_longest_resistance() -> None:
    solver = Solver(16)
    full = solver.solve(Board(MATE3), Stipulation(3), tries=False)
    key = full.main_line()[0]
    board = Board(MATE3)
    board.push(key)
    quick = []
    for defence in board.legal_moves:
        board.push(defence)
        if board.legal_moves and solver.prover.wins(board, 1) is not None:
            quick.append(defence)
        board.pop()
    assert quick, "the key allows some defence a mate in one"
    result = solver.solve(Board(MATE3), Stipulation(3), stated_line=[key.iccs(), quick[0].iccs()],
                          tries=False)
    notes = [n for n in result.stated_line_notes if n.kind == "weaker-defence"]
    assert notes and notes[0].better and notes[0].better in notes[0].message
    longer = next(m for m in board.legal_moves if m.iccs() == notes[0].better)
    board.push(longer)
    assert solver.prover.wins(board, 1) is None  # the named defence does hold longer
