"""Studies in the solver panel (issue 42), through the main window: Solve verifies a study
with the user's tables and the built-in engine, shows what is proved and what is only
checked position by position, in the chosen notation; the goal is chosen in the panel;
Stop ends a long verification."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from user_tables import data_window, user_tables

from paiju.puzzles.io import load
from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.shipped import SHIPPED_DIR
from paiju.rules import Board, Move, Stipulation
from paiju.tablebase import Tablebase
from paiju.ui.main_window import MainWindow
from paiju.ui.solving.panel import SolverPanel

# Chariot against advisor and elephant; the chariot takes the elephant (KRKA, built here).
TAKES = "3k5/4a4/4b1R2/9/9/9/9/9/9/4K4 w - - 0 1"
KRKA = "3k5/4a4/9/9/9/9/9/9/9/4K1R2 w - - 0 1"  # covered from the start: won


@pytest.fixture
def tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Tablebase:
    return user_tables(tmp_path, monkeypatch, "KRKA")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    return data_window(qtbot, tmp_path, monkeypatch)


def solver(window: MainWindow) -> SolverPanel:
    panel = window.part("solving").solver
    assert isinstance(panel, SolverPanel)
    return panel


def solve_and_wait(qtbot: QtBot, window: MainWindow, timeout: int = 60_000) -> SolverPanel:
    panel = solver(window)
    window.action("solve").trigger()
    assert panel.is_solving()
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=timeout)
    return panel


def test_solve_verifies_a_study_down_to_a_covered_leaf(qtbot: QtBot, window: MainWindow,
                                                         tables: Tablebase) -> None:
    window.doc.load(Collection(puzzles=[Puzzle(fen=TAKES, title="takes",
                                               stipulation=Stipulation.study("win"),
                                               solution=["g7e7"])]))
    panel = solver(window)
    assert panel.goal.currentData() == "win"  # the puzzle's stipulation, in the editor
    assert not panel.moves.isEnabled()  # no mate length for a study
    panel = solve_and_wait(qtbot, window)
    assert panel.study is not None and panel.study.word == "checked", panel.verdict.text()
    text = panel.verdict.text()
    assert text.startswith("<b>Red to play and win</b>: checked (not proved)")
    assert "KRKA" in text and "by tablebase" in text
    assert panel.keys.text() == ("Proved by the tables, the rules or the mate prover: 1 "
                                 "position. Only checked by the engine: 1 position.")
    assert panel.progress.value() == panel.progress.maximum() == 2
    rows = [panel.study_steps.item(i) for i in range(panel.study_steps.count())]
    assert panel.study_steps.isVisible() and not panel.tree.isVisible()
    assert rows[0].text().startswith("Start: only checked: the engine (depth ")
    after = Board(TAKES)
    after.push(Move.from_iccs("g7e7"))
    value = tables.probe(after)  # Black to move after the capture: lost
    assert value is not None and value.outcome == "loss" and value.plies is not None
    assert tables.probe(Board(TAKES)) is None  # the start (KRKAE) is not covered
    panel.notation.setCurrentIndex(0)  # ICCS
    rows = [panel.study_steps.item(i) for i in range(panel.study_steps.count())]
    assert rows[1].text() == ("1. g7e7: proved by the tables: won, mate in "
                              f"{value.plies} plies")
    assert rows[1].font().bold() and not rows[0].font().bold()
    # the chosen notation: Chinese
    panel.notation.setCurrentIndex(2)
    assert panel.study_steps.item(1).text().startswith("1. 车三平五: ")
    # stepping through the main line shows the position after the capture
    panel.step_buttons["next"].click()
    assert window.mode() == "analysis"
    assert panel.board.board.board_fen() == after.board_fen()
    assert panel.study_steps.currentRow() == 1
    panel.study_steps.setCurrentRow(0)  # a note clicked: its position
    assert panel.step == 0 and panel.board.board.board_fen() == Board(TAKES).board_fen()
    # in French and Chinese
    window.set_language("fr")
    panel.notation.setCurrentIndex(0)  # ICCS (the language change applies the settings)
    assert panel.study_steps.item(1).text() == (
        f"1. g7e7: prouvé par les tables : gagné, mat en {value.plies} demi-coups")
    assert panel.study_steps.item(0).text().startswith(
        "Départ: seulement vérifié : le moteur (profondeur ")
    assert panel.solve_button.text() == "Vérifier"
    window.set_language("zh_CN")
    panel.notation.setCurrentIndex(0)
    assert panel.study_steps.item(1).text() == (
        f"1. g7e7: 残局库证明：胜，{value.plies} 个半步内杀")
    qtbot.waitUntil(lambda: panel.goal.currentText() == "先胜")  # LanguageChange is posted


def test_the_goal_is_chosen_in_the_panel(qtbot: QtBot, window: MainWindow,
                                         tables: Tablebase) -> None:
    window.doc.load(Collection(puzzles=[Puzzle(fen=KRKA, title="no stipulation")]))
    panel = solver(window)
    assert panel.goal.currentData() == "mate"
    panel.goal.setCurrentIndex(panel.goal.findData("draw"))  # the user asks for a draw
    assert panel.stipulation() == Stipulation.study("draw")
    assert panel.solve_button.text() == "Verify" and not panel.checks_only.isEnabled()
    solve_and_wait(qtbot, window)
    assert panel.study is not None and panel.study.word == "cooked"
    assert "cooked: the side to play does better" in panel.verdict.text()
    panel.goal.setCurrentIndex(panel.goal.findData("win"))
    solve_and_wait(qtbot, window)
    assert panel.study is not None and panel.study.word == "proved"
    assert panel.verdict.text().startswith("<b>Red to play and win</b>: proved — by "
                                           "tablebase KRKA, won for Red")
    assert panel.study_steps.item(0).text().startswith("Start: proved by the tables: won")
    # saved into the puzzle as one undoable step: the stipulation and the verdict
    assert panel.save_button.isEnabled()
    panel.save_button.click()
    puzzle = window.doc.current
    assert puzzle.stipulation == Stipulation.study("win")
    assert puzzle.extra["verdict"] == "proved: by tablebase KRKA, won for Red"
    window.doc.undo_stack.undo()
    assert window.doc.current.stipulation is None and "verdict" not in window.doc.current.extra
    panel.goal.setCurrentIndex(0)  # back to mate: the mate solver answers
    panel.moves.setValue(10)
    solve_and_wait(qtbot, window)
    assert panel.result is not None and panel.study is None and panel.tree.isVisible()


def test_stop_ends_a_long_verification(qtbot: QtBot, window: MainWindow) -> None:
    studies = load(SHIPPED_DIR / "endgame-studies.xqp").collection
    seven_stars = next(p for p in studies if p.title == "七星聚会")
    assert len(seven_stars.solution or []) > 80
    window.doc.load(Collection(puzzles=[seven_stars]))
    panel = solver(window)
    window.action("solve").trigger()
    qtbot.waitUntil(lambda: panel.progress.value() >= 1, timeout=30_000)
    assert "checking position" in panel.status.text()
    window.action("stop_solving").trigger()
    qtbot.waitUntil(lambda: not panel.is_solving(), timeout=10_000)
    assert panel.study is None
    assert panel.verdict.text().endswith("stopped before a verdict")
    assert panel.solve_button.isEnabled()
