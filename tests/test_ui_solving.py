"""Solving in the app through real widgets and the real solver: the solver panel, stop,
collection verification with reports, and training played by clicks."""

from __future__ import annotations

import csv
import os
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from paiju import rules as xiangqi
from paiju.puzzles import io as pio
from paiju.puzzles.model import Collection, Puzzle
from paiju.rules import Stipulation as PStip
from paiju.solver.result import Verdict
from paiju.ui.app import create_main_window
from paiju.ui.document import PuzzleDocument
from paiju.ui.solving.board import SolvingBoard
from paiju.ui.solving.panel import SolverPanel
from paiju.ui.solving.training import TrainingPanel
from paiju.ui.solving.tree_view import SolutionTree
from paiju.ui.solving.verify import VerifyPanel

THREE = "2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w - - 0 1"
STALEMATE_ONE = "2N2k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1"
COOKED_ONE = "3k5/9/9/9/R7R/9/9/9/9/4K4 w - - 0 1"
NO_MATE = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
MAIN_LINE = ["h2h9", "d7d0", "e0d0", "f5f6", "g8g9"]


def make_doc(*puzzles: Puzzle) -> PuzzleDocument:
    doc = PuzzleDocument()
    doc.load(Collection(title="test set", puzzles=list(puzzles)))
    return doc


@pytest.fixture
def board(qtbot: QtBot) -> SolvingBoard:
    view = SolvingBoard()
    qtbot.addWidget(view)
    view.resize(450, 500)
    view.show()
    return view


def solver_panel(qtbot: QtBot, doc: PuzzleDocument, board: SolvingBoard,
                 notation: str = "iccs") -> SolverPanel:
    panel = SolverPanel(doc, board, notation, memory_mb=16)
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_the_verdict_shows_while_the_tries_are_still_searched(qtbot: QtBot,
                                                              board: SolvingBoard) -> None:
    """适情雅趣356: "no mate within 8" is proven at once, its tries take seconds. The panel
    shows the verdict meanwhile, says it still looks for tries, and a stop keeps it."""
    fen = "3aka3/1R1N5/1c2b4/1Np1p1p2/6n2/C6R1/2P1P4/2n1C4/4Ap2r/r2AK4 w - - 0 1"
    panel = solver_panel(qtbot, make_doc(Puzzle(fen=fen, stipulation=PStip(8))), board)
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.result is not None, timeout=20_000)
    assert panel.is_solving() and panel.stop_button.isEnabled()
    assert panel.result.verdict is Verdict.NO_SOLUTION
    assert "no solution" in panel.verdict.text()
    assert "Looking for tries" in panel.tries.text()
    panel.stop()
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=10_000)
    assert panel.result.verdict is Verdict.NO_SOLUTION
    assert "stopped" in panel.verdict.text() and "Looking" not in panel.tries.text()


def test_solve_through_the_panel_and_read_the_tree(qtbot: QtBot, board: SolvingBoard) -> None:
    doc = make_doc(Puzzle(fen=THREE, title="three", stipulation=PStip(3)))
    panel = solver_panel(qtbot, doc, board)
    assert panel.moves.value() == 3  # the stipulation came from the puzzle
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=20_000)
    result = panel.result
    assert result is not None and result.verdict is Verdict.SOUND
    assert "sound" in panel.verdict.text()
    assert "h2h9" in panel.keys.text()
    assert "but" in panel.tries.text()  # a try with its refutation
    tree: SolutionTree = panel.findChild(SolutionTree, "solution_tree")
    top = tree.topLevelItem(0)
    assert top.text(0) == "1. h2h9!"
    items = tree.items()
    assert any(i.text(0).endswith("#") for i in items)
    # the main line as the tree shows it: first child marked longest, down to mate
    defence = next(top.child(i) for i in range(top.childCount())
                   if "longest" in top.child(i).text(1))
    assert defence.text(0) == "1… d7d0"
    # clicking a node shows the position after that move, the arrow marking the move made
    tree.setCurrentItem(defence)
    assert board.arrows == (xiangqi.Move.from_iccs("d7d0"),)
    assert board.last_move == xiangqi.Move.from_iccs("d7d0")
    assert board.board.piece_at(xiangqi.parse_square("h9")) == xiangqi.Piece.from_symbol("C")
    assert board.board.piece_at(xiangqi.parse_square("d0")) == xiangqi.Piece.from_symbol("r")
    assert board.board.piece_at(xiangqi.parse_square("d7")) is None
    assert panel.step == 2  # on the main line: stepping goes on from there
    # step through the main line
    panel.step_to("last")
    assert panel.step == len(MAIN_LINE) and board.arrows == ()
    assert board.board.legal_moves.count() == 0
    panel.step_to("first")
    assert board.board.fen() == xiangqi.Board(THREE).fen()
    assert board.arrows == (xiangqi.Move.from_iccs("h2h9"),)
    qtbot.mouseClick(panel.step_buttons["next"], Qt.MouseButton.LeftButton)
    assert panel.step == 1 and board.last_move == xiangqi.Move.from_iccs("h2h9")
    # Chinese notation re-renders the tree
    panel.notation.setCurrentIndex(2)
    assert tree.topLevelItem(0).text(0) == "1. 炮二进七!"


