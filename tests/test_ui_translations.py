"""The solving and export parts speak French and Chinese too; French screenshots of the
solver panel and the export dialog go to out/screenshots/ for a reviewer to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from puzzles.model import Collection, Puzzle
from puzzles.model import Stipulation as PStip
from ui.export.dialog import ExportDialog
from ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
THREE = "2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w - - 0 1"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = make_window(qtbot, tmp_path)
    yield w
    w.set_language("en")


def switch(qtbot: QtBot, window: MainWindow, code: str) -> None:
    window.set_language(code)
    QApplication.processEvents()  # Qt's LanguageChange reaches the docks' event filters


def test_solver_panel_in_french_with_screenshot(qtbot: QtBot, window: MainWindow,
                                                shots: Path) -> None:
    switch(qtbot, window, "fr")
    solving = window.part("solving")
    assert window.dock("solver").windowTitle() == "Solveur"
    assert solving.solver.solve_button.text() == "Résoudre"
    assert window.action("verify_collection").text() == "&Vérifier le recueil"
    assert window.action("export").text() == "&Exporter…"
    window.doc.load(Collection(puzzles=[Puzzle(fen=THREE, title="Trois coups",
                                               stipulation=PStip(3))]))
    window.action("solve").trigger()
    qtbot.waitUntil(lambda: solving.solver.result is not None
                    and not solving.solver.is_solving(), timeout=20_000)
    assert "correct : une seule clé" in solving.solver.verdict.text()
    assert solving.solver.keys.text().startswith("Clé : ")
    solving.solver.step_to("next")
    image = window.grab().toImage()
    assert image.save(str(shots / "solver_panel_fr.png"))
    switch(qtbot, window, "zh_CN")
    assert solving.solver.solve_button.text() == "解题"
    assert "正确" in solving.solver.verdict.text()


def test_export_dialog_in_french_with_screenshot(qtbot: QtBot, window: MainWindow,
                                                 shots: Path) -> None:
    switch(qtbot, window, "fr")
    window.doc.load(Collection(puzzles=[Puzzle(fen=THREE, title="Trois coups",
                                               stipulation=PStip(3))]))
    dialog = ExportDialog(window.doc.collection, 0, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Exporter"
    assert dialog.format_combo.itemText(0) == "Livret PDF"
    assert dialog.export_button.text() == "Exporter…"
    assert dialog.grab().toImage().save(str(shots / "export_dialog_fr.png"))
    dialog.close()
