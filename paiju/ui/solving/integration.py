"""The solving part of the main window: Solve, Stop, Verify Collection and Train in the
Solve menu, the solver and training docks (tabbed with the puzzle's metadata), the
``verification`` mode (the collection's table over the whole window), and the ``analysis``
mode: a board showing solution positions and training games, with a bar to go back to
editing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from paiju.ui.window_part import WindowPart

from .board import SolvingBoard
from .panel import SolverPanel
from .training import TrainingPanel
from .verify import VerifyPanel

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow


class SolvingPart(WindowPart):
    """The solver, verification and training of one main window."""

    name = "solving"

    def install(self, window: MainWindow) -> None:
        doc = window.doc
        notation = window.prefs.move_notation()
        self.board = SolvingBoard()
        self.page, self.caption, self.back_button = page_with_bar(
            "analysis", self.board, "button_back_to_editor")
        window.add_mode("analysis", self.page)
        window.follow_board("analysis", self.board)

        self.solver = SolverPanel(doc, self.board, notation, window)
        self.verify = VerifyPanel(doc, window)
        self.training = TrainingPanel(doc, self.board, notation, window,
                                      describe=window.validation.describe)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.solver_dock = window.add_dock("solver", self.solver, right, tab_with="metadata")
        self.training_dock = window.add_dock("training", self.training, right, tab_with="solver")
        self.solver_dock.raise_()
        # The verification table gets the whole window: a mode of its own, no docks.
        self.verify_page, self.verify_caption, self.verify_back = page_with_bar(
            "verification", self.verify, "button_verification_back")
        window.add_mode("verification", self.verify_page, docks=())
        self.verify_back.clicked.connect(lambda: window.show_mode("editor"))
        self.verify.table.doubleClicked.connect(lambda _i: window.show_mode("editor"))

        menu = window.add_menu("solve", before="help")
        window.add_action("solve", self.solve, shortcut="F5", menu=menu)
        self.stop_action = window.add_action("stop_solving", self.solver.stop,
                                             shortcut="Shift+F5", menu=menu)
        self.stop_action.setEnabled(False)
        window.add_action("verify_collection", self.verify_collection, menu=menu)
        window.add_action("verification_results", self.show_verification,
                          menu=menu).setEnabled(False)  # until a verification has run
        window.add_action("train", self.train, menu=menu)

        window.preferencesChanged.connect(
            lambda prefs: self.set_notation(prefs.move_notation()))
        window.validation.statusChanged.connect(self._refresh_solve)
        doc.positionChanged.connect(lambda _t: self._refresh_solve())
        self.back_button.clicked.connect(self.back_to_editor)
        for panel in (self.solver, self.training):
            panel.boardShown.connect(self.show_board)
        self.solver.solvingChanged.connect(self.stop_action.setEnabled)
        doc.currentChanged.connect(self._puzzle_changed)
        doc.loaded.connect(self._document_replaced)
        doc.undo_stack.indexChanged.connect(lambda _i: self._edited())
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def retranslate(self) -> None:
        self.solver_dock.setWindowTitle(self.tr("Solver"))
        self.training_dock.setWindowTitle(self.tr("Training"))
        self.verify_caption.setText(self.tr("<b>Verification</b> — double-click a puzzle to "
                                            "open it in the editor"))
        self.verify_back.setText(self.tr("Back to editing"))
        self.window.menu("solve").setTitle(self.tr("&Solve"))
        self.back_button.setText(self.tr("Back to editing"))
        self.window.set_texts({
            "solve": (self.tr("&Solve"), self.tr("Prove the stipulated mate and look for cooks, "
                                                 "or verify a study")),
            "stop_solving": (self.tr("S&top Solving"), self.tr("Stop the running search")),
            "verify_collection": (self.tr("&Verify Collection"),
                                  self.tr("Solve every puzzle of the collection in the "
                                          "background")),
            "verification_results": (self.tr("Verification &Results"),
                                     self.tr("The table of the last verification")),
            "train": (self.tr("&Train on This Puzzle"),
                      self.tr("Play the attacker (a study's side to move) against the best "
                              "defence")),
        })
        self._refresh_solve()
        self._caption()

    def _refresh_solve(self) -> None:
        """Solving needs a legal setup; the disabled action says why."""
        action, validation = self.window.action("solve"), self.window.validation
        errors = validation.errors()
        action.setEnabled(not errors)
        self.window.action("train").setEnabled(not errors)  # training solves it too
        if errors:
            tip = self.tr("Solving is disabled: %1").replace(
                "%1", "; ".join(validation.describe(i) for i in errors))
        else:
            tip = self.tr("Prove the stipulated mate and look for cooks, or verify a study")
        action.setToolTip(tip)
        action.setStatusTip(tip)

    # --- actions -------------------------------------------------------------------------------
    def solve(self) -> None:
        self.solver_dock.show()
        self.solver_dock.raise_()
        self.solver.solve()

    def verify_collection(self) -> None:
        self.window.action("verification_results").setEnabled(True)
        self.show_verification()
        self.verify.start()

    def show_verification(self) -> None:
        self.window.show_mode("verification")

    def train(self) -> None:
        self.training_dock.show()
        self.training_dock.raise_()
        self.training.set_notation(self.window.prefs.move_notation())
        self.training.start()

    def set_notation(self, notation: str) -> None:
        """The Settings notation changed: the solver's tree and the training log follow."""
        self.solver.set_notation(notation)
        self.training.set_notation(notation)

    def shutdown(self) -> None:
        """Stop every worker and wait for it (window closing, application quitting)."""
        self.solver.stop()  # all of them stop at once, then each is waited for
        self.verify.stop()
        self.training.prover.cancel()
        self.solver.shutdown()
        self.verify.shutdown()
        self.training.shutdown()

    # --- the analysis mode ---------------------------------------------------------------------
    def show_board(self) -> None:
        self.board.set_board_style(self.window.view.style_)
        self._caption()
        self.window.show_mode("analysis")

    def back_to_editor(self) -> None:
        if self.training.active:
            self.training.stop()
        self.window.show_mode("editor")

    def _caption(self) -> None:
        self.caption.setText(self.tr("Training: you play the attacker") if self.training.active
                             else self.tr("Solution board (the puzzle is not changed)"))

    def _document_replaced(self) -> None:
        """Every panel follows the document: nothing of the previous collection stays."""
        self.solver.stop()
        self.solver.set_result(None)
        self.verify.clear()
        self.training.reset()
        if self.window.mode() == "analysis":
            self.window.show_mode("editor")

    def _puzzle_changed(self, _index: int) -> None:
        if self.window.mode() == "analysis" and not self.training.active \
                and not self.training.busy:
            self.window.show_mode("editor")

    def _edited(self) -> None:
        if self.window.mode() == "analysis" and not self.training.active:
            self.window.show_mode("editor")


def page_with_bar(name: str, content: QWidget, button: str) -> tuple[QWidget, QLabel, QPushButton]:
    """A mode page: a caption and a button above ``content``."""
    page = QWidget()
    page.setObjectName(f"{name}_page")
    caption = QLabel(page, objectName=f"{name}_caption")
    caption.setWordWrap(True)  # a long caption wraps, never widens the window
    back = QPushButton(page, objectName=button)
    bar = QHBoxLayout()
    bar.setContentsMargins(6, 2, 6, 0)
    bar.addWidget(caption, 1)
    bar.addWidget(back)
    lay = QVBoxLayout(page)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.addLayout(bar)
    lay.addWidget(content, 1)
    return page, caption, back
