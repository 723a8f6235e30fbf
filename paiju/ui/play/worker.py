"""Engine searches off the GUI thread, and the few points where Play mode meets the engine
package (specs ``level1`` .. ``level5`` or ``uci:PATH[:option=value...]``).

A search is the work of a ``paiju.ui.tasks.Task`` (``search_work``, ``analysis_work``):
one blocking ``SearchEngine.search`` (the engine releases the GIL) whose answers reach the
widgets as the task's signals; nothing here touches a widget. ``Searches`` keeps an owner's
searches: cancelling drops the answer at once and stops the engine, and ``shutdown()`` joins
every search (window closing), so none outlives the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from paiju import engine
from paiju.engine.spec import parse_spec
from paiju.rules import Board, Color
from paiju.rules.game import Clock
from paiju.tablebase import Tablebase, default_dir
from paiju.ui.tasks import Task, TaskControl, Work

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


TABLE_LEVEL = 4
"""The weakest level given the user's endgame tables: Hard and Hardest play a covered endgame
perfectly; the lower levels keep erring like a person there too (issue 38 point 4)."""


def make_engine(spec: str) -> engine.SearchEngine:
    """A SearchEngine for a spec. Raises ValueError/OSError for a bad spec or program.
    The built-in engine from ``TABLE_LEVEL`` up probes the user's endgame tables
    (docs/tablebase.md, "In play"): a position they cover is played perfectly."""
    searcher = engine.engine_from_spec(spec)
    kind, number, _options = parse_spec(spec)
    if isinstance(searcher, engine.Engine) and kind == "level" and int(number) >= TABLE_LEVEL:
        searcher.set_tablebase(Tablebase(default_dir()))
    return searcher


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


def search_work(engine: Any, board: Board, limits: Any) -> Work:
    """``engine.search(board, limits)`` as a task's work: ``info`` lines are its reports, the
    ``SearchResult`` its answer; a stop request reaches the engine (it releases the GIL)."""
    board = board.copy()

    def work(control: TaskControl) -> object:
        control.on_cancel(engine.stop)
        return engine.search(board, limits, on_info=control.report)
    return work


def analysis_work(engine: Any, board: Board, count: int) -> Work:
    """Analyses a position until stopped; reports ``list[AnalysisLine]``, best first.

    One infinite search asking the engine for ``count`` lines (MultiPV: the built-in
    engine's own, or a UCI engine's ``MultiPV`` option); every ``SearchInfo`` updates its
    line, and the lines on show are reported in line-number order.
    """
    board, count = board.copy(), max(1, count)

    def work(control: TaskControl) -> object:
        found: dict[int, AnalysisLine] = {}

        def heard(info: Any) -> None:
            if control.cancelled or not 1 <= info.multipv <= count:
                return
            line = AnalysisLine.from_info(info)
            found[info.multipv] = line
            # Lines arrive one by one within an iteration: a line of the last depth whose
            # first move the new one now plays is stale (it would show the same move twice).
            for k, old in list(found.items()):
                if k != info.multipv and old.depth < line.depth and old.pv[:1] == line.pv[:1]:
                    del found[k]
            control.report([found[k] for k in sorted(found)])

        control.on_cancel(engine.stop)
        engine.search(board, infinite(), on_info=heard, multipv=count)
        return None
    return work


class Searches:
    """An owner's engine searches: the one it listens to, and the cancelled ones still
    returning. An engine answers one search at a time, so a new search on an engine first
    joins that engine's cancelled ones (they stop within milliseconds)."""

    def __init__(self, owner: QObject) -> None:
        self.owner = owner
        self.current: Task | None = None
        self._engine: Any = None  # the current search's
        self._stopping: list[tuple[Task, Any]] = []

    def start(self, engine: Any, work: Work) -> Task:
        """A task for ``work`` on ``engine``, made current; connect it, then ``start()`` it."""
        for task, used in list(self._stopping):
            if used is engine:
                task.finish()
        task = Task(work, self.owner)
        task.ended.connect(lambda t=task: self._reap(t))
        self.current, self._engine = task, engine
        return task

    def is_current(self, task: Task) -> bool:
        return task is self.current

    def release(self, task: Task) -> None:
        """The current search has answered: the owner no longer waits for it."""
        if task is self.current:
            self.current = None

    def cancel(self) -> bool:
        """Cancel the current search (its answer is dropped); True when one was running."""
        task, self.current = self.current, None
        if task is None:
            return False
        task.cancel()
        if task.is_running():
            self._stopping.append((task, self._engine))
        return True

    def shutdown(self) -> None:
        """Cancel every search and join it (window closing)."""
        self.cancel()
        for task, _engine in list(self._stopping):
            task.finish()

    def _reap(self, task: Task) -> None:
        self._stopping = [(t, e) for t, e in self._stopping if t is not task]
        if task is self.current:
            self.current = None


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
