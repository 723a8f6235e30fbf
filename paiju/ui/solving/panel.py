"""The solver panel: stipulation, Solve/Stop with live progress, the verdict, keys, tries,
the solution tree, stepping through the main line, and saving the result into the puzzle.

A study (to play and win / draw) is verified instead (``paiju.solver.study``): the tables of
the user's folder where they cover the material, the built-in engine elsewhere, as
``paiju solve --win/--draw`` does; the verdict and each position's note (proved or only
checked) are shown, and the main line can be stepped through.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paiju.engine.analyser import PositionAnalyser
from paiju.rules import Board, Move, Stipulation
from paiju.rules.notation import Notation
from paiju.solver.batch import default_workers
from paiju.solver.prover import MAX_N
from paiju.solver.result import SolveResult, Verdict
from paiju.solver.solve import Progress, Solver
from paiju.solver.study import StudyStep, StudyVerdict, StudyVerifier
from paiju.tablebase import Tablebase
from paiju.ui import commands
from paiju.ui.document import PuzzleDocument
from paiju.ui.durations import duration_text
from paiju.ui.i18n import LiveText
from paiju.ui.tasks import Task

from .board import SolvingBoard
from .common import (
    format_count,
    line_boards,
    move_text,
    notation_of,
    proven_words,
    puzzle_stipulation,
    side_words,
    stated_line_note_words,
    stipulation_words,
    stopped_words,
    study_text,
    study_word,
    to_puzzle,
    verdict_short,
    verdict_words,
)
from .tree_view import SolutionTree
from .worker import SolveJob, StudyProgress, dispatch, solve_work, study_work

SAVABLE = (Verdict.SOUND, Verdict.COOKED, Verdict.SHORT)
NOTATIONS = (Notation.ICCS, Notation.WXF, Notation.CHINESE)
GOALS = ("mate", "win", "draw")


def same_position(fen_a: str, fen_b: str) -> bool:
    a, b = Board(fen_a), Board(fen_b)
    return a.board_fen() == b.board_fen() and a.turn == b.turn


class SolverPanel(QWidget):
    """Solve the current puzzle of ``doc``; positions are shown on ``board``."""

    boardShown = Signal()  # a solution position is now on the analysis board
    solvingChanged = Signal(bool)

    def __init__(self, doc: PuzzleDocument, board: SolvingBoard, notation: str = "iccs",
                 parent: QWidget | None = None, memory_mb: int = 64) -> None:
        super().__init__(parent)
        self.setObjectName("solver_panel")
        self.doc, self.board = doc, board
        self.solver = Solver(memory_mb=memory_mb, threads=default_workers())
        self.task: Task | None = None
        self.result: SolveResult | None = None
        self.study: StudyVerdict | None = None  # the last study verified, of study_fen
        self.study_fen = ""
        self._analyser: PositionAnalyser | None = None  # the study verifier's engine
        self.main_line: list[Move] = []
        self.step = 0
        self.last_progress: Progress | None = None
        self._study_progress: StudyProgress | None = None  # while a study is verified
        self._clock = QElapsedTimer()
        self._build(notation_of(notation))
        self._connect()
        self.retranslate()
        self._load_stipulation()
        self._refresh()

    # --- construction ------------------------------------------------------------------------
    def _build(self, notation: Notation) -> None:
        self.goal = QComboBox(self, objectName="solver_goal")
        for goal in GOALS:
            self.goal.addItem("", goal)
        # sized to a short goal, not the longest (French "jouer et faire nulle (先和)" would
        # widen the dock past 1024×640's); the list shows every goal in full
        self.goal.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.goal.setMinimumContentsLength(8)
        self.moves = QSpinBox(self, objectName="solver_moves", minimum=1, maximum=MAX_N)
        self.checks_only = QCheckBox(self, objectName="solver_checks_only")
        self.quiet = QSpinBox(self, objectName="solver_quiet", minimum=-1, maximum=MAX_N,
                              value=-1)
        self.notation = QComboBox(self, objectName="solver_notation")
        for value in NOTATIONS:
            self.notation.addItem("", value.value)
        self.notation.setCurrentIndex(NOTATIONS.index(notation))
        self.solve_button = QPushButton(self, objectName="solver_solve")
        self.stop_button = QPushButton(self, objectName="solver_stop")
        self.progress = QProgressBar(self, objectName="solver_progress")
        self.progress.setTextVisible(True)
        self.status = QLabel(self, objectName="solver_status")
        self.status.setWordWrap(True)  # the live progress line must not widen the panel
        self._status = LiveText(self.status)  # follows a language change
        self.verdict = QLabel(self, objectName="solver_verdict")
        self.verdict.setWordWrap(True)
        self.keys = QLabel(self, objectName="solver_keys")
        self.keys.setWordWrap(True)
        self.keys.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tries = QLabel(self, objectName="solver_tries")
        self.tries.setWordWrap(True)
        self.tries.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tree = SolutionTree(self)
        self.tree.setMinimumHeight(120)
        self.study_steps = QListWidget(self, objectName="solver_study_steps")
        self.study_steps.setWordWrap(True)
        self.study_steps.setMinimumHeight(120)
        self.study_steps.hide()
        self.step_buttons: dict[str, QToolButton] = {}
        steps = QHBoxLayout()
        icons = {"first": QStyle.StandardPixmap.SP_MediaSkipBackward,
                 "prev": QStyle.StandardPixmap.SP_MediaSeekBackward,
                 "next": QStyle.StandardPixmap.SP_MediaSeekForward,
                 "last": QStyle.StandardPixmap.SP_MediaSkipForward}
        for name, icon in icons.items():
            button = QToolButton(self, objectName=f"solver_step_{name}")
            button.setIcon(self.style().standardIcon(icon))
            button.clicked.connect(lambda _c=False, n=name: self.step_to(n))
            self.step_buttons[name] = button
            steps.addWidget(button)
        self.step_label = QLabel(self, objectName="solver_step_label")
        steps.addWidget(self.step_label, 1)
        self.save_button = QPushButton(self, objectName="solver_save")

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form_labels = [QLabel(self) for _ in range(4)]
        form.addRow(self.form_labels[3], self.goal)
        form.addRow(self.form_labels[0], self.moves)
        form.addRow("", self.checks_only)
        form.addRow(self.form_labels[1], self.quiet)
        form.addRow(self.form_labels[2], self.notation)
        buttons = QHBoxLayout()
        buttons.addWidget(self.solve_button)
        buttons.addWidget(self.stop_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(form)
        lay.addLayout(buttons)
        lay.addWidget(self.progress)
        lay.addWidget(self.status)
        lay.addWidget(self.verdict)
        lay.addWidget(self.keys)
        lay.addWidget(self.tries)
        lay.addLayout(steps)  # above the tree, which takes what height is left
        lay.addWidget(self.save_button)
        lay.addWidget(self.tree, 1)
        lay.addWidget(self.study_steps, 1)

        self.ticker = QTimer(self, objectName="solver_ticker", interval=100)
        self.ticker.timeout.connect(self._tick)

    def _connect(self) -> None:
        self.solve_button.clicked.connect(self.solve)
        self.stop_button.clicked.connect(self.stop)
        self.checks_only.toggled.connect(lambda _on: self._refresh())
        self.goal.currentIndexChanged.connect(lambda _i: self._refresh())
        self.study_steps.currentRowChanged.connect(self._study_row)
        self.moves.valueChanged.connect(lambda _n: self._moves_suffix())
        self.notation.currentIndexChanged.connect(lambda _i: self._show_result())
        self.tree.lineActivated.connect(self.show_line)
        self.save_button.clicked.connect(self.save_into_puzzle)
        self.doc.currentChanged.connect(self._puzzle_changed)
        self.doc.positionChanged.connect(self._position_changed)

    def retranslate(self) -> None:
        self.form_labels[0].setText(self.tr("Mate in"))
        self.form_labels[1].setText(self.tr("Quiet moves"))
        self.form_labels[2].setText(self.tr("Notation"))
        self.form_labels[3].setText(self.tr("Goal"))
        for i, text in enumerate((self.tr("mate"), self.tr("to play and win (先胜)"),
                                  self.tr("to play and draw (先和)"))):
            self.goal.setItemText(i, text)
        self.goal.setToolTip(self.tr("Mate in a number of moves, or a study: the side to move "
                                     "plays and wins or draws"))
        self._moves_suffix()
        self.checks_only.setText(self.tr("Checks only"))
        self.checks_only.setToolTip(self.tr("Checks only (every attacker move checks)"))
        self.quiet.setSpecialValueText(self.tr("any number"))
        self.quiet.setToolTip(self.tr("At most this many non-checking attacker moves"))
        for i, text in enumerate(("ICCS (h2e2)", "WXF (C2.5)", self.tr("Chinese (炮二平五)"))):
            self.notation.setItemText(i, text)
        self.solve_button.setText(self.tr("Solve"))
        self.solve_button.setToolTip(self.tr("Prove the stipulated mate and look for cooks (F5)"))
        self.stop_button.setText(self.tr("Stop"))
        self.save_button.setText(self.tr("Save result into the puzzle"))
        self.save_button.setToolTip(self.tr("Store the proven stipulation and the main line "
                                            "in the puzzle (undoable)"))
        tips = {"first": self.tr("Start position"),
                "prev": self.tr("Previous move of the main line"),
                "next": self.tr("Next move of the main line"),
                "last": self.tr("Final position")}
        for name, tip in tips.items():
            self.step_buttons[name].setToolTip(tip)
        self.tree.retranslate()
        self._status.refresh()
        self._show_result()

    def _moves_suffix(self) -> None:
        """" move" / " moves" after the number (Qt's plural forms for the language)."""
        self.moves.setSuffix(self.tr(" move(s)", "suffix after a number", self.moves.value()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- stipulation ---------------------------------------------------------------------------
    def stipulation(self) -> Stipulation:
        goal = GOALS[self.goal.currentIndex()]
        if goal != "mate":
            return Stipulation.study(goal)
        quiet = self.quiet.value()
        checks = self.checks_only.isChecked()
        return Stipulation(self.moves.value(), checks, None if quiet < 0 or checks else quiet)

    def set_stipulation(self, stip: Stipulation) -> None:
        self.goal.setCurrentIndex(GOALS.index(stip.goal))
        if stip.is_study:
            return
        self.moves.setValue(stip.moves)
        self.checks_only.setChecked(stip.checks_only)
        self.quiet.setValue(-1 if stip.max_quiet is None else stip.max_quiet)

    def _load_stipulation(self) -> None:
        stip = puzzle_stipulation(self.doc.current)
        if stip is not None:
            self.set_stipulation(stip)
        study = study_text(self.doc.current)
        if study is not None:
            stip = self.doc.current.stipulation
            assert stip is not None
            self.set_stipulation(stip)
            self.verdict.setText(study)

    def _puzzle_changed(self, _index: int) -> None:
        if not self.is_solving():
            self._load_stipulation()
        self._forget_stale()

    def _position_changed(self, _transition: object) -> None:
        self._forget_stale()

    def _forget_stale(self) -> None:
        """A result of another position is no longer shown."""
        if self.result is not None and not same_position(self.result.fen, self.doc.fen()):
            self.set_result(None)
        if self.study is not None and not same_position(self.study_fen, self.doc.fen()):
            self.set_study(None)

    # --- solving -------------------------------------------------------------------------------
    def is_solving(self) -> bool:
        return self.task is not None

    @property
    def notation_value(self) -> Notation:
        return NOTATIONS[self.notation.currentIndex()]

    def set_notation(self, notation: str | Notation) -> None:
        """Show moves in ``notation`` (the Settings choice; the combo box can still differ)."""
        self.notation.setCurrentIndex(NOTATIONS.index(notation_of(notation)))

    def solve(self) -> bool:
        """Start solving the current position; False if a solve is already running."""
        if self.is_solving():
            return False
        self.set_result(None)
        if self.stipulation().is_study:
            return self._verify_study()
        puzzle = self.doc.current
        line = list(puzzle.solution) if puzzle.solution else None
        job = SolveJob(self.doc.board.copy(stack=False), self.stipulation(), stated_line=line)
        task = Task(solve_work(self.solver, [job]), self)
        task.setObjectName("solver_task")
        task.progressed.connect(dispatch({
            "progress": self._progressed,
            "verdict": lambda _i, result: self.set_result(result),
            "done": lambda _i, result: self.set_result(result),
            "failed": self._failed}))
        task.ended.connect(lambda t=task: self._finished(t))
        self.last_progress = None
        stipulation = job.stipulation
        return self._launch(task, job.stipulation.moves, lambda: self.tr("Solving %1…").replace(
            "%1", stipulation_words(stipulation)))

    def _launch(self, task: Task, steps: int, saying: Callable[[], str]) -> bool:
        """Start ``task`` with a progress bar of ``steps`` and the clock running."""
        self.task = task
        self._clock.start()
        self.ticker.start()
        self.progress.setRange(0, steps)
        self.progress.setValue(0)
        self._status.say(saying)
        task.start()
        self._refresh()
        self.solvingChanged.emit(True)
        return True

    def _verify_study(self) -> bool:
        """Verify the current position as a study (the goal chosen), with its main line."""
        self.set_study(None)
        board = self.doc.board.copy(stack=False)
        stipulation = self.stipulation()
        line = list(self.doc.current.solution or [])
        if self._analyser is None:
            self._analyser = PositionAnalyser.from_spec("builtin")
        analyser = self._analyser
        # a new Tablebase each time: a table built since the last verification is seen
        verifier = StudyVerifier(Tablebase(), analyser, analyser.budget)
        task = Task(study_work(verifier, board, stipulation, line, analyser.stop), self)
        task.setObjectName("solver_study_task")
        task.progressed.connect(self._study_progressed)
        fen = board.fen()
        task.done.connect(lambda verdict: self._study_done(fen, verdict))
        task.failed.connect(lambda message: self._failed(0, message))
        task.ended.connect(lambda t=task: self._finished(t))
        self.last_progress = None
        self._study_progress = StudyProgress(0, len(line) + 1)
        self.progress.setFormat(self.tr("position %v of %m"))
        return self._launch(task, len(line) + 1, lambda: self.tr("Verifying %1…").replace(
            "%1", stipulation_words(stipulation)))

    def _study_progressed(self, progress: object) -> None:
        assert isinstance(progress, StudyProgress)
        self._study_progress = progress
        self.progress.setMaximum(progress.total)
        self.progress.setValue(progress.done)
        self._tick()

    def _study_done(self, fen: str, verdict: object) -> None:
        if verdict is None:  # stopped before a verdict
            self.verdict.setText(f"<b>{stipulation_words(self.stipulation())}</b>: "
                                 + self.tr("stopped before a verdict"))
            return
        assert isinstance(verdict, StudyVerdict)
        self.study_fen = fen
        self.set_study(verdict)

    def set_study(self, verdict: StudyVerdict | None) -> None:
        """Show a study's verdict (of ``study_fen``), or nothing."""
        self.study = verdict
        self.main_line = []
        if verdict is not None:
            board = Board(self.study_fen)
            for text in self.doc.current.solution or []:
                try:
                    move = Move.from_iccs(text)
                except ValueError:
                    break
                if move not in board.legal_moves:
                    break
                board.push(move)
                self.main_line.append(move)
        self.step = 0
        self._show_result()
        self._refresh()

    def _show_study(self) -> None:
        """The study's verdict, what is proved apart from what is only checked, and one note
        per position of the main line, its move in the chosen notation."""
        v = self.study
        assert v is not None
        start = Board(self.study_fen)
        head = f"<b>{side_words(start)} {stipulation_words(v.stipulation)}</b>: "
        self.verdict.setText(head + study_word(v.word) + (f" — {v.detail}" if v.detail else ""))
        proved = sum(1 for step in v.steps if step.proved)
        checked = len(v.steps) - proved
        self.keys.setText(
            self.tr("Proved by the tables, the rules or the mate prover: %n position(s).", "",
                    proved) + " " + self.tr("Only checked by the engine: %n position(s).", "",
                                            checked) if v.steps else "")
        self.tries.setText("<br>".join(v.notes))
        self.study_steps.blockSignals(True)
        self.study_steps.clear()
        boards = line_boards(self.study_fen, self.main_line)
        for step in v.steps:
            if step.ply == 0:
                where = self.tr("Start")
            else:
                move, before = self.main_line[step.ply - 1], boards[step.ply - 1]
                number = (step.ply - 1) // 2 + 1
                where = f"{number}{'.' if (step.ply - 1) % 2 == 0 else '…'} " + move_text(
                    before, move, self.notation_value)
            self.study_steps.addItem(f"{where}: {self._step_words(step)}")
            item = self.study_steps.item(self.study_steps.count() - 1)
            item.setData(Qt.ItemDataRole.UserRole, step.ply)
            font = item.font()
            font.setBold(step.proved)
            item.setFont(font)
        self.study_steps.blockSignals(False)

    def _step_words(self, step: StudyStep) -> str:
        """What one position of a verified study rests on, for the side to play: the
        tables' value (proved), the engine's score (only checked) or the game's end."""
        if step.by == "engine":
            if step.mate is not None and step.mate > 0:
                value = self.tr("mates in %n move(s)", "", step.mate)
            elif step.mate is not None:
                value = self.tr("is mated in %n move(s)", "", -step.mate)
            else:
                value = self.tr("%1 cp").replace("%1", f"{step.score_cp or 0:+d}")
            return self.tr("only checked: the engine (depth %1) says %2").replace(
                "%1", str(step.depth)).replace("%2", value)
        if step.by == "table" and step.plies is not None and step.outcome == "win":
            value = self.tr("won, mate in %n ply(s)", "", step.plies)
        elif step.by == "table" and step.plies is not None and step.outcome == "loss":
            value = self.tr("lost, mated in %n ply(s)", "", step.plies)
        else:
            value = {"win": self.tr("won"), "draw": self.tr("drawn"),
                     "loss": self.tr("lost")}.get(step.outcome or "", "")
        if step.by == "table":
            return self.tr("proved by the tables: %1").replace("%1", value)
        return self.tr("the game ends, %1 (%2)").replace("%1", value).replace("%2", step.how)

    def _study_row(self, row: int) -> None:
        item = self.study_steps.item(row) if row >= 0 else None
        if item is not None and self.study is not None:
            self.step_to(int(item.data(Qt.ItemDataRole.UserRole)))

    def _line_fen(self) -> str | None:
        """The position the main line starts from (a mate result's or a study's)."""
        if self.result is not None:
            return self.result.fen
        return self.study_fen if self.study is not None else None

    def stop(self) -> None:
        """Ask the search to stop; the result (verdict: stopped) arrives within milliseconds."""
        if self.task is not None:
            self.task.stop()
            self._status.say(lambda: self.tr("Stopping…"))
            self.stop_button.setEnabled(False)

    def shutdown(self) -> None:
        """Stop and join the search (window closing)."""
        if self.task is not None:
            self.task.finish()

    def _progressed(self, _index: int, progress: Progress) -> None:
        self.last_progress = progress
        self.progress.setValue(min(progress.depth, self.progress.maximum()))
        self._tick()

    def _tick(self) -> None:
        p = self.last_progress
        seconds = self._clock.elapsed() / 1000 if self._clock.isValid() else 0.0
        study = self._study_progress
        if study is not None:
            text = self.tr("checking position %1 of %2 of the main line").replace(
                "%1", str(min(study.done + 1, study.total))).replace("%2", str(study.total))
            self._status.say(lambda: f"{text} · {duration_text(seconds)}")
            return
        phases = {"length": self.tr("proving the length"), "keys": self.tr("finding the keys"),
                  "tries": self.tr("looking for tries"), "tree": self.tr("building the tree"),
                  "book": self.tr("checking the book line")}
        if p is None:
            text = self.tr("starting…")
        else:
            text = self.tr("%1 · depth %2 · %3 nodes · %4 nodes/s").replace(
                "%1", phases.get(p.phase, p.phase)).replace("%2", str(p.depth)).replace(
                "%3", format_count(p.nodes)).replace("%4", format_count(p.nodes_per_second))
        self.progress.setFormat(self.tr("depth %v of %m"))
        self._status.say(lambda: f"{text} · {duration_text(seconds)}")  # again at the next tick

    def _failed(self, _index: int, message: str) -> None:
        self.verdict.setText(self.tr("The solver failed: %1").replace("%1", message))

    def _finished(self, task: Task) -> None:
        if task is not self.task:
            return
        self.ticker.stop()
        self.task = None
        if self._study_progress is not None:
            self._study_progress = None
            if self.study is not None:
                self.progress.setValue(self.progress.maximum())
                self.progress.setFormat(study_word(self.study.word))
                seconds = self._clock.elapsed() / 1000
                self._status.say(lambda: self.tr("Verified in %1").replace(
                    "%1", duration_text(seconds)))
            else:  # stopped (the verdict line says so) or failed
                self._status.say(None)
        elif self.result is not None:
            self._show_result()  # no longer "looking for tries"
            r = self.result
            self.progress.setValue(self.progress.maximum() if r.mate_in else 0)
            self.progress.setFormat(verdict_short(r.verdict))
            # (n picks the plural form only: the count itself is %1, with digit groups)
            self._status.say(lambda: self.tr("%1 node(s) in %2 (%3 nodes/s)", "",
                                             min(r.nodes, 1000)).replace(
                "%1", format_count(r.nodes)).replace("%2", duration_text(r.seconds)).replace(
                "%3", format_count(r.nodes_per_second)))
        self._refresh()
        self.solvingChanged.emit(False)

    # --- the result ----------------------------------------------------------------------------
    def set_result(self, result: SolveResult | None) -> None:
        if result is not None and not same_position(result.fen, self.doc.fen()):
            result = None  # the position changed while it was solved: not its result
        if result is None and not self.is_solving():
            self._status.say(None)  # no statistics of another position stay
            self.progress.reset()
            self.progress.setFormat("")
        self.result = result
        self.study = None  # a study's verdict and a mate result are never shown together
        self.main_line = result.main_line() if result is not None else []
        self.step = 0
        self._show_result()
        self._refresh()

    def _show_result(self) -> None:
        r = self.result
        notation = self.notation_value
        self.tree.show_result(r, notation)
        if self.study is not None:
            self._show_study()
            self._refresh()
            return
        self.study_steps.clear()
        if r is None:
            self.verdict.setText("")
            self.keys.setText("")
            self.tries.setText("")
            self._refresh()
            return
        words = verdict_words(r.verdict)
        if r.mate_in is not None:
            words += " — " + self.tr("shortest mate: %1").replace("%1", str(r.mate_in))
        if r.verdict is Verdict.CANCELLED or r.note.startswith("stopped"):
            words += " (" + stopped_words(r.note) + ")"
            if r.verdict is Verdict.CANCELLED:
                words += "".join("<br>" + fact for fact in proven_words(r, notation))
        elif r.note:
            words += f" ({r.note})"
        self.verdict.setText(f"<b>{stipulation_words(r.stipulation)}</b>: {words}")
        board = Board(r.fen)
        keys = ", ".join(f"1. {move_text(board, k, notation)}!" for k in r.keys)
        self.keys.setText(self.tr("Keys: %1").replace("%1", keys) if len(r.keys) > 1 else
                          self.tr("Key: %1").replace("%1", keys) if keys else
                          "<br>".join(r.errors))
        lines = []
        for t in r.tries:
            board.push(t.move)
            refutation = move_text(board, t.refutation, notation)
            board.pop()
            lines.append(self.tr("1. %1? but 1… %2!").replace(
                "%1", move_text(board, t.move, notation)).replace("%2", refutation))
        text = (self.tr("Tries: %1").replace("%1", "; ".join(lines)) if lines
                else self.tr("Looking for tries and building the tree…") if self.is_solving()
                else "" if not r.tries_complete  # none found is not none proven
                else self.tr("No tries (no first move refuted by a single defence)")
                if r.verdict in SAVABLE else "")
        for note in r.stated_line_notes:
            text += "<br>" + self.tr("Book: %1").replace("%1", stated_line_note_words(note))
        if not r.tree_complete and r.keys:
            text += "<br>" + self.tr("(the tree was cut off)")
        self.tries.setText(text)
        self._refresh()

    def _refresh(self) -> None:
        solving = self.is_solving()
        self.solve_button.setEnabled(not solving)
        if not solving:
            self.stop_button.setEnabled(False)
        elif not self.task.cancelled:  # type: ignore[union-attr]
            self.stop_button.setEnabled(True)
        mate = self.goal.currentIndex() == 0
        self.goal.setEnabled(not solving)
        for w in (self.moves, self.checks_only):
            w.setEnabled(not solving and mate)
        self.quiet.setEnabled(not solving and mate and not self.checks_only.isChecked())
        self.solve_button.setText(self.tr("Solve") if mate else self.tr("Verify"))
        self.tree.setVisible(mate and self.study is None)
        self.study_steps.setVisible(not mate or self.study is not None)
        n = len(self.main_line)
        for name, ok in (("first", self.step > 0), ("prev", self.step > 0),
                         ("next", self.step < n), ("last", self.step < n)):
            self.step_buttons[name].setEnabled(ok and n > 0)
        self.step_label.setText(self.tr("%1 / %2").replace("%1", str(self.step)).replace(
            "%2", str(n)) if n else "")
        self.save_button.setEnabled(self.can_save())

    # --- looking at positions --------------------------------------------------------------------
    def show_line(self, line: list[Move]) -> None:
        """Show the position after the last move of ``line``, an arrow marking that move
        (as chess programs do when a move of the tree is clicked)."""
        if self.result is None or not line:
            return
        after = line_boards(self.result.fen, line)[-1]
        self.board.show_position(after, arrows=[line[-1]], last_move=line[-1])
        if line == self.main_line[:len(line)]:
            self.step = len(line)
        self._refresh()
        self.boardShown.emit()

    def step_to(self, where: str | int) -> None:
        """first / prev / next / last, or a ply number along the main line."""
        n = len(self.main_line)
        fen = self._line_fen()
        if fen is None or n == 0:
            return
        target = {"first": 0, "prev": self.step - 1, "next": self.step + 1, "last": n}.get(
            where, where) if isinstance(where, str) else where
        self.step = max(0, min(n, int(target)))
        boards = line_boards(fen, self.main_line[:self.step])
        arrows = [self.main_line[self.step]] if self.step < n else []
        last = self.main_line[self.step - 1] if self.step > 0 else None
        self.board.show_position(boards[-1], arrows=arrows, last_move=last,
                                 animate=where in ("next", "last") and last is not None)
        if self.study is not None:
            self._select_study_row(self.step)
        else:
            self.tree.select_line(self.main_line[:self.step + 1] if self.step < n
                                  else self.main_line)
        self._refresh()
        self.boardShown.emit()

    def _select_study_row(self, ply: int) -> None:
        """Mark the note of the position after ``ply`` plies (if the verifier left one)."""
        self.study_steps.blockSignals(True)
        for row in range(self.study_steps.count()):
            item = self.study_steps.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == ply:
                self.study_steps.setCurrentRow(row)
                break
        else:
            self.study_steps.clearSelection()
        self.study_steps.blockSignals(False)

    # --- saving into the puzzle -----------------------------------------------------------------
    def can_save(self) -> bool:
        if self.study is not None:
            return not self.is_solving() and same_position(self.study_fen, self.doc.fen())
        r = self.result
        return (r is not None and r.verdict in SAVABLE and r.mate_in is not None
                and not self.is_solving() and same_position(r.fen, self.doc.fen()))

    def save_into_puzzle(self) -> bool:
        """Proven stipulation and main line into the current puzzle, as one undo step."""
        if not self.can_save():
            return False
        if self.study is not None:
            return self._save_study()
        r = self.result
        assert r is not None and r.mate_in is not None
        proven = Stipulation(r.mate_in, r.stipulation.checks_only, r.stipulation.max_quiet)
        solution = [m.iccs() for m in self.main_line]
        puzzle, stack = self.doc.current, self.doc.undo_stack
        changes = [(name, value) for name, value in (("stipulation", to_puzzle(proven)),
                                                     ("solution", solution))
                   if getattr(puzzle, name) != value]
        if not changes:
            self._status.say(lambda: self.tr("The puzzle already holds this result."))
            return True
        if len(r.keys) > 1 and not self._confirm_cooked():
            return False
        stack.beginMacro(self.tr("Save solver result"))
        for name, value in changes:
            stack.push(commands.MetadataCommand(self.doc, name, value))
        stack.endMacro()
        self._status.say(lambda: self.tr("Saved into the puzzle: %1 and the main line (%n "
                                         "move(s)); Undo takes it back.", "", len(solution))
                         .replace("%1", stipulation_words(proven)))
        return True

    def _save_study(self) -> bool:
        """The study's stipulation and verdict (the file's ``verdict`` field, as
        ``paiju solve FILE`` and scripts/make_studies.py write it), as one undo step."""
        v = self.study
        assert v is not None
        puzzle, stack = self.doc.current, self.doc.undo_stack
        changes = [(name, value) for name, value in (
            ("stipulation", v.stipulation), ("extra", {**puzzle.extra, "verdict": v.text}))
            if getattr(puzzle, name) != value]
        if not changes:
            self._status.say(lambda: self.tr("The puzzle already holds this result."))
            return True
        stack.beginMacro(self.tr("Save study verdict"))
        for name, value in changes:
            stack.push(commands.MetadataCommand(self.doc, name, value))
        stack.endMacro()
        stipulation = v.stipulation
        self._status.say(lambda: self.tr("Saved into the puzzle: %1 and its verdict; Undo "
                                         "takes it back.").replace(
            "%1", stipulation_words(stipulation)))
        return True

    def _confirm_cooked(self) -> bool:
        """A cooked result names one key of several: save it only when the user says so."""
        r = self.result
        assert r is not None
        board = Board(r.fen)
        keys = ", ".join(move_text(board, k, self.notation_value) for k in r.keys)
        answer = QMessageBox.question(
            self, self.tr("Save a cooked result?"),
            self.tr("The puzzle is cooked: %1 keys (%2). Save the stipulation and the main line "
                    "of the first key anyway?").replace("%1", str(len(r.keys))).replace(
                "%2", keys),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Save
