"""File → Export…: choose a format and its options, see a preview, write the file.

``ExportDialog(collection, current_index, parent)``. PDF previews show the booklet page
of the current problem (with page buttons); SVG/PNG previews show the current diagram;
HTML previews the current problem's diagram as it appears on the page. The share string
of the current problem can be copied from here too. The Export button writes the file as a
background ``paiju.ui.tasks.Task`` (``start_export``): the window stays live, a booklet shows
its progress page by page and can be cancelled. ``export_to(path)`` does the same work on the
calling thread, without asking for a file name.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from paiju.puzzles.model import Collection
from paiju.puzzles.share import share_string
from paiju.ui.export.booklet import (
    BookletOptions,
    BookletSummary,
    book_font,
    page_of_problem,
    preview_page,
    write_booklet,
)
from paiju.ui.export.diagram import (
    Diagram,
    DiagramOptions,
    render_image,
    save_diagrams,
    save_png,
    save_svg,
)
from paiju.ui.export.html_page import write_html
from paiju.ui.tasks import Task, TaskControl, Work, run_now

FORMATS = (("pdf", QT_TRANSLATE_NOOP("ExportDialog", "PDF booklet")),
           ("html", QT_TRANSLATE_NOOP("ExportDialog", "HTML page")),
           ("svg", QT_TRANSLATE_NOOP("ExportDialog", "SVG diagram")),
           ("png", QT_TRANSLATE_NOOP("ExportDialog", "PNG image")))
FILTERS = {"pdf": "PDF (*.pdf)", "html": "HTML (*.html *.htm)", "svg": "SVG (*.svg)",
           "png": "PNG (*.png)"}
PREVIEW_WIDTH = 360  # the dialog fits a 1024×640 screen


class ExportCancelled(Exception):
    """The user cancelled an export (raised between pages; the file is left as it was)."""


def _combo(name: str, items: tuple[tuple[object, str], ...], current: object) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    for data, text in items:
        combo.addItem(text, data)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


class ExportDialog(QDialog):
    """Export the collection (PDF, HTML) or the current problem / all diagrams (SVG, PNG)."""

    def __init__(self, collection: Collection, current_index: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportDialog")
        self.setWindowTitle(self.tr("Export"))
        self.collection = collection
        self.current_index = min(max(0, current_index), max(0, len(collection) - 1))
        self.preview_page_number = 1
        self.export_task: Task | None = None
        self._preview_timer = QTimer(self, singleShot=True, interval=0)
        self._preview_timer.timeout.connect(self.update_preview)
        self._build()
        self._sync_enabled()
        self.preview_page_number = page_of_problem(self.current_index, self.booklet_options())
        self.update_preview()

    # --- widgets -------------------------------------------------------------------------

    def _build(self) -> None:
        self.format_combo = _combo("formatCombo",
                                   tuple((kind, self.tr(text)) for kind, text in FORMATS), "pdf")
        self.scope_combo = _combo("scopeCombo", (("current", self.tr("Current problem")),
                                                 ("all", self.tr("All problems"))),
                                  "current")
        self.scope_combo.setToolTip(self.tr("Diagrams: the current problem, or one file per "
                                            "problem in a folder. A booklet or a web page "
                                            "always holds the whole collection."))
        self._scope_choice = "current"  # the user's choice, kept while a booklet shows "all"
        self.scope_combo.currentIndexChanged.connect(self._scope_chosen)
        self.paper_combo = _combo("paperCombo", (("a4", "A4"), ("letter", self.tr("Letter"))), "a4")
        self.per_page_combo = _combo("perPageCombo", ((2, "2"), (4, "4"), (6, "6")), 4)
        self.notation_combo = _combo("notationCombo", (("chinese", self.tr("Chinese")),
                                                       ("wxf", "WXF"), ("iccs", "ICCS")),
                                     "chinese")
        self.coords_combo = _combo("coordsCombo", (("none", self.tr("None")),
                                                   ("traditional", self.tr("Traditional")),
                                                   ("iccs", "ICCS")), "none")
        self.bw_check = QCheckBox(self.tr("Black and white (print)"), objectName="bwCheck")
        self.arrow_check = QCheckBox(self.tr("Arrow for the key move"),
                                     objectName="arrowCheck")
        self.western_check = QCheckBox(self.tr("Western letters on pieces"),
                                       objectName="westernCheck")
        self.width_spin = QSpinBox(objectName="widthSpin", minimum=32, maximum=10000,
                                   value=600, suffix=" px")
        self.dpi_spin = QSpinBox(objectName="dpiSpin", minimum=30, maximum=2400, value=150,
                                 suffix=" dpi")

        form = QFormLayout()
        form.addRow(self.tr("Format:"), self.format_combo)
        form.addRow(self.tr("Problems:"), self.scope_combo)
        form.addRow(self.tr("Paper:"), self.paper_combo)
        form.addRow(self.tr("Diagrams per page:"), self.per_page_combo)
        form.addRow(self.tr("Solution notation:"), self.notation_combo)
        form.addRow(self.tr("Coordinates:"), self.coords_combo)
        form.addRow(self.bw_check)
        form.addRow(self.arrow_check)
        form.addRow(self.western_check)
        form.addRow(self.tr("Image width:"), self.width_spin)
        form.addRow(self.tr("Resolution:"), self.dpi_spin)

        self.share_edit = QLineEdit(objectName="shareEdit", readOnly=True)
        self.share_edit.setMinimumWidth(180)  # longer button labels in French
        self.copy_share_button = QPushButton(self.tr("Copy share string"),
                                             objectName="copyShareButton")
        self.copy_share_button.clicked.connect(self.copy_share_string)
        share_row = QHBoxLayout()
        share_row.addWidget(self.share_edit, 1)
        share_row.addWidget(self.copy_share_button)
        form.addRow(self.tr("Share:"), share_row)
        self._fill_share()

        self.preview_label = QLabel(objectName="previewLabel",
                                    alignment=Qt.AlignmentFlag.AlignCenter)
        self.preview_label.setMinimumSize(PREVIEW_WIDTH, round(PREVIEW_WIDTH * 1.42))
        self.preview_label.setStyleSheet("background: #8a8a8a;")
        self.prev_page_button = QPushButton("◀", objectName="prevPageButton")
        self.next_page_button = QPushButton("▶", objectName="nextPageButton")
        self.page_label = QLabel(objectName="pageLabel",
                                 alignment=Qt.AlignmentFlag.AlignCenter)
        self.prev_page_button.clicked.connect(lambda: self.show_page(
            self.preview_page_number - 1))
        self.next_page_button.clicked.connect(lambda: self.show_page(
            self.preview_page_number + 1))
        pager = QHBoxLayout()
        pager.addWidget(self.prev_page_button)
        pager.addWidget(self.page_label, 1)
        pager.addWidget(self.next_page_button)
        right = QVBoxLayout()
        right.addWidget(self.preview_label, 1)
        right.addLayout(pager)

        self.status_label = QLabel(objectName="statusLabel", wordWrap=True)
        self.progress_bar = QProgressBar(objectName="exportProgress", visible=False)
        self.cancel_button = QPushButton(self.tr("Cancel export"),
                                         objectName="exportCancelButton", visible=False)
        self.cancel_button.clicked.connect(self.cancel_export)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = buttons.addButton(self.tr("Export…"),
                                               QDialogButtonBox.ButtonRole.AcceptRole)
        self.export_button.setObjectName("exportButton")
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self.choose_and_export)
        buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addLayout(form)
        left.addStretch(1)
        left.addWidget(self.status_label)
        left.addWidget(self.progress_bar)
        left.addWidget(self.cancel_button)
        top = QHBoxLayout()
        top.addLayout(left)
        top.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(buttons)

        for combo in (self.format_combo, self.scope_combo, self.paper_combo,
                      self.per_page_combo, self.notation_combo, self.coords_combo):
            combo.currentIndexChanged.connect(self._changed)
        for check in (self.bw_check, self.arrow_check, self.western_check):
            check.toggled.connect(self._changed)
        self.per_page_combo.currentIndexChanged.connect(self._follow_current_problem)

    # --- options -------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        return str(self.format_combo.currentData())

    def diagram_options(self) -> DiagramOptions:
        return DiagramOptions(bw=self.bw_check.isChecked(),
                              coordinates=str(self.coords_combo.currentData()),
                              piece_style="western" if self.western_check.isChecked()
                              else "chinese",
                              key_arrow=self.arrow_check.isChecked())

    def booklet_options(self) -> BookletOptions:
        return BookletOptions(per_page=int(self.per_page_combo.currentData()),
                              paper=str(self.paper_combo.currentData()),
                              notation=str(self.notation_combo.currentData()),
                              diagram=self.diagram_options())

    def _sync_enabled(self) -> None:
        kind = self.kind
        diagram = kind in ("svg", "png")
        self.scope_combo.setEnabled(diagram)
        self.scope_combo.blockSignals(True)  # a booklet or page shows "All problems"
        if diagram:
            self.scope_combo.setCurrentIndex(self.scope_combo.findData(self._scope_choice))
        else:
            self.scope_combo.setCurrentIndex(self.scope_combo.findData("all"))
        self.scope_combo.blockSignals(False)
        self.paper_combo.setEnabled(kind == "pdf")
        self.per_page_combo.setEnabled(kind == "pdf")
        self.notation_combo.setEnabled(kind in ("pdf", "html"))
        self.width_spin.setEnabled(diagram)
        self.dpi_spin.setEnabled(kind == "png")
        for widget in (self.prev_page_button, self.next_page_button, self.page_label):
            widget.setVisible(kind == "pdf")

    def _scope_chosen(self, _index: int) -> None:
        if self.scope_combo.isEnabled():
            self._scope_choice = str(self.scope_combo.currentData())

    def _changed(self) -> None:
        self._sync_enabled()
        self._preview_timer.start()

    def _follow_current_problem(self) -> None:
        self.preview_page_number = page_of_problem(self.current_index, self.booklet_options())

    # --- preview -------------------------------------------------------------------------

    def _page_count_hint(self) -> int:
        """Title page + diagram pages (solution pages are not counted before export)."""
        per_page = int(self.per_page_combo.currentData())
        return 1 + -(-len(self.collection) // per_page)

    def show_page(self, number: int) -> None:
        self.preview_page_number = max(1, min(number, self._page_count_hint() + 1))
        self.update_preview()

    def preview_image(self) -> QImage:
        """What the preview shows for the current settings."""
        if not len(self.collection):
            return QImage()
        if self.kind == "pdf":
            return preview_page(self.collection, self.preview_page_number, PREVIEW_WIDTH,
                                self.booklet_options())
        puzzle = self.collection[self.current_index]
        options = self.diagram_options()
        return render_image(Diagram.of_puzzle(puzzle, options), options, PREVIEW_WIDTH)

    def update_preview(self) -> None:
        try:
            image = self.preview_image()
        except ValueError as exc:
            self.preview_label.setText(str(exc))
            return
        if image.isNull():
            self.preview_label.setText(self.tr("Nothing to export"))
        else:
            self.preview_label.setPixmap(QPixmap.fromImage(image))
        last = self._page_count_hint() + 1
        self.page_label.setText(self.tr("Page {0}").format(self.preview_page_number)
                                if self.preview_page_number < last
                                else self.tr("Solutions"))
        self.prev_page_button.setEnabled(self.preview_page_number > 1)
        self.next_page_button.setEnabled(self.preview_page_number < last)

    # --- share string --------------------------------------------------------------------

    def _fill_share(self) -> None:
        if not len(self.collection):
            self.share_edit.clear()
            self.copy_share_button.setEnabled(False)
            return
        try:
            self.share_edit.setText(share_string(self.collection[self.current_index]))
        except ValueError as exc:
            self.share_edit.setText("")
            self.share_edit.setPlaceholderText(str(exc))
            self.copy_share_button.setEnabled(False)

    def copy_share_string(self) -> None:
        QGuiApplication.clipboard().setText(self.share_edit.text())
        self.status_label.setText(self.tr("Share string copied."))

    # --- export --------------------------------------------------------------------------

    def _all_diagrams(self) -> bool:
        return self.kind in ("svg", "png") and self.scope_combo.currentData() == "all"

    def choose_and_export(self) -> Task | None:
        """Ask for a file (or folder) name, then export in the background."""
        if self._all_diagrams():
            path = QFileDialog.getExistingDirectory(self, self.tr("Export diagrams to folder"))
        else:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export"),
                                                  f"{self.default_stem()}.{self.kind}",
                                                  FILTERS[self.kind])
        if not path:
            return None
        return self.start_export(path)

    def start_export(self, path: str) -> Task | None:
        """Export with the current settings to ``path`` in the background; None while an
        export runs already. The status line says what was written, or why not."""
        if self.export_task is not None:
            return None
        book_font(10, notation=True)  # the booklet's fonts are registered on this thread
        task = Task(self._export_work(path), self)
        task.progressed.connect(self._export_progressed)
        kind = self.kind
        task.done.connect(lambda outcome: self.status_label.setText(
            self._written(path, kind, outcome)))
        task.failed.connect(lambda _message, t=task: self._failed(self._why(path, t.error)))
        task.ended.connect(lambda t=task: self._export_ended(t))
        self.export_task = task
        self.status_label.setText(self.tr("Exporting…"))
        self.progress_bar.setRange(0, 0)  # busy until the first page
        for widget in (self.progress_bar, self.cancel_button):
            widget.setVisible(True)
        self.cancel_button.setEnabled(True)
        self.export_button.setEnabled(False)
        task.start()
        return task

    def cancel_export(self) -> None:
        """Abandon the running export; the file is left as it was."""
        if self.export_task is not None:
            self.export_task.cancel()
            self.cancel_button.setEnabled(False)
            self.status_label.setText(self.tr("Export cancelled."))

    def _export_progressed(self, step: object) -> None:
        done, total = step  # type: ignore[misc]
        self.progress_bar.setRange(0, total)
        self.progress_bar.setValue(done)

    def _export_ended(self, task: Task) -> None:
        if task is self.export_task:
            self.export_task = None
            for widget in (self.progress_bar, self.cancel_button):
                widget.setVisible(False)
            self.export_button.setEnabled(True)

    def done(self, result: int) -> None:
        """Closing the dialog cancels a running export and waits for it to end."""
        if self.export_task is not None:
            self.export_task.finish()
        super().done(result)

    def _why(self, path: str, exc: BaseException | None) -> str:
        if isinstance(exc, OSError):  # the file the user chose, never a temporary name
            return self.tr("Could not write %1: %2").replace("%1", path).replace(
                "%2", exc.strerror or str(exc))
        return str(exc)

    def _failed(self, text: str) -> None:
        self.status_label.setText(text)
        QMessageBox.warning(self, self.tr("Export failed"), text)

    def default_stem(self) -> str:
        """A file name without extension: the problem for one diagram, else the collection."""
        if self.kind in ("svg", "png") and len(self.collection):
            puzzle = self.collection[self.current_index]
            stem = f"{self.current_index + 1:03d} {puzzle.title}".strip()
        else:
            stem = self.collection.title or self.tr("problems")
        return "".join("_" if c in '/\\:*?"<>|' else c for c in stem)

    def export_to(self, path: str) -> str:
        """Export with the current settings to ``path``; a message saying what was written.

        Raises ValueError or OSError with a message for the user.
        """
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            return self._written(path, self.kind, run_now(self._export_work(path)))
        finally:
            QGuiApplication.restoreOverrideCursor()

    def _export_work(self, path: str) -> Work:
        """The export with the settings of now, as work for any thread (no widget in it):
        it answers a ``BookletSummary``, ``(written, failed)`` for a folder of diagrams, or
        None; a booklet reports ``(done, total)`` steps and stops when cancelled."""
        kind, options, collection = self.kind, self.diagram_options(), self.collection
        booklet, notation = self.booklet_options(), str(self.notation_combo.currentData())
        width, dpi, folder = self.width_spin.value(), self.dpi_spin.value(), self._all_diagrams()
        index = self.current_index

        def work(control: TaskControl) -> object:
            if kind == "pdf":
                def step(done: int, total: int) -> None:
                    if control.cancelled:
                        raise ExportCancelled(path)
                    control.report((done, total))
                return write_booklet(collection, path, booklet, step=step)
            if kind == "html":
                write_html(collection, path, options, notation)
                return None
            if folder:
                return save_diagrams(collection, path, kind, options, width=width, dpi=dpi)
            if not len(collection):
                raise ValueError("the collection has no problems to export")
            diagram = Diagram.of_puzzle(collection[index], options)
            if kind == "svg":
                save_svg(path, diagram, options, width)
            else:
                save_png(path, diagram, options, width, dpi)
            return None
        return work

    def _written(self, path: str, kind: str, outcome: object) -> str:
        """What an export wrote, in words."""
        if isinstance(outcome, BookletSummary):
            extra = (self.tr("; %n problem(s) noted", "", len(outcome.problems))
                     if outcome.problems else "")
            return self.tr("Wrote {0} ({1} pages){2}.").format(path, outcome.pages, extra)
        if isinstance(outcome, tuple):
            written, failed = outcome
            note = f" ({len(failed)} skipped: {failed[0]})" if failed else ""
            return self.tr("Wrote {0} diagrams to {1}{2}.").format(written, path, note)
        if kind == "html":
            return self.tr("Wrote {0}.").format(path)
        return self.tr("Wrote {0}.").format(Path(path).name)
