"""The one UCI client: external engines (Fairy-Stockfish, Pikafish, ``paiju uci``).

Fairy-Stockfish plays xiangqi after ``UCI_Variant xiangqi`` and numbers ranks
1-10; Pikafish and Paiju speak ICCS with ranks 0-9. The client detects which
from the engine's ``uci`` answer and translates moves both ways. It also serves
the benchmarks (``perft``, ``mate``) as an outside yardstick.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path

from paiju.rules import Board, Move

from .api import InfoCallback, Limits, SearchInfo, SearchResult

FAIRY_CANDIDATES = ("/usr/games/fairy-stockfish", "fairy-stockfish")
_ONE_BASED = re.compile(r"([a-i])(10|[1-9])([a-i])(10|[1-9])")
_ZERO_BASED = re.compile(r"([a-i])([0-9])([a-i])([0-9])")


class UciError(OSError):
    """The engine process failed, quit, or answered outside the protocol."""


def find_fairy_stockfish() -> str | None:
    for name in FAIRY_CANDIDATES:
        path = name if Path(name).is_file() else shutil.which(name)
        if path:
            return path
    return None


def to_iccs(uci: str) -> str:
    """``h3e3`` (Fairy-Stockfish ranks 1-10) -> ``h2e2`` (ICCS ranks 0-9)."""
    m = _ONE_BASED.fullmatch(uci)
    if not m:
        raise ValueError(f"not a xiangqi UCI move: {uci!r}")
    return f"{m[1]}{int(m[2]) - 1}{m[3]}{int(m[4]) - 1}"


def from_iccs(iccs: str) -> str:
    """``h2e2`` (ICCS) -> ``h3e3`` (Fairy-Stockfish)."""
    m = _ZERO_BASED.fullmatch(iccs)
    if not m:
        raise ValueError(f"not an ICCS move: {iccs!r}")
    return f"{m[1]}{int(m[2]) + 1}{m[3]}{int(m[4]) + 1}"


def parse_info(line: str, parse_move: Callable[[str], Move]) -> SearchInfo | None:
    """A SearchInfo from an ``info ... score ... pv ...`` line (its ``multipv`` number kept,
    1 when absent), None for other info lines."""
    words = line.split()
    if not words or words[0] != "info" or "score" not in words:
        return None
    values: dict[str, int] = {}
    mate: int | None = None
    pv: list[Move] = []
    i = 1
    while i < len(words):
        word = words[i]
        if word == "score" and i + 2 < len(words):
            kind, value = words[i + 1], int(words[i + 2])
            if kind == "mate":
                mate = value
                values["score"] = (30000 - 2 * value + 1) if value > 0 else (-30000 - 2 * value)
            else:
                values["score"] = value
            i += 3
            while i < len(words) and words[i] in ("lowerbound", "upperbound"):
                i += 1
            continue
        if word == "pv":
            for text in words[i + 1:]:
                try:
                    pv.append(parse_move(text))
                except ValueError:
                    break
            break
        if word in ("depth", "seldepth", "nodes", "nps", "time", "multipv", "hashfull",
                    "tbhits", "currmovenumber") and i + 1 < len(words):
            try:
                values[word] = int(words[i + 1])
            except ValueError:
                pass
            i += 2
            continue
        i += 1
    return SearchInfo(values.get("depth", 0), values.get("seldepth", values.get("depth", 0)),
                      values.get("score", 0), mate, values.get("nodes", 0),
                      values.get("nps", 0), values.get("time", 0), tuple(pv),
                      max(1, values.get("multipv", 1)))


class UciEngine:
    """One engine process: ``UciEngine(path, {"Hash": "64"})``; also a context manager."""

    def __init__(self, path: str, options: Mapping[str, str] | None = None,
                 timeout_s: float = 20.0) -> None:
        self.path = path
        self.timeout_s = timeout_s
        try:
            self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, text=True, bufsize=1)
        except OSError as exc:
            raise OSError(f"cannot start UCI engine {path}: {exc.strerror or exc}") from None
        self._write_lock = threading.Lock()
        self.name = ""
        self.options: dict[str, str] = {}   # option name -> its declaration line
        self.multipv = 1                    # the MultiPV the engine was last told
        try:
            self._handshake(options or {})
        except BaseException:
            self.close()
            raise

    def _handshake(self, options: Mapping[str, str]) -> None:
        self.send("uci")
        _, lines = self.wait_for("uciok")
        for line in lines:
            if line.startswith("id name "):
                self.name = line[8:].strip()
            elif line.startswith("option name "):
                name = line[12:].split(" type ")[0].strip()
                self.options[name] = line
        variant = self.options.get("UCI_Variant", "")
        self.one_based = "Fairy-Stockfish" in self.name or (
            bool(variant) and " var xiangqi" in variant)
        if self.one_based:
            self.set_option("UCI_Variant", "xiangqi")
        for name, value in options.items():
            self.set_option(name, value)
            if name.lower() == "multipv" and value.strip().isdigit():
                self.multipv = max(1, int(value))
        self.ready()

    def __enter__(self) -> UciEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the protocol -----------------------------------------------------------------
    def send(self, line: str) -> None:
        if self.proc.stdin is None or self.proc.poll() is not None:
            raise UciError(f"UCI engine {self.path} is not running")
        with self._write_lock:
            try:
                self.proc.stdin.write(line + "\n")
                self.proc.stdin.flush()
            except (BrokenPipeError, OSError) as exc:
                raise UciError(f"UCI engine {self.path} closed its input: {exc}") from None

    def read_line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise UciError(f"UCI engine {self.path} closed its output")
        return line.strip()

    def wait_for(self, prefix: str) -> tuple[str, list[str]]:
        """Read lines until one starts with prefix; returns it and the lines before."""
        seen: list[str] = []
        while True:
            line = self.read_line()
            if line.startswith(prefix):
                return line, seen
            seen.append(line)

    def ready(self) -> None:
        self.send("isready")
        self.wait_for("readyok")

    def set_option(self, name: str, value: str) -> None:
        if self.options and name not in self.options:
            known = ", ".join(sorted(self.options))
            raise ValueError(f"UCI engine {self.path} has no option {name!r} (it has: {known})")
        self.send(f"setoption name {name} value {value}")

    # -- moves ----------------------------------------------------------------------------
    def move_text(self, move: Move) -> str:
        return from_iccs(move.iccs()) if self.one_based else move.iccs()

    def parse_move(self, text: str) -> Move:
        return Move.from_iccs(to_iccs(text) if self.one_based else text)

    def position_command(self, board: Board) -> str:
        """``position fen START moves ...`` with the game's moves, so it sees repetitions."""
        root = board.copy()
        while root.move_stack:
            root.pop()
        moves = " ".join(self.move_text(m) for m in board.move_stack)
        return f"position fen {root.fen()}" + (f" moves {moves}" if moves else "")

    # -- SearchEngine ---------------------------------------------------------------------
    def new_game(self) -> None:
        self.send("ucinewgame")
        self.ready()

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:
                self.send("stop")
            except UciError:
                pass

    def search(self, board: Board, limits: Limits, *,
               on_info: InfoCallback | None = None, multipv: int = 1) -> SearchResult:
        """One ``go``; with ``multipv`` K the engine's ``MultiPV`` option is set to K (when
        it has one: otherwise one line comes back) and ``lines`` holds the K lines."""
        if multipv < 1:
            raise ValueError(f"multipv must be at least 1, not {multipv}")
        wanted = multipv if "MultiPV" in self.options else 1
        if wanted != self.multipv and "MultiPV" in self.options:
            self.set_option("MultiPV", str(wanted))
            self.multipv = wanted
        self.send(self.position_command(board))
        self.send(go_command(limits))
        watchdog = None
        allowed = _time_allowed(limits, board)
        if allowed is not None:
            watchdog = threading.Timer(allowed + self.timeout_s, self.stop)
            watchdog.daemon = True
            watchdog.start()
        last: SearchInfo | None = None
        lines: dict[int, SearchInfo] = {}
        try:
            while True:
                line = self.read_line()
                if line.startswith("bestmove"):
                    break
                info = parse_info(line, self.parse_move)
                if info is not None and info.multipv <= wanted:
                    lines[info.multipv] = info
                    if info.multipv == 1:
                        last = info
                    if on_info:
                        on_info(info)
        finally:
            if watchdog is not None:
                watchdog.cancel()
        words = line.split()
        best = None
        if len(words) > 1 and words[1] not in ("(none)", "0000", "none"):
            best = self.parse_move(words[1])
        ponder = None
        if len(words) > 3 and words[2] == "ponder":
            try:
                ponder = self.parse_move(words[3])
            except ValueError:
                ponder = None
        first = last or SearchInfo(0, 0, 0, None, 0, 0, 0, ())
        ordered = tuple(lines[k] for k in sorted(lines) if k != 1)
        return SearchResult(best, ponder, first, (first, *ordered) if last else ordered)

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.send("quit")
                self.proc.wait(timeout=5)
            except (UciError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass

    # -- benchmarks --------------------------------------------------------------------------
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
        return found, (self.parse_move(best).iccs() if best not in ("(none)", "0000") else ""), \
            seconds


def go_command(limits: Limits) -> str:
    parts = ["go"]
    for word, value in (("depth", limits.depth), ("nodes", limits.nodes),
                        ("movetime", limits.movetime_ms), ("wtime", limits.wtime_ms),
                        ("btime", limits.btime_ms), ("winc", limits.winc_ms),
                        ("binc", limits.binc_ms)):
        if value is not None:
            parts += [word, str(value)]
    if limits.infinite or len(parts) == 1:
        parts.append("infinite")
    return " ".join(parts)


def _time_allowed(limits: Limits, board: Board) -> float | None:
    """Seconds after which a timed search is overdue (None: untimed, never forced)."""
    if limits.infinite:
        return None
    if limits.movetime_ms is not None:
        return limits.movetime_ms / 1000
    clock = limits.wtime_ms if board.turn == 0 else limits.btime_ms
    return None if clock is None else clock / 1000
