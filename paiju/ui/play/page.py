"""The Play page: the game board beside a panel with the players and clocks, the result,
the move list (jump to any move), the game buttons, the analysis panel and the scores."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from paiju import rules as xiangqi
from paiju.puzzles import io as pio
from paiju.puzzles.games import load_games, save_game
from paiju.rules import BLACK, RED, Color, Move
from paiju.rules.board import Outcome, Termination
from paiju.rules.notation import format_move
from paiju.scores import ScoreBook
from paiju.ui.board_painter import BoardStyle, board_aspect
from paiju.ui.i18n import LiveText

from .analysis import GAME, AnalysisPanel
from .board import PlayBoard
from .controller import GameController, GameSetup, PlayerSpec
from .dialogs import NewGameDialog, ProblemDialog
from .scores_view import ScoresDialog
from .wording import clock_text, result_words, side_name


class SidePanel(QFrame):
    """One side's name, whose turn it is, and its clock."""

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        prefix = "red" if color is RED else "black"
        self.setObjectName(f"play_{prefix}_side")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = QLabel(self, objectName=f"play_{prefix}_label")
        self.clock = QLabel(self, objectName=f"play_{prefix}_clock")
        font = QFont(self.clock.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.clock.setFont(font)
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.addWidget(self.name, 1)
        lay.addWidget(self.clock)

    def show_state(self, name: str, to_move: bool, clock: str) -> None:
        dot = "● " if to_move else ""
        colour = "#c0261c" if self.color is RED else "#1c1c1c"
        self.name.setText(f"<span style='color:{colour}'>{dot}{side_name(self.color)}</span>"
                          f" — {name}")
        self.clock.setText(clock)
        self.clock.setVisible(bool(clock))


class PlayPage(QWidget):
    """Play mode's whole page; ``puzzle_fen`` is asked for the current puzzle's FEN."""

    backRequested = Signal()  # the user wants the editor back
    editorPositionWanted = Signal()  # the analysis panel wants the editor position
    stateShown = Signal(str)  # "FEN · state" of the position the board shows (status bar)

    def __init__(self, parent: QWidget | None = None, *, notation: str = "iccs",
                 language: str = "en") -> None:
        super().__init__(parent)
        self.setObjectName("play_page")
        self.notation = notation
        self.language = language
        self.puzzle_fen: str | None = None
        self.puzzle_title = ""
        self._book: ScoreBook | None = None
        self.controller = GameController(self)
        self.board = PlayBoard(self)
        self.board.interactive = True
        self._animate: Move | None = None

        self.sides = {RED: SidePanel(RED, self), BLACK: SidePanel(BLACK, self)}
        self.status = QLabel(self, objectName="play_status")
        self.status.setWordWrap(True)
        font = QFont(self.status.font())
        font.setBold(True)
        self.status.setFont(font)
        self.message = QLabel(self, objectName="play_message")
        self.message.setWordWrap(True)
        self._message = LiveText(self.message)  # follows a language change
        self.moves = QListWidget(self, objectName="play_moves")
        self.moves.setMinimumHeight(80)
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(4)
        for i, name in enumerate(("new", "problem", "takeback", "flip", "resign", "draw",
                                  "save", "open", "scores", "editor")):
            button = QPushButton(self, objectName=f"play_{name}")
            self.buttons[name] = button
            grid.addWidget(button, i // 2, i % 2)
        self.analysis = AnalysisPanel(notation, self)
        self.analysis_box = QGroupBox(self, objectName="play_analysis_box")
        self.analysis_box.setCheckable(True)  # unchecked: folded away, the engine stopped
        box = QVBoxLayout(self.analysis_box)
        box.setContentsMargins(6, 6, 6, 6)
        box.addWidget(self.analysis)
        self.analysis_box.toggled.connect(self._fold_analysis)
        self.analysis_box.setChecked(False)
        self._fold_analysis(False)

        panel = QWidget(self)
        panel.setObjectName("play_panel")
        side = QVBoxLayout(panel)
        side.setContentsMargins(6, 6, 6, 6)
        self.top_slot = QVBoxLayout()
        self.bottom_slot = QVBoxLayout()
        side.addLayout(self.top_slot)
        side.addWidget(self.status)
        side.addWidget(self.message)
        side.addWidget(self.moves, 3)
        side.addLayout(self.bottom_slot)
        side.addLayout(grid)
        side.addWidget(self.analysis_box, 1)
        self._side_layout = side
        self._fold_analysis(False)
        panel.setMinimumWidth(280)
        panel.setMaximumWidth(460)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("play_splitter")
        splitter.addWidget(self.board)
        splitter.addWidget(panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        lay = QHBoxLayout(self)  # board and panel stay together, centred in a wide window
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addStretch(1)
        lay.addWidget(splitter, 100)
        lay.addStretch(1)

        c = self.controller
        c.changed.connect(self.refresh)
        c.moved.connect(self._moved)
        c.ticked.connect(self._show_clocks)
        c.finished.connect(self._finished)
        c.thinking.connect(lambda _on: self._show_status())
        c.failed.connect(self._failed)
        self.board.movePlayed.connect(self._human_move)
        self.moves.currentRowChanged.connect(self._row_chosen)
        b = self.buttons
        b["new"].clicked.connect(lambda: self.ask_new_game())
        b["problem"].clicked.connect(lambda: self.ask_problem_game())
        b["takeback"].clicked.connect(lambda: c.takeback())
        b["flip"].clicked.connect(lambda: self.set_flipped(not self.board.style_.flipped))
        b["resign"].clicked.connect(lambda: self.resign())
        b["draw"].clicked.connect(lambda: self.offer_draw())
        b["save"].clicked.connect(lambda: self.save_pgn())
        b["open"].clicked.connect(lambda: self.open_game())
        b["scores"].clicked.connect(lambda: self.show_scores())
        b["editor"].clicked.connect(self.backRequested.emit)
        self.analysis.sourceChanged.connect(self._analysis_source)
        self.analysis.bestMoves.connect(self._analysis_arrows)
        self.retranslate()
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # the board is no wider than its height allows, so no empty band opens beside it
        self.board.setMaximumWidth(max(self.board.minimumWidth(),
                                       int(self.height() * board_aspect()) + 2))
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        texts = {
            "new": self.tr("New Game…"), "problem": self.tr("Play Problem…"),
            "takeback": self.tr("Take Back"), "flip": self.tr("Flip Board"),
            "resign": self.tr("Resign"), "draw": self.tr("Offer Draw"),
            "save": self.tr("Save PGN…"), "open": self.tr("Open Game…"),
            "scores": self.tr("Scores…"), "editor": self.tr("Back to Editor"),
        }
        for name, text in texts.items():
            self.buttons[name].setText(text)
        self.buttons["problem"].setToolTip(
            self.tr("Play the current puzzle out against the computer"))
        self.analysis_box.setTitle(self.tr("Analysis"))
        self._message.refresh()
        self.refresh()

    # --- settings ----------------------------------------------------------------------------
    def set_board_style(self, style: BoardStyle) -> None:
        flipped = self.board.style_.flipped
        self.board.set_board_style(BoardStyle(style.piece_style, style.coordinates,
                                              style.print_mode, flipped))

    def set_notation(self, notation: str) -> None:
        self.notation = notation
        self.analysis.set_notation(notation)
        self._fill_moves(force=True)

    def set_flipped(self, flipped: bool) -> None:
        self.board.set_flipped(flipped)
        self._place_sides()

    def score_book(self) -> ScoreBook:
        if self._book is None:
            self._book = ScoreBook()
        return self._book

    # --- showing -----------------------------------------------------------------------------
    def _place_sides(self) -> None:
        flipped = self.board.style_.flipped
        if getattr(self, "_sides_flipped", None) is flipped:
            return
        self._sides_flipped = flipped
        top, bottom = (RED, BLACK) if flipped else (BLACK, RED)
        self.top_slot.addWidget(self.sides[top])
        self.bottom_slot.addWidget(self.sides[bottom])

    def refresh(self) -> None:
        c, game = self.controller, self.controller.game
        ply = c.shown_ply()
        board = game.position_at(ply)
        last = game.moves[ply - 1].move if ply > 0 else None
        animate = self._animate is not None and last == self._animate
        self._animate = None
        self.board.interactive = c.human_to_move()
        self.board.show_game_position(board, last, animate)
        self._place_sides()
        self._show_clocks()
        self._show_status()
        self._fill_moves()
        over = game.is_over
        self.buttons["resign"].setEnabled(not over)
        self.buttons["draw"].setEnabled(not over)
        self.buttons["takeback"].setEnabled(game.ply > 0)
        self.buttons["problem"].setEnabled(self.puzzle_fen is not None)
        if self.analysis.source.currentData() == GAME:
            self.analysis.set_position(board)

    def _show_clocks(self) -> None:
        c = self.controller
        for color, side in self.sides.items():
            clock = "" if c.clock is None else clock_text(c.clock.remaining(color))
            to_move = not c.game.is_over and c.game.turn is color
            side.show_state(c.player(color).name, to_move, clock)

    def _show_status(self) -> None:
        c, game = self.controller, self.controller.game
        if game.outcome is not None:
            text = result_words(game.outcome, game.rules)
        else:
            mover = side_name(game.turn)
            if c.is_thinking():
                text = self.tr("%1 to move — the computer is thinking…").replace("%1", mover)
            elif game.board().is_check():
                text = self.tr("%1 to move — check!").replace("%1", mover)
            else:
                text = self.tr("%1 to move").replace("%1", mover)
        if c.view_ply is not None:
            text += "  " + self.tr("(showing move %1 of %2)").replace(
                "%1", str(c.view_ply)).replace("%2", str(game.ply))
        self.status.setText(text)
        self.stateShown.emit(self.state_line())

    def state_line(self) -> str:
        """The FEN of the position on the board, then the game's state (whose move, check,
        the result), as the window's status bar shows it in Play mode."""
        return f"{self.board.board.fen()} · {self.status.text()}"

    def _fill_moves(self, force: bool = False) -> None:
        game = self.controller.game
        if force or self.moves.count() != game.ply + 1:
            self.moves.blockSignals(True)
            self.moves.clear()
            self.moves.addItem(self.tr("Start position"))
            board = xiangqi.Board(game.start_fen)
            for i, gm in enumerate(game.moves, 1):
                number, mover = game.move_number(i)
                dots = "." if mover is RED else "…"
                self.moves.addItem(f"{number}{dots} {format_move(board, gm.move, self.notation)}")
                board.push(gm.move)
            self.moves.blockSignals(False)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(self.controller.shown_ply())
        self.moves.blockSignals(False)
        self.moves.scrollToItem(self.moves.currentItem())

    # --- events ------------------------------------------------------------------------------
    def _moved(self, move: Move) -> None:
        self._animate = move

    def _human_move(self, move: Move) -> None:
        self.controller.play_human(move)

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.controller.show_ply(row)

    def _failed(self, message: str) -> None:
        self._message.say(lambda: self.tr("Engine problem: %1").replace("%1", message))

    def _finished(self, outcome: Outcome) -> None:
        self._message.say(None)
        setup = self.controller.setup
        if not setup.keep_score or (self.controller.game.ply == 0 and outcome.termination
                                    in (Termination.CHECKMATE, Termination.STALEMATE)):
            return  # nothing was played: a position already over is no game to score
        try:
            self.score_book().record(setup.red.name, setup.black.name, outcome.result(),
                                     outcome.termination.value)
        except (ValueError, OSError) as exc:
            why = str(exc)
            self._message.say(lambda: self.tr("Not scored: %1").replace("%1", why))
            return
        red = next(t for t in self.score_book().totals() if t.name.casefold()
                   == setup.red.name.casefold())
        black = next(t for t in self.score_book().totals() if t.name.casefold()
                     == setup.black.name.casefold())
        self._message.say(lambda: self.tr("Scores: %1 %2, %3 %4").replace("%1", red.name)
                          .replace("%2", str(red.points)).replace("%3", black.name)
                          .replace("%4", str(black.points)))

    def _analysis_arrows(self, moves: tuple[Move, ...]) -> None:
        """The analysed first moves as arrows, when the board shows the analysed position."""
        shown = self.analysis.source.currentData() == GAME
        self.board.set_arrows(moves[:3] if shown else ())

    def _fold_analysis(self, shown: bool) -> None:
        self.analysis.setVisible(shown)
        layout = getattr(self, "_side_layout", None)
        if layout is not None:  # folded, the move list takes the room
            layout.setStretchFactor(self.analysis_box, 1 if shown else 0)
        if not shown:
            self.analysis.start_button.setChecked(False)

    def _analysis_source(self, source: str) -> None:
        if source == GAME:
            c = self.controller
            self.analysis.set_position(c.game.position_at(c.shown_ply()))
        else:
            self.editorPositionWanted.emit()

    # --- actions -----------------------------------------------------------------------------
    def start(self, setup: GameSetup) -> bool:
        """Start a game; False (and the reason shown) for a bad start position."""
        self._message.say(None)
        try:
            self.controller.new_game(setup)
        except ValueError as exc:
            why = str(exc)
            self._message.say(lambda: why)
            return False
        return True

    def ask_new_game(self) -> bool:
        dialog = NewGameDialog(self.puzzle_fen, self.language, self)
        if not dialog.exec() or dialog.result_setup is None:
            return False
        return self.start(dialog.result_setup)

    def ask_problem_game(self) -> bool:
        if self.puzzle_fen is None:
            return False
        dialog = ProblemDialog(self.language, self)
        if not dialog.exec():
            return False
        return self.start(dialog.setup(self.puzzle_fen, self.puzzle_title))

    def resign(self, confirm: bool = True) -> bool:
        """Resign for the human (asks first)."""
        c = self.controller
        if c.game.is_over:
            return False
        if confirm and QMessageBox.question(
                self, self.tr("Resign"), self.tr("Resign this game?")) \
                != QMessageBox.StandardButton.Yes:
            return False
        c.resign()
        return True

    def offer_draw(self) -> None:
        c = self.controller
        if c.game.is_over:
            return
        accepts = c.computer_accepts_draw()
        if accepts is None:  # two humans: ask the other one
            other = side_name(c.game.turn.other)
            answer = QMessageBox.question(
                self, self.tr("Draw Offer"),
                self.tr("%1 offers a draw. Does %2 accept?").replace(
                    "%1", side_name(c.game.turn)).replace("%2", other))
            accepts = answer == QMessageBox.StandardButton.Yes
        if accepts:
            c.agree_draw()
        else:
            self._message.say(lambda: self.tr("The draw offer is declined."))

    def save_pgn(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Game"), "game.pgn",
                                                  self.tr("Xiangqi PGN (*.pgn)"))
        if not path:
            return False
        try:
            save_game(self.controller.game, path, self.notation)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Save Game"), str(exc))
            return False
        self._message.say(lambda: self.tr("Saved %1").replace("%1", path))
        return True

    def open_game(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open Game"), "",
                ";;".join([pio.ALL_READABLE_FILTER, *(f.filter for f in pio.READ_FORMATS)]))
        if not path:
            return False
        try:
            done = load_games(path, self.controller.game.rules)[0]
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Open Game"), str(exc))
            return False
        game = done.game
        setup = GameSetup(game.start_fen, PlayerSpec(game.red or self.tr("Red player")),
                          PlayerSpec(game.black or self.tr("Black player")),
                          time_control=game.time_control, rules=game.rules,
                          keep_score=False, event=done.title)
        self.controller.load_game(game, setup)
        stop = done.stop_text()
        self._message.say((lambda: stop) if stop else None)
        return True

    def show_scores(self) -> ScoresDialog:
        dialog = ScoresDialog(self.score_book(), self)
        dialog.show()
        return dialog

    def shutdown(self) -> None:
        """Stop the computer and the analysis, close the engines and the score book."""
        self.controller.shutdown()
        self.analysis.shutdown()
        if self._book is not None:
            self._book.close()
            self._book = None
