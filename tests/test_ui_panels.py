"""Every panel follows the current document, and the words are right in the three
languages (plural forms through Qt's %n)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju import rules as xiangqi
from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.model import Stipulation as PStip
from paiju.ui.main_window import MainWindow

STALEMATE_ONE = "2N2k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1"
MATE_ONE = "3ak4/4a4/9/9/9/9/9/9/4R4/3K5 w - - 0 1"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = make_window(qtbot, tmp_path)
    yield w
    w.set_language("en")


def test_opening_another_collection_clears_every_panel(qtbot: QtBot,
                                                       window: MainWindow) -> None:
    solving = window.part("solving")
    first = Collection(title="first", puzzles=[Puzzle(fen=STALEMATE_ONE, stipulation=PStip(1)),
                                               Puzzle(fen=MATE_ONE, stipulation=PStip(1))])
    window.doc.load(first)
    window.action("solve").trigger()
    qtbot.waitUntil(lambda: solving.solver.result is not None
                    and not solving.solver.is_solving(), timeout=20_000)
    assert "nodes" in solving.solver.status.text()
    window.action("verify_collection").trigger()
    qtbot.waitUntil(lambda: not solving.verify.is_running(), timeout=30_000)
    assert solving.verify.model.rowCount() == 2
    solving.training.scores[0] = 1
    solving.training._show_score()
    second = Collection(title="second", puzzles=[Puzzle(fen=MATE_ONE)])
    window.doc.load(second)
    assert solving.solver.result is None and solving.solver.status.text() == ""
    assert solving.solver.verdict.text() == ""
    assert solving.verify.model.rowCount() == 0
    assert solving.training.scores == {} and "0 of 0" in solving.training.score_label.text()
    window.doc.mark_saved()


def test_a_running_verification_stops_when_the_document_changes(qtbot: QtBot,
                                                                window: MainWindow) -> None:
    solving = window.part("solving")
    many = [Puzzle(fen=xiangqi.STARTING_FEN, stipulation=PStip(5)) for _ in range(5)]
    window.doc.load(Collection(puzzles=many))
    window.action("verify_collection").trigger()
    assert solving.verify.is_running()
    window.doc.load(Collection(puzzles=[Puzzle(fen=MATE_ONE)]))
    qtbot.wait(200)  # late signals of the stopped run change nothing
    assert solving.verify.model.rowCount() == 0
    qtbot.waitUntil(lambda: not solving.verify.is_running(), timeout=10_000)


def test_plural_forms_in_three_languages(window: MainWindow) -> None:
    solver = window.part("solving").solver
    expected = {"en": (" move", " moves"), "fr": (" coup", " coups"), "zh_CN": (" 步", " 步")}
    for code, (one, many) in expected.items():
        window.set_language(code)
        solver.moves.setValue(1)
        assert solver.moves.suffix() == one
        solver.moves.setValue(3)
        assert solver.moves.suffix() == many
    window.set_language("en")
    summary = window.validation.summary
    window.paste_fen("3k5/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1")
    assert summary.text() == "1 error, 0 warnings"


def test_title_names_a_shipped_collection(window: MainWindow) -> None:
    window.doc.load(Collection(title="Shipped set", puzzles=[Puzzle(fen=MATE_ONE)] * 3))
    assert window.windowTitle().startswith("Shipped set (1/3)")
    window.doc.load(Collection(puzzles=[Puzzle(fen=MATE_ONE)]))
    assert window.windowTitle().startswith("Untitled")


def test_undo_texts_follow_the_language(window: MainWindow) -> None:
    window.set_language("fr")
    window.paste_fen(MATE_ONE)
    undo = window.action("undo").text().replace("&", "")
    assert undo.startswith("Annuler") and "Coller une FEN" in undo
    window.action("undo").trigger()
    assert window.action("redo").text().replace("&", "").startswith("Rétablir")
    window.set_language("en")
    assert window.action("redo").text().replace("&", "").startswith("Redo")


def test_about_shows_the_version(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from importlib.metadata import version

    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _p, _t, text: shown.append(text))
    window.action("about").trigger()
    assert shown and version("paiju") in shown[0]
