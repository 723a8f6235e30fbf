"""The mate solver: hand-checked positions, a naive cross-check, collections, cancel."""

from __future__ import annotations

import json
import random
import threading
import time

import pytest
from naive_mate import naive_keys, naive_length
from shared_corpus import corpus_file

from paiju.cancel import SearchCancelled
from paiju.rules import Board, Color, Move, Piece, PieceType, Stipulation, square
from paiju.solver.prover import QUIET_ANY, MateProver
from paiju.solver.result import SolveResult, Verdict
from paiju.solver.solve import Progress, Solver


@pytest.fixture(scope="module")
def solver() -> Solver:
    return Solver(memory_mb=32)


def keys(result) -> list[str]:
    return sorted(k.iccs() for k in result.keys)


def test_stalemate_by_a_quiet_move_is_a_mate(solver: Solver) -> None:
    # Horse c9-d7 takes e9 and f8 from the Black general on f9 without check.
    board = Board("2N2k3/9/9/9/9/9/9/9/9/3K5 w")
    result = solver.solve(board, Stipulation(1))
    assert result.verdict is Verdict.SOUND
    assert keys(result) == ["c9d7"]
    assert result.tree[0].mates and not result.tree[0].checks


def test_stalemate_ending_through_dfpn_matches_the_prover() -> None:
    """适情雅趣069 (单骑困敌): the book mates in 3 by a quiet stalemate. With quiet moves df-pn
    answers from three moves on and settles its last defender nodes itself (a stalemate
    there is a mate in one): the same verdict, key and main line as the prover alone, and
    the line ends with the defender to move, not in check, without a legal move."""
    board = Board("3ar4/4a4/1N3k3/6P2/9/9/9/9/9/4K4 w")

    def solved(dfpn: bool) -> tuple[Verdict, int | None, list[str], list[str]]:
        solver = Solver(16)
        solver.prover.dfpn = dfpn
        result = solver.solve(board, Stipulation(3), tries=False)
        return (result.verdict, result.mate_in, keys(result),
                [m.iccs() for m in result.main_line()])

    fast = solved(True)
    assert solved(False) == fast
    assert fast[:3] == (Verdict.SOUND, 3, ["g6g7"])
    end = board.copy(stack=False)
    for move in fast[3]:
        end.push(Move.from_iccs(move))
    assert not end.legal_moves and not end.is_check()


def test_flying_general_takes_the_escape(solver: Solver) -> None:
    # Kf0xe0 leaves the Black general on d8 only e8 (facing), d9/d7 (horse).
    result = solver.solve(Board("9/3k1N3/9/9/9/9/9/9/9/4pK3 w"), Stipulation(1))
    assert keys(result) == ["f0e0"]


def test_cooked_position_lists_every_key(solver: Solver) -> None:
    result = solver.solve(Board("3k5/9/9/9/R7R/9/9/9/9/4K4 w"), Stipulation(1))
    assert result.verdict is Verdict.COOKED
    assert keys(result) == ["a5a8", "a5d5", "i5d5", "i5i8"]


def test_checks_only_excludes_the_quiet_stalemate(solver: Solver) -> None:
    result = solver.solve(Board("3k5/9/9/9/R7R/9/9/9/9/4K4 w"), Stipulation(1, True))
    assert keys(result) == ["a5d5", "i5d5"]


def test_no_mate(solver: Solver) -> None:
    result = solver.solve(Board("3k5/9/9/9/9/9/9/9/9/4K4 w"), Stipulation(2))
    assert result.verdict is Verdict.NO_SOLUTION and result.mate_in is None
    assert result.keys == []


def test_short_solution_is_reported(solver: Solver) -> None:
    result = solver.solve(Board("3k5/9/9/9/R7R/9/9/9/9/4K4 w"), Stipulation(2))
    assert result.verdict is Verdict.SHORT and result.mate_in == 1


def test_a_short_solution_lists_the_keys_of_its_own_length(solver: Solver) -> None:
    """Many first moves mate within 3 here; the keys are the mates in 1, as in the cooked
    mate in 1 below (a short result is saved as the mate in its proven length)."""
    board = Board("3k5/9/9/9/R7R/9/9/9/9/4K4 w")
    for checks, expected in ((False, ["a5a8", "a5d5", "i5d5", "i5i8"]),
                             (True, ["a5d5", "i5d5"])):
        result = solver.solve(board, Stipulation(3, checks))
        assert result.verdict is Verdict.SHORT and result.mate_in == 1
        assert keys(result) == expected
        assert all(node.length == 1 for node in result.tree)
        # Keys, tries and tree are those of the stipulation the result is saved as.
        at_length = solver.solve(board, Stipulation(1, checks))
        assert keys(at_length) == expected
        assert result.tries == at_length.tries and result.tree == at_length.tree


