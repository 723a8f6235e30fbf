#!/usr/bin/env python3
"""Positions for tuning the evaluation (Texel's method), labelled by the games' results.

The engine plays itself at a small fixed node budget from the shipped openings; the first
``--random-plies`` moves after each opening are drawn among the multi-PV lines within
``--margin`` centipawns of the best (weighted towards the best), so games with the same
opening differ. The result is judged by the rules (``paiju.rules.game``, as ``paiju match``
judges: mate, stalemate, perpetual check and chase, repetition, the no-capture limit; a draw
at the move cap). Kept: quiet positions only — not in check, and the move the engine played
there is not a capture (a capture in hand means the static score is not yet the position's
value) — from the ply after the randomised moves on, mate scores left out.

Output: one line per position, ``FEN;result;game`` with the result from Red's side (1, 0.5,
0). Reproducible from ``--seed`` (each game seeds its own generator from it and its number;
the node budget makes the searches deterministic). Example::

    nice -n 5 python scripts/texel_data.py --games 600 --nodes 3000 --workers 2 \\
        --seed 1 --out /tmp/texel.txt
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from paiju.engine import Limits
from paiju.engine.builtin import Engine
from paiju.engine.match import OPENINGS_FILE, RULES, Opening, load_openings
from paiju.rules import Move
from paiju.rules.game import Game
from paiju.rules.game import describe as describe_outcome

MAX_PLIES = 300  # a game still running after 150 moves each is drawn
MATE_CP = 20000  # scores beyond this are mates or perpetual verdicts, not evaluations


@dataclass(frozen=True)
class Settings:
    nodes: int
    random_plies: int
    margin: int
    multipv: int
    seed: int


def pick(lines: list[tuple[int, Move]], margin: int, rng: random.Random) -> Move:
    """A move among (score, move) lines within `margin` of the best, nearer ones likelier."""
    best = lines[0][0]
    near = [(s, m) for s, m in lines if best - s <= margin]
    weights = [math.exp(-(best - s) / max(margin / 3, 1)) for s, _ in near]
    return rng.choices([m for _, m in near], weights)[0]


def play(number: int, opening: Opening, cfg: Settings) -> tuple[list[str], str, int]:
    """One self-play game: (kept lines 'FEN;result;game', termination, plies)."""
    rng = random.Random(cfg.seed * 1_000_003 + number)
    engine = Engine(hash_mb=16)
    limits = Limits(nodes=cfg.nodes)
    game = Game(rules=RULES)
    outcome = game.play_all(opening.moves)
    candidates: list[str] = []
    played = 0
    try:
        while outcome is None and game.ply < MAX_PLIES:
            board = game.board()
            randomise = played < cfg.random_plies
            result = engine.search(board, limits, multipv=cfg.multipv if randomise else 1)
            if result.best_move is None:
                break
            move = result.best_move
            if randomise and len(result.lines) > 1:
                lines = [(i.score_cp, i.pv[0]) for i in result.lines if i.pv and i.mate is None]
                if lines:
                    move = pick(lines, cfg.margin, rng)
            elif (not board.is_check() and not board.is_capture(move)
                  and result.info.mate is None and abs(result.info.score_cp) < MATE_CP):
                candidates.append(board.fen())
            outcome = game.play(move)
            played += 1
    finally:
        engine.close()
    if outcome is None:
        label, how = "0.5", "move cap"
    else:
        label = {"1-0": "1", "0-1": "0", "1/2-1/2": "0.5"}[outcome.result()]
        how = describe_outcome(outcome, RULES)
    return [f"{fen};{label};{number}" for fen in candidates], how, game.ply


def _play_star(args: tuple[int, Opening, Settings]) -> tuple[int, list[str], str, int]:
    number, opening, cfg = args
    return (number, *play(number, opening, cfg))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=400, help="games to play (default 400)")
    p.add_argument("--nodes", type=int, default=3000, help="node budget per move (default 3000)")
    p.add_argument("--random-plies", type=int, default=10,
                   help="plies after the opening drawn among near-best moves (default 10)")
    p.add_argument("--margin", type=int, default=60,
                   help="centipawns from the best a drawn move may lose (default 60)")
    p.add_argument("--multipv", type=int, default=4, help="lines searched to draw among (4)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    p.add_argument("--openings", default=str(OPENINGS_FILE))
    p.add_argument("--out", required=True, help="file to write (FEN;result;game lines)")
    args = p.parse_args(argv)
    for name in ("games", "nodes", "multipv", "workers"):
        if getattr(args, name) < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1")
    if args.random_plies < 0 or args.margin < 0:
        p.error("--random-plies and --margin must not be negative")
    try:
        openings = load_openings(args.openings)
    except (OSError, ValueError) as exc:
        p.error(str(exc))
    cfg = Settings(args.nodes, args.random_plies, args.margin, args.multipv, args.seed)
    jobs = [(i + 1, openings[i % len(openings)], cfg) for i in range(args.games)]
    start = time.monotonic()
    tally = {"1": 0, "0.5": 0, "0": 0}
    positions = plies = 0
    # Written game by game in order, so an interrupted run keeps its finished games.
    with ProcessPoolExecutor(args.workers) as pool, open(args.out, "w", encoding="utf-8") as out:
        for number, lines, how, n in pool.map(_play_star, jobs, chunksize=1):
            out.writelines(line + "\n" for line in lines)
            out.flush()
            positions += len(lines)
            plies += n
            label = lines[0].rsplit(";", 2)[1] if lines else None
            if label:
                tally[label] += 1
            if number % 20 == 0:
                print(f"game {number}/{args.games}: {positions} positions, "
                      f"{time.monotonic() - start:.0f} s ({how})", file=sys.stderr, flush=True)
    seconds = time.monotonic() - start
    print(f"{args.games} games ({tally['1']} Red wins, {tally['0.5']} draws, {tally['0']} Black "
          f"wins among games with kept positions), {plies} plies, {positions} positions, "
          f"{seconds:.0f} s; --nodes {args.nodes} --random-plies {args.random_plies} "
          f"--margin {args.margin} --multipv {args.multipv} --seed {args.seed} "
          f"--workers {args.workers} -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
