"""Collection verification: every puzzle of the open collection solved in the background,
a table row per puzzle filling in as results arrive, filters, and a CSV or text report.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from paiju.atomic import write_text_atomic
from paiju.puzzles.model import Collection, Puzzle
from paiju.rules import Board
from paiju.solver.result import SolveResult, Verdict
from paiju.ui.document import PuzzleDocument
from paiju.ui.durations import duration_text, seconds_box
from paiju.ui.tasks import Task

from .common import (
    proven_words,
    puzzle_stipulation,
    stated_line_note_words,
    stipulation_words,
    translate,
    verdict_short,
)
from .worker import SolveJob, batch_work, dispatch

FILTERS = ("all", "cooked", "unsolved", "short", "errors", "stated_line")
COLOURS = {Verdict.SOUND: QColor(30, 130, 60), Verdict.COOKED: QColor(190, 40, 30),
           Verdict.SHORT: QColor(180, 110, 0), Verdict.NO_SOLUTION: QColor(190, 40, 30),
           Verdict.ILLEGAL: QColor(190, 40, 30), Verdict.CANCELLED: QColor(110, 110, 110)}


@dataclass
class VerifyRow:
    """One puzzle's line in the table."""

    index: int
    name: str
    stipulation: str
    state: str = "pending"  # pending, running, done, error, unposed (a position only)
    result: SolveResult | None = None
    error: str = ""
    has_stated_line: bool = False

    @property
    def unposed(self) -> bool:
        """No stipulation and no stated line: a position to study, with nothing to verify."""
        return self.state == "unposed"

    def verdict_text(self) -> str:
        if self.unposed:
            return translate("solving", "position only")
        if self.error:
            return translate("solving", "error")
        if self.result is not None:
            return verdict_short(self.result.verdict)
        return {"pending": translate("solving", "waiting"),
                "running": translate("solving", "solving…")}.get(self.state, "")

    def length_text(self) -> str:
        r = self.result
        if r is not None and r.verdict is Verdict.CANCELLED and r.mate_in is None:
            return r.proven.range_text()  # the lengths still possible: "6–11", "≥ 6"
        return "" if r is None or r.mate_in is None else str(r.mate_in)

    def time_text(self) -> str:
        return "" if self.result is None else duration_text(self.result.seconds)

    def stated_line_text(self) -> str:
        r = self.result
        if self.unposed:
            return translate("solving", "no stipulation and no book solution")
        if self.error:
            return self.error
        if r is not None and r.verdict is Verdict.ILLEGAL:
            return "; ".join(r.errors)
        if r is not None and r.verdict is Verdict.CANCELLED:
            return "; ".join(proven_words(r))
        if r is None or not self.has_stated_line:
            return ""
        if not r.stated_line_notes:
            return translate("solving", "book line is strict")
        return "; ".join(stated_line_note_words(note) for note in r.stated_line_notes)

    def category(self, name: str) -> bool:
        """Does the row belong to filter ``name``?"""
        v = self.result.verdict if self.result is not None else None
        return {
            "all": True,
            "cooked": v is Verdict.COOKED,
            "unsolved": v in (Verdict.NO_SOLUTION, Verdict.CANCELLED),
            "short": v is Verdict.SHORT,
            "errors": bool(self.error) or v is Verdict.ILLEGAL,
            "stated_line": self.result is not None and bool(self.result.stated_line_notes),
        }[name]


def rows_for(collection: Collection) -> tuple[list[VerifyRow], list[SolveJob]]:
    """Table rows for every puzzle and solve jobs for the ones that can be solved."""
    rows: list[VerifyRow] = []
    jobs: list[SolveJob] = []
    for i, puzzle in enumerate(collection.puzzles):
        stip = puzzle_stipulation(puzzle)
        row = VerifyRow(i, puzzle.name(), "" if stip is None else stipulation_words(stip),
                        has_stated_line=bool(puzzle.solution))
        rows.append(row)
        try:
            board = Board(puzzle.fen)
        except ValueError as exc:
            row.state = "error"
            row.error = translate("solving", "bad FEN: %1").replace("%1", str(exc))
            continue
        if stip is None:  # nothing to verify, and nothing wrong: a position to study
            row.state = "unposed"
            continue
        jobs.append(SolveJob(board, stip, stated_line=_stated_line(puzzle), tree=False,
                             tries=False, tag=i))
    return rows, jobs


