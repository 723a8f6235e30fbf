"""The study verifier as the command line builds it: the endgame tables of a folder, an
engine at a stated depth and time, and the mate prover (paiju.solver.study)."""

from __future__ import annotations

from pathlib import Path

from paiju.engine import Engine, Limits, SearchEngine, SearchInfo, engine_from_spec
from paiju.rules import Board
from paiju.solver.study import StudyVerifier
from paiju.tablebase import Tablebase

DEFAULT_DEPTH = 10
DEFAULT_MOVETIME_MS = 3000


def study_verifier(tables: str | None = "", engine: str = "builtin", depth: int = DEFAULT_DEPTH,
                   movetime_ms: int = DEFAULT_MOVETIME_MS,
                   mate_seconds: float = 10.0) -> StudyVerifier:
    """A verifier: ``tables`` a folder ("" the user's, None for none), ``engine`` a spec
    (``builtin``, ``level3``, ``uci:PATH``); each position is searched to ``depth`` or for
    ``movetime_ms``, whichever comes first."""
    searcher: SearchEngine = Engine() if engine == "builtin" else engine_from_spec(engine)
    name = "paiju engine" if engine == "builtin" else getattr(searcher, "name", "") or engine
    limits = Limits(depth=depth, movetime_ms=movetime_ms)

    def analyse(board: Board) -> SearchInfo:
        return searcher.search(board, limits).info

    tb = None if tables is None else Tablebase(Path(tables) if tables else None)
    return StudyVerifier(tb, analyse, f"{name}, depth {depth} or {movetime_ms / 1000:g} s "
                         "a position", mate_seconds=mate_seconds)
