"""Fuzz campaign over every puzzle reader: mutate real files, classify what each input does.

Seeds are the real files of the outside puzzle corpus (``--corpus``, default
``paiju.cli.corpus.puzzles_dir()``) and ``paiju/data/collections`` (native .xqp, PGN,
XQF, DhtmlXQ, eglib, CSV, JSON lines, JSON); each input is a seed (a window of lines for big
text files) with a few random byte mutations: flips, cuts, duplications, splices and inserted
hostile tokens (``²``, 4,400-digit numbers, runs of ``(``, lone-surrogate escapes, C0
controls, variation flags in XQF records...). Every input runs in a worker process under a
time bound and a memory bound (``64 MB + 40 x input size`` of address space over the
worker's baseline) and is classified:

- ``loaded``: puzzles and no problem; ``partial``: puzzles plus ReadProblems;
- ``rejected``: no puzzle, only ReadProblems or a PuzzleFileError naming the file;
- ``bug``: any other exception, a problem without file/line/field or with a long message, or
  a loaded collection that does not save as native and read back the same;
- ``hang``: over the time bound; ``memory``: over the memory bound.

    python scripts/fuzz_files.py --count 100000 --seed 1 --jobs 2 --save /tmp/fuzz-finds

prints a table per format and exits 1 when any bug, hang or memory blow-up was found.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import random
import sys
import threading
import time
import traceback
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from paiju.cli.corpus import puzzles_dir, require

ROOT = Path(__file__).resolve().parent.parent
SHARED = puzzles_dir()
OUTCOMES = ("loaded", "partial", "rejected", "bug", "hang", "memory")
BAD_OUTCOMES = ("bug", "hang", "memory")
FORMATS = ("native", "pgn", "xqf", "dhtmlxq", "eglib", "csv", "jsonl", "json")
EXTENSIONS = {"native": ".xqp", "pgn": ".pgn", "xqf": ".xqf", "dhtmlxq": ".dhtmlxq",
              "eglib": ".eglib", "csv": ".csv", "jsonl": ".jsonl", "json": ".json"}
MAX_MESSAGE = 400
WINDOW_LINES = 40

HOSTILE: tuple[bytes, ...] = (
    "²".encode(), "٣".encode(), b"9" * 4400, b"(" * 3000, b")" * 50, b"\\ud800", b"\\udfff",
    b"\\u0000", b'"', b";", b"\x00", b"\x01", b"\x1b", b"\x7f", b"-1", b"0", b"2147483648",
    b"99999999999999999999", b"1e400", b"true", b"NaN", b"[", b"]", b"{", b"}", b"\n", b"\r",
    b"\r\n", b"|", b",", b"/", b"\xff\xfe", b"\xed\xa0\x80", b"\xe4\xb8", b" var 99 a0a1;",
    b' note 0 1 "x";', b" license x;", b" note x;", b" stip #100000;", b" mate_in ",
    b"[DhtmlXQ_move_0_1_1]", b"[/DhtmlXQ_", b"[DhtmlXQ_comment1]", b"[FEN \"", b"1. ",
    b"{", b"$12", b"h2e2 ", b"\xe7\x82\xae\xe4\xba\x8c\xe5\xb9\xb3\xe4\xba\x94 ", b"C2.5 ",
    b"a" * 300, b'"mate_in": true', b'"mate_in": 100000', b'"fen": 5', b"\\", b"\t",
    b"w - - 0 1", b"w junk junk 0 1", b"k" * 90, b"4k4/9/9/9/9/9/9/9/9/4K4 w",
)


@dataclass
class Seed:
    format: str
    name: str
    data: bytes
    lines: list[bytes] = field(default_factory=list)


def _format_of(path: Path) -> str | None:
    ext = path.suffix.lower()
    if ext == ".txt" and "dhtmlxq" in str(path).lower():
        return "dhtmlxq"
    return next((f for f, e in EXTENSIONS.items() if e == ext), None)


def load_seeds(folders: list[Path]) -> dict[str, list[Seed]]:
    """The seed files by format (the XQF header-only seed is added when none is found)."""
    seeds: dict[str, list[Seed]] = defaultdict(list)
    for folder in folders:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            fmt = _format_of(path) if path.is_file() else None
            if fmt is None:
                continue
            data = path.read_bytes()
            seed = Seed(fmt, path.name, data)
            if fmt != "xqf":
                seed.lines = data.splitlines(keepends=True)
            seeds[fmt].append(seed)
    return dict(seeds)


def _window(seed: Seed, rng: random.Random) -> bytes:
    """Big text seeds: the first two lines (headers) and a random run of lines."""
    if seed.format in ("xqf", "json", "dhtmlxq") or len(seed.lines) <= WINDOW_LINES:
        return seed.data
    start = rng.randrange(2, len(seed.lines) - WINDOW_LINES + 1)
    return b"".join(seed.lines[:2] + seed.lines[start:start + rng.randint(1, WINDOW_LINES)])


def mutate(data: bytes, rng: random.Random, others: list[Seed]) -> bytes:
    """A few random mutations of ``data``."""
    buf = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        op = rng.randrange(9)
        n = len(buf)
        i = rng.randint(0, n)
        j = min(n, i + rng.choice((1, 2, 4, 8, 32, 200)))
        if op == 0 and n:  # bit flip
            k = rng.randrange(n)
            buf[k] ^= 1 << rng.randrange(8)
        elif op == 1 and n:  # random byte
            buf[rng.randrange(n)] = rng.randrange(256)
        elif op in (2, 3):  # hostile token
            buf[i:i] = rng.choice(HOSTILE)
        elif op == 4:  # cut
            del buf[i:j]
        elif op == 5:  # duplicate a span several times
            buf[j:j] = bytes(buf[i:j]) * rng.choice((2, 3, 10, 100))
        elif op == 6 and others:  # splice from another seed of the format
            other = rng.choice(others).data
            k = rng.randint(0, len(other))
            buf[i:j] = other[k:k + rng.randint(1, 300)]
        elif op == 7:  # truncate
            del buf[rng.randint(0, n):]
        elif op == 8 and n > 1024:  # XQF-like: set flag bytes of records
            for _ in range(rng.randint(1, 50)):
                k = rng.randrange(1024, n)
                buf[k] = rng.choice((0xFF, 0xF0, 0x0F, 0xC0, 0x40, 0x80, 0x20))
    return bytes(buf)


def make_input(seeds: dict[str, list[Seed]], rng: random.Random,
               formats: tuple[str, ...]) -> tuple[str, bytes]:
    fmt = formats[rng.randrange(len(formats))]
    pool = seeds[fmt]
    seed = rng.choice(pool)
    data = _window(seed, rng)
    if fmt == "xqf" and rng.random() < 0.05:  # many records, all with the variation flag
        rec = bytes([0x18 + rng.randrange(90), 0x20 + rng.randrange(90), 0xFF, 0]) + bytes(4)
        data = data[:1024] + rec * rng.randint(1000, 100_000)
    return fmt, mutate(data, rng, pool)


# ------------------------------------------------------------------ classification (worker)


def _check_problem(problem: Any, path: str) -> str | None:
    if problem.path != path or problem.line < 1:
        return f"problem without file/line: {problem!r}"[:300]
    if not problem.field:
        return f"problem without a field: {problem}"[:300]
    if not problem.message or len(str(problem)) > MAX_MESSAGE:
        return f"problem message empty or over {MAX_MESSAGE} characters: {str(problem)[:200]}"
    return None


def classify(fmt: str, data: bytes, roundtrip: bool = True) -> tuple[str, str]:
    """(outcome, detail) of reading one input (no time or memory bound here)."""
    from paiju.puzzles import io, native
    from paiju.puzzles.problems import PuzzleFileError

    path = f"fuzz{EXTENSIONS[fmt]}"
    try:
        result = io.load_bytes(data, path)
    except PuzzleFileError as exc:
        text = str(exc)
        if not text.startswith(path) or len(text) > MAX_MESSAGE:
            return "bug", f"PuzzleFileError not naming the file or too long: {text[:200]}"
        return "rejected", ""
    except MemoryError:
        raise
    except Exception:
        return "bug", traceback.format_exc(limit=6)
    for problem in result.problems:
        bad = _check_problem(problem, path)
        if bad:
            return "bug", bad
    if roundtrip and len(result.collection):
        try:
            text = native.write(result.collection)
            again = native.read(text, "again.xqp")
        except Exception:
            return "bug", "native save of a loaded collection failed:\n" + \
                traceback.format_exc(limit=6)
        if again.problems or again.collection != result.collection:
            first = next((f"puzzle {i}: {a!r} != {b!r}" for i, (a, b) in enumerate(
                zip(result.collection, again.collection, strict=False)) if a != b),
                str(again.problems[:1]))
            return "bug", f"load -> save -> load differs: {first[:600]}"
    if not len(result.collection):
        return "rejected", ""
    return ("partial" if result.problems else "loaded"), ""


def _vm_bytes() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        return 0


def _worker(conn: Connection, roundtrip: bool) -> None:
    import resource

    sys.setrecursionlimit(10_000)
    from paiju.puzzles import io  # noqa: F401 - import before measuring the baseline

    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        if job is None:
            return
        fmt, data = job
        budget = 64 * 1024 * 1024 + 40 * len(data)
        base = _vm_bytes()
        if base:
            resource.setrlimit(resource.RLIMIT_AS, (base + budget, resource.RLIM_INFINITY))
        try:
            outcome = classify(fmt, data, roundtrip)
        except MemoryError:
            outcome = ("memory", f"over {budget // 2**20} MB for {len(data)} bytes")
        finally:
            if base:
                resource.setrlimit(resource.RLIMIT_AS,
                                   (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        conn.send(outcome)
        if outcome[0] == "memory":
            return  # a fresh worker after a MemoryError


class _Runner:
    """One worker process, restarted after a hang or a memory blow-up."""

    def __init__(self, roundtrip: bool) -> None:
        self.roundtrip = roundtrip
        self.ctx = mp.get_context("fork" if sys.platform != "win32" else "spawn")
        self.proc: Any = None
        self.conn: Connection | None = None

    def _start(self) -> None:
        parent, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_worker, args=(child, self.roundtrip), daemon=True)
        self.proc.start()
        child.close()
        self.conn = parent

    def run(self, fmt: str, data: bytes, timeout: float) -> tuple[str, str]:
        if self.proc is None or not self.proc.is_alive():
            self._start()
        assert self.conn is not None
        self.conn.send((fmt, data))
        if self.conn.poll(timeout):
            try:
                outcome: tuple[str, str] = self.conn.recv()
                return outcome
            except EOFError:
                self.stop()
                return "memory", "worker died (killed by the memory limit?)"
        self.stop()
        return "hang", f"over {timeout:g} s"

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.join()
        self.proc = None


@dataclass
class Report:
    counts: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    finds: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, fmt: str, outcome: str) -> None:
        self.counts[fmt][outcome] += 1

    @property
    def bad(self) -> int:
        return sum(c[o] for c in self.counts.values() for o in BAD_OUTCOMES)

    def table(self) -> str:
        head = f"{'format':<8} {'inputs':>8} " + " ".join(f"{o:>9}" for o in OUTCOMES)
        rows = [head]
        total: Counter[str] = Counter()
        for fmt in FORMATS:
            c = self.counts.get(fmt)
            if not c:
                continue
            total.update(c)
            rows.append(f"{fmt:<8} {sum(c.values()):>8} " +
                        " ".join(f"{c[o]:>9}" for o in OUTCOMES))
        rows.append(f"{'all':<8} {sum(total.values()):>8} " +
                    " ".join(f"{total[o]:>9}" for o in OUTCOMES))
        return "\n".join(rows)


def campaign(count: int, seed: int, *, jobs: int = 1, timeout: float = 10.0,
             formats: tuple[str, ...] = FORMATS, save: Path | None = None,
             roundtrip: bool = True, folders: list[Path] | None = None,
             progress: bool = False, checkpoint: Path | None = None,
             start: int = 0) -> Report:
    """Run ``count`` mutated inputs (deterministic for a ``seed``; input ``i`` depends only on
    the seed and ``i``, so runs with disjoint ``start..start+count`` ranges add up) and
    classify them."""
    seeds = load_seeds(folders or [SHARED, ROOT / "paiju" / "data" / "collections"])
    formats = tuple(f for f in formats if f in seeds)
    if not formats:
        raise SystemExit("no seed files found")
    report = Report()
    lock = threading.Lock()
    started = time.monotonic()
    if save is not None:
        save.mkdir(parents=True, exist_ok=True)

    def work(job: int) -> None:
        runner = _Runner(roundtrip)
        try:
            for i in range(start + job, start + count, jobs):
                rng = random.Random(seed * 1_000_003 + i)
                fmt, data = make_input(seeds, rng, formats)
                outcome, detail = runner.run(fmt, data, timeout)
                with lock:
                    report.add(fmt, outcome)
                    if outcome in BAD_OUTCOMES:
                        find = {"index": i, "format": fmt, "outcome": outcome,
                                "detail": detail[:2000], "size": len(data)}
                        report.finds.append(find)
                        if save is not None:
                            (save / f"{i:07d}-{outcome}{EXTENSIONS[fmt]}").write_bytes(data)
                    done = sum(sum(c.values()) for c in report.counts.values())
                    if progress and done % 5000 == 0:
                        print(f"{done}/{count} inputs, {report.bad} bad, "
                              f"{time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
                    if checkpoint is not None and done % 1000 == 0:
                        checkpoint.write_text(json.dumps({
                            "done": done, "seconds": time.monotonic() - started,
                            "per_format": {f: dict(c) for f, c in report.counts.items()},
                            "finds": report.finds[:20]}, indent=1))
        finally:
            runner.stop()

    threads = [threading.Thread(target=work, args=(j,)) for j in range(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    report.seconds = time.monotonic() - started
    report.finds.sort(key=lambda f: f["index"])
    return report


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--count", type=int, default=1000, help="inputs to run (default 1000)")
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    p.add_argument("--start", type=int, default=0,
                   help="index of the first input (runs of one seed over disjoint ranges add up)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--timeout", type=float, default=10.0,
                   help="seconds per input before it counts as a hang (default 10)")
    p.add_argument("--format", action="append", choices=FORMATS,
                   help="only these formats (repeatable; default all)")
    p.add_argument("--save", type=Path, help="folder for the inputs that found something")
    p.add_argument("--no-roundtrip", action="store_true",
                   help="skip the load -> save -> load check of loaded inputs")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--corpus", type=Path, default=SHARED,
                   help=f"the outside corpus's puzzles folder (default {SHARED})")
    p.add_argument("--checkpoint", type=Path,
                   help="rewrite this JSON file with the figures every 1000 inputs")
    args = p.parse_args(argv)
    try:
        corpus = require(args.corpus)
    except FileNotFoundError as exc:
        p.error(str(exc))
    report = campaign(args.count, args.seed, jobs=max(1, args.jobs), timeout=args.timeout,
                      formats=tuple(args.format or FORMATS), save=args.save,
                      roundtrip=not args.no_roundtrip, progress=True,
                      checkpoint=args.checkpoint, start=args.start,
                      folders=[corpus, ROOT / "paiju" / "data" / "collections"])
    if args.json:
        print(json.dumps({"count": args.count, "seed": args.seed, "seconds": report.seconds,
                          "per_format": {f: dict(c) for f, c in report.counts.items()},
                          "finds": report.finds[:50]}, indent=1))
    else:
        print(report.table())
        print(f"{args.count} inputs in {report.seconds:.0f} s (seed {args.seed})")
        for find in report.finds[:20]:
            print(f"\n#{find['index']} {find['format']} {find['outcome']} ({find['size']} bytes):"
                  f"\n{find['detail']}")
    return 1 if report.bad else 0


if __name__ == "__main__":
    sys.exit(main())
