"""The score book: games between named players in an SQLite file, totals, CSV export, reset.

As on the game box, each finished game gives 1 to the winner and 0 to the other; a draw
counts as neither (it is kept, and shown, but scores nothing). The file lives in the user data
folder (``default_path``); ``PAIJU_DATA_DIR`` overrides the folder (tests point it at a
temporary one).
"""

from __future__ import annotations

import csv
import io
import os
import sqlite3
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

__all__ = ["PlayerTotal", "ScoreBook", "ScoreError", "ScoredGame", "data_dir", "default_path"]

FILE_NAME = "scores.sqlite3"
_RESULTS = ("1-0", "0-1", "1/2-1/2")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE
);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    red INTEGER NOT NULL REFERENCES players(id),
    black INTEGER NOT NULL REFERENCES players(id),
    result TEXT NOT NULL CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
    termination TEXT NOT NULL DEFAULT ''
);
"""


def data_dir() -> Path:
    """The user data folder: ``$PAIJU_DATA_DIR``, else the platform's usual place."""
    override = os.environ.get("PAIJU_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA", Path.home())) / "Paiju"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Paiju"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "paiju"


def default_path() -> Path:
    return data_dir() / FILE_NAME


@dataclass(frozen=True, slots=True)
class PlayerTotal:
    """One player's line of the table; ``points`` = games won (1 each)."""

    name: str
    games: int
    wins: int
    losses: int
    draws: int

    @property
    def points(self) -> int:
        return self.wins


@dataclass(frozen=True, slots=True)
class ScoredGame:
    played_at: str
    red: str
    black: str
    result: str
    termination: str


class ScoreError(ValueError):
    """A game the score book cannot take (no name, same player twice, unfinished result)."""


class ScoreBook:
    """Totals per player, kept in SQLite. Raises OSError when the file cannot be opened."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path)
            self._db.executescript(_SCHEMA)
        except sqlite3.Error as exc:
            raise OSError(f"{self.path}: cannot open the score book: {exc}") from None

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ScoreBook:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _player(self, name: str) -> int:
        self._db.execute("INSERT OR IGNORE INTO players(name) VALUES (?)", (name,))
        row = self._db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
        return int(row[0])

    def record(self, red: str, black: str, result: str, termination: str = "",
               played_at: datetime | None = None) -> None:
        """Score a finished game: ``result`` is ``1-0`` (Red won), ``0-1`` or ``1/2-1/2``."""
        red, black = red.strip(), black.strip()
        if not red or not black:
            raise ScoreError("both players need a name to be scored")
        if red.casefold() == black.casefold():
            raise ScoreError(f"{red!r} cannot score a game against themselves")
        if result not in _RESULTS:
            raise ScoreError(f"not a finished game's result: {result!r} "
                             f"(expected {', '.join(_RESULTS)})")
        when = (played_at or datetime.now(UTC)).isoformat(timespec="seconds")
        with self._db:
            self._db.execute(
                "INSERT INTO games(played_at, red, black, result, termination) "
                "VALUES (?, ?, ?, ?, ?)",
                (when, self._player(red), self._player(black), result, termination))

    def totals(self) -> list[PlayerTotal]:
        """Every player, most points first, then fewest games, then name."""
        rows = self._db.execute("""
            SELECT p.name,
                   COUNT(g.id),
                   SUM(CASE WHEN (g.red = p.id AND g.result = '1-0')
                             OR (g.black = p.id AND g.result = '0-1') THEN 1 ELSE 0 END),
                   SUM(CASE WHEN (g.red = p.id AND g.result = '0-1')
                             OR (g.black = p.id AND g.result = '1-0') THEN 1 ELSE 0 END),
                   SUM(CASE WHEN g.result = '1/2-1/2' THEN 1 ELSE 0 END)
            FROM players p JOIN games g ON g.red = p.id OR g.black = p.id
            GROUP BY p.id
        """).fetchall()
        totals = [PlayerTotal(str(n), int(g), int(w or 0), int(lo or 0), int(d or 0))
                  for n, g, w, lo, d in rows]
        return sorted(totals, key=lambda t: (-t.points, t.games, t.name.casefold()))

    def games(self) -> list[ScoredGame]:
        """Every scored game, oldest first."""
        rows = self._db.execute("""
            SELECT g.played_at, r.name, b.name, g.result, g.termination
            FROM games g JOIN players r ON r.id = g.red JOIN players b ON b.id = g.black
            ORDER BY g.id
        """).fetchall()
        return [ScoredGame(*map(str, row)) for row in rows]

    def csv_text(self) -> str:
        """The totals table as CSV: player, points, games, wins, losses, draws."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["player", "points", "games", "wins", "losses", "draws"])
        for t in self.totals():
            writer.writerow([t.name, t.points, t.games, t.wins, t.losses, t.draws])
        return out.getvalue()

    def export_csv(self, path: str | os.PathLike[str]) -> None:
        """Write ``csv_text`` to a file (UTF-8). Raises OSError."""
        Path(path).write_text(self.csv_text(), encoding="utf-8")

    def reset(self) -> None:
        """Forget every game and player."""
        with self._db:
            self._db.execute("DELETE FROM games")
            self._db.execute("DELETE FROM players")
