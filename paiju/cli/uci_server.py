"""``paiju uci``: the built-in engine behind the UCI protocol, as Pikafish speaks it.

Moves are ICCS with ranks 0-9. ``position ... moves`` keeps the legal prefix of its
moves, as Stockfish does, and names the first refused move in an ``info string``.
``go`` takes movetime, depth, nodes, wtime/btime/winc/binc, movestogo, searchmoves,
infinite and ponder (``ponderhit`` turns a ponder search into a timed one); a word it
does not know is named in an ``info string``, the rest of the command still obeyed.
``stop`` answers at once. ``go mate N`` is answered by Paiju's mate prover: the proven
key and the proven (minimal) length, or a normal search when there is no mate in N.
Options: ``Hash`` (MB), ``Level`` (1 Beginner .. 5 Hardest), ``MultiPV`` (1-10 lines,
each printed as ``info ... multipv i ...``), ``Threads`` (lazy SMP at full strength)
``Move Overhead`` (ms kept back from the clock for answering) and ``TablebasePath`` (the
endgame tables' folder, by default the user's when it exists; empty: none).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

import paiju
from paiju.engine import Engine, Limits, SearchInfo, SearchResult
from paiju.engine.api import MAX_MULTIPV
from paiju.engine.builtin import MAX_THREADS
from paiju.engine.timing import OVERHEAD_MS, budget
from paiju.rules import STARTING_FEN, Board, Move
from paiju.rules.stipulation import Stipulation
from paiju.solver.result import Verdict
from paiju.solver.solve import Solver
from paiju.tablebase import Tablebase, default_dir

_LIMIT_WORDS = {"movetime": "movetime_ms", "depth": "depth", "nodes": "nodes",
                "wtime": "wtime_ms", "btime": "btime_ms", "winc": "winc_ms", "binc": "binc_ms"}


def info_line(info: SearchInfo) -> str:
    score = f"mate {info.mate}" if info.mate is not None else f"cp {info.score_cp}"
    pv = " ".join(m.iccs() for m in info.pv)
    return (f"info depth {info.depth} seldepth {info.seldepth} multipv {info.multipv} "
            f"score {score} nodes {info.nodes} nps {info.nps} time {info.time_ms}"
            + (f" pv {pv}" if pv else ""))


@dataclass
class GoCommand:
    """What a ``go`` line asks: limits, pondering, ``mate N``, ``searchmoves`` (None: all
    moves) and the words it did not understand (reported, not obeyed)."""

    limits: Limits
    ponder: bool = False
    mate: int | None = None
    searchmoves: list[Move] | None = None
    unknown: list[str] = field(default_factory=list)


def parse_go(words: list[str]) -> GoCommand:
    """The words after ``go``. Raises ValueError for a limit without its number."""
    values: dict[str, int] = {}
    infinite = ponder = False
    mate: int | None = None
    searchmoves: list[Move] | None = None
    unknown: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word in _LIMIT_WORDS or word in ("mate", "movestogo"):
            if i + 1 >= len(words) or not words[i + 1].lstrip("-").isdigit():
                raise ValueError(f"go {word}: missing number")
            number = int(words[i + 1])
            if word == "mate":
                mate = number
            elif word != "movestogo":
                values[_LIMIT_WORDS[word]] = max(0, number)
            i += 2
            continue
        if word == "searchmoves":
            searchmoves = []
            i += 1
            while i < len(words):
                try:
                    searchmoves.append(Move.from_iccs(words[i]))
                except ValueError:
                    break
                i += 1
            continue
        if word == "infinite":
            infinite = True
        elif word == "ponder":
            ponder = True
        else:
            unknown.append(word)
        i += 1
    return GoCommand(Limits(infinite=infinite or ponder, **values), ponder, mate, searchmoves,
                     unknown)


class UciServer:
    """Reads commands from `inp`, writes answers to `out`; the search runs in a thread."""

    def __init__(self, inp: TextIO, out: TextIO) -> None:
        self.inp, self.out = inp, out
        self.hash_mb = 64
        self.multipv = 1
        self.move_overhead_ms = OVERHEAD_MS
        self.engine = Engine(self.hash_mb)
        self.solver: Solver | None = None
        self.board = Board()
        self._out_lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._hold = threading.Event()   # set: bestmove may be sent (not pondering/infinite)
        self._ponder_limits: Limits | None = None
        self._timer: threading.Timer | None = None
        self._stopped = threading.Event()
        self._searchmoves: list[Move] | None = None
        self.tables_dir = default_dir() if default_dir().is_dir() else None
        self.engine.set_tablebase(Tablebase(self.tables_dir) if self.tables_dir else None)

    def send(self, line: str) -> None:
        with self._out_lock:
            self.out.write(line + "\n")
            self.out.flush()

    def run(self) -> int:
        for raw in self.inp:
            line = raw.strip()
            if not line:
                continue
            try:
                if not self.handle(line):
                    break
            except ValueError as exc:
                self.send(f"info string error: {exc}")
        self._stop_search()
        return 0

    # -- commands ------------------------------------------------------------------
    def handle(self, line: str) -> bool:
        """One command; False on quit."""
        cmd, *words = line.split()
        handlers: dict[str, Callable[[list[str]], None]] = {
            "uci": self._uci, "isready": lambda w: self.send("readyok"),
            "setoption": self._setoption, "ucinewgame": self._newgame,
            "position": self._position, "go": self._go, "stop": lambda w: self._stop_search(),
            "ponderhit": self._ponderhit,
            "d": lambda w: self.send(f"info string {self.board.fen()}"),
        }
        if cmd == "quit":
            return False
        handler = handlers.get(cmd)
        if handler is None:
            self.send(f"info string unknown command: {cmd}")
        else:
            handler(words)
        return True

    def _uci(self, words: list[str]) -> None:
        self.send(f"id name Paiju {paiju.__version__}")
        self.send("id author Paiju developers")
        self.send("option name Hash type spin default 64 min 1 max 4096")
        self.send("option name Level type spin default 5 min 1 max 5")
        self.send(f"option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}")
        self.send(f"option name Move Overhead type spin default {OVERHEAD_MS} min 0 max 5000")
        self.send(f"option name Threads type spin default 1 min 1 max {MAX_THREADS}")
        self.send("option name Ponder type check default false")
        self.send(f"option name TablebasePath type string default {self.tables_dir or '<empty>'}")
        self.send("uciok")

    def _setoption(self, words: list[str]) -> None:
        text = " ".join(words)
        if not text.startswith("name "):
            raise ValueError(f"setoption {text!r}: expected 'name X value Y'")
        name, _, value = text[5:].partition(" value ")
        name = name.strip().lower()
        self._wait()
        if name == "hash":
            self.hash_mb = max(1, min(4096, int(value)))
            self.engine.set_hash(self.hash_mb)
        elif name == "level":
            number = int(value)
            if not 1 <= number <= 5:
                raise ValueError(f"Level {value}: levels are 1..5")
            self.engine.set_level(None if number == 5 else number)
        elif name == "multipv":
            number = int(value)
            if not 1 <= number <= MAX_MULTIPV:
                raise ValueError(f"MultiPV {value}: 1..{MAX_MULTIPV} lines")
            self.multipv = number
        elif name == "threads":
            number = int(value)
            if not 1 <= number <= MAX_THREADS:
                raise ValueError(f"Threads {value}: 1..{MAX_THREADS}")
            self.engine.set_threads(number)
        elif name == "move overhead":
            number = int(value)
            if not 0 <= number <= 5000:
                raise ValueError(f"Move Overhead {value}: 0..5000 ms")
            self.move_overhead_ms = self.engine.move_overhead_ms = number
        elif name == "tablebasepath":
            folder = value.strip()
            if folder in ("", "<empty>"):
                self.tables_dir = None
            elif not Path(folder).is_dir():
                raise ValueError(f"TablebasePath {folder}: no such folder")
            else:
                self.tables_dir = Path(folder)
            self.engine.set_tablebase(Tablebase(self.tables_dir) if self.tables_dir else None)
        elif name != "ponder":
            raise ValueError(f"no option {name!r} (options: Hash, Level, MultiPV, "
                             "Move Overhead, Threads, Ponder, TablebasePath)")

    def _newgame(self, words: list[str]) -> None:
        self._wait()
        self.engine.new_game()
        self.board = Board()

    def _position(self, words: list[str]) -> None:
        if not words:
            raise ValueError("position: expected startpos or fen")
        if "moves" in words:
            at = words.index("moves")
            setup, moves = words[:at], words[at + 1:]
        else:
            setup, moves = words, []
        if setup[0] == "startpos":
            board = Board(STARTING_FEN)
        elif setup[0] == "fen" and len(setup) > 1:
            board = Board(" ".join(setup[1:]))
        else:
            raise ValueError(f"position {' '.join(words)!r}: expected startpos or fen FEN")
        for ply, text in enumerate(moves, 1):
            try:
                board.push_iccs(text)
            except ValueError as exc:
                # As Stockfish: keep the legal prefix, and say what was refused.
                self.send(f"info string position: move {ply} {text!r} refused ({exc}); "
                          f"kept the {ply - 1} move(s) before it, the rest ignored")
                break
        self.board = board

    def _go(self, words: list[str]) -> None:
        self._stop_search()
        go = parse_go(words)
        limits, ponder, mate = go.limits, go.ponder, go.mate
        if go.unknown:
            self.send(f"info string go: ignored unknown word(s) {' '.join(go.unknown)}")
        board = self.board.copy()
        self._searchmoves = None
        if go.searchmoves is not None:
            legal = [m for m in go.searchmoves if board.is_legal(m)]
            refused = [m.iccs() for m in go.searchmoves if m not in legal]
            if refused:
                self.send(f"info string searchmoves: not legal here: {' '.join(refused)}")
            if legal:
                self._searchmoves = legal
            else:
                self.send("info string searchmoves: no legal move given; searching all moves")
        self._stopped.clear()
        if limits.infinite:
            self._hold.clear()
        else:
            self._hold.set()
        self._ponder_limits = (Limits(**{k: v for k, v in limits.__dict__.items()
                                         if k != "infinite"}) if ponder else None)
        target = self._mate_search if mate is not None else self._search
        self._worker = threading.Thread(target=target, args=(board, limits, mate), daemon=True)
        self._worker.start()

    def _ponderhit(self, words: list[str]) -> None:
        """The ponder move was played: the running search now has the move's time budget."""
        if self._ponder_limits is None or self._worker is None:
            return
        plan = budget(self._ponder_limits, self.board.turn, default_s=1.0,
                      overhead_ms=self.move_overhead_ms)
        self._ponder_limits = None
        self._hold.set()
        if plan.hard_s is not None:
            self._timer = threading.Timer(plan.hard_s, self.engine.stop)
            self._timer.daemon = True
            self._timer.start()

    # -- searching ---------------------------------------------------------------------
    def _search(self, board: Board, limits: Limits, mate: int | None = None) -> None:
        result = self.engine.search(board, limits, on_info=lambda i: self.send(info_line(i)),
                                    multipv=self.multipv, searchmoves=self._searchmoves)
        self._finish(result)

    def _mate_search(self, board: Board, limits: Limits, mate: int | None) -> None:
        assert mate is not None
        self.solver = Solver(self.hash_mb)
        seconds = (limits.movetime_ms or 0) / 1000 or None
        result = self.solver.solve(board, Stipulation(max(1, mate)), time_limit=seconds,
                                   tries=False, tree=False)
        if result.verdict in (Verdict.SOUND, Verdict.COOKED, Verdict.SHORT) and result.keys:
            length = result.mate_in or mate
            keys = result.keys  # the keys of the proven minimal length
            ms = int(result.seconds * 1000)
            self.send(f"info depth {2 * length - 1} score mate {length} nodes {result.nodes} "
                      f"time {ms} pv {keys[0].iccs()}")
            self.send(f"info string proven mate in {length} by Paiju's solver "
                      f"({result.verdict.value}, keys: {' '.join(k.iccs() for k in keys)})")
            self._finish(SearchResult(keys[0], None, SearchInfo(
                2 * length - 1, 2 * length - 1, 30000 - 2 * length + 1, length, result.nodes,
                0, ms, (keys[0],))))
            return
        self.send(f"info string no mate in {mate} proven ({result.verdict.value}); "
                  "searching normally")
        # Stopped: a quick legal answer; otherwise a normal search for the move's time.
        self._search(board, Limits(depth=1) if self._stopped.is_set()
                     else Limits(movetime_ms=limits.movetime_ms or 1000))

    def _finish(self, result: SearchResult) -> None:
        self._hold.wait()  # pondering or infinite: bestmove only after stop or ponderhit
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        best = result.best_move
        if best is None:
            self.send("bestmove (none)")
            return
        line = f"bestmove {best.iccs()}"
        if result.ponder is not None:
            line += f" ponder {result.ponder.iccs()}"
        self.send(line)

    def _stop_search(self) -> None:
        if self._worker is None:
            return
        self._stopped.set()
        self.engine.stop()
        if self.solver is not None:
            self.solver.cancel()
        self._hold.set()
        self._worker.join()
        self._worker = None
        self.solver = None

    def _wait(self) -> None:
        """Commands that change the engine first end a running search (UCI GUIs do not
        send them during one, but a stray one must not race the worker)."""
        self._stop_search()


def main(inp: TextIO | None = None, out: TextIO | None = None) -> int:
    return UciServer(inp or sys.stdin, out or sys.stdout).run()
