"""Hooks Play mode into the main window (called once from ``MainWindow``).

The Play page joins the central stack beside the editor; a Play menu gains Play Mode,
New Game, Play Problem and Scores (``action_*`` object names). The page follows the current
puzzle (for "from the current puzzle" and problems), the Settings notation and board style.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu

from .page import PlayPage

if TYPE_CHECKING:
    from ui.main_window import MainWindow


class PlayMode(QObject):
    """Play mode of one main window: its page, its menu and its actions."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("play_mode")
        self.window = window
        self.page = PlayPage(window, notation=window.prefs.notation,
                             language=window.prefs.language)
        self.page.set_board_style(window.prefs.board_style())
        self.stack = window.solving.stack
        self.stack.addWidget(self.page)
        self.actions: dict[str, QAction] = {}
        for name, slot, key in (("play_mode", self.show, "F6"),
                                ("new_game", self.new_game, "Ctrl+G"),
                                ("play_problem", self.play_problem, None),
                                ("scores", lambda: self.page.show_scores(), None)):
            action = QAction(window)
            action.setObjectName(f"action_{name}")
            if key:
                action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda _c=False, s=slot: s())
            window.addAction(action)
            self.actions[name] = action
            window.actions_[name] = action
        self.menu = QMenu(window)
        self.menu.setObjectName("menu_play")
        self.menu.addActions(list(self.actions.values()))
        help_menu = window.menus.get("help")
        bar = window.menuBar()
        if help_menu is not None:
            bar.insertMenu(help_menu.menuAction(), self.menu)
        else:
            bar.addMenu(self.menu)
        window.menus["play"] = self.menu
        self._hidden_docks: list[QDockWidget] = []
        self.stack.currentChanged.connect(self._page_changed)
        self.page.backRequested.connect(self.show_editor)
        self.page.editorPositionWanted.connect(
            lambda: self.page.analysis.set_position(window.doc.board))
        window.doc.positionChanged.connect(self._puzzle_changed)
        window.doc.currentChanged.connect(self._puzzle_changed)
        window.preferencesChanged.connect(self._preferences)
        self._puzzle_changed()
        self.retranslate()
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: object) -> bool:  # noqa: N802 - Qt API
        from PySide6.QtCore import QEvent

        if isinstance(event, QEvent) and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Play"))
        texts = {"play_mode": self.tr("Play &Mode"), "new_game": self.tr("&New Game…"),
                 "play_problem": self.tr("Play &Problem Against the Computer…"),
                 "scores": self.tr("&Scores…")}
        for name, text in texts.items():
            self.actions[name].setText(text)

    def _preferences(self, prefs: object) -> None:
        self.page.set_notation(self.window.prefs.notation)
        self.page.set_board_style(self.window.prefs.board_style())
        self.page.language = self.window.prefs.language

    def _puzzle_changed(self, *_: object) -> None:
        doc = self.window.doc
        board = doc.board
        self.page.puzzle_fen = board.fen() if board.is_valid() else None
        self.page.puzzle_title = doc.current.title
        if self.page.analysis.source.currentData() != "game":
            self.page.analysis.set_position(board)
        self.page.buttons["problem"].setEnabled(self.page.puzzle_fen is not None)

    def _page_changed(self, _index: int) -> None:
        """The editor's docks make way for the Play page and come back after it."""
        if self.shown():
            self._hidden_docks = [d for d in self.window.findChildren(QDockWidget)
                                  if d.isVisible()]
            for dock in self._hidden_docks:
                dock.hide()
        else:
            for dock in self._hidden_docks:
                dock.show()
            self._hidden_docks = []

    # --- actions -----------------------------------------------------------------------------
    def show(self) -> None:
        self.stack.setCurrentWidget(self.page)

    def shown(self) -> bool:
        return self.stack.currentWidget() is self.page

    def show_editor(self) -> None:
        self.stack.setCurrentIndex(0)

    def new_game(self) -> bool:
        self.show()
        return self.page.ask_new_game()

    def play_problem(self) -> bool:
        self.show()
        return self.page.ask_problem_game()

    def shutdown(self) -> None:
        self.page.shutdown()


def install_play(window: MainWindow) -> PlayMode:
    return PlayMode(window)
