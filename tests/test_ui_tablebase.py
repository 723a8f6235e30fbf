"""The editor's tablebase panel (issue 42): an edit is looked up in the background, the
verdict and every move's value are shown in the chosen notation and language, a missing
table is named and built with progress, and a build can be cancelled."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju import rules as xiangqi
from paiju.tablebase import Tablebase
from paiju.tablebase.files import table_path
from paiju.ui import commands
from paiju.ui.main_window import MainWindow
from paiju.ui.tablebase_panel import TablebasePanel

KRK = "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = make_window(qtbot, tmp_path)
    yield w
    w.set_language("en")


def panel_of(window: MainWindow, qtbot: QtBot, tables: Path) -> TablebasePanel:
    panel = window.part("tablebase").panel  # type: ignore[attr-defined]
    assert isinstance(panel, TablebasePanel)
    with qtbot.waitSignal(panel.answered, timeout=10_000):
        panel.set_directory(tables)
    return panel


def edit(window: MainWindow, qtbot: QtBot, panel: TablebasePanel, command: object) -> None:
    with qtbot.waitSignal(panel.answered, timeout=10_000):
        window.push(command)


def test_edited_position_shows_verdict_and_moves(qtbot: QtBot, window: MainWindow,
                                                 tmp_path: Path) -> None:
    tables = tmp_path / "tables"
    Tablebase(tables).build("KRKA")
    panel = panel_of(window, qtbot, tables)
    doc = window.doc
    edit(window, qtbot, panel, commands.set_position(doc, "FEN", KRK))
    verdict = Tablebase(tables).probe(doc.board)
    assert verdict is not None and verdict.plies is not None
    moves = (verdict.plies + 1) // 2
    assert panel.verdict.text() == f"Red wins: mate in {moves} move{'s' * (moves != 1)}"
    assert panel.moves.count() == len(list(doc.board.legal_moves))
    # an advisor put in by hand: KRKA, looked up again, moves in the chosen notation
    edit(window, qtbot, panel, commands.place_piece(
        doc, xiangqi.parse_square("e8"), xiangqi.Piece(xiangqi.ADVISOR, xiangqi.BLACK)))
    verdict = Tablebase(tables).probe(doc.board)
    assert verdict is not None and verdict.outcome == "win" and verdict.plies is not None
    assert panel.verdict.text().startswith("Red wins: mate in ")
    best = Tablebase(tables).best_moves(doc.board)
    first = panel.moves.item(0)
    assert first.font().bold()
    panel.set_notation("iccs")
    assert panel.moves.item(0).text().split()[0] in {m.iccs() for m in best}
    assert "wins: mate in" in panel.moves.item(0).text()
    # Black to move in the same position loses: said from the winner's side
    edit(window, qtbot, panel, commands.set_turn(doc, xiangqi.BLACK))
    assert panel.verdict.text().startswith("Red wins: mate in ")
    assert "loses: mated in" in panel.moves.item(0).text()
    window.set_language("fr")
    assert panel.verdict.text().startswith("Rouge gagne : mat en ")
    assert "perd : maté en " in panel.moves.item(0).text()
    window.set_language("zh_CN")
    assert panel.verdict.text().startswith("红方胜：") and "步杀" in panel.verdict.text()


def test_missing_table_is_named_and_built(qtbot: QtBot, window: MainWindow,
                                          tmp_path: Path) -> None:
    tables = tmp_path / "tables"
    panel = panel_of(window, qtbot, tables)
    edit(window, qtbot, panel, commands.set_position(
        window.doc, "FEN", "3k5/4a4/9/9/9/9/9/9/9/4K3N w - - 0 1"))
    assert "KHKA would" in panel.verdict.text()
    assert panel.build_button.isVisibleTo(panel)
    with qtbot.waitSignal(panel.buildEnded, timeout=60_000) as ended:
        panel.start_build("KHKA")
        assert panel.progress.isVisibleTo(panel) and panel.cancel_button.isVisibleTo(panel)
    assert ended.args == [True]
    qtbot.waitUntil(lambda: panel.result is not None and panel.result.verdict is not None,
                    timeout=10_000)
    assert table_path(tables, "KHKA").exists()
    assert not panel.build_button.isVisibleTo(panel)
    assert panel.verdict.text().startswith(("Red wins", "Draw"))


def test_build_can_be_cancelled(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    tables = tmp_path / "tables"
    panel = panel_of(window, qtbot, tables)
    with qtbot.waitSignal(panel.buildEnded, timeout=60_000) as ended:
        panel.start_build("KRRKAA")  # its smaller tables alone take seconds
        qtbot.waitUntil(lambda: panel.progress.value() > 0, timeout=30_000)
        panel.cancel_build()
    assert ended.args == [False]
    assert not table_path(tables, "KRRKAA").exists()
    assert not panel.is_building()


def test_illegal_position_is_not_looked_up(qtbot: QtBot, window: MainWindow,
                                           tmp_path: Path) -> None:
    panel = panel_of(window, qtbot, tmp_path / "tables")
    edit(window, qtbot, panel, commands.set_position(
        window.doc, "FEN", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"))  # generals facing
    assert "not legal" in panel.verdict.text()
    assert panel.moves.count() == 0
    edit(window, qtbot, panel, commands.set_position(window.doc, "FEN", xiangqi.STARTING_FEN))
    assert panel.verdict.text() == ("No endgame table can hold this material: more than 10 men "
                                    "(generals included).")
    assert not panel.build_button.isVisibleTo(panel)
    window.set_language("zh_CN")  # the reason is the app's words, translated, not the builder's
    assert "10" in panel.verdict.text() and not panel.verdict.text().isascii()
    assert "men" not in panel.verdict.text()
