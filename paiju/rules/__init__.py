"""Paiju's xiangqi rules: one implementation for the editor, solver, files and play.

The API follows python-chess (Board, Move, push/pop, legal_moves, FEN, ValueError
subclasses); python-chess itself does not model xiangqi and is not a dependency.
The hot path lives in the compiled core ``paiju._native``.
"""

from .board import Board, LegalMoveView, Outcome, PseudoLegalMoveView, Termination
from .errors import AmbiguousMoveError, IllegalMoveError, InvalidFenError, InvalidMoveError
from .fen import STARTING_BOARD_FEN, STARTING_FEN, parse_fen
from .moves import Move
from .perft import perft, perft_divide
from .pieces import (
    ADVISOR,
    BLACK,
    CANNON,
    CHARIOT,
    ELEPHANT,
    GENERAL,
    HORSE,
    RED,
    SOLDIER,
    Color,
    Piece,
    PieceType,
)
from .squares import (
    FILE_NAMES,
    SQUARE_NAMES,
    SQUARES,
    Square,
    parse_square,
    square,
    square_file,
    square_name,
    square_rank,
)
from .stipulation import Stipulation
from .validation import SetupIssue, Severity, Status, validate

__all__ = [
    "ADVISOR", "BLACK", "CANNON", "CHARIOT", "ELEPHANT", "FILE_NAMES", "GENERAL", "HORSE",
    "RED", "SOLDIER", "SQUARES", "SQUARE_NAMES", "STARTING_BOARD_FEN", "STARTING_FEN",
    "AmbiguousMoveError", "Board", "Color", "IllegalMoveError", "InvalidFenError",
    "InvalidMoveError", "LegalMoveView", "Move", "Outcome", "Piece", "PieceType",
    "PseudoLegalMoveView", "SetupIssue", "Severity", "Square", "Status", "Stipulation",
    "Termination",
    "parse_fen",
    "parse_square", "perft", "perft_divide", "square", "square_file", "square_name",
    "square_rank", "validate",
]
