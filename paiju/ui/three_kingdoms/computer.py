"""The computer players of the Three Kingdoms page: who plays each kingdom (a human, or the
computer at a level), when a computer searches, and what happens to its answer.

A computer's search runs in a worker thread (``worker.start_move``). It starts no sooner than
``PACE_MS`` after the last move was shown, so that two computer moves in a row are seen one
after the other. Its answer is played only if the game is still the one it searched (the
page's ``token``). It plays varied moves (ties broken at random) and keeps off the moves that
would bring back a position the game has had, so games between computers differ and do not
end in repetition draws.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout

from paiju.three_kingdoms import Kingdom
from paiju.three_kingdoms.players import LEVELS, TkChoice, repeating_moves
from paiju.ui.durations import duration_text
from paiju.ui.three_kingdoms.record import coloured
from paiju.ui.three_kingdoms.wording import kingdom_name
from paiju.ui.three_kingdoms.worker import TkTask, start_move

if TYPE_CHECKING:
    from paiju.ui.three_kingdoms.page import TkPage

translate = QCoreApplication.translate  # lupdate reads translate("TkPage", "literal")
PACE_MS = 700
"""The least time between a move appearing and the next computer move."""


class ComputerPlayers:
    """Mixin of ``TkPage``: the players' choosers and the scheduling of computer moves."""

    def _make_players(self: TkPage) -> QHBoxLayout:
        row = QHBoxLayout()
        self.player_combos: dict[Kingdom, QComboBox] = {}
        for k in Kingdom:
            combo = QComboBox(objectName=f"tk_player_{k.label}")
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)  # three fit beside each other in a narrow panel
            combo.addItem("", 0)
            for level in LEVELS:
                combo.addItem("", level)
            combo.currentIndexChanged.connect(lambda _i: self._players_changed())
            self.player_combos[k] = combo
            row.addWidget(combo)
        self.rng = random.Random()
        self.move_task: TkTask | None = None
        self.paused = False  # the computer players wait (after Stop or a take-back)
        self.shown_at = 0.0  # time.monotonic() of the last move shown
        self.pace_ms = PACE_MS
        return row

    def _retranslate_players(self: TkPage) -> None:
        for k, combo in self.player_combos.items():
            combo.setItemText(0, translate("TkPage", "{k}: human").format(k=kingdom_name(k)))
            combo.setToolTip(translate("TkPage", "Who plays {k}: a human, or the computer at "
                                       "level 1 (weakest) to 5 (strongest)")
                             .format(k=kingdom_name(k)))
            for i, level in enumerate(LEVELS, 1):
                combo.setItemText(i, translate("TkPage", "{k}: level {n}").format(
                    k=kingdom_name(k), n=level))

    def level(self: TkPage, kingdom: Kingdom) -> int:
        """0 for a human, else the computer's level."""
        return int(self.player_combos[kingdom].currentData())

    def set_player(self: TkPage, kingdom: Kingdom, level: int) -> None:
        self.player_combos[kingdom].setCurrentIndex(level)

    def computer_to_move(self: TkPage) -> bool:
        return not self.editing and not self.game.is_over and bool(self.level(self.position.turn))

    def _players_changed(self: TkPage) -> None:
        task = self.move_task
        if task is not None and self.level(task.kingdom) != task.level:
            self._drop_move()
        self._maybe_computer()

    def _maybe_computer(self: TkPage) -> None:
        if self.computer_to_move() and not self.paused and self.move_task is None:
            since = (time.monotonic() - self.shown_at) * 1000
            QTimer.singleShot(max(30, int(self.pace_ms - since)), self._computer_move)

    def _computer_move(self: TkPage) -> None:
        if not self.computer_to_move() or self.paused or self.move_task is not None:
            return
        self.move_task = start_move(self.position, self.level(self.position.turn),
                                    self.rng.getrandbits(64), self.token, self,
                                    self._moved, self._move_failed,
                                    avoid=repeating_moves(self.game),
                                    history=self.game.blocking[-1])
        self._searching()

    def _moved(self: TkPage, task: TkTask, value: object) -> None:
        if task is not self.move_task or task.cancelled or task.token != self.token:
            return  # stale: the game moved on, or the search was stopped
        self.move_task = None
        assert isinstance(value, TkChoice)
        if value.move in self.position.legal_moves():
            self.play(value.move)
        self.searchFinished.emit("move")

    def _move_failed(self: TkPage, task: TkTask, exc: object) -> None:
        if task is not self.move_task:
            return
        self.move_task = None
        self.paused = True
        self.refresh()
        self._status_base += "<br>" + translate(
            "TkPage", "The computer could not move: {why}").format(why=str(exc))
        self._show_progress()
        self.searchFinished.emit("move")

    def _drop_move(self: TkPage) -> None:
        if self.move_task is not None:
            self.move_task.cancel()
            self.move_task = None
            self.searchFinished.emit("move")

    def stop(self: TkPage) -> None:
        """Cancel every running search; the computer players wait until told to go on."""
        if self.move_task is not None:
            self.paused = True
        self._drop_move()
        if self.solve_task is not None:
            self.cancel_solve()
            self.verdict.setText(translate("TkPage", "Solving stopped"))
        self.refresh()

    def stop_or_continue(self: TkPage) -> None:
        if self.move_task is not None or self.solve_task is not None:
            self.stop()
        elif self.computer_to_move():
            self.paused = False
            self._computer_move()

    # --- searches in progress ---------------------------------------------------------
    def _searching(self: TkPage) -> None:
        if not self.progress_timer.isActive():
            self.progress_timer.start()
        self._show_progress()

    def progress_text(self: TkPage) -> str:
        """What the running searches have done so far ("" when none runs)."""
        lines = []
        task = self.move_task
        if task is not None:
            lines.append(translate("TkPage", "{k} (computer {n}) is thinking… {time}").format(
                k=coloured(task.kingdom), n=task.level, time=duration_text(task.elapsed())))
        task = self.solve_task
        if task is not None:
            lines.append(translate("TkPage", "Solving… {nodes} nodes, {time}").format(
                nodes=task.nodes, time=duration_text(task.elapsed())))
        return "<br>".join(lines)

    def _show_progress(self: TkPage) -> None:
        busy = self.move_task is not None or self.solve_task is not None
        if not busy:
            self.progress_timer.stop()
        progress = self.progress_text()
        base = self._status_base
        self.status.setText(base + (f"<br>{progress}" if progress else ""))
        if busy:
            self.stop_button.setText(translate("TkPage", "Stop"))
            self.stop_button.setEnabled(True)
        else:
            self.stop_button.setText(translate("TkPage", "Continue"))
            self.stop_button.setEnabled(self.computer_to_move())
