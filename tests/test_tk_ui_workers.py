"""The Three Kingdoms mode never waits on a search: the computer's move and the prover run in
worker threads, the GUI keeps serving its event loop meanwhile, Stop cancels, an answer from
an older position is dropped, and closing the window under a search is harmless. A collection
file lists every puzzle; the French and Chinese interfaces name the mode in their language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from tk_helpers import GENERALS, pos
from ui_testing import make_window, tk_page

from paiju.three_kingdoms import SHU, WEI, WU, Position, TkGoal
from paiju.three_kingdoms import native as tk_native
from paiju.ui.main_window import MainWindow
from paiju.ui.three_kingdoms.page import TkPage
from paiju.ui.three_kingdoms.worker import TkTask

SEARCH_TIMEOUT_MS = 120_000  # a level-5 search takes seconds; a loaded machine may be slow


def _running_move(qtbot: QtBot, page: TkPage) -> TkTask:
    qtbot.waitUntil(lambda: page.move_task is not None, timeout=5_000)
    task = page.move_task
    assert task is not None
    return task


def test_computer_move_comes_from_the_worker_while_the_gui_stays_responsive(
        qtbot: QtBot, tmp_path: Path) -> None:
    page = tk_page(make_window(qtbot, tmp_path))
    page.new_game()
    page.set_player(SHU, 5)
    task = _running_move(qtbot, page)
    assert page.game.turns == [] and task.level == 5 and task.kingdom is SHU
    seen: list[bool] = []
    QTimer.singleShot(20, lambda: seen.append(page.move_task is task and not task.ended))
    qtbot.waitUntil(lambda: bool(seen), timeout=SEARCH_TIMEOUT_MS)
    assert seen == [True]  # the timer ran while the search was still going
    assert "is thinking" in page.status.text() and page.stop_button.text() == "Stop"
    qtbot.waitUntil(lambda: len(page.game.turns) == 1, timeout=SEARCH_TIMEOUT_MS)
    assert page.game.turns[0].kingdom is SHU and page.move_task is None
    assert page.game.turns[0].move in page.game.positions[0].legal_moves()
    assert page.position.turn is WU and "is thinking" not in page.status.text()


def test_stop_cancels_the_computer_and_continue_resumes_it(qtbot: QtBot, tmp_path: Path) -> None:
    page = tk_page(make_window(qtbot, tmp_path))
    page.new_game()
    page.set_player(SHU, 5)
    task = _running_move(qtbot, page)
    page.stop_button.click()
    assert page.move_task is None and task.cancelled and page.paused
    assert task.flag is not None and task.flag.is_set()  # the compiled search is told to stop
    assert "is thinking" not in page.status.text()
    assert page.stop_button.text() == "Continue" and page.stop_button.isEnabled()
    qtbot.waitUntil(lambda: task.ended, timeout=10_000)  # stops within ~1000 nodes
    qtbot.wait(100)  # the dropped answer has had its chance to arrive
    assert page.game.turns == []
    page.stop_button.click()
    qtbot.waitUntil(lambda: len(page.game.turns) == 1, timeout=SEARCH_TIMEOUT_MS)
    assert page.game.turns[0].kingdom is SHU


def test_an_answer_for_an_older_position_is_dropped(qtbot: QtBot, tmp_path: Path) -> None:
    page = tk_page(make_window(qtbot, tmp_path))
    page.new_game()
    page.set_player(WU, 5)
    page.play("Shu:h2-Shu:h4")
    task = _running_move(qtbot, page)
    assert task.kingdom is WU
    page.undo()  # Shu takes its move back while Wu is thinking
    assert page.move_task is None and page.position.turn is SHU
    qtbot.waitUntil(lambda: task.ended, timeout=SEARCH_TIMEOUT_MS)
    qtbot.wait(100)
    assert page.game.turns == [] and page.position.text() == page.game.positions[0].text()
    # opening the editor under a running search: the answer never moves the game beneath it
    page.play("Shu:h2-Shu:h4")
    editing = _running_move(qtbot, page)
    page.set_editing(True)
    assert editing.cancelled and page.move_task is None
    qtbot.waitUntil(lambda: editing.ended, timeout=SEARCH_TIMEOUT_MS)
    qtbot.wait(100)
    assert len(page.game.turns) == 1
    page.set_editing(False)  # back in the game, Wu searches again and plays
    qtbot.waitUntil(lambda: len(page.game.turns) == 2, timeout=SEARCH_TIMEOUT_MS)
    page.undo()
    page.undo()
    # a new game under a running search: the old answer never reaches the new game, where
    # Wu is to move again and searches afresh
    page.play("Shu:h2-Shu:h4")
    old = _running_move(qtbot, page)
    page.start_game(pos(f"{GENERALS} Shu:a3=Rr Wu:a3=Rg Wei:a3=Rb", turn="g"))
    assert old.cancelled and page.move_task is None
    # Wu's fresh search in this small position may end before a poll could see it running
    qtbot.waitUntil(lambda: old.ended and page.position.turn is WEI, timeout=SEARCH_TIMEOUT_MS)
    qtbot.wait(100)
    assert [t.kingdom for t in page.game.turns] == [WU]
    assert page.game.turns[0].move in page.game.positions[0].legal_moves()


def test_closing_the_window_under_a_search_is_harmless(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    page.new_game()
    page.goal_moves.setValue(3)
    solve = page.solve()
    page.set_player(SHU, 5)
    move = _running_move(qtbot, page)
    assert page.solve_task is solve
    window.doc.mark_saved()
    window.close()
    assert move.cancelled and solve.cancelled
    qtbot.waitUntil(lambda: move.ended and solve.ended, timeout=SEARCH_TIMEOUT_MS)
    qtbot.wait(100)
    assert page.game.turns == [] and page.solution is None


def test_deleting_the_page_under_a_search_is_harmless(qtbot: QtBot) -> None:
    page = TkPage()
    page.new_game()
    page.goal_moves.setValue(3)
    solve = page.solve()
    page.set_player(SHU, 5)
    move = _running_move(qtbot, page)
    page.deleteLater()  # without shutdown: the relays outlive the page and stay silent
    qtbot.waitUntil(lambda: move.ended, timeout=SEARCH_TIMEOUT_MS)
    solve.cancel()
    qtbot.waitUntil(lambda: solve.ended, timeout=10_000)
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)


def test_the_prover_shows_progress_and_stops_within_a_bounded_time(
        qtbot: QtBot, tmp_path: Path) -> None:
    page = tk_page(make_window(qtbot, tmp_path))
    page.start_game(Position.start())
    page.victim_combo.setCurrentIndex(int(WEI))
    page.goal_moves.setValue(3)  # far beyond the prover's reach: it runs until stopped
    task = page.solve()
    assert not page.solve_button.isEnabled() and "solving" in page.verdict.text()
    qtbot.waitUntil(lambda: task.nodes > 0 and "nodes" in page.status.text(), timeout=30_000)
    assert "Solving…" in page.status.text()
    seen: list[bool] = []
    QTimer.singleShot(20, lambda: seen.append(page.solve_task is task and not task.ended))
    qtbot.waitUntil(lambda: bool(seen), timeout=30_000)
    assert seen == [True]  # the Python prover shares the GIL, yet the event loop turns
    page.stop_button.click()
    assert page.solve_task is None and page.solve_button.isEnabled()
    assert page.verdict.text() == "Solving stopped"
    qtbot.waitUntil(lambda: task.ended, timeout=10_000)  # the prover polls its cancel flag
    assert page.solution is None and page.tree.topLevelItemCount() == 0


def _collection(path: Path) -> tk_native.TkCollection:
    start = Position.start().text()
    small = pos("Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr").text()
    other = pos(f"{GENERALS} Shu:a3=Rr Wu:a3=Rg Wei:a3=Rb").text()
    collection = tk_native.TkCollection(title="Three puzzles", puzzles=[
        tk_native.TkPuzzle(start, title="The start"),
        tk_native.TkPuzzle(small, title="Two chariots", goal=TkGoal.parse(
            "Shu eliminates Wei in 2")),
        tk_native.TkPuzzle(other, title="Three chariots", goal=TkGoal.parse(
            "Shu eliminates Wu in 1")),
    ])
    tk_native.save(collection, path)
    return collection


def test_a_collection_lists_every_puzzle_and_picking_one_loads_it(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    path = tmp_path / "three.xqp"
    collection = _collection(path)
    part = window.part("three_kingdoms")
    part.open_path(str(path))  # type: ignore[attr-defined]
    panel = page.collection_panel
    assert panel.isVisible() and panel.list.count() == 3
    texts = [panel.list.item(i).text() for i in range(3)]
    assert texts == ["1. The start", "2. Two chariots\nShu eliminates Wei in 2",
                     "3. Three chariots\nShu eliminates Wu in 1"]
    assert panel.list.currentRow() == 0 and page.position.text() == collection.puzzles[0].position
    qtbot.waitUntil(panel.pictured, timeout=10_000)
    assert all(not panel.list.item(i).icon().isNull() for i in range(3))
    panel.list.setCurrentRow(1)  # a click or an arrow key
    assert page.loaded_index == 1
    assert page.position.text() == collection.puzzles[1].board().text()
    assert page.goal_moves.value() == 2 and page.victim_combo.currentData() is WEI
    assert page.verdict.text() == "Shu eliminates Wei in 2"
    window.action("tk_next_puzzle").trigger()
    assert page.loaded_index == 2 and panel.list.currentRow() == 2
    assert page.victim_combo.currentData() is WU and page.goal_moves.value() == 1
    assert not panel.next.isEnabled()
    panel.previous.click()
    assert page.loaded_index == 1 and panel.count.text() == "2 of 3"
    solution = None
    with qtbot.waitSignal(page.searchFinished, timeout=60_000):
        page.solve()
    solution = page.solution
    assert solution is not None and solution.solved
    out = tmp_path / "saved.xqp"
    part.save_path(str(out))  # type: ignore[attr-defined]
    saved = tk_native.load(out)
    assert saved.title == "Three puzzles"
    assert [p.title for p in saved.puzzles] == ["The start", "Two chariots", "Three chariots"]
    assert saved.puzzles[1].solution == [m.text() for m in solution.tree[0].main_line()]
    assert saved.puzzles[2].goal == collection.puzzles[2].goal
    page.new_game()  # a fresh game is no puzzle of the list
    assert panel.list.currentRow() == -1 and page.loaded_index is None


def test_file_open_hands_a_three_kingdoms_collection_to_its_mode(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    path = tmp_path / "three.xqp"
    _collection(path)
    before = len(window.doc.collection)
    assert window.files.open_path(str(path), ask=False)
    page = tk_page(window)
    assert window.mode() == "three_kingdoms" and page.collection_panel.list.count() == 3
    assert len(window.doc.collection) == before  # the standard document is left alone
    bad = tmp_path / "bad.xqp"
    bad.write_text('#! variant "three-kingdoms";\nnot a position\n', encoding="utf-8")
    QTimer.singleShot(0, lambda: _close_message(window))
    assert not window.files.open_path(str(bad), ask=False)


def _close_message(window: MainWindow) -> None:
    from PySide6.QtWidgets import QMessageBox
    for box in window.findChildren(QMessageBox):
        assert "bad.xqp" in box.text()
        box.close()


def test_the_mode_speaks_french_and_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    try:
        window.set_language("fr")
        QApplication.processEvents()
        assert window.menu("three_kingdoms").title() == "Trois &Royaumes"
        assert page.new_button.text() == "Nouvelle partie"
        assert page.player_combos[WU].itemText(0) == "Wu : humain"
        assert "Shu" in page.status.text() and "trait" in page.status.text()
        page.set_editing(True)
        page.clear_board()
        assert page.issue_list.item(0).text() == "erreur : Shu n’a pas de général"
        page.set_editing(False)
        page.start_game(pos(f"{GENERALS} Shu:a3=Rr"))  # Wu and Wei have one piece each
        assert "Wu</b></span> : en jeu, 1 pièce<br>" in page.armies.text()
        assert "1 pièces" not in page.armies.text() and "en jeu, 2 pièces" in page.armies.text()
        window.set_language("zh_CN")
        QApplication.processEvents()
        assert window.menu("three_kingdoms").title() == "三国(&K)"
        assert page.player_combos[WU].itemText(0) == "吴：人类"
        assert "蜀" in page.status.text()
        page.start_game(pos("Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr"))
        page.resign()
        assert "魏" in page.result_label.text() and "认输" in page.result_label.text()
    finally:
        window.set_language("en")
    assert window.menu("three_kingdoms").title() == "Three &Kingdoms"
