"""Solutions as text in a chosen notation, numbered like a book: ``1. C2.5 C8.5 2. …``.

Moves are written by ``paiju.rules.notation``. A line that stops being legal (a slip in a
transcribed book line) is kept: the rest is printed in ICCS and flagged, never dropped.
Variations are printed from the point where they leave an earlier line. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from paiju import rules as xiangqi
from paiju.rules.notation import Notation, format_move

from .model import Puzzle

NOTATIONS = tuple(n.value for n in Notation)


@dataclass
class SolutionText:
    """A puzzle's solution tree written out: the main line and the variations."""

    main: str = ""
    variations: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    """Lines that could not be fully written (illegal move at ply N)."""

    def __bool__(self) -> bool:
        return bool(self.main or self.variations)


def _result_text(board: xiangqi.Board, notation: Notation) -> str:
    """``1-0``/``0-1`` (红胜/黑胜 in Chinese) when the line ends the game, else ``""``."""
    if not (board.is_checkmate() or board.is_stalemate()):
        return ""
    red_wins = board.turn is xiangqi.BLACK
    if notation is Notation.CHINESE:
        return "红胜" if red_wins else "黑胜"
    return "1-0" if red_wins else "0-1"


def _written_moves(fen: str, line: list[str], notation: Notation
                   ) -> tuple[list[str], xiangqi.Board, int | None]:
    """Each move of ``line`` in ``notation``; after an illegal move the rest stays ICCS
    marked ``?``. Returns the texts, the board after the legal part, the bad ply or None."""
    board = xiangqi.Board(fen)
    texts: list[str] = []
    for ply, text in enumerate(line, 1):
        try:
            move = xiangqi.Move.from_iccs(text)
            written = format_move(board, move, notation)
        except ValueError:
            return texts + [f"{t}?" for t in line[ply - 1:]], board, ply
        texts.append(written)
        board.push(move)
    return texts, board, None


def number_moves(texts: list[str], first_ply: int) -> str:
    """Join move texts with move numbers; ``first_ply`` is 0-based from the start position.

    Numbers count the attacker's moves (the side to move first), so the last move of a
    mate in N carries the number N whichever colour attacks.
    """
    parts: list[str] = []
    for i, text in enumerate(texts):
        ply = first_ply + i
        number, second = divmod(ply, 2)
        if not second:
            parts.append(f"{number + 1}.")
        elif i == 0:
            parts.append(f"{number + 1}. …")
        parts.append(text)
    return " ".join(parts)


def _common_prefix(a: list[str], b: list[str]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def solution_text(puzzle: Puzzle, notation: Notation | str = Notation.CHINESE) -> SolutionText:
    """The puzzle's main line and variations written out in ``notation``.

    A bad FEN yields an empty text with a problem message (exports keep going).
    """
    notation = Notation(notation)
    result = SolutionText()
    try:
        xiangqi.Board(puzzle.fen)
    except ValueError as exc:
        result.problems.append(str(exc))
        return result
    earlier: list[list[str]] = []
    for index, line in enumerate(puzzle.lines()):
        if not line:
            continue
        texts, board, bad_ply = _written_moves(puzzle.fen, line, notation)
        if bad_ply is not None:
            which = "main line" if index == 0 else f"variation {index}"
            result.problems.append(f"{which}: move {bad_ply} ({line[bad_ply - 1]}) is "
                                   "not legal; the rest is shown in ICCS")
        start = max((_common_prefix(line, e) for e in earlier), default=0)
        start = min(start, len(line) - 1)
        written = number_moves(texts[start:], start)
        ending = _result_text(board, notation) if bad_ply is None else ""
        if ending:
            written += f" {ending}"
        if index == 0:
            result.main = written
        else:
            result.variations.append(written)
        earlier.append(line)
    return result
