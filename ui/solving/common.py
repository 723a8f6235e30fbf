"""Small shared pieces: stipulation conversion, verdict words, move text in a notation."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from puzzles.model import Puzzle
from puzzles.model import Stipulation as PuzzleStipulation
from solver.result import Stipulation, Verdict
from xiangqi import Board, Move
from xiangqi.notation import Notation, format_move

translate = QCoreApplication.translate  # lupdate reads translate("solving", "literal") calls


def to_solver(stip: PuzzleStipulation) -> Stipulation:
    """The puzzle file's stipulation as the solver's."""
    return Stipulation(stip.moves, stip.checks_only, stip.max_quiet)


def to_puzzle(stip: Stipulation) -> PuzzleStipulation:
    """The solver's stipulation as the puzzle file's (checks-only wins over a budget)."""
    return PuzzleStipulation(stip.moves, stip.checks_only,
                             None if stip.checks_only else stip.max_quiet)


def puzzle_stipulation(puzzle: Puzzle) -> Stipulation | None:
    """The puzzle's stipulation, or mate in the book line's attacker moves, or None."""
    if puzzle.stipulation is not None:
        return to_solver(puzzle.stipulation)
    if puzzle.solution:
        return Stipulation((len(puzzle.solution) + 1) // 2)
    return None


def stipulation_words(stip: Stipulation) -> str:
    """``stip.describe()`` in the interface language ("mate in 3", "mat en 3", "3步杀")."""
    if stip.checks_only:
        return translate("solving", "checks-only mate in %1").replace("%1", str(stip.moves))
    if stip.max_quiet == 1:
        return translate("solving", "mate in %1 (at most 1 quiet move)").replace(
            "%1", str(stip.moves))
    if stip.max_quiet is not None:
        return translate("solving", "mate in %1 (at most %2 quiet moves)").replace(
            "%1", str(stip.moves)).replace("%2", str(stip.max_quiet))
    return translate("solving", "mate in %1").replace("%1", str(stip.moves))


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


def format_seconds(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}:{secs:02d}"


def format_count(n: float) -> str:
    """12345678 -> '12.3 M'."""
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if n >= size:
            return f"{n / size:.1f} {unit}"
    return f"{n:.0f}"
