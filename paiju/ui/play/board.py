"""The game board: the analysis board's view (legal-target dots, last-move marks, animation
from a move's transition) plus the check highlight on the general in check."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from paiju import rules as xiangqi
from paiju.ui.solving.board import SolvingBoard


class PlayBoard(SolvingBoard):
    """Shows a game position; clicks and drags emit ``movePlayed`` when ``interactive``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play_board")

    def show_game_position(self, board: xiangqi.Board, last_move: xiangqi.Move | None,
                           animate: bool) -> None:
        same = board.epd() == self.board.epd()  # analysis arrows stay on the same position
        self.show_position(board, self.arrows if same else (), last_move=last_move,
                           animate=animate)
        king = board.king(board.turn)
        self.marked = (king,) if king is not None and board.is_check() else ()
        self.update()

    def in_check_point(self) -> int | None:
        return self.marked[0] if self.marked else None
