"""Training mode: the user plays the attacker, the app defends with the longest resistance.

Each attacker move is judged against the solver: a move that no longer mates within the
moves left fails the puzzle, one that mates later than the fastest mate is called slower than
necessary. Hints show the piece to move, then the move. A session scores 1 per solved puzzle
and 0 per failed one (the first attempt at a puzzle counts), with a next-puzzle flow.
A position an endgame table covers (``paiju.tablebase.training``) is played against the table's
perfect defence, with or without a stipulation: the moves to mate are exact, and a move
that turns the win into a draw fails the puzzle.
A study (to play and win / draw) is played out (``paiju.tablebase.studies``): the user plays the
side to move, the defence is perfect (tablebase) where the tables cover the position and
the engine's elsewhere, and the game's end is judged against the study's goal.

The prover questions (``paiju.solver.training``) are plain functions run as
``paiju.ui.tasks.Task``s; the panel only applies their answers.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from paiju.engine import Engine, Limits
from paiju.puzzles.model import Puzzle
from paiju.rules import Board, Move, SetupIssue, Stipulation
from paiju.solver.prover import MateProver, quiet_budget, spend
from paiju.solver.training import Judgement, Outlook, analyse_move, analyse_start
from paiju.tablebase import Tablebase
from paiju.tablebase.studies import (
    SOLVED,
    STUDY_MOVES,
    Ending,
    StudyTurn,
    defence_source,
    study_turn,
)
from paiju.tablebase.training import may_cover, table_move, table_start
from paiju.ui.document import PuzzleDocument
from paiju.ui.i18n import LiveText
from paiju.ui.tasks import Task, TaskControl

from .board import SolvingBoard
from .common import move_text, notation_of, puzzle_stipulation, side_words, stipulation_words

REPLY_DELAY_MS = 250
TABLE_MOVES = 125  # moves left in a covered endgame without a stipulation (any mate)
STUDY_ENGINE_MS = 1000  # the engine's time for a study's defence where no table covers it


class TableOutlook(Outlook):
    """An outlook the endgame tables gave: ``best`` is the exact number of moves to mate."""


class TrainingPanel(QWidget):
    """Play the current puzzle of ``doc`` on ``board`` against the solver."""

    boardShown = Signal()
    puzzleFinished = Signal(int, int)  # puzzle index, score (1 solved, 0 failed)

    def __init__(self, doc: PuzzleDocument, board: SolvingBoard, notation: str = "iccs",
                 parent: QWidget | None = None, memory_mb: int = 32,
                 describe: Callable[[SetupIssue], str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("training_panel")
        self.doc, self.board = doc, board
        self.describe = describe or (lambda issue: issue.message)  # a setup issue in words
        self.prover = MateProver(memory_mb)
        self.notation = notation_of(notation)
        self.scores: dict[int, int] = {}  # puzzle index -> 1 / 0, first attempt of a session
        self.active = False
        self.busy = False
        self.position: Board | None = None
        self.start_position: Board | None = None  # where the played moves start
        self.stipulation: Stipulation | None = None
        self.left = 0
        self.quiet = 0
        self.outlook = Outlook(None, None)
        self._question: Task | None = None  # the last prover question
        self.hint_level = 0
        self.index = -1
        self.played: list[Move] = []
        self.tables: Tablebase | None = Tablebase()  # endgame tables (the user's folder)
        self.by_table = False  # the running puzzle is judged by the tables
        self.study_goal: str | None = None  # "win" / "draw" while a study is played
        self.study_line: list[str] = []  # the study's main line (ICCS), for hints
        self._engine: Engine | None = None  # a study's defence where no table covers it

        self.title = QLabel(self, objectName="training_title")
        self.title.setWordWrap(True)
        self.message = QLabel(self, objectName="training_message")
        self.message.setWordWrap(True)
        self._title, self._message = LiveText(self.title), LiveText(self.message)
        self.score_label = QLabel(self, objectName="training_score")
        self.moves = QListWidget(self, objectName="training_moves")
        self.start_button = QPushButton(self, objectName="training_start")
        self.hint_button = QPushButton(self, objectName="training_hint")
        self.give_up_button = QPushButton(self, objectName="training_give_up")
        self.next_button = QPushButton(self, objectName="training_next")
        row1, row2 = QHBoxLayout(), QHBoxLayout()
        row1.addWidget(self.start_button)
        row1.addWidget(self.next_button)
        row2.addWidget(self.hint_button)
        row2.addWidget(self.give_up_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.title)
        lay.addLayout(row1)
        lay.addLayout(row2)
        lay.addWidget(self.message)
        lay.addWidget(self.moves, 1)
        lay.addWidget(self.score_label)

        self.start_button.clicked.connect(self.start)
        self.hint_button.clicked.connect(self.hint)
        self.give_up_button.clicked.connect(self.give_up)
        self.next_button.clicked.connect(self.next_puzzle)
        board.movePlayed.connect(self._user_move)
        self.retranslate()
        self._refresh()

    def retranslate(self) -> None:
        self.start_button.setText(self.tr("Start / Restart"))
        self.start_button.setToolTip(self.tr("Play the current puzzle as the attacker"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("First the piece to move, then the move"))
        self.give_up_button.setText(self.tr("Give up"))
        self.next_button.setText(self.tr("Next puzzle"))
        self._show_score()
        self._title.refresh()
        if not self._message and not self.active:
            self.message.setText(self.tr("Press Start to play the current puzzle: you move for the "
                                         "attacker, the solver defends as long as it can."))
        else:
            self._message.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_notation(self, notation: str) -> None:
        """Write moves in ``notation``; the moves already listed are written again."""
        self.notation = notation_of(notation)
        played, self.played = self.played, []
        self.moves.clear()
        if self.start_position is not None:
            board = self.start_position.copy(stack=False)
            for move in played:
                self._log(board, move)
                board.push(move)
        self.played = played

    # --- score -------------------------------------------------------------------------------
    @property
    def score(self) -> int:
        return sum(self.scores.values())

    def _show_score(self) -> None:
        self.score_label.setText(self.tr("Session score: %1 of %2 puzzles").replace(
            "%1", str(self.score)).replace("%2", str(len(self.scores))))

    def _finish(self, solved: bool) -> None:
        self.active = False
        self.board.interactive = False
        if self.index not in self.scores:
            self.scores[self.index] = int(solved)
            self.puzzleFinished.emit(self.index, int(solved))
        self._show_score()
        self._refresh()

    # --- flow --------------------------------------------------------------------------------
    def start(self) -> bool:
        """(Re)start the current puzzle; False if it cannot be played."""
        if self.busy:
            return False
        puzzle = self.doc.current
        self.index = self.doc.index
        name = puzzle.name()
        self._title.say(lambda: f"<b>{name}</b>")
        stip = puzzle_stipulation(puzzle)
        board = self.doc.board.copy(stack=False)
        errors = [i for i in board.validate() if i.is_error]
        self.study_goal = None
        if not errors and puzzle.stipulation is not None and puzzle.stipulation.is_study:
            return self._start_study(puzzle, board)
        tables = self.tables if not errors and may_cover(self.tables, board) else None
        if (stip is None and tables is None) or errors:
            self.active = False
            self._message.say(lambda: self.tr("This puzzle cannot be played: %1").replace(
                "%1", "; ".join(self.describe(i) for i in errors)
                or self.tr("it has no stipulation")))
            self._refresh()
            return False
        self.stipulation, self.position = stip, board
        self.start_position = board.copy(stack=False)
        self.left = stip.moves if stip is not None else TABLE_MOVES
        self.quiet = quiet_budget(stip.checks_only, stip.max_quiet) if stip else quiet_budget(
            False, None)
        self.played, self.hint_level = [], 0
        self.moves.clear()
        self.active = True
        self._title.say(lambda: f"<b>{name}</b> — " + (
            stipulation_words(stip) if stip else self.tr("endgame against the tables")))
        self.board.show_position(board)
        self.boardShown.emit()
        left, quiet, prover = self.left, self.quiet, self.prover

        def ask() -> Outlook:
            by_table = table_start(tables, board, left) if tables is not None else None
            if by_table is not None:
                return TableOutlook(by_table.best, by_table.hint)
            if stip is None:
                return Outlook(None, None)
            return analyse_start(prover, board, left, quiet)
        self._ask(ask, self._started, lambda: self.tr("Thinking…"))
        return True

    def _started(self, outlook: object) -> None:
        assert isinstance(outlook, Outlook)
        self.outlook = outlook
        self.by_table = isinstance(outlook, TableOutlook)
        if outlook.best is None:
            self.active = False
            self._message.say(lambda: self.tr("No mate within the stipulation: this puzzle cannot "
                                      "be trained."))
        else:
            left = outlook.best if self.by_table else self.left  # the tables: exactly
            self._message.say(lambda: self.tr("Your move: mate in %1.").replace("%1", str(left)))
            self.board.interactive = True
        self._refresh()

    def _user_move(self, move: Move) -> None:
        if not self.active or self.busy or self.position is None:
            return
        if self.study_goal is not None:
            self._study_move(move)
            return
        board = self.position
        self._log(board, move)
        before = board.copy(stack=False)
        board.push(move)
        self.board.interactive = False
        self.board.show_position(board, last_move=move, animate=True)
        self.hint_level = 0
        left, quiet, best, tables = self.left, self.quiet, self.outlook.best, self.tables
        if self.by_table and tables is not None:
            def judge() -> Judgement:
                j = table_move(tables, before, move, left, best)
                return Judgement(j.kind, j.needed, j.defence,
                                 TableOutlook(j.outlook.best, j.outlook.hint))
            self._ask(judge, lambda j: self._judged(move, j), lambda: self.tr("Thinking…"))
            return
        self._ask(lambda: analyse_move(self.prover, before, move, left, quiet, best),
                  lambda j: self._judged(move, j), lambda: self.tr("Thinking…"))

    def _judged(self, move: Move, judgement: object) -> None:
        assert isinstance(judgement, Judgement) and self.position is not None
        j = judgement
        if j.kind == "mate":
            self._message.say(lambda: self.tr("Mate! Puzzle solved."))
            self._finish(True)
            return
        if j.kind == "draws":
            self._message.say(lambda: self.tr("That move throws the win away: the tables say "
                                              "the position is now a draw. Puzzle failed."))
            self._finish(False)
            return
        if j.kind == "loses":
            left = self.left
            self._message.say(lambda: self.tr("That move does not mate and no move is left. Puzzle "
                                      "failed.") if left <= 1 else
                      self.tr("That move loses the win: the defender escapes mate within the "
                              "%n move(s) left. Puzzle failed.", "", left - 1))
            self._finish(False)
            return
        self.quiet = spend(self.quiet, self.position.is_check())  # the move is on the board
        self.left -= 1
        best, needed = self.outlook.best, j.needed

        def text() -> str:
            if j.kind != "slower":
                return self.tr("Good move.")
            return self.tr("Slower than necessary: mate in %1 was possible, now it takes %2 "
                           "more.").replace("%1", str(best)).replace("%2", str(needed))
        self._message.say(text)
        self.busy = True  # until the defence is on the board
        QTimer.singleShot(REPLY_DELAY_MS, self, lambda: self._defend(j, text))

    def _push_defence(self, move: Move | None) -> str | None:
        """Put the defence on the board (after the reply delay) and return it in words;
        None when training ended meanwhile."""
        self.busy = False
        board = self.position
        if board is None or not self.active or move is None:
            self._refresh()
            return None
        words = move_text(board, move, self.notation)
        self._log(board, move)
        board.push(move)
        self.board.show_position(board, last_move=move, animate=True)
        return words

    def _defend(self, j: Judgement, text: Callable[[], str]) -> None:
        defence = self._push_defence(j.defence)
        if defence is None:
            return
        self.outlook = j.outlook
        self.board.interactive = True
        left = self.left
        if self.by_table:
            to_mate = j.outlook.best or 0
            self._message.say(lambda: text() + " " + self.tr(
                "The defence: %1. Your move: mate in %n move(s) with best play.", "",
                to_mate).replace("%1", defence))
        else:
            self._message.say(lambda: text() + " " + self.tr(
                "The defence: %1. Your move (mate within %2).").replace("%1", defence).replace(
                "%2", str(left)))
        self._refresh()

    # --- studies ---------------------------------------------------------------------------
    def _defence_words(self, by: str) -> str:
        return self.tr("perfect (tablebase)") if by == "table" else self.tr("engine")

    def _start_study(self, puzzle: Puzzle, board: Board) -> bool:
        """Play a study: the user has the side to move, the computer defends."""
        stip = puzzle.stipulation
        assert stip is not None
        name = puzzle.name()
        self.stipulation, self.study_goal = stip, stip.goal
        self.position, self.start_position = board, board.copy(stack=False)
        self.study_line = list(puzzle.solution or [])
        self.left, self.by_table = STUDY_MOVES, False
        self.played, self.hint_level = [], 0
        self.moves.clear()
        self.active = True
        if self._engine is None:
            self._engine = Engine()
        self._engine.set_tablebase(self.tables)
        self._engine.new_game()
        self.outlook = Outlook(None, self._line_hint())
        self._title.say(lambda: f"<b>{name}</b> — {side_words(board)} "
                        + stipulation_words(stip))
        by = defence_source(self.tables, board)
        self._message.say(lambda: self.tr("Your move: %1 %2. The defence: %3.").replace(
            "%1", side_words(board)).replace("%2", stipulation_words(stip)).replace(
            "%3", self._defence_words(by)))
        self.board.show_position(board)
        self.board.interactive = True
        self.boardShown.emit()
        self._refresh()
        return True

    def _line_hint(self) -> Move | None:
        """The main line's next move while the game has followed it."""
        played = [m.iccs() for m in self.played]
        line = self.study_line
        if len(line) > len(played) and line[:len(played)] == played:
            try:
                move = Move.from_iccs(line[len(played)])
            except ValueError:
                return None
            if self.position is not None and move in self.position.legal_moves:
                return move
        return None

    def _study_move(self, move: Move) -> None:
        board, engine, goal = self.position, self._engine, self.study_goal
        assert board is not None and engine is not None and goal is not None
        self._log(board, move)
        board.push(move)
        self.board.interactive = False
        self.board.show_position(board, last_move=move, animate=True)
        self.hint_level = 0
        self.left -= 1
        user, tables, played = board.turn.other, self.tables, STUDY_MOVES - self.left
        snapshot = board.copy()

        def engine_move(position: Board) -> Move | None:
            return engine.search(position, Limits(movetime_ms=STUDY_ENGINE_MS)).best_move
        self._ask(lambda: study_turn(snapshot, goal, user, tables, engine_move, played),
                  self._study_answered, lambda: self.tr("Thinking…"), stop=engine.stop)

    def _study_answered(self, turn: object) -> None:
        assert isinstance(turn, StudyTurn)
        if turn.ending is not None:
            self._study_end(turn.ending)
            return
        self.busy = True  # until the defence is on the board
        QTimer.singleShot(REPLY_DELAY_MS, self, lambda: self._study_defend(turn))

    def _study_defend(self, turn: StudyTurn) -> None:
        defence = self._push_defence(turn.defence)
        if defence is None:
            return
        if turn.after is not None:
            self._study_end(turn.after)
            return
        self.outlook = Outlook(None, self._line_hint() or turn.hint)
        self.board.interactive = True
        by = turn.by
        self._message.say(lambda: self.tr("The defence, %1: %2. Your move.").replace(
            "%1", self._defence_words(by)).replace("%2", defence))
        self._refresh()

    def _study_end(self, ending: Ending) -> None:
        """Say how the study ended and score it against its goal."""
        goal = self.study_goal or "win"
        solved = ending in SOLVED[goal]
        texts = {
            "won": lambda: self.tr("You won. Study solved."),
            "drawn": lambda: (self.tr("Drawn by the rules: the draw is held. Study solved.")
                              if goal == "draw" else
                              self.tr("Drawn by the rules, but the study asks for a win. "
                                      "Study failed.")),
            "lost": lambda: self.tr("You lost. Study failed."),
            "limit": lambda: (self.tr("%n move(s) played and the draw held. Study solved.", "",
                                      STUDY_MOVES) if goal == "draw" else
                              self.tr("%n move(s) played without a win. Study failed.", "",
                                      STUDY_MOVES)),
            "throws": lambda: self.tr("That move throws the win away: the tables say the "
                                      "position is no longer won. Study failed."),
            "loses": lambda: self.tr("That move loses: the tables say the position is now "
                                     "lost. Study failed."),
            "held": lambda: self.tr("The tables prove the draw from here: the draw is held. "
                                    "Study solved."),
        }
        self._message.say(texts[ending])
        self._finish(solved)

    def hint(self) -> None:
        """First the piece to move, then the move itself."""
        move = self.outlook.hint
        if not self.active or self.busy or move is None:
            return
        self.hint_level = min(self.hint_level + 1, 2)
        if self.hint_level == 1:
            self.board.set_marked((move.from_square,))
            self._message.say(lambda: self.tr("Hint: move the marked piece."))
        else:
            self.board.set_arrows([move])
            words = move_text(self.position or self.board.board, move, self.notation)
            self._message.say(lambda: self.tr("Hint: %1.").replace("%1", words))

    def give_up(self) -> None:
        """Fail the puzzle and show the winning move."""
        if not self.active or self.busy:
            return
        move = self.outlook.hint
        if move is not None and self.position is not None:
            self.board.set_arrows([move])
            words = move_text(self.position, move, self.notation)
            self._message.say(lambda: self.tr("Given up. The winning move was %1.").replace(
                "%1", words))
        self._finish(False)

    def next_puzzle(self) -> bool:
        """Go to the next puzzle of the collection and start it."""
        if self.busy:
            return False
        if self.doc.index + 1 >= len(self.doc.collection):
            self._message.say(lambda: self.tr("That was the last puzzle of the collection."))
            return False
        self.doc.select(self.doc.index + 1)
        return self.start()

    def stop(self) -> None:
        """Leave training (the board goes back to read-only)."""
        self.prover.cancel()
        if self._engine is not None:
            self._engine.stop()
        self.active = False
        self.board.interactive = False
        self._refresh()

    def reset(self) -> None:
        """Another collection was opened: leave training and forget the session."""
        self.stop()
        self.scores.clear()
        self.played.clear()
        self.index = -1
        self._title.say(None)
        self.moves.clear()
        self._message.say(None)
        self.retranslate()

    def shutdown(self) -> None:
        """Stop and wait until a running prover question has returned (window closing)."""
        self.stop()
        if self._question is not None:
            self._question.finish()

    # --- helpers -----------------------------------------------------------------------------
    def _log(self, board: Board, move: Move) -> None:
        ply = len(self.played)
        number = ply // 2 + 1
        prefix = f"{number}." if ply % 2 == 0 else f"{number}…"
        self.moves.addItem(f"{prefix} {move_text(board, move, self.notation)}")
        self.moves.scrollToBottom()
        self.played.append(move)

    def _ask(self, fn: object, done: object, waiting: Callable[[], str],
             stop: Callable[[], None] | None = None) -> None:
        self.busy = True
        self._message.say(waiting)
        self._refresh()

        def answered(value: object) -> None:
            self.busy = False
            done(value)  # type: ignore[operator]
            self._refresh()

        def failed(message: str) -> None:
            self.busy = False
            self.active = False
            self.board.interactive = False
            self._message.say(lambda: self.tr("The solver failed: %1").replace("%1", message))
            self._refresh()

        def ask(control: TaskControl) -> object:
            control.on_cancel(self.prover.cancel)
            if stop is not None:
                control.on_cancel(stop)
            return fn()  # type: ignore[operator]

        task = Task(ask, self)
        task.done.connect(answered)
        task.failed.connect(failed)
        self._question = task
        task.start()

    def _refresh(self) -> None:
        self.hint_button.setEnabled(self.active and not self.busy)
        self.give_up_button.setEnabled(self.active and not self.busy)
        self.start_button.setEnabled(not self.busy)
        self.next_button.setEnabled(not self.busy
                                    and self.doc.index + 1 < len(self.doc.collection))
