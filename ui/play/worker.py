"""Engine searches off the GUI thread, and the few points where Play mode meets the engine
package (specs ``level1`` .. ``level5`` or ``uci:PATH[:option=value...]``).

``SearchThread`` runs one blocking ``SearchEngine.search`` (the engine releases the GIL) and
reports through signals, which reach the widgets through queued connections; nothing here
touches a widget. ``stop()`` asks the engine to stop from any thread; ``finish()`` stops and
waits (window closing), so no search outlives the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

import engine
from xiangqi import Board, Color
from xiangqi.game import Clock

DEFAULT_MOVETIME_MS = 1000
"""A UCI engine's time per move in a game without clocks, unless the game says otherwise."""
UNCAPPED_LEVEL_MOVETIME_MS = 5000
"""The same for a level with no time cap of its own (Hardest)."""


@dataclass(frozen=True, slots=True)
class LevelChoice:
    key: str  # the spec, e.g. "level3"
    number: int
    names: dict[str, str]  # "en", "fr", "zh"

    def name(self, language: str) -> str:
        lang = "zh" if language.startswith("zh") else language
        return self.names.get(lang) or self.names.get("en") or self.key


def levels() -> list[LevelChoice]:
    """The built-in engine's levels, weakest first."""
    return [LevelChoice(f"level{lv.number}", lv.number, dict(lv.names)) for lv in engine.LEVELS]


def spec_label(spec: str, language: str = "en") -> str:
    """A player name for a computer spec: the level's name or the UCI program's file name."""
    for level in levels():
        if level.key == spec:
            return level.name(language)
    if spec.startswith("uci:"):
        path = spec[4:].split(":", 1)[0]
        return path.replace("\\", "/").rsplit("/", 1)[-1] or spec
    return spec


def make_engine(spec: str) -> engine.SearchEngine:
    """A SearchEngine for a spec. Raises ValueError/OSError for a bad spec or program."""
    return engine.engine_from_spec(spec)


def limits(spec: str, board: Board, clock: Clock | None,
           movetime_ms: int | None) -> engine.Limits:
    """Search limits for a game move: the clocks when the game has them, else a move time."""
    if clock is not None:
        red, black = clock.remaining(Color.RED), clock.remaining(Color.BLACK)
        inc = clock.control.increment_ms
        return engine.Limits(wtime_ms=red, btime_ms=black, winc_ms=inc, binc_ms=inc)
    if movetime_ms is None and spec.startswith("level"):
        own = engine.level(int(spec[5:])).movetime_ms
        # the level's own budget; Hardest has none (it takes what it is given)
        return engine.Limits() if own is not None else engine.Limits(
            movetime_ms=UNCAPPED_LEVEL_MOVETIME_MS)
    return engine.Limits(movetime_ms=movetime_ms or DEFAULT_MOVETIME_MS)


def infinite() -> engine.Limits:
    return engine.Limits(infinite=True)


def depth_limit(plies: int) -> engine.Limits:
    return engine.Limits(depth=plies)



class SearchThread(QThread):
    """``engine.search(board, limits)`` in a thread; ``token`` lets callers drop stale answers."""

    info = Signal(int, object)  # token, engine.SearchInfo
    done = Signal(int, object)  # token, engine.SearchResult
    failed = Signal(int, str)  # token, message

    def __init__(self, engine: Any, board: Board, limits: Any, token: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self.board = board.copy()
        self.limits = limits
        self.token = token

    def run(self) -> None:
        try:
            result = self.engine.search(self.board, self.limits,
                                        on_info=lambda i: self.info.emit(self.token, i))
        except Exception as exc:  # an engine's failure is a message, never a crash
            self.failed.emit(self.token, str(exc) or type(exc).__name__)
            return
        self.done.emit(self.token, result)

    def stop(self) -> None:
        try:
            self.engine.stop()
        except Exception:
            pass

    def finish(self, timeout_ms: int = 5000) -> bool:
        """Stop the search and wait for the thread; True when it has ended."""
        if self.isRunning():
            self.stop()
        return self.wait(timeout_ms)


class AnalysisThread(QThread):
    """Analyses a position until stopped and reports lines best first.

    One line: one infinite search, each ``SearchInfo`` reported as it comes. Several lines:
    every legal move is searched in rounds of growing depth (the reply's search, negated), and
    after each round the best ``lines`` moves come back with their continuations.
    ``lines`` emits ``list[AnalysisLine]``.
    """

    lines = Signal(int, object)  # token, list[AnalysisLine]
    failed = Signal(int, str)

    def __init__(self, engine: Any, board: Board, count: int, token: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self.board = board.copy()
        self.count = max(1, count)
        self.token = token
        self._stopped = False

    def stop(self) -> None:
        self._stopped = True
        try:
            self.engine.stop()
        except Exception:
            pass

    def finish(self, timeout_ms: int = 5000) -> bool:
        if self.isRunning():
            self.stop()
        return self.wait(timeout_ms)

    def run(self) -> None:
        try:
            if self.count == 1 or self.board.legal_moves.count() <= 1:
                self.engine.search(self.board, infinite(), on_info=self._one)
            else:
                self._several()
        except Exception as exc:
            self.failed.emit(self.token, str(exc) or type(exc).__name__)

    def _one(self, info: Any) -> None:
        if not self._stopped:
            self.lines.emit(self.token, [AnalysisLine.from_info(info)])

    def _several(self) -> None:
        moves = list(self.board.legal_moves)
        depth = 1
        while not self._stopped and depth < 64:
            found: list[AnalysisLine] = []
            for move in moves:
                if self._stopped:
                    return
                after = self.board.copy(stack=False)
                after.push(move)
                if not after.legal_moves:  # the move mates or stalemates: it wins
                    found.append(AnalysisLine(None, 1, depth, (move,)))
                    continue
                result = self.engine.search(after, depth_limit(depth))
                info = result.info
                score = None if info.score_cp is None else -int(info.score_cp)
                mate = None if info.mate is None else (-info.mate + (1 if info.mate < 0
                                                                     else 0))
                found.append(AnalysisLine(score, mate, depth + 1, (move, *info.pv)))
            if self._stopped:
                return
            found.sort(key=AnalysisLine.order, reverse=True)
            moves = [line.pv[0] for line in found]  # best first next round
            self.lines.emit(self.token, found[:self.count])
            depth += 1


class AnalysisLine:
    """A line of analysis from the side to move's view."""

    __slots__ = ("score_cp", "mate", "depth", "pv")

    def __init__(self, score_cp: int | None, mate: int | None, depth: int,
                 pv: tuple[Any, ...]) -> None:
        self.score_cp, self.mate, self.depth, self.pv = score_cp, mate, depth, tuple(pv)

    @classmethod
    def from_info(cls, info: Any) -> AnalysisLine:
        return cls(info.score_cp, info.mate, int(info.depth), tuple(info.pv))

    def order(self) -> float:
        """Sort key: mates in fewest moves first, being mated last."""
        if self.mate is not None:
            return 1e9 - self.mate if self.mate > 0 else -1e9 - self.mate
        return float(self.score_cp or 0)
