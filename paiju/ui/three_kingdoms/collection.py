"""The list of a Three Kingdoms collection's puzzles: a small picture of the hexagonal board,
the number, the title and the goal of each; picking a row (click, arrow keys, or the
previous/next buttons) asks the page to load that puzzle."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paiju.three_kingdoms.native import TkCollection, TkPuzzle
from paiju.ui.three_kingdoms.painter import TkStyle, board_size_cells, paint_tk_board
from paiju.ui.three_kingdoms.wording import goal_text

THUMB_HEIGHT = 52
PANEL_WIDTH = 210
THUMBS_PER_TURN = 8


def thumb_size(height: int = THUMB_HEIGHT) -> QSize:
    cells = board_size_cells()
    return QSize(round(height * cells.width() / cells.height()), height)


def tk_thumbnail(puzzle: TkPuzzle, height: int = THUMB_HEIGHT) -> QPixmap:
    """A small picture of a puzzle's position (an empty board when the position is bad)."""
    size = thumb_size(height)
    width = size.width()
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    try:
        placement = puzzle.board().placement
    except ValueError:
        placement = {}
    painter = QPainter(pixmap)
    paint_tk_board(painter, QRectF(0, 0, width, height), placement,
                   style=TkStyle(coordinates=False))
    painter.end()
    return pixmap


class TkCollectionPanel(QWidget):
    """Every puzzle of the loaded collection; ``puzzlePicked(index)`` when the user picks."""

    puzzlePicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tk_collection_panel")
        self.setMaximumWidth(PANEL_WIDTH)
        self.collection = TkCollection()
        self._thumbs: dict[str, QIcon] = {}
        self._pending = 0  # the first row still without its picture
        self._painter = QTimer(self, interval=0)
        self._painter.timeout.connect(self._paint_some)
        self.title = QLabel(objectName="tk_collection_title", wordWrap=True)
        self.list = QListWidget(objectName="tk_collection")
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSpacing(2)
        self.list.setIconSize(thumb_size())
        self.list.currentRowChanged.connect(self._row_changed)
        self.previous = QToolButton(objectName="tk_collection_previous", autoRaise=True)
        self.next = QToolButton(objectName="tk_collection_next", autoRaise=True)
        self.previous.clicked.connect(lambda: self._step(-1))
        self.next.clicked.connect(lambda: self._step(1))
        self.count = QLabel(objectName="tk_collection_count")
        row = QHBoxLayout()
        row.addWidget(self.previous)
        row.addWidget(self.next)
        row.addWidget(self.count, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(row)
        layout.addWidget(self.list, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.previous.setText("◀")
        self.previous.setToolTip(self.tr("Previous puzzle"))
        self.next.setText("▶")
        self.next.setToolTip(self.tr("Next puzzle"))
        self.show_collection(self.collection, self.list.currentRow())

    def show_collection(self, collection: TkCollection, row: int = 0) -> None:
        self.collection = collection
        self.list.blockSignals(True)
        self.list.clear()
        untitled = self.tr("(untitled)")
        for i, puzzle in enumerate(collection.puzzles):
            item = QListWidgetItem(f"{i + 1}. {puzzle.title or untitled}" +
                                   (f"\n{goal_text(puzzle.goal)}" if puzzle.goal else ""))
            item.setToolTip(puzzle.position)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self._pending = 0
        self._paint_some()
        self.title.setText(f"<b>{collection.title}</b>" if collection.title else "")
        self.title.setVisible(bool(collection.title))
        self.select(row if 0 <= row < len(collection.puzzles) else None)

    def _paint_some(self) -> None:
        """Give the next few rows their pictures (a long collection is listed at once and
        pictured over the next turns of the event loop); pictures are kept by position."""
        puzzles = self.collection.puzzles
        stop = min(len(puzzles), self._pending + THUMBS_PER_TURN)
        for i in range(self._pending, stop):
            key = puzzles[i].position
            if key not in self._thumbs:
                self._thumbs[key] = QIcon(tk_thumbnail(puzzles[i]))
            item = self.list.item(i)
            if item is not None:
                item.setIcon(self._thumbs[key])
        self._pending = stop
        if stop < len(puzzles):
            self._painter.start()
        else:
            self._painter.stop()

    def pictured(self) -> bool:
        """Has every row its picture?"""
        return self._pending >= len(self.collection.puzzles)

    def select(self, row: int | None) -> None:
        """Show ``row`` as the current puzzle (None: none of them), without signalling."""
        self.list.blockSignals(True)
        self.list.setCurrentRow(-1 if row is None else row)
        self.list.blockSignals(False)
        n = len(self.collection.puzzles)
        self.previous.setEnabled(row is not None and row > 0)
        self.next.setEnabled(n > 0 and (row is None or row < n - 1))
        self.count.setText(self.tr("{i} of {n}").format(i=row + 1, n=n) if row is not None
                           else self.tr("{n} puzzles").format(n=n))

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.puzzlePicked.emit(row)

    def _step(self, delta: int) -> None:
        row = self.list.currentRow()
        target = 0 if row < 0 else row + delta
        if 0 <= target < self.list.count():
            self.puzzlePicked.emit(target)
