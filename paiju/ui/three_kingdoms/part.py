"""The Three Kingdoms window part: the ``three_kingdoms`` mode and its menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMessageBox

from paiju.three_kingdoms import native as tk_native
from paiju.ui.three_kingdoms.page import TkPage
from paiju.ui.three_kingdoms.painter import export_board
from paiju.ui.window_part import WindowPart

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow


class ThreeKingdomsPart(WindowPart):
    name = "three_kingdoms"

    def install(self, window: MainWindow) -> None:
        self.page = TkPage(window)
        window.add_mode("three_kingdoms", self.page, docks=())
        menu = window.add_menu("three_kingdoms", before="help")
        self.menu = menu
        window.add_action("tk_show", self.show, menu=menu)
        window.add_action("tk_new_game", lambda: self._new(True), menu=menu)
        window.add_action("tk_new_game_plain", lambda: self._new(False), menu=menu)
        window.add_action("tk_edit", self._edit, menu=menu)
        window.add_action("tk_open", self.open_dialog, menu=menu)
        window.add_action("tk_save", self.save_dialog, menu=menu)
        window.add_action("tk_export", self.export_dialog, menu=menu)
        menu.addSeparator()
        window.add_action("tk_previous_puzzle", lambda: self.page.step_puzzle(-1),
                          shortcut="Ctrl+PgUp", menu=menu)
        window.add_action("tk_next_puzzle", lambda: self.page.step_puzzle(1),
                          shortcut="Ctrl+PgDown", menu=menu)
        window.add_action("tk_stop", self.page.stop, menu=menu)
        menu.addSeparator()
        window.add_action("tk_back", lambda: window.show_mode("editor"), menu=menu)

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("Three &Kingdoms"))
        self.window.set_texts({
            "tk_show": (self.tr("Three Kingdoms Board"), self.tr("Show the three-player board")),
            "tk_new_game": (self.tr("New Game (Three Players)"),
                            self.tr("Hot-seat game for three, banner bearers in play")),
            "tk_new_game_plain": (self.tr("New Game without Banner Bearers"),
                                  self.tr("Hot-seat game for three, banner bearers removed")),
            "tk_edit": (self.tr("Edit Three Kingdoms Position"),
                        self.tr("Place pieces with owner and origin; §7 validation")),
            "tk_open": (self.tr("Open Three Kingdoms Puzzle…"),
                        self.tr("Read a Three Kingdoms collection (.xqp)")),
            "tk_save": (self.tr("Save Three Kingdoms Puzzle…"),
                        self.tr("Write the position, goal and solution (.xqp)")),
            "tk_export": (self.tr("Export Three Kingdoms Board…"),
                          self.tr("PNG, SVG or PDF of the hexagonal board")),
            "tk_previous_puzzle": (self.tr("Previous Three Kingdoms Puzzle"),
                                   self.tr("Go to the previous puzzle of the collection")),
            "tk_next_puzzle": (self.tr("Next Three Kingdoms Puzzle"),
                               self.tr("Go to the next puzzle of the collection")),
            "tk_stop": (self.tr("Stop Searching"),
                        self.tr("Stop the computer player's search or the prover")),
            "tk_back": (self.tr("Back to the Editor"), self.tr("Leave the Three Kingdoms mode")),
        })
        self.page.retranslate()

    def shutdown(self) -> None:
        self.page.shutdown()

    def show(self) -> None:
        self.window.show_mode("three_kingdoms")

    def _new(self, banners: bool) -> None:
        self.page.new_game(banners)
        self.show()

    def _edit(self) -> None:
        self.show()
        self.page.set_editing(True)

    def open_path(self, path: str) -> None:
        collection = tk_native.load(path)
        if not collection.puzzles:
            raise tk_native.PuzzleFileError(f"{path}: no puzzle in the collection")
        self.page.load_collection(collection)
        self.show()

    def save_path(self, path: str) -> None:
        tk_native.save(self.page.collection(), path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open Three Kingdoms Puzzle"),
                                              "", self.tr("Paiju puzzles (*.xqp)"))
        if path:
            self._guard(lambda: self.open_path(path))

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save Three Kingdoms Puzzle"),
                                              "", self.tr("Paiju puzzles (*.xqp)"))
        if path:
            self._guard(lambda: self.save_path(path))

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export Three Kingdoms Board"),
                                              "three-kingdoms.png",
                                              self.tr("Images (*.png *.svg *.pdf)"))
        if path:
            self._guard(lambda: export_board(self.page.board.placement, path))

    def _guard(self, action: object) -> None:
        try:
            action()  # type: ignore[operator]
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self.window, self.tr("Three Kingdoms"), str(exc))
