"""Compare Paiju's repetition rulings (perpetual check, perpetual chase, draw) with
Fairy-Stockfish's, through pyffish, on seeded random repetition cycles.

    python scripts/chase_corpus.py [--cycles 2000] [--seed 38] [--show 20] [--pick 40]

Each cycle starts from a position thinned out by random moves (captures preferred) to
8-24 pieces and plays two moves of each side there and back twice: the start
position occurs for the third time at the end. Moves that check or chase are preferred,
so most cycles are not plain draws. Prints how many rulings agree, by kind, the first
``--show`` disagreements, and with ``--pick`` N a Python list of N agreeing cases spread
over the kinds (the recipe of ``tests/test_repetition_corpus.py``'s generated part).
Needs ``pip install pyffish``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from paiju.engine.uci_engine import from_iccs
from paiju.rules import Board, Move
from paiju.rules.game import Game, GameRules, chased_pieces

try:
    import pyffish
except ImportError:  # pragma: no cover - the script says what is missing
    sys.exit("pyffish is not installed (pip install pyffish)")

RULES = GameRules(no_capture_limit=None)


def fsf_ruling(fen: str, moves: list[str]) -> str | None:
    """Fairy-Stockfish's result after ``moves`` (ICCS) from ``fen``: 1-0, 0-1, 1/2-1/2, or
    None when it sees no end of game by repetition there."""
    fsf_moves = [from_iccs(m) for m in moves]
    ended, value = pyffish.is_optional_game_end("xiangqi", fen, fsf_moves)
    if not ended:
        return None
    red_to_move = len(moves) % 2 == (0 if " w " in fen else 1)
    if value == 0:
        return "1/2-1/2"
    mover_wins = value > 0
    return "1-0" if mover_wins == red_to_move else "0-1"


def paiju_ruling(fen: str, moves: list[str]) -> tuple[str | None, str]:
    """(result, rule) of ``xiangqi.game`` after the moves; (None, '') while it goes on."""
    game = Game(fen, rules=RULES)
    for text in moves:
        if game.play(Move.from_iccs(text)) is not None:
            break
    if game.outcome is None:
        return None, ""
    return game.result(), game.describe().split(" ", 1)[1]


def _start(rng: random.Random) -> Board:
    """A thinned-out position: random moves from the start, captures preferred, until
    between 8 and 24 pieces are left (or the game ends)."""
    board = Board()
    target = rng.randint(8, 24)
    while len(board.piece_map()) > target and board.outcome() is None:
        moves = list(board.legal_moves)
        captures = [m for m in moves if board.is_capture(m)]
        pool = captures if captures and rng.random() < 0.7 else moves
        board.push(rng.choice(pool))
    return board.copy(stack=False)


def _weight(board: Board, move: Move) -> float:
    """Likelier for a move that checks or chases."""
    after = board.copy(stack=False)
    after.push(move)
    return 0.2 + 4.0 * after.is_check() + 6.0 * bool(chased_pieces(board, move))


def random_cycle(rng: random.Random) -> tuple[str, list[str]] | None:
    """A start FEN and 8 ICCS moves that bring its position back twice, or None."""
    board = _start(rng)
    if not list(board.legal_moves) or board.outcome() is not None:
        return None
    fen = board.fen()
    first: list[Move] = []
    walk = board.copy(stack=False)
    for _ in range(2):
        moves = [m for m in walk.legal_moves if not walk.is_capture(m)]
        if not moves:
            return None
        move = rng.choices(moves, weights=[_weight(walk, m) for m in moves])[0]
        first.append(move)
        walk.push(move)
    back = [Move(first[0].to_square, first[0].from_square),
            Move(first[1].to_square, first[1].from_square)]
    cycle = first + back
    walk = board.copy(stack=False)
    for move in cycle * 2:
        if not walk.is_legal(move) or walk.is_capture(move):
            return None
        walk.push(move)
    return fen, [m.iccs() for m in cycle * 2]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--cycles", type=int, default=2000)
    p.add_argument("--seed", type=int, default=38)
    p.add_argument("--show", type=int, default=20)
    p.add_argument("--pick", type=int, default=0)
    args = p.parse_args()
    rng = random.Random(args.seed)
    tally: Counter[tuple[str, str]] = Counter()
    shown = 0
    picked: dict[str, list[tuple[str, list[str], str]]] = {}
    done = 0
    while done < args.cycles:
        case = random_cycle(rng)
        if case is None:
            continue
        fen, moves = case
        if not pyffish.validate_fen(fen, "xiangqi"):
            continue
        done += 1
        ours, rule = paiju_ruling(fen, moves)
        theirs = fsf_ruling(fen, moves)
        kind = rule or "no end"
        agree = ours == theirs
        tally[(kind, "agree" if agree else "differ")] += 1
        if agree:
            picked.setdefault(kind, []).append((fen, moves, f"{ours} {rule}"))
        elif shown < args.show:
            shown += 1
            print(f"differ: {fen} moves {' '.join(moves)}: Paiju {ours} {rule}, "
                  f"Fairy-Stockfish {theirs}")
    agreed = sum(n for (_, verdict), n in tally.items() if verdict == "agree")
    print(f"{done} cycles (seed {args.seed}), pyffish {'.'.join(map(str, pyffish.version()))}: "
          f"{agreed} agree, {done - agreed} differ")
    for (kind, verdict), n in sorted(tally.items()):
        print(f"  {kind:24} {verdict:6} {n}")
    if args.pick:
        kinds = sorted(picked)
        chosen: list[tuple[str, list[str], str]] = []
        while len(chosen) < args.pick and any(picked.values()):
            for kind in kinds:
                if picked[kind] and len(chosen) < args.pick:
                    chosen.append(picked[kind].pop(0))
        for fen, moves, ruling in chosen:
            print(f'    ("{fen}",\n     "{" ".join(moves)}", "{ruling}"),')
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
