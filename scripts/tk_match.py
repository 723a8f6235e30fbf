"""Measure the Three Kingdoms computer players: paranoid against max-n per level, and the level
ladder (level k+1 against level k).

    python scripts/tk_match.py algorithms [--levels 1 2 3] [--seeds 4] [--max-plies 150]
    python scripts/tk_match.py ladder     [--levels 1 2 3 4] [--seeds 4] [--max-plies 150]

A game seats three players (a player is an algorithm at a level). Each lineup (A, B, B) is
played three times per seed with A in each seat in turn, and so is (B, A, A), so that no
kingdom and no turn order favours either player; a seed fixes a few random opening moves
(the same for every seating) and the weak levels' random moves. A game ends by the rules
(last general, repetition, 180 moves without capture) or at --max-plies, where the kingdoms
in play within 80 % of the largest material share the point. Points: the winners of a game
share 1 (a draw by the rules: the kingdoms in play share it); an eliminated kingdom gets 0.
Prints Markdown tables (for docs/three-kingdoms.md) and the CPU seconds spent; --out FILE
writes every game as JSON. Games run in --workers processes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from paiju.three_kingdoms import Game, Kind, Kingdom, Rule
from paiju.three_kingdoms.players import (
    ALGORITHMS,
    DEFAULT_ALGORITHM,
    LEVELS,
    Algorithm,
    choose_move,
)

MATERIAL = {Kind.GENERAL: 0, Kind.ADVISOR: 20, Kind.ELEPHANT: 20, Kind.HORSE: 40,
            Kind.CHARIOT: 90, Kind.CANNON: 45, Kind.SOLDIER: 10, Kind.BANNER: 35}
"""Adjudication at the ply cap: plain piece values, not either algorithm's evaluation."""
CLOSE = 0.8


@dataclass(frozen=True)
class Player:
    algorithm: Algorithm
    level: int

    @property
    def label(self) -> str:
        return f"{self.algorithm}-L{self.level}"


@dataclass
class GameRecord:
    seats: tuple[str, str, str]          # player label per kingdom (Shu, Wu, Wei)
    seed: int
    plies: int
    ended: str                           # a Rule value, or "cap"
    points: tuple[float, float, float]
    defeats: list[tuple[str, str, int]] = field(default_factory=list)  # victim, taker, ply
    cpu_s: float = 0.0


def play_game(seats: tuple[Player, Player, Player], seed: int, opening: int,
              max_plies: int) -> GameRecord:
    """One game; the first `opening` moves are random (from the seed)."""
    start = time.process_time()
    rng = random.Random(seed)
    game = Game()
    defeats: list[tuple[str, str, int]] = []
    while not game.is_over and len(game.turns) < max_plies:
        position = game.position
        player = seats[position.turn]
        if len(game.turns) < opening:
            move = rng.choice(position.legal_moves())
        else:
            move = choose_move(position, player.level, rng, algorithm=player.algorithm).move
        for d in game.play(move):
            defeats.append((seats[d.victim].label, seats[d.taker].label, len(game.turns)))
    points = _points(game)
    ended = game.result.rule.value if game.result is not None else "cap"
    return GameRecord(tuple(p.label for p in seats), seed,  # type: ignore[arg-type]
                      len(game.turns), ended, points, defeats, time.process_time() - start)


def _points(game: Game) -> tuple[float, float, float]:
    result, position = game.result, game.position
    if result is not None and result.rule is Rule.LAST_GENERAL:
        share = set(result.winners)
    else:  # a draw by the rules or the cap: the kingdoms in play, within CLOSE of the best
        material = {k: sum(MATERIAL[p.kind] for p in position.placement.values() if p.owner == k)
                    for k in position.in_play}
        best = max(material.values())
        share = {k for k, m in material.items() if m >= CLOSE * best}
        if result is not None:  # repetition or the 180-move rule: a true draw
            share = set(position.in_play)
    return tuple(1 / len(share) if k in share else 0.0  # type: ignore[return-value]
                 for k in Kingdom)


def lineups(a: Player, b: Player) -> list[tuple[Player, Player, Player]]:
    """(a, b, b) and (b, a, a), each with the odd one out in every seat."""
    out: list[tuple[Player, Player, Player]] = []
    for odd, pair in ((a, b), (b, a)):
        for seat in range(3):
            out.append(tuple(odd if i == seat else pair for i in range(3)))  # type: ignore[arg-type]
    return out


