"""The edited document: a collection of puzzles, the current one, and its undo stack.

The document is the model of the app (Orange Canvas habit): it changes only through the
methods below, which the undo commands of ``paiju.ui.commands`` call, and it announces every
change with a signal. Views read it and never write to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from paiju import rules as xiangqi
from paiju.puzzles.model import Collection, Puzzle


@dataclass(frozen=True)
class Transition:
    """What changed on the board in one step, for the view to animate (cutechess habit).

    ``moves`` are (from, to) pairs of pieces that slid; ``placed`` and ``removed`` are the
    points where pieces appeared or vanished.
    """

    moves: tuple[tuple[int, int], ...] = ()
    placed: tuple[int, ...] = ()
    removed: tuple[int, ...] = ()

    def reversed(self) -> Transition:
        return Transition(tuple((b, a) for a, b in self.moves), self.removed, self.placed)


def empty_puzzle() -> Puzzle:
    """A new puzzle: the two generals (not facing each other), Red to move."""
    return Puzzle(fen="3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")


@dataclass
class _State:
    collection: Collection = field(default_factory=Collection)
    index: int = 0


class PuzzleDocument(QObject):
    """A collection being edited; exactly one puzzle is current and shown on the board."""

    positionChanged = Signal(object)  # Transition | None
    metadataChanged = Signal(str)  # field name
    collectionChanged = Signal()  # puzzles added, removed, reordered or replaced
    puzzleChanged = Signal(int)  # position or metadata of one puzzle changed
    currentChanged = Signal(int)  # index of the current puzzle
    pathChanged = Signal(str)
    loaded = Signal()  # a whole new collection (New, Open, recovery): results of the old go

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setObjectName("undo_stack")
        self._state = _State(Collection(puzzles=[empty_puzzle()]))
        self._board = xiangqi.Board(self.current.fen)
        self.path: str = ""
        self._recovered = False

    # --- reading ---------------------------------------------------------------------------
    @property
    def collection(self) -> Collection:
        return self._state.collection

    @property
    def index(self) -> int:
        return self._state.index

    @property
    def current(self) -> Puzzle:
        return self.collection.puzzles[self.index]

    @property
    def board(self) -> xiangqi.Board:
        """The current position (read it; change it only through commands)."""
        return self._board

    def fen(self) -> str:
        return self._board.fen()

    def is_modified(self) -> bool:
        return self._recovered or not self.undo_stack.isClean()

    def mark_saved(self) -> None:
        self._recovered = False
        self.undo_stack.setClean()
        self.pathChanged.emit(self.path)

    def mark_recovered(self) -> None:
        """Restored from an autosave copy: unsaved although nothing was undone or redone."""
        self._recovered = True
        self.pathChanged.emit(self.path)

    # --- whole-document changes (not undoable: New/Open) ------------------------------------
    def load(self, collection: Collection, path: str = "") -> None:
        """Replace everything (New, Open); clears the undo history."""
        if not collection.puzzles:
            collection.puzzles.append(empty_puzzle())
        self._state = _State(collection, 0)
        self.path = path
        self._recovered = False
        self.undo_stack.clear()
        self._reload_board()
        self.collectionChanged.emit()
        self.currentChanged.emit(0)
        self.positionChanged.emit(None)
        self.pathChanged.emit(path)
        self.loaded.emit()

    def set_path(self, path: str) -> None:
        self.path = path
        self.pathChanged.emit(path)

    def select(self, index: int) -> None:
        """Make another puzzle of the collection current (navigation, not an edit)."""
        if index == self.index or not 0 <= index < len(self.collection):
            return
        self._state.index = index
        self._reload_board()
        self.currentChanged.emit(index)
        self.positionChanged.emit(None)

    def _reload_board(self) -> None:
        try:
            self._board = xiangqi.Board(self.current.fen)
        except ValueError:
            self._board = xiangqi.Board(empty_puzzle().fen)

    # --- edits, called by the undo commands only ---------------------------------------------
    def apply_fen(self, index: int, fen: str, transition: Transition | None) -> None:
        """Set the position of puzzle ``index`` (and show it)."""
        self.select(index)
        self.collection.puzzles[index].fen = fen
        self._board = xiangqi.Board(fen)
        self.positionChanged.emit(transition)
        self.puzzleChanged.emit(index)

    def apply_metadata(self, index: int, name: str, value: object) -> None:
        self.select(index)
        setattr(self.collection.puzzles[index], name, value)
        self.metadataChanged.emit(name)
        self.puzzleChanged.emit(index)

    def insert_puzzle(self, index: int, puzzle: Puzzle) -> None:
        self.collection.insert(index, puzzle)
        self._state.index = index
        self._reload_board()
        self.collectionChanged.emit()
        self.currentChanged.emit(index)
        self.positionChanged.emit(None)

    def remove_puzzle(self, index: int) -> Puzzle:
        puzzle = self.collection.remove(index)
        self._state.index = min(index, len(self.collection) - 1)
        self._reload_board()
        self.collectionChanged.emit()
        self.currentChanged.emit(self.index)
        self.positionChanged.emit(None)
        return puzzle

    def move_puzzle(self, i: int, j: int) -> None:
        self.collection.move(i, j)
        self._state.index = j
        self.collectionChanged.emit()
        self.currentChanged.emit(j)

    def snapshot(self) -> Collection:
        """A deep-enough copy of the collection for saving in the background."""
        c = self.collection
        return replace(c, extra=dict(c.extra), puzzles=[replace(p) for p in c.puzzles])
