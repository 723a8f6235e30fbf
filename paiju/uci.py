"""A minimal UCI client for Fairy-Stockfish, used as an oracle and a yardstick.

Debian's ``fairy-stockfish`` speaks UCI with ``UCI_Variant xiangqi``. Its move
ranks run 1-10 where ICCS uses 0-9; ``to_iccs`` translates.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from pathlib import Path

CANDIDATES = ("/usr/games/fairy-stockfish", "fairy-stockfish")


def find_fairy_stockfish() -> str | None:
    for name in CANDIDATES:
        path = name if Path(name).is_file() else shutil.which(name)
        if path:
            return path
    return None


def to_iccs(uci: str) -> str:
    """``h3e3`` (ranks 1-10) -> ``h2e2`` (ranks 0-9)."""
    m = re.fullmatch(r"([a-i])(10|[1-9])([a-i])(10|[1-9])", uci)
    if not m:
        raise ValueError(f"not a xiangqi UCI move: {uci!r}")
    return f"{m[1]}{int(m[2]) - 1}{m[3]}{int(m[4]) - 1}"


class UciEngine:
    """One engine process; ``with UciEngine(path) as e: ...``."""

    def __init__(self, path: str, variant: str = "xiangqi") -> None:
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send(f"setoption name UCI_Variant value {variant}")
        self.ready()

    def __enter__(self) -> UciEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix: str) -> tuple[str, list[str]]:
        """Read lines until one starts with prefix; returns it and the lines before."""
        assert self.proc.stdout is not None
        seen: list[str] = []
        for line in self.proc.stdout:
            line = line.strip()
            if line.startswith(prefix):
                return line, seen
            seen.append(line)
        raise RuntimeError(f"engine closed before {prefix!r}")

    def ready(self) -> None:
        self.send("isready")
        self.wait_for("readyok")

    def perft(self, fen: str | None, depth: int) -> tuple[int, float]:
        """(nodes, seconds) of ``go perft depth``."""
        self.send(f"position fen {fen}" if fen else "position startpos")
        self.ready()
        start = time.perf_counter()
        self.send(f"go perft {depth}")
        line, _ = self.wait_for("Nodes searched")
        return int(line.split(":")[1]), time.perf_counter() - start

    def mate(self, fen: str, moves: int, timeout: float = 60.0) -> tuple[int | None, str, float]:
        """``go mate N``: (mate length found or None, best move in ICCS, seconds)."""
        self.send("ucinewgame")
        self.send(f"position fen {fen}")
        self.ready()
        start = time.perf_counter()
        self.send(f"go mate {moves} movetime {int(timeout * 1000)}")
        line, info = self.wait_for("bestmove")
        seconds = time.perf_counter() - start
        found = None
        for text in info:
            m = re.search(r"score mate (-?\d+)", text)
            if m and int(m[1]) > 0:
                found = int(m[1])
        best = line.split()[1]
        return found, (to_iccs(best) if best not in ("(none)", "0000") else ""), seconds

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.send("quit")
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
