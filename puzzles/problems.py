"""What readers return: the collection plus the problems met on the way."""

from __future__ import annotations

from dataclasses import dataclass, field

from .model import Collection


@dataclass(frozen=True, slots=True)
class ReadProblem:
    """One bad record (or bad part of a record): where it is and what is wrong.

    ``line`` is 1-based; ``column`` is 1-based when known. ``str()`` gives
    ``file:line[:column]: message`` like a compiler.
    """

    path: str
    line: int
    column: int | None
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" + (f":{self.column}" if self.column else "")
        return f"{where}: {self.message}"


class PuzzleFileError(ValueError):
    """A file that cannot be read (or written) at all; the message names the file."""


@dataclass(slots=True)
class LoadResult:
    """The puzzles that loaded and the problems with the records that did not."""

    collection: Collection
    problems: list[ReadProblem] = field(default_factory=list)
    format: str = ""


class Problems:
    """Collects ReadProblems for one file (a small helper for the readers)."""

    __slots__ = ("path", "items")

    def __init__(self, path: str) -> None:
        self.path = path
        self.items: list[ReadProblem] = []

    def add(self, line: int, message: str, column: int | None = None) -> None:
        self.items.append(ReadProblem(self.path, line, column, message))
