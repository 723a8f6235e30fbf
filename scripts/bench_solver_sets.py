"""Solve every problem of every shared collection in both modes; per-collection figures.

Each problem (a book line replayed from its FEN; positions without a line get ``--default-n``)
is solved with the book's attacker-move count N as the stipulation, once checks-only and once
with quiet moves allowed, under ``--limit`` seconds each (verdict and every key; no tries, no
tree). "Settled" means the solver finished: a proven minimal length with every key, or a proven
"no mate within N". Problems run in ``--jobs`` worker processes, each solve on ``--threads``
threads (``--jobs 1 --threads 2``: one problem at a time on both cores, as the solver panel
solves); rows stream to ``--out``.

    python scripts/bench_solver_sets.py --out rows.jsonl   # --shared PUZZLES_DIR: the corpus
    python scripts/bench_solver_sets.py --summary rows.jsonl
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from paiju.cli.corpus import puzzles_dir, require

SETS = ["classical/梦入神机.eglib", "classical/适情雅趣360.eglib", "graded/00.基本杀法.eglib",
        "graded/01.初级残局_三步杀.eglib", "graded/02.中级残局_五步杀.eglib",
        "misc/马兵类杀法.csv", "general.jsonl"]


def problems(shared: Path, name: str, default_n: int) -> list[tuple[str, str, int]]:
    """(title, fen, N) per distinct (position, N) of one shared set."""
    from paiju.cli.solver_bench import book_problem
    from paiju.puzzles.io import load
    from paiju.rules import Board

    out: list[tuple[str, str, int]] = []
    if name.endswith(".jsonl"):
        for i, line in enumerate((shared / name).read_text(encoding="utf-8").splitlines(), 1):
            record = json.loads(line)
            out.append((f"#{i}", Board(record["fen"]).fen(), int(record["mate_in"])))
        return out
    seen: set[tuple[str, int]] = set()
    for puzzle in load(shared / name).collection:
        if puzzle.solution:
            problem = book_problem(puzzle.title, puzzle.fen, puzzle.solution)
            if problem is None:
                continue
            fen, n = problem.board.fen(), problem.moves
        else:
            fen, n = Board(puzzle.fen).fen(), default_n
        if (fen, n) not in seen:
            seen.add((fen, n))
            out.append((puzzle.title, fen, n))
    return out


_SOLVER: Any = None


def solve_one(task: tuple[str, str, str, int, bool, float, int, int]) -> dict[str, Any]:
    global _SOLVER
    from paiju.rules import Board
    from paiju.solver.result import Stipulation, Verdict
    from paiju.solver.solve import Solver

    coll, title, fen, n, checks, limit, memory, threads = task
    if _SOLVER is None:
        _SOLVER = Solver(memory, threads=threads)
    _SOLVER.clear()
    t0, c0 = time.perf_counter(), time.process_time()
    result = _SOLVER.solve(Board(fen), Stipulation(n, checks), time_limit=limit, tries=False,
                           tree=False)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    return {"set": coll, "title": title, "fen": fen, "n": n,
            "mode": "checks" if checks else "quiet", "verdict": result.verdict.value,
            "settled": result.verdict != Verdict.CANCELLED, "mate_in": result.mate_in,
            "keys": [k.iccs() for k in result.keys], "seconds": round(seconds, 4),
            "cpu": round(cpu, 4), "nodes": result.nodes,
            "proven": _proven(result) if result.verdict is Verdict.CANCELLED else ""}


def _proven(result: Any) -> str:
    """A stopped solve's proven facts in a few characters: "6–11", "≥ 6", "checks > 9"."""
    p = result.proven
    text = str(p.range_text())
    if p.no_checks_mate_within > p.no_mate_within:
        text += (" " if text else "") + f"checks > {p.no_checks_mate_within}"
    return text or "-"


def _men(fen: str) -> int:
    """How many pieces a FEN's placement holds, both generals included."""
    return sum(ch.isalpha() for ch in fen.split()[0])


