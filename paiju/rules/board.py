"""The Board: a position with its move stack, modelled on python-chess.

All rules work (move generation, make/unmake, attacks, hashing) happens in the
compiled core ``paiju._native``; this module is the typed Python face of it.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from paiju import _native

from .errors import IllegalMoveError
from .fen import STARTING_FEN, codes_board_fen, parse_board_fen, parse_fen
from .moves import _BY_CODE as _MOVES
from .moves import Move
from .pieces import BLACK, RED, Color, Piece, PieceType
from .squares import Square

if TYPE_CHECKING:
    from .validation import SetupIssue, Status

_PIECE_BY_CODE: dict[int, Piece] = {
    Piece(t, c).code: Piece(t, c) for c in Color for t in PieceType
}


class Termination(enum.Enum):
    CHECKMATE = "checkmate"
    STALEMATE = "stalemate"
    PERPETUAL_CHECK = "perpetual check"
    REPETITION = "threefold repetition"
    NO_CAPTURE = "no-capture rule"
    # Game endings that are not read off the position (see xiangqi.game):
    PERPETUAL_CHASE = "perpetual chase"
    RESIGNATION = "resignation"
    AGREEMENT = "agreed draw"
    TIME_FORFEIT = "time forfeit"
    RECORDED = "recorded result"


@dataclass(frozen=True, slots=True)
class Outcome:
    termination: Termination
    winner: Color | None

    def result(self) -> str:
        """PGN result: ``1-0`` (Red wins), ``0-1`` or ``1/2-1/2``."""
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner is RED else "0-1"


class LegalMoveView:
    """Lazy view of the legal moves: iterate, ``in``, ``len``/``count()``, filter."""

    __slots__ = ("_board",)

    def __init__(self, board: Board) -> None:
        self._board = board

    def __iter__(self) -> Iterator[Move]:
        return iter([_MOVES[c] for c in self._board._pos.legal_moves()])

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and bool(self._board._pos.is_legal(move.code))

    def __len__(self) -> int:
        return int(self._board._pos.count_legal())

    def __bool__(self) -> bool:
        return bool(self._board._pos.has_legal())

    def count(self) -> int:
        return len(self)

    def filter(self, from_square: Square | None = None,
               to_square: Square | None = None) -> list[Move]:
        """The legal moves from and/or to the given points."""
        return [m for m in self if (from_square is None or m.from_square == from_square)
                and (to_square is None or m.to_square == to_square)]

    def __repr__(self) -> str:
        return f"<LegalMoveView ({', '.join(m.iccs() for m in self)})>"


class PseudoLegalMoveView(LegalMoveView):
    """Moves that follow the piece patterns, ignoring the mover's general's safety."""

    __slots__ = ()

    def __iter__(self) -> Iterator[Move]:
        return iter([_MOVES[c] for c in self._board._pos.pseudo_moves()])

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and bool(self._board._pos.is_pseudo_legal(move.code))

    def __len__(self) -> int:
        return len(self._board._pos.pseudo_moves())

    def __bool__(self) -> bool:
        return len(self) > 0


class Board:
    """A xiangqi position, its move stack and its history.

    >>> board = Board()
    >>> board.push(Move.from_iccs("h2e2"))
    >>> board.fen()
    'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1'
    """

    def __init__(self, fen: str | None = STARTING_FEN) -> None:
        self._pos = _native.Position()
        self.move_stack: list[Move] = []
        self._clocks: list[int] = []
        self.halfmove_clock = 0
        self.fullmove_number = 1
        if fen is not None:
            self.set_fen(fen)

    @classmethod
    def empty(cls) -> Board:
        return cls(None)

    # -- placement -------------------------------------------------------
    @property
    def turn(self) -> Color:
        return Color(self._pos.side)

    @turn.setter
    def turn(self, color: Color) -> None:
        self._pos.side = int(color)
        self._forget_history()

    def piece_at(self, sq: Square) -> Piece | None:
        code = self._pos.piece_at(sq)
        return _PIECE_BY_CODE[code] if code else None

    def piece_map(self) -> dict[Square, Piece]:
        return {sq: _PIECE_BY_CODE[c] for sq, c in enumerate(self._pos.board()) if c}

    def set_piece_at(self, sq: Square, piece: Piece | None) -> None:
        """Place (or with None, remove) a piece; an edit forgets the move stack."""
        self._pos.set_piece(sq, piece.code if piece else 0)
        self._forget_history()

    def remove_piece_at(self, sq: Square) -> Piece | None:
        piece = self.piece_at(sq)
        if piece is not None:
            self.set_piece_at(sq, None)
        return piece

    def set_piece_map(self, placement: dict[Square, Piece]) -> None:
        side = self._pos.side
        self._pos.clear()
        for sq, piece in placement.items():
            self._pos.set_piece(sq, piece.code)
        self._pos.side = side
        self._forget_history()

    def clear(self) -> None:
        """Empty board, Red to move."""
        self._pos.clear()
        self.halfmove_clock = 0
        self.fullmove_number = 1
        self._forget_history()

    def reset(self) -> None:
        self.set_fen(STARTING_FEN)

    def king(self, color: Color) -> Square | None:
        """The point of that colour's general, or None."""
        sq = self._pos.king(int(color))
        return None if sq is None else int(sq)

    def pieces(self, piece_type: PieceType, color: Color) -> list[Square]:
        code = Piece(piece_type, color).code
        return [sq for sq, c in enumerate(self._pos.board()) if c == code]

    def native_position(self) -> _native.Position:
        """The compiled position behind this board, for the compiled prover, game search
        and tablebase (``MateProver``, ``Engine``, ``Tablebase``), which copy its placement
        and side to move (not its move history) when called. It is the board's own object,
        not a copy: read it, never change it (use the Board's methods)."""
        return self._pos

    def _forget_history(self) -> None:
        self.move_stack.clear()
        self._clocks.clear()

    # -- FEN -------------------------------------------------------------
    def set_fen(self, fen: str) -> None:
        """Set up a FEN (any dialect of docs/rules.md section 6). Raises InvalidFenError."""
        parsed = parse_fen(fen)
        self._pos.clear()
        for sq, piece in parsed.placement.items():
            self._pos.set_piece(sq, piece.code)
        self._pos.side = int(parsed.turn)
        self.halfmove_clock = parsed.halfmove_clock
        self.fullmove_number = parsed.fullmove_number
        self._forget_history()

    def set_board_fen(self, text: str) -> None:
        self.set_piece_map(parse_board_fen(text))

    def board_fen(self) -> str:
        return codes_board_fen(self._pos.board())

    def fen(self) -> str:
        """Canonical 6-field FEN with RNBAKCP letters and w/b."""
        return (f"{self.board_fen()} {self.turn.fen} - - "
                f"{self.halfmove_clock} {self.fullmove_number}")

    def epd(self) -> str:
        """Placement and side to move only."""
        return f"{self.board_fen()} {self.turn.fen}"

    # -- moves -------------------------------------------------------------
    @property
    def legal_moves(self) -> LegalMoveView:
        return LegalMoveView(self)

    @property
    def pseudo_legal_moves(self) -> PseudoLegalMoveView:
        return PseudoLegalMoveView(self)

    def generate_legal_moves(self, from_square: Square | None = None,
                             to_square: Square | None = None) -> Iterator[Move]:
        return iter(self.legal_moves.filter(from_square, to_square))

    def is_legal(self, move: Move) -> bool:
        return bool(self._pos.is_legal(move.code))

    def is_pseudo_legal(self, move: Move) -> bool:
        return bool(self._pos.is_pseudo_legal(move.code))

    def is_capture(self, move: Move) -> bool:
        return bool(self._pos.piece_at(move.to_square))

    def gives_check(self, move: Move) -> bool:
        return bool(self._pos.gives_check(move.code))

    def push(self, move: Move) -> None:
        """Make a move (not checked for legality; see push_legal)."""
        capture = self._pos.piece_at(move.to_square)
        self._pos.push(move.code)
        self.move_stack.append(move)
        self._clocks.append(self.halfmove_clock)
        self.halfmove_clock = 0 if capture else self.halfmove_clock + 1
        if self._pos.side == 0:
            self.fullmove_number += 1

    def push_legal(self, move: Move) -> None:
        """Make a move after checking it is legal. Raises IllegalMoveError."""
        if not self.is_legal(move):
            raise IllegalMoveError(f"illegal move {move.iccs()} in {self.fen()}")
        self.push(move)

    def push_iccs(self, text: str) -> Move:
        move = Move.from_iccs(text)
        self.push_legal(move)
        return move

    def pop(self) -> Move:
        """Take back the last move. Raises IndexError on an empty stack."""
        if not self.move_stack:
            raise IndexError("pop from empty move stack")
        self._pos.pop()
        if self._pos.side == 1:
            self.fullmove_number -= 1
        self.halfmove_clock = self._clocks.pop()
        return self.move_stack.pop()

    def peek(self) -> Move:
        """The last move. Raises IndexError on an empty stack."""
        return self.move_stack[-1]

    # -- attacks and status ------------------------------------------------
    def is_attacked_by(self, color: Color, sq: Square) -> bool:
        return bool(self._pos.attackers(sq, int(color)))

    def attackers(self, color: Color, sq: Square) -> list[Square]:
        """Points of `color`'s pieces attacking `sq` (screens and legs respected)."""
        return sorted(set(self._pos.attackers(sq, int(color))))

    def is_check(self) -> bool:
        return bool(self._pos.king_attacked(self._pos.side))

    def checkers(self) -> list[Square]:
        king = self.king(self.turn)
        return [] if king is None else self.attackers(self.turn.other, king)

    def is_checkmate(self) -> bool:
        return self.is_check() and not self.legal_moves

    def is_stalemate(self) -> bool:
        """No legal move while not in check (a loss in xiangqi)."""
        return not self.is_check() and not self.legal_moves

    def repetition_count(self) -> int:
        """How many times the current position occurred, this one included."""
        return int(self._pos.repetitions()) + 1

    def is_repetition(self, count: int = 3) -> bool:
        return self.repetition_count() >= count

    def outcome(self, *, no_capture_limit: int | None = None) -> Outcome | None:
        """The result if the game is over, else None.

        The side to move with no legal move loses (mate or stalemate). On the
        third occurrence of a position the simplified Asian rule applies: a side
        that checked with every move of the cycle loses; otherwise a draw.
        """
        if not self.legal_moves:
            term = Termination.CHECKMATE if self.is_check() else Termination.STALEMATE
            return Outcome(term, self.turn.other)
        if self.repetition_count() >= 3:
            return self._repetition_outcome()
        if no_capture_limit is not None and self.halfmove_clock >= no_capture_limit:
            return Outcome(Termination.NO_CAPTURE, None)
        return None

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    def _repetition_outcome(self) -> Outcome:
        history = self._pos.history()
        key = self._pos.key
        start = min(i for i, entry in enumerate(history) if entry[1] == key)
        side, n = self._pos.side, len(history)
        checked_always = {RED: True, BLACK: True}
        for i in range(start, n):
            mover = Color((side + n - i) % 2)
            checked_always[mover] = checked_always[mover] and bool(history[i][2])
        if checked_always[RED] != checked_always[BLACK]:
            loser = RED if checked_always[RED] else BLACK
            return Outcome(Termination.PERPETUAL_CHECK, loser.other)
        return Outcome(Termination.REPETITION, None)

    @property
    def key(self) -> int:
        """64-bit Zobrist key of placement and side to move (kept incrementally)."""
        return int(self._pos.key)

    # -- validation ----------------------------------------------------------
    def validate(self) -> list[SetupIssue]:
        """Setup errors and warnings of docs/rules.md section 4."""
        from .validation import validate
        return validate(self)

    def is_valid(self) -> bool:
        return self.status().is_valid()

    def status(self) -> Status:
        """The setup errors as flags (python-chess habit); ``validate()`` lists them."""
        from .validation import Status
        return Status.of(self.validate())

    # -- copies and transforms ---------------------------------------------
    def copy(self, *, stack: bool = True) -> Board:
        board = Board.__new__(Board)
        board._pos = self._pos.copy(stack)
        board.move_stack = list(self.move_stack) if stack else []
        board._clocks = list(self._clocks) if stack else []
        board.halfmove_clock = self.halfmove_clock
        board.fullmove_number = self.fullmove_number
        return board

    def mirror(self) -> Board:
        """Colours swapped and the board turned round (same problem for the other side)."""
        board = Board(None)
        board.set_piece_map({89 - sq: Piece(p.piece_type, p.color.other)
                             for sq, p in self.piece_map().items()})
        board.turn = self.turn.other
        return board

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.epd() == other.epd()

    # Mutable (push, set_piece_at): unhashable, as python-chess's Board. Use ``key`` or
    # ``epd()`` to index positions.
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Board({self.fen()!r})"

    def __str__(self) -> str:
        rows = []
        for rank in range(9, -1, -1):
            cells = [self.piece_at(rank * 9 + f) for f in range(9)]
            rows.append(f"{rank} " + " ".join(p.symbol() if p else "." for p in cells))
        rows.append("  a b c d e f g h i")
        return "\n".join(rows)


__all__ = ["Board", "LegalMoveView", "Outcome", "PseudoLegalMoveView", "Termination",
           "STARTING_FEN"]
