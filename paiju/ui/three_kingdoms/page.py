"""The Three Kingdoms page: the hexagonal board with play for three (humans or computers), the
editor (three-colour palette for owner and origin, §7 validation), puzzles with the coalition
prover and its solution tree, and the clear display of turn, defeats, takeovers and result.

The page assembles its parts, each a mixin in its own module:

* ``game_control.GameControl``: new games, clicks, take-backs, resigning, copy/paste, rotation;
* ``computer.ComputerPlayers``: who plays each kingdom and when a computer searches;
* ``record.MoveRecord``: the board's marks, the status, the armies and the move list;
* ``editing.PositionEditor``: the position editor;
* ``puzzle_box.PuzzleSolving``: the goal, the prover and the loaded collection.

Searches run in worker threads (``worker.py``); the status line shows their progress and the
Stop button cancels them. A collection file lists all its puzzles in the panel at the left
(``TkCollectionPanel``); picking one loads it."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from paiju.three_kingdoms import Game, Position, TkPiece, TkSetupIssue
from paiju.ui.three_kingdoms.board_view import TkBoardView
from paiju.ui.three_kingdoms.collection import PANEL_WIDTH, TkCollectionPanel
from paiju.ui.three_kingdoms.computer import ComputerPlayers
from paiju.ui.three_kingdoms.editing import PositionEditor
from paiju.ui.three_kingdoms.game_control import GameControl
from paiju.ui.three_kingdoms.puzzle_box import UI_NODE_LIMIT, PuzzleSolving
from paiju.ui.three_kingdoms.record import MoveRecord

__all__ = ["UI_NODE_LIMIT", "TkPage"]

PROGRESS_MS = 200
SIDE_WIDTH = 370


class TkPage(GameControl, ComputerPlayers, MoveRecord, PositionEditor, PuzzleSolving, QWidget):
    """The page of the ``three_kingdoms`` mode."""

    gameChanged = Signal()
    searchFinished = Signal(str)  # "move" or "solve": a search's answer was applied or dropped

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tk_page")
        self.game = Game()
        self.selected: int | None = None
        self.editing = False
        self.edit_placement: dict[int, TkPiece] = {}
        self.issues: list[TkSetupIssue] = []
        self.token = 0
        self._status_base = ""
        self.progress_timer = QTimer(self, interval=PROGRESS_MS)
        self.progress_timer.timeout.connect(self._show_progress)
        self.board = TkBoardView(self)
        self.board.pointClicked.connect(self.point_clicked)

        side = QVBoxLayout()
        side.setSpacing(4)
        self.status = QLabel(objectName="tk_status", wordWrap=True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.armies = QLabel(objectName="tk_armies", wordWrap=True)
        self.armies.setTextFormat(Qt.TextFormat.RichText)
        self.result_label = QLabel(objectName="tk_result", wordWrap=True)
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.moves = QListWidget(objectName="tk_moves")
        self.moves.setMinimumHeight(70)
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        buttons = QGridLayout()
        buttons.setSpacing(4)
        self.new_button = QPushButton(objectName="tk_new", clicked=lambda: self.new_game())
        self.undo_button = QPushButton(objectName="tk_undo", clicked=self.undo)
        self.resign_button = QPushButton(objectName="tk_resign", clicked=self.ask_resign)
        self.stop_button = QPushButton(objectName="tk_stop", clicked=self.stop_or_continue)
        self.banners = QCheckBox(objectName="tk_banners", checked=True)
        players = self._make_players()
        self.edit_button = QPushButton(objectName="tk_edit", checkable=True)
        self.edit_button.toggled.connect(self.set_editing)
        for i, b in enumerate((self.new_button, self.undo_button, self.resign_button,
                               self.stop_button)):
            buttons.addWidget(b, i // 3, i % 3)
        buttons.addWidget(self.edit_button, 1, 1, 1, 2)
        side.addWidget(self.status)
        side.addWidget(self.armies)
        side.addWidget(self.result_label)
        side.addWidget(self.moves, 1)
        side.addLayout(buttons)
        side.addLayout(players)
        side.addWidget(self.banners)
        side.addWidget(self._make_editor())
        side.addWidget(self._make_puzzle_box(), 2)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        self.collection_panel = TkCollectionPanel(self)
        self.collection_panel.puzzlePicked.connect(self.pick_puzzle)
        self.collection_panel.setVisible(False)
        layout.addWidget(self.collection_panel)
        layout.addWidget(self.board, 3)
        panel = QWidget()
        panel.setLayout(side)
        side.setContentsMargins(0, 0, 4, 0)
        scroll = QScrollArea(self, objectName="tk_side", widgetResizable=True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(panel)
        scroll.setMinimumWidth(SIDE_WIDTH)
        scroll.setMaximumWidth(SIDE_WIDTH + 200)
        layout.addWidget(scroll, 1)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New game"))
        self.undo_button.setText(self.tr("Take back"))
        self.resign_button.setText(self.tr("Resign"))
        self.banners.setText(self.tr("Banner bearers in play"))
        self.edit_button.setText(self.tr("Edit position"))
        self._retranslate_players()
        self._retranslate_editor()
        self._retranslate_puzzle()
        self.collection_panel.retranslate()
        self.refresh()

    def in_play_text(self, kingdom: str, pieces: int, extra: str) -> str:
        """A kingdom in play with its number of pieces (here for lupdate's plural forms)."""
        return self.tr("{k}: in play, %n piece(s){extra}", "", pieces).format(k=kingdom,
                                                                             extra=extra)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the board the largest part: on a narrow window the puzzle list and the side
        panel take a smaller share."""
        width = event.size().width()
        self.collection_panel.setMaximumWidth(min(PANEL_WIDTH, max(150, width // 6)))
        super().resizeEvent(event)

    @property
    def position(self) -> Position:
        return self.game.position

    def shutdown(self) -> None:
        """The window closes: cancel the searches and join them; their answers go nowhere."""
        self.progress_timer.stop()
        for task in (self.move_task, self.solve_task):
            if task is not None:
                task.cancel()
        for task in (self.move_task, self.solve_task):
            if task is not None:
                task.finish()
        self.move_task = self.solve_task = None
