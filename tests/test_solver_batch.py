"""paiju.solver.batch: worker processes and a Dask cluster give the same verdicts as one solver,
in order, with cancel; `paiju solve FILE` uses them and writes its report atomically."""

from __future__ import annotations

import importlib.util
import json
import threading
import time
from pathlib import Path

import pytest
from shared_corpus import corpus_file

from paiju.cli import main
from paiju.puzzles.io import save
from paiju.puzzles.model import Collection, Puzzle
from paiju.rules import Stipulation
from paiju.solver.batch import Batch, Outcome, Task, in_order, run_on_cluster, solve_task

MATE3 = "2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w"


def graded_tasks(count: int) -> list[Task]:
    lines = corpus_file("graded", "01.初级残局_三步杀.eglib").read_text(encoding="utf-8")
    fens = [line.split("|")[1] for line in lines.splitlines()[:count]]
    return [Task(i, fen, Stipulation(3), time_limit=30, tries=False, tree=False)
            for i, fen in enumerate(fens)]


def summary(outcome: Outcome) -> tuple[int, str, int | None, list[str]]:
    assert outcome.result is not None, outcome.error
    r = outcome.result
    return outcome.index, r.verdict.value, r.mate_in, sorted(k.iccs() for k in r.keys)


def test_two_workers_agree_with_one_solver() -> None:
    tasks = graded_tasks(12)
    started: list[int] = []
    batch = Batch(tasks, workers=2, memory_mb=32, on_start=started.append)
    got = [summary(o) for o in in_order(batch.run(), [t.index for t in tasks])]
    expected = [summary(solve_task(t, 16)) for t in tasks]
    assert got == expected
    assert sorted(started) == [t.index for t in tasks]


def test_in_order_waits_for_the_next_index() -> None:
    outs = [Outcome(2, None, "b"), Outcome(0, None, "z"), Outcome(1, None, "a")]
    assert [o.index for o in in_order(outs, [0, 1, 2])] == [0, 1, 2]


def test_cancel_stops_running_searches_and_skips_the_rest() -> None:
    # Mate in 30 from the opening position: hopeless, so each task runs until cancelled.
    start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
    tasks = [Task(i, start, Stipulation(30), tries=False, tree=False) for i in range(6)]
    running = threading.Event()
    batch = Batch(tasks, workers=2, memory_mb=16, on_start=lambda _i: running.set())
    outcomes: list[Outcome] = []

    def consume() -> None:
        outcomes.extend(batch.run())

    thread = threading.Thread(target=consume)
    thread.start()
    assert running.wait(60)
    time.sleep(0.3)
    batch.cancel()
    thread.join(30)
    assert not thread.is_alive()
    assert 1 <= len(outcomes) <= 2
    assert all(o.result is not None and o.result.verdict.value == "cancelled" for o in outcomes)


def test_solve_file_uses_workers_and_writes_the_report(tmp_path: Path, capsys) -> None:
    path = tmp_path / "set.xqp"
    save(Collection(title="t", puzzles=[
        Puzzle(fen=MATE3, title="sound one", stipulation=Stipulation(3)),
        Puzzle(fen="3k5/9/9/9/9/9/9/9/9/4K4 w", title="no stipulation"),
        Puzzle(fen="3k5/9/9/9/R7R/9/9/9/9/4K4 w", title="cooked", stipulation=Stipulation(1)),
    ]), path)
    report = tmp_path / "report.json"
    assert main(["solve", str(path), "--jobs", "2", "--output", str(report)]) == 0
    err = capsys.readouterr().err.splitlines()
    assert [line.split("]")[0] for line in err] == ["[1/3", "[2/3", "[3/3"]
    data = json.loads(report.read_text(encoding="utf-8"))
    assert [p["index"] for p in data["puzzles"]] == [1, 2, 3]
    assert data["puzzles"][0]["verdict"] == "sound" and data["puzzles"][1]["position_only"]
    assert data["summary"] == {"sound": 1, "positions": 1, "cooked": 1}
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temp file left


