"""Where engine A's lost games against Fairy-Stockfish were lost, and whether A's own search
saw it: a post-mortem of a ``scripts/fsf_match.py --out FILE.json`` file.

    python scripts/fsf_blunders.py FILE.json [--games 10] [--depth 10] [--drop 150]

For each of A's moves in the first ``--games`` lost games, Fairy-Stockfish (Debian's, one
thread, Hash 64) searches the position before and after it to ``--depth``: the difference is
what the move lost in its judgement. For every move losing more than ``--drop`` centipawns
(mate scores left out, and only while A is less than 5 pawns behind and Fairy-Stockfish
would have played another move), Paiju's engine (full strength, this checkout) searches to the same
depth the position after the move played and after Fairy-Stockfish's choice: when Paiju
scores its own move at least as well, the two engines' *evaluations* disagree there (the
search saw what it was asked to see); when it scores Fairy-Stockfish's choice better, the
move was a search failure (found too late or cut by time in the game). Prints each game's
drops and a summary with the command's conditions.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

from paiju.engine import Engine, Limits, UciEngine
from paiju.engine.uci_engine import find_fairy_stockfish
from paiju.rules import RED, Board, Move

MATE_CP = 10_000
OPEN_CP = 500
"""Moves are looked at only while the game is open: A not already this far behind."""


def score(info_score: int, mate: int | None) -> int | None:
    """A search's score for the side to move, None for a mate score."""
    return None if mate is not None or abs(info_score) >= MATE_CP else info_score


def lost_games(path: Path, count: int) -> list[dict[str, object]]:
    """A's first ``count`` lost games of the file; ValueError naming what is wrong."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("games_played"), list):
        raise ValueError("no games_played list")
    lost = []
    for k, g in enumerate(data["games_played"]):
        if not isinstance(g, dict) or not {"a_red", "result", "moves"} <= g.keys():
            raise ValueError(f"game {k + 1}: a_red, result and moves are needed")
        if g["result"] != "1/2-1/2" and (g["result"] == "0-1") == g["a_red"]:
            lost.append(g)
    return lost[:count]


def replay(moves: str) -> list[Move]:
    """The game's moves (ICCS), each checked legal from the start; ValueError naming the
    first one that is not."""
    board, out = Board(), []
    for ply, text in enumerate(moves.split()):
        try:
            move = Move.from_iccs(text)
        except ValueError:
            raise ValueError(f"ply {ply}: {text!r} is no ICCS move") from None
        if not board.is_legal(move):
            raise ValueError(f"ply {ply}: {text} is not legal there")
        board.push(move)
        out.append(move)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("file", type=Path, help="fsf_match.py --out JSON")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--depth", type=int, default=10)
    p.add_argument("--drop", type=int, default=150, help="centipawns a move must lose")
    args = p.parse_args()
    try:
        games = lost_games(args.file, args.games)
        lines = [replay(str(g["moves"])) for g in games]
    except (OSError, ValueError) as exc:
        sys.exit(f"{args.file}: not an fsf_match.py --out file ({exc})")
    fsf_path = find_fairy_stockfish()
    if fsf_path is None:
        sys.exit("fairy-stockfish is not installed (apt-get install fairy-stockfish)")
    fsf = UciEngine(fsf_path, options={"Threads": "1", "Hash": "64"})
    paiju = Engine(hash_mb=64)
    limits = Limits(depth=args.depth)
    drops: list[int] = []
    disagree = failures = 0
    try:
        for g, line in zip(games, lines, strict=True):
            board, a_red = Board(), bool(g["a_red"])
            print(f"game {g.get('number', '?')} ({g.get('opening', '?')}), "
                  f"A {'Red' if a_red else 'Black'}, {g['result']} by {g.get('reason', '?')}")
            for ply, move in enumerate(line):
                text = move.iccs()
                if (board.turn == RED) == a_red:
                    before = fsf.search(board, limits)
                    s_before = score(before.info.score_cp, before.info.mate)
                    after_board = board.copy()
                    after_board.push(move)
                    after = fsf.search(after_board, limits)
                    s_after = score(after.info.score_cp, after.info.mate)
                    if s_before is not None and s_after is not None:
                        drop = s_before + s_after
                        drops.append(drop)
                        if (drop > args.drop and before.best_move not in (None, move)
                                and s_before > -OPEN_CP):
                            paiju.new_game()
                            mine = -paiju.search(after_board, limits).info.score_cp
                            theirs_board = board.copy()
                            theirs_board.push(before.best_move)
                            paiju.new_game()
                            theirs = -paiju.search(theirs_board, limits).info.score_cp
                            kind = "evaluation" if mine >= theirs else "search"
                            disagree += kind == "evaluation"
                            failures += kind == "search"
                            print(f"  ply {ply}: {text} loses {drop} cp by Fairy-Stockfish "
                                  f"({s_before} -> {-s_after}; it plays "
                                  f"{before.best_move.iccs()}); Paiju: {text} {mine}, "
                                  f"{before.best_move.iccs()} {theirs} -> {kind}")
                board.push(move)
    finally:
        fsf.close()
        paiju.close()
    big = disagree + failures
    print(f"\n{len(games)} lost games, {len(drops)} of A's moves judged at depth {args.depth}; "
          f"median loss {statistics.median(drops) if drops else 0} cp, "
          f"{big} moves losing more than {args.drop} cp: Paiju at the same depth prefers "
          f"its own move in {disagree} (evaluation), Fairy-Stockfish's in {failures} "
          f"(search).")
    print(f"Fairy-Stockfish: {fsf_path}, Threads 1, Hash 64; Paiju: this checkout, Hash 64; "
          f"load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