def test_a_quiet_mate_shorter_than_the_checks_is_found_among_the_keys(solver: Solver) -> None:
    """The quiet horse move c9d7 stalemates at once: checks-only the mate takes longer, so
    the first bound is too long and the keys at 2 show the shorter mate."""
    board = Board("2N2k3/9/9/9/9/9/9/9/9/3K5 w")
    result = solver.solve(board, Stipulation(2))
    assert result.verdict is Verdict.SHORT and result.mate_in == 1
    assert keys(result) == ["c9d7"]
    assert result.main_line() == [Move.from_iccs("c9d7")]


def test_a_stipulation_far_longer_than_the_mate_is_cut_short() -> None:
    """A quiet mate in 4 asked as a mate in 8 (from the stalemate-ending generator): df-pn's
    first proof is at 8 and a mate in 7 is not found within the probe's budget; the look
    upwards from SHORT + 1 finds the 4 before the keys at 8 are asked (over 5 M nodes and
    10 s without it, against 190,000 nodes)."""
    board = Board("3a5/9/3k5/9/9/7CR/9/5K3/9/c8 w - - 0 1")
    result = Solver(64).solve(board, Stipulation(8), tries=False, time_limit=60)
    assert result.verdict is Verdict.SHORT and result.mate_in == 4
    assert keys(result) == ["f2e2"] and result.nodes < 1_000_000


def test_illegal_position_is_not_solved(solver: Solver) -> None:
    result = solver.solve(Board("4k4/9/9/9/9/9/9/9/9/4K4 w"), Stipulation(1))
    assert result.verdict is Verdict.ILLEGAL
    assert "face each other" in result.errors[0]


def test_tree_main_line_is_the_longest_resistance(solver: Solver) -> None:
    board = Board("2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w")
    result = solver.solve(board, Stipulation(3))
    assert result.verdict is Verdict.SOUND and keys(result) == ["h2h9"]
    line = result.main_line()
    assert len(line) == 5
    for ply, move in enumerate(line):  # the main line is legal and ends in mate
        assert move in board.legal_moves, ply
        board.push(move)
    assert board.is_checkmate() or board.is_stalemate()
    key = result.tree[0]
    assert max(d.length for d in key.defences) == 2
    assert [d.main for d in key.defences].count(True) == 1


def test_stated_line_differences_are_reported(solver: Solver) -> None:
    board = Board("2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w")
    # A book whose first move (a soldier step) does not force mate in 3.
    result = solver.solve(board, Stipulation(3), stated_line=["a6a7"])
    kinds = [n.kind for n in result.stated_line_notes]
    assert "fails" in kinds or "slower" in kinds
    assert "unfinished" in kinds


def _random_position(rng: random.Random) -> Board:
    while True:
        board = Board.empty()
        board.set_piece_at(square(rng.choice((3, 4, 5)), rng.choice((0, 1, 2))),
                           Piece(PieceType.GENERAL, Color.RED))
        board.set_piece_at(square(rng.choice((3, 4, 5)), rng.choice((7, 8, 9))),
                           Piece(PieceType.GENERAL, Color.BLACK))
        attackers = (PieceType.CHARIOT, PieceType.HORSE, PieceType.CANNON, PieceType.SOLDIER)
        defenders = (PieceType.ADVISOR, PieceType.ELEPHANT, PieceType.SOLDIER, PieceType.HORSE)
        for kinds, color, count in ((attackers, Color.RED, rng.randint(2, 3)),
                                    (defenders, Color.BLACK, rng.randint(0, 2))):
            for _ in range(count):
                sq = rng.randrange(90)
                if board.piece_at(sq) is None:
                    board.set_piece_at(sq, Piece(rng.choice(kinds), color))
        if board.is_valid() and board.legal_moves:
            return board


def test_agrees_with_naive_search_on_random_positions(solver: Solver) -> None:
    rng = random.Random(20261130)
    mates = 0
    for _ in range(40):
        board = _random_position(rng)
        for quiet in (None, 0):
            n = naive_length(board, 2, quiet)
            result = solver.solve(board, Stipulation(2, checks_only=quiet == 0), tries=False,
                                  tree=False)
            assert result.mate_in == n, board.fen()
            # The keys are those of the least length (a short solution's own keys).
            assert keys(result) == naive_keys(board, n or 2, quiet), board.fen()
            mates += n is not None
    assert mates >= 5  # the sample really exercises mates


def test_agrees_with_naive_search_on_mates_in_three(solver: Solver) -> None:
    rng = random.Random(3)
    checked = 0
    while checked < 4:
        board = _random_position(rng)
        if naive_length(board, 3, 0) != 3:  # checks-only keeps the naive search small
            continue
        result = solver.solve(board, Stipulation(3, checks_only=True), tries=False, tree=False)
        assert result.mate_in == 3
        assert keys(result) == naive_keys(board, 3, 0), board.fen()
        checked += 1