def _run(job: tuple[tuple[Player, Player, Player], int, int, int]) -> GameRecord:
    return play_game(*job)


def _fmt(points: tuple[float, float, float]) -> str:
    return "/".join(f"{p:.2f}" for p in points)


def run(pairs: Iterable[tuple[Player, Player]], seeds: int, opening: int, max_plies: int,
        workers: int) -> list[tuple[Player, Player, list[GameRecord]]]:
    pairs = list(pairs)
    jobs = [(seats, 1000 + s, opening, max_plies)
            for a, b in pairs for s in range(seeds) for seats in lineups(a, b)]
    records: list[GameRecord] = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for r in pool.map(_run, jobs):  # in order; one line per game as it comes
            records.append(r)
            print(f"game {len(records)}/{len(jobs)}: {' '.join(r.seats)} seed {r.seed}: "
                  f"{r.ended} after {r.plies} plies, points {_fmt(r.points)}, "
                  f"{r.cpu_s:.1f} s CPU", file=sys.stderr, flush=True)
    per = len(records) // len(pairs) if pairs else 0
    return [(a, b, records[i * per:(i + 1) * per]) for i, (a, b) in enumerate(pairs)]


@dataclass
class Tally:
    seats: int = 0
    points: float = 0.0
    wins: int = 0        # sole winner or sole leader at the cap
    eliminated: int = 0  # its kingdom was defeated
    took_over: int = 0   # it took over a defeated army


def tally(records: list[GameRecord]) -> dict[str, Tally]:
    out: dict[str, Tally] = {}
    for r in records:
        for k, label in enumerate(r.seats):
            t = out.setdefault(label, Tally())
            t.seats += 1
            t.points += r.points[k]
            t.wins += r.points[k] == 1.0
        for victim, taker, _ in r.defeats:
            out[victim].eliminated += 1
            out[taker].took_over += 1
    return out


def table(title: str, results: list[tuple[Player, Player, list[GameRecord]]]) -> str:
    lines = [f"### {title}", "",
             "| match | games | player | points / seat | sole wins | eliminated | took over |"
             " ended by rule / at the cap | CPU s |",
             "|---|---|---|---|---|---|---|---|---|"]
    for a, b, records in results:
        tallies = tally(records)
        ended = sum(r.ended != "cap" for r in records)
        cpu = sum(r.cpu_s for r in records)
        for i, player in enumerate((a, b)):
            t = tallies[player.label]
            head = (f"{a.label} vs {b.label} | {len(records)}" if i == 0 else " | ")
            tail = f"{ended} / {len(records) - ended} | {cpu:.0f}" if i == 0 else " | "
            lines.append(f"| {head} | {player.label} | {t.points / t.seats:.2f} | {t.wins} | "
                         f"{t.eliminated} | {t.took_over} | {tail} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("part", choices=["algorithms", "ladder"])
    parser.add_argument("--levels", type=int, nargs="+", default=None)
    parser.add_argument("--seeds", type=int, default=2, help="seeds per lineup (6 games each)")
    parser.add_argument("--opening", type=int, default=3, help="random opening plies")
    parser.add_argument("--max-plies", type=int, default=150)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.part == "algorithms":
        levels = args.levels or list(LEVELS)
        pairs = [(Player(ALGORITHMS[0], lv), Player(ALGORITHMS[1], lv)) for lv in levels]
        title = "Paranoid against max-n, level by level"
    else:
        levels = args.levels or list(LEVELS[:-1])
        pairs = [(Player(DEFAULT_ALGORITHM[lv + 1], lv + 1), Player(DEFAULT_ALGORITHM[lv], lv))
                 for lv in levels]
        title = "Level ladder (default algorithms)"
    if any(lv not in LEVELS for lv in levels):
        parser.error("levels are 1..5")
    start = time.time()
    results = run(pairs, args.seeds, args.opening, args.max_plies, args.workers)
    print(table(title, results))
    cpu = sum(r.cpu_s for _, _, rs in results for r in rs)
    print(f"\n{sum(len(rs) for _, _, rs in results)} games, {cpu:.0f} s CPU, "
          f"{time.time() - start:.0f} s wall, seeds {args.seeds}, opening {args.opening} plies, "
          f"cap {args.max_plies} plies")
    if args.out:
        args.out.write_text(json.dumps([{"a": a.label, "b": b.label,
                                         "games": [asdict(r) for r in rs]}
                                        for a, b, rs in results], indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
