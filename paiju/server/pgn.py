"""Stored games as PGN, written by ``paiju.puzzles.games`` (FEN tag, players, result and rule,
time control, each move's clock)."""

from __future__ import annotations

import datetime

from paiju.puzzles.games import dumps_game
from paiju.rules.errors import IllegalMoveError
from paiju.rules.game import Game, GameError, TimeControl

from .db import Database
from .rules import RULES, parse_move, stored_outcome


async def game_pgn(db: Database, code: str, number: int,
                   time_control: TimeControl | None = None) -> str | None:
    """The PGN of game ``number`` of room ``code``, or None when there is no such game."""
    rows = await db.fetch(
        "SELECT fen, red_name, black_name, result, termination, started_at FROM games "
        "WHERE room_code = ? AND number = ?", (code, number))
    if not rows:
        return None
    fen, red, black, result, termination, started = rows[0]
    date = datetime.datetime.fromtimestamp(started / 1000, datetime.UTC).strftime("%Y.%m.%d")
    game = Game(fen, RULES, time_control, red=red, black=black,
                tags={"Event": f"Paiju online game {number}", "Site": "Paiju online",
                      "Date": date, "Round": str(number)})
    for text, red_ms, black_ms in await db.fetch(
            "SELECT move, red_ms, black_ms FROM moves WHERE room_code = ? AND number = ? "
            "ORDER BY ply", (code, number)):
        move = parse_move(text)
        clock = red_ms if game.turn.fen == "w" else black_ms
        try:
            if move is None:
                raise GameError(text)
            game.play(move, clock_ms=clock)
        except (GameError, IllegalMoveError):
            break
    recorded = stored_outcome(result or "", termination or "")
    if recorded is not None and not game.is_over:
        game.end(recorded)
    return dumps_game(game)