@pytest.mark.skipif(importlib.util.find_spec("distributed") is None,
                    reason="dask[distributed] is not installed (pip install 'paiju[cluster]')")
def test_local_dask_cluster_of_two_workers(tmp_path: Path, capsys) -> None:
    from distributed import LocalCluster

    tasks = graded_tasks(8)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster:
        got = [summary(o) for o in run_on_cluster(tasks, cluster.scheduler_address, 16)]
        path = tmp_path / "set.xqp"
        save(Collection(title="t", puzzles=[
            Puzzle(fen=MATE3, title="sound one", stipulation=Stipulation(3)),
            Puzzle(fen="3k5/9/9/9/R7R/9/9/9/9/4K4 w", title="cooked",
                   stipulation=Stipulation(1))]), path)
        report = tmp_path / "out.json"
        assert main(["solve", str(path), "--scheduler", cluster.scheduler_address,
                     "--output", str(report), "--no-tries"]) == 0
    assert got == [summary(solve_task(t, 16)) for t in tasks]
    data = json.loads(report.read_text(encoding="utf-8"))
    assert [p["verdict"] for p in data["puzzles"]] == ["sound", "cooked"]


_CANCEL_AT_START = """
import threading, time
from paiju.solver.batch import Batch, Task
from paiju.rules import Stipulation
FEN = {fen!r}
if __name__ == "__main__":
    for delay in (0.0, 0.05, 0.3):
        batch = Batch([Task(i, FEN, Stipulation(5)) for i in range(20)], workers=2)
        threading.Timer(delay, batch.cancel).start()
        began = time.monotonic()
        list(batch.run())
        print("cancelled in", round(time.monotonic() - began, 2), flush=True)
    time.sleep(1.5)  # the workers that were still starting finish starting, then leave
"""


def test_cancel_while_workers_start_is_quiet(tmp_path: Path) -> None:
    """Regression: cancelling before the worker processes had started dropped the queue they
    unpickle at start-up, and each printed a traceback (seen when stopping a verification)."""
    import subprocess
    import sys

    script = tmp_path / "cancel_at_start.py"
    script.write_text(_CANCEL_AT_START.format(fen=MATE3))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=120, cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("cancelled in") == 3
    assert "Traceback" not in done.stderr, done.stderr


def test_cancel_after_the_workers_left_returns() -> None:
    """Regression (the cause of test_cancel_while_workers_start_is_quiet's rare time-outs): a
    worker that exited while waiting on a multiprocessing.Event stayed counted as a sleeper,
    and a cancel after the run had ended blocked in Event.set() for good."""
    batch = Batch([Task(i, MATE3, Stipulation(5)) for i in range(2)], workers=2)
    assert len(list(batch.run())) == 2
    cancel = threading.Thread(target=batch.cancel, daemon=True)
    cancel.start()
    cancel.join(10)
    assert not cancel.is_alive()


def test_a_worker_that_dies_fails_only_its_task() -> None:
    import multiprocessing
    import os
    import signal

    start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
    hopeless = Task(0, start, Stipulation(30), tries=False, tree=False)
    quick = [Task(i, MATE3, Stipulation(5)) for i in (1, 2, 3)]

    def kill_the_first(index: int) -> None:
        if index == 0:  # one worker: the only child process is the one on task 0
            os.kill(multiprocessing.active_children()[0].pid or 0, signal.SIGKILL)

    batch = Batch([hopeless, *quick], workers=1, memory_mb=16, on_start=kill_the_first)
    outcomes = list(batch.run())
    assert outcomes[0].index == 0 and outcomes[0].result is None
    assert "worker process stopped (exit code -9)" in outcomes[0].error
    assert [summary(o) for o in outcomes[1:]] == [summary(solve_task(t, 16)) for t in quick]