def test_general_set_first_puzzles() -> None:
    lines = corpus_file("general.jsonl").read_text(encoding="utf-8").splitlines()
    solver = Solver(memory_mb=64)
    for line in lines[:40]:
        record = json.loads(line)
        board = Board(record["fen"])
        result = solver.solve(board, Stipulation(record["mate_in"]), tries=False, tree=False)
        assert result.mate_in is not None and result.mate_in <= record["mate_in"], record["fen"]


def test_cancel_stops_quickly_and_progress_reports() -> None:
    solver = Solver(memory_mb=16)
    board = Board("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
    reports = []
    done = threading.Event()
    out = {}

    def work() -> None:
        out["result"] = solver.solve(board, Stipulation(6), progress=reports.append)
        done.set()

    thread = threading.Thread(target=work)
    thread.start()
    time.sleep(0.6)
    asked = time.monotonic()
    solver.cancel()
    assert done.wait(5)
    assert time.monotonic() - asked < 3  # a loaded-machine bound; the bench measures latency
    thread.join()
    assert out["result"].verdict is Verdict.CANCELLED
    assert reports and reports[-1].nodes > 0


def test_time_limit_and_memory_bound() -> None:
    prover = MateProver(memory_mb=8)
    assert prover.table_bytes <= 8 * 1024 * 1024
    prover.start(time_limit=0.2)
    board = Board("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w")
    with pytest.raises(SearchCancelled):
        prover.mate_length(board, 8)


def test_dfpn_finder_agrees_with_the_prover() -> None:
    rng = random.Random(11)
    prover = MateProver(memory_mb=16)
    prover.start()
    wins = 0
    for _ in range(60):
        board = _random_position(rng)
        for n in (1, 2, 3):
            key = prover.find(board, n)
            assert (key is not None) == (prover.wins(board, n) is not None), (board.fen(), n)
            if key is not None:
                wins += 1
                board.push(key)  # the finder's key really mates within n
                assert not board.legal_moves or not prover.holds(board, n - 1)
                board.pop()
    assert wins >= 10


def test_dfpn_finds_long_master_game_mates() -> None:
    prover = MateProver(memory_mb=64)
    prover.start(time_limit=60)
    for line in corpus_file("general.jsonl").read_text(encoding="utf-8").splitlines()[-12:]:
        record = json.loads(line)
        assert prover.find(Board(record["fen"]), record["mate_in"]) is not None, record["fen"]


def test_a_find_within_a_node_budget_says_when_it_ran_out() -> None:
    """try_find answers True or False when the budget suffices and None when it does not;
    running out is no cancel: the next question is answered as usual."""
    prover = MateProver(memory_mb=16)
    prover.start()
    record = json.loads(corpus_file("general.jsonl").read_text(encoding="utf-8").splitlines()[-1])
    board, n = Board(record["fen"]), record["mate_in"]
    assert prover.try_find(board, n, QUIET_ANY, 5) is None
    assert prover.nodes < 200  # stopped at the budget, give or take one expansion
    assert not prover.cancelled
    assert prover.try_find(board, n, QUIET_ANY, 10**8) is True
    assert prover.try_find(Board("3k5/9/9/9/9/9/9/9/9/4K4 w"), 5, QUIET_ANY, 10**6) is False
    assert prover.find(board, n) is not None


def test_a_proven_verdict_survives_a_stop_in_the_tries_and_arrives_before_them() -> None:
    """适情雅趣356 (骅骝争路) has no mate within 8, proven in a tenth of a second; its tries
    take seconds. Stopped there, the verdict stays "no solution" (it was "cancelled"), and
    the verdict callback had it before the tries began."""
    board = Board("3aka3/1R1N5/1c2b4/1Np1p1p2/6n2/C6R1/2P1P4/2n1C4/4Ap2r/r2AK4 w")
    solver = Solver(32)
    early: list[SolveResult] = []

    def progress(p: Progress) -> None:
        if p.phase == "tries":
            solver.cancel()

    result = solver.solve(board, Stipulation(8), progress=progress, on_verdict=early.append)
    assert result.verdict is Verdict.NO_SOLUTION
    assert result.note == "stopped (cancelled) during tries"
    assert [r.verdict for r in early] == [Verdict.NO_SOLUTION] and early[0] is not result
    assert early[0].note == "" and early[0].tries == [] and 0 < early[0].nodes <= result.nodes
    assert not early[0].tries_complete and not result.tries_complete
    assert solver.solve(Board("3k5/9/9/9/R7R/9/9/9/9/4K4 w"), Stipulation(1)).tries_complete
