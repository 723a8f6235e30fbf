"""Build a set of mates from engine games for the solver's benchmarks: the class of
general.jsonl (full boards, mates met in play, quiet moves allowed), in numbers.

    .venv/bin/python scripts/make_game_mates.py OUT.jsonl [--games 300] [--seed 1]

Debian's fairy-stockfish plays itself from the opening position: the first --random plies
at random (seeded), then at --depth with MultiPV 3, one of the lines within 60 centipawns
of the best taken at random, so that the games differ and still end in mates. The first
position of a game where the engine's score says the side to move mates in 2 to --max
moves (``score mate k``) is kept and the game ends there: one row per game, with fen,
mate_in (k), the engine's line and the seed. The engine's mate is found by a search, not
proven: a benchmark asks the solver "mate in k" and takes its verdict (sound, short, no
solution), whichever it is.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
WINDOW_CP = 60   # lines this close to the best one are played at random
MAX_PLIES = 300  # a game that has found no mate by then is dropped

_FAIRY: Any = None


def _fairy() -> Any:
    global _FAIRY
    if _FAIRY is None:
        from paiju.engine.uci_engine import UciEngine, find_fairy_stockfish

        path = find_fairy_stockfish()
        if path is None:
            raise SystemExit("make_game_mates: fairy-stockfish not found "
                             "(Debian: apt-get install fairy-stockfish)")
        _FAIRY = UciEngine(path, {"UCI_Variant": "xiangqi", "Hash": "16"})
    return _FAIRY


def play(task: tuple[int, int, int, int]) -> dict[str, Any] | None:
    """One game; the row of its first mate in 2..max_n for the side to move, or None."""
    from paiju.engine.api import Limits
    from paiju.rules import Board

    seed, random_plies, depth, max_n = task
    rng = random.Random(seed)
    fairy = _fairy()
    fairy.new_game()
    board = Board()
    for ply in range(MAX_PLIES):
        moves = list(board.legal_moves)
        if not moves:
            return None
        if ply < random_plies:
            board.push(rng.choice(moves))
            continue
        lines = fairy.search(board, Limits(depth=depth), multipv=3).lines
        if not lines or not lines[0].pv:
            return None
        best = lines[0]
        if best.mate is not None and 2 <= best.mate <= max_n:
            return {"fen": board.fen(), "mate_in": best.mate,
                    "engine_line": [m.iccs() for m in best.pv], "seed": seed,
                    "ply": ply, "depth": depth}
        if best.mate is not None:  # a mate in one, or the side to move is mated: play on
            board.push(best.pv[0])
            continue
        near = [line for line in lines
                if line.pv and line.mate is None and best.score_cp - line.score_cp <= WINDOW_CP]
        board.push(rng.choice(near or [best]).pv[0])
    return None


def main() -> int:
    from paiju.solver.batch import write_atomic

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--random", type=int, default=6, help="random plies at the start")
    ap.add_argument("--depth", type=int, default=8)
    ap.add_argument("--max", type=int, default=6, help="the longest mate kept")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    tasks = [(args.seed * 100_000 + i, args.random, args.depth, args.max)
             for i in range(args.games)]
    rows = []
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for row in pool.imap(play, tasks):
            if row is not None:
                rows.append(row)
                print(f"{len(rows)}: mate in {row['mate_in']} at ply {row['ply']}",
                      file=sys.stderr, flush=True)
    out = Path(args.out)
    write_atomic(out, "".join(json.dumps(r) + "\n" for r in rows))
    print(f"{len(rows)} mates from {args.games} games -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
