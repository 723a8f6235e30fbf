"""The Play page: the game board beside a panel with the players and clocks, the result,
the move list (jump to any move), the game buttons, the analysis panel and the scores."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from paiju import rules as xiangqi
from paiju.puzzles import io as pio
from paiju.puzzles.games import dumps_game, load_games, save_game
from paiju.rules import BLACK, RED, Color, Move
from paiju.rules.board import Outcome, Termination
from paiju.scores import GameArchive, ScoreBook
from paiju.ui.board_painter import BoardStyle, board_aspect
from paiju.ui.i18n import LiveText, current_language
from paiju.ui.tasks import Task

from .analysis import GAME, AnalysisPanel
from .board import PlayBoard
from .controller import GameController, GameSetup, PlayerSpec
from .dialogs import NewGameDialog, ProblemDialog
from .evaluation import EvalBar, EvalGraph, red_view, review_game
from .game_list import GameListDialog
from .movelist import MoveTable, captured_by
from .scores_view import ScoresDialog
from .wording import clock_text, player_name, result_words, scoring_words, side_name

QWIDGETSIZE_MAX = 16_777_215  # Qt's "no maximum"
PANEL_MIN, PANEL_MAX = 300, 1000  # the panel's width: moves, buttons, analysis lines (at
# 1920x1080 the board takes the height and the panel all the rest: no empty margins)
BAR_GAP = 2  # between the evaluation bar and the board
MOVES_STRETCH = 3  # the move list's share of the panel's height (the analysis box: 1, or
ANALYSIS_STRETCH = 4  # this much while it is unfolded, so its lines are not squeezed)
ROOMY_HEIGHT = 720  # below, the unfolded analysis box takes the evaluation graph's place


class SidePanel(QFrame):
    """One side's name, whose turn it is, its clock and the pieces it has captured."""

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        prefix = "red" if color is RED else "black"
        self.setObjectName(f"play_{prefix}_side")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = QLabel(self, objectName=f"play_{prefix}_label")
        self.clock = QLabel(self, objectName=f"play_{prefix}_clock")
        self.captured = QLabel(self, objectName=f"play_{prefix}_captured")
        font = QFont(self.clock.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.clock.setFont(font)
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        lay = QGridLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.setVerticalSpacing(0)
        lay.addWidget(self.name, 0, 0)
        lay.addWidget(self.captured, 1, 0)
        lay.addWidget(self.clock, 0, 1, 2, 1)
        lay.setColumnStretch(0, 1)

    def show_state(self, name: str, to_move: bool, clock: str) -> None:
        dot = "● " if to_move else ""
        colour = "#c0261c" if self.color is RED else "#1c1c1c"
        who = f" — {name}" if name else ""  # no name: the side says it all
        self.name.setText(f"<span style='color:{colour}'>{dot}{side_name(self.color)}</span>"
                          f"{who}")
        self.clock.setText(clock)
        self.clock.setVisible(bool(clock))

    def show_captured(self, pieces: list[xiangqi.Piece]) -> None:
        """The enemy pieces this side has taken, in the colour of their side."""
        colour = "#1c1c1c" if self.color is RED else "#c0261c"
        text = " ".join(p.chinese() for p in pieces)
        self.captured.setText(f"<span style='color:{colour}'>{text}</span>" if text else "")
        self.captured.setVisible(bool(text))


class PlayPage(QWidget):
    """Play mode's whole page; ``puzzle_fen`` is asked for the current puzzle's FEN."""

    backRequested = Signal()  # the user wants the editor back
    editorPositionWanted = Signal()  # the analysis panel wants the editor position
    stateShown = Signal(str)  # "FEN · state" of the position the board shows (status bar)

    BUTTONS = ("new", "problem", "takeback", "resign", "draw", "flip", "review", "games",
               "scores", "save", "open", "editor")

    def __init__(self, parent: QWidget | None = None, *, notation: str = "iccs",
                 language: str = "en", settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play_page")
        self.notation = notation
        self.language = language
        self.settings = settings  # remembers the players' names between games
        self.puzzle_fen: str | None = None
        self.puzzle_title = ""
        self._book: ScoreBook | None = None
        self.archive = GameArchive()
        self.kept: xiangqi.game.Game | None = None  # the last game scored and kept
        self.kept_path = ""
        self.review: Task | None = None
        self.controller = GameController(self)
        self.board = PlayBoard(self)
        self.board.interactive = True
        self._animate: Move | None = None
        self.eval_bar = EvalBar(self)
        self.graph = EvalGraph(self)

        self.sides = {RED: SidePanel(RED, self), BLACK: SidePanel(BLACK, self)}
        self.status = QLabel(self, objectName="play_status")
        self.status.setWordWrap(True)
        font = QFont(self.status.font())
        font.setBold(True)
        self.status.setFont(font)
        self.scoring = QLabel(self, objectName="play_scoring")  # how this game counts
        self.scoring.setWordWrap(True)
        self.message = QLabel(self, objectName="play_message")
        self.message.setWordWrap(True)
        self._message = LiveText(self.message)  # follows a language change
        self.move_table = MoveTable(self)
        self.moves = self.move_table.table
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(4)
        for i, name in enumerate(self.BUTTONS):
            button = QPushButton(self, objectName=f"play_{name}")
            self.buttons[name] = button
            grid.addWidget(button, i // 3, i % 3)
        self.analysis = AnalysisPanel(notation, self)
        self.analysis_box = QGroupBox(self, objectName="play_analysis_box")
        self.analysis_box.setCheckable(True)  # unchecked: folded away, the engine stopped
        box = QVBoxLayout(self.analysis_box)
        box.setContentsMargins(6, 6, 6, 6)
        box.addWidget(self.analysis)
        self.analysis_box.toggled.connect(self._fold_analysis)
        self.analysis_box.setChecked(False)

        panel = QWidget(self)
        panel.setObjectName("play_panel")
        side = QVBoxLayout(panel)
        side.setContentsMargins(6, 6, 6, 6)
        side.setSpacing(4)
        self.top_slot = QVBoxLayout()
        self.bottom_slot = QVBoxLayout()
        side.addLayout(self.top_slot)
        side.addWidget(self.status)
        side.addWidget(self.scoring)
        side.addWidget(self.message)
        side.addWidget(self.move_table, MOVES_STRETCH)
        side.addLayout(self.bottom_slot)
        side.addWidget(self.graph)
        side.addLayout(grid)
        side.addWidget(self.analysis_box, 1)
        self._side_layout = side
        self._fold_analysis(False)
        panel.setMinimumWidth(PANEL_MIN)
        panel.setMaximumWidth(PANEL_MAX)
        self.panel = panel
        board_side = QWidget(self)
        board_row = QHBoxLayout(board_side)
        board_row.setContentsMargins(0, 0, 0, 0)
        board_row.setSpacing(BAR_GAP)
        board_row.addWidget(self.eval_bar)  # against the board, never across a gap
        board_row.addWidget(self.board, 1)
        self.board_side = board_side
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("play_splitter")
        splitter.addWidget(board_side)
        splitter.addWidget(panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter
        lay = QHBoxLayout(self)  # board and panel stay together, centred in a wide window
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addStretch(0)  # the margins get only what the splitter's maximum leaves
        lay.addWidget(splitter, 1)
        lay.addStretch(0)

        c = self.controller
        c.changed.connect(self.refresh)
        c.moved.connect(self._moved)
        c.ticked.connect(self._show_clocks)
        c.finished.connect(self._finished)
        c.thinking.connect(lambda _on: self._show_status())
        c.failed.connect(self._failed)
        c.engineInfo.connect(self._computer_info)
        self.board.movePlayed.connect(self._human_move)
        self.move_table.plyChosen.connect(self._ply_chosen)
        self.graph.plyChosen.connect(self._ply_chosen)
        b = self.buttons
        b["new"].clicked.connect(lambda: self.ask_new_game())
        b["problem"].clicked.connect(lambda: self.ask_problem_game())
        b["takeback"].clicked.connect(lambda: c.takeback())
        b["flip"].clicked.connect(lambda: self.set_flipped(not self.board.style_.flipped))
        b["resign"].clicked.connect(lambda: self.resign())
        b["draw"].clicked.connect(lambda: self.offer_draw())
        b["review"].clicked.connect(lambda: self.review_game())
        b["games"].clicked.connect(lambda: self.show_games())
        b["save"].clicked.connect(lambda: self.save_pgn())
        b["open"].clicked.connect(lambda: self.open_game())
        b["scores"].clicked.connect(lambda: self.show_scores())
        b["editor"].clicked.connect(self.backRequested.emit)
        self.analysis.sourceChanged.connect(self._analysis_source)
        self.analysis.bestMoves.connect(self._analysis_arrows)
        self.analysis.evaluated.connect(self._analysis_score)
        self.retranslate()
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit(self.width(), self.height())
        super().resizeEvent(event)

    def fit(self, width: int, height: int) -> None:
        """The board as big as the height allows (no wider: no empty band beside it), the
        evaluation bar against it, the panel taking the rest of the width up to
        ``PANEL_MAX``; what is left in a very wide window goes to both sides equally."""
        board = max(self.board.minimumWidth(), int(height * board_aspect()) + 2)
        board = min(board, max(self.board.minimumWidth(),
                               width - PANEL_MIN - self.eval_bar.width() - BAR_GAP
                               - self.splitter.handleWidth()))
        self.board.setMaximumWidth(board)
        self._show_graph(height)
        side = board + self.eval_bar.width() + BAR_GAP
        self.board_side.setMaximumWidth(side)
        self.splitter.setMaximumWidth(side + PANEL_MAX + self.splitter.handleWidth())

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
            "review": self.tr("Analyse Game"), "games": self.tr("Games…"),
            "save": self.tr("Save PGN…"), "open": self.tr("Open Game…"),
            "scores": self.tr("Scores…"), "editor": self.tr("Back to Editor"),
        }
        for name, text in texts.items():
            self.buttons[name].setText(text)
        tips = {
            "problem": self.tr("Play the current puzzle out against the computer (not scored)"),
            "takeback": self.tr("Take back your last move (not after a scored result)"),
            "review": self.tr("The engine scores every position of the game: the graph "
                              "below the moves"),
            "games": self.tr("Finished games kept in the user data folder: replay, export, "
                             "analyse"),
        }
        for name, tip in tips.items():
            self.buttons[name].setToolTip(tip)
        self.move_table.set_headers(side_name(RED), side_name(BLACK),
                                    self.tr("Start position"))
        self.graph.setToolTip(self.tr("Red's advantage over the game (up: Red, down: Black); "
                                      "click to show that move"))
        self.analysis_box.setTitle(self.tr("Analysis"))
        self.analysis.retranslate()
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
        self.eval_bar.set_flipped(flipped)
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
        taken = captured_by(game, ply)
        for color, side in self.sides.items():
            side.show_captured(taken[color])
        self.graph.set_game(game.ply, ply)
        self.eval_bar.set_score(self.graph.scores.get(ply))
        self.scoring.setText(scoring_words(c.setup))
        over = game.is_over
        b = self.buttons
        b["resign"].setEnabled(not over)
        b["draw"].setEnabled(not over)
        b["takeback"].setEnabled(c.can_take_back()
                                 and any(c.player(x).is_human for x in (RED, BLACK)))
        b["problem"].setEnabled(self.puzzle_fen is not None)
        b["review"].setEnabled(game.ply > 0 and not self.reviewing())
        b["save"].setEnabled(game.ply > 0)
        if self.analysis.source.currentData() == GAME:
            self.analysis.set_position(board)

    def _show_clocks(self) -> None:
        c = self.controller
        for color, side in self.sides.items():
            clock = "" if c.clock is None else clock_text(c.clock.remaining(color))
            to_move = not c.game.is_over and c.game.turn is color
            side.show_state(player_name(c.player(color), current_language()), to_move, clock)

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
        table = self.move_table
        if force or table.plies != game.ply:
            table.fill(game, self.notation)
        table.select_ply(self.controller.shown_ply())

    # --- events ------------------------------------------------------------------------------
    def _moved(self, move: Move) -> None:
        self._animate = move

    def _human_move(self, move: Move) -> None:
        self.controller.play_human(move)

    def _ply_chosen(self, ply: int) -> None:
        self.controller.show_ply(ply)

    def _failed(self, message: str) -> None:
        self._message.say(lambda: self.tr("Engine problem: %1").replace("%1", message))

    def _computer_info(self, info: object) -> None:
        """The computer's own search scores the position it moves from."""
        game = self.controller.game
        cp = red_view(getattr(info, "score_cp", None), getattr(info, "mate", None), game.turn)
        if cp is not None:
            self.graph.set_score(game.ply, cp)
            if self.controller.shown_ply() == game.ply:
                self.eval_bar.set_score(cp)

    def _analysis_score(self, turn: Color, score_cp: int | None, mate: int | None) -> None:
        """The analysis panel's best line scores the shown game position."""
        if self.analysis.source.currentData() != GAME:
            return
        cp = red_view(score_cp, mate, turn)
        if cp is not None:
            self.graph.set_score(self.controller.shown_ply(), cp)
            self.eval_bar.set_score(cp)

    def _finished(self, outcome: Outcome) -> None:
        self._message.say(None)
        c = self.controller
        game, setup = c.game, c.setup
        if game is self.kept:
            return  # this game was scored and kept already
        if game.ply == 0 and outcome.termination in (Termination.CHECKMATE,
                                                     Termination.STALEMATE):
            return  # nothing was played: a position already over is no game to score
        self.kept = game
        notes: list[Callable[[], str]] = []  # rendered again on a language switch
        try:
            self.kept_path = str(self.keep(game))
        except (ValueError, OSError) as exc:
            self.kept_path = ""
            why = str(exc)
            notes.append(lambda: self.tr("Not kept: %1").replace("%1", why))
        if setup.keep_score:
            notes.append(self._score(setup, outcome))
        self._message.say((lambda: "\n".join(n() for n in notes)) if notes else None)

    def keep(self, game: xiangqi.game.Game) -> Path:
        """Write a finished game into the kept games (Date and Time tags: now)."""
        now = datetime.now()
        game.tags.setdefault("Date", now.strftime("%Y.%m.%d"))
        game.tags["Time"] = now.strftime("%H:%M:%S")
        return self.archive.keep(dumps_game(game, self.notation), game.red, game.black, now)

    def _score(self, setup: GameSetup, outcome: Outcome) -> Callable[[], str]:
        """Record the result in the score book; the totals (or why not) to show."""
        try:
            self.score_book().record(setup.red.name, setup.black.name, outcome.result(),
                                     outcome.termination.value)
        except (ValueError, OSError) as exc:
            why = str(exc)
            return lambda: self.tr("Not scored: %1").replace("%1", why)
        totals = {t.name.casefold(): t for t in self.score_book().totals()}
        red, black = totals[setup.red.name.casefold()], totals[setup.black.name.casefold()]
        return lambda: (self.tr("Scores: %1 %2, %3 %4").replace("%1", red.name)
                .replace("%2", str(red.points)).replace("%3", black.name)
                .replace("%4", str(black.points)))

    def _analysis_arrows(self, moves: tuple[Move, ...]) -> None:
        """The analysed first moves as arrows, when the board shows the analysed position."""
        shown = self.analysis.source.currentData() == GAME
        self.board.set_arrows(moves[:3] if shown else ())

    def _show_graph(self, height: int) -> None:
        """On a short page the unfolded analysis needs the graph's room: the graph makes way
        (the bar beside the board and the analysis lines still give the score)."""
        self.graph.setVisible(height >= ROOMY_HEIGHT or not self.analysis_box.isChecked())

    def _fold_analysis(self, shown: bool) -> None:
        self.analysis.setVisible(shown)
        self.analysis_box.setFlat(not shown)  # folded: its title only, no empty frame
        margin = 6 if shown else 0
        self.analysis_box.layout().setContentsMargins(margin, margin, margin, margin)
        title = self.analysis_box.fontMetrics().height() + 6  # its check box and title
        self.analysis_box.setMaximumHeight(QWIDGETSIZE_MAX if shown else title)
        if hasattr(self, "analysis_box"):
            self._show_graph(self.height())
        layout = getattr(self, "_side_layout", None)
        if layout is not None:  # folded, the move list takes the room
            layout.setStretchFactor(self.analysis_box, ANALYSIS_STRETCH if shown else 0)
        if not shown:
            self.analysis.start_button.setChecked(False)

    def _analysis_source(self, source: str) -> None:
        if source == GAME:
            c = self.controller
            self.analysis.set_position(c.game.position_at(c.shown_ply()))
        else:
            self.editorPositionWanted.emit()

    # --- the game review ---------------------------------------------------------------------
    def reviewing(self) -> bool:
        return self.review is not None and self.review.is_running()

    def review_game(self) -> bool:
        """Score every position of the game in the background (a ``ui.tasks.Task``); the
        graph fills as the scores come."""
        game = self.controller.game
        if game.ply == 0 or self.reviewing():
            return False
        moves = [gm.move for gm in game.moves]
        task = Task(partial(review_game, game.start_fen, moves), self)
        task.progressed.connect(lambda found, t=task: self._reviewed(t, found))
        task.failed.connect(lambda why: self._message.say(
            lambda: self.tr("Engine problem: %1").replace("%1", why)))
        task.ended.connect(self.refresh)
        self.review = task
        self._message.say(lambda: self.tr("Analysing the game…"))
        task.start()
        self.refresh()
        return True

    def _reviewed(self, task: Task, found: object) -> None:
        ply, cp = found  # type: ignore[misc]
        if task is self.review:
            self.graph.set_score(ply, cp)
            if ply == self.controller.shown_ply():
                self.eval_bar.set_score(cp)
            if ply == self.controller.game.ply:
                self._message.say(lambda: self.tr("Game analysed: click the graph to see a "
                                                  "move"))

    def _stop_review(self) -> None:
        if self.review is not None:
            self.review.cancel()
            self.review = None

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
        self._new_board()
        return True

    def _new_board(self) -> None:
        """A new game or a loaded one: the old game's scores and analysis go."""
        self._stop_review()
        self.graph.clear()
        self.eval_bar.set_score(None)
        self.analysis.clear()
        self.refresh()

    def leave_game(self) -> bool:
        """Before another game replaces this one: a game in progress is scored as the
        resignation of its (human) side, or abandoned unscored, as the user says; False when
        the user keeps it."""
        c = self.controller
        if not c.in_progress():
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Game in Progress"), "",
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("play_leave_box")
        loser = c.resigning_side()
        who = self._who(loser)
        if c.setup.keep_score:
            box.setText(self.tr("This game is not finished. Score it as a loss for %1 "
                                "(resigned), or abandon it without a score?").replace("%1", who))
            score = box.addButton(self.tr("Resign and Score"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setText(self.tr("This game is not finished (it is not scored). Abandon it?"))
            score = None
        abandon = box.addButton(self.tr("Abandon"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        chosen = box.clickedButton()
        if chosen is score:
            c.resign(loser)
            return True
        return chosen is abandon

    def abandon(self) -> None:
        """Drop the game in progress without asking, unscored and unkept (a fresh board of the
        same setup), as the Abandon answer of ``leave_game`` does."""
        if self.controller.in_progress():
            self.start(self.controller.setup)

    def _who(self, color: Color) -> str:
        """``Red (Ann)``: the side and its player's name."""
        name = player_name(self.controller.player(color), current_language())
        return f"{side_name(color)} ({name})" if name else side_name(color)

    def ask_new_game(self, opponent: str | None = None) -> bool:
        """The New Game dialog (``opponent``: see ``NewGameDialog.set_opponent``)."""
        if not self.leave_game():
            return False
        dialog = NewGameDialog(self.puzzle_fen, current_language(), self, self.settings)
        if opponent is not None:
            dialog.set_opponent(opponent)
        if not dialog.exec() or dialog.result_setup is None:
            return False
        return self.start(dialog.result_setup)

    def ask_problem_game(self) -> bool:
        if self.puzzle_fen is None or not self.leave_game():
            return False
        dialog = ProblemDialog(current_language(), self, self.settings)
        if not dialog.exec():
            return False
        return self.start(dialog.setup(self.puzzle_fen, self.puzzle_title))

    def resign(self, confirm: bool = True) -> bool:
        """Resign for the human (asks first, naming the side that resigns)."""
        c = self.controller
        if c.game.is_over:
            return False
        loser = c.resigning_side()
        if confirm and QMessageBox.question(
                self, self.tr("Resign"),
                self.tr("%1 resigns: %2 wins the game. Resign?").replace(
                    "%1", self._who(loser)).replace("%2", self._who(loser.other))) \
                != QMessageBox.StandardButton.Yes:
            return False
        c.resign(loser)
        return True

    def offer_draw(self) -> None:
        c = self.controller
        if c.game.is_over:
            return
        accepts = c.computer_accepts_draw()
        if accepts is None:  # two humans: ask the other one
            answer = QMessageBox.question(
                self, self.tr("Draw Offer"),
                self.tr("%1 offers a draw. Does %2 accept?").replace(
                    "%1", self._who(c.game.turn)).replace("%2", self._who(c.game.turn.other)))
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

    def open_game(self, path: str | None = None, *, at_start: bool = False) -> bool:
        """Load a game file (the first game in it); ``at_start`` shows its start position,
        ready to step through (a replay)."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open Game"), "",
                ";;".join([pio.ALL_READABLE_FILTER, *(f.filter for f in pio.READ_FORMATS)]))
        if not path or not self.leave_game():
            return False
        try:
            done = load_games(path, self.controller.game.rules)[0]
        except (ValueError, OSError, IndexError) as exc:
            QMessageBox.warning(self, self.tr("Open Game"), str(exc) or
                                self.tr("%1 holds no game").replace("%1", path))
            return False
        game = done.game
        setup = GameSetup(game.start_fen, PlayerSpec(game.red), PlayerSpec(game.black),
                          time_control=game.time_control, rules=game.rules,
                          keep_score=False, event=done.title)
        self.controller.load_game(game, setup)
        if game.is_over:
            self.kept = game  # a finished game from a file is not kept or scored again
        self._new_board()
        if at_start:
            self.controller.show_ply(0)
        stop = done.stop_text()
        self._message.say((lambda: stop) if stop else None)
        return True

    def show_games(self) -> GameListDialog:
        """The kept games: replay, analyse, export, delete."""
        dialog = GameListDialog(self.archive, self)
        dialog.replayRequested.connect(lambda path: self._replay(path, review=False))
        dialog.analyseRequested.connect(lambda path: self._replay(path, review=True))
        dialog.show()
        return dialog

    def _replay(self, path: str, review: bool) -> None:
        if self.open_game(path, at_start=True) and review:
            self.review_game()

    def show_scores(self) -> ScoresDialog:
        dialog = ScoresDialog(self.score_book(), self)
        dialog.show()
        return dialog

    def shutdown(self) -> None:
        """Stop the computer, the review and the analysis, close the engines and the book."""
        self.controller.shutdown()
        if self.review is not None:
            self.review.cancel()
            self.review.wait(10)
            self.review = None
        self.analysis.shutdown()
        if self._book is not None:
            self._book.close()
            self._book = None

