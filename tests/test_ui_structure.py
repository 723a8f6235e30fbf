"""The main window's part interface: a part adds actions, menus, docks and a mode, follows the
language, can keep the window open, and is shut down once (what Play, Online and Three
Kingdoms will use)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju.ui.main_window import MainWindow
from paiju.ui.window_part import WindowPart

ROOT = Path(__file__).resolve().parents[1]


class DemoPart(WindowPart):
    """A small mode with its own menu, action and dock, as the Play mode will have."""

    name = "demo"

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.shutdowns = 0
        self.allow_close = True

    def install(self, window: MainWindow) -> None:
        self.menu = window.add_menu("demo", before="help")
        window.add_action("demo_play", lambda: window.show_mode("demo"), menu=self.menu)
        self.page = QLabel("demo page")
        window.add_mode("demo", self.page, docks=("demo_moves",))
        self.dock = window.add_dock("demo_moves", QLabel("moves"),
                                    Qt.DockWidgetArea.RightDockWidgetArea, hidden=True)

    def retranslate(self) -> None:
        text = self.tr("&Demo")
        self.texts.append(text)
        self.menu.setTitle(text)
        self.window.set_texts({"demo_play": (self.tr("Play"), self.tr("Play a game"))})

    def can_close(self) -> bool:
        return self.allow_close

    def shutdown(self) -> None:
        self.shutdowns += 1


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, tmp_path)


def test_a_part_plugs_in_with_menu_action_dock_and_mode(window: MainWindow) -> None:
    part = window.add_part(DemoPart())
    assert window.part("demo") is part and part.objectName() == "part_demo"
    titles = [a.objectName() for a in window.menuBar().actions()]
    menus = [window.menu(n).menuAction() for n in ("demo", "help")]
    assert menus[0] in window.menuBar().actions() and titles  # before Help
    bar = window.menuBar().actions()
    assert bar.index(menus[0]) == bar.index(menus[1]) - 1
    play = window.action("demo_play")
    assert play.objectName() == "action_demo_play" and play.text() == "Play"
    shown = {n for n in ("pieces", "collection", "validation", "metadata")
             if window.dock(n).isVisible()}
    assert shown and not part.dock.isVisible()
    play.trigger()
    assert window.mode() == "demo" and part.page.isVisible()
    assert part.dock.isVisible()  # only the mode's docks while it is shown
    assert not any(window.dock(n).isVisible() for n in shown)
    window.show_mode("editor")
    assert {n for n in shown if window.dock(n).isVisible()} == shown
    assert not part.dock.isVisible()


def test_names_are_registered_once(window: MainWindow) -> None:
    with pytest.raises(ValueError):
        window.add_action("save")
    with pytest.raises(ValueError):
        window.add_menu("file")
    window.add_part(DemoPart())
    with pytest.raises(ValueError):
        window.add_part(DemoPart())


def test_parts_follow_the_language_and_the_closing(window: MainWindow) -> None:
    part = window.add_part(DemoPart())
    before = len(part.texts)
    window.set_language("fr")
    window.set_language("en")
    assert len(part.texts) >= before + 2  # retranslated on every language change
    part.allow_close = False
    window.doc.mark_saved()
    assert not window.close() and window.isVisible() and part.shutdowns == 0
    part.allow_close = True
    assert window.close() and part.shutdowns == 1


def test_start_page_shows_no_editor_docks(window: MainWindow) -> None:
    editor_docks = [window.dock(n) for n in ("pieces", "collection", "validation", "metadata")]
    window.files.show_start_page()
    assert window.mode() == "start"
    assert not any(d.isVisible() for d in editor_docks)  # no "1. (untitled)", no verdict
    assert not window.fen_label.isVisible()  # nor the FEN of a puzzle nobody opened
    window.files.new_file()
    assert window.mode() == "editor" and all(d.isVisible() for d in editor_docks)
    assert window.fen_label.isVisible()


def test_read_only_file_is_replaced_only_when_agreed(window: MainWindow, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "locked.xqp"
    path.write_text("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n", encoding="utf-8")
    path.chmod(0o444)
    before = path.read_text(encoding="utf-8")
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text, *a: asked.append(text)
                        or QMessageBox.StandardButton.No)
    window.paste_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
    assert not window.files.save_to(str(path))
    assert asked and "read-only" in asked[0] and path.read_text(encoding="utf-8") == before
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: QMessageBox.StandardButton.Yes)
    assert window.files.save_to(str(path))
    assert "4k4/" in path.read_text(encoding="utf-8")


def test_parts_do_not_reach_into_the_window() -> None:
    """No part takes the central widget or writes into the window's registries."""
    banned = {"takeCentralWidget", "setCentralWidget", "_actions", "_menus", "_docks",
              "actions_", "menus", "docks"}
    ui = ROOT / "paiju" / "ui"
    for path in [ui / "files.py", *ui.glob("*/integration.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        used = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name | ast.Attribute)
                and ast.unparse(node.value).endswith("window")}
        assert not used & banned, (path.name, used & banned)
