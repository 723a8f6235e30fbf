"""The analysis panel: score, depth and principal variation(s) of the built-in engine or a
UCI engine, on the game position or the editor position, in the chosen notation."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from paiju import rules as xiangqi
from paiju.rules import IllegalMoveError
from paiju.rules.notation import format_line
from paiju.ui.tasks import Task

from . import worker as engines
from .wording import score_text
from .worker import AnalysisLine, Searches, analysis_work

GAME, EDITOR = "game", "editor"
BUILT_IN = "level5"  # the strongest level: the search as strong as it can be


class AnalysisPanel(QWidget):
    """Start/Stop analysis of a position; restarts by itself when the position changes."""

    sourceChanged = Signal(str)  # GAME or EDITOR
    bestMoves = Signal(object)  # tuple[Move, ...]: the first move of each line (or ())
    evaluated = Signal(object, object, object)  # side to move, best line's score_cp, mate

    MAX_LINES = 10
    ROOM_LINES = 3  # the lines the output always has room for (more scroll into view)

    def __init__(self, notation: str = "iccs", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis_panel")
        self.notation = notation
        self.engine_choice = QComboBox(self, objectName="analysis_engine")
        self.engine_choice.addItem("", BUILT_IN)
        self.engine_choice.addItem("", "uci")
        self.uci_path = QLineEdit(self, objectName="analysis_uci_path")
        self.uci_path.setPlaceholderText("/usr/games/fairy-stockfish")
        self.source = QComboBox(self, objectName="analysis_source")
        self.source.addItem("", GAME)
        self.source.addItem("", EDITOR)
        self.count = QSpinBox(self, objectName="analysis_lines")
        self.count.setRange(1, self.MAX_LINES)
        self.start_button = QPushButton(self, objectName="analysis_start")
        self.start_button.setCheckable(True)
        self.output = QPlainTextEdit(self, objectName="analysis_output")
        self.output.setReadOnly(True)
        self.output.setMaximumBlockCount(20)
        # one row a line: a narrow panel elides the line's tail (its tooltip has it whole)
        self.output.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.output.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.status = QLabel(self, objectName="analysis_status")
        self.status.setWordWrap(True)
        self.engine_label = QLabel(self)
        self.position_label = QLabel(self)
        self.lines_label = QLabel(self)
        form = QFormLayout()
        form.addRow(self.engine_label, self.engine_choice)
        form.addRow("", self.uci_path)
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(self.lines_label)
        row.addWidget(self.count)
        form.addRow(self.position_label, row)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(form)
        lay.addWidget(self.start_button)
        lay.addWidget(self.output, 1)
        lay.addWidget(self.status)
        self.board: xiangqi.Board | None = None
        self.shown: list[AnalysisLine] = []  # the lines on show, rewritten on a notation change
        self._engines: dict[str, Any] = {}
        self._searches = Searches(self)
        self.engine_choice.currentIndexChanged.connect(self._options_changed)
        self.count.valueChanged.connect(lambda _v: self._lines_changed())
        self.source.currentIndexChanged.connect(
            lambda _i: self.sourceChanged.emit(str(self.source.currentData())))
        self.start_button.toggled.connect(lambda _on: self._restart())
        self.uci_path.editingFinished.connect(self._restart)
        self._fit_output()
        self.retranslate()
        self._options_changed()

    def retranslate(self) -> None:
        """Every text in the interface language (also the lines on show: "depth")."""
        self.engine_choice.setItemText(0, self.tr("Built-in engine"))
        self.engine_choice.setItemText(1, self.tr("UCI engine…"))
        self.source.setItemText(0, self.tr("Game position"))
        self.source.setItemText(1, self.tr("Editor position"))
        self.start_button.setText(self.tr("Analyse"))
        self.engine_label.setText(self.tr("Engine:"))
        self.position_label.setText(self.tr("Position:"))
        self.lines_label.setText(self.tr("Lines:"))
        self.count.setToolTip(self.tr("How many of the best moves to show, each with its line"))
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- from outside ------------------------------------------------------------------------
    def set_position(self, board: xiangqi.Board) -> None:
        """The position to analyse (restarts a running analysis)."""
        if self.board is not None and board.epd() == self.board.epd():
            return
        self.board = board.copy(stack=False)
        self.shown = []  # another position: the old lines are wrong now
        self._render()
        self._restart()

    def clear(self) -> None:
        """Forget the position and its lines (a new game or puzzle); a running analysis
        starts again on the next ``set_position``."""
        self._stop()
        self.board = None
        self.shown = []
        self.status.setText("")
        self._render()

    def set_notation(self, notation: str) -> None:
        self.notation = notation
        self._render()

    def is_running(self) -> bool:
        return self._searches.current is not None

    # --- work --------------------------------------------------------------------------------
    def _lines_changed(self) -> None:
        self._fit_output()
        self._restart()

    def _fit_output(self) -> None:
        """Room for the lines asked for, up to ``ROOM_LINES`` (a row each, none wraps); the
        page's layout gives a taller window room for more."""
        rows = min(self.count.value(), self.ROOM_LINES)
        margins = 2 * (self.output.frameWidth() + self.output.document().documentMargin())
        self.output.setMinimumHeight(
            round(rows * self.output.fontMetrics().lineSpacing() + margins))

    def _options_changed(self) -> None:
        self.uci_path.setVisible(self.engine_choice.currentData() == "uci")
        self._restart()

    def _spec(self) -> str:
        if self.engine_choice.currentData() == "uci":
            path = self.uci_path.text().strip()
            return f"uci:{path}" if path else ""
        return BUILT_IN

    def _stop(self) -> None:
        self.bestMoves.emit(())
        self._searches.cancel()

    def _restart(self) -> None:
        self._stop()
        if not self.start_button.isChecked() or self.board is None:
            return
        if not self.board.legal_moves:
            self._render()
            return
        spec = self._spec()
        if not spec:
            self.status.setText(self.tr("Give the path of the UCI engine"))
            return
        try:
            if spec not in self._engines:
                self._engines[spec] = engines.make_engine(spec)
            engine = self._engines[spec]
        except (ValueError, OSError, RuntimeError) as exc:
            self.status.setText(str(exc))
            self.start_button.setChecked(False)
            return
        self.status.setText("")
        task = self._searches.start(engine, analysis_work(engine, self.board,
                                                          self.count.value()))
        task.progressed.connect(lambda lines, t=task: self._show(t, lines))
        task.failed.connect(lambda message, t=task: self._failed(t, message))
        task.start()

    def _show(self, task: Task, lines: list[AnalysisLine]) -> None:
        if not self._searches.is_current(task) or self.board is None:
            return
        self.shown = list(lines)
        self._render()
        self.bestMoves.emit(tuple(line.pv[0] for line in lines if line.pv))
        if lines:
            self.evaluated.emit(self.board.turn, lines[0].score_cp, lines[0].mate)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._render()  # elided to the new width

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._render()

    def _render(self) -> None:
        """The lines on show in the current notation and language, each on one row, its
        tail elided ("…") where the output is too narrow; the tooltip holds them whole."""
        if self.shown:
            lines = [self.line_text(i, line) for i, line in enumerate(self.shown, 1)]
        elif (self.board is not None and self.start_button.isChecked()
              and not self.board.legal_moves):
            lines = [self.tr("No legal move: the game is over.")]
        else:
            lines = []
        output, metrics = self.output, self.output.fontMetrics()
        margin = output.document().documentMargin()
        area = output.contentsRect()  # the viewport with no scroll bar
        # QPlainTextEdit offers to scroll a line that already shows whole: no bar for those
        fits = len(lines) * metrics.lineSpacing() + 2 * margin <= area.height()
        output.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits
                                          else Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        room = (area.width() - (0 if fits else output.verticalScrollBar().sizeHint().width())
                - 2 * round(margin) - 2)
        if output.isVisible():  # a hidden output's width means nothing yet
            lines_shown = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
                           for line in lines]
        else:
            lines_shown = lines
        text = "\n".join(lines_shown)
        output.setToolTip("\n".join(lines))
        if text != self.output.toPlainText():
            self.output.setPlainText(text)

    def line_text(self, index: int, line: AnalysisLine) -> str:
        assert self.board is not None
        try:
            pv = " ".join(format_line(self.board, line.pv, self.notation))
        except IllegalMoveError:
            pv = " ".join(m.iccs() for m in line.pv)
        depth = self.tr("depth %1").replace("%1", str(line.depth))
        return f"{index}. {score_text(line.score_cp, line.mate)}  ({depth})  {pv}"

    def _failed(self, task: Task, message: str) -> None:
        if self._searches.is_current(task):
            self.status.setText(message)

    def shutdown(self) -> None:
        """Stop, join the searches, close the engines (window closing)."""
        self._stop()
        self._searches.shutdown()
        for engine in self._engines.values():
            try:
                engine.close()
            except Exception:
                pass
        self._engines.clear()