def test_save_result_into_the_puzzle_is_undoable(qtbot: QtBot, board: SolvingBoard) -> None:
    doc = make_doc(Puzzle(fen=STALEMATE_ONE, title="quiet one"))
    panel = solver_panel(qtbot, doc, board)
    panel.moves.setValue(2)
    assert not panel.save_button.isEnabled()
    panel.solve()
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=10_000)
    assert panel.result.verdict is Verdict.SHORT and panel.result.mate_in == 1
    assert panel.save_button.isEnabled()
    from paiju.ui.i18n import install_language

    install_language("en")  # English plural forms ("1 move") come from paiju_en.qm
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert str(doc.current.stipulation) == "#1"
    assert "Saved into the puzzle: mate in 1 and the main line (1 move)" in panel.status.text()
    assert doc.current.solution == ["c9d7"]
    assert doc.undo_stack.count() == 1  # one undo step for both fields
    doc.undo_stack.undo()
    assert doc.current.stipulation is None and doc.current.solution == []


def test_stop_a_long_solve_keeps_the_ui_responsive(qtbot: QtBot, board: SolvingBoard) -> None:
    doc = make_doc(Puzzle(fen=xiangqi.STARTING_FEN))
    panel = solver_panel(qtbot, doc, board)
    panel.moves.setValue(6)
    ticks: list[float] = []
    timer = QTimer(interval=20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    panel.solve()
    qtbot.waitUntil(lambda: panel.last_progress is not None, timeout=3000)
    qtbot.wait(300)
    assert panel.is_solving()
    assert len(ticks) >= 10  # the event loop ran while the search did
    # no freeze (a loaded 2-core machine may still pause the loop for a moment)
    assert max(b - a for a, b in zip(ticks, ticks[1:], strict=False)) < 3.0
    assert "nodes" in panel.status.text()
    stopped_at = time.monotonic()
    qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=5000)
    assert time.monotonic() - stopped_at < 5.0
    timer.stop()
    assert panel.result.verdict is Verdict.CANCELLED
    assert panel.solve_button.isEnabled() and not panel.stop_button.isEnabled()
    assert "stopped" in panel.verdict.text() and "during length" not in panel.verdict.text()
    assert "stopped on request while proving the length" in panel.verdict.text() \
        or "while finding the keys" in panel.verdict.text()


@pytest.fixture
def collection_file(tmp_path: Path) -> Path:
    path = tmp_path / "set.xqp"
    pio.save(Collection(title="four", puzzles=[
        Puzzle(fen=THREE, title="sound three", stipulation=PStip(3),
               solution=["h2h9", "d7d0", "e0d0", "f5f6", "g8g9"]),
        Puzzle(fen=COOKED_ONE, title="two rooks", stipulation=PStip(1)),
        Puzzle(fen=NO_MATE, title="lone rook", stipulation=PStip(2)),
        Puzzle(fen=COOKED_ONE, title="slow book", stipulation=PStip(2), solution=["e0e1"]),
    ]), path)
    return path


