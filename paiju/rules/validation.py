"""Setup validation (docs/rules.md section 4): what the editor checks and explains.

Each finding is a SetupIssue with a severity, a stable code, the points
involved and a message naming the piece and the point.
"""

from __future__ import annotations

import enum
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .pieces import (
    ADVISOR,
    BLACK,
    ELEPHANT,
    GENERAL,
    MAX_COUNTS,
    RED,
    SOLDIER,
    Color,
    Piece,
    PieceType,
)
from .squares import SQUARE_NAMES, Square, square_file, square_rank

if TYPE_CHECKING:
    from .board import Board


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"


class Status(enum.IntFlag):
    """What makes a setup illegal, as flags (python-chess's ``Status``): ``Board.status()``.

    ``VALID`` (no flag) is a legal setup; warnings are not flags, they never make a position
    invalid (``Board.validate()`` lists them with the errors).
    """

    VALID = 0
    MISSING_GENERAL = enum.auto()
    TOO_MANY_PIECES = enum.auto()
    GENERAL_OUTSIDE_PALACE = enum.auto()
    ADVISOR_OFF_POINT = enum.auto()
    ELEPHANT_OFF_POINT = enum.auto()
    SOLDIER_OFF_POINT = enum.auto()
    GENERALS_FACING = enum.auto()
    OPPONENT_IN_CHECK = enum.auto()

    def is_valid(self) -> bool:
        return self == Status.VALID

    @classmethod
    def of(cls, issues: list[SetupIssue]) -> Status:
        """The flags of the errors among ``issues``."""
        status = cls.VALID
        for issue in issues:
            if issue.is_error:
                status |= cls[issue.code.upper().replace("-", "_")]
        return status


@dataclass(frozen=True, slots=True)
class SetupIssue:
    severity: Severity
    code: str
    squares: tuple[Square, ...]
    message: str
    # Structured facts, so an interface can word the message in its own language:
    color: Color | None = None           # the side concerned
    piece_type: PieceType | None = None  # the kind of piece concerned
    detail: str = ""                     # soldier-off-point: "behind" or "file"

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def to_dict(self) -> dict[str, object]:
        return {"severity": self.severity.value, "code": self.code,
                "squares": [SQUARE_NAMES[s] for s in self.squares], "message": self.message}


def _points(*names: str) -> frozenset[Square]:
    return frozenset(SQUARE_NAMES.index(n) for n in names)


PALACE = {RED: _points(*(f + r for f in "def" for r in "012")),
          BLACK: _points(*(f + r for f in "def" for r in "789"))}
ADVISOR_POINTS = {RED: _points("d0", "f0", "e1", "d2", "f2"),
                  BLACK: _points("d9", "f9", "e8", "d7", "f7")}
ELEPHANT_POINTS = {RED: _points("c0", "g0", "a2", "e2", "i2", "c4", "g4"),
                   BLACK: _points("c9", "g9", "a7", "e7", "i7", "c5", "g5")}
PLURALS = {GENERAL: "generals", ADVISOR: "advisors", ELEPHANT: "elephants", PieceType.HORSE:
           "horses", PieceType.CHARIOT: "chariots", PieceType.CANNON: "cannons",
           SOLDIER: "soldiers"}


def own_half(color: Color, sq: Square) -> bool:
    return square_rank(sq) <= 4 if color is RED else square_rank(sq) >= 5


def soldier_point_ok(color: Color, sq: Square) -> bool:
    """Can a soldier of `color` ever stand on `sq`?"""
    rank = square_rank(sq) if color is RED else 9 - square_rank(sq)
    if rank <= 2:
        return False
    return rank >= 5 or square_file(sq) % 2 == 0


def _name(piece: Piece, sq: Square) -> str:
    return f"{piece.describe()} on {SQUARE_NAMES[sq]}"


def _err(code: str, squares: tuple[Square, ...], message: str, color: Color | None = None,
         kind: PieceType | None = None, detail: str = "") -> SetupIssue:
    return SetupIssue(Severity.ERROR, code, squares, message, color, kind, detail)


def _warn(code: str, squares: tuple[Square, ...], message: str, color: Color | None = None,
          kind: PieceType | None = None) -> SetupIssue:
    return SetupIssue(Severity.WARNING, code, squares, message, color, kind)


