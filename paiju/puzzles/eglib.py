"""The eglib ``name|FEN|moves`` lines (cchess / XQMagic endgame books).

One line per solution line; lines with the same name and FEN are variations of one problem
(the first is the main line). The FEN may have only two fields; moves are ICCS separated by
``,`` or spaces; a line without moves is a position only.
"""

from __future__ import annotations

import re

from paiju.rules.fen import parse_fen

from .model import Collection, Puzzle
from .native import storable_fen
from .problems import LoadResult, Problems, excerpt

_SEP = re.compile(r"[,\s]+")
_MOVE_RE = re.compile(r"[a-iA-I][0-9][a-iA-I][0-9]\Z")


def split_moves(text: str) -> list[str]:
    """ICCS moves separated by commas and/or spaces (``h2-e2`` also accepted), lower-cased."""
    return [t.replace("-", "").lower() for t in _SEP.split(text.strip()) if t]


def bad_iccs(moves: list[str]) -> str | None:
    """The first token that is not an ICCS move, or None."""
    return next((m for m in moves if not _MOVE_RE.match(m)), None)


def looks_like(text: str) -> bool:
    """True when the first record line has the ``name|FEN`` shape."""
    for line in text.splitlines()[:20]:
        if line.strip() and not line.startswith("#"):
            parts = line.split("|")
            return len(parts) in (2, 3) and parts[1].count("/") == 9
    return False


def read(text: str, path: str = "<string>") -> LoadResult:
    problems = Problems(path)
    collection = Collection()
    by_key: dict[tuple[str, str], Puzzle] = {}
    for lineno, line in enumerate(text.lstrip("\ufeff").split("\n"), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split("|")
        if len(parts) not in (2, 3):
            problems.add(lineno, f"expected name|FEN|moves, found {len(parts)} '|'-separated "
                         "fields", 1, "record")
            continue
        name, fen = parts[0].strip(), storable_fen(parts[1])
        try:
            parse_fen(fen)
        except ValueError as exc:
            problems.add(lineno, str(exc), len(parts[0]) + 2, "FEN")
            continue
        moves = split_moves(parts[2]) if len(parts) == 3 else []
        bad = bad_iccs(moves)
        if bad is not None:
            problems.add(lineno, f"{excerpt(bad)} is not an ICCS move (like h2e2)",
                         len(parts[0]) + len(parts[1]) + 3, "moves")
            continue
        puzzle = by_key.get((name, fen))
        if puzzle is None:
            puzzle = Puzzle(fen=fen, title=name, solution=moves)
            by_key[(name, fen)] = puzzle
            collection.puzzles.append(puzzle)
        elif moves and moves != puzzle.solution and moves not in puzzle.variations:
            if puzzle.solution:
                puzzle.variations.append(moves)
            else:
                puzzle.solution = moves
    return LoadResult(collection, problems.close(), "eglib")