def summary(rows: list[dict[str, Any]]) -> str:
    lines = ["| set | mode | count | median ms | p90 ms | max s | unsettled | CPU median ms |",
             "|---|---|---|---|---|---|---|---|"]
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault((row["set"], row["mode"]), []).append(row)
    for (coll, mode), rs in sorted(groups.items()):
        times = sorted(r["seconds"] for r in rs)
        p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
        unsettled = sum(not r["settled"] for r in rs)
        cpu = [r["cpu"] for r in rs if "cpu" in r]
        cpu_text = f"{statistics.median(cpu) * 1000:.1f}" if cpu else "-"
        lines.append(f"| {Path(coll).stem} | {mode} | {len(rs)} | "
                     f"{statistics.median(times) * 1000:.1f} | {p90 * 1000:.0f} | "
                     f"{times[-1]:.2f} | {unsettled} | {cpu_text} |")
    for mode in ("checks", "quiet"):
        rs = [r for r in rows if r["mode"] == mode]
        if rs:
            med = statistics.median(r["seconds"] for r in rs) * 1000
            small = [r["seconds"] for r in rs if r["n"] <= 6]
            lines.append(f"all {mode}: {len(rs)} problems, median {med:.1f} ms, "
                         f"N<=6 median {statistics.median(small) * 1000 if small else 0:.1f} ms,"
                         f" unsettled {sum(not r['settled'] for r in rs)}")
    stopped = [r for r in rows if not r["settled"]]
    if stopped:
        known = Counter(r.get("proven", "-") for r in stopped)
        lines.append("unsettled, the mate lengths still possible: " + ", ".join(
            f"{text} ×{count}" for text, count in sorted(known.items())))
        men = Counter(_men(r["fen"]) for r in stopped)
        lines.append("unsettled, men on the board (generals included): " + ", ".join(
            f"{n} ×{count}" for n, count in sorted(men.items())))
    slow = sorted(rows, key=lambda r: -r["seconds"])[:10]
    lines.append("slowest ten:")
    for r in slow:
        lines.append(f"  {r['seconds']:.2f} s {Path(r['set']).stem} {r['title']} {r['mode']}#"
                     f"{r['n']} {r['verdict']} {r['fen']}")
    return "\n".join(lines)


def batch_cancel_latency(workers: int = 2) -> tuple[float, float]:
    """Seconds from Batch.cancel() to the last running search's outcome, and to run()
    returning (worker processes joined), with every worker searching."""
    import threading

    from paiju.solver.batch import Batch, Task
    from paiju.solver.result import Stipulation

    start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
    tasks = [Task(i, start, Stipulation(30), tries=False, tree=False) for i in range(4)]
    started: set[int] = set()
    batch = Batch(tasks, workers=workers, memory_mb=32, on_start=started.add)
    done = threading.Event()
    arrived: list[float] = []

    def consume() -> None:
        for _ in batch.run():
            arrived.append(time.perf_counter())
        done.set()

    thread = threading.Thread(target=consume)
    thread.start()
    while len(started) < workers:
        time.sleep(0.01)
    time.sleep(0.5)
    t0 = time.perf_counter()
    batch.cancel()
    done.wait(30)
    joined = time.perf_counter() - t0
    thread.join()
    return (max(arrived) - t0 if arrived else joined), joined


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=puzzles_dir(),
                    help="the outside corpus's puzzles folder (default: paiju.cli.corpus)")
    ap.add_argument("--limit", type=float, default=10.0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--memory", type=int, default=128)
    ap.add_argument("--threads", type=int, default=1,
                    help="threads per solve (one problem on several cores: --jobs 1)")
    ap.add_argument("--default-n", type=int, default=3, help="N for positions without a line")
    ap.add_argument("--sets", nargs="*", default=SETS)
    ap.add_argument("--modes", nargs="*", default=["checks", "quiet"])
    ap.add_argument("--out", help="append rows (JSON lines) here")
    ap.add_argument("--summary", metavar="ROWS", help="only summarise a rows file")
    ap.add_argument("--cancel", action="store_true", help="only measure Batch cancel latency")
    args = ap.parse_args()
    if args.cancel:
        for _ in range(3):
            stopped, joined = batch_cancel_latency()
            print(f"batch cancel: searches stopped in {stopped * 1000:.1f} ms, workers joined "
                  f"in {joined * 1000:.1f} ms", flush=True)
        return 0
    if args.summary:
        rows = [json.loads(x) for x in Path(args.summary).read_text().splitlines() if x]
        print(summary(rows))
        return 0
    try:
        shared = require(args.shared)
    except FileNotFoundError as exc:
        ap.error(str(exc))
    tasks = [(name, title, fen, n, mode == "checks", args.limit, args.memory, args.threads)
             for name in args.sets for title, fen, n in problems(shared, name, args.default_n)
             for mode in args.modes]
    print(f"{len(tasks)} solves", file=sys.stderr, flush=True)
    rows = []
    sink = open(args.out, "a", encoding="utf-8") if args.out else None
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for row in pool.imap_unordered(solve_one, tasks, chunksize=4):
            rows.append(row)
            if sink:
                sink.write(json.dumps(row, ensure_ascii=False) + "\n")
                sink.flush()
    if sink:
        sink.close()
    print(summary(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
