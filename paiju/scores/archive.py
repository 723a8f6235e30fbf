"""Finished games kept as PGN files in the user data folder (``games/`` under ``data_dir``),
one file a game, named by when it ended and who played; the game list reads them back.
Like the score book it knows no rules: the caller gives the PGN text."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .book import data_dir

__all__ = ["GameArchive", "KeptGame"]

_TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_UNSAFE = re.compile(r"[^\w.-]+")


@dataclass(frozen=True, slots=True)
class KeptGame:
    """What the game list shows of a kept game (read from its PGN tags)."""

    path: Path
    date: str  # "2026.12.05"
    time: str  # "16:40:12"
    red: str
    black: str
    result: str
    termination: str
    event: str

    @property
    def when(self) -> str:
        return f"{self.date} {self.time}".strip()


def _file_part(name: str) -> str:
    return _UNSAFE.sub("_", name).strip("_")[:24] or "player"


def read_tags(path: Path) -> dict[str, str]:
    """The tag pairs at the head of a PGN file (the moves are not read)."""
    tags: dict[str, str] = {}
    with path.open(encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.strip()
            if not line:
                if tags:
                    break
                continue
            match = _TAG.match(line)
            if match is None:
                break
            tags[match.group(1)] = match.group(2).replace('\\"', '"').replace("\\\\", "\\")
    return tags


class GameArchive:
    """The folder of kept games. ``keep`` writes one; ``games`` lists them, newest first."""

    def __init__(self, folder: str | os.PathLike[str] | None = None) -> None:
        self.folder = Path(folder) if folder is not None else data_dir() / "games"

    def keep(self, pgn: str, red: str, black: str, when: datetime | None = None) -> Path:
        """Write one game's PGN text (the caller writes it: ``puzzles.games.dumps_game``)
        to a new file named by ``when`` (default now) and the players; returns the file.
        Raises OSError."""
        moment = when or datetime.now()
        self.folder.mkdir(parents=True, exist_ok=True)
        stem = f"{moment:%Y-%m-%d_%H%M%S}_{_file_part(red or 'red')}-{_file_part(black or 'black')}"
        path = self.folder / f"{stem}.pgn"
        n = 2
        while path.exists():
            path = self.folder / f"{stem}_{n}.pgn"
            n += 1
        with path.open("x", encoding="utf-8") as f:
            f.write(pgn)
        return path

    def games(self) -> list[KeptGame]:
        """Every readable kept game, newest first (a file that cannot be read, or does not
        begin with PGN tags, is left out)."""
        if not self.folder.is_dir():
            return []
        kept = []
        for path in self.folder.glob("*.pgn"):
            try:
                tags = read_tags(path)
            except OSError:
                continue
            if not tags:  # not a game record: no tag pairs at its head
                continue
            kept.append(KeptGame(path, tags.get("Date", ""), tags.get("Time", ""),
                                 tags.get("Red", ""), tags.get("Black", ""),
                                 tags.get("Result", "*"), tags.get("Termination", ""),
                                 tags.get("Event", "").strip("?")))
        return sorted(kept, key=lambda k: (k.date, k.time, k.path.name), reverse=True)

    def remove(self, kept: KeptGame) -> None:
        """Delete a kept game's file. Raises OSError."""
        kept.path.unlink()
