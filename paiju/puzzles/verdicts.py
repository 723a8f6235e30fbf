"""The ``verdict`` of a shipped problem: what Paiju's solver proved about its stipulation.

A verdict is one quoted text, ``word`` or ``word: detail`` (docs/puzzle-format.md), where the
word is one of ``VERDICT_WORDS``. This module reads and writes it, and turns the solver's
JSON reports (``solver.serialize.result_to_dict``, as plain dicts: no solver import here) into
verdicts, mended stipulations and the "tries and cooks" moves of
``scripts/verify_collections.py``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from paiju.rules import Board
from paiju.rules.stipulation import Stipulation

from .model import Puzzle

TRIES_AND_COOKS = "tries-and-cooks.xqp"
# sound: one key mates as stipulated, no shorter mate; cooked: several keys; unsound: no
# mate as stipulated (none found when searched longer either); unsettled: no proof within the
# time limit; illegal: the position breaks the rules (docs/rules.md §4).
VERDICT_WORDS = ("sound", "cooked", "unsound", "unsettled", "illegal")
SEARCH_CHECKS = 30   # a longer checks-only mate is searched up to this length
SEARCH_MORE = 4      # a longer mate with quiet moves: this many moves more than stipulated
SEARCH_POSITION = 7  # a position with no stipulation: a mate with quiet moves up to this


STUDY_VERDICT_WORDS = ("proved", "checked", "cooked", "flawed", "refuted", "unsettled",
                       "illegal")
"""A study's verdict words (paiju.solver.study.STUDY_WORDS; docs/puzzle-format.md)."""


def is_study(puzzle: Puzzle) -> bool:
    """Whether the puzzle is a study (to play and win or draw), not a mate problem."""
    return puzzle.stipulation is not None and puzzle.stipulation.is_study


def verdict_word(puzzle: Puzzle) -> str | None:
    """The puzzle's verdict word (``sound``, ``cooked``, ...), or None if it has none."""
    text = puzzle.extra.get("verdict")
    if not text:
        return None
    word = text.split(":", 1)[0].strip()
    words = STUDY_VERDICT_WORDS if is_study(puzzle) else VERDICT_WORDS
    if word not in words:
        raise ValueError(f"verdict {text!r}: expected one of {', '.join(words)}")
    return word


def same_verdict(a: str, b: str) -> bool:
    """Whether two verdict texts say the same: the same word, and for a cooked problem the
    same keys (a mended problem's text also tells what was mended; solved again under its
    mended stipulation it no longer can, and still says the same)."""
    word_a, word_b = a.split(":", 1)[0], b.split(":", 1)[0]
    if word_a != word_b:
        return False
    if word_a != "cooked":
        return True

    return cooked_keys(a) == cooked_keys(b)


def cooked_keys(text: str) -> set[str]:
    """The keys a ``cooked`` verdict names (the intended one and the cooks)."""
    named = text.rsplit(": ", 1)[-1]
    return set(named.replace(" and the cook ", ", ").split(", "))


@dataclass(frozen=True)
class Check:
    """One solve the verification asks for."""

    label: str
    fen: str
    stipulation: Stipulation
    stated_line: list[str] | None  # the puzzle's solution, checked against strict play
    purpose: str  # "posed": the stipulation as given; "search": a longer one

    @classmethod
    def of(cls, name: str, index: int, puzzle: Puzzle, stipulation: Stipulation,
           purpose: str) -> Check:
        return cls(f"{name} #{index} {puzzle.title}", Board(puzzle.fen).fen(), stipulation,
                   (puzzle.solution or None) if purpose == "posed" else None, purpose)


def record_key(puzzle: Puzzle, stipulation: Stipulation) -> str:
    """The results-file key of a solve of `puzzle` under `stipulation`."""
    return f"{Board(puzzle.fen).fen()}|{stipulation}"


def search_stipulations(puzzle: Puzzle, posed: dict[str, Any] | None) -> list[Stipulation]:
    """The longer stipulations to search, in order, when the puzzle has none or its own has
    no solution (`posed`: the solve of its own stipulation); empty when none is needed. A
    later one is asked only if the earlier ones found no mate."""
    stip = puzzle.stipulation
    checks = Stipulation(SEARCH_CHECKS, checks_only=True)
    if stip is not None and stip.is_study:
        return []
    if stip is None:
        return [Stipulation(SEARCH_POSITION), checks]
    if posed is None or posed.get("verdict") != "no solution":
        return []
    if stip.checks_only:
        return [Stipulation(max(SEARCH_CHECKS, stip.moves + 1), checks_only=True),
                Stipulation(stip.moves + SEARCH_MORE)]
    return [Stipulation(stip.moves + SEARCH_MORE, max_quiet=stip.max_quiet), checks]


def _mated(record: dict[str, Any] | None) -> bool:
    return record is not None and record.get("verdict") in ("sound", "cooked",
                                                           "short solution")


def next_search(puzzle: Puzzle, results: dict[str, dict[str, Any]]) -> Stipulation | None:
    """The next stipulation of ``search_stipulations`` not yet in `results`, or None when a
    search found a mate or every one has been asked."""
    posed = results.get(record_key(puzzle, puzzle.stipulation)) if puzzle.stipulation else None
    for wider in search_stipulations(puzzle, posed):
        record = results.get(record_key(puzzle, wider))
        if record is None:
            return wider
        if _mated(record):
            return None
    return None