def _placement_issues(placement: dict[Square, Piece]) -> list[SetupIssue]:
    issues: list[SetupIssue] = []
    by_kind: dict[tuple[Color, PieceType], list[Square]] = defaultdict(list)
    for sq in sorted(placement):
        by_kind[(placement[sq].color, placement[sq].piece_type)].append(sq)
    for color in Color:
        generals = by_kind[(color, GENERAL)]
        if not generals:
            issues.append(_err("missing-general", (), f"{color.label} has no general",
                               color, GENERAL))
        for kind, limit in MAX_COUNTS.items():
            squares = by_kind[(color, kind)]
            if len(squares) > limit:
                where = ", ".join(SQUARE_NAMES[s] for s in squares)
                issues.append(_err("too-many-pieces", tuple(squares),
                                   f"{color.label} has {len(squares)} {PLURALS[kind]} "
                                   f"(at most {limit}): {where}", color, kind))
    for sq in sorted(placement):
        piece = placement[sq]
        color, kind = piece.color, piece.piece_type
        if kind is GENERAL and sq not in PALACE[color]:
            issues.append(_err("general-outside-palace", (sq,),
                               f"{_name(piece, sq)} is outside its palace", color, kind))
        elif kind is ADVISOR and sq not in ADVISOR_POINTS[color]:
            issues.append(_err("advisor-off-point", (sq,),
                               f"{_name(piece, sq)} is not on an advisor point", color, kind))
        elif kind is ELEPHANT and sq not in ELEPHANT_POINTS[color]:
            issues.append(_err("elephant-off-point", (sq,),
                               f"{_name(piece, sq)} is not on an elephant point", color, kind))
        elif kind is SOLDIER and not soldier_point_ok(color, sq):
            behind = (square_rank(sq) if color is RED else 9 - square_rank(sq)) <= 2
            reason = ("behind its starting rank" if behind
                      else "on a file where no soldier can be before crossing the river")
            issues.append(_err("soldier-off-point", (sq,), f"{_name(piece, sq)} is {reason}",
                               color, kind, "behind" if behind else "file"))
    for color in Color:
        files: dict[int, list[Square]] = defaultdict(list)
        for sq in by_kind[(color, SOLDIER)]:
            if own_half(color, sq) and soldier_point_ok(color, sq):
                files[square_file(sq)].append(sq)
        for squares in files.values():
            if len(squares) > 1:
                where = " and ".join(SQUARE_NAMES[s] for s in squares)
                issues.append(_warn("soldiers-same-file", tuple(squares),
                                    f"{color.label} soldiers on {where} share a file on their "
                                    f"own half, which cannot happen in a game", color, SOLDIER))
    return issues


def validate(board: Board) -> list[SetupIssue]:
    """All setup errors, then warnings, of docs/rules.md section 4."""
    placement = board.piece_map()
    issues = _placement_issues(placement)
    red_k, black_k = board.king(RED), board.king(BLACK)
    generals_ok = all(len(board.pieces(GENERAL, c)) == 1 for c in Color)
    if generals_ok and red_k is not None and black_k is not None:
        # The core's facing rule: a general attacks the other along an open file.
        if square_file(red_k) == square_file(black_k) and red_k in board.attackers(RED, black_k):
            issues.append(_err("generals-facing", (red_k, black_k),
                               f"Red general on {SQUARE_NAMES[red_k]} and Black general on "
                               f"{SQUARE_NAMES[black_k]} face each other on an open file",
                               None, GENERAL))
        else:
            waiting = board.turn.other
            king = red_k if waiting is RED else black_k
            checkers = board.attackers(board.turn, king)
            if checkers:
                by = ", ".join(_name(placement[s], s) for s in checkers)
                issues.append(_err("opponent-in-check", (king, *checkers),
                                   f"{waiting.label} general on {SQUARE_NAMES[king]} is in "
                                   f"check from {by}, but {board.turn.label} is to move",
                                   waiting, GENERAL))
    if generals_ok and not board.legal_moves:
        mover = board.king(board.turn)
        issues.append(_warn("no-legal-move", (mover,) if mover is not None else (),
                            f"{board.turn.label} is to move and has no legal move: "
                            f"the game is already over", board.turn, GENERAL))
    issues.sort(key=lambda i: i.severity is Severity.WARNING)
    return issues
