"""The Play page uses the window: at 1920x1080 no band opens between the evaluation bar, the
board and the panel; at 1024x640 the unfolded analysis box gets the room its controls need."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju.ui.main_window import MainWindow
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


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800), (1024, 640)])
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
    if size[0] < 1500:  # every pixel goes to the board or the panel
        assert margins <= 4, margins
    else:  # what the board's height and the panel's width leave is shared on both sides
        assert abs(left(page.eval_bar, page) - (page.width() - right(page.panel, page))) <= 2
        assert page.panel.width() > 560


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
