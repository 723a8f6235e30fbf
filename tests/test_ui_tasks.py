"""``paiju.ui.tasks.Task``, the one idiom for background work in the UI (issue 41): answers on
the GUI thread, stop versus cancel, stale answers dropped, joins on close, no queueing behind
long searches; and the windows' paths through it: a solve stopped and started again quickly,
New Game in the middle of an analysis, the window closed in the middle of a search."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
import shiboken6
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju import rules as xiangqi
from paiju.puzzles.model import Collection, Puzzle
from paiju.rules import Stipulation
from paiju.rules.game import TimeControl
from paiju.solver.result import Verdict
from paiju.ui.main_window import MainWindow
from paiju.ui.play.controller import GameSetup, PlayerSpec
from paiju.ui.play.integration import PlayPart
from paiju.ui.tasks import MAX_THREADS, Task, TaskControl

MATE_IN_1 = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1"  # b1b9 mates


def _gate_work(gate: threading.Event, reported: threading.Event
               ) -> Callable[[TaskControl], object]:
    def work(control: TaskControl) -> object:
        control.report("early")
        reported.set()
        gate.wait(10)
        control.report("late")
        return "answer"
    return work


def test_answers_come_on_the_gui_thread_in_order(qtbot: QtBot) -> None:
    got: list[tuple[str, object, bool]] = []
    gui = threading.current_thread()

    def work(control: TaskControl) -> object:
        assert threading.current_thread() is not gui
        for i in range(50):
            control.report(i)
        return "done"

    task = Task(work)
    task.progressed.connect(lambda v: got.append(("p", v, threading.current_thread() is gui)))
    task.done.connect(lambda v: got.append(("d", v, threading.current_thread() is gui)))
    with qtbot.waitSignal(task.ended, timeout=10_000):
        task.start()
    assert got == [("p", i, True) for i in range(50)] + [("d", "done", True)]
    assert not task.is_running() and task.wait(0)


def test_a_failure_is_a_message_and_keeps_the_exception(qtbot: QtBot) -> None:
    def work(_control: TaskControl) -> object:
        raise TimeoutError("over the node budget")

    task = Task(work)
    messages: list[str] = []
    task.failed.connect(messages.append)
    task.done.connect(lambda _v: messages.append("done?"))
    with qtbot.waitSignal(task.ended, timeout=10_000):
        task.start()
    assert messages == ["over the node budget"] and isinstance(task.error, TimeoutError)


def test_cancel_drops_even_answers_already_queued(qtbot: QtBot) -> None:
    """Reports sent before cancel() but not yet delivered are stale too: nothing but
    ``ended`` reaches the owner after cancel() returns."""
    gate, reported = threading.Event(), threading.Event()
    got: list[object] = []
    task = Task(_gate_work(gate, reported))
    task.progressed.connect(got.append)
    task.done.connect(got.append)
    task.start()
    assert reported.wait(10)  # "early" is queued, not delivered: this thread has not turned
    task.cancel()
    gate.set()
    with qtbot.waitSignal(task.ended, timeout=10_000):
        pass
    assert got == [] and task.dropped and task.cancelled


def test_stop_still_delivers_the_answer(qtbot: QtBot) -> None:
    got: list[object] = []

    def work(control: TaskControl) -> object:
        stopped = threading.Event()
        control.on_cancel(stopped.set)
        stopped.wait(10)
        return "stopped early" if control.cancelled else "ran out"

    task = Task(work)
    task.done.connect(got.append)
    task.start()
    qtbot.waitUntil(task.is_running, timeout=10_000)
    task.stop()
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    assert got == ["stopped early"] and not task.dropped


def test_finish_asks_again_until_a_late_armed_search_hears_it(qtbot: QtBot) -> None:
    """A search that forgets a request made before it was armed (like the prover's) still
    stops: finish() repeats the request while it waits."""
    armed = threading.Event()

    def work(control: TaskControl) -> object:
        flag = threading.Event()
        control.on_cancel(lambda: flag.set() if armed.is_set() else None)
        time.sleep(0.2)
        armed.set()  # armed now: earlier requests were lost
        flag.wait(10)
        return "stopped"

    task = Task(work)
    task.start()
    qtbot.waitUntil(task.is_running, timeout=10_000)
    started = time.monotonic()
    assert task.finish(5.0)
    assert time.monotonic() - started < 2.0 and not task.is_running()


def test_long_tasks_never_queue_behind_each_other(qtbot: QtBot) -> None:
    """More tasks than cores all run at once (an endless analysis must not hold up a solve):
    each waits until every one has started."""
    count = min(8, MAX_THREADS)
    barrier = threading.Barrier(count, timeout=10)
    tasks = [Task(lambda _c: barrier.wait()) for _ in range(count)]
    for task in tasks:
        task.start()
    for task in tasks:
        assert task.finish(15.0)
    assert not barrier.broken


def test_deleting_the_owner_under_a_running_task_is_harmless(qtbot: QtBot) -> None:
    gate, reported = threading.Event(), threading.Event()
    got: list[object] = []
    owner = QObject()
    task = Task(_gate_work(gate, reported), owner)
    task.progressed.connect(got.append)
    task.done.connect(got.append)
    task.start()
    assert reported.wait(10)
    shiboken6.delete(owner)  # the task goes with its owner, the work runs on
    assert not shiboken6.isValid(task)
    gate.set()
    assert task.wait(10)
    qtbot.wait(100)  # the late answers had their chance
    assert got == []


# --- the windows --------------------------------------------------------------------------------
@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    return make_window(qtbot, tmp_path)


def test_a_solve_stopped_and_started_again_quickly(qtbot: QtBot, window: MainWindow) -> None:
    """Solve, Stop, Solve, Stop in quick succession: one search at a time, each stop gives
    its "stopped" verdict, and the last solve of another position gives that position's."""
    window.doc.load(Collection(puzzles=[Puzzle(fen=xiangqi.STARTING_FEN,
                                               stipulation=Stipulation(6))]))
    panel = window.part("solving").solver
    for wait_for_the_search in (True, False):
        assert panel.solve()
        assert not panel.solve()  # one at a time
        if wait_for_the_search:
            qtbot.waitUntil(lambda: panel.last_progress is not None, timeout=10_000)
        panel.stop()
        assert not panel.stop_button.isEnabled()
        qtbot.waitUntil(lambda: not panel.is_solving(), timeout=10_000)
        if wait_for_the_search:
            assert panel.result is not None and panel.result.verdict is Verdict.CANCELLED
        else:  # stopped before its job began (no result) or during it ("stopped")
            assert panel.result is None or panel.result.verdict is Verdict.CANCELLED
        assert panel.solve_button.isEnabled()
    window.doc.load(Collection(puzzles=[Puzzle(fen=MATE_IN_1, stipulation=Stipulation(1))]))
    assert panel.solve()
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=20_000)
    assert panel.result is not None and panel.result.mate_in == 1
    assert "b1b9" in [m.iccs() for m in panel.result.keys]


