"""What readers return: the collection plus the problems met on the way."""

from __future__ import annotations

from dataclasses import dataclass, field

from paiju.rules.errors import excerpt

from .model import Collection

__all__ = ["MAX_PROBLEMS", "LoadResult", "Problems", "PuzzleFileError", "ReadProblem",
           "excerpt"]

MAX_PROBLEMS = 1000
"""Problems kept per file; the rest are counted in one closing problem (bounded memory)."""
MAX_MESSAGE = 300
"""Longest message kept; readers quote input through ``excerpt`` so this is a backstop."""


@dataclass(frozen=True, slots=True)
class ReadProblem:
    """One bad record (or bad part of a record): where it is and what is wrong.

    ``line`` is 1-based; ``column`` is 1-based when known; ``field`` names the opcode, tag,
    key or column the problem is in ("" for a whole record). ``str()`` gives
    ``file:line[:column]: field: message`` like a compiler.
    """

    path: str
    line: int
    column: int | None
    message: str
    field: str = ""

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" + (f":{self.column}" if self.column else "")
        return f"{where}: {self.field + ': ' if self.field else ''}{self.message}"


class PuzzleFileError(ValueError):
    """A file that cannot be read (or written) at all; the message names the file."""


@dataclass(slots=True)
class LoadResult:
    """The puzzles that loaded and the problems with the records that did not."""

    collection: Collection
    problems: list[ReadProblem] = field(default_factory=list)
    format: str = ""


class Problems:
    """Collects ReadProblems for one file (a small helper for the readers).

    At most ``MAX_PROBLEMS`` are kept; ``close()`` adds one problem counting the rest.
    """

    __slots__ = ("path", "items", "dropped")

    def __init__(self, path: str) -> None:
        self.path = path
        self.items: list[ReadProblem] = []
        self.dropped = 0

    @property
    def full(self) -> bool:
        """True once ``MAX_PROBLEMS`` are kept (further ones are only counted)."""
        return len(self.items) >= MAX_PROBLEMS

    def add(self, line: int, message: str, column: int | None = None, field: str = "") -> None:
        if len(self.items) >= MAX_PROBLEMS:
            self.dropped += 1
            return
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE] + "..."
        self.items.append(ReadProblem(self.path, max(1, line), column, message, field[:60]))

    def close(self) -> list[ReadProblem]:
        """The problems, with a last one counting those not kept."""
        if self.dropped:
            last = self.items[-1].line if self.items else 1
            self.items.append(ReadProblem(self.path, last, None,
                                          f"{self.dropped} more problems not listed",
                                          "file"))
            self.dropped = 0
        return self.items
