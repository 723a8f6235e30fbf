"""Stored games as PGN, written by ``puzzles.pgn`` (FEN tag for any start position)."""

from __future__ import annotations

import datetime

from puzzles.model import Collection, Puzzle
from puzzles.pgn import write

from .db import Database


async def game_pgn(db: Database, code: str, number: int) -> str | None:
    """The PGN of game ``number`` of room ``code``, or None when there is no such game."""
    rows = await db.fetch(
        "SELECT fen, red_name, black_name, result, termination, started_at FROM games "
        "WHERE room_code = ? AND number = ?", (code, number))
    if not rows:
        return None
    fen, red, black, result, termination, started = rows[0]
    moves = [m for (m,) in await db.fetch(
        "SELECT move FROM moves WHERE room_code = ? AND number = ? ORDER BY ply",
        (code, number))]
    date = datetime.datetime.fromtimestamp(started / 1000, datetime.UTC).strftime("%Y.%m.%d")
    extra = {"Site": "Paiju online", "Round": str(number), "Red": red, "Black": black,
             "Result": result or "*"}
    if termination:
        extra["Termination"] = termination
    puzzle = Puzzle(fen=fen, title=f"Paiju online game {number}", date=date, solution=moves,
                    extra=extra)
    return write(Collection(puzzles=[puzzle]))
