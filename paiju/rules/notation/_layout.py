"""What the file-based notations (WXF, Chinese) say about a move, and how they pick a piece.

Both notations name a move by piece, origin file (or a tandem mark), direction and a number.
Files are numbered 1..9 from the mover's own right (docs/rules.md section 1). The number after a
forward/backward move is the distance for straight movers (general, chariot, cannon, soldier)
and the destination file for diagonal movers (advisor, elephant, horse); after a sideways move
it is always the destination file.

Tandem marks name one of several same-type pieces on one file, counted from the front (the
piece nearest the enemy). Advisors and elephants never need one: of two on a file the front one
can only retreat and the rear one only advance (xqbase move standard; Fairy-Stockfish agrees).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..board import Board
from ..errors import AmbiguousMoveError, IllegalMoveError
from ..moves import Move
from ..pieces import ADVISOR, ELEPHANT, HORSE, RED, SOLDIER, Color, Piece, PieceType
from ..squares import Square, square_file, square_rank

DIAGONAL_MOVERS = frozenset({ADVISOR, ELEPHANT, HORSE})
UNMARKED_TYPES = frozenset({ADVISOR, ELEPHANT})
"""Types that never take a tandem mark (direction alone tells the two apart)."""


class Direction(enum.Enum):
    FORWARD = "+"
    BACKWARD = "-"
    SIDEWAYS = "."


class Mark(enum.Enum):
    """A tandem mark: which of the same-type pieces on a file, counted from the front."""

    FRONT = "front"
    MID = "mid"
    REAR = "rear"
    FOREMOST = "foremost"  # WXF "++" (four or five soldiers)
    REARMOST = "rearmost"  # WXF "--"


class Scheme(enum.Enum):
    """How a mark maps to a position in a column of n pieces (they differ from 4 up)."""

    WXF = "wxf"
    CHINESE = "chinese"


# Index from the front for (scheme, mark, column size); absent = the mark does not apply.
# WXF (wxf.org notation page): 3 -> P+ / P3 / P-; 4 -> ++ P+ P- --; 5 -> ++ P+ P3 P- --.
# Chinese: 前 first, 后 last, 中 middle of 3 (or 5); 4-5 soldiers take 一..五 from the front.
_MARK_INDEX: dict[tuple[Scheme, Mark], dict[int, int]] = {
    (Scheme.WXF, Mark.FRONT): {2: 0, 3: 0, 4: 1, 5: 1},
    (Scheme.WXF, Mark.REAR): {2: 1, 3: 2, 4: 2, 5: 3},
    (Scheme.WXF, Mark.MID): {3: 1, 5: 2},
    (Scheme.WXF, Mark.FOREMOST): {4: 0, 5: 0},
    (Scheme.WXF, Mark.REARMOST): {4: 3, 5: 4},
    (Scheme.CHINESE, Mark.FRONT): {2: 0, 3: 0, 4: 0, 5: 0},
    (Scheme.CHINESE, Mark.REAR): {2: 1, 3: 2, 4: 3, 5: 4},
    (Scheme.CHINESE, Mark.MID): {3: 1, 5: 2},
}

Selector = Mark | int
"""A tandem mark, or a 1-based position from the front (Chinese 一..五)."""


def own_file(color: Color, sq: Square) -> int:
    """The file number 1..9 counted from `color`'s own right."""
    return 9 - square_file(sq) if color is RED else square_file(sq) + 1


def board_file(color: Color, number: int) -> int:
    """The board file index 0..8 (a..i) of `color`'s file `number`."""
    return 9 - number if color is RED else number - 1


