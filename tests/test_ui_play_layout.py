"""The Play page uses the window: at 1920x1080 no band opens between the evaluation bar, the
board and the panel, and no margin beside them; at 1024x640 the unfolded analysis box gets the
room its controls and three lines need; the evaluation bar's score is written whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju.ui.main_window import MainWindow
from paiju.ui.play.evaluation import MATE_CP, score_label
from paiju.ui.play.page import PlayPage


def play_page(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> tuple[MainWindow, PlayPage]:
    window = make_window(qtbot, tmp_path, size)
    window.action("play_mode").trigger()
    page = window.part("play").page  # type: ignore[attr-defined]
    assert isinstance(page, PlayPage)
    QApplication.processEvents()
    return window, page


def left(widget: QWidget, page: PlayPage) -> int:
    return widget.mapTo(page, QPoint(0, 0)).x()


def right(widget: QWidget, page: PlayPage) -> int:
    return left(widget, page) + widget.width()


@pytest.mark.parametrize("size", [(3000, 1080), (1920, 1080), (1280, 800), (1024, 640)])
def test_bar_board_and_panel_stand_together(qtbot: QtBot, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            size: tuple[int, int]) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    window, page = play_page(qtbot, tmp_path, size)
    assert not window.dock("pieces").isVisible()  # no empty dock strip beside the page
    assert left(page.board, page) - right(page.eval_bar, page) <= 4
    gap = left(page.panel, page) - right(page.board, page)
    assert gap <= page.splitter.handleWidth() + 4, gap
    margins = page.width() - (right(page.panel, page) - left(page.eval_bar, page))
    if size[0] <= 1920:  # every pixel goes to the board or the panel
        assert margins <= 4, margins
    else:  # what the board's height and the panel's width leave is shared on both sides
        assert abs(left(page.eval_bar, page) - (page.width() - right(page.panel, page))) <= 2
        assert page.panel.width() > 900
    # the board is as large as the page's height allows
    assert page.board.height() >= page.height() - 4


def test_the_unfolded_analysis_is_not_squeezed_at_1024x640(qtbot: QtBot, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    _window, page = play_page(qtbot, tmp_path, (1024, 640))
    assert page.graph.isVisible()
    page.analysis_box.setChecked(True)
    QApplication.processEvents()
    assert not page.graph.isVisible()  # it makes way on a short page
    for combo in page.analysis.findChildren(QComboBox):
        if combo.isVisible():
            assert combo.height() >= combo.minimumSizeHint().height(), combo.objectName()
    page.analysis_box.setChecked(False)
    QApplication.processEvents()
    assert page.graph.isVisible()
    # folded, the box is its title line: no empty frame under it, no room taken
    box = page.analysis_box
    assert box.isFlat() and box.height() <= box.fontMetrics().height() + 6


SCORES = (0, 125, -40, 1234, -2500, MATE_CP - 5, -(MATE_CP - 12))


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 640)])
@pytest.mark.parametrize("language", ["en", "fr", "zh_CN"])
def test_the_evaluation_bar_writes_its_score_whole(qtbot: QtBot, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   size: tuple[int, int], language: str) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    window, page = play_page(qtbot, tmp_path, size)
    window.set_language(language)
    QApplication.processEvents()
    bar = page.eval_bar
    metrics = QFontMetricsF(bar.label_font())
    labels = []
    for flipped in (False, True):
        page.set_flipped(flipped)
        for cp in SCORES:
            bar.set_score(cp)
            label, where = score_label(cp), bar.label_rect()
            labels.append(label)
            assert metrics.horizontalAdvance(label) <= where.width() - 2 * bar.PAD, label
            assert metrics.height() <= where.height(), label
            assert QRectF(bar.rect()).contains(where), (label, where)
            # the label sits on the leading side's colour, at its end of the bar
            red_end_at_top = flipped
            assert (where.center().y() < bar.height() / 2) == ((cp >= 0) == red_end_at_top)
    assert labels[:7] == ["+0.0", "+1.2", "-0.4", "+12", "-25", "M5", "-M12"]
    assert left(page.board, page) - right(bar, page) <= 4  # still against the board


def test_analysis_lines_have_room_at_1024x640(qtbot: QtBot, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Three lines at least on the small page, each on one row (its tail elided, the whole
    line in the tooltip), from the real built-in engine."""
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    _window, page = play_page(qtbot, tmp_path, (1024, 640))
    panel = page.analysis
    page.analysis_box.setChecked(True)
    panel.count.setValue(3)
    panel.start_button.setChecked(True)
    qtbot.waitUntil(lambda: len(panel.shown) == 3 and all(len(line.pv) >= 4
                                                          for line in panel.shown),
                    timeout=30_000)
    QApplication.processEvents()
    output = panel.output
    rows = output.viewport().height() / output.fontMetrics().lineSpacing()
    assert rows >= 3, rows
    assert not output.verticalScrollBar().isVisible()  # the three whole: nothing to scroll
    shown = output.toPlainText().splitlines()
    whole = output.toolTip().splitlines()
    assert [s[:3] for s in shown] == ["1. ", "2. ", "3. "] and len(whole) == 3
    for text, full in zip(shown, whole, strict=True):
        assert output.fontMetrics().horizontalAdvance(text) <= output.viewport().width()
        assert text == full or (text.endswith("…") and full.startswith(text[:-1]))
        assert "(" in text  # the score and depth are never what is cut
    panel.start_button.setChecked(False)
    page.shutdown()


def test_the_configured_lines_have_room_at_1920x1080(qtbot: QtBot, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    _window, page = play_page(qtbot, tmp_path, (1920, 1080))
    panel = page.analysis
    page.analysis_box.setChecked(True)
    panel.count.setValue(panel.MAX_LINES)
    QApplication.processEvents()
    output = panel.output
    assert output.viewport().height() >= panel.MAX_LINES * output.fontMetrics().lineSpacing()
    assert page.graph.isVisible() and page.move_table.height() > 200  # nothing made way
