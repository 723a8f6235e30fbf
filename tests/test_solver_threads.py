"""One solve on several threads: the same verdicts, lengths and keys as on one (whichever
finishes the root question first: the find or the keys), and the same cancel and time
limit."""

from __future__ import annotations

import json
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from shared_corpus import corpus_file

from paiju.rules import Board
from paiju.solver.engine import SHORT, Engine
from paiju.solver.result import Proven, Stipulation, Verdict
from paiju.solver.solve import Solver

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"


def _problems() -> list[tuple[str, Stipulation]]:
    """Master-game mates at their length, one longer (short) and one shorter (no solution),
    with quiet moves and checks only."""
    rows = [json.loads(line) for line in
            corpus_file("general.jsonl").read_text(encoding="utf-8").splitlines()]
    rows = [r for r in rows if 3 <= r["mate_in"] <= 6]
    out = []
    for i, row in enumerate(random.Random(5).sample(rows, 18)):
        out.append((row["fen"], Stipulation(row["mate_in"] + (i % 3) - 1,
                                            checks_only=i % 4 == 3)))
    return out


def _answer(solver: Solver, fen: str, stip: Stipulation) -> tuple[Verdict, int | None,
                                                                    list[str]]:
    result = solver.solve(Board(fen), stip, tries=False, tree=False, time_limit=60)
    return result.verdict, result.mate_in, sorted(k.iccs() for k in result.keys)


def _endless_find(engine: Engine) -> None:
    """Make the engine's df-pn root question at N never end on its own (when the helpers
    race it), so that the keys always answer the root first and preempt it."""
    real = engine.find_mate

    def find_mate(board: Board, n: int, quiet: int, proven: Proven | None = None) -> int | None:
        if not quiet or n <= SHORT or len(board.legal_moves) < 2:  # no race: no keys asked
            return real(board, n, quiet, proven)
        while True:
            engine.check()  # SearchCancelled once preempted
            time.sleep(0.002)
    engine.find_mate = find_mate  # type: ignore[method-assign]


def test_two_threads_agree_with_one_whoever_answers_the_root() -> None:
    one, two, keys_first = Solver(32), Solver(32, threads=2), Solver(32, threads=2)
    _endless_find(keys_first.engine)
    expected = [_answer(one, fen, stip) for fen, stip in _problems()]
    assert {v for v, _, _ in expected} >= {Verdict.SOUND, Verdict.NO_SOLUTION, Verdict.SHORT}
    assert [_answer(two, fen, stip) for fen, stip in _problems()] == expected
    assert [_answer(keys_first, fen, stip) for fen, stip in _problems()] == expected


def test_tries_on_two_threads_are_those_of_one() -> None:
    fen, stip = next((f, s) for f, s in _problems() if not s.checks_only)
    full = [Solver(32, threads=t).solve(Board(fen), stip, tree=False) for t in (1, 2)]
    assert [(t.move, t.refutation) for t in full[0].tries] == [
        (t.move, t.refutation) for t in full[1].tries]
    assert full[0].tries_complete and full[1].tries_complete


def test_threads_share_one_table_within_the_memory_and_count_every_node() -> None:
    solver = Solver(64, threads=2)
    assert len(solver.engines) == 2
    assert sum(e.table_bytes for e in solver.engines) <= 64 * 1024 * 1024
    assert solver.engine.table_bytes > 32 * 1024 * 1024  # the table is not split
    fen, stip = _problems()[0]
    result = solver.solve(Board(fen), stip, tries=False, tree=False)
    assert result.nodes == solver.nodes > 0
    with pytest.raises(ValueError, match="threads"):
        Solver(16, threads=0)


def test_a_helper_reads_what_the_first_engine_proved_until_it_is_cleared() -> None:
    fen, n = next((f, s.moves) for f, s in _problems() if not s.checks_only and s.moves > SHORT)
    owner = Engine(16)
    helper = Engine(1, share=owner)
    board = Board(fen)
    for engine in (owner, helper):
        engine.start()
    answer = owner.find(board, n)
    alone = owner.nodes
    assert helper.find(board, n) == answer and helper.nodes < alone / 10
    owner.clear()
    helper.clear()
    before = helper.nodes
    assert helper.find(board, n) == answer and helper.nodes - before > alone / 2
    with pytest.raises(ValueError, match="share must own its tables"):
        Engine(1, share=helper)


