"""The few points where Play mode meets the engine package (``engine/``, Qt-free).

Player and analysis specs are the engine package's strings: ``level1`` .. ``level5`` for the
built-in engine, ``uci:PATH[:option=value...]`` for an external UCI engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from xiangqi import Board, Color
from xiangqi.game import Clock

DEFAULT_MOVETIME_MS = 1000


@dataclass(frozen=True, slots=True)
class LevelChoice:
    key: str  # the spec, e.g. "level3"
    number: int
    names: dict[str, str]  # "en", "fr", "zh"

    def name(self, language: str) -> str:
        lang = "zh" if language.startswith("zh") else language
        return self.names.get(lang) or self.names.get("en") or self.key


def available() -> bool:
    """Whether the engine package is installed (it may be missing in a partial checkout)."""
    try:
        import engine  # noqa: F401
    except ImportError:
        return False
    return True


def levels() -> list[LevelChoice]:
    """The built-in engine's levels, weakest first ([] without the engine package)."""
    try:
        import engine
    except ImportError:
        return []
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


def make_engine(spec: str) -> Any:
    """A SearchEngine for a spec. Raises ValueError/OSError for a bad spec or program."""
    import engine

    return engine.engine_from_spec(spec)


def limits(spec: str, board: Board, clock: Clock | None, movetime_ms: int | None) -> Any:
    """Search limits for a game move: the clocks when the game has them, else a move time."""
    import engine

    if clock is not None:
        red, black = clock.remaining(Color.RED), clock.remaining(Color.BLACK)
        inc = clock.control.increment_ms
        return engine.Limits(wtime_ms=red, btime_ms=black, winc_ms=inc, binc_ms=inc)
    if movetime_ms is None and spec.startswith("level"):
        return engine.Limits()  # the level's own budget
    return engine.Limits(movetime_ms=movetime_ms or DEFAULT_MOVETIME_MS)


def infinite() -> Any:
    import engine

    return engine.Limits(infinite=True)


def depth(plies: int) -> Any:
    import engine

    return engine.Limits(depth=plies)
