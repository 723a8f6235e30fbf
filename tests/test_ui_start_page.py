"""The start page: shipped collections with titles and counts, New and Open; a screenshot
is rendered under tmp_path."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_testing import GENERALS_ONLY, make_window

from paiju.puzzles import io as pio
from paiju.puzzles.shipped import shipped_collections
from paiju.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    if not shipped_collections():
        pytest.skip("no shipped collections installed")
    w = make_window(qtbot, tmp_path)
    w.files.show_start_page()
    return w


def test_start_page_lists_the_shipped_collections(qtbot: QtBot, window: MainWindow,
                                                  shots: Path) -> None:
    page = window.files.start_page
    assert window.files.start_page_shown() and page.isVisible()
    shipped = shipped_collections()
    assert page.list.count() == len(shipped)
    for row, path in enumerate(shipped):
        collection = pio.load(path).collection
        text = page.list.item(row).text()
        assert text.splitlines() == [collection.title, f"{len(collection)} puzzles"]
        assert not page.list.item(row).icon().isNull()  # thumbnail of the first puzzle
    assert window.grab().save(str(shots / "start_page.png"))
    # One click opens the collection in the editor; the shipped file is not the save target.
    row = len(shipped) - 1
    rect = page.list.visualItemRect(page.list.item(row))
    qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    expected = pio.load(shipped[row]).collection
    assert not window.files.start_page_shown()
    assert window.mode() == "editor"
    assert window.doc.collection.title == expected.title
    assert len(window.doc.collection) == len(expected) and window.doc.path == ""
    assert window.collection.list.count() == len(expected)


def test_start_page_new_and_language(qtbot: QtBot, window: MainWindow) -> None:
    page = window.files.start_page
    window.set_language("fr")
    assert page.new_button.text() == "Nouveau problème"
    assert page.list.item(0).text().splitlines()[1].endswith(" problèmes")
    window.set_language("en")
    window.paste_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")  # editing leaves the page ...
    assert not window.files.start_page_shown()
    window.doc.mark_saved()
    window.action("start_page").trigger()  # ... Help → Start Page brings it back
    assert window.files.start_page_shown()
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    assert not window.files.start_page_shown() and window.doc.fen() == GENERALS_ONLY
