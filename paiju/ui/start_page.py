"""The start page shown in the central area when the app starts with nothing open: the shipped
collections (title, number of puzzles, a thumbnail of the first one) and New / Open buttons.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from paiju.puzzles import io as pio
from paiju.puzzles.model import Puzzle
from paiju.ui.board_painter import BoardStyle
from paiju.ui.collection_panel import thumbnail

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
THUMB = 96


@dataclass(frozen=True)
class ShippedCollection:
    """What the start page says about one shipped collection file."""

    path: Path
    title: str
    count: int
    description: str
    first: Puzzle | None


def read_shipped() -> list[ShippedCollection]:
    """The shipped collections that can be read (an unreadable file is left out)."""
    try:
        from paiju.puzzles.shipped import shipped_collections

        paths = shipped_collections()
    except (ImportError, OSError):
        return []
    found = []
    for path in paths:
        try:
            collection = pio.load(path).collection
        except (ValueError, OSError):
            continue
        found.append(ShippedCollection(path, collection.title or path.stem, len(collection),
                                       collection.description,
                                       collection.puzzles[0] if collection.puzzles else None))
    return found


class StartPage(QWidget):
    """Shipped collections to open with one click, and the New / Open buttons."""

    collectionChosen = Signal(str)  # path of a shipped collection
    newRequested = Signal()
    openRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self.collections: list[ShippedCollection] | None = None  # read when first shown
        self._icons: dict[tuple[str, str], QIcon] = {}
        self._style = BoardStyle()
        self.heading = QLabel(self, objectName="start_heading")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.intro = QLabel(self, objectName="start_intro")
        self.intro.setWordWrap(True)
        self.list = QListWidget(self, objectName="start_collections")
        self.list.setIconSize(QSize(round(THUMB * 0.9), THUMB))
        self.list.setSpacing(3)
        self.list.setWordWrap(True)
        self.new_button = QPushButton(self, objectName="start_new")
        self.open_button = QPushButton(self, objectName="start_open")
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addWidget(self.intro)
        column.addWidget(self.list, 1)
        column.addLayout(buttons)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(24, 18, 24, 18)
        outer.addStretch(1)
        outer.addLayout(column, 6)
        outer.addStretch(1)
        self.new_button.clicked.connect(self.newRequested)
        self.open_button.clicked.connect(self.openRequested)
        self.list.itemActivated.connect(self._chosen)
        self.list.itemClicked.connect(self._chosen)
        self.retranslate()

    def set_board_style(self, style: BoardStyle) -> None:
        """Thumbnails follow the piece style of the settings."""
        if style.piece_style != self._style.piece_style:
            self._style = style
            self._fill()

    def showEvent(self, event: QShowEvent) -> None:
        if self.collections is None:
            self.collections = read_shipped()
            self._fill()
        super().showEvent(event)

    def retranslate(self) -> None:
        self.heading.setText("<h2>Paiju 排局</h2>")
        self.intro.setText(self.tr("Open one of the collections that come with Paiju, or start "
                                   "a puzzle of your own."))
        self.new_button.setText(self.tr("New Puzzle"))
        self.new_button.setToolTip(self.tr("Set up a new puzzle"))
        self.open_button.setText(self.tr("Open…"))
        self.open_button.setToolTip(self.tr("Open a puzzle file"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill(self) -> None:
        if self.collections is None:
            return
        self.list.clear()
        for shipped in self.collections:
            count = self.tr("%n puzzle(s)", "", shipped.count)
            item = QListWidgetItem(f"{shipped.title}\n{count}")
            if shipped.first is not None:
                item.setIcon(self._icon(shipped))
            item.setData(PATH_ROLE, str(shipped.path))
            item.setToolTip(f"{shipped.description}\n{shipped.path}".strip())
            item.setData(Qt.ItemDataRole.AccessibleTextRole, shipped.title)
            self.list.addItem(item)
            item.setSizeHint(QSize(0, THUMB + 8))
        if not self.collections:
            self.list.addItem(self.tr("(no collections are installed)"))

    def _icon(self, shipped: ShippedCollection) -> QIcon:
        key = (str(shipped.path), self._style.piece_style)
        if key not in self._icons:
            assert shipped.first is not None
            self._icons[key] = QIcon(thumbnail(shipped.first, self._style, THUMB))
        return self._icons[key]

    def _chosen(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path and self.isVisible():  # a double click also activates: open once
            self.collectionChosen.emit(str(path))
