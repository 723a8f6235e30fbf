"""Files in the app: New, Open, Save, recent files, the shipped examples, the start page,
autosave and crash recovery. A ``WindowPart`` of the main window (see ``paiju.ui.window_part``).
"""

from __future__ import annotations

import inspect
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from paiju.puzzles import io as pio
from paiju.puzzles.model import Collection
from paiju.puzzles.shipped import collection_title, shipped_collections
from paiju.three_kingdoms import native as tk_native
from paiju.ui.document import empty_puzzle
from paiju.ui.recovery import RecoveryStore
from paiju.ui.settings import add_recent, recent_files
from paiju.ui.start_page import StartPage
from paiju.ui.window_part import WindowPart

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow

AUTOSAVE_MS = 30_000
DRAFT_TAG = "draft"
NATIVE_WRITABLE = {"native", "pgn", "fen"}
Button = QMessageBox.StandardButton


class FilesPart(WindowPart):
    """Opening and saving the window's document, and keeping a recovery copy of it."""

    name = "files"

    def __init__(self, recovery: RecoveryStore | None = None) -> None:
        super().__init__()
        self.recovery = recovery or RecoveryStore()

    def install(self, window: MainWindow) -> None:
        K = QKeySequence.StandardKey
        file = window.menu("file")
        quit_ = "quit"
        window.add_action("new", self.new_file, shortcut=K.New, menu=file, before=quit_)
        window.add_action("open", self.open_file, shortcut=K.Open, menu=file, before=quit_)
        self.recent_menu: QMenu = window.add_menu("recent", parent=file, before=quit_)
        window.add_separator(file, before=quit_)
        window.add_action("save", self.save, shortcut=K.Save, menu=file, before=quit_)
        window.add_action("save_as", self.save_as, shortcut=K.SaveAs, menu=file, before=quit_)
        window.add_action("save_finished", self.save_finished, shortcut="Ctrl+Alt+S", menu=file,
                          before=quit_)
        window.add_separator(file, before=quit_)
        window.add_action("clear_recent", self.clear_recent)
        help_ = window.menu("help")
        window.add_action("start_page", self.show_start_page, menu=help_, before="about")
        self.examples_menu: QMenu = window.add_menu("examples", parent=help_, before="about")
        window.add_separator(help_, before="about")

        self.start_page = StartPage(window, window.settings)
        self.start_page.set_board_style(window.prefs.board_style())
        window.add_mode("start", self.start_page, docks=())
        self.start_page.collectionChosen.connect(lambda p: self.open_path(p, remember=False))
        self.start_page.newRequested.connect(self.new_file)
        self.start_page.openRequested.connect(self.open_file)
        self.start_page.fileChosen.connect(self.open_path)
        self.start_page.recentChanged.connect(self._fill_recent)
        self.start_page.playRequested.connect(self._play)
        self.start_page.gameChosen.connect(
            lambda p: window.part("play").open_game(p))  # type: ignore[attr-defined]
        window.preferencesChanged.connect(
            lambda prefs: self.start_page.set_board_style(prefs.board_style()))
        window.validation.statusChanged.connect(self._refresh_save_finished)
        window.doc.positionChanged.connect(self._refresh_save_finished)
        window.doc.currentChanged.connect(self._refresh_save_finished)

        self.autosave_timer = QTimer(self)
        self.autosave_timer.setObjectName("autosave_timer")
        self.autosave_timer.setInterval(AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave)
        self.autosave_timer.start()
        self._fill_examples()

    def retranslate(self) -> None:
        w = self.window
        w.menu("recent").setTitle(self.tr("Open &Recent"))
        w.menu("examples").setTitle(self.tr("&Examples"))
        w.set_texts({
            "new": (self.tr("&New"), self.tr("Start a new puzzle file")),
            "open": (self.tr("&Open…"),
                     self.tr("Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, "
                             "FEN)")),
            "save": (self.tr("&Save"), self.tr("Save the collection")),
            "save_as": (self.tr("Save &As…"),
                        self.tr("Save the collection under another name or format")),
            "save_finished": (self.tr("Save as &Finished Puzzle"),
                           self._finished_tip()),
            "clear_recent": (self.tr("&Clear List"), self.tr("Forget the recent files")),
            "start_page": (self.tr("S&tart Page"),
                           self.tr("Play, the collections that come with Paiju, New and Open, "
                                   "recent games and files")),
        })
        self.start_page.retranslate()
        self._fill_recent()
        self._refresh_save_finished()

    def can_close(self) -> bool:
        return self.maybe_save()

    def shutdown(self) -> None:
        self.autosave_timer.stop()
        self.recovery.drop()

    # --- the start page ------------------------------------------------------------------------
    def show_start_page(self) -> None:
        """The shipped collections, New and Open in the central area (opening leaves it)."""
        self.window.show_mode("start")

    def start_page_shown(self) -> bool:
        return self.window.mode() == "start"

    def _play(self, mode: str) -> None:
        """A Play entry of the start page: that mode, ready to play."""
        w = self.window
        if mode == "online":
            w.action("online_host").trigger()
        elif mode == "three_kingdoms":
            w.action("tk_new_game").trigger()
        else:
            w.part("play").new_game(mode)  # type: ignore[attr-defined]

    # --- opening -------------------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to go on."""
        if not self.window.doc.is_modified():
            return True
        answer = QMessageBox.question(
            self.window, self.tr("Unsaved changes"),
            self.tr("The puzzle file has unsaved changes. Save them?"),
            Button.Save | Button.Discard | Button.Cancel, Button.Save)
        if answer == Button.Save:
            return self.save()
        return answer == Button.Discard

    def new_file(self) -> None:
        if self.maybe_save():
            self.window.doc.load(Collection(puzzles=[empty_puzzle()]))
            self.window.show_mode("editor")

    def open_file(self) -> None:
        if not self.maybe_save():
            return
        filters = ";;".join([pio.ALL_READABLE_FILTER] + [f.filter for f in pio.READ_FORMATS]
                            + [self.tr("All files (*)")])
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open Puzzles"), self._last_dir(), filters)
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str, *, ask: bool = True, remember: bool = True) -> bool:
        """Open any readable puzzle file; problems are reported, never a traceback."""
        w = self.window
        if tk_native.is_tk_file(path):  # the Three Kingdoms mode reads it, the document stays
            return self._open_three_kingdoms(path, remember)
        if ask and not self.maybe_save():
            return False
        try:
            result = pio.load(path)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(w, self.tr("Open Puzzles"), str(exc))
            return False
        if not result.collection.puzzles:
            QMessageBox.warning(w, self.tr("Open Puzzles"),
                                self.tr("%1 holds no puzzle.").replace("%1", path)
                                + _problem_text(result))
            return False
        keep = result.format in NATIVE_WRITABLE and remember
        w.doc.load(result.collection, path if keep else "")
        w.show_mode("editor")
        if remember:
            w.settings.setValue("last_dir", str(Path(path).parent))
            add_recent(w.settings, path)
            self._fill_recent()
        w.show_status(self.tr("Opened %1: %n puzzle(s)", "", len(result.collection))
                      .replace("%1", Path(path).name))
        if result.problems:
            self._show_problems(result)
        return True

    def _open_three_kingdoms(self, path: str, remember: bool) -> bool:
        w = self.window
        try:
            w.part("three_kingdoms").open_path(path)  # type: ignore[attr-defined]
        except (ValueError, OSError) as exc:
            QMessageBox.warning(w, self.tr("Open Puzzles"), str(exc))
            return False
        if remember:
            w.settings.setValue("last_dir", str(Path(path).parent))
            add_recent(w.settings, path)
            self._fill_recent()
        return True

    def _show_problems(self, result: pio.LoadResult) -> None:
        """A non-modal report of the records that could not be read (all in the details)."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Open Puzzles"),
                          self.tr("Some records could not be read:") + _problem_text(result),
                          Button.Ok, self.window)
        box.setObjectName("problems_box")
        box.setDetailedText("\n".join(str(p) for p in result.problems))
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.problems_box = box

    # --- saving --------------------------------------------------------------------------------
    def save(self) -> bool:
        doc = self.window.doc
        return self.save_to(doc.path) if doc.path else self.save_as()

    def save_as(self) -> bool:
        w = self.window
        filters = ";;".join(f.filter for f in pio.WRITE_FORMATS)
        start = w.doc.path or str(Path(self._last_dir())
                                  / (w.doc.collection.title or w.doc.current.title or "puzzles"))
        path, chosen = QFileDialog.getSaveFileName(w, self.tr("Save Puzzles"), start, filters)
        if not path:
            return False
        fmt = next((f for f in pio.WRITE_FORMATS if f.filter == chosen), pio.WRITE_FORMATS[0])
        if not Path(path).suffix:
            path += fmt.extensions[0]
        return self.save_to(path)

    def save_finished(self) -> bool:
        """Save with the current puzzle marked finished (its draft tag goes): only when its
        setup has no error (and no warning, unless composer mode accepts them). This checks
        legality, not soundness (a unique key proven by the solver)."""
        action = self.window.action("save_finished")
        if not action.isEnabled():
            self.window.show_status(action.toolTip())
            return False
        if not self.save():  # not blocked, so saving drops the draft tag
            return False
        self.window.show_status(self.tr("Saved with the puzzle marked finished: %1")
                                .replace("%1", self.window.doc.path))
        return True

    def save_to(self, path: str) -> bool:
        """Write the collection atomically; the current puzzle is tagged draft when unsound.
        A read-only file is replaced only when the user says so."""
        w = self.window
        if _read_only(path):
            answer = QMessageBox.question(
                w, self.tr("Save Puzzles"),
                self.tr("%1 is read-only. Replace it anyway?").replace("%1", path),
                Button.Yes | Button.No, Button.No)
            if answer != Button.Yes:
                return False
            force = True
        else:
            force = False
        self._mark_draft()
        try:
            _save(w.doc.snapshot(), path, force)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(w, self.tr("Save Puzzles"), str(exc))
            return False
        w.doc.set_path(path)
        w.doc.mark_saved()
        add_recent(w.settings, path)
        self._fill_recent()
        self.recovery.drop()
        w.show_status(self.tr("Saved %1").replace("%1", path))
        return True

    def _mark_draft(self) -> None:
        """Tag the current puzzle 'draft' while it is not a sound setup (not an undo step)."""
        tags = self.window.doc.current.tags
        blocked = bool(self.window.validation.blocking_reason())
        if blocked and DRAFT_TAG not in tags:
            tags.append(DRAFT_TAG)
        elif not blocked and DRAFT_TAG in tags:
            tags.remove(DRAFT_TAG)

    def _finished_tip(self) -> str:
        return self.tr("Save, with the current puzzle marked finished (no draft tag): only "
                       "when its setup is legal. Soundness is the solver's verdict (Solve menu).")

    def _refresh_save_finished(self, *_: object) -> None:
        """Blocked by the first error, or by the first warning unless composer mode accepts
        warnings; the reason is the tooltip."""
        action, panel = self.window.action("save_finished"), self.window.validation
        errors, warnings = panel.errors(), panel.warnings()
        if errors:
            tip = panel.describe(errors[0])
        elif warnings and not panel.composer.isChecked():
            tip = self.tr("%1 (switch on composer mode to accept warnings)").replace(
                "%1", panel.describe(warnings[0]))
        else:
            tip = self._finished_tip()
        action.setEnabled(not errors and (not warnings or panel.composer.isChecked()))
        action.setToolTip(tip)
        action.setStatusTip(tip)

    # --- recent files and examples -------------------------------------------------------------
    def _last_dir(self) -> str:
        return str(self.window.settings.value("last_dir", ""))

    def _fill_recent(self) -> None:
        menu, clear = self.recent_menu, self.window.action("clear_recent")
        menu.clear()
        files = recent_files(self.window.settings)
        for i, path in enumerate(files):
            act = menu.addAction(f"&{i + 1} {Path(path).name}")
            act.setObjectName(f"action_recent_{i}")
            act.setToolTip(path)
            act.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if files:
            menu.addSeparator()
        menu.addAction(clear)
        clear.setEnabled(bool(files))

    def clear_recent(self) -> None:
        self.window.settings.setValue("recent_files", [])
        self._fill_recent()

    def _fill_examples(self) -> None:
        menu = self.examples_menu
        menu.clear()
        try:
            shipped = list(shipped_collections())
        except OSError:
            shipped = []
        for i, item in enumerate(shipped):
            path = str(item)
            act = menu.addAction(collection_title(item).replace("&", "&&"))
            act.setObjectName(f"action_example_{i}")
            act.setToolTip(path)
            act.triggered.connect(lambda _c=False, p=path: self.open_path(p, remember=False))
        menu.setEnabled(bool(shipped))

    # --- autosave and recovery -----------------------------------------------------------------
    def autosave(self) -> bool:
        """Write this instance's recovery copy when there are unsaved changes."""
        doc = self.window.doc
        if not doc.is_modified():
            return False
        try:
            self.recovery.write(doc.snapshot(), doc.path)
        except (ValueError, OSError) as exc:
            self.window.show_status(self.tr("Autosave failed: %1").replace("%1", str(exc)))
            return False
        return True

    def offer_recovery(self) -> bool:
        """After a crash: offer the copies of instances that no longer run. True when one was
        restored (the others are offered at the next start)."""
        for orphan in self.recovery.orphans():
            try:
                collection = orphan.load()
            except (ValueError, OSError):
                orphan.discard()  # an empty or broken copy: nothing to restore
                continue
            answer = QMessageBox.question(
                self.window, self.tr("Recover unsaved work"),
                self.tr("Paiju did not close properly last time. Restore the unsaved work that "
                        "was saved automatically?"),
                Button.Yes | Button.No, Button.Yes)
            orphan.discard()
            if answer != Button.Yes:
                continue
            doc = self.window.doc
            doc.load(collection, orphan.source)
            doc.mark_recovered()
            self.window.show_mode("editor")
            return True
        return False


def _read_only(path: str) -> bool:
    """An existing file we may not, or should not, write (no write permission bit)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not mode & stat.S_IWUSR or not os.access(path, os.W_OK)


def _save(collection: Collection, path: str, force: bool) -> None:
    """The atomic save; ``force`` lets it replace a read-only file the user agreed to."""
    if force and "force" in inspect.signature(pio.save).parameters:
        pio.save(collection, path, force=True)  # type: ignore[call-arg]
    else:
        pio.save(collection, path)


def _problem_text(result: pio.LoadResult) -> str:
    shown = [str(p) for p in result.problems[:15]]
    more = len(result.problems) - len(shown)
    return "\n\n" + "\n".join(shown) + (f"\n… (+{more})" if more > 0 else "")