def test_cancel_and_time_limit_stop_every_thread() -> None:
    """The opening position asked for a mate in 6: the find and the keys race on two
    threads; cancel and the time limit end the solve, and both engines stop searching."""
    solver = Solver(16, threads=2)
    with ThreadPoolExecutor(1) as pool:
        solving = pool.submit(solver.solve, Board(START), Stipulation(6))
        time.sleep(0.8)
        asked = time.monotonic()
        solver.cancel()
        assert solving.result(timeout=5).verdict is Verdict.CANCELLED
        assert time.monotonic() - asked < 3  # a loaded-machine bound
    nodes = [e.nodes for e in solver.engines]
    assert all(n > 0 for n in nodes)  # both were searching
    time.sleep(0.2)
    assert [e.nodes for e in solver.engines] == nodes  # and neither searches on

    t0 = time.monotonic()
    result = solver.solve(Board(START), Stipulation(6), time_limit=0.5)
    assert result.verdict is Verdict.CANCELLED and "time limit" in result.note
    assert time.monotonic() - t0 < 3


class _StopAt:
    """Counts the questions of all a solver's engines; cancels the solver at the k-th."""

    def __init__(self, solver: Solver, at: int, monkeypatch: pytest.MonkeyPatch) -> None:
        self.solver, self.at, self.calls, self.lock = solver, at, 0, threading.Lock()
        for engine in solver.engines:
            monkeypatch.setattr(engine, "_run", self._wrap(engine._run))

    def _wrap(self, run):  # type: ignore[no-untyped-def]
        def counted(*args, **kw):  # type: ignore[no-untyped-def]
            with self.lock:
                self.calls += 1
                if self.calls == self.at:
                    self.solver.cancel()
            return run(*args, **kw)
        return counted


def test_a_stopped_threaded_solve_claims_only_what_is_true(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Stopped at its k-th question (on either thread), a solve claims no length the full
    answer contradicts, and each key it lists mates within the length it claims."""
    oracle = Engine(16)
    oracle.start()
    for fen, stip in [(f, s) for f, s in _problems() if not s.checks_only][:4]:
        full = Solver(32).solve(Board(fen), stip, tries=False, tree=False)
        shortest = full.mate_in if full.mate_in is not None else stip.moves + 1
        for at in (2, 5, 9, 14, 30):
            solver = Solver(32, threads=2)
            _StopAt(solver, at, monkeypatch)
            stopped = solver.solve(Board(fen), stip, tries=False, tree=False)
            if stopped.verdict is not Verdict.CANCELLED:
                assert stopped.verdict is full.verdict
                continue
            p, board = stopped.proven, Board(fen)
            assert p.no_mate_within < shortest
            if p.mate_within is not None:
                assert full.mate_in is not None and full.mate_in <= p.mate_within
                for key in p.keys:
                    board.push(key)
                    assert not board.legal_moves or not oracle.holds(board, p.mate_within - 1)
                    board.pop()


@pytest.mark.parametrize("answer", ["a refutation", None])
def test_an_idle_engine_joins_the_last_question_and_the_first_answer_stands(
        answer: str | None) -> None:
    """With no question left to take, a free engine asks the one still running on another
    engine alone; the first answer stands (None too: "no single refutation") and the other
    search is preempted, its engine re-armed (not left cancelled), and neither thread is
    left waiting."""
    from paiju.solver.sharing import WorkQueue

    engines = [Engine(1), Engine(1)]
    for engine in engines:
        engine.start()
    askers: list[Engine] = []
    lock = threading.Lock()
    failed: list[bool] = []

    def ask(engine: Engine, board: Board, item: str) -> str | None:
        with lock:
            askers.append(engine)
            first = len(askers) == 1
        deadline = time.monotonic() + 10
        while first:  # the first asker searches until it is preempted
            engine.check()
            if time.monotonic() > deadline:
                return "nobody joined"
            time.sleep(0.001)
        return answer

    queue: WorkQueue[str, str | None] = WorkQueue(["the last question"], ask,
                                           lambda: failed.append(True), Engine.resume)
    queue.start(engines[1:], Board(START))
    queue.work(engines[0], Board(START))
    queue.join()
    assert queue.answers == [answer] and queue.done
    assert sorted(map(id, askers)) == sorted(map(id, engines)) and not failed
    assert not any(engine.cancelled for engine in engines)
