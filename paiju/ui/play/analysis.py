"""The analysis panel: score, depth and principal variation(s) of the built-in engine or a
UCI engine, on the game position or the editor position, in the chosen notation."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
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

from . import worker as engines
from .wording import score_text
from .worker import AnalysisLine, AnalysisThread

GAME, EDITOR = "game", "editor"
BUILT_IN = "level5"  # the strongest level: the search as strong as it can be


class AnalysisPanel(QWidget):
    """Start/Stop analysis of a position; restarts by itself when the position changes."""

    sourceChanged = Signal(str)  # GAME or EDITOR
    bestMoves = Signal(object)  # tuple[Move, ...]: the first move of each line (or ())

    def __init__(self, notation: str = "iccs", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis_panel")
        self.notation = notation
        self.engine_choice = QComboBox(self, objectName="analysis_engine")
        self.engine_choice.addItem(self.tr("Built-in engine"), BUILT_IN)
        self.engine_choice.addItem(self.tr("UCI engine…"), "uci")
        self.uci_path = QLineEdit(self, objectName="analysis_uci_path")
        self.uci_path.setPlaceholderText("/usr/games/fairy-stockfish")
        self.source = QComboBox(self, objectName="analysis_source")
        self.source.addItem(self.tr("Game position"), GAME)
        self.source.addItem(self.tr("Editor position"), EDITOR)
        self.count = QSpinBox(self, objectName="analysis_lines")
        self.count.setRange(1, 5)
        self.start_button = QPushButton(self.tr("Analyse"), self, objectName="analysis_start")
        self.start_button.setCheckable(True)
        self.output = QPlainTextEdit(self, objectName="analysis_output")
        self.output.setReadOnly(True)
        self.output.setMaximumBlockCount(20)
        self.status = QLabel(self, objectName="analysis_status")
        self.status.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Engine:"), self.engine_choice)
        form.addRow("", self.uci_path)
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(QLabel(self.tr("Lines:"), self))
        row.addWidget(self.count)
        form.addRow(self.tr("Position:"), row)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(form)
        lay.addWidget(self.start_button)
        lay.addWidget(self.output, 1)
        lay.addWidget(self.status)
        self.board: xiangqi.Board | None = None
        self._engines: dict[str, Any] = {}
        self._thread: AnalysisThread | None = None
        self._old: list[AnalysisThread] = []
        self._token = 0
        self.engine_choice.currentIndexChanged.connect(self._options_changed)
        self.count.valueChanged.connect(lambda _v: self._lines_changed())
        self.source.currentIndexChanged.connect(
            lambda _i: self.sourceChanged.emit(str(self.source.currentData())))
        self.start_button.toggled.connect(lambda _on: self._restart())
        self.uci_path.editingFinished.connect(self._restart)
        self._fit_output()
        self._options_changed()

    # --- from outside ------------------------------------------------------------------------
    def set_position(self, board: xiangqi.Board) -> None:
        """The position to analyse (restarts a running analysis)."""
        if self.board is not None and board.epd() == self.board.epd():
            return
        self.board = board.copy(stack=False)
        self._restart()

    def set_notation(self, notation: str) -> None:
        self.notation = notation

    def is_running(self) -> bool:
        return self._thread is not None

    # --- work --------------------------------------------------------------------------------
    def _lines_changed(self) -> None:
        self._fit_output()
        self._restart()

    def _fit_output(self) -> None:
        """Room for every line asked for: a text row each, one more for a wrapped line."""
        rows = self.count.value() + 1
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
        self._token += 1
        self.bestMoves.emit(())
        if self._thread is not None:
            self._thread.stop()
            self._old.append(self._thread)
            self._thread = None

    def _restart(self) -> None:
        self._stop()
        if not self.start_button.isChecked() or self.board is None:
            return
        if not self.board.legal_moves:
            self.output.setPlainText(self.tr("No legal move: the game is over."))
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
        for old in list(self._old):
            if old.engine is engine:
                old.finish()
        self.status.setText("")
        self._token += 1
        thread = AnalysisThread(engine, self.board, self.count.value(), self._token, self)
        thread.lines.connect(self._show)
        thread.failed.connect(self._failed)
        thread.finished.connect(lambda t=thread: self._reap(t))
        self._thread = thread
        thread.start()

    def _reap(self, thread: AnalysisThread) -> None:
        if thread in self._old:
            self._old.remove(thread)
        if thread is self._thread:
            self._thread = None
        thread.deleteLater()

    def _show(self, token: int, lines: list[AnalysisLine]) -> None:
        if token != self._token or self.board is None:
            return
        self.output.setPlainText("\n".join(self.line_text(i, line)
                                           for i, line in enumerate(lines, 1)))
        self.bestMoves.emit(tuple(line.pv[0] for line in lines if line.pv))

    def line_text(self, index: int, line: AnalysisLine) -> str:
        assert self.board is not None
        try:
            pv = " ".join(format_line(self.board, line.pv, self.notation))
        except IllegalMoveError:
            pv = " ".join(m.iccs() for m in line.pv)
        depth = self.tr("depth %1").replace("%1", str(line.depth))
        return f"{index}. {score_text(line.score_cp, line.mate)}  ({depth})  {pv}"

    def _failed(self, token: int, message: str) -> None:
        if token == self._token:
            self.status.setText(message)

    def shutdown(self) -> None:
        """Stop, wait for the threads, close the engines (window closing)."""
        self._stop()
        for thread in list(self._old):
            thread.finish()
        for engine in self._engines.values():
            try:
                engine.close()
            except Exception:
                pass
        self._engines.clear()
