"""Probing and building tables: the Python API over the C core (``_tb``).

>>> tb = Tablebase()                      # the user's folder (files.default_dir)
>>> tb.probe(Board("4k4/9/9/9/9/9/9/9/9/3K1R3 w"))   # doctest: +SKIP
Verdict(outcome='win', plies=3, by_rule=False)
"""

from __future__ import annotations

import resource
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from paiju import _native
from paiju.rules import Board, Color, Move, Piece

from .files import default_dir, read_table, table_path, write_table

Outcome = Literal["win", "draw", "loss"]
Progress = Callable[[str, str, int, int, int], None]
"""progress(signature, phase, pass, resolved, total) during a build."""


@dataclass(frozen=True, order=True)
class Verdict:
    """The value of a position for the side to move: ``plies`` to mate (stalemate counts),
    None for a draw or for a result decided by the perpetual-check rule (``by_rule``)."""

    outcome: Outcome
    plies: int | None = None
    by_rule: bool = False

    @classmethod
    def from_code(cls, code: int) -> Verdict:
        if code == _native.TB_DRAW:
            return cls("draw")
        if code == _native.TB_WIN_RULE:
            return cls("win", None, True)
        if code == _native.TB_LOSS_RULE:
            return cls("loss", None, True)
        if 1 <= code <= _native.TB_MAX_DIST + 1:
            d = code - 1
            return cls("win" if d % 2 else "loss", d)
        raise ValueError(f"table value {code} is no position's value")

    def after_move(self) -> Verdict:
        """The verdict for the mover of the move that led here."""
        flip: dict[Outcome, Outcome] = {"win": "loss", "loss": "win", "draw": "draw"}
        plies = None if self.plies is None else self.plies + 1
        return Verdict(flip[self.outcome], plies, self.by_rule)

    def rank(self) -> tuple[int, int]:
        """Sort key, best first for the side to move: quick mates, rule wins, draws, rule
        losses, then the slowest mates against it."""
        if self.outcome == "win":
            return (0, self.plies) if self.plies is not None else (1, 0)
        if self.outcome == "draw":
            return (2, 0)
        return (3, 0) if self.plies is None else (4, -self.plies)

    def __str__(self) -> str:
        if self.outcome == "draw":
            return "draw"
        if self.plies is None:
            return f"{self.outcome} by the perpetual-check rule"
        return f"{self.outcome} in {self.plies} plies"


def board_from_codes(codes: bytes, side: int) -> Board:
    """The Board of 90 piece codes and a side to move."""
    board = Board.empty()
    board.set_piece_map({sq: Piece.from_code(c) for sq, c in enumerate(codes) if c})
    board.turn = Color(side)
    return board


def canonical(sig: str) -> str:
    """The canonical form of a signature (``KAAKR`` -> ``KRKAA``); ValueError if bad."""
    return _native.tb_parse(sig.strip())[0]


def closure(sig: str) -> list[str]:
    """The signature and every one reachable by captures, smallest first."""
    order: list[str] = []
    seen: set[str] = set()

    def visit(s: str) -> None:
        if s in seen:
            return
        seen.add(s)
        for sub in _native.tb_subsignatures(s):
            visit(sub)
        order.append(s)

    visit(canonical(sig))
    return order