def _play(window: MainWindow) -> PlayPart:
    part = window.part("play")
    assert isinstance(part, PlayPart)
    return part


def test_new_game_in_the_middle_of_an_analysis_drops_its_lines(
        qtbot: QtBot, window: MainWindow) -> None:
    """The analysis of the opening runs (it never ends by itself); New Game on a mate in one
    cancels it, joins it before the new search takes the engine, and none of its lines shows
    up afterwards."""
    page = _play(window).page
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"), PlayerSpec("Bob")))
    page.analysis_box.setChecked(True)
    panel = page.analysis
    panel.start_button.setChecked(True)
    qtbot.waitUntil(lambda: "(depth" in panel.output.toPlainText(), timeout=20_000)
    old = panel._searches.current
    assert old is not None and old.is_running()
    assert page.start(GameSetup(MATE_IN_1, PlayerSpec("Ann"), PlayerSpec("Bob")))
    assert old.dropped and "(depth" not in panel.output.toPlainText()
    qtbot.waitUntil(lambda: "M1" in panel.output.toPlainText(), timeout=20_000)
    assert not old.is_running()  # joined before the new search took the engine
    qtbot.wait(200)
    lines = panel.output.toPlainText().splitlines()
    assert lines and lines[0].startswith("1. M1")  # no stale line of the opening came back
    assert xiangqi.Move.from_iccs("b1b9") in page.board.arrows
    page.shutdown()
    assert panel._searches.current is None


def test_closing_the_window_in_the_middle_of_a_search_joins_it(
        qtbot: QtBot, window: MainWindow, capfd: pytest.CaptureFixture[str]) -> None:
    """The computer thinks and the analysis runs; closing the window stops both and joins
    them: no search outlives it (and no "QThread destroyed while running")."""
    page = _play(window).page
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Hardest", "level5"),
                                PlayerSpec("Ann"), TimeControl.minutes(5)))
    page.analysis_box.setChecked(True)
    page.analysis.start_button.setChecked(True)
    qtbot.waitUntil(lambda: page.controller.is_thinking()
                    and page.analysis.output.toPlainText() != "", timeout=20_000)
    tasks = [page.controller._searches.current, page.analysis._searches.current]
    assert all(t is not None and t.is_running() for t in tasks)
    started = time.monotonic()
    assert window.close()
    assert time.monotonic() - started < 5.0
    assert not any(t.is_running() for t in tasks)  # type: ignore[union-attr]
    assert "QThread" not in capfd.readouterr().err