def test_verify_a_collection_filter_and_export(qtbot: QtBot, tmp_path: Path,
                                              collection_file: Path) -> None:
    result = pio.load(collection_file)
    doc = PuzzleDocument()
    doc.load(result.collection, str(collection_file))
    panel = VerifyPanel(doc, memory_mb=16)
    qtbot.addWidget(panel)
    panel.show()
    finished: list[int] = []
    panel.rowFinished.connect(finished.append)
    qtbot.mouseClick(panel.verify_button, Qt.MouseButton.LeftButton)
    assert panel.model.rowCount() == 4
    qtbot.waitUntil(lambda: not panel.is_running(), timeout=30_000)
    assert sorted(finished) == [0, 1, 2, 3]  # rows filled in one by one
    model = panel.model
    assert [model.index(r, 3).data() for r in range(4)] == ["sound", "cooked", "no solution",
                                                           "short"]
    assert model.index(0, 4).data() == "3" and model.index(0, 6).data() == "book line is strict"
    assert "book move e0e1 mates in 2; strict play mates in 1" in model.index(3, 6).data()
    panel.set_filter("cooked")
    assert [r.name for r in panel.visible_rows()] == ["two rooks"]
    panel.set_filter("unsolved")
    assert [r.name for r in panel.visible_rows()] == ["lone rook"]
    panel.set_filter("short")
    assert panel.proxy.rowCount() == 1
    panel.set_filter("all")
    assert "1 cooked" in panel.summary.text()
    csv_path, txt_path = tmp_path / "report.csv", tmp_path / "report.txt"
    assert panel.export(str(csv_path)) and panel.export(str(txt_path))
    rows = list(csv.DictReader(csv_path.open(encoding="utf-8")))
    assert [r["verdict"] for r in rows] == ["sound", "cooked", "no solution", "short solution"]
    assert sorted(rows[1]["keys"].split()) == ["a5a8", "a5d5", "i5d5", "i5i8"]
    assert rows[3]["book_notes"]
    text = txt_path.read_text(encoding="utf-8")
    assert "two rooks — mate in 1: cooked" in text and "book:" in text
    assert not list(tmp_path.glob(".report*"))  # no temporary file left behind
    # double-clicking a row opens that puzzle
    panel.table.doubleClicked.emit(panel.proxy.index(2, 0))
    assert doc.index == 2


