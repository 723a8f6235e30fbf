"""Solver benchmark over the shared problem sets (``paiju bench-solver``).

Prints per-problem and total figures: classical collections in checks-only
mode (book lines that check on every move) or general mode with the book
length as the bound; the general set from master games (time to a first mate
<= N, time to prove the minimal length); Fairy-Stockfish ``go mate N`` on the
same set in the same run when it is installed, with the ratio of times.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from paiju.engine.uci_engine import UciEngine, find_fairy_stockfish
from paiju.rules import Board, Move
from paiju.solver.engine import QUIET_ANY, Engine, SearchCancelled


@dataclass
class BookProblem:
    title: str
    board: Board
    moves: int
    checks_only: bool


def book_problem(title: str, fen: str, line: list[str]) -> BookProblem | None:
    """Replay a book line (trying the other side to move if the first move fails)."""
    for flip in (False, True):
        board = Board(fen)
        if flip:
            board.turn = board.turn.other
        attacker, all_checks, count = board.turn, True, 0
        start = board.copy(stack=False)
        try:
            for text in line:
                move = Move.from_iccs(text)
                if move not in board.legal_moves:
                    raise ValueError(text)
                if board.turn == attacker:
                    count += 1
                    all_checks = all_checks and board.gives_check(move)
                board.push(move)
        except ValueError:
            if count == 0:
                continue
        if count and start.is_valid():
            return BookProblem(title, start, count, all_checks)
    return None


def _timed(engine: Engine, limit: float, question: Callable[[Board, int, int], int | None],
           board: Board, n: int, quiet: int = QUIET_ANY) -> tuple[int | None, bool, float]:
    """Ask one question under a fresh time limit: (answer, settled, seconds)."""
    engine.start(limit)
    t0 = time.perf_counter()
    try:
        answer, settled = question(board, n, quiet), True
    except SearchCancelled:
        answer, settled = None, False
    return answer, settled, time.perf_counter() - t0


def _status(answer: int | None, settled: bool) -> str:
    return "unsettled" if not settled else (f"mate {answer}" if answer else "none")


def bench_collection(path: Path, limit: float, out: Callable[[str], None]) -> dict[str, float]:
    """Per book problem: a first mate within the book length (checks-only or general
    mode), then the proven minimal length, each under `limit` seconds."""
    from paiju.puzzles.io import load

    engine = Engine(256)
    stats: dict[str, float] = {"skipped": 0}
    for puzzle in load(path).collection:
        problem = book_problem(puzzle.title, puzzle.fen, puzzle.solution)
        if problem is None:
            stats["skipped"] += 1
            continue
        kind = "checks" if problem.checks_only else "general"
        quiet = 0 if problem.checks_only else QUIET_ANY
        board, n = problem.board, problem.moves
        engine.clear()
        found, settled, t_find = _timed(engine, limit, engine.find_mate, board, n, quiet)
        find = _status(found, settled)
        minimal, settled, t_prove = _timed(engine, limit, engine.mate_length, board, n, quiet)
        prove = _status(minimal, settled)
        for key in (kind, f"{kind} find {find.split()[0]}",
                    f"{kind} minimal {prove.split()[0]}"):
            stats[key] = stats.get(key, 0) + 1
        stats[f"{kind} find over 2s"] = stats.get(f"{kind} find over 2s", 0) + (t_find > 2)
        stats[f"{kind} seconds"] = stats.get(f"{kind} seconds", 0.0) + t_find + t_prove
        out(f"  {problem.title}: {kind}#{n}: first {find} in {t_find:.3f} s; "
            f"minimal {prove} in {t_prove:.3f} s")
    return stats


def bench_general(path: Path, fsf: UciEngine | None,
                  out: Callable[[str], None]) -> dict[str, float]:
    engine = Engine(256)
    ours_find: list[float] = []
    ours_prove: list[float] = []
    theirs: list[float] = []
    stats: dict[str, float] = {"positions": 0, "found": 0, "proven": 0, "over_10s": 0}
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        board, n = Board(record["fen"]), int(record["mate_in"])
        stats["positions"] += 1
        engine.clear()
        found, _, t_find = _timed(engine, 30.0, engine.find_mate, board, n)
        engine.clear()
        minimal, _, t_prove = _timed(engine, 30.0 if n <= 4 else 60.0, engine.mate_length,
                                     board, n)
        stats["found"] += found is not None
        stats["proven"] += minimal is not None
        stats["over_10s"] += t_find > 10
        ours_find.append(t_find)
        ours_prove.append(t_prove)
        row = (f"  #{stats['positions']:3d} N={n}: first mate {found} in {t_find:.3f} s; "
               f"minimal {minimal} proven in {t_prove:.3f} s")
        if fsf is not None:
            f_len, _, f_time = fsf.mate(record["fen"], n)
            theirs.append(f_time)
            row += f"; fairy-stockfish mate {f_len} in {f_time:.3f} s"
        out(row)
    stats["find_total_s"] = sum(ours_find)
    stats["prove_total_s"] = sum(ours_prove)
    if theirs:
        stats["fsf_total_s"] = sum(theirs)
        stats["ratio_total"] = sum(ours_find) / max(sum(theirs), 1e-9)
        ratios = [a / max(b, 1e-4) for a, b in zip(ours_find, theirs, strict=True)]
        stats["ratio_median"] = statistics.median(ratios)
    return stats


def cancel_latency() -> float:
    """Seconds from cancel() to the search returning, on a long search."""
    import threading

    engine = Engine(16)
    engine.start()
    board = Board()
    done = threading.Event()

    def work() -> None:
        try:
            engine.mate_length(board, 8)
        except SearchCancelled:
            pass
        done.set()

    thread = threading.Thread(target=work)
    thread.start()
    time.sleep(0.5)
    t0 = time.perf_counter()
    engine.cancel()
    done.wait(10)
    latency = time.perf_counter() - t0
    thread.join()
    return latency


def run(shared: Path, limit: float, verbose: bool) -> str:
    """Run every part, printing a row per problem as it goes when verbose."""

    def out(row: str) -> None:
        if verbose:
            print(row, flush=True)

    lines = []
    for name in ("梦入神机.eglib", "适情雅趣360.eglib"):
        out(name)
        stats = bench_collection(shared / "classical" / name, limit, out)
        lines.append(f"{name}: {stats}")
    path = find_fairy_stockfish()
    fsf = UciEngine(path) if path else None
    try:
        out("general.jsonl")
        stats = bench_general(shared / "general.jsonl", fsf, out)
        lines.append(f"general.jsonl: {stats}")
    finally:
        if fsf is not None:
            fsf.close()
    lines.append(f"cancel latency: {cancel_latency() * 1000:.1f} ms")
    return "\n".join(lines)