def _stated_line(puzzle: Puzzle) -> list[str] | None:
    return list(puzzle.solution) if puzzle.solution else None


class VerifyModel(QAbstractTableModel):
    """The rows of a verification run."""

    COLUMNS = ("index", "puzzle", "stipulation", "verdict", "length", "time", "stated_line")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[VerifyRow] = []

    def headers(self) -> list[str]:
        return [translate("solving", "#"), translate("solving", "Puzzle"),
                translate("solving", "Stipulation"), translate("solving", "Verdict"),
                translate("solving", "Length"), translate("solving", "Time"),
                translate("solving", "Book / notes")]

    def set_rows(self, rows: list[VerifyRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def row_changed(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.COLUMNS) - 1))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()  # noqa: B008
                 ) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()  # noqa: B008
                    ) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return None

    def cell(self, row: VerifyRow, column: int) -> str:
        return (str(row.index + 1), row.name, row.stipulation, row.verdict_text(),
                row.length_text(), row.time_text(), row.stated_line_text())[column]

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.cell(row, index.column())
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == 3:
            if row.unposed:
                return COLOURS[Verdict.CANCELLED]
            if row.error:
                return COLOURS[Verdict.ILLEGAL]
            return COLOURS.get(row.result.verdict) if row.result is not None else None
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (0, 4, 5):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class VerifyFilter(QSortFilterProxyModel):
    """Shows the rows of one category (``FILTERS``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mode = "all"

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.invalidate()

    def filterAcceptsRow(self, source_row: int,
                         source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        model = self.sourceModel()
        assert isinstance(model, VerifyModel)
        return model.rows[source_row].category(self.mode)


# --- reports --------------------------------------------------------------------------------
def report_csv(rows: list[VerifyRow]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["index", "puzzle", "stipulation", "verdict", "mate_in", "seconds",
                     "nodes", "keys", "book_notes", "error"])
    for row in rows:
        r = row.result
        writer.writerow([row.index + 1, row.name, row.stipulation,
                         r.verdict.value if r is not None else "error" if row.error
                         else "position only" if row.unposed else row.state,
                         "" if r is None or r.mate_in is None else r.mate_in,
                         "" if r is None else f"{r.seconds:.3f}",
                         "" if r is None else r.nodes,
                         "" if r is None else " ".join(k.iccs() for k in r.keys),
                         "" if r is None else " | ".join(n.message for n in r.stated_line_notes),
                         row.error or ("" if r is None else "; ".join(r.errors))])
    return out.getvalue()


def report_text(rows: list[VerifyRow], title: str = "") -> str:
    title = title or translate("solving", "the collection")
    lines = [translate("solving", "Verification of %1").replace("%1", title), ""]
    counts: dict[str, int] = {}
    for row in rows:
        verdict = row.verdict_text()
        counts[verdict] = counts.get(verdict, 0) + 1
        head = f"{row.index + 1:>4}. {row.name} — {row.stipulation or '?'}: {verdict}"
        if row.result is not None:
            r = row.result
            if r.mate_in is not None:
                head += " " + translate("solving", "(mate in %1)").replace("%1", str(r.mate_in))
            head += f", {duration_text(r.seconds)}"
            if r.verdict is Verdict.COOKED:
                keys = " ".join(k.iccs() for k in r.keys)
                head += ", " + translate("solving", "keys: %1").replace("%1", keys)
        lines.append(head)
        if row.error:
            lines.append("      " + row.error)
        for note in row.result.stated_line_notes if row.result is not None else []:
            lines.append("      " + translate("solving", "book: %1").replace("%1", note.message))
        for error in row.result.errors if row.result is not None else []:
            lines.append("      " + error)
        if row.result is not None and row.result.verdict is Verdict.CANCELLED:
            lines += ["      " + fact for fact in proven_words(row.result)]
    lines += ["", ", ".join(f"{n} {v}" for v, n in sorted(counts.items()))]
    return "\n".join(lines) + "\n"


# --- the panel ------------------------------------------------------------------------------
class VerifyPanel(QWidget):
    """Verify ``doc``'s collection; double-click a row to open that puzzle."""

    runningChanged = Signal(bool)
    rowFinished = Signal(int)  # puzzle index

    def __init__(self, doc: PuzzleDocument, parent: QWidget | None = None,
                 memory_mb: int = 64) -> None:
        super().__init__(parent)
        self.setObjectName("verify_panel")
        self.doc = doc
        self.memory_mb = memory_mb  # shared by the worker processes
        self.task: Task | None = None
        self.jobs: list[SolveJob] = []
        self.model = VerifyModel(self)
        self.proxy = VerifyFilter(self)
        self.proxy.setSourceModel(self.model)
        self.title = ""

        self.verify_button = QPushButton(self, objectName="verify_start")
        self.stop_button = QPushButton(self, objectName="verify_stop")
        self.time_limit = QDoubleSpinBox(self, objectName="verify_time_limit", minimum=0.5,
                                         maximum=3600, value=20, decimals=1)
        self.filter = QComboBox(self, objectName="verify_filter")
        for name in FILTERS:
            self.filter.addItem("", name)
        self.export_button = QPushButton(self, objectName="verify_export")
        self.progress = QProgressBar(self, objectName="verify_progress")
        self.summary = QLabel(self, objectName="verify_summary")
        self.summary.setWordWrap(True)
        self.table = QTableView(self, objectName="verify_table")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.setMinimumHeight(80)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.limit_label = QLabel(self)
        self.filter_label = QLabel(self)

        top = QHBoxLayout()
        top.addWidget(self.verify_button)
        top.addWidget(self.stop_button)
        top.addWidget(self.limit_label)
        top.addWidget(self.time_limit)
        top.addStretch(1)
        top.addWidget(self.filter_label)
        top.addWidget(self.filter)
        top.addWidget(self.export_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(top)
        lay.addWidget(self.progress)
        lay.addWidget(self.summary)
        lay.addWidget(self.table, 1)

        self.verify_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.filter.currentIndexChanged.connect(
            lambda _i: self.proxy.set_mode(str(self.filter.currentData())))
        self.export_button.clicked.connect(lambda: self.export())
        self.table.doubleClicked.connect(self._open_row)
        self.retranslate()
        self._refresh()

    def retranslate(self) -> None:
        self.verify_button.setText(self.tr("Verify collection"))
        self.verify_button.setToolTip(self.tr("Solve every puzzle of the open collection and "
                                              "compare the book solutions with strict play"))
        self.stop_button.setText(self.tr("Stop"))
        self.limit_label.setText(self.tr("Time per puzzle"))
        seconds_box(self.time_limit)
        self.filter_label.setText(self.tr("Show"))
        names = {"all": self.tr("all puzzles"), "cooked": self.tr("only cooked"),
                 "unsolved": self.tr("only unsolved"), "short": self.tr("only short"),
                 "errors": self.tr("only errors"), "stated_line": self.tr("only book differences")}
        for i, name in enumerate(FILTERS):
            self.filter.setItemText(i, names[name])
        self.export_button.setText(self.tr("Export report…"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                          len(VerifyModel.COLUMNS) - 1)
        for row in self.model.rows:  # texts of earlier results follow the language
            if row.result is not None:
                row.stipulation = stipulation_words(row.result.stipulation)
        if self.model.rows:
            self.model.dataChanged.emit(self.model.index(0, 0), self.model.index(
                len(self.model.rows) - 1, len(VerifyModel.COLUMNS) - 1))
        self._summarise()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_filter(self, name: str) -> None:
        self.filter.setCurrentIndex(FILTERS.index(name))

    # --- running -------------------------------------------------------------------------------
    def is_running(self) -> bool:
        return self.task is not None

    def start(self) -> bool:
        """Verify a snapshot of the open collection; False if a run is going on."""
        if self.is_running():
            return False
        collection = self.doc.snapshot()
        self.title = collection.title or (Path(self.doc.path).name if self.doc.path else "")
        rows, jobs = rows_for(collection)
        limit = self.time_limit.value()
        self.jobs = [SolveJob(j.board, j.stipulation, j.stated_line, limit, j.tree, j.tries, j.tag)
                     for j in jobs]
        self.model.set_rows(rows)
        self.progress.setRange(0, len(rows))
        self.progress.setValue(len(rows) - len(jobs))
        task = Task(batch_work(self.jobs, self.memory_mb), self)
        task.setObjectName("verify_task")
        task.progressed.connect(dispatch({"started": self._started, "done": self._done,
                                          "failed": self._failed}))
        task.ended.connect(lambda t=task: self._finished(t))
        self.task = task
        task.start()
        self._refresh()
        self.runningChanged.emit(True)
        return True

    def stop(self) -> None:
        """Stop the run; the rows solved so far stay, the others read "skipped"."""
        if self.task is not None:
            self.task.stop()

    def shutdown(self) -> None:
        """Stop and join the run (window closing)."""
        if self.task is not None:
            self.task.finish()

    def clear(self) -> None:
        """Another collection was opened: a run stops and its rows go."""
        task, self.task = self.task, None
        if task is not None:
            task.finish()  # whatever it still reports is dropped
        self.jobs = []
        self.model.set_rows([])
        self.progress.reset()
        self._summarise()
        self._refresh()

    def _row_of(self, job: int) -> int:
        tag = self.jobs[job].tag
        assert isinstance(tag, int)
        return tag

    def _started(self, job: int, _value: object = None) -> None:
        row = self._row_of(job)
        self.model.rows[row].state = "running"
        self.model.row_changed(row)

    def _done(self, job: int, result: SolveResult) -> None:
        row = self._row_of(job)
        self.model.rows[row].state, self.model.rows[row].result = "done", result
        self.model.row_changed(row)
        self.progress.setValue(self.progress.value() + 1)
        self._summarise()
        self.rowFinished.emit(row)

    def _failed(self, job: int, message: str) -> None:
        row = self._row_of(job)
        self.model.rows[row].state, self.model.rows[row].error = "error", message
        self.model.row_changed(row)
        self.progress.setValue(self.progress.value() + 1)
        self.rowFinished.emit(row)

    def _finished(self, task: Task) -> None:
        if task is not self.task:
            return  # a run that clear() dropped
        self.task = None
        for row in self.model.rows:
            if row.state in ("pending", "running"):
                row.state = "skipped"
        if self.model.rows:
            self.model.dataChanged.emit(self.model.index(0, 0), self.model.index(
                len(self.model.rows) - 1, len(VerifyModel.COLUMNS) - 1))
        self._summarise()
        self._refresh()
        self.runningChanged.emit(False)

    def _refresh(self) -> None:
        running = self.is_running()
        self.verify_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.time_limit.setEnabled(not running)
        self.export_button.setEnabled(bool(self.model.rows))

    def _summarise(self) -> None:
        rows = self.model.rows
        if not rows:
            self.summary.setText(self.tr("Verify solves every puzzle of the open collection."))
            return
        done = sum(1 for r in rows if r.result is not None or r.error or r.unposed)
        unposed = sum(1 for r in rows if r.unposed)
        counts = {name: sum(1 for r in rows if r.category(name)) for name in FILTERS[1:5]}
        sound = sum(1 for r in rows if r.result is not None
                    and r.result.verdict is Verdict.SOUND)
        # each count with its own plural form (1 error, 2 errors); literal comments for lupdate
        parts = [self.tr("%n sound", "verification summary", sound),
                 self.tr("%n cooked", "verification summary", counts["cooked"]),
                 self.tr("%n unsolved", "verification summary", counts["unsolved"]),
                 self.tr("%n short", "verification summary", counts["short"]),
                 self.tr("%n error(s)", "verification summary", counts["errors"])]
        if unposed:
            parts.append(self.tr("%n position(s) only", "verification summary", unposed))
        self.summary.setText(self.tr("%1 of %2 done: %3", "verification summary").replace(
            "%1", str(done)).replace("%2", str(len(rows))).replace(
            "%3", self.tr(", ", "verification summary").join(parts)))

    def _open_row(self, index: QModelIndex) -> None:
        source = self.proxy.mapToSource(index)
        if source.isValid():
            self.doc.select(self.model.rows[source.row()].index)

    # --- report --------------------------------------------------------------------------------
    def visible_rows(self) -> list[VerifyRow]:
        """The rows the filter shows, in table order."""
        return [self.model.rows[self.proxy.mapToSource(self.proxy.index(r, 0)).row()]
                for r in range(self.proxy.rowCount())]

    def export(self, path: str | None = None) -> bool:
        """Write the shown rows as CSV (``.csv``) or a text report (anything else)."""
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export Verification Report"), "verification.csv",
                self.tr("CSV table (*.csv);;Text report (*.txt)"))
            if not path:
                return False
        rows = self.visible_rows()
        text = (report_csv(rows) if path.lower().endswith(".csv")
                else report_text(rows, self.title))
        try:
            write_text_atomic(path, text, force=True)  # the save dialog asked
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Export Verification Report"),
                                self.tr("Could not write %1: %2").replace("%1", path).replace(
                                    "%2", exc.strerror or str(exc)))
            return False
        return True
