"""The editor's tablebase panel (issue 42): the verdict and best moves of the edited position
when an endgame table covers its material, else the table that would, with "Build…".

Probing (which may load a large table from disk) and building run as ``Task``s, so the
window never waits; each edit starts a new probe and the answers of older ones are dropped.
``TablebasePart`` docks the panel beside the validation panel.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from paiju import _native
from paiju.cancel import SearchCancelled
from paiju.rules import Board, Color, Move
from paiju.rules.notation import format_move
from paiju.tablebase import Tablebase, Verdict, canonical, default_dir
from paiju.tablebase.tables import build_memory
from paiju.ui.document import PuzzleDocument
from paiju.ui.tasks import Task, TaskControl
from paiju.ui.window_part import WindowPart
from paiju.ui.wording import side_name

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow
    from paiju.ui.settings import Preferences


@dataclass(frozen=True)
class Probed:
    """What a probe found: the verdict and every move's value, or the signature that would
    cover the position (``missing``), or why no table can hold its material (``unfit``, the
    builder's words), or why it was not looked up (``problem``)."""

    board: Board
    verdict: Verdict | None = None
    moves: tuple[tuple[Move, Verdict], ...] = ()
    missing: str | None = None
    unfit: str | None = None
    problem: str | None = None


def probe(tables: Tablebase, board: Board) -> Probed:
    """The panel's question to the tables (runs in a worker thread)."""
    try:
        sig = canonical(_native.tb_signature_of(board.native_position()))
    except ValueError as exc:
        return Probed(board, unfit=str(exc))
    verdict = tables.probe(board)
    moves = tables.probe_moves(board) if verdict is not None else None
    if verdict is None or moves is None:
        return Probed(board, missing=sig)
    return Probed(board, verdict, tuple(moves))


class TablebasePanel(QWidget):
    """Verdict, best moves, and building the missing table."""

    answered = Signal()  # a probe's answer is on show
    buildEnded = Signal(bool)  # a build finished (True) or failed / was cancelled (False)

    def __init__(self, doc: PuzzleDocument, notation: str = "iccs",
                 directory: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablebase_panel")
        self.doc = doc
        self.notation = notation
        self.directory = directory if directory is not None else default_dir()
        self.tables = Tablebase(self.directory)
        self.result: Probed | None = None
        self._lock = threading.Lock()  # one probe at a time on the shared registry
        self._probe: Task | None = None
        self._build: Task | None = None
        self._building: str | None = None
        self.verdict = QLabel(self)
        self.verdict.setObjectName("tablebase_verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.moves = QListWidget(self)
        self.moves.setObjectName("tablebase_moves")
        self.build_button = QPushButton(self)
        self.build_button.setObjectName("tablebase_build")
        self.build_button.clicked.connect(self.ask_build)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("tablebase_progress")
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("tablebase_cancel")
        self.cancel_button.clicked.connect(self.cancel_build)
        row = QHBoxLayout()
        row.addWidget(self.build_button)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.verdict)
        layout.addWidget(self.moves, 1)
        layout.addLayout(row)
        doc.positionChanged.connect(self.refresh)
        doc.currentChanged.connect(self.refresh)
        self.retranslate()
        self.refresh()

    # -- settings ----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.build_button.setText(self.tr("Build…"))
        self.build_button.setToolTip(self.tr("Build the endgame table that covers this "
                                             "material (and the smaller ones it needs)"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._show()

    def set_notation(self, notation: str) -> None:
        self.notation = notation
        self._show()

    def set_directory(self, directory: Path) -> None:
        """Use the tables of another folder (probed again at once)."""
        self.directory = directory
        self.tables = Tablebase(directory)
        self.refresh()

    # -- probing -----------------------------------------------------------------------
    def refresh(self, *_: object) -> None:
        """Probe the edited position in the background (an older probe is dropped)."""
        if self._probe is not None:
            self._probe.cancel()
        board = self.doc.board.copy(stack=False)
        if any(issue.is_error for issue in board.validate()):
            self._answer(Probed(board, problem=self.tr(
                "The position is not legal: the validation panel says why.")))
            return
        tables = self.tables

        def work(control: TaskControl) -> Probed:
            with self._lock:
                return probe(tables, board)

        task = Task(work, self)
        task.done.connect(self._answer)
        task.failed.connect(lambda message: self._answer(Probed(board, problem=message)))
        self._probe = task
        self.verdict.setText(self.tr("Looking the position up…"))
        task.start()

    def _answer(self, result: object) -> None:
        assert isinstance(result, Probed)
        self.result = result
        self._show()
        self.answered.emit()

    def is_probing(self) -> bool:
        return self._probe is not None and self._probe.is_running()

    # -- words -------------------------------------------------------------------------
    def verdict_text(self, verdict: Verdict, mover: Color) -> str:
        """The verdict of the side to move ``mover`` in the interface language."""
        if verdict.outcome == "draw":
            return self.tr("Draw")
        winner = mover if verdict.outcome == "win" else mover.other
        if verdict.by_rule or verdict.plies is None:
            if verdict.outcome == "win":
                return self.tr("%1 to move wins by the perpetual-check rule").replace(
                    "%1", side_name(mover))
            return self.tr("%1 to move loses by the perpetual-check rule").replace(
                "%1", side_name(mover))
        moves = (verdict.plies + 1) // 2
        return self.tr("%1 wins: mate in %n move(s)", "", moves).replace(
            "%1", side_name(winner))

    def value_text(self, verdict: Verdict) -> str:
        """A move's value for the side that plays it."""
        if verdict.outcome == "draw":
            return self.tr("draws")
        if verdict.by_rule or verdict.plies is None:
            return (self.tr("wins by the perpetual-check rule") if verdict.outcome == "win"
                    else self.tr("loses by the perpetual-check rule"))
        if verdict.outcome == "win":
            return self.tr("wins: mate in %n move(s)", "", (verdict.plies + 1) // 2)
        return self.tr("loses: mated in %n move(s)", "", verdict.plies // 2)

    def _show(self) -> None:
        self.moves.clear()
        building = self._build is not None and self._build.is_running()
        self.progress.setVisible(building)
        self.cancel_button.setVisible(building)
        self.build_button.setVisible(False)
        result = self.result
        if building:
            self.verdict.setText(self.tr("Building %1…").replace("%1", self._building or ""))
            return
        if result is None:
            self.verdict.setText("")
            return
        if result.problem is not None:
            self.verdict.setText(result.problem)
            return
        if result.unfit is not None:
            men = len(result.board.piece_map())
            reason = (self.tr("more than %1 men (generals included)").replace(
                "%1", str(_native.TB_MAX_MEN)) if men > _native.TB_MAX_MEN else result.unfit)
            self.verdict.setText(self.tr("No endgame table can hold this material: %1.").replace(
                "%1", reason))
            return
        if result.missing is not None:
            self.verdict.setText(self.tr(
                "No table covers this material yet: %1 would (%2 positions).").replace(
                "%1", result.missing).replace(
                "%2", f"{2 * _native.tb_parse(result.missing)[1]:,}"))
            self.build_button.setVisible(True)
            return
        assert result.verdict is not None
        self.verdict.setText(self.verdict_text(result.verdict, result.board.turn))
        best = result.moves[0][1].rank() if result.moves else None
        for move, value in result.moves:
            text = f"{format_move(result.board, move, self.notation)}  {self.value_text(value)}"
            self.moves.addItem(text)
            item = self.moves.item(self.moves.count() - 1)
            font = item.font()
            font.setBold(value.rank() == best)
            item.setFont(font)

    # -- building ----------------------------------------------------------------------
    def ask_build(self) -> None:
        """Confirm, with the table's size and memory, then build in the background."""
        if self.result is None or self.result.missing is None:
            return
        sig = self.result.missing
        answer = QMessageBox.question(self, self.tr("Build a Table"), self.tr(
            "Build %1 and the smaller tables it needs? It has %2 positions and needs about "
            "%3 MB of memory while it is built; large tables take minutes to hours.").replace(
            "%1", sig).replace("%2", f"{2 * _native.tb_parse(sig)[1]:,}").replace(
            "%3", f"{build_memory(sig) / 2**20:,.0f}"))
        if answer == QMessageBox.StandardButton.Yes:
            self.start_build(sig)

    def start_build(self, sig: str) -> Task:
        """Build ``sig`` (and its closure) in the background with progress and cancel."""
        directory = self.directory

        def work(control: TaskControl) -> str:
            def step(table: str, phase: str, n: int, done: int, total: int) -> None:
                if control.cancelled:
                    raise SearchCancelled(f"building {table} cancelled")
                control.report((table, done, total))

            Tablebase(directory).build(sig, step)
            return sig

        task = Task(work, self)
        task.progressed.connect(self._progressed)
        task.done.connect(lambda _sig: self._built(True))
        task.failed.connect(self._build_failed)
        self._build, self._building = task, sig
        self.progress.setRange(0, 1000)
        self.progress.setValue(0)
        task.start()
        self._show()
        return task

    def _progressed(self, value: object) -> None:
        table, done, total = value  # type: ignore[misc]
        self.progress.setFormat(f"{table} %p%")
        self.progress.setValue(int(1000 * done / total) if total else 0)

    def _build_failed(self, message: str) -> None:
        cancelled = self._build is not None and self._build.cancelled
        self._built(False)
        if not cancelled:
            self.verdict.setText(self.tr("The build failed: %1").replace("%1", message))

    def _built(self, ok: bool) -> None:
        self._build = None
        self.tables = Tablebase(self.directory)  # forget what was missing
        self.buildEnded.emit(ok)
        self.refresh()

    def cancel_build(self) -> None:
        """Stop the build; its failure still arrives, so ``buildEnded(False)`` follows."""
        if self._build is not None:
            self._build.stop()

    def is_building(self) -> bool:
        return self._build is not None and self._build.is_running()

    def shutdown(self) -> None:
        """Stop a build and wait for the workers (the window closes)."""
        for task in (self._build, self._probe):
            if task is not None:
                task.cancel()
                task.wait(30)


class TablebasePart(WindowPart):
    """The tablebase panel as a dock tabbed with the validation panel."""

    name = "tablebase"

    def install(self, window: MainWindow) -> None:
        self.panel = TablebasePanel(window.doc, window.prefs.move_notation())
        self.dock = window.add_dock("tablebase", self.panel,
                                    Qt.DockWidgetArea.RightDockWidgetArea, tab_with="validation")
        window.dock("validation").raise_()
        window.preferencesChanged.connect(self._preferences)

    def _preferences(self, prefs: Preferences) -> None:
        self.panel.set_notation(prefs.move_notation())

    def retranslate(self) -> None:
        self.dock.setWindowTitle(self.tr("Endgame Table"))
        self.panel.retranslate()

    def shutdown(self) -> None:
        self.panel.shutdown()
