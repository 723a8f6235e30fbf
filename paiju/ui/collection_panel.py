"""The collection list: thumbnail, title and stipulation of every puzzle of the file.

Selecting a row makes that puzzle current; the buttons ask the main window for
previous/next, reorder, add current and remove (which become undo commands there).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paiju import rules as xiangqi
from paiju.puzzles.model import Puzzle
from paiju.ui.board_painter import BoardStyle, board_aspect, paint_board
from paiju.ui.document import PuzzleDocument
from paiju.ui.solving.common import stipulation_words

THUMB_HEIGHT = 72


def thumbnail(puzzle: Puzzle, style: BoardStyle, height: int = THUMB_HEIGHT) -> QPixmap:
    """A small picture of a puzzle's position (blank board when the FEN is bad)."""
    width = round(height * board_aspect())
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    try:
        placement = xiangqi.Board(puzzle.fen).piece_map()
    except ValueError:
        placement = {}
    painter = QPainter(pixmap)
    paint_board(painter, QRectF(0, 0, width, height),
                placement, BoardStyle(piece_style=style.piece_style, coordinates="none"))
    painter.end()
    return pixmap


class CollectionPanel(QWidget):
    """List of the puzzles with navigation and editing buttons."""

    previousRequested = Signal()
    nextRequested = Signal()
    moveRequested = Signal(int, int)
    addRequested = Signal()
    removeRequested = Signal(int)

    def __init__(self, doc: PuzzleDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("collection_panel")
        self.doc = doc
        self.style_ = BoardStyle()
        self._thumbs: dict[tuple[str, str], QIcon] = {}
        self.list = QListWidget(self)
        self.list.setObjectName("collection_list")
        self.list.setIconSize(QSize(round(THUMB_HEIGHT * board_aspect()), THUMB_HEIGHT))
        self.list.setSpacing(2)
        self.buttons: dict[str, QToolButton] = {}
        row = QHBoxLayout()
        row.setSpacing(2)
        for name, signal in (("previous", self.previousRequested), ("next", self.nextRequested),
                             ("up", None), ("down", None), ("add", self.addRequested),
                             ("remove", None)):
            button = QToolButton(self)
            button.setObjectName(f"collection_{name}")
            button.setAutoRaise(True)
            if signal is not None:
                button.clicked.connect(signal.emit)
            self.buttons[name] = button
            row.addWidget(button)
        row.addStretch(1)
        self.buttons["up"].clicked.connect(lambda: self._shift(-1))
        self.buttons["down"].clicked.connect(lambda: self._shift(1))
        self.buttons["remove"].clicked.connect(lambda: self.removeRequested.emit(doc.index))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(row)
        layout.addWidget(self.list, 1)
        self.list.currentRowChanged.connect(self._row_changed)
        doc.collectionChanged.connect(self.rebuild)
        doc.puzzleChanged.connect(self._update_item)
        doc.currentChanged.connect(self._select_row)
        self.retranslate()
        self.rebuild()

    def retranslate(self) -> None:
        texts = {"previous": ("◀", self.tr("Previous puzzle")),
                 "next": ("▶", self.tr("Next puzzle")),
                 "up": ("▲", self.tr("Move the puzzle up")),
                 "down": ("▼", self.tr("Move the puzzle down")),
                 "add": ("+", self.tr("Add a copy of the current puzzle to the collection")),
                 "remove": ("−", self.tr("Remove the current puzzle from the collection"))}
        for name, (text, tip) in texts.items():
            self.buttons[name].setText(text)
            self.buttons[name].setToolTip(tip)
        self.rebuild()

    def set_board_style(self, style: BoardStyle) -> None:
        self.style_ = style
        self.rebuild()

    def _fill(self, item: QListWidgetItem, i: int) -> None:
        puzzle = self.doc.collection[i]
        stip = "" if puzzle.stipulation is None else (
            stipulation_words(puzzle.stipulation) if puzzle.stipulation.is_study
            else str(puzzle.stipulation))
        untitled = self.tr("(untitled)")
        label = f"{i + 1}. {puzzle.title or untitled}"
        key = (puzzle.fen, self.style_.piece_style)
        if key not in self._thumbs:
            self._thumbs[key] = QIcon(thumbnail(puzzle, self.style_))
        item.setIcon(self._thumbs[key])
        item.setText(label + (f"\n{stip}" if stip else ""))
        item.setToolTip(puzzle.fen)

    def _update_item(self, index: int) -> None:
        item = self.list.item(index)
        if item is not None:
            self._fill(item, index)

    def rebuild(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for i in range(len(self.doc.collection)):
            item = QListWidgetItem()
            self._fill(item, i)
            self.list.addItem(item)
        self.list.setCurrentRow(self.doc.index)
        self.list.blockSignals(False)
        n = len(self.doc.collection)
        self.buttons["remove"].setEnabled(n > 1)
        self._select_row(self.doc.index)

    def _select_row(self, index: int) -> None:
        self.list.blockSignals(True)
        self.list.setCurrentRow(index)
        self.list.blockSignals(False)
        n = len(self.doc.collection)
        self.buttons["previous"].setEnabled(index > 0)
        self.buttons["up"].setEnabled(index > 0)
        self.buttons["next"].setEnabled(index < n - 1)
        self.buttons["down"].setEnabled(index < n - 1)

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.doc.select(row)

    def _shift(self, delta: int) -> None:
        i = self.doc.index
        if 0 <= i + delta < len(self.doc.collection):
            self.moveRequested.emit(i, i + delta)
