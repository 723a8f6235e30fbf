"""The solving and export parts speak French and Chinese too; French screenshots of the
solver panel and the export dialog go to out/screenshots/ for a reviewer to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.model import Stipulation as PStip
from paiju.ui.export.dialog import ExportDialog
from paiju.ui.main_window import MainWindow

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


def test_training_messages_follow_a_language_switch(qtbot: QtBot, window: MainWindow) -> None:
    window.doc.load(Collection(puzzles=[
        Puzzle(fen=THREE, title="three", stipulation=PStip(3)),
        Puzzle(fen="9/9/9/9/9/9/9/9/9/4K4 w - - 0 1", title="no general", stipulation=PStip(1)),
    ]))
    solving = window.part("solving")
    training = solving.training
    window.action("train").trigger()
    qtbot.waitUntil(lambda: solving.board.interactive and not training.busy, timeout=20_000)
    assert training.message.text() == "Your move: mate in 3."
    assert training.title.text() == "<b>three</b> — mate in 3"
    switch(qtbot, window, "fr")  # the message already shown is rendered again
    assert training.message.text() == "À vous : mat en 3."
    assert training.title.text() == "<b>three</b> — mat en 3"
    training.hint()
    training.hint()
    assert training.message.text() == "Indice : h2h9."
    switch(qtbot, window, "zh_CN")
    assert training.message.text() == "提示：h2h9。"
    assert training.title.text() == "<b>three</b> — 3步杀"
    training.stop()
    window.doc.select(1)
    switch(qtbot, window, "en")
    assert not training.start()
    assert training.message.text() == "This puzzle cannot be played: Black has no general"
    switch(qtbot, window, "fr")  # the reasons too, in the Validation panel's words
    assert training.message.text() == "Ce problème ne peut pas être joué : Noir n’a pas de général"


def test_play_messages_follow_a_language_switch(qtbot: QtBot, window: MainWindow,
                                                tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from paiju.rules import Move
    from paiju.ui.play.controller import GameSetup, PlayerSpec

    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))  # the score book
    page = window.part("play").page
    window.action("play_mode").trigger()
    assert page.start(GameSetup("3k5/R8/9/9/9/9/p8/9/1R7/4K4 w - - 0 1", PlayerSpec("Ann"),
                                PlayerSpec("Bob")))
    for move in ("b1b2", "a3a2", "b2b9"):
        page.controller.play_human(Move.from_iccs(move))
    assert page.message.text() == "Scores: Ann 1, Bob 0"
    switch(qtbot, window, "fr")
    assert page.message.text() == "Scores : Ann 1, Bob 0"
    switch(qtbot, window, "zh_CN")
    assert page.message.text() == "比分：Ann 1，Bob 0"
    page.shutdown()


def test_durations_are_written_in_the_interface_language(qtbot: QtBot,
                                                         window: MainWindow) -> None:
    import re

    from paiju.ui.durations import duration_text
    from paiju.ui.play.wording import clock_text

    expected = {"en": ("3.2 s", "0:09.3", "20.0 s"), "fr": ("3,2\u00a0s", "0:09,3", "20,0\u00a0s"),
                "zh_CN": ("3.2 秒", "0:09.3", "20.0 秒")}
    verify = window.part("solving").verify
    for code, (short, clock, field) in expected.items():
        switch(qtbot, window, code)
        assert duration_text(3.2) == short
        assert duration_text(65.4) == "1:05"
        assert clock_text(9_300) == clock
        assert verify.time_limit.text() == field  # the verification's time field
    # a real solve: the solver's statistics and the verification table, in French
    switch(qtbot, window, "fr")
    window.doc.load(Collection(puzzles=[Puzzle(fen=THREE, title="Trois coups",
                                               stipulation=PStip(3))]))
    solving = window.part("solving")
    window.action("solve").trigger()
    qtbot.waitUntil(lambda: solving.solver.result is not None
                    and not solving.solver.is_solving(), timeout=20_000)
    status = solving.solver.status.text()
    assert re.search(r"\d,\d\u00a0s ", status) and not re.search(r"\d\.\d s", status), status
    switch(qtbot, window, "zh_CN")  # the statistics already shown follow the language
    assert re.search(r"\d\.\d 秒", solving.solver.status.text()), solving.solver.status.text()
    switch(qtbot, window, "fr")
    verify.start()
    qtbot.waitUntil(lambda: not verify.is_running(), timeout=30_000)
    column = verify.model.COLUMNS.index("time")
    cell = verify.model.data(verify.model.index(0, column))
    assert re.fullmatch(r"\d+,\d\u00a0s", cell), cell


def test_verification_summary_counts_have_their_plural_forms(qtbot: QtBot,
                                                             window: MainWindow) -> None:
    window.doc.load(Collection(puzzles=[Puzzle(fen=THREE, title="three", stipulation=PStip(3)),
                                        Puzzle(fen="9/9/9 w", title="bad FEN"),
                                        Puzzle(fen=THREE, title="no stipulation"),
                                        Puzzle(fen=THREE, title="no stipulation either")]))
    verify = window.part("solving").verify
    verify.start()
    qtbot.waitUntil(lambda: not verify.is_running(), timeout=30_000)
    assert verify.summary.text() == ("4 of 4 done: 1 sound, 0 cooked, 0 unsolved, 0 short, "
                                     "1 error, 2 positions only")
    assert [row.verdict_text() for row in verify.model.rows[2:]] == ["position only"] * 2
    switch(qtbot, window, "fr")  # French: 0 and 1 take the singular
    assert verify.summary.text() == ("4 sur 4 faits : 1 correct, 0 démoli, 0 non résolu, "
                                     "0 court, 1 erreur, 2 positions seules")
    switch(qtbot, window, "zh_CN")
    assert verify.summary.text() == ("已完成 4 / 4：1 正确，0 多解，0 未解出，0 短解，1 错误，"
                                     "2 仅局面")
    assert verify.model.rows[2].verdict_text() == "仅局面"


def _export_sample() -> Collection:
    return Collection(puzzles=[Puzzle(fen=THREE, title="Trois coups", stipulation=PStip(3),
                                      solution=["h2h9"], hint="le canon")])


def test_an_html_export_speaks_the_interface_language(qtbot: QtBot, window: MainWindow) -> None:
    from paiju.ui.export.html_page import html_page

    assert "Red to move, mate in 3" in html_page(_export_sample())
    switch(qtbot, window, "fr")
    page = html_page(_export_sample())
    assert 'lang="fr"' in page and "Problèmes de xiangqi" in page and "1 problème" in page
    assert "Rouge au trait, mat en 3" in page
    assert "<summary>Solution</summary>" in page and "<summary>Indice</summary>" in page
    switch(qtbot, window, "zh_CN")
    page = html_page(_export_sample())
    assert 'lang="zh-CN"' in page and "红方先走，3步杀" in page
    assert "<summary>提示</summary>" in page


def test_a_booklet_export_speaks_the_interface_language(qtbot: QtBot, window: MainWindow,
                                                        tmp_path: Path) -> None:
    import shutil
    import subprocess

    from paiju.ui.export.booklet import BookletOptions, write_booklet

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    switch(qtbot, window, "fr")
    path = tmp_path / "livret.pdf"
    write_booklet(_export_sample(), path, BookletOptions(per_page=2))
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                          text=True, check=True).stdout
    for words in ("Problèmes de xiangqi", "1 problème · mat en 3", "Problème 1",
                  "Rouge au trait, mat en 3", "Solutions"):
        assert words in text, words
    assert "Red to move" not in text and "Problem 1" not in text


@pytest.mark.parametrize("language", ["en", "fr", "zh_CN"])
def test_the_scores_table_shows_every_column(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            language: str) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    switch(qtbot, window, language)
    dialog = window.part("play").page.show_scores()
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert not table.horizontalScrollBar().isVisible()  # "Drawn" was off the right edge
    last = table.horizontalHeader().sectionViewportPosition(5) + table.columnWidth(5)
    assert last <= table.viewport().width()


@pytest.mark.parametrize("language", ["en", "fr", "zh_CN"])
def test_the_export_dialog_fits_a_1024_by_640_screen(qtbot: QtBot, window: MainWindow,
                                                     language: str) -> None:
    switch(qtbot, window, language)
    dialog = ExportDialog(_export_sample(), 0, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    size = dialog.size()
    assert size.height() <= 600 and size.width() <= 1000, size  # room for a title bar
