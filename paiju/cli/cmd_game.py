"""Game subcommand: ``paiju replay FILE [--json]``.

Replays each game record of a file (PGN, XQF, DhtmlXQ, any format Paiju reads) through the
game rules and prints the result and the rule that ended it, e.g. ``0-1 perpetual check by
Red``, or where an illegal move stops the replay. Exit 0 when every game replayed to its end,
1 when one stopped on a bad move or could not start (a record with an illegal setup; the
others still replay), 2 when the file cannot be read.
"""

from __future__ import annotations

import argparse
import json

from paiju.puzzles.games import ReplayedGame, replay_records
from paiju.rules.game import GameRules


def _limit(text: str) -> int | None:
    if text.strip().lower() in ("none", "off", "0"):
        return None
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number of moves: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {value}")
    return value


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("replay", help="replay a game file and print its result and rule",
                       description="Replay every game of FILE under the game rules "
                                   "(docs/game-rules.md). Prints one line per game: the "
                                   "result and the rule that ended it, '*' if unfinished, or "
                                   "where an illegal move stops it.")
    p.add_argument("file", metavar="FILE", help="PGN, XQF, DhtmlXQ or any readable record")
    p.add_argument("--no-capture", type=_limit, default=60, metavar="N",
                   help="moves each side without a capture that draw (default 60; 'none')")
    p.add_argument("--no-chase", action="store_true",
                   help="do not apply the perpetual-chase rule")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run_replay)


def _summary(done: ReplayedGame) -> dict[str, object]:
    game = done.game
    outcome = game.outcome
    return {
        "title": done.title,
        "start_fen": game.start_fen,
        "plies": game.ply,
        "result": game.result(),
        "termination": outcome.termination.value if outcome else None,
        "winner": outcome.winner.label.lower() if outcome and outcome.winner is not None
        else None,
        "description": game.describe(),
        "recorded_result": done.recorded,
        "stopped": None if done.stop is None else {
            "ply": done.stop_ply,
            "move_number": game.move_number(done.stop_ply or 1)[0],
            "side": game.move_number(done.stop_ply or 1)[1].label.lower(),
            "reason": done.stop,
        },
        "ignored_moves": done.ignored,
        "final_fen": game.board().fen(),
    }


def run_replay(args: argparse.Namespace) -> int:
    rules = GameRules(no_capture_limit=args.no_capture, chase_rule=not args.no_chase)
    games = replay_records(args.file, rules)
    if args.json:
        print(json.dumps([_summary(g) if isinstance(g, ReplayedGame) else {"error": g}
                          for g in games], ensure_ascii=False, indent=2))
    else:
        for i, done in enumerate(games, 1):
            prefix = f"game {i}: " if len(games) > 1 else ""
            if isinstance(done, str):
                print(f"{prefix}not replayed: {done}")
                continue
            line = done.stop_text() or done.game.describe()
            if done.ignored:
                line += f" ({done.ignored} recorded moves after the end ignored)"
            print(prefix + line)
    bad = [g for g in games if isinstance(g, str) or g.stop is not None]
    if len(games) == 1 and isinstance(games[0], str):
        raise ValueError(f"{args.file}: {games[0]}")
    return 1 if bad else 0
