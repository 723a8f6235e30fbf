"""Engine against engine over UCI, judged by an independent rules library (pyffish).

    python scripts/fsf_match.py [--games 40] [--movetime 200] [--out FILE.json]
    python scripts/fsf_match.py --sprt 0 10 --games 400 \
        --engine-a "/path/to/new/.venv/bin/paiju uci" --engine-b "/path/to/old/.venv/bin/paiju uci"

By default engine A is this checkout's ``paiju uci`` (Level 5 = Hardest, Hash 64, Threads 1)
and engine B Debian's ``fairy-stockfish`` (UCI_Variant xiangqi, Threads 1, Hash 64). Each
of the shipped openings (``data/openings/openings.txt``, 20 balanced openings) is played
twice in a row, A Red then A Black, at a fixed time per move. The games are run and judged
by Fairy-Stockfish's rules through pyffish, not by Paiju's code: a move pyffish does not
list as legal forfeits, no legal move loses (mate or stalemate), and pyffish's optional
game end (repetition with its perpetual check and chase rules, its 50-move no-capture
rule) ends the game; 200 moves each is a draw.

Prints each game, then W/D/L, the score, the Elo difference with its 95% interval (normal
approximation on the per-game results) and the conditions: engine names, time, threads,
hash, load average before and after, cores, pyffish version. With ``--sprt ELO0 ELO1`` it
runs a sequential probability ratio test (the GSPRT approximation fishtest uses, logistic
Elo, alpha = beta = 0.05 unless given) and stops as soon as H0 or H1 is accepted or the
game budget is spent. ``--out`` keeps every game (moves in ICCS) and the figures as JSON.
``--concurrency 2`` plays two games at once, each with its own pair of engine processes
(the figures then state it: on a 2-core machine each engine still thinks alone within its
game, but the two games share the cores).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import queue
import shlex
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from paiju.engine import Limits, UciEngine
from paiju.engine.match import OPENINGS_FILE, Opening, load_openings
from paiju.engine.uci_engine import find_fairy_stockfish, from_iccs
from paiju.rules import Board

try:
    import pyffish
except ImportError:  # pragma: no cover - said plainly to the user
    sys.exit("pyffish is not installed (pip install pyffish): it judges the games")

MAX_PLIES = 400


@dataclass
class Game:
    number: int
    opening: str
    a_red: bool
    moves: list[str] = field(default_factory=list)
    result: str = "*"          # from Red's side: 1-0, 0-1, 1/2-1/2
    reason: str = ""
    depths: dict[str, list[int]] = field(default_factory=lambda: {"a": [], "b": []})
    late_ms: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    # the longest each engine answered after its movetime

    def score_a(self) -> float:
        if self.result == "1/2-1/2":
            return 0.5
        red_won = self.result == "1-0"
        return 1.0 if red_won == self.a_red else 0.0


def judge(start_fen: str, moves: list[str]) -> tuple[str, str] | None:
    """pyffish's verdict after ``moves`` (ICCS) from ``start_fen``: (result, reason) or
    None while the game goes on."""
    fsf = [from_iccs(m) for m in moves]
    red_to_move = (len(moves) % 2 == 0) == (start_fen.split()[1] in ("w", "r"))
    if not pyffish.legal_moves("xiangqi", start_fen, fsf):
        value = pyffish.game_result("xiangqi", start_fen, fsf)
        reason = "mate" if pyffish.gives_check("xiangqi", start_fen, fsf) else "stalemate"
        return _result(value, red_to_move), reason
    ended, value = pyffish.is_optional_game_end("xiangqi", start_fen, fsf)
    if ended:
        reason = "repetition or no-capture rule" if value == 0 else \
            "perpetual check or chase"
        return _result(value, red_to_move), reason
    return None


def _result(value: int, red_to_move: bool) -> str:
    if value == 0:
        return "1/2-1/2"
    return "1-0" if (value > 0) == red_to_move else "0-1"


def play(a: UciEngine, b: UciEngine, opening: Opening, a_red: bool, number: int,
         movetime_ms: int) -> Game:
    game = Game(number, opening.name, a_red)
    board = Board()
    for opening_move in opening.moves:
        board.push(opening_move)
        game.moves.append(opening_move.iccs())
    start_fen = Board().fen()
    for eng in (a, b):
        eng.new_game()
    limits = Limits(movetime_ms=movetime_ms)
    verdict = judge(start_fen, game.moves)
    while verdict is None and len(game.moves) < MAX_PLIES:
        red_moves = board.turn == 0
        eng, label = (a, "a") if red_moves == a_red else (b, "b")
        asked = time.monotonic()
        result = eng.search(board, limits)
        game.late_ms[label] = max(game.late_ms[label],
                                  int((time.monotonic() - asked) * 1000) - movetime_ms)
        game.depths[label].append(result.info.depth)
        move = result.best_move
        legal = pyffish.legal_moves("xiangqi", start_fen, [from_iccs(m) for m in game.moves])
        if move is None or from_iccs(move.iccs()) not in legal:
            side = "Red" if red_moves else "Black"
            verdict = ("0-1" if red_moves else "1-0",
                       f"{side} ({eng.name}) answered {move.iccs() if move else 'no move'}, "
                       "not a legal move")
            break
        board.push(move)
        game.moves.append(move.iccs())
        verdict = judge(start_fen, game.moves)
    game.result, game.reason = verdict or ("1/2-1/2", f"move cap ({MAX_PLIES // 2} moves)")
    return game


def elo(score: float) -> float:
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def elo_interval(scores: list[float]) -> tuple[float, float, float]:
    """Elo of the mean score and its 95% interval (normal approximation)."""
    n = len(scores)
    mean = sum(scores) / n
    var = sum((x - mean) ** 2 for x in scores) / n
    half = 1.96 * math.sqrt(var / n)
    return elo(mean), elo(mean - half), elo(mean + half)


def sprt_llr(scores: list[float], elo0: float, elo1: float) -> float:
    """Log-likelihood ratio of H1 (elo1) against H0 (elo0), GSPRT normal approximation
    on the per-game scores (as fishtest's trinomial test)."""
    n = len(scores)
    if n < 2:
        return 0.0
    mean = sum(scores) / n
    var = sum((x - mean) ** 2 for x in scores) / n
    if var <= 0:
        return 0.0
    s0, s1 = (1 / (1 + 10 ** (-e / 400)) for e in (elo0, elo1))
    return (s1 - s0) * (2 * mean - s0 - s1) * n / (2 * var)


def engine_command(text: str) -> list[str]:
    words = shlex.split(text)
    if not words:
        raise SystemExit("an engine command is empty")
    return words


def options(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"option {pair!r} is not NAME=VALUE")
        out[name] = value
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=40, help="games (the most, with --sprt)")
    p.add_argument("--movetime", type=int, default=200, metavar="MS")
    p.add_argument("--engine-a", default=None,
                   help="command of engine A (default: this checkout's 'paiju uci')")
    p.add_argument("--engine-b", default=None,
                   help="command of engine B (default: Debian's fairy-stockfish)")
    p.add_argument("--option-a", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--option-b", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--openings", default=str(OPENINGS_FILE))
    p.add_argument("--sprt", nargs=2, type=float, metavar=("ELO0", "ELO1"))
    p.add_argument("--alpha", type=float, default=0.05)
    p.add_argument("--beta", type=float, default=0.05)
    p.add_argument("--out", metavar="FILE.json")
    p.add_argument("--concurrency", type=int, default=1, metavar="N",
                   help="games played at once, each with its own two engine processes")
    args = p.parse_args()
    if args.concurrency < 1:
        sys.exit(f"--concurrency must be at least 1, not {args.concurrency}")

    paiju_uci = [str(Path(sys.executable).with_name("paiju")), "uci"]
    cmd_a = engine_command(args.engine_a) if args.engine_a else paiju_uci
    fsf = find_fairy_stockfish()
    if args.engine_b is None and fsf is None:
        sys.exit("fairy-stockfish not found (apt install fairy-stockfish)")
    cmd_b = engine_command(args.engine_b) if args.engine_b else [str(fsf)]
    opts_a = {"Hash": "64", **options(args.option_a)}
    # Fairy-Stockfish by default gets one thread (its default too); another engine B only
    # the options asked (an engine without Threads would refuse it).
    opts_b = {"Hash": "64", **({"Threads": "1"} if args.engine_b is None else {}),
              **options(args.option_b)}
    openings = load_openings(args.openings)
    load_before = os.getloadavg()
    started = time.time()
    pairs = [(UciEngine(cmd_a, opts_a), UciEngine(cmd_b, opts_b))
             for _ in range(args.concurrency)]
    a, b = pairs[0]
    idle: queue.Queue[tuple[UciEngine, UciEngine]] = queue.Queue()
    for pair in pairs:
        idle.put(pair)
    games: list[Game] = []
    decision = ""
    bounds = (math.log(args.beta / (1 - args.alpha)), math.log((1 - args.beta) / args.alpha))
    decided = threading.Event()
    lock = threading.Lock()

    def one(i: int) -> None:
        nonlocal decision
        if decided.is_set():
            return
        opening = openings[(i // 2) % len(openings)]
        ea, eb = idle.get()
        try:
            game = play(ea, eb, opening, i % 2 == 0, i + 1, args.movetime)
        finally:
            idle.put((ea, eb))
        with lock:
            if decided.is_set():
                return  # the test was decided while this game ran: it is not counted
            games.append(game)
            print(f"game {game.number}: {opening.name} A {'Red' if game.a_red else 'Black'}: "
                  f"{game.result} ({game.reason}), {len(game.moves)} plies", flush=True)
            if args.sprt and len(games) % 2 == 0:
                llr = sprt_llr([g.score_a() for g in games], *args.sprt)
                if llr <= bounds[0] or llr >= bounds[1]:
                    decision = "H1 accepted" if llr >= bounds[1] else "H0 accepted"
                    decided.set()

    try:
        with ThreadPoolExecutor(args.concurrency) as pool:
            try:
                for done in [pool.submit(one, i) for i in range(args.games)]:
                    done.result()
            except BaseException:
                decided.set()  # Ctrl-C or a failed game: the games not begun are not played
                raise
    finally:
        for ea, eb in pairs:
            ea.close()
            eb.close()
    games.sort(key=lambda g: g.number)
    load_after = os.getloadavg()
    scores = [g.score_a() for g in games]
    n = len(games)
    wins, draws = scores.count(1.0), scores.count(0.5)
    e, lo, hi = elo_interval(scores)
    depth_a = statistics.median(d for g in games for d in g.depths["a"]) if n else 0
    depth_b = statistics.median(d for g in games for d in g.depths["b"]) if n else 0
    figures: dict[str, Any] = {
        "engine_a": a.name, "command_a": " ".join(cmd_a), "options_a": opts_a,
        "engine_b": b.name, "command_b": " ".join(cmd_b), "options_b": opts_b,
        "movetime_ms": args.movetime, "games": n, "wins": wins, "draws": draws,
        "losses": n - wins - draws, "score_percent": round(100 * sum(scores) / n, 1),
        "elo": round(e), "elo_95": [round(lo), round(hi)],
        "median_depth_a": depth_a, "median_depth_b": depth_b,
        "latest_answer_ms": {k: max(g.late_ms[k] for g in games) for k in ("a", "b")},
        "openings": f"{args.openings} ({len(openings)}, each with both colours)",
        "judge": f"pyffish {'.'.join(map(str, pyffish.version()))}",
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in load_after],
        "cores": os.cpu_count(), "concurrency": args.concurrency,
        "started_utc": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(started)),
        "seconds": round(time.time() - started),
    }
    if args.sprt:
        figures["sprt"] = {"elo0": args.sprt[0], "elo1": args.sprt[1], "alpha": args.alpha,
                           "beta": args.beta, "llr": round(sprt_llr(scores, *args.sprt), 3),
                           "bounds": [round(x, 3) for x in bounds],
                           "decision": decision or "no decision (game budget spent)"}
    print(f"\nA: {a.name} {opts_a}\nB: {b.name} {opts_b}")
    print(f"{args.movetime} ms a move, {n} games: +{wins} ={draws} -{n - wins - draws}, "
          f"A scores {figures['score_percent']}%, Elo {e:+.0f} (95% {lo:+.0f} to {hi:+.0f})")
    late = figures["latest_answer_ms"]
    print(f"median depth A {depth_a}, B {depth_b}; latest answer after the movetime: A "
          f"{late['a']} ms, B {late['b']} ms; load average {load_before[0]:.1f} -> "
          f"{load_after[0]:.1f} on {os.cpu_count()} cores; judged by {figures['judge']}")
    if args.sprt:
        s = figures["sprt"]
        print(f"SPRT [{s['elo0']}, {s['elo1']}]: LLR {s['llr']} (bounds {s['bounds']}): "
              f"{s['decision']}")
    if args.out:
        figures["games_played"] = [
            {"number": g.number, "opening": g.opening, "a_red": g.a_red, "result": g.result,
             "reason": g.reason, "moves": " ".join(g.moves)} for g in games]
        Path(args.out).write_text(json.dumps(figures, ensure_ascii=False, indent=1),
                                  encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
