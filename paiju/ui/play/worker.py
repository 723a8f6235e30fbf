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

from paiju import engine
from paiju.rules import Board, Color
from paiju.rules.game import Clock

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
    """Analyses a position until stopped and reports its lines, best first.

    One infinite search asking the engine for ``count`` lines (MultiPV: the built-in
    engine's own, or a UCI engine's ``MultiPV`` option); every ``SearchInfo`` updates its
    line, and ``lines`` emits ``list[AnalysisLine]`` (ordered by line number).
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
        self._found: dict[int, AnalysisLine] = {}

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
            self.engine.search(self.board, infinite(), on_info=self._heard,
                               multipv=self.count)
        except Exception as exc:
            self.failed.emit(self.token, str(exc) or type(exc).__name__)

    def _heard(self, info: Any) -> None:
        if self._stopped or not 1 <= info.multipv <= self.count:
            return
        line = AnalysisLine.from_info(info)
        self._found[info.multipv] = line
        # Lines arrive one by one within an iteration: a line of the last depth whose first
        # move the new one now plays is stale (it would show the same move twice).
        for k, old in list(self._found.items()):
            if k != info.multipv and old.depth < line.depth and old.pv[:1] == line.pv[:1]:
                del self._found[k]
        self.lines.emit(self.token, [self._found[k] for k in sorted(self._found)])


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
