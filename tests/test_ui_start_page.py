"""The start page: shipped collections with titles and counts, New and Open, the Play entries,
recent games and files (one click reopens; a vanished one is said and taken off); a screenshot
is rendered under tmp_path."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QTabBar, QWidget
from pytestqt.qtbot import QtBot
from ui_testing import GENERALS_ONLY, answer_dialog, make_window

from paiju import rules as xiangqi
from paiju.puzzles import io as pio
from paiju.puzzles.shipped import shipped_collections
from paiju.ui.main_window import MainWindow
from paiju.ui.play.controller import GameSetup, PlayerSpec
from paiju.ui.play.page import PlayPage
from paiju.ui.settings import recent_files
from paiju.ui.start_page import PATH_ROLE, PLAY_MODES

ROOK_ENDING = "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"


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


def test_new_and_open_stand_apart(window: MainWindow) -> None:
    """They touched (no spacing inherited in the page's grid)."""
    page = window.files.start_page
    new, open_ = page.new_button.geometry(), page.open_button.geometry()
    assert open_.left() - new.right() > 4, (new, open_)


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


# --- Play entries, recent games and files (issue 39) -------------------------------------------

@pytest.fixture
def played(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A window whose data folder (kept games) is under tmp_path, the start page shown."""
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    w = make_window(qtbot, tmp_path)
    w.files.show_start_page()
    return w


def play_page(window: MainWindow) -> PlayPage:
    page = window.part("play").page  # type: ignore[attr-defined]
    assert isinstance(page, PlayPage)
    return page


def test_play_entries_open_each_mode_ready_to_play(qtbot: QtBot, played: MainWindow) -> None:
    start = played.files.start_page
    kinds: list[str] = []

    def read_kinds(dialog: QWidget) -> None:
        kinds.extend(str(dialog.findChild(QComboBox, f"play_{side}_player").currentData())
                     for side in ("red", "black"))

    said = answer_dialog("OK", act=read_kinds)
    qtbot.mouseClick(start.play_buttons["two_players"], Qt.MouseButton.LeftButton)
    assert said == ["New Game"] and kinds == ["human", "human"]
    page = play_page(played)
    assert played.mode() == "play" and page.controller.human_to_move()
    assert page.controller.game.start_fen == xiangqi.STARTING_FEN and page.controller.game.ply == 0
    played.files.show_start_page()
    kinds.clear()
    answer_dialog("OK", act=read_kinds)
    qtbot.mouseClick(start.play_buttons["computer"], Qt.MouseButton.LeftButton)
    assert kinds[0] == "human" and kinds[1].startswith("level")  # Black: the built-in engine
    assert played.mode() == "play"
    assert page.controller.player(xiangqi.BLACK).engine == kinds[1]
    assert page.controller.human_to_move()  # Red, the user, moves first
    page.abandon()
    played.files.show_start_page()
    said = answer_dialog("")  # the online entry asks where to host; Escape
    qtbot.mouseClick(start.play_buttons["online"], Qt.MouseButton.LeftButton)
    assert said == ["Host a Room"]
    qtbot.mouseClick(start.play_buttons["three_kingdoms"], Qt.MouseButton.LeftButton)
    assert played.mode() == "three_kingdoms"
    tk = played.part("three_kingdoms").page  # type: ignore[attr-defined]
    assert not tk.game.is_over and len(tk.game.positions) == 1  # type: ignore[attr-defined]


def test_recent_games_and_files_reopen_with_one_click(qtbot: QtBot, played: MainWindow,
                                                      tmp_path: Path) -> None:
    start = played.files.start_page
    assert start.games.count() == 1 and start.games.item(0).data(PATH_ROLE) is None  # a hint
    page = play_page(played)
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"), PlayerSpec("Bob")))
    assert page.controller.play_human(xiangqi.Move.from_iccs("h2e2"))
    assert page.resign(confirm=False)  # kept in the data folder
    puzzle_file = tmp_path / "mine.xqp"
    assert played.paste_fen(ROOK_ENDING) and played.files.save_to(str(puzzle_file))
    played.files.show_start_page()
    assert start.games.count() == 1
    assert start.games.item(0).text().splitlines()[0] == "Ann – Bob  1-0"
    assert [start.files.item(i).data(PATH_ROLE) for i in range(start.files.count())] \
        == [str(puzzle_file)]
    rect = start.games.visualItemRect(start.games.item(0))
    qtbot.mouseClick(start.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert played.mode() == "play"
    assert page.controller.game.ply == 1 and page.controller.shown_ply() == 0  # a replay
    played.action("new").trigger()
    played.files.show_start_page()
    rect = start.files.visualItemRect(start.files.item(0))
    qtbot.mouseClick(start.files.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert played.mode() == "editor" and played.doc.path == str(puzzle_file)
    assert played.doc.fen() == ROOK_ENDING


def test_a_vanished_recent_file_or_game_is_said_and_taken_off(qtbot: QtBot, played: MainWindow,
                                                              tmp_path: Path) -> None:
    start = played.files.start_page
    page = play_page(played)
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"), PlayerSpec("Bob")))
    assert page.resign(confirm=False)
    gone = tmp_path / "gone.xqp"
    assert played.paste_fen(ROOK_ENDING) and played.files.save_to(str(gone))
    played.files.show_start_page()
    assert start.files.count() == 1 and start.games.count() == 1
    gone.unlink()  # vanishes while the page lists it
    said = answer_dialog("OK")
    rect = start.files.visualItemRect(start.files.item(0))
    qtbot.mouseClick(start.files.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert said == [f"{gone} is no longer there: it is taken off the list."]
    assert played.mode() == "start" and recent_files(played.settings) == []
    assert start.files.item(0).data(PATH_ROLE) is None  # only the hint is left
    assert "action_recent_0" not in {a.objectName() for a in played.menu("recent").actions()}
    assert start.games.item(0).data(PATH_ROLE) == page.kept_path
    Path(page.kept_path).unlink()
    said = answer_dialog("OK")
    rect = start.games.visualItemRect(start.games.item(0))
    qtbot.mouseClick(start.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert said == [f"{page.kept_path} is no longer there: it is taken off the list."]
    assert played.mode() == "start" and start.games.item(0).data(PATH_ROLE) is None


@pytest.mark.parametrize(("language", "texts"), [
    ("fr", ["Contre l’ordinateur", "Deux joueurs", "En ligne", "Trois Royaumes"]),
    ("zh_CN", ["对战电脑", "双人对弈", "在线", "三国"]),
])
def test_play_entries_speak_french_and_chinese(played: MainWindow, language: str,
                                               texts: list[str]) -> None:
    start = played.files.start_page
    played.set_language(language)
    try:
        assert [start.play_buttons[m].text() for m in PLAY_MODES] == texts
        assert all(start.titles[name].text() for name in start.titles)
        assert start.titles["recent_games"].text() != "Recent games"
    finally:
        played.set_language("en")


def strays(window: MainWindow) -> list[str]:
    """Visible widgets of the window itself (not the page, menus or status bar) drawn over
    the central area: what Qt leaves behind of hidden docks."""
    central = window.centralWidget().geometry()
    keep = (window.centralWidget(), window.menuBar(), window.statusBar())
    return [f"{type(w).__name__} {w.objectName()} {w.geometry()}"
            for w in window.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if w.isVisible() and w not in keep and w.geometry().intersects(central)]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_nothing_of_the_docks_stays_on_the_pages_without_docks(
        qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    """A tab bar of the tabbed editor docks (solver, training, details) stayed over the start
    page and the Play page, cutting the move list's header."""
    window = make_window(qtbot, tmp_path, size)
    for mode in ("start", "editor", "play", "editor", "start"):
        window.show_mode(mode)
        for _ in range(5):
            QApplication.processEvents()
        if mode == "editor":  # the tabbed docks and their tab bar are back
            assert any(bar.isVisible() for bar in window.findChildren(QTabBar))
        else:
            assert strays(window) == [], mode
