"""The FEN-list writer: one full six-field FEN per line (read back by the native reader)."""

from __future__ import annotations

from .model import Collection
from .problems import PuzzleFileError


def write(collection: Collection) -> str:
    lines = []
    for i, puzzle in enumerate(collection.puzzles, 1):
        try:
            lines.append(puzzle.board().fen())
        except ValueError as exc:
            raise PuzzleFileError(f"puzzle {i} ({puzzle.name()}): {exc}") from None
    return "".join(line + "\n" for line in lines)
