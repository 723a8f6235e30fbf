"""Do games between Three Kingdoms computer players differ, and how do they end? Plays
--games games from the start position with all three kingdoms at --level, once as the app
played before issue 40 (choose_move's defaults: ties always broken the same way, repetitions
not avoided) and once as it plays now (vary=True, avoid=repeating_moves(game)), each game with
its own seed (which only the weak levels' random moves and `vary` use).

    python scripts/tk_variety.py [--games 6] [--level 3] [--max-plies 150]

Prints per mode: how many distinct games (move sequences), how each ended (repetition,
180-move rule, last general, or the ply cap), the plies played, the CPU seconds, and the
machine's load (`os.getloadavg`) before and after.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from paiju.three_kingdoms import Game
from paiju.three_kingdoms.players import choose_move, repeating_moves


def play(level: int, seed: int, varied: bool, max_plies: int) -> tuple[tuple[str, ...], str]:
    """One game; its moves and how it ended."""
    rng, game = random.Random(seed), Game()
    while not game.is_over and len(game.turns) < max_plies:
        if varied:
            choice = choose_move(game.position, level, rng, vary=True,
                                 avoid=repeating_moves(game), history=game.blocking[-1])
        else:
            choice = choose_move(game.position, level, rng)
        game.play(choice.move)
    ended = game.result.rule.value if game.result is not None else "cap"
    return tuple(t.move.text() for t in game.turns), ended


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--level", type=int, default=3)
    parser.add_argument("--max-plies", type=int, default=150)
    args = parser.parse_args(argv)
    print(f"level {args.level}, {args.games} games per mode, cap {args.max_plies} plies, "
          f"load before {os.getloadavg()[0]:.2f}")
    for label, varied in (("before (defaults)", False), ("now (vary + avoid)", True)):
        start = time.process_time()
        games = [play(args.level, seed, varied, args.max_plies) for seed in range(args.games)]
        ends = Counter(ended for _, ended in games)
        plies = [len(moves) for moves, _ in games]
        print(f"{label}: {len({moves for moves, _ in games})} distinct of {len(games)}; "
              f"ended {dict(ends)}; plies {plies}; "
              f"{time.process_time() - start:.1f} s CPU")
    print(f"load after {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
