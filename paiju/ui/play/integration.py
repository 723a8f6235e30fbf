"""Play mode as a part of the main window (``paiju.ui.window_part``).

The Play page is the ``play`` mode of the central stack (the editor's docks make way while it
is shown); a Play menu holds Play Mode, New Game, Play Problem Against the Computer and Scores
(``action_*`` object names). The page follows the current puzzle (for "from the current
puzzle" and problems) and the Settings notation and board style; closing the window asks about
a game in progress (as New Game does), then stops the computer's search and the analysis.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from paiju.ui.window_part import WindowPart

from .analysis import EDITOR, AnalysisPanel
from .page import PlayPage

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow
    from paiju.ui.settings import Preferences


class PlayPart(WindowPart):
    """Play mode of one main window: its page, its menu and its actions."""

    name = "play"

    def install(self, window: MainWindow) -> None:
        prefs = window.prefs
        self.page = PlayPage(window, notation=prefs.move_notation(), language=prefs.language,
                             settings=window.settings)
        self.page.set_board_style(prefs.board_style())
        window.add_mode("play", self.page, docks=())
        menu = window.add_menu("play", before="help")
        window.add_action("play_mode", self.show, shortcut="F6", menu=menu)
        window.add_action("new_game", self.new_game, shortcut="Ctrl+G", menu=menu)
        window.add_action("play_problem", self.play_problem, menu=menu)
        window.add_separator(menu)
        # the editor position can be analysed beside the editor too (a dock, tabbed on the right)
        self.editor_analysis = AnalysisPanel(prefs.move_notation())
        self.editor_analysis.source.setCurrentIndex(self.editor_analysis.source.findData(EDITOR))
        self.editor_analysis.source.setEnabled(False)
        self.analysis_dock = window.add_dock("analysis", self.editor_analysis,
                                             Qt.DockWidgetArea.RightDockWidgetArea,
                                             tab_with="solver", hidden=True)
        window.add_action("analyse_position", self.analyse_position, shortcut="F7", menu=menu)
        window.add_action("analyse_game", lambda: self.page.review_game(), menu=menu)
        window.add_separator(menu)
        window.add_action("game_list", self.show_games, menu=menu)
        window.add_action("scores", lambda: self.page.show_scores(), menu=menu)
        self.page.backRequested.connect(lambda: window.show_mode("editor"))
        self.page.stateShown.connect(lambda text: window.set_mode_status("play", text))
        window.set_mode_status("play", self.page.state_line())
        self.page.editorPositionWanted.connect(
            lambda: self.page.analysis.set_position(window.doc.board))
        window.doc.positionChanged.connect(self._puzzle_changed)
        window.doc.currentChanged.connect(self._puzzle_changed)
        window.preferencesChanged.connect(self._preferences)
        self.analysis_dock.visibilityChanged.connect(self._dock_shown)
        self._puzzle_changed()

    def retranslate(self) -> None:
        self.window.menu("play").setTitle(self.tr("&Play"))
        self.window.set_texts({
            "play_mode": (self.tr("Play &Mode"),
                          self.tr("A game board: two players, or against the computer")),
            "new_game": (self.tr("&New Game…"),
                         self.tr("Start a game from the start position, the puzzle or a FEN")),
            "play_problem": (self.tr("Play &Problem Against the Computer…"),
                             self.tr("Play the current puzzle out as attacker or defender")),
            "scores": (self.tr("&Scores…"), self.tr("Games won by each player")),
            "game_list": (self.tr("&Games…"),
                          self.tr("Finished games kept in the user data folder: replay, "
                                  "export, analyse")),
            "analyse_game": (self.tr("Analyse the &Game"),
                             self.tr("The engine scores every position of the game: the "
                                     "evaluation graph")),
            "analyse_position": (self.tr("&Analyse the Editor Position"),
                                 self.tr("The engine's score and best line for the edited "
                                         "position")),
        })
        self.analysis_dock.setWindowTitle(self.tr("Analysis"))
        self.window.set_mode_title("play", self.tr("Play &Mode").replace("&", ""))
        self.page.retranslate()

    def _preferences(self, prefs: Preferences) -> None:
        self.page.set_notation(prefs.move_notation())
        self.editor_analysis.set_notation(prefs.move_notation())
        self.page.set_board_style(prefs.board_style())
        self.page.language = prefs.language

    def _puzzle_changed(self, *_: object) -> None:
        doc = self.window.doc
        board = doc.board
        self.page.puzzle_fen = board.fen() if board.is_valid() else None
        self.page.puzzle_title = doc.current.title
        if self.page.analysis.source.currentData() != "game":
            self.page.analysis.set_position(board)
        self.editor_analysis.set_position(board)
        self.page.buttons["problem"].setEnabled(self.page.puzzle_fen is not None)
        self.window.action("play_problem").setEnabled(self.page.puzzle_fen is not None)

    # --- actions -----------------------------------------------------------------------------
    def show(self) -> None:
        self.window.show_mode("play")

    def show_games(self) -> None:
        self.show()
        self.page.show_games()

    def shown(self) -> bool:
        return self.window.mode() == "play"

    def show_editor(self) -> None:
        self.window.show_mode("editor")

    def analyse_position(self) -> None:
        """Show the analysis dock and start the engine on the editor position."""
        if self.shown():
            self.show_editor()
        self.analysis_dock.show()
        self.analysis_dock.raise_()
        self.editor_analysis.start_button.setChecked(True)

    def _dock_shown(self, visible: bool) -> None:
        if not visible:  # a hidden dock does not keep the engine busy
            self.editor_analysis.start_button.setChecked(False)

    def new_game(self, opponent: str | None = None) -> bool:
        """New Game…; ``opponent`` "computer" or "two_players" sets the dialog's players
        (the start page's Play entries)."""
        self.show()
        return self.page.ask_new_game(opponent)

    def open_game(self, path: str) -> bool:
        """A kept game from the start page, at its start, ready to step through."""
        self.show()
        return self.page.open_game(path, at_start=True)

    def play_problem(self) -> bool:
        self.show()
        return self.page.ask_problem_game()

    def can_close(self) -> bool:
        """Closing the window leaves a game in progress as New Game does: resigned and
        scored, or abandoned; Keep Playing keeps the window open."""
        return self.page.leave_game()

    def shutdown(self) -> None:
        self.page.shutdown()
        self.editor_analysis.shutdown()