@dataclass
class Found:
    """What the results say of one puzzle: a verdict word and detail, the stipulation it
    holds (mended when the solver proved another length), and whether it leaves its set."""

    word: str
    detail: str = ""
    stipulation: Stipulation | None = None
    keys: list[str] = field(default_factory=list)
    line: list[str] = field(default_factory=list)
    keep: bool = True  # False: a position with no stipulation (and none found) leaves its set

    @property
    def moves_out(self) -> bool:
        return self.word in ("cooked", "unsound", "illegal") or not self.keep

    @property
    def text(self) -> str:
        return f"{self.word}: {self.detail}" if self.detail else self.word

    def apply_to(self, puzzle: Puzzle, source: str) -> None:
        """Write the verdict (and a mended stipulation and main line) into the puzzle."""
        if not puzzle.source:
            puzzle.source = source
        mended = self.stipulation is not None and self.stipulation != puzzle.stipulation
        if self.stipulation is not None:
            puzzle.stipulation = self.stipulation
        if mended and self.line and (not puzzle.solution or puzzle.solution[0] not in self.keys
                                     or len(puzzle.solution) != len(self.line)):
            if puzzle.solution:
                puzzle.variations.insert(0, list(puzzle.solution))
            puzzle.solution = list(self.line)
        if not same_verdict(puzzle.extra.get("verdict", ""), self.text):
            puzzle.extra["verdict"] = self.text  # else the old text keeps what was mended


def _unsettled(record: dict[str, Any], limit: str) -> str:
    proven = record.get("proven") or {}
    parts = []
    if proven.get("no_mate_within"):
        parts.append(f"no mate within {proven['no_mate_within']} proven")
    if proven.get("mate_within"):
        parts.append(f"a mate within {proven['mate_within']} proven")
    return f"not settled within {limit}" + (f" ({'; '.join(parts)})" if parts else "")


def _limit(record: dict[str, Any]) -> str:
    conditions = record.get("conditions", "")
    return next((part.strip() for part in conditions.split(",") if "per solve" in part),
                "the time limit").replace(" per solve", "")


def _mate(record: dict[str, Any], stip: Stipulation, stated_line: list[str],
          why: str) -> Found:
    """A proven mate of `record`'s length (the stipulation mended to it if it differs)."""
    mate_in = record["mate_in"]
    mended = Stipulation(mate_in, stip.checks_only, stip.max_quiet)
    keys = record.get("keys", [])
    line = record.get("main_line", [])
    if len(keys) > 1:
        intended = stated_line[0] if stated_line and stated_line[0] in keys else keys[0]
        cooks = [k for k in keys if k != intended]
        detail = (f"{len(keys)} keys mate in {mate_in}: {intended} and the cook "
                  f"{', '.join(cooks)}")
        return Found("cooked", _join(why, detail), mended, keys, line)
    return Found("sound", why, mended, keys, line)


def _join(*parts: str) -> str:
    return "; ".join(p for p in parts if p)


def verdict_of(puzzle: Puzzle, results: dict[str, dict[str, Any]]) -> Found | None:
    """The puzzle's verdict from the solver's results (keyed by ``record_key``), or None if a
    solve it needs is not in them yet."""
    stip = puzzle.stipulation
    posed = results.get(record_key(puzzle, stip)) if stip is not None else None
    if stip is not None and posed is None:
        return None
    if posed is not None and stip is not None:
        verdict = posed.get("verdict")
        limit = _limit(posed)
        if "error" in posed or verdict == "illegal position":
            return Found("illegal", "; ".join(posed.get("errors") or [posed.get("error", "")]))
        if verdict in ("sound", "cooked"):
            return _mate(posed, stip, puzzle.solution, "")
        if verdict == "short solution":
            return _mate(posed, stip, puzzle.solution,
                         f"stipulated {stip}, the solver proved a mate in {posed['mate_in']}")
        if verdict == "cancelled":
            return Found("unsettled", f"{stip} {_unsettled(posed, limit)}")
    was = f"no mate as stipulated ({stip})" if stip is not None else "no stipulation"
    asked: list[str] = []
    unsettled = False
    for wider in search_stipulations(puzzle, posed):
        search = results.get(record_key(puzzle, wider))
        if search is None:
            return None
        verdict = search.get("verdict")
        if _mated(search):
            return _mate(search, wider, puzzle.solution,
                         f"{was}; the solver proved a mate in {search['mate_in']} "
                         f"({'checks only' if wider.checks_only else 'quiet moves allowed'})")
        if verdict == "no solution":
            asked.append(f"none within {wider}")
        else:
            unsettled = True
            asked.append(f"{wider} {_unsettled(search, _limit(search))}")
    word = "unsettled" if unsettled and stip is None else "unsound"
    return Found(word, f"{was}; {'; '.join(asked)}", keep=stip is not None)


def collection_verdicts(puzzles: list[Puzzle]) -> str:
    """The tally of verdict words, for a collection header: ``"12 sound, 3 unsettled"``."""
    tally = Counter(verdict_word(p) or "none" for p in puzzles)
    return ", ".join(f"{n} {word}" for word, n in tally.most_common())
