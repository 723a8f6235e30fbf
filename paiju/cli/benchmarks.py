"""Move-generator benchmarks: perft in the compiled core, through the Python API,
and Fairy-Stockfish's ``go perft`` in the same run for a ratio.

Shared by ``paiju bench`` and ``scripts/bench_perft.py``.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from paiju.engine.uci_engine import UciEngine, find_fairy_stockfish
from paiju.rules import Board, perft
from paiju.rules.perft import perft_python

RATIO_BAR = 3.0  # our time / Fairy-Stockfish's, at most
PYTHON_API_BAR = 300_000  # nodes/s through legal_moves + push/pop, at least


@dataclass(frozen=True)
class Timing:
    """A node count with its wall-clock time and, when known, the CPU time spent.

    CPU time is what the comparison uses: on a shared machine the wall clock
    also counts the time other processes held the cores.
    """

    label: str
    nodes: int
    seconds: float
    cpu_seconds: float | None = None

    @property
    def best_seconds(self) -> float:
        return self.cpu_seconds if self.cpu_seconds else self.seconds

    @property
    def rate(self) -> float:
        return self.nodes / self.best_seconds if self.best_seconds > 0 else float("inf")

    def line(self) -> str:
        cpu = f" ({self.cpu_seconds:.3f} s CPU)" if self.cpu_seconds is not None else ""
        return (f"{self.label}: {self.nodes} nodes in {self.seconds:.3f} s{cpu}, "
                f"{self.rate:,.0f} nodes/s")


def _timed(label: str, count: Callable[[], int]) -> Timing:
    start, cpu = time.perf_counter(), time.process_time()
    nodes = count()
    return Timing(label, nodes, time.perf_counter() - start, time.process_time() - cpu)


def _process_cpu(pid: int) -> float | None:
    """User + system CPU seconds of another process (Linux /proc), or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def core_perft(depth: int, fen: str | None = None) -> Timing:
    """perft(depth) in the compiled core (start position unless `fen`)."""
    board = Board() if fen is None else Board(fen)
    return _timed(f"perft({depth}) compiled core", lambda: perft(board, depth))


def python_perft(depth: int, fen: str | None = None) -> Timing:
    """perft(depth) through the public API: legal_moves, push and pop at every node."""
    board = Board() if fen is None else Board(fen)
    return _timed(f"perft({depth}) Python API", lambda: perft_python(board, depth))


def fairy_stockfish_perft(engine: UciEngine, depth: int) -> Timing:
    """Fairy-Stockfish ``go perft`` from the start, timed from the command to its total."""
    before = _process_cpu(engine.proc.pid)
    nodes, seconds = engine.perft(None, depth)
    after = _process_cpu(engine.proc.pid)
    cpu = after - before if before is not None and after is not None else None
    return Timing(f"perft({depth}) Fairy-Stockfish", nodes, seconds, cpu)


@dataclass(frozen=True)
class Comparison:
    ours: Timing
    fsf: Timing | None

    @property
    def ratio(self) -> float | None:
        """Our time / Fairy-Stockfish's (best of the repetitions each; CPU time)."""
        return None if self.fsf is None else self.ours.best_seconds / self.fsf.best_seconds


def compare_with_fairy_stockfish(depth: int = 5, repeats: int = 3,
                                 engine_path: str | None = None) -> Comparison:
    """Best-of-`repeats` times for our perft and FSF's, alternating the two.

    Without an installed Fairy-Stockfish only our figure is measured.
    """
    path = engine_path or find_fairy_stockfish()
    ours: list[Timing] = []
    theirs: list[Timing] = []
    engine = UciEngine(path) if path else None
    try:
        for _ in range(repeats):
            ours.append(core_perft(depth))
            if engine is not None:
                theirs.append(fairy_stockfish_perft(engine, depth))
    finally:
        if engine is not None:
            engine.close()
    best_fsf = min(theirs, key=lambda t: t.best_seconds) if theirs else None
    if best_fsf is not None and best_fsf.nodes != ours[0].nodes:
        raise RuntimeError(f"node counts differ: ours {ours[0].nodes}, "
                           f"Fairy-Stockfish {best_fsf.nodes}")
    return Comparison(min(ours, key=lambda t: t.best_seconds), best_fsf)


def comparison_lines(comparison: Comparison) -> list[str]:
    lines = [comparison.ours.line()]
    if comparison.fsf is None:
        lines.append("Fairy-Stockfish: not installed (apt install fairy-stockfish), no ratio")
        return lines
    ratio = comparison.ratio
    assert ratio is not None
    verdict = "ok" if ratio <= RATIO_BAR else "TOO SLOW"
    lines.append(comparison.fsf.line())
    lines.append(f"ratio ours/Fairy-Stockfish: {ratio:.2f} (bar <= {RATIO_BAR:g}: {verdict})")
    return lines


def python_api_line(timing: Timing) -> str:
    verdict = "ok" if timing.rate >= PYTHON_API_BAR else "TOO SLOW"
    return f"{timing.line()} (bar >= {PYTHON_API_BAR:,} nodes/s: {verdict})"
