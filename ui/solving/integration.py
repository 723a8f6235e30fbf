"""Hooks the solving panels into the main window (called once from ``MainWindow``).

The central area becomes a stack: the editor's board view, and the analysis board that
shows solution positions and training games, with a bar to go back to editing. The solver
and training panels are docks on the right, verification a dock at the bottom; the Solve
menu gains Verify Collection, Train and Stop, all with ``action_*`` object names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from .board import SolvingBoard
from .panel import SolverPanel
from .training import TrainingPanel
from .verify import VerifyPanel

if TYPE_CHECKING:
    from ui.main_window import MainWindow


class SolvingDocks(QObject):
    """The solving parts of one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("solving")
        self.window = window
        doc = window.doc
        notation = window.prefs.notation
        self.board = SolvingBoard()
        self.page = QWidget()
        self.page.setObjectName("analysis_page")
        self.caption = QLabel(self.page, objectName="analysis_caption")
        self.back_button = QPushButton(self.page, objectName="button_back_to_editor")
        bar = QHBoxLayout()
        bar.setContentsMargins(6, 2, 6, 0)
        bar.addWidget(self.caption, 1)
        bar.addWidget(self.back_button)
        lay = QVBoxLayout(self.page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(bar)
        lay.addWidget(self.board, 1)

        view = window.takeCentralWidget()
        self.stack = QStackedWidget(window)
        self.stack.setObjectName("central_stack")
        self.stack.addWidget(view)
        self.stack.addWidget(self.page)
        window.setCentralWidget(self.stack)

        self.solver = SolverPanel(doc, self.board, notation, window)
        self.verify = VerifyPanel(doc, window)
        self.training = TrainingPanel(doc, self.board, notation, window)
        self.docks: dict[str, QDockWidget] = {}
        right, bottom = (Qt.DockWidgetArea.RightDockWidgetArea,
                         Qt.DockWidgetArea.BottomDockWidgetArea)
        for name, widget, area in (("solver", self.solver, right),
                                   ("training", self.training, right),
                                   ("verify", self.verify, bottom)):
            self.docks[name] = window.add_dock(name, widget, area)
        beside = window.docks.get("metadata")
        if beside is not None:  # one tab column: Puzzle | Solver | Training
            window.tabifyDockWidget(beside, self.docks["solver"])
        window.tabifyDockWidget(self.docks["solver"], self.docks["training"])
        self.docks["solver"].raise_()
        self.docks["verify"].hide()

        self.actions: dict[str, QAction] = {}
        menu = window.menus["solve"]
        for name, slot in (("stop_solving", self.solver.stop),
                           ("verify_collection", self.verify_collection),
                           ("train", self.train)):
            action = QAction(window)
            action.setObjectName(f"action_{name}")
            action.triggered.connect(lambda _c=False, s=slot: s())
            menu.addAction(action)
            window.addAction(action)
            window.actions_[name] = action
            self.actions[name] = action
        self.actions["stop_solving"].setShortcut("Shift+F5")
        self.actions["stop_solving"].setEnabled(False)

        window.solveRequested.connect(self.solve)
        window.preferencesChanged.connect(lambda prefs: self.set_notation(prefs.notation))
        self.back_button.clicked.connect(self.back_to_editor)
        for panel in (self.solver, self.training):
            panel.boardShown.connect(self.show_board)
        self.solver.solvingChanged.connect(self.actions["stop_solving"].setEnabled)
        doc.currentChanged.connect(self._puzzle_changed)
        doc.undo_stack.indexChanged.connect(lambda _i: self._edited())
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.docks["solver"].setWindowTitle(self.tr("Solver"))
        self.docks["training"].setWindowTitle(self.tr("Training"))
        self.docks["verify"].setWindowTitle(self.tr("Verification"))
        self.back_button.setText(self.tr("Back to editing"))
        texts = {"stop_solving": (self.tr("S&top Solving"), self.tr("Stop the running search")),
                 "verify_collection": (self.tr("&Verify Collection"),
                                       self.tr("Solve every puzzle of the collection in the "
                                               "background")),
                 "train": (self.tr("&Train on This Puzzle"),
                           self.tr("Play the attacker against the solver's best defence"))}
        for name, (text, tip) in texts.items():
            self.actions[name].setText(text)
            self.actions[name].setStatusTip(tip)
            self.actions[name].setToolTip(tip)
        self._caption()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # --- actions -------------------------------------------------------------------------------
    def solve(self) -> None:
        self.docks["solver"].show()
        self.docks["solver"].raise_()
        self.solver.solve()

    def verify_collection(self) -> None:
        if self.docks["verify"].isHidden():
            self.docks["verify"].show()
            self.window.resizeDocks([self.docks["verify"]], [260], Qt.Orientation.Vertical)
        self.docks["verify"].raise_()
        self.verify.start()

    def train(self) -> None:
        self.docks["training"].show()
        self.docks["training"].raise_()
        self.training.set_notation(self.window.prefs.notation)
        self.training.start()

    def set_notation(self, notation: str) -> None:
        """The Settings notation changed: the solver's tree and the training log follow."""
        self.solver.set_notation(notation)
        self.training.set_notation(notation)

    def shutdown(self) -> None:
        """Stop every worker and wait for it (window closing, application quitting)."""
        self.solver.stop()  # all of them stop at once, then each is waited for
        self.verify.stop()
        self.training.engine.cancel()
        self.solver.shutdown()
        self.verify.shutdown()
        self.training.shutdown()

    # --- the central stack ---------------------------------------------------------------------
    def show_board(self) -> None:
        self.board.set_board_style(self.window.view.style_)
        self._caption()
        self.stack.setCurrentWidget(self.page)

    def back_to_editor(self) -> None:
        if self.training.active:
            self.training.stop()
        self.stack.setCurrentWidget(self.window.view)

    def _caption(self) -> None:
        self.caption.setText(self.tr("Training: you play the attacker") if self.training.active
                             else self.tr("Solution board (the puzzle is not changed)"))

    def _puzzle_changed(self, _index: int) -> None:
        if not self.training.active and not self.training.busy:
            self.stack.setCurrentWidget(self.window.view)

    def _edited(self) -> None:
        if not self.training.active:
            self.stack.setCurrentWidget(self.window.view)


def install_solving(window: MainWindow) -> SolvingDocks:
    """Add the solver, verification and training docks to ``window``."""
    return SolvingDocks(window)
