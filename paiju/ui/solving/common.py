"""Small shared pieces: stipulation conversion, verdict words, move text in a notation."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from paiju.puzzles.model import Puzzle
from paiju.rules import Board, Move, Stipulation
from paiju.rules.notation import Notation, format_move
from paiju.solver.result import SolveResult, StatedLineNote, Verdict
from paiju.ui.durations import decimal_text

translate = QCoreApplication.translate  # lupdate reads translate("solving", "literal") calls


def to_solver(stip: Stipulation) -> Stipulation:
    """The puzzle file's stipulation as the solver's (a study's as it is)."""
    if stip.is_study:
        return stip
    return Stipulation(stip.moves, stip.checks_only, stip.max_quiet)


def to_puzzle(stip: Stipulation) -> Stipulation:
    """The solver's stipulation as the puzzle file's (checks-only wins over a budget)."""
    if stip.is_study:
        return stip
    return Stipulation(stip.moves, stip.checks_only,
                       None if stip.checks_only else stip.max_quiet)


def puzzle_stipulation(puzzle: Puzzle) -> Stipulation | None:
    """The puzzle's mate stipulation, or mate in the stated line's attacker moves, or None
    (also for a study: it is verified, not solved as a mate; ``study_text``)."""
    if puzzle.stipulation is not None and puzzle.stipulation.is_study:
        return None
    if puzzle.stipulation is not None:
        return to_solver(puzzle.stipulation)
    if puzzle.solution:
        return Stipulation((len(puzzle.solution) + 1) // 2)
    return None


def stipulation_words(stip: Stipulation) -> str:
    """``stip.describe()`` in the interface language ("mate in 3", "mat en 3", "3步杀")."""
    if stip.goal == "win":
        return translate("solving", "to play and win")
    if stip.goal == "draw":
        return translate("solving", "to play and draw")
    if stip.checks_only:
        return translate("solving", "checks-only mate in %1").replace("%1", str(stip.moves))
    if stip.max_quiet == 1:
        return translate("solving", "mate in %1 (at most 1 quiet move)").replace(
            "%1", str(stip.moves))
    if stip.max_quiet is not None:
        return translate("solving", "mate in %1 (at most %2 quiet moves)").replace(
            "%1", str(stip.moves)).replace("%2", str(stip.max_quiet))
    return translate("solving", "mate in %1").replace("%1", str(stip.moves))


def study_text(puzzle: Puzzle) -> str | None:
    """A study's stipulation and stored verdict for the solver panel (the verdict's word in
    the interface language, its detail as the verifier wrote it), or None for no study."""
    stip = puzzle.stipulation
    if stip is None or not stip.is_study:
        return None
    text = puzzle.extra.get("verdict", "")
    word, _, detail = text.partition(": ")
    verdict = (study_word(word) + (f": {detail}" if detail else "") if text
               else translate("solving", "not verified yet (Solve, or paiju solve FILE)"))
    return f"<b>{side_words(puzzle.board())} {stipulation_words(stip)}</b>: {verdict}"


def side_words(board: Board) -> str:
    """The side to move: "Red" / "Black" in the interface language."""
    return (translate("solving", "Red") if board.turn.name == "RED"
            else translate("solving", "Black"))


def study_word(word: str) -> str:
    """A study verdict's word (``paiju.solver.study.STUDY_WORDS``) for people."""
    return {
        "proved": translate("solving", "proved"),
        "checked": translate("solving", "checked (not proved)"),
        "cooked": translate("solving", "cooked: the side to play does better"),
        "flawed": translate("solving", "flawed: the main line's defence is not best"),
        "refuted": translate("solving", "refuted"),
        "unsettled": translate("solving", "unsettled"),
        "illegal": translate("solving", "illegal"),
    }.get(word, word)


def verdict_words(verdict: Verdict) -> str:
    """The verdict for people."""
    return {
        Verdict.SOUND: translate("solving", "sound: one key, mate proven"),
        Verdict.COOKED: translate("solving", "cooked: more than one key"),
        Verdict.SHORT: translate("solving", "short solution: mates faster than stipulated"),
        Verdict.NO_SOLUTION: translate("solving", "no solution within the stipulation"),
        Verdict.ILLEGAL: translate("solving", "illegal position"),
        Verdict.CANCELLED: translate("solving", "stopped before a verdict"),
    }[verdict]


def proven_words(result: SolveResult, notation: Notation = Notation.ICCS) -> list[str]:
    """What a solve stopped before its verdict had proven, one fact an item."""
    p, board = result.proven, Board(result.fen)
    words = []
    if p.mate_within is not None:
        words.append(translate("solving", "a mate within %1 is proven").replace(
            "%1", str(p.mate_within)))
        keys = ", ".join(move_text(board, k, notation) for k in p.keys)
        if p.keys_open:
            words.append(translate("solving", "keys so far: %1 (%2 first moves not yet asked)")
                         .replace("%1", keys or "–").replace("%2", str(p.keys_open)))
        elif keys:
            words.append(translate("solving", "keys: %1").replace("%1", keys))
    if p.no_mate_within:
        words.append(translate("solving", "no mate within %1 is proven").replace(
            "%1", str(p.no_mate_within)))
    if p.no_checks_mate_within > p.no_mate_within:
        words.append(translate("solving", "no mate by checks alone within %1").replace(
            "%1", str(p.no_checks_mate_within)))
    return words


def stopped_words(note: str) -> str:
    """The solver's "stopped (<reason>) during <phase>" note in the interface language."""
    match = re.fullmatch(r"stopped \((\w+)\) during (\w+)", note)
    if match is None:
        return note
    reason, phase = match.groups()
    phases = {"length": translate("solving", "while proving the length"),
              "keys": translate("solving", "while finding the keys"),
              "tries": translate("solving", "while looking for tries"),
              "tree": translate("solving", "while building the tree"),
              "book": translate("solving", "while checking the book line")}
    why = (translate("solving", "stopped on request") if reason == "cancelled"
           else translate("solving", "out of time") if reason in ("timeout", "time")
           else reason)
    return f"{why} {phases.get(phase, phase)}"


def stated_line_note_words(note: StatedLineNote) -> str:
    """Where the stated line differs from strict play, in the interface language."""
    move = note.move
    numbers = [int(n) for n in re.findall(r"\d+", note.message.split(move)[-1])] if move \
        else []
    if note.kind == "illegal":
        return translate("solving", "book move %1 is not legal here").replace("%1", move)
    if note.kind == "fails":
        return translate("solving", "book move %1 lets the defender escape mate").replace(
            "%1", move)
    if note.kind == "slower" and len(numbers) >= 2:
        return translate("solving", "book move %1 mates in %2; strict play mates in %3") \
            .replace("%1", move).replace("%2", str(numbers[0])).replace("%3", str(numbers[1]))
    if note.kind == "weaker-defence" and len(numbers) >= 2:
        return translate("solving", "book defence %1 allows mate in %2; the longest "
                         "resistance holds for %3").replace("%1", move).replace(
            "%2", str(numbers[0])).replace("%3", str(numbers[1]))
    if note.kind == "unfinished":
        return translate("solving", "the book line ends before mate")
    return note.message


def verdict_short(verdict: Verdict) -> str:
    """One word for tables."""
    return {
        Verdict.SOUND: translate("solving", "sound"),
        Verdict.COOKED: translate("solving", "cooked"),
        Verdict.SHORT: translate("solving", "short"),
        Verdict.NO_SOLUTION: translate("solving", "no solution"),
        Verdict.ILLEGAL: translate("solving", "illegal"),
        Verdict.CANCELLED: translate("solving", "stopped"),
    }[verdict]


def notation_of(value: str | Notation) -> Notation:
    try:
        return Notation(value)
    except ValueError:
        return Notation.ICCS


def move_text(board: Board, move: Move, notation: Notation) -> str:
    """``move`` in ``notation``; ICCS if the writer refuses it (never raises)."""
    try:
        return format_move(board, move, notation)
    except ValueError:
        return move.iccs()


def line_boards(fen: str, moves: list[Move]) -> list[Board]:
    """The positions before each move of ``moves`` and after the last one."""
    board = Board(fen)
    boards = [board.copy(stack=False)]
    for move in moves:
        board.push(move)
        boards.append(board.copy(stack=False))
    return boards


def format_count(n: float) -> str:
    """12345678 -> '12.3 M' ('12,3 M' in French)."""
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if n >= size:
            return f"{decimal_text(n / size)} {unit}"
    return f"{n:.0f}"
