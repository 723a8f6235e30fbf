"""The puzzle model shared by the UI, the solver helpers and the CLI.

A ``Puzzle`` is a position (FEN) with metadata, a stipulation and a solution tree. The tree is
kept as lines: ``solution`` is the main line and ``variations`` holds every other root-to-leaf
line as a *full* ICCS line from the start position (so each line can be replayed on its own).
Comments after moves are keyed by the path of moves that leads to them. A ``Collection`` is an
ordered, editable list of puzzles with a header.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from paiju import rules as xiangqi
from paiju.rules.stipulation import Stipulation

MovePath = tuple[str, ...]
"""The ICCS moves from the start position up to and including a move of the tree."""


@dataclass(eq=True)
class Puzzle:
    """One problem: a position, metadata, a stipulation and a solution tree.

    ``solution`` is the ICCS main line, both sides alternating, starting with the side to move.
    ``variations`` are the other lines of the tree, each a full line from the start position
    that shares a prefix with the main line or an earlier variation. ``move_comments`` maps
    the path to a move (see ``MovePath``) to the comment shown after that move; ``comment`` is
    the comment on the position itself. ``extra`` keeps unknown native opcodes verbatim.
    """

    fen: str
    title: str = ""
    author: str = ""
    source: str = ""
    date: str = ""
    stipulation: Stipulation | None = None
    solution: list[str] = field(default_factory=list)
    hint: str = ""
    comment: str = ""
    tags: list[str] = field(default_factory=list)
    variations: list[list[str]] = field(default_factory=list)
    move_comments: dict[MovePath, str] = field(default_factory=dict)
    extra: dict[str, str] = field(default_factory=dict)

    def board(self) -> xiangqi.Board:
        """A fresh Board of the start position. Raises InvalidFenError for a bad FEN."""
        return xiangqi.Board(self.fen)

    def lines(self) -> list[list[str]]:
        """The main line followed by the variations (the whole solution tree)."""
        return [self.solution, *self.variations] if self.solution or self.variations else []

    def name(self) -> str:
        """A label for lists and messages: the title or the FEN's board part."""
        return self.title or self.fen.split(" ", 1)[0]


@dataclass(eq=True)
class Collection:
    """An ordered list of puzzles with a header; the unit of a file."""

    title: str = ""
    author: str = ""
    description: str = ""
    source: str = ""
    licence: str = ""
    extra: dict[str, str] = field(default_factory=dict)
    puzzles: list[Puzzle] = field(default_factory=list)

    def add(self, puzzle: Puzzle) -> int:
        """Append a puzzle; returns its index."""
        self.puzzles.append(puzzle)
        return len(self.puzzles) - 1

    def insert(self, index: int, puzzle: Puzzle) -> None:
        self.puzzles.insert(index, puzzle)

    def remove(self, index: int) -> Puzzle:
        """Remove and return the puzzle at ``index``."""
        return self.puzzles.pop(index)

    def move(self, i: int, j: int) -> None:
        """Move the puzzle at index ``i`` so that it ends up at index ``j``."""
        n = len(self.puzzles)
        if not (-n <= i < n and -n <= j < n):
            raise IndexError(f"move({i}, {j}): collection has {n} puzzles")
        self.puzzles.insert(j % n, self.puzzles.pop(i))

    def __len__(self) -> int:
        return len(self.puzzles)

    def __iter__(self) -> Iterator[Puzzle]:
        return iter(self.puzzles)

    def __getitem__(self, index: int) -> Puzzle:
        return self.puzzles[index]
