"""The study verifier as the command line builds it: the endgame tables of a folder, an
engine at a stated depth and time (``paiju.engine.analyser``), and the mate prover
(paiju.solver.study)."""

from __future__ import annotations

from pathlib import Path

from paiju.engine.analyser import DEFAULT_DEPTH, DEFAULT_MOVETIME_MS, PositionAnalyser
from paiju.solver.study import StudyVerifier
from paiju.tablebase import Tablebase

__all__ = ["DEFAULT_DEPTH", "DEFAULT_MOVETIME_MS", "study_verifier"]


def study_verifier(tables: str | None = "", engine: str = "builtin", depth: int = DEFAULT_DEPTH,
                   movetime_ms: int = DEFAULT_MOVETIME_MS,
                   mate_seconds: float = 10.0) -> StudyVerifier:
    """A verifier: ``tables`` a folder ("" the user's, None for none), ``engine`` a spec
    (``builtin``, ``level3``, ``uci:PATH``); each position is searched to ``depth`` or for
    ``movetime_ms``, whichever comes first."""
    analyser = PositionAnalyser.from_spec(engine, depth, movetime_ms)
    tb = None if tables is None else Tablebase(Path(tables) if tables else None)
    return StudyVerifier(tb, analyser, analyser.budget, mate_seconds=mate_seconds)