class Layout:
    """The mover's pieces column by column, front first, as the notations need them."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.color = board.turn
        self.sign = 1 if self.color is RED else -1
        self.columns: dict[tuple[PieceType, int], list[Square]] = {}
        for sq, piece in sorted(board.piece_map().items(),
                                key=lambda item: -self.sign * square_rank(item[0])):
            if piece.color is self.color:
                self.columns.setdefault((piece.piece_type, square_file(sq)), []).append(sq)
        self.doubled_soldier_files = sorted(
            own_file(self.color, col[0]) for (kind, _), col in self.columns.items()
            if kind is SOLDIER and len(col) >= 2)

    def column(self, kind: PieceType, sq: Square) -> list[Square]:
        """The same-type pieces on the file of `sq`, front first."""
        return self.columns.get((kind, square_file(sq)), [])

    def two_files(self, kind: PieceType) -> bool:
        """True if `kind` is soldier and two files each hold two or more of them."""
        return kind is SOLDIER and len(self.doubled_soldier_files) >= 2

    def soldier_series(self) -> list[Square]:
        """xqbase numbering when two files are doubled: files from the mover's right, each
        front to back (soldiers on other files do not count)."""
        return [sq for number in self.doubled_soldier_files
                for sq in self.columns[(SOLDIER, board_file(self.color, number))]]

    def select(self, kind: PieceType, scheme: Scheme, number: int | None,
               selector: Selector | None) -> list[Square]:
        """The pieces a designator strictly names (see `loose` for the lenient reading).

        `number` is an origin file (1..9) if the text gave one, `selector` a tandem mark or
        position. A bare file names nothing strictly when it holds several same-type pieces,
        except WXF's P3 for the middle of three or five soldiers.
        """
        columns = [col for (k, f), col in self.columns.items() if k is kind
                   and (number is None or f == board_file(self.color, number))]
        if selector is None:
            col = columns[0] if columns else []
            if len(col) == 1:
                return col
            if scheme is Scheme.WXF and kind is SOLDIER and len(col) in (3, 5):
                return [col[len(col) // 2]]
            return []
        if isinstance(selector, int):
            if number is None and scheme is Scheme.CHINESE and self.two_files(kind):
                series = self.soldier_series()
                return [series[selector - 1]] if selector <= len(series) else []
            return [col[selector - 1] for col in columns if len(col) >= max(2, selector)]
        table = _MARK_INDEX[(scheme, selector)]
        return [col[table[len(col)]] for col in columns if len(col) in table]

    def loose(self, kind: PieceType, number: int) -> list[Square]:
        """All `kind` pieces on the mover's file `number`: real files write 车二进一 for
        the one chariot of two on that file that can make the move."""
        return self.columns.get((kind, board_file(self.color, number)), [])


@dataclass(frozen=True, slots=True)
class MoveFacts:
    """A legal move as the file notations see it."""

    move: Move
    piece: Piece
    from_file: int
    direction: Direction
    amount: int
    column: tuple[Square, ...]  # same-type pieces on the origin file, front first

    @property
    def index(self) -> int:
        """Position of the moving piece in its column, 0 = front."""
        return self.column.index(self.move.from_square)


def move_facts(layout: Layout, move: Move) -> MoveFacts:
    """Describe `move` (the caller has checked it is legal in layout.board)."""
    piece = layout.board.piece_at(move.from_square)
    assert piece is not None
    color, kind = piece.color, piece.piece_type
    step = (square_rank(move.to_square) - square_rank(move.from_square)) * layout.sign
    to_file = own_file(color, move.to_square)
    if step == 0:
        direction, amount = Direction.SIDEWAYS, to_file
    else:
        direction = Direction.FORWARD if step > 0 else Direction.BACKWARD
        amount = to_file if kind in DIAGONAL_MOVERS else abs(step)
    return MoveFacts(move, piece, own_file(color, move.from_square), direction, amount,
                     tuple(layout.column(kind, move.from_square)))


def require_legal(board: Board, move: Move) -> None:
    if not board.is_legal(move):
        raise IllegalMoveError(f"illegal move {move.iccs()} in {board.fen()}")


@dataclass(frozen=True, slots=True)
class Query:
    """A parsed WXF or Chinese move, before it is matched against the position."""

    kind: PieceType
    scheme: Scheme
    number: int | None  # origin file, if given
    selector: Selector | None
    direction: Direction
    amount: int


def resolve(board: Board, text: str, query: Query) -> Move:
    """The one legal move `query` describes. Raises IllegalMoveError or AmbiguousMoveError.

    The designator picks pieces first (strict readings, else a bare file's loose reading),
    then direction and number pick among their legal moves.
    """
    layout = Layout(board)
    pieces = layout.select(query.kind, query.scheme, query.number, query.selector)
    if not pieces and query.selector is None and query.number is not None:
        pieces = layout.loose(query.kind, query.number)
    found = [facts.move for facts in (
        move_facts(layout, move) for sq in pieces
        for move in board.legal_moves.filter(from_square=sq))
        if facts.direction is query.direction and facts.amount == query.amount]
    if not found:
        raise IllegalMoveError(f"no legal move matches {text!r} in {board.fen()}")
    if len(found) > 1:
        listed = ", ".join(m.iccs() for m in found)
        raise AmbiguousMoveError(f"{text!r} matches {listed} in {board.fen()}")
    return found[0]
