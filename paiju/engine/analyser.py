"""One position analysed at a stated budget: the engine as the study verifier uses it
(``paiju.solver.study.Analyse``), shared by ``paiju solve --win/--draw`` and the app's
solver panel."""

from __future__ import annotations

from paiju.rules import Board

from .api import Limits, SearchEngine, SearchInfo
from .builtin import Engine
from .spec import engine_from_spec

DEFAULT_DEPTH = 10
"""Depth per position of a study's main line, unless told otherwise."""
DEFAULT_MOVETIME_MS = 3000
"""At most this many milliseconds per position, whichever of the two comes first."""


class PositionAnalyser:
    """``analyser(board)`` searches ``board`` to ``depth`` or for ``movetime_ms`` and returns
    the engine's last ``SearchInfo``; ``stop()`` (any thread) ends the running search."""

    def __init__(self, searcher: SearchEngine, name: str, depth: int = DEFAULT_DEPTH,
                 movetime_ms: int = DEFAULT_MOVETIME_MS) -> None:
        self.searcher, self.name = searcher, name
        self.depth, self.movetime_ms = depth, movetime_ms
        self.limits = Limits(depth=depth, movetime_ms=movetime_ms)

    @classmethod
    def from_spec(cls, spec: str = "builtin", depth: int = DEFAULT_DEPTH,
                  movetime_ms: int = DEFAULT_MOVETIME_MS) -> PositionAnalyser:
        """``builtin`` (the full-strength built-in engine), ``level3`` or ``uci:PATH``.
        Raises ValueError or OSError for a bad spec or program."""
        if spec == "builtin":
            return cls(Engine(), "paiju engine", depth, movetime_ms)
        searcher = engine_from_spec(spec)
        return cls(searcher, getattr(searcher, "name", "") or spec, depth, movetime_ms)

    @property
    def budget(self) -> str:
        """How each position is searched, for the verdict's words."""
        return f"{self.name}, depth {self.depth} or {self.movetime_ms / 1000:g} s a position"

    def __call__(self, board: Board) -> SearchInfo:
        return self.searcher.search(board, self.limits).info

    def stop(self) -> None:
        self.searcher.stop()
