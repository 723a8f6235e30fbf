"""The main window: board in the middle, palette, collection, validation and metadata docks,
menus whose actions all carry a stable ``objectName`` (``action_*``), files and settings.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

import xiangqi
from puzzles import io as pio
from puzzles.model import Collection, Puzzle
from ui import commands
from ui.board_view import BoardView
from ui.collection_panel import CollectionPanel
from ui.document import PuzzleDocument, empty_puzzle
from ui.export.integration import install_export  # issue 7: File → Export…
from ui.help import RulesDialog
from ui.i18n import install_language
from ui.metadata_panel import MetadataPanel
from ui.palette import PiecePalette
from ui.play.integration import install_play
from ui.settings import Preferences, SettingsDialog, add_recent, recent_files
from ui.solving.integration import install_solving  # issue 6: solving docks
from ui.start_page import StartPage
from ui.validation_panel import ValidationPanel

AUTOSAVE_MS = 30_000
DRAFT_TAG = "draft"
NATIVE_WRITABLE = {"native", "pgn", "fen"}


def recovery_path() -> Path:
    """Where the autosaved recovery copy lives."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".paiju") / "recovery.xqp"


class MainWindow(QMainWindow):
    """The composer's window."""

    solveRequested = Signal()  # the solver panel (issue 6) connects here
    preferencesChanged = Signal(object)  # Preferences, after they were applied

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self.settings = settings or QSettings()
        self.prefs = Preferences.load(self.settings)
        self.doc = PuzzleDocument(self)
        self.actions_: dict[str, QAction] = {}
        self._rules: RulesDialog | None = None
        self.recovery_file = recovery_path()
        self.solver_attached = False  # set by the solver panel (issue 6)

        self.view = BoardView(self.doc, self)
        self.setCentralWidget(self.view)
        self.palette_ = PiecePalette(self.doc, self)
        self.validation = ValidationPanel(self.doc, self)
        self.metadata = MetadataPanel(self.doc, self)
        self.collection = CollectionPanel(self.doc, self)
        self.fen_label = QLabel(self)
        self.fen_label.setObjectName("status_fen")
        self.fen_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.fen_label)

        self._make_actions()
        self._make_menus()
        self._make_docks()
        self._connect()
        self.apply_preferences(self.prefs, initial=True)
        self.retranslate()
        self._refresh_all()

        self.autosave_timer = QTimer(self)
        self.autosave_timer.setObjectName("autosave_timer")
        self.autosave_timer.setInterval(AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave)
        self.autosave_timer.start()
        self.resize(1280, 820)
        self.solving = install_solving(self)  # issue 6: solver, verification, training
        self.solver_attached = True
        install_export(self)  # issue 7: export dialog and PGN
        self.play = install_play(self)  # issue 11: Play mode, analysis, scores
        self.start_page = StartPage(self)
        self.start_page.set_board_style(self.prefs.board_style())
        self.solving.stack.addWidget(self.start_page)
        self.start_page.collectionChosen.connect(lambda p: self.open_path(p, remember=False))
        self.start_page.newRequested.connect(self.new_file)
        self.start_page.openRequested.connect(self.open_file)
        self.preferencesChanged.connect(
            lambda prefs: self.start_page.set_board_style(prefs.board_style()))

    # --- construction ------------------------------------------------------------------------
    def add_dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        """A dock named ``dock_<name>`` holding widget, listed in the View menu."""
        dock = QDockWidget(self)
        dock.setObjectName(f"dock_{name}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.view_menu.addAction(dock.toggleViewAction())
        self.docks[name] = dock
        return dock

    def _action(
        self,
        name: str,
        slot: Callable[[], object] | None = None,
        shortcut: QKeySequence | str | None = None,
        checkable: bool = False,
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(f"action_{name}")
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if slot is not None:
            action.triggered.connect(lambda _checked=False: slot())
        self.actions_[name] = action
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        a, K = self._action, QKeySequence.StandardKey
        a("new", self.new_file, K.New)
        a("open", self.open_file, K.Open)
        a("save", self.save, K.Save)
        a("save_as", self.save_as, K.SaveAs)
        a("save_sound", self.save_sound, "Ctrl+Alt+S")
        a("quit", self.close, K.Quit)
        undo = self.doc.undo_stack.createUndoAction(self)
        undo.setObjectName("action_undo")
        undo.setShortcut(K.Undo)
        redo = self.doc.undo_stack.createRedoAction(self)
        redo.setObjectName("action_redo")
        redo.setShortcuts([QKeySequence(K.Redo), QKeySequence("Ctrl+Y")])
        self.actions_["undo"], self.actions_["redo"] = undo, redo
        a("copy_fen", self.copy_fen, "Ctrl+Shift+C")
        a("paste_fen", self.paste_fen, "Ctrl+Shift+V")
        a("clear_board", lambda: self.push(commands.clear_board(self.doc)), "Ctrl+Backspace")
        a(
            "start_position",
            lambda: self.push(
                commands.set_position(self.doc, self.tr("Start position"), xiangqi.STARTING_FEN)
            ),
            "Ctrl+Shift+R",
        )
        a("swap_sides", lambda: self.push(commands.swap_sides(self.doc)))
        side = QActionGroup(self)
        for name, color in (("red_to_move", xiangqi.RED), ("black_to_move", xiangqi.BLACK)):
            act = a(name, lambda c=color: self.push(commands.set_turn(self.doc, c)), checkable=True)
            side.addAction(act)
        a(
            "toggle_side",
            lambda: self.push(commands.set_turn(self.doc, self.doc.board.turn.other)),
            "Ctrl+T",
        )
        a("settings", self.edit_settings, K.Preferences)
        a(
            "flip",
            lambda: self.view.set_flipped(self.actions_["flip"].isChecked()),
            "F",
            checkable=True,
        )
        a("previous_puzzle", lambda: self.doc.select(self.doc.index - 1), "PgUp")
        a("next_puzzle", lambda: self.doc.select(self.doc.index + 1), "PgDown")
        a("add_puzzle", self.add_puzzle, "Ctrl+Shift+N")
        a("remove_puzzle", self.remove_puzzle)
        a("move_puzzle_up", lambda: self.move_puzzle(-1), "Ctrl+Shift+Up")
        a("move_puzzle_down", lambda: self.move_puzzle(1), "Ctrl+Shift+Down")
        a("solve", self.solve, "F5")
        a("rules", self.show_rules, K.HelpContents)
        a("start_page", self.show_start_page)
        a("about", self.about)
        a("clear_recent", self.clear_recent)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menus: dict[str, QMenu] = {}

        def menu(name: str, parent: QMenu | None = None) -> QMenu:
            m = parent.addMenu("") if parent else bar.addMenu("")
            m.setObjectName(f"menu_{name}")
            self.menus[name] = m
            return m

        acts = self.actions_
        file = menu("file")
        file.addActions([acts["new"], acts["open"]])
        self.recent_menu = menu("recent", file)
        file.addSeparator()
        file.addActions([acts["save"], acts["save_as"], acts["save_sound"]])
        file.addSeparator()
        file.addAction(acts["quit"])
        edit = menu("edit")
        edit.addActions([acts["undo"], acts["redo"]])
        edit.addSeparator()
        edit.addActions([acts["copy_fen"], acts["paste_fen"]])
        edit.addSeparator()
        edit.addActions([acts["clear_board"], acts["start_position"], acts["swap_sides"]])
        edit.addSeparator()
        edit.addActions([acts["red_to_move"], acts["black_to_move"], acts["toggle_side"]])
        edit.addSeparator()
        edit.addAction(acts["settings"])
        self.view_menu = menu("view")
        self.view_menu.addAction(acts["flip"])
        self.view_menu.addSeparator()
        puzzle = menu("puzzle")
        puzzle.addActions([acts["previous_puzzle"], acts["next_puzzle"]])
        puzzle.addSeparator()
        puzzle.addActions(
            [
                acts["add_puzzle"],
                acts["remove_puzzle"],
                acts["move_puzzle_up"],
                acts["move_puzzle_down"],
            ]
        )
        solve = menu("solve")
        solve.addAction(acts["solve"])
        help_ = menu("help")
        help_.addAction(acts["rules"])
        help_.addAction(acts["start_page"])
        self.examples_menu = menu("examples", help_)
        help_.addSeparator()
        help_.addAction(acts["about"])
        self._fill_examples()

    def _make_docks(self) -> None:
        pieces = QWidget(self)
        lay = QVBoxLayout(pieces)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.palette_)
        side = QHBoxLayout()
        self.side_buttons: list[QToolButton] = []
        for name in ("red_to_move", "black_to_move"):
            button = QToolButton(pieces)
            button.setObjectName(f"button_{name}")
            button.setDefaultAction(self.actions_[name])
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            side.addWidget(button)
            self.side_buttons.append(button)
        side.addStretch(1)
        lay.addLayout(side)
        lay.addStretch(1)
        self.docks: dict[str, QDockWidget] = {}
        L, R = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        for name, widget, area in (
            ("pieces", pieces, L),
            ("collection", self.collection, L),
            ("validation", self.validation, R),
            ("metadata", self.metadata, R),
        ):
            self.add_dock(name, widget, area)
        self.resizeDocks(
            [self.docks["pieces"], self.docks["validation"]], [330, 300], Qt.Orientation.Horizontal
        )
        self.resizeDocks(
            [self.docks["pieces"], self.docks["collection"]], [170, 500], Qt.Orientation.Vertical
        )

    def _connect(self) -> None:
        doc = self.doc
        self.view.placeRequested.connect(
            lambda sq, piece: self.push(commands.place_piece(doc, sq, piece))
        )
        self.view.moveRequested.connect(lambda a, b: self.push(commands.move_piece(doc, a, b)))
        self.view.removeRequested.connect(lambda sq: self.push(commands.remove_piece(doc, sq)))
        self.palette_.armedChanged.connect(self._armed)
        self.validation.issueActivated.connect(self.view.set_marked)
        self.validation.statusChanged.connect(self._refresh_solve)
        self.metadata.editRequested.connect(
            lambda name, value: self.push(commands.MetadataCommand(doc, name, value))
        )
        self.collection.previousRequested.connect(self.actions_["previous_puzzle"].trigger)
        self.collection.nextRequested.connect(self.actions_["next_puzzle"].trigger)
        self.collection.addRequested.connect(self.add_puzzle)
        self.collection.removeRequested.connect(lambda _i: self.remove_puzzle())
        self.collection.moveRequested.connect(
            lambda i, j: self.push(commands.MovePuzzleCommand(doc, i, j))
        )
        doc.positionChanged.connect(self._refresh_all)
        doc.currentChanged.connect(self._refresh_all)
        doc.collectionChanged.connect(self._refresh_all)
        doc.pathChanged.connect(self._refresh_title)
        doc.undo_stack.cleanChanged.connect(self._refresh_title)
        doc.undo_stack.indexChanged.connect(self._refresh_title)

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """(Re)apply every user-visible text; runs again on QEvent.LanguageChange."""
        menus = {
            "file": self.tr("&File"),
            "recent": self.tr("Open &Recent"),
            "edit": self.tr("&Edit"),
            "view": self.tr("&View"),
            "puzzle": self.tr("&Puzzle"),
            "solve": self.tr("&Solve"),
            "help": self.tr("&Help"),
            "examples": self.tr("&Examples"),
        }
        for name, text in menus.items():
            self.menus[name].setTitle(text)
        texts = {
            "new": (self.tr("&New"), self.tr("Start a new puzzle file")),
            "open": (
                self.tr("&Open…"),
                self.tr("Open a puzzle file (native, PGN, XQF, DhtmlXQ, eglib, CSV, JSON, FEN)"),
            ),
            "save": (self.tr("&Save"), self.tr("Save the collection")),
            "save_as": (
                self.tr("Save &As…"),
                self.tr("Save the collection under another name or format"),
            ),
            "save_sound": (
                self.tr("Save as Sound &Puzzle"),
                self.tr("Declare the current puzzle sound (no draft tag) and save"),
            ),
            "quit": (self.tr("&Quit"), self.tr("Close Paiju")),
            "copy_fen": (
                self.tr("&Copy FEN"),
                self.tr("Copy the position as FEN to the clipboard"),
            ),
            "paste_fen": (
                self.tr("&Paste FEN"),
                self.tr("Set up the position from a FEN in the clipboard (any dialect)"),
            ),
            "clear_board": (
                self.tr("C&lear Board"),
                self.tr("Remove every piece except the generals"),
            ),
            "start_position": (self.tr("S&tart Position"), self.tr("Set up the initial position")),
            "swap_sides": (
                self.tr("S&wap Sides"),
                self.tr("Swap the colours and turn the board round"),
            ),
            "red_to_move": (self.tr("&Red to Move"), self.tr("Red moves first in this puzzle")),
            "black_to_move": (
                self.tr("&Black to Move"),
                self.tr("Black moves first in this puzzle"),
            ),
            "toggle_side": (self.tr("&Toggle Side to Move"), self.tr("Switch the side to move")),
            "settings": (self.tr("Se&ttings…"), self.tr("Language, pieces, coordinates, notation")),
            "flip": (self.tr("&Flip Board"), self.tr("Show the board from Black's side")),
            "previous_puzzle": (self.tr("&Previous Puzzle"), self.tr("Go to the previous puzzle")),
            "next_puzzle": (self.tr("&Next Puzzle"), self.tr("Go to the next puzzle")),
            "add_puzzle": (
                self.tr("&Add Current Puzzle"),
                self.tr("Add a copy of the current puzzle after it"),
            ),
            "remove_puzzle": (self.tr("&Remove Puzzle"), self.tr("Remove the current puzzle")),
            "move_puzzle_up": (
                self.tr("Move Puzzle &Up"),
                self.tr("Move the puzzle up in the list"),
            ),
            "move_puzzle_down": (
                self.tr("Move Puzzle &Down"),
                self.tr("Move the puzzle down in the list"),
            ),
            "solve": (self.tr("&Solve"), self.tr("Prove the stipulated mate and look for cooks")),
            "rules": (self.tr("&Rules of Xiangqi"), self.tr("The rules of xiangqi")),
            "start_page": (
                self.tr("S&tart Page"),
                self.tr("The collections that come with Paiju, New and Open"),
            ),
            "about": (self.tr("&About Paiju"), self.tr("About Paiju")),
            "clear_recent": (self.tr("&Clear List"), self.tr("Forget the recent files")),
        }
        for name, (text, tip) in texts.items():
            self.actions_[name].setText(text)
            self.actions_[name].setToolTip(tip)
            self.actions_[name].setStatusTip(tip)
        docks = {
            "pieces": self.tr("Pieces"),
            "collection": self.tr("Collection"),
            "validation": self.tr("Validation"),
            "metadata": self.tr("Puzzle"),
        }
        for name, text in docks.items():
            self.docks[name].setWindowTitle(text)
        self.palette_.retranslate()
        self.validation.retranslate()
        self.metadata.retranslate()
        self.collection.retranslate()
        start_page = getattr(self, "start_page", None)  # built after the first retranslate
        if start_page is not None:
            start_page.retranslate()
        self._fill_recent()
        self._refresh_all()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- refresh -----------------------------------------------------------------------------
    def _refresh_all(self, *_: object) -> None:
        board = self.doc.board
        self.fen_label.setText(board.fen())
        self.actions_["red_to_move"].setChecked(board.turn is xiangqi.RED)
        self.actions_["black_to_move"].setChecked(board.turn is xiangqi.BLACK)
        n, i = len(self.doc.collection), self.doc.index
        self.actions_["previous_puzzle"].setEnabled(i > 0)
        self.actions_["next_puzzle"].setEnabled(i < n - 1)
        self.actions_["move_puzzle_up"].setEnabled(i > 0)
        self.actions_["move_puzzle_down"].setEnabled(i < n - 1)
        self.actions_["remove_puzzle"].setEnabled(n > 1)
        self._refresh_solve()
        self._refresh_title()

    def _refresh_solve(self) -> None:
        action = self.actions_["solve"]
        errors = self.validation.errors()
        action.setEnabled(not errors)
        if errors:
            action.setToolTip(
                self.tr("Solving is disabled: %1").replace(
                    "%1", "; ".join(self.validation.describe(i) for i in errors)
                )
            )
        else:
            action.setToolTip(self.tr("Prove the stipulated mate and look for cooks"))
        self._refresh_save_sound()

    def _refresh_save_sound(self) -> None:
        """Save as sound puzzle: blocked by the first error, or by the first warning unless
        composer mode accepts warnings; the reason is the tooltip."""
        action, panel = self.actions_["save_sound"], self.validation
        errors, warnings = panel.errors(), panel.warnings()
        if errors:
            tip = panel.describe(errors[0])
        elif warnings and not panel.composer.isChecked():
            tip = self.tr("%1 (switch on composer mode to accept warnings)").replace(
                "%1", panel.describe(warnings[0]))
        else:
            tip = self.tr("Declare the current puzzle sound (no draft tag) and save")
        action.setEnabled(not errors and (not warnings or panel.composer.isChecked()))
        action.setToolTip(tip)
        action.setStatusTip(tip)

    def _refresh_title(self, *_: object) -> None:
        name = Path(self.doc.path).name if self.doc.path else self.tr("Untitled")
        n = len(self.doc.collection)
        where = f" ({self.doc.index + 1}/{n})" if n > 1 else ""
        self.setWindowTitle(f"{name}{where}[*] — Paiju")
        self.setWindowModified(self.doc.is_modified())

    def _armed(self, piece: xiangqi.Piece | None) -> None:
        self.view.armed = piece
        self.view.setCursor(Qt.CursorShape.CrossCursor if piece else Qt.CursorShape.ArrowCursor)

    # --- edits -------------------------------------------------------------------------------
    def push(self, command: object) -> None:
        """Push one undo command (builders return None when nothing would change)."""
        if command is not None:
            self.doc.undo_stack.push(command)  # type: ignore[arg-type]

    def copy_fen(self) -> None:
        QGuiApplication.clipboard().setText(self.doc.fen())
        self.statusBar().showMessage(self.tr("FEN copied"), 3000)

    def paste_fen(self, text: str | None = None) -> bool:
        """Set up the position from a FEN (clipboard by default); False on bad FEN."""
        text = (QGuiApplication.clipboard().text() if text is None else text).strip()
        try:
            command = commands.set_position(self.doc, self.tr("Paste FEN"), text)
        except ValueError as exc:
            QMessageBox.warning(
                self,
                self.tr("Paste FEN"),
                self.tr("The clipboard does not hold a FEN: %1").replace("%1", str(exc)),
            )
            return False
        self.push(command)
        return True

    def add_puzzle(self) -> None:
        copy = Puzzle(fen=self.doc.fen(), stipulation=self.doc.current.stipulation)
        self.push(commands.AddPuzzleCommand(self.doc, copy))

    def remove_puzzle(self) -> None:
        if len(self.doc.collection) > 1:
            self.push(commands.RemovePuzzleCommand(self.doc, self.doc.index))

    def move_puzzle(self, delta: int) -> None:
        i = self.doc.index
        if 0 <= i + delta < len(self.doc.collection):
            self.push(commands.MovePuzzleCommand(self.doc, i, i + delta))

    def solve(self) -> None:
        """Hand the position to the solver panel (issue 6) when one is attached."""
        if self.solver_attached:
            self.solveRequested.emit()
        else:
            self.statusBar().showMessage(self.tr("The solver is not part of this version yet."),
                                         5000)

    # --- files -------------------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to go on."""
        if not self.doc.is_modified():
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("The puzzle file has unsaved changes. Save them?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_file(self) -> None:
        if self.maybe_save():
            self.doc.load(Collection(puzzles=[empty_puzzle()]))
            self.palette_.disarm()

    def open_file(self) -> None:
        if not self.maybe_save():
            return
        filters = ";;".join(
            [pio.ALL_READABLE_FILTER]
            + [f.filter for f in pio.READ_FORMATS]
            + [self.tr("All files (*)")]
        )
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open Puzzles"), str(self.settings.value("last_dir", "")), filters
        )
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str, *, ask: bool = True, remember: bool = True) -> bool:
        """Open any readable puzzle file; problems are reported, never a traceback."""
        if ask and not self.maybe_save():
            return False
        try:
            result = pio.load(path)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Open Puzzles"), str(exc))
            return False
        if not result.collection.puzzles:
            QMessageBox.warning(
                self,
                self.tr("Open Puzzles"),
                self.tr("%1 holds no puzzle.").replace("%1", path) + self._problem_text(result),
            )
            return False
        keep = result.format in NATIVE_WRITABLE and remember
        self.doc.load(result.collection, path if keep else "")
        if remember:
            self.settings.setValue("last_dir", str(Path(path).parent))
            add_recent(self.settings, path)
            self._fill_recent()
        self.statusBar().showMessage(
            self.tr("Opened %1: %2 puzzle(s)")
            .replace("%1", Path(path).name)
            .replace("%2", str(len(result.collection))),
            5000,
        )
        if result.problems:
            self._show_problems(result)
        return True

    def _show_problems(self, result: pio.LoadResult) -> None:
        """A non-modal report of the records that could not be read (all in the details)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Open Puzzles"),
            self.tr("Some records could not be read:") + self._problem_text(result),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setObjectName("problems_box")
        box.setDetailedText("\n".join(str(p) for p in result.problems))
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.problems_box = box

    @staticmethod
    def _problem_text(result: pio.LoadResult) -> str:
        shown = [str(p) for p in result.problems[:15]]
        more = len(result.problems) - len(shown)
        return "\n\n" + "\n".join(shown) + (f"\n… (+{more})" if more > 0 else "")

    def save(self) -> bool:
        if not self.doc.path:
            return self.save_as()
        return self.save_to(self.doc.path)

    def save_as(self) -> bool:
        filters = ";;".join(f.filter for f in pio.WRITE_FORMATS)
        start = self.doc.path or str(
            Path(str(self.settings.value("last_dir", ""))) / (self.doc.current.title or "puzzles")
        )
        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Save Puzzles"), start, filters)
        if not path:
            return False
        fmt = next((f for f in pio.WRITE_FORMATS if f.filter == chosen), pio.WRITE_FORMATS[0])
        if not Path(path).suffix:
            path += fmt.extensions[0]
        return self.save_to(path)

    def save_sound(self) -> bool:
        """Save with the current puzzle declared sound: only when its setup has no error (and
        no warning, unless composer mode accepts them). The draft tag goes."""
        if not self.actions_["save_sound"].isEnabled():
            self.statusBar().showMessage(self.actions_["save_sound"].toolTip(), 5000)
            return False
        if not self.save():  # not blocked, so saving drops the draft tag
            return False
        self.statusBar().showMessage(self.tr("Saved as a sound puzzle: %1").replace(
            "%1", self.doc.path), 5000)
        return True

    def save_to(self, path: str) -> bool:
        """Write the collection atomically; the current puzzle is tagged draft when unsound."""
        self._mark_draft()
        try:
            pio.save(self.doc.snapshot(), path)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Save Puzzles"), str(exc))
            return False
        self.doc.set_path(path)
        self.doc.mark_saved()
        add_recent(self.settings, path)
        self._fill_recent()
        self._drop_recovery()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", path), 5000)
        return True

    def _mark_draft(self) -> None:
        """Tag the current puzzle 'draft' while it is not a sound setup (not an undo step)."""
        tags = self.doc.current.tags
        blocked = bool(self.validation.blocking_reason())
        if blocked and DRAFT_TAG not in tags:
            tags.append(DRAFT_TAG)
        elif not blocked and DRAFT_TAG in tags:
            tags.remove(DRAFT_TAG)

    def _fill_recent(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = recent_files(self.settings)
        for i, path in enumerate(files):
            act = menu.addAction(f"&{i + 1} {Path(path).name}")
            act.setObjectName(f"action_recent_{i}")
            act.setToolTip(path)
            act.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if files:
            menu.addSeparator()
        menu.addAction(self.actions_["clear_recent"])
        self.actions_["clear_recent"].setEnabled(bool(files))

    def clear_recent(self) -> None:
        self.settings.setValue("recent_files", [])
        self._fill_recent()

    def _fill_examples(self) -> None:
        menu = self.examples_menu
        menu.clear()
        try:
            from puzzles.shipped import shipped_collections  # written in parallel

            shipped = list(shipped_collections())
        except (ImportError, OSError, ValueError):
            shipped = []
        for i, item in enumerate(shipped):
            path = str(item)
            act = menu.addAction(Path(path).stem)
            act.setObjectName(f"action_example_{i}")
            act.setToolTip(path)
            act.triggered.connect(lambda _c=False, p=path: self.open_path(p, remember=False))
        menu.setEnabled(bool(shipped))

    # --- autosave and recovery ---------------------------------------------------------------
    def autosave(self) -> bool:
        """Write a recovery copy when there are unsaved changes."""
        if not self.doc.is_modified():
            return False
        target = self.recovery_file
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            pio.save(self.doc.snapshot(), target, format="native")
        except (ValueError, OSError) as exc:
            self.statusBar().showMessage(
                self.tr("Autosave failed: %1").replace("%1", str(exc)), 5000
            )
            return False
        self.settings.setValue("recovery_source", self.doc.path)
        return True

    def _drop_recovery(self) -> None:
        try:
            os.unlink(self.recovery_file)
        except OSError:
            pass

    def offer_recovery(self) -> bool:
        """After a crash: offer the autosaved copy. True when it was restored."""
        target = self.recovery_file
        if not target.is_file():
            return False
        answer = QMessageBox.question(
            self,
            self.tr("Recover unsaved work"),
            self.tr(
                "Paiju did not close properly last time. Restore the unsaved work that "
                "was saved automatically?"
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            self._drop_recovery()
            return False
        try:
            result = pio.load(target, format="native")
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Recover unsaved work"), str(exc))
            return False
        source = str(self.settings.value("recovery_source", "") or "")
        self.doc.load(result.collection, source)
        self.doc.mark_recovered()
        return True

    # --- settings, help ----------------------------------------------------------------------
    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.prefs, self)
        if dialog.exec():
            self.apply_preferences(dialog.preferences())

    def apply_preferences(self, prefs: Preferences, *, initial: bool = False) -> None:
        """Store and apply settings (language switch included)."""
        language_changed = prefs.language != self.prefs.language or initial
        self.prefs = prefs
        prefs.save(self.settings)
        style = prefs.board_style(self.actions_["flip"].isChecked())
        self.view.set_board_style(style)
        self.palette_.set_board_style(style)
        self.collection.set_board_style(style)
        if language_changed:
            install_language(prefs.language)
            if not initial:
                self.retranslate()  # Qt's LanguageChange event follows later; be deterministic
        self.preferencesChanged.emit(prefs)

    def set_language(self, code: str) -> None:
        prefs = Preferences(**{**self.prefs.__dict__, "language": code})
        self.apply_preferences(prefs)

    def show_start_page(self) -> None:
        """Show the start page in the central area (opening or editing leaves it)."""
        self.solving.stack.setCurrentWidget(self.start_page)

    def start_page_shown(self) -> bool:
        return self.solving.stack.currentWidget() is self.start_page

    def show_rules(self) -> None:
        if self._rules is None or self._rules.property("language") != self.prefs.language:
            self._rules = RulesDialog(self.prefs.language, self)
            self._rules.setProperty("language", self.prefs.language)
        self._rules.show()
        self._rules.raise_()

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Paiju"),
            self.tr(
                "<b>Paiju</b> (排局) — a studio for xiangqi problems: set up a position, check "
                "that it is legal, save it, solve it.<br>Piece font: Noto CJK subset, SIL Open "
                "Font License 1.1."
            ),
        )

    # --- closing -----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if self.maybe_save():
            self.solving.shutdown()  # no solve, verification or training question outlives us
            self.play.shutdown()  # nor a computer move or an analysis
            self._drop_recovery()
            self.settings.setValue("geometry", self.saveGeometry())
            self.settings.setValue("window_state", self.saveState())
            event.accept()
        else:
            event.ignore()