def test_train_a_puzzle_by_clicks_and_score(qtbot: QtBot, board: SolvingBoard) -> None:
    doc = make_doc(Puzzle(fen=THREE, title="three", stipulation=PStip(3)),
                   Puzzle(fen=STALEMATE_ONE, title="quiet one", stipulation=PStip(1)))
    panel = TrainingPanel(doc, board, memory_mb=16)
    qtbot.addWidget(panel)
    panel.show()

    def click(name: str) -> None:
        pos = board.point_center(xiangqi.parse_square(name)).toPoint()
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)

    def ready() -> bool:
        return board.interactive and not panel.busy

    qtbot.mouseClick(panel.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(ready, timeout=10_000)
    assert panel.outlook.best == 3 and panel.outlook.hint == xiangqi.Move.from_iccs("h2h9")
    qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    assert board.marked == (xiangqi.parse_square("h2"),)  # first the piece
    qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    assert board.arrows == (xiangqi.Move.from_iccs("h2h9"),)  # then the move
    moves = 0
    while panel.active:
        hint = panel.outlook.hint
        assert hint is not None
        click(xiangqi.SQUARE_NAMES[hint.from_square])
        click(xiangqi.SQUARE_NAMES[hint.to_square])
        moves += 1
        qtbot.waitUntil(lambda: ready() or not panel.active, timeout=10_000)
    assert moves == 3
    assert "solved" in panel.message.text()
    assert panel.scores == {0: 1} and "1 of 1" in panel.score_label.text()
    assert panel.moves.count() == 5  # three attacker moves, two defences
    # next puzzle: a wrong move (a check that lets the general out) fails it
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert doc.index == 1
    qtbot.waitUntil(ready, timeout=10_000)
    click("c9")
    click("e8")  # Nc9-e8 leaves the general a move: not the mate in one
    qtbot.waitUntil(lambda: not panel.active, timeout=10_000)
    assert "does not mate" in panel.message.text()  # no "within the 0 moves left"
    assert panel.scores == {0: 1, 1: 0} and "1 of 2" in panel.score_label.text()


def test_training_says_when_a_move_is_slower(qtbot: QtBot, board: SolvingBoard) -> None:
    # mate in 1 is available (a5a8 and others) but the puzzle allows 2: a king move is slower
    doc = make_doc(Puzzle(fen=COOKED_ONE, stipulation=PStip(2)))
    panel = TrainingPanel(doc, board, memory_mb=16)
    qtbot.addWidget(panel)
    panel.start()
    qtbot.waitUntil(lambda: board.interactive and not panel.busy, timeout=10_000)
    board.play_point("e0", "e1")
    qtbot.waitUntil(lambda: "Slower" in panel.message.text() or not panel.active,
                    timeout=10_000)
    assert panel.active, panel.message.text()
    qtbot.waitUntil(lambda: board.interactive and not panel.busy, timeout=5000)
    assert panel.left == 1 and len(panel.played) == 2
    assert "Slower than necessary" in panel.message.text()
    hint = panel.outlook.hint
    board.play_point(xiangqi.SQUARE_NAMES[hint.from_square], xiangqi.SQUARE_NAMES[hint.to_square])
    qtbot.waitUntil(lambda: not panel.active, timeout=5000)
    assert panel.scores == {0: 1}  # slower but within the stipulation: still solved


def test_main_window_has_the_solving_docks(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    window = create_main_window(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    solving = window.part("solving")
    assert window.findChild(QWidget, "verification_page") is not None
    for name in ("dock_solver", "dock_training"):
        assert window.findChild(type(window.dock("pieces")), name) is not None
    window.doc.load(Collection(puzzles=[Puzzle(fen=STALEMATE_ONE, stipulation=PStip(1))]))
    window.action("solve").trigger()
    qtbot.waitUntil(lambda: solving.solver.result is not None
                    and not solving.solver.is_solving(), timeout=10_000)
    assert solving.solver.result.keys == [xiangqi.Move.from_iccs("c9d7")]
    solving.solver.step_to("first")
    assert window.mode() == "analysis"
    solving.back_to_editor()
    assert window.mode() == "editor"
    window.action("train").trigger()
    qtbot.waitUntil(lambda: solving.board.interactive, timeout=10_000)
    assert window.mode() == "analysis"
    window.doc.mark_saved()


def test_analysis_board_plays_captures_by_clicks_only_when_interactive(
        qtbot: QtBot, board: SolvingBoard) -> None:
    played: list[xiangqi.Move] = []
    board.movePlayed.connect(played.append)
    board.show_position(xiangqi.Board("3k5/9/9/9/R3n4/9/9/9/9/4K4 w - - 0 1"))

    def click(name: str) -> None:
        pos = board.point_center(xiangqi.parse_square(name)).toPoint()
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)

    click("a5")
    click("e5")
    assert played == []  # read-only while not training
    board.interactive = True
    click("a5")
    assert xiangqi.parse_square("e5") in board.targets()
    click("e5")  # onto the Black horse: a capture, not a new selection
    assert played == [xiangqi.Move.from_iccs("a5e5")]
    click("e0")
    click("e2")  # not a legal general move: nothing is played
    assert played == [xiangqi.Move.from_iccs("a5e5")]


def test_closing_the_window_mid_solve_stops_every_worker(qtbot: QtBot, tmp_path: Path) -> None:
    """Solve, verification and a training question all running; closing the window cancels
    them and waits: nothing outlives the window."""
    from ui_testing import make_window

    window = make_window(qtbot, tmp_path)
    window.doc.load(Collection(puzzles=[Puzzle(fen=xiangqi.STARTING_FEN, stipulation=PStip(6))]))
    solving = window.part("solving")
    window.action("solve").trigger()
    window.action("verify_collection").trigger()
    window.action("train").trigger()
    qtbot.waitUntil(lambda: solving.solver.last_progress is not None, timeout=5000)
    tasks = [solving.solver.task, solving.verify.task, solving.training._question]
    assert all(t is not None and t.is_running() for t in tasks)  # the engines are thinking
    started = time.monotonic()
    assert window.close()
    assert time.monotonic() - started < 5.0
    assert not any(t.is_running() for t in tasks)
    assert not window.isVisible()


def test_solver_notation_follows_the_settings_live(qtbot: QtBot, tmp_path: Path) -> None:
    from ui_testing import make_window

    from paiju.ui.settings import Preferences

    window = make_window(qtbot, tmp_path)
    window.doc.load(Collection(puzzles=[Puzzle(fen=THREE, stipulation=PStip(3))]))
    solver = window.part("solving").solver
    window.action("solve").trigger()
    qtbot.waitUntil(lambda: solver.result is not None and not solver.is_solving(),
                    timeout=20_000)
    tree = solver.tree
    assert tree.topLevelItem(0).text(0) == "1. C2+7!"  # by language: WXF in English
    for notation, key in (("chinese", "1. 炮二进七!"), ("wxf", "1. C2+7!"), ("iccs", "1. h2h9!")):
        window.apply_preferences(Preferences(**{**window.prefs.__dict__,
                                                "notation": notation}))
        assert tree.topLevelItem(0).text(0) == key
        assert solver.notation.currentData() == notation
        assert window.part("solving").training.notation.value == notation


def test_saving_a_cooked_result_asks_first(qtbot: QtBot, board: SolvingBoard,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    reply = [QMessageBox.StandardButton.Cancel]

    def question(_parent, _title, text, *_args):  # type: ignore[no-untyped-def]
        asked.append(text)
        return reply[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    doc = make_doc(Puzzle(fen=COOKED_ONE, title="two rooks"))
    panel = solver_panel(qtbot, doc, board)
    panel.moves.setValue(1)
    panel.solve()
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=10_000)
    assert panel.result.verdict is Verdict.COOKED and len(panel.result.keys) == 4
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "4 keys" in asked[0] and "a5a8" in asked[0]
    assert doc.current.stipulation is None and doc.undo_stack.count() == 0  # cancelled
    reply[0] = QMessageBox.StandardButton.Save
    assert panel.save_into_puzzle()
    assert str(doc.current.stipulation) == "#1" and doc.current.solution
    assert len(asked) == 2
    # A sound result is saved without a question.
    doc2 = make_doc(Puzzle(fen=STALEMATE_ONE))
    panel2 = solver_panel(qtbot, doc2, board)
    panel2.moves.setValue(1)
    panel2.solve()
    qtbot.waitUntil(lambda: not panel2.is_solving(), timeout=10_000)
    assert panel2.result.verdict is Verdict.SOUND and panel2.save_into_puzzle()
    assert len(asked) == 2


def test_the_move_column_shows_every_move_at_the_dock_width(qtbot: QtBot,
                                                           board: SolvingBoard) -> None:
    """At the dock's default width the Move column was cut and deeper moves were blank."""
    doc = make_doc(Puzzle(fen=THREE, title="three", stipulation=PStip(3)))
    panel = solver_panel(qtbot, doc, board, notation="chinese")
    panel.resize(300, 600)
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=20_000)
    tree: SolutionTree = panel.findChild(SolutionTree, "solution_tree")
    tree.expandAll()
    qtbot.wait(20)
    metrics = tree.fontMetrics()
    deepest = 0
    for item in tree.items():
        depth, parent = 0, item.parent()
        while parent is not None:
            depth, parent = depth + 1, parent.parent()
        deepest = max(deepest, depth)
        needed = (depth + 1) * tree.indentation() + metrics.horizontalAdvance(item.text(0))
        assert tree.columnWidth(0) >= needed, (item.text(0), tree.columnWidth(0), needed)
    assert deepest >= 4  # key, defence, continuation, defence, mate


def test_the_solver_panel_shows_a_study_and_its_verdict(qtbot: QtBot,
                                                       board: SolvingBoard) -> None:
    study = Puzzle(fen="3aka3/9/9/9/9/9/9/4N4/9/3K5 w", title="单马难胜双士",
                   stipulation=PStip.study("draw"),
                   extra={"verdict": "proved: by tablebase KHKAA, drawn"})
    mate = Puzzle(fen="3k5/9/9/9/9/9/9/9/9/4K1R2 w", stipulation=PStip(1))
    doc = make_doc(study, mate)
    panel = solver_panel(qtbot, doc, board)
    assert panel.verdict.text() == ("<b>Red to play and draw</b>: proved: by tablebase "
                                    "KHKAA, drawn")
    training = TrainingPanel(doc, board, memory_mb=16)
    qtbot.addWidget(training)
    assert training.start()  # a study is played (tests/test_ui_study_training.py)
    assert training.study_goal == "draw"
    assert training.message.text().endswith("The defence: engine.")  # no tables here
    training.stop()
