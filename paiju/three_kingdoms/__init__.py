"""Three Kingdoms xiangqi (docs/rules.md section 7): three players on a 135-point board.

Qt-free; the move generator is compiled (``paiju._native``) from tables built in
``geometry``. See docs/three-kingdoms.md for the notation and the conventions.
"""

from .game import MOVE_LIMIT, Game, Result, Rule, Turn
from .geometry import POINT_NAMES, POINTS, parse_point, point, point_name
from .goal import TkGoal
from .kingdoms import SHU, WEI, WU, Kind, Kingdom, TkPiece
from .position import (
    STARTING_TEXT,
    STARTING_TEXT_NO_BANNERS,
    Defeat,
    IllegalTkMoveError,
    InvalidPositionError,
    Position,
    TkMove,
)
from .validation import TkSetupIssue, validate

__all__ = [
    "MOVE_LIMIT", "POINTS", "POINT_NAMES", "SHU", "STARTING_TEXT", "STARTING_TEXT_NO_BANNERS",
    "WEI", "WU", "Defeat", "Game", "IllegalTkMoveError", "InvalidPositionError", "Kind",
    "Kingdom", "Position", "Result", "Rule", "TkGoal", "TkMove", "TkPiece", "TkSetupIssue", "Turn",
    "parse_point", "point", "point_name", "validate",
]
