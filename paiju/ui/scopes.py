"""Which window actions apply in which mode (central page): an action that acts on a board
the user cannot see — F5 solving the puzzle behind the start page, Ctrl+S saving the puzzle
file from a game, Three Kingdoms' Next Puzzle from the editor — is off outside its modes.

Each scope is a non-exclusive ``QActionGroup`` switched with the mode: while a group is off,
its actions stay off whatever their owner enables (the owner's wish is kept for when the group
comes back on, so "Solve" stays off after the mode returns if validation had turned it off).
Actions not listed here (New, Open, Settings, Play Mode, Help…) apply everywhere or are
already governed by their owner (``MainWindow._enable_composing``, the Three Kingdoms part).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QActionGroup

if TYPE_CHECKING:
    from paiju.ui.main_window import MainWindow

PUZZLE_MODES = frozenset({"editor", "analysis", "verification"})
"""The modes that show the puzzle file: the editor, the solver's board, the verification."""

SCOPES: dict[frozenset[str], tuple[str, ...]] = {
    frozenset({"editor"}): ("flip", "save_finished"),
    frozenset({"editor", "analysis"}): ("copy_fen",),
    PUZZLE_MODES: ("save", "save_as", "export", "export_pgn", "solve", "train",
                   "verify_collection"),
    frozenset({"editor", "analysis", "play"}): ("analyse_position", "play_problem"),
    frozenset({"editor", "analysis", "online"}): ("online_share_puzzle",),
    frozenset({"play"}): ("analyse_game",),
    frozenset({"three_kingdoms"}): ("tk_back", "tk_save", "tk_export", "tk_previous_puzzle",
                                    "tk_next_puzzle", "tk_stop"),
}
"""Modes -> the actions that apply only in them."""


class ModeScopes(QObject):
    """The scopes of ``SCOPES`` in one window, switched on ``modeChanged``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.groups: list[tuple[frozenset[str], QActionGroup]] = []
        actions = window.actions_named()
        for modes, names in SCOPES.items():
            group = QActionGroup(self)
            group.setExclusionPolicy(QActionGroup.ExclusionPolicy.None_)
            for name in names:
                if name not in actions:
                    raise ValueError(f"mode scope names an unknown action {name!r}")
                group.addAction(actions[name])
            self.groups.append((modes, group))
        window.modeChanged.connect(self.apply)
        self.apply(window.mode())

    def apply(self, mode: str) -> None:
        """Switch on the scopes of ``mode``, off the others."""
        for modes, group in self.groups:
            group.setEnabled(mode in modes)
