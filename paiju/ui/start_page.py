"""The start page shown in the central area when the app starts with nothing open: the Play
entries (against the computer, two players, online, Three Kingdoms), the shipped collections
(title, number of puzzles, a thumbnail of the first one), New / Open, and the recent games (the
kept PGN games) and recent files, each reopened with one click.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from paiju.puzzles import io as pio
from paiju.puzzles.model import Puzzle
from paiju.scores import GameArchive
from paiju.ui.board_painter import BoardStyle
from paiju.ui.collection_panel import thumbnail
from paiju.ui.settings import recent_files

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
THUMB = 96
RECENT = 8  # recent games and recent files shown
PLAY_MODES = ("computer", "two_players", "online", "three_kingdoms")
"""What ``StartPage.playRequested`` names: a game against the computer, two players at one
board, an online room, a Three Kingdoms game."""


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
    """Play entries, shipped collections, New / Open and the recent games and files."""

    collectionChosen = Signal(str)  # path of a shipped collection
    newRequested = Signal()
    openRequested = Signal()
    playRequested = Signal(str)  # one of PLAY_MODES
    gameChosen = Signal(str)  # path of a kept game (it exists)
    fileChosen = Signal(str)  # path of a recent file (it exists)
    recentChanged = Signal()  # a vanished file was taken off the recent files

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None,
                 archive: GameArchive | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self.settings = settings  # the recent files
        self.archive = archive or GameArchive()
        self.collections: list[ShippedCollection] | None = None  # read when first shown
        self._icons: dict[tuple[str, str], QIcon] = {}
        self._style = BoardStyle()
        self.heading = QLabel(self, objectName="start_heading")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.intro = QLabel(self, objectName="start_intro")
        self.intro.setWordWrap(True)
        self.titles = {name: _section(self, name)
                       for name in ("play", "puzzles", "recent_games", "recent_files")}
        self.play_buttons: dict[str, QPushButton] = {}
        play_row = QHBoxLayout()
        for mode in PLAY_MODES:
            button = QPushButton(self, objectName=f"start_play_{mode}")
            button.setMinimumHeight(36)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _c=False, m=mode: self.playRequested.emit(m))
            self.play_buttons[mode] = button
            play_row.addWidget(button)
        self.list = QListWidget(self, objectName="start_collections")
        self.list.setIconSize(QSize(round(THUMB * 0.9), THUMB))
        self.list.setSpacing(3)
        self.list.setWordWrap(True)
        self.games = QListWidget(self, objectName="start_recent_games")
        self.files = QListWidget(self, objectName="start_recent_files")
        for recent in (self.games, self.files):
            recent.setWordWrap(True)
            recent.setSpacing(2)
            recent.setAlternatingRowColors(True)  # two lines an entry: keep them apart
            recent.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.new_button = QPushButton(self, objectName="start_new")
        self.open_button = QPushButton(self, objectName="start_open")
        buttons = QHBoxLayout()
        buttons.setSpacing(6)  # in a grid of unequal spacings it would inherit none
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)
        grid = QGridLayout()  # puzzles on the left, recent games and files on the right
        grid.setHorizontalSpacing(18)
        grid.addWidget(self.titles["puzzles"], 0, 0)
        grid.addWidget(self.list, 1, 0, 3, 1)
        grid.addLayout(buttons, 4, 0)
        grid.addWidget(self.titles["recent_games"], 0, 1)
        grid.addWidget(self.games, 1, 1)
        grid.addWidget(self.titles["recent_files"], 2, 1)
        grid.addWidget(self.files, 3, 1, 2, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.setRowStretch(1, 1)
        grid.setRowStretch(3, 1)
        column = QVBoxLayout()
        column.addWidget(self.heading)
        column.addWidget(self.intro)
        column.addWidget(self.titles["play"])
        column.addLayout(play_row)
        column.addSpacing(8)
        column.addLayout(grid, 1)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(24, 12, 24, 12)
        outer.addStretch(1)
        outer.addLayout(column, 10)
        outer.addStretch(1)
        self.new_button.clicked.connect(self.newRequested)
        self.open_button.clicked.connect(self.openRequested)
        self.list.itemActivated.connect(self._chosen)
        self.list.itemClicked.connect(self._chosen)
        for recent in (self.games, self.files):
            recent.itemActivated.connect(self._recent_chosen)
            recent.itemClicked.connect(self._recent_chosen)
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
        self.fill_recent()  # a game may have been kept, a file opened, since last time
        super().showEvent(event)

    def retranslate(self) -> None:
        self.heading.setText("<h2>Paiju 排局</h2>")
        self.intro.setText(self.tr("Play a game, open one of the collections that come with "
                                   "Paiju, or start a puzzle of your own."))
        for name, text in {"play": self.tr("Play"), "puzzles": self.tr("Puzzles"),
                           "recent_games": self.tr("Recent games"),
                           "recent_files": self.tr("Recent files")}.items():
            self.titles[name].setText(text)
        texts = {
            "computer": (self.tr("Against the Computer"),
                         self.tr("A game against the built-in engine: choose its level")),
            "two_players": (self.tr("Two Players"), self.tr("Two people at this board")),
            "online": (self.tr("Online"),
                       self.tr("Host a room on a server and send its link to your opponent")),
            "three_kingdoms": (self.tr("Three Kingdoms"),
                               self.tr("The three-player variant on its own board")),
        }
        for mode, (text, tip) in texts.items():
            self.play_buttons[mode].setText(text)
            self.play_buttons[mode].setToolTip(tip)
        self.new_button.setText(self.tr("New Puzzle"))
        self.new_button.setToolTip(self.tr("Set up a new puzzle"))
        self.open_button.setText(self.tr("Open…"))
        self.open_button.setToolTip(self.tr("Open a puzzle file"))
        self._fill()
        self.fill_recent()

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

    def fill_recent(self) -> None:
        """The newest kept games and the recent files (read again each time)."""
        self.games.clear()
        try:
            kept = self.archive.games()[:RECENT]
        except OSError:
            kept = []
        for game in kept:
            players = f"{game.red or '?'} – {game.black or '?'}"
            item = QListWidgetItem(f"{players}  {game.result}\n{game.when}")
            item.setData(PATH_ROLE, str(game.path))
            item.setToolTip(str(game.path))
            self.games.addItem(item)
        if not kept:
            self.games.addItem(self.tr("(no game kept yet: finished games come here)"))
        self.files.clear()
        paths = recent_files(self.settings) if self.settings is not None else []
        for path in paths[:RECENT]:
            item = QListWidgetItem(f"{Path(path).name}\n{Path(path).parent}")
            item.setData(PATH_ROLE, path)
            item.setToolTip(path)
            self.files.addItem(item)
        if not paths:
            self.files.addItem(self.tr("(no file opened yet)"))

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

    def _recent_chosen(self, item: QListWidgetItem) -> None:
        """Reopen a recent game or file; one that has vanished is said so and taken off."""
        path = item.data(PATH_ROLE)
        if not path or not self.isVisible():
            return
        is_game = item.listWidget() is self.games
        if Path(path).is_file():
            (self.gameChosen if is_game else self.fileChosen).emit(str(path))
            return
        if not is_game and self.settings is not None:
            self.settings.setValue("recent_files",
                                   [p for p in recent_files(self.settings) if p != path])
            self.recentChanged.emit()
        self.fill_recent()
        QMessageBox.information(
            self, self.tr("Recent games") if is_game else self.tr("Recent files"),
            self.tr("%1 is no longer there: it is taken off the list.").replace("%1", path))


def _section(parent: QWidget, name: str) -> QLabel:
    """A bold section title."""
    label = QLabel(parent, objectName=f"start_{name}_title")
    font = QFont(label.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.15)
    label.setFont(font)
    return label