def build_memory(sig: str) -> int:
    """Bytes the C builder holds for a table at its peak: its values (one byte per position,
    both sides to move), five bit sets over them in the perpetual-check step, and the tables
    one capture away. (The mate passes hold one bit set and 8 bytes per position with a
    capture into a smaller table's mate, never more than the perpetual-check step.)"""
    n = 2 * _native.tb_parse(sig)[1]
    smaller = sum(2 * _native.tb_parse(s)[1] for s in _native.tb_subsignatures(sig))
    return n + 5 * ((n + 63) // 64) * 8 + smaller


@dataclass
class BuildReport:
    """One table built: its figures as stored in the file's header."""

    signature: str
    header: dict[str, Any]
    path: Path


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far, in MB (Linux reports KB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Tablebase:
    """The tables of one folder, loaded on demand."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else default_dir()
        self._reg = _native.TbRegistry()
        self._absent: set[str] = set()

    # -- loading -----------------------------------------------------------
    def available(self, sig: str) -> bool:
        """Is the table (canonical or not) in memory or on disk?"""
        s = canonical(sig)
        return self._reg.has(s) or table_path(self.directory, s).exists()

    def _load(self, sig: str) -> bool:
        if self._reg.has(sig):
            return True
        if sig in self._absent:
            return False
        path = table_path(self.directory, sig)
        if not path.exists():
            self._absent.add(sig)
            return False
        header, data = read_table(path)
        if header.get("signature") != sig:
            raise ValueError(f"{path}: holds {header.get('signature')}, not {sig}")
        self._reg.add(sig, data)
        return True

    def covers(self, board: Board) -> bool:
        """Are the tables for this position and every capture from it on hand?"""
        try:
            sig = _native.tb_signature_of(board.native_position())
        except ValueError:
            return False
        return self._load(sig) and all(self._load(s) for s in _native.tb_subsignatures(sig))

    def registry_for(self, board: Board) -> _native.TbRegistry | None:
        """For the engine (paiju.engine.tables.TableSource): the registry with every table
        on disk that captures from this material reach loaded, or None when there is none
        (or the material fits no table)."""
        try:
            sig = _native.tb_signature_of(board.native_position())
        except ValueError:
            return None
        loaded = [s for s in closure(sig) if self._load(s)]
        return self._reg if loaded else None

    # -- probing -----------------------------------------------------------
    def probe(self, board: Board) -> Verdict | None:
        """The verdict for the side to move, or None when no table covers the material.
        ValueError if the position is not legal (side not to move in check, or a man off
        the points it may stand on)."""
        try:
            sig = _native.tb_signature_of(board.native_position())
        except ValueError:
            return None
        if not self._load(sig):
            return None
        code = self._reg.probe(board.native_position())
        if code == _native.TB_INVALID:
            raise ValueError(f"{board.epd()}: not a legal position for the table {sig} "
                             "(side not to move in check, or a man off its points)")
        return Verdict.from_code(code)

    def probe_moves(self, board: Board) -> list[tuple[Move, Verdict]] | None:
        """Every legal move with its value for the mover, best first; None when not
        covered."""
        if self.probe(board) is None or not self.covers(board):
            return None
        out: list[tuple[Move, Verdict]] = []
        for move in list(board.legal_moves):
            board.push(move)
            try:
                child = self.probe(board)
            finally:
                board.pop()
            if child is None:
                return None
            out.append((move, child.after_move()))
        out.sort(key=lambda mv: (mv[1].rank(), mv[0].iccs()))
        return out

    def best_moves(self, board: Board) -> list[Move]:
        """The moves that keep the verdict at its best value (fastest mate, slowest loss)."""
        moves = self.probe_moves(board)
        if not moves:
            return []
        best = moves[0][1].rank()
        return [m for m, v in moves if v.rank() == best]

    def mate_keys(self, board: Board, n: int) -> tuple[int | None, list[Move]] | None:
        """For the mate solver (paiju.solver.solve.MateOracle): None when not covered; else the
        least mate length in attacker moves if it is within n (None if not) and every first
        move mating in that length."""
        verdict = self.probe(board)
        moves = self.probe_moves(board) if verdict is not None else None
        if verdict is None or moves is None:
            return None
        if verdict.outcome != "win" or verdict.plies is None or verdict.plies > 2 * n - 1:
            return None, []
        keys = [m for m, v in moves if v.outcome == "win" and v.plies == verdict.plies]
        return (verdict.plies + 1) // 2, keys

    # -- building ----------------------------------------------------------
    def build(self, sig: str, progress: Progress | None = None,
              rebuild: bool = False) -> list[BuildReport]:
        """Build the table and every smaller one it needs that is not on disk yet; each
        is saved in the folder as it is done (``rebuild``: the table itself even if it is
        on disk; the smaller ones are then loaded from disk). Returns what was built."""
        built: list[BuildReport] = []
        target = canonical(sig)
        for s in closure(sig):
            path = table_path(self.directory, s)
            if path.exists() and not (rebuild and s == target):
                self._absent.discard(s)
                self._load(s)
                continue
            def step(phase: str, n: int, done: int, total: int, s: str = s) -> None:
                if progress is not None:
                    progress(s, phase, n, done, total)

            t0 = time.perf_counter()
            data, stats = self._reg.build(s, step)
            seconds = time.perf_counter() - t0
            _, size, _ = _native.tb_parse(s)
            longest = stats.pop("longest")
            side = int(str(stats.pop("longest_side")))
            if isinstance(longest, bytes):
                stats["longest_fen"] = board_from_codes(longest, side).epd()
            header: dict[str, Any] = {
                "format": 1, "signature": s, "size": size,
                "values": "byte per position: 0 draw; 1..250 = plies+1 to mate, odd plies "
                          "win; 251 loss / 252 win by the perpetual-check rule; 255 invalid",
                "stats": stats, "build_seconds": round(seconds, 3),
                "memory_bytes": build_memory(s),
                "peak_rss_mb": round(peak_rss_mb(), 1),
            }
            header["file_bytes"] = write_table(path, header, data)
            self._absent.discard(s)
            built.append(BuildReport(s, header, path))
        return built
