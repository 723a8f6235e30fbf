"""Stored games as PGN, written by ``paiju.puzzles.games`` (FEN tag, players, result and rule,
time control, each move's clock)."""

from __future__ import annotations

import datetime

from paiju.puzzles.games import dumps_game
from paiju.rules.errors import IllegalMoveError
from paiju.rules.game import Game, GameError, TimeControl

from .rules import RULES, parse_move, stored_outcome
from .storage import Store


async def game_pgn(store: Store, code: str, number: int,
                   time_control: TimeControl | None = None) -> str | None:
    """The PGN of game ``number`` of room ``code``, or None when there is no such game."""
    stored = await store.load_game(code, number)
    if stored is None:
        return None
    date = datetime.datetime.fromtimestamp(stored.started_at / 1000, datetime.UTC).strftime(
        "%Y.%m.%d")
    game = Game(stored.fen, RULES, time_control, red=stored.red_name, black=stored.black_name,
                tags={"Event": f"Paiju online game {number}", "Site": "Paiju online",
                      "Date": date, "Round": str(number)})
    for played in stored.moves:
        move = parse_move(played.move)
        clock = played.red_ms if game.turn.fen == "w" else played.black_ms
        try:
            if move is None:
                raise GameError(played.move)
            game.play(move, clock_ms=clock)
        except (GameError, IllegalMoveError):
            break
    recorded = stored_outcome(stored.result or "", stored.termination or "")
    if recorded is not None and not game.is_over:
        game.end(recorded)
    return dumps_game(game)
