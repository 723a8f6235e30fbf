"""The game on the Three Kingdoms page: new games, moves clicked on the board, take-backs,
resigning (after a confirmation), the position copied to and pasted from the clipboard, and
the board turned so that any kingdom sits at the bottom.

Every change of the game (a move, a take-back, a new game, the editor) advances ``token``: an
answer from a search started on an older state is dropped."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from paiju.three_kingdoms import Game, Kingdom, Position, TkMove
from paiju.ui.three_kingdoms.wording import kingdom_name

if TYPE_CHECKING:
    from paiju.ui.three_kingdoms.page import TkPage

translate = QCoreApplication.translate  # lupdate reads translate("TkPage", "literal")


class GameControl:
    """Mixin of ``TkPage``: what the user does to the game."""

    def new_game(self: TkPage, banners: bool | None = None) -> None:
        if banners is not None:
            self.banners.setChecked(banners)
        self.collection_panel.select(None)
        self.loaded_index = None
        self.start_game(Position.start(self.banners.isChecked()))

    def start_game(self: TkPage, position: Position, human: Kingdom | None = None) -> None:
        """A new game from `position`; `human` (a puzzle's side to move) becomes a human
        player first, so that no computer plays for the user."""
        self.forget_solution()
        if human is not None and self.level(human):
            self.token += 1  # the old game's searches are stale before the player changes
            self._drop_move()
            self.set_player(human, 0)
        self.game = Game(position)
        self.selected = None
        self.paused = False
        self.edit_button.setChecked(False)
        self._changed()

    def play(self: TkPage, move: TkMove | str) -> None:
        self.game.play(move)
        self.selected = None
        self.paused = False
        self.shown_at = time.monotonic()
        self._changed()

    def _changed(self: TkPage, computer: bool = True) -> None:
        """The game changed: older searches for a move are stale."""
        self.token += 1
        self._drop_move()
        self.refresh()
        self.gameChanged.emit()
        if computer:
            self._maybe_computer()

    def undo(self: TkPage) -> None:
        if self.game.turns:
            self.game.undo()
            self.selected = None
            self.paused = self.computer_to_move()  # else the computer replays at once
            self._changed(computer=False)

    def resign(self: TkPage) -> None:
        """The kingdom to move resigns (no question asked: see ``ask_resign``)."""
        if not self.game.is_over:
            self.game.resign(self.position.turn)
            self._changed()

    def ask_resign(self: TkPage) -> bool:
        """The Resign button: confirm, then resign for the kingdom to move."""
        if self.game.is_over:
            return False
        k = kingdom_name(self.position.turn)
        others = len(self.position.in_play) - 1
        answer = QMessageBox.question(
            self, translate("TkPage", "Resign"),
            translate("TkPage", "Resign for {k}? {k} loses and the game ends: the other "
                      "kingdom in play wins.").format(k=k) if others == 1 else
            translate("TkPage", "Resign for {k}? {k} loses and the game ends: the two other "
                      "kingdoms share the victory.").format(k=k),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.resign()
        return True

    def point_clicked(self: TkPage, p: int, button: Qt.MouseButton) -> None:
        if self.editing:
            self._edit_click(p, button)
            return
        if self.game.is_over or self.level(self.position.turn):
            return
        piece = self.position.placement.get(p)
        if self.selected is not None:
            move = TkMove(self.selected, p)
            if move in self.position.legal_moves():
                self.play(move)
                return
        self.selected = p if piece is not None and piece.owner is self.position.turn else None
        self.refresh()

    # --- clipboard and view --------------------------------------------------------------
    def position_text(self: TkPage) -> str:
        """The position shown (the editor's while editing), in the position notation."""
        return self.edit_state().text() if self.editing else self.position.text()

    def copy_position(self: TkPage) -> str:
        text = self.position_text()
        QGuiApplication.clipboard().setText(text)
        return text

    def paste_position(self: TkPage, text: str | None = None) -> bool:
        """A new game from a position in the notation (the clipboard's by default); a
        warning names what is wrong with text that is not one."""
        text = (QGuiApplication.clipboard().text() if text is None else text).strip()
        try:
            position = Position.from_text(text)
            Game(position)
        except ValueError as exc:
            QMessageBox.warning(self, translate("TkPage", "Paste Position"),
                                translate("TkPage", "The clipboard does not hold a Three "
                                          "Kingdoms position: {why}").format(why=str(exc)))
            return False
        self.collection_panel.select(None)
        self.loaded_index = None
        self.start_game(position)
        return True

    def rotate_board(self: TkPage) -> Kingdom:
        """Turn the board a third: the next kingdom's half comes to the bottom."""
        self.board.set_bottom(self.board.bottom.next)
        return self.board.bottom
