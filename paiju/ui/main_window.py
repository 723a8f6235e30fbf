"""The main window: the editor (board, palette, collection, validation and metadata docks) and
the registry through which its parts add actions, menus, docks and modes.

The window owns every action (``action_<name>``), menu (``menu_<name>``), dock
(``dock_<name>``) and central page (a *mode*: ``editor``, ``start``, ``analysis``, later
``play``…). Parts (``paiju.ui.window_part.WindowPart``) contribute through ``add_action``,
``add_menu``, ``add_dock`` and ``add_mode``; docs/ui-structure.md describes the contract.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTabBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paiju import rules as xiangqi
from paiju.puzzles.model import Puzzle
from paiju.ui import commands
from paiju.ui.board_view import BoardView
from paiju.ui.collection_panel import CollectionPanel
from paiju.ui.document import PuzzleDocument
from paiju.ui.export.integration import ExportPart
from paiju.ui.files import FilesPart
from paiju.ui.help import RulesDialog
from paiju.ui.i18n import install_language
from paiju.ui.metadata_panel import MetadataPanel
from paiju.ui.online.integration import OnlinePart
from paiju.ui.palette import PiecePalette
from paiju.ui.play.integration import PlayPart
from paiju.ui.recovery import RecoveryStore
from paiju.ui.scopes import ModeScopes
from paiju.ui.settings import Preferences, SettingsDialog
from paiju.ui.solving.integration import SolvingPart
from paiju.ui.tablebase_panel import TablebasePart
from paiju.ui.three_kingdoms.part import ThreeKingdomsPart
from paiju.ui.validation_panel import ValidationPanel
from paiju.ui.window_part import WindowPart

Shortcut = QKeySequence | QKeySequence.StandardKey | str
# Actions that edit the editor's board: on only while the editor is shown.
BOARD_EDITS = ("paste_fen", "clear_board", "start_position", "swap_sides", "red_to_move",
               "black_to_move", "toggle_side")
LAYOUT_VERSION = 2  # saved dock layouts of another version are not restored


def paiju_version() -> str:
    """The installed version (pyproject), or "(development)" in a bare checkout."""
    try:
        return version("paiju")
    except PackageNotFoundError:
        return "(development)"


class MainWindow(QMainWindow):
    """The composer's window."""

    preferencesChanged = Signal(object)  # Preferences, after they were applied
    modeChanged = Signal(str)  # name of the central page now shown

    def __init__(self, settings: QSettings | None = None,
                 recovery: RecoveryStore | None = None) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self.settings = settings or QSettings()
        self.prefs = Preferences.load(self.settings)
        self.doc = PuzzleDocument(self)
        self._actions: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}
        self._docks: dict[str, QDockWidget] = {}
        self._parts: dict[str, WindowPart] = {}
        self._modes: dict[str, tuple[QWidget, tuple[str, ...] | None]] = {}
        self._mode_status: dict[str, str] = {}  # mode -> permanent status text (its board)
        self._mode_titles: dict[str, str] = {"start": ""}  # mode -> window title (set_mode_title)
        self._free_state: QByteArray | None = None  # the dock layout before a mode hid it
        self._rules: RulesDialog | None = None

        self.stack = QStackedWidget(self)
        self.stack.setObjectName("central_stack")
        self.setCentralWidget(self.stack)
        self.view = BoardView(self.doc, self)
        self.palette_ = PiecePalette(self.doc, self)
        self.validation = ValidationPanel(self.doc, self)
        self.metadata = MetadataPanel(self.doc, self)
        self.collection = CollectionPanel(self.doc, self)
        self.fen_label = QLabel(self)
        self.fen_label.setObjectName("status_fen")
        self.fen_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.fen_label)

        self._make_menus()
        self._make_actions()
        self._make_docks()
        self.add_mode("editor", self.view)
        self._connect()
        self._armed(None)
        self.apply_preferences(self.prefs, initial=True)
        self.resize(1280, 820)

        self.files = FilesPart(recovery)
        for part in (self.files, SolvingPart(), ExportPart(), PlayPart(), OnlinePart(),
                     ThreeKingdomsPart(), TablebasePart()):
            self.add_part(part)
        self.scopes = ModeScopes(self)  # actions on a board not shown are off (ui/scopes.py)
        self.retranslate()
        self.restore_layout()

    def restore_layout(self) -> None:
        """Window size and place, docks (where, how big, which shown) of the last session."""
        geometry = self.settings.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.value("window_state")
        self._fit_docks = state is None or not self.restoreState(state, LAYOUT_VERSION)

    def showEvent(self, event: QShowEvent) -> None:
        """First start: side docks in proportion to the window (wider on a large screen), the
        left one no wider than the piece palette needs, the validation list a third of the
        right side's height, and the Puzzle tab in front of Solver and Training."""
        super().showEvent(event)
        if self._fit_docks and self._modes[self.mode()][1] is None:
            self._fit_side_docks()

    def _fit_side_docks(self) -> None:
        """The first-start dock sizes of ``showEvent`` (docks hidden by a mode, such as the
        start page, are fitted when they come back: a hidden dock keeps no size)."""
        if self._fit_docks:
            self._fit_docks = False
            self._fit_now()

    def _fit_now(self) -> None:
        if self._modes[self.mode()][1] is not None:  # a mode hid the docks meanwhile
            self._fit_docks = True
            return
        d = self._docks
        palette = self.palette_.sizeHint().width() + 24  # the dock's frame and margins
        side = max(285, self.width() * 22 // 100)  # the solver's form fits from 285 px
        self.resizeDocks([d["pieces"], d["validation"]], [max(palette, side), side],
                         Qt.Orientation.Horizontal)
        # In proportion (the area may not have its final height yet): a third, two thirds.
        self.resizeDocks([d["validation"], d["metadata"]], [1000, 2000],
                         Qt.Orientation.Vertical)
        d["metadata"].raise_()

    # --- the registry parts use ---------------------------------------------------------------
    def add_part(self, part: WindowPart) -> WindowPart:
        """Install a part (its ``name`` must be new); its texts are applied at once."""
        if not part.name or part.name in self._parts:
            raise ValueError(f"part name {part.name!r} is empty or taken")
        self._parts[part.name] = part
        part.attach(self)
        part.retranslate()
        return part

    def part(self, name: str) -> WindowPart:
        return self._parts[name]

    def add_action(self, name: str, slot: Callable[[], object] | None = None, *,
                   shortcut: Shortcut | None = None, checkable: bool = False,
                   menu: QMenu | None = None, before: str | None = None) -> QAction:
        """A new action ``action_<name>`` (texts come from ``set_texts``), optionally placed
        in ``menu`` before the registered action ``before``."""
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if slot is not None:
            action.triggered.connect(lambda _checked=False: slot())
        return self.register_action(name, action, menu=menu, before=before)

    def register_action(self, name: str, action: QAction, *, menu: QMenu | None = None,
                        before: str | None = None) -> QAction:
        """Register an action made elsewhere (e.g. by a QUndoStack) under ``name``."""
        if name in self._actions:
            raise ValueError(f"action {name!r} is already registered")
        action.setObjectName(f"action_{name}")
        self._actions[name] = action
        self.addAction(action)  # its shortcut works wherever the focus is
        if menu is not None:
            if before is None:
                menu.addAction(action)
            else:
                menu.insertAction(self._actions[before], action)
        return action

    def action(self, name: str) -> QAction:
        return self._actions[name]

    def actions_named(self) -> dict[str, QAction]:
        """Every registered action by name (a copy)."""
        return dict(self._actions)

    def set_texts(self, texts: dict[str, tuple[str, str]]) -> None:
        """Text and tooltip/status tip of registered actions: {name: (text, tip)}."""
        for name, (text, tip) in texts.items():
            action = self._actions[name]
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def add_menu(self, name: str, *, parent: QMenu | None = None,
                 before: str | None = None) -> QMenu:
        """A menu ``menu_<name>``: top level before the menu ``before`` (or last), or a
        submenu of ``parent`` before its action ``before``."""
        if name in self._menus:
            raise ValueError(f"menu {name!r} already exists")
        menu = QMenu(parent or self)
        menu.setObjectName(f"menu_{name}")
        if parent is not None:
            if before is None:
                parent.addMenu(menu)
            else:
                parent.insertMenu(self._actions[before], menu)
        elif before is None:
            self.menuBar().addMenu(menu)
        else:
            self.menuBar().insertMenu(self._menus[before].menuAction(), menu)
        self._menus[name] = menu
        return menu

    def menu(self, name: str) -> QMenu:
        return self._menus[name]

    def add_separator(self, menu: QMenu, before: str | None = None) -> None:
        if before is None:
            menu.addSeparator()
        else:
            menu.insertSeparator(self._actions[before])

    def add_dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea, *,
                 tab_with: str | None = None, hidden: bool = False) -> QDockWidget:
        """A dock ``dock_<name>`` holding widget, listed in the View menu; ``tab_with`` puts
        it in the tab group of another dock. The widget sits in a scroll area, so a dock can
        shrink below its content on a small screen instead of squeezing the board."""
        dock = QDockWidget(self)
        dock.setObjectName(f"dock_{name}")
        scroll = QScrollArea(dock)
        scroll.setObjectName(f"scroll_{name}")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(widget)
        dock.setWidget(scroll)
        self.addDockWidget(area, dock)
        if tab_with is not None:
            self.tabifyDockWidget(self._docks[tab_with], dock)
        self._menus["view"].addAction(dock.toggleViewAction())
        self._docks[name] = dock
        if hidden:
            dock.hide()
        return dock

    def dock(self, name: str) -> QDockWidget:
        return self._docks[name]

    def add_mode(self, name: str, page: QWidget, *, docks: Iterable[str] | None = None) -> None:
        """A page of the central stack. ``docks`` None keeps whatever docks are shown; a
        list shows only those docks while the mode is shown (the others come back after).
        A page's minimum size never applies to the others: a wide page (a table) does not
        force the window wider while the editor is shown."""
        page.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._modes[name] = (page, None if docks is None else tuple(docks))
        self.stack.addWidget(page)

    def show_mode(self, name: str) -> None:
        page, docks = self._modes[name]
        if self.stack.currentWidget() is page:
            return
        if docks is None:
            self._restore_free_docks()
            if self.isVisible():
                self._fit_side_docks()
        else:
            if self._free_state is None:  # where and how big the user's docks are
                self._free_state = self.saveState(LAYOUT_VERSION)
            for dock_name, dock in self._docks.items():
                dock.setVisible(dock_name in docks)
            if not docks:  # Qt leaves the tab bars of hidden tabbed docks on the page
                direct = Qt.FindChildOption.FindDirectChildrenOnly
                for bar in self.findChildren(QTabBar, options=direct):
                    bar.hide()
        self.stack.setCurrentWidget(page)
        self._show_mode_status()
        self._refresh_title()
        self._enable_composing()
        self.modeChanged.emit(name)

    def mode(self) -> str:
        current = self.stack.currentWidget()
        return next(n for n, (page, _d) in self._modes.items() if page is current)

    def show_status(self, text: str, ms: int = 5000) -> None:
        self.statusBar().showMessage(text, ms)

    def set_mode_status(self, name: str, text: str) -> None:
        """The permanent status-bar text of mode ``name``: the FEN (and state) of the board
        that mode shows, kept up to date by its owner. It is shown only while that mode is;
        a mode that never sets one shows none, never another mode's position."""
        self._mode_status[name] = text
        self._show_mode_status()

    def follow_board(self, name: str, view: BoardView) -> None:
        """Mode ``name`` shows ``view``: its status text is the FEN of whatever it shows."""
        def shown(*_: object) -> None:
            self.set_mode_status(name, view.doc.board.fen())
        view.doc.positionChanged.connect(shown)
        shown()

    def _show_mode_status(self) -> None:
        current = self.stack.currentWidget()
        name = next((n for n, (page, _d) in self._modes.items() if page is current), "")
        text = self._mode_status.get(name, "")
        self.fen_label.setText(text)
        self.fen_label.setVisible(bool(text))

    def _restore_free_docks(self) -> None:
        if self._free_state is not None:
            self.restoreState(self._free_state, LAYOUT_VERSION)
            self._free_state = None

    # --- the editor's own actions, menus and docks ---------------------------------------------
    def _make_menus(self) -> None:
        for name in ("file", "edit", "view", "puzzle", "help"):
            self.add_menu(name)

    def _make_actions(self) -> None:
        a, K, m = self.add_action, QKeySequence.StandardKey, self._menus
        doc = self.doc
        a("quit", self.close, shortcut=K.Quit, menu=m["file"])
        edit = m["edit"]
        stack = doc.undo_stack  # own actions, so "Undo"/"Redo" follow our translations
        a("undo", stack.undo, shortcut=K.Undo, menu=edit)
        a("redo", stack.redo, shortcut=K.Redo, menu=edit)
        self._actions["redo"].setShortcuts([QKeySequence(K.Redo), QKeySequence("Ctrl+Y")])
        stack.canUndoChanged.connect(self._actions["undo"].setEnabled)
        stack.canRedoChanged.connect(self._actions["redo"].setEnabled)
        stack.undoTextChanged.connect(lambda _t: self._undo_texts())
        stack.redoTextChanged.connect(lambda _t: self._undo_texts())
        self._actions["undo"].setEnabled(False)
        self._actions["redo"].setEnabled(False)
        edit.addSeparator()
        a("copy_fen", self.copy_fen, shortcut="Ctrl+Shift+C", menu=edit)
        a("paste_fen", self.paste_fen, shortcut="Ctrl+Shift+V", menu=edit)
        for key, slot in ((K.Copy, self.copy_fen), (K.Paste, self.paste_fen)):
            on_board = QAction(self.view)  # plain Ctrl+C / Ctrl+V while the board has focus
            on_board.setShortcut(key)
            on_board.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            on_board.triggered.connect(lambda _c=False, s=slot: s())
            self.view.addAction(on_board)
        a("leave_tool", self.palette_.disarm, shortcut="Escape", menu=edit)
        edit.addSeparator()
        a("clear_board", lambda: self.push(commands.clear_board(doc)),
          shortcut="Ctrl+Backspace", menu=edit)
        a("start_position", lambda: self.push(commands.set_position(
            doc, self.tr("Start position"), xiangqi.STARTING_FEN)),
          shortcut="Ctrl+Shift+R", menu=edit)
        a("swap_sides", lambda: self.push(commands.swap_sides(doc)), menu=edit)
        edit.addSeparator()
        side = QActionGroup(self)
        for name, color in (("red_to_move", xiangqi.RED), ("black_to_move", xiangqi.BLACK)):
            side.addAction(a(name, lambda c=color: self.push(commands.set_turn(doc, c)),
                             checkable=True, menu=edit))
        a("toggle_side", lambda: self.push(commands.set_turn(doc, doc.board.turn.other)),
          shortcut="Ctrl+T", menu=edit)
        edit.addSeparator()
        a("settings", self.edit_settings, shortcut=K.Preferences, menu=edit)
        view = m["view"]
        a("flip", lambda: self.view.set_flipped(self._actions["flip"].isChecked()),
          shortcut="F", checkable=True, menu=view)
        view.addSeparator()
        puzzle = m["puzzle"]
        a("previous_puzzle", lambda: doc.select(doc.index - 1), shortcut="PgUp", menu=puzzle)
        a("next_puzzle", lambda: doc.select(doc.index + 1), shortcut="PgDown", menu=puzzle)
        puzzle.addSeparator()
        a("add_puzzle", self.add_puzzle, shortcut="Ctrl+Shift+N", menu=puzzle)
        a("remove_puzzle", self.remove_puzzle, menu=puzzle)
        a("move_puzzle_up", lambda: self.move_puzzle(-1), shortcut="Ctrl+Shift+Up", menu=puzzle)
        a("move_puzzle_down", lambda: self.move_puzzle(1), shortcut="Ctrl+Shift+Down",
          menu=puzzle)
        help_ = m["help"]
        a("rules", self.show_rules, shortcut=K.HelpContents, menu=help_)
        a("about", self.about, menu=help_)

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
            button.setDefaultAction(self._actions[name])
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            side.addWidget(button)
            self.side_buttons.append(button)
        side.addStretch(1)
        lay.addLayout(side)
        lay.addStretch(1)
        L, R = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        for name, widget, area in (("pieces", pieces, L), ("collection", self.collection, L),
                                   ("validation", self.validation, R),
                                   ("metadata", self.metadata, R)):
            self.add_dock(name, widget, area)
        d = self._docks
        self.resizeDocks([d["pieces"], d["validation"]], [330, 300], Qt.Orientation.Horizontal)
        self.resizeDocks([d["pieces"], d["collection"]], [170, 500], Qt.Orientation.Vertical)
        self.resizeDocks([d["validation"], d["metadata"]], [140, 600], Qt.Orientation.Vertical)

    def _connect(self) -> None:
        doc = self.doc
        self.view.placeRequested.connect(
            lambda sq, piece: self.push(commands.place_piece(doc, sq, piece)))
        self.view.moveRequested.connect(lambda a, b: self.push(commands.move_piece(doc, a, b)))
        self.view.removeRequested.connect(lambda sq: self.push(commands.remove_piece(doc, sq)))
        self.palette_.armedChanged.connect(self._armed)
        self.validation.issueActivated.connect(self.view.set_marked)
        self.validation.issuesListed.connect(self.view.set_listed)
        self.view.set_listed(tuple(s for i in self.validation.issues for s in i.squares))
        self.view.disarmRequested.connect(self.palette_.disarm)
        self.metadata.editRequested.connect(
            lambda name, value: self.push(commands.MetadataCommand(doc, name, value)))
        self.collection.previousRequested.connect(self._actions["previous_puzzle"].trigger)
        self.collection.nextRequested.connect(self._actions["next_puzzle"].trigger)
        self.collection.addRequested.connect(self.add_puzzle)
        self.collection.removeRequested.connect(lambda _i: self.remove_puzzle())
        self.collection.moveRequested.connect(
            lambda i, j: self.push(commands.MovePuzzleCommand(doc, i, j)))
        for signal in (doc.positionChanged, doc.currentChanged, doc.collectionChanged):
            signal.connect(self._refresh_all)
        doc.pathChanged.connect(self._refresh_title)
        doc.undo_stack.cleanChanged.connect(self._refresh_title)
        doc.undo_stack.indexChanged.connect(self._refresh_title)
        doc.undo_stack.indexChanged.connect(self._leave_start_page)

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """(Re)apply every user-visible text; runs again on QEvent.LanguageChange."""
        for name, text in {"file": self.tr("&File"), "edit": self.tr("&Edit"),
                           "view": self.tr("&View"), "puzzle": self.tr("&Puzzle"),
                           "help": self.tr("&Help")}.items():
            self._menus[name].setTitle(text)
        self.set_texts({
            "quit": (self.tr("&Quit"), self.tr("Close Paiju")),
            "copy_fen": (self.tr("&Copy FEN"),
                         self.tr("Copy the position as FEN to the clipboard")),
            "paste_fen": (self.tr("&Paste FEN"),
                          self.tr("Set up the position from a FEN in the clipboard (any dialect)")),
            "clear_board": (self.tr("C&lear Board"),
                            self.tr("Remove every piece except the generals")),
            "start_position": (self.tr("S&tart Position"), self.tr("Set up the initial position")),
            "leave_tool": (self.tr("Stop &Placing Pieces"),
                           self.tr("Drop the palette piece: clicks select and move again")),
            "swap_sides": (self.tr("S&wap Sides"),
                           self.tr("Swap the colours and turn the board round")),
            "red_to_move": (self.tr("&Red to Move"), self.tr("Red moves first in this puzzle")),
            "black_to_move": (self.tr("&Black to Move"),
                              self.tr("Black moves first in this puzzle")),
            "toggle_side": (self.tr("&Toggle Side to Move"), self.tr("Switch the side to move")),
            "settings": (self.tr("Se&ttings…"), self.tr("Language, pieces, coordinates, notation")),
            "flip": (self.tr("&Flip Board"), self.tr("Show the board from Black's side")),
            "previous_puzzle": (self.tr("&Previous Puzzle"), self.tr("Go to the previous puzzle")),
            "next_puzzle": (self.tr("&Next Puzzle"), self.tr("Go to the next puzzle")),
            "add_puzzle": (self.tr("&Add Current Puzzle"),
                           self.tr("Add a copy of the current puzzle after it")),
            "remove_puzzle": (self.tr("&Remove Puzzle"), self.tr("Remove the current puzzle")),
            "move_puzzle_up": (self.tr("Move Puzzle &Up"),
                               self.tr("Move the puzzle up in the list")),
            "move_puzzle_down": (self.tr("Move Puzzle &Down"),
                                 self.tr("Move the puzzle down in the list")),
            "rules": (self.tr("&Rules of Xiangqi"), self.tr("The rules of xiangqi")),
            "about": (self.tr("&About Paiju"), self.tr("About Paiju")),
        })
        for name, text in {"pieces": self.tr("Pieces"), "collection": self.tr("Collection"),
                           "validation": self.tr("Validation"),
                           "metadata": self.tr("Puzzle")}.items():
            self._docks[name].setWindowTitle(text)
        self._undo_texts()
        for panel in (self.palette_, self.validation, self.metadata, self.collection):
            panel.retranslate()
        for part in self._parts.values():
            part.retranslate()
        self._refresh_all()

    def _undo_texts(self) -> None:
        try:
            undo, redo = self.doc.undo_stack.undoText(), self.doc.undo_stack.redoText()
        except RuntimeError:  # the stack announces its clearing while the window is deleted
            return
        self._actions["undo"].setText(self.tr("&Undo %1").replace("%1", undo) if undo
                                      else self.tr("&Undo"))
        self._actions["redo"].setText(self.tr("&Redo %1").replace("%1", redo) if redo
                                      else self.tr("&Redo"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- refresh -----------------------------------------------------------------------------
    def _enable_composing(self) -> None:
        """The composing actions apply only where the puzzle is shown: the board edits in the
        editor, the collection's (and undo) in the editor and the solver's board; elsewhere
        (start page, Play, Online, Three Kingdoms, the verification table) they are off."""
        mode = self.mode() if self._modes else "editor"
        editing, solving = mode == "editor", mode in ("editor", "analysis")
        n, i = len(self.doc.collection), self.doc.index
        stack = self.doc.undo_stack
        states = {"previous_puzzle": i > 0, "next_puzzle": i < n - 1, "add_puzzle": True,
                  "move_puzzle_up": i > 0, "move_puzzle_down": i < n - 1,
                  "remove_puzzle": n > 1, "undo": stack.canUndo(), "redo": stack.canRedo()}
        for name, enabled in states.items():
            self._actions[name].setEnabled(solving and enabled)
        for name in BOARD_EDITS:
            self._actions[name].setEnabled(editing)
        self._actions["leave_tool"].setEnabled(editing and self.palette_.armed() is not None)

    def _refresh_all(self, *_: object) -> None:
        board = self.doc.board
        self.set_mode_status("editor", board.fen())
        self._actions["red_to_move"].setChecked(board.turn is xiangqi.RED)
        self._actions["black_to_move"].setChecked(board.turn is xiangqi.BLACK)
        self._enable_composing()
        self._refresh_title()

    def set_mode_title(self, mode: str, title: str) -> None:
        """The window title while ``mode`` is shown, for a mode that is not about the puzzle
        file (Play, Online): the file's name would say the wrong thing there."""
        self._mode_titles[mode] = title
        self._refresh_title()

    def _refresh_title(self, *_: object) -> None:
        mode = self.mode() if self._modes else "editor"
        if mode in self._mode_titles:
            title = self._mode_titles[mode]
            self.setWindowTitle(f"{title} — Paiju" if title else "Paiju")
            self.setWindowModified(False)
            return
        doc = self.doc
        name = (Path(doc.path).name if doc.path
                else doc.collection.title or self.tr("Untitled"))
        n = len(doc.collection)
        where = f" ({doc.index + 1}/{n})" if n > 1 else ""
        self.setWindowTitle(f"{name}{where}[*] — Paiju")
        self.setWindowModified(doc.is_modified())

    def _leave_start_page(self, *_: object) -> None:
        if self._modes and self.mode() == "start":
            self.show_mode("editor")

    def _armed(self, piece: xiangqi.Piece | None) -> None:
        self.view.armed = piece
        self._actions["leave_tool"].setEnabled(piece is not None)
        self.view.setCursor(Qt.CursorShape.CrossCursor if piece else Qt.CursorShape.ArrowCursor)

    # --- edits -------------------------------------------------------------------------------
    def push(self, command: object) -> None:
        """Push one undo command (builders return None when nothing would change)."""
        if command is not None:
            self.doc.undo_stack.push(command)  # type: ignore[arg-type]

    def copy_fen(self) -> None:
        QGuiApplication.clipboard().setText(self.doc.fen())
        self.show_status(self.tr("FEN copied"), 3000)

    def paste_fen(self, text: str | None = None) -> bool:
        """Set up the position from a FEN (clipboard by default); False on bad FEN."""
        text = (QGuiApplication.clipboard().text() if text is None else text).strip()
        try:
            command = commands.set_position(self.doc, self.tr("Paste FEN"), text)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Paste FEN"),
                                self.tr("The clipboard does not hold a FEN: %1")
                                .replace("%1", str(exc)))
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
        style = prefs.board_style(self._actions["flip"].isChecked())
        self.view.set_board_style(style)
        self.palette_.set_board_style(style)
        self.collection.set_board_style(style)
        if language_changed:
            install_language(prefs.language)
            if not initial:
                self.retranslate()  # Qt's LanguageChange event follows later; be deterministic
        self.preferencesChanged.emit(prefs)

    def set_language(self, code: str) -> None:
        self.apply_preferences(Preferences(**{**self.prefs.__dict__, "language": code}))

    def show_rules(self) -> None:
        if self._rules is None or self._rules.property("language") != self.prefs.language:
            self._rules = RulesDialog(self.prefs.language, self, self.prefs.board_style())
            self._rules.setProperty("language", self.prefs.language)
        self._rules.show()
        self._rules.raise_()

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Paiju"), self.tr(
            "<b>Paiju</b> (排局) %1 — a studio for xiangqi problems: set up a position, check "
            "that it is legal, save it, solve it.<br>Piece font: Noto CJK subset, SIL Open "
            "Font License 1.1.").replace("%1", paiju_version()))

    # --- closing -----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if not all(part.can_close() for part in self._parts.values()):
            event.ignore()
            return
        for part in reversed(self._parts.values()):
            part.shutdown()
        self._restore_free_docks()
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("window_state", self.saveState(LAYOUT_VERSION))
        event.accept()
