"""The game in progress: a ``paiju.rules.game.Game``, who plays each side, the clocks, and the
computer's moves from background tasks. Widgets only listen to its signals and call its slots.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from paiju.rules import BLACK, RED, Color, Move
from paiju.rules.game import Clock, Game, GameRules, TimeControl
from paiju.ui.tasks import Task

from . import worker as engines
from .worker import Searches, search_work

WATCH_PAUSE_MS = 400
"""Computer against computer: the pause before each reply, so the game can be watched."""
DRAW_ACCEPT_CP = -50
"""A computer accepts a draw offer when its last score is at most this (it is worse off)."""


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A side's player: a human, or a computer by engine spec (``level3``, ``uci:PATH``)."""

    name: str
    engine: str = ""  # "" for a human
    movetime_ms: int | None = None  # None: the level's own budget (UCI: 1 s)

    @property
    def is_human(self) -> bool:
        return not self.engine


@dataclass(frozen=True)
class GameSetup:
    """What the New Game dialog (or a problem) asks for."""

    fen: str
    red: PlayerSpec
    black: PlayerSpec
    time_control: TimeControl | None = None
    rules: GameRules = field(default_factory=GameRules)
    keep_score: bool = True
    event: str = ""
    problem: bool = False  # a puzzle played out against the computer


class GameController(QObject):
    """Owns the game; plays the computer's moves; runs the clocks."""

    changed = Signal()  # the game or the shown ply changed
    moved = Signal(object)  # xiangqi.Move just played (the board animates it)
    finished = Signal(object)  # xiangqi.Outcome, once per ending
    thinking = Signal(bool)  # a computer search started / ended
    engineInfo = Signal(object)  # engine.SearchInfo of the computer's running search
    failed = Signal(str)  # an engine could not be started or failed
    ticked = Signal()  # the running clock moved on

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = GameSetup(Game().start_fen, PlayerSpec(""), PlayerSpec(""),
                               keep_score=False)
        self.game = Game()
        self.clock: Clock | None = None
        self.view_ply: int | None = None  # None: the current position
        self.last_score: dict[Color, int | None] = {RED: None, BLACK: None}
        self._engines: dict[str, Any] = {}
        self._searches = Searches(self)
        self._token = 0
        self.timer = QTimer(self)
        self.timer.setObjectName("play_clock_timer")
        self.timer.setInterval(100)
        self.timer.timeout.connect(self._tick)

    # --- state -------------------------------------------------------------------------------
    def player(self, color: Color) -> PlayerSpec:
        return self.setup.red if color is RED else self.setup.black

    def human_to_move(self) -> bool:
        return (not self.game.is_over and self.player(self.game.turn).is_human
                and self.view_ply is None)

    def is_thinking(self) -> bool:
        return self._searches.current is not None

    def shown_ply(self) -> int:
        return self.game.ply if self.view_ply is None else self.view_ply

    def in_progress(self) -> bool:
        """Moves were played and the game is not over: leaving it abandons something."""
        return not self.game.is_over and self.game.ply > 0

    def can_take_back(self) -> bool:
        """A move to take back, and no scored result to undo (a scored game ends for good)."""
        return self.game.ply > 0 and not (self.game.is_over and self.setup.keep_score)

    def resigning_side(self) -> Color:
        """Who resigns when nobody is named: the one human, else the side to move."""
        humans = [c for c in (RED, BLACK) if self.player(c).is_human]
        return self.game.turn if len(humans) != 1 else humans[0]

    # --- game life ---------------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        """Start a game (raises GameError for a bad start position; nothing changes then)."""
        game = Game(setup.fen, rules=setup.rules, time_control=setup.time_control,
                    red=setup.red.name, black=setup.black.name)
        if setup.event:
            game.tags["Event"] = setup.event
        self._cancel_search()
        self.setup, self.game, self.view_ply = setup, game, None
        self.last_score = {RED: None, BLACK: None}
        self._start_clock()
        self.changed.emit()
        if game.outcome is not None:
            self._ended()
        else:
            self._next_turn()

    def load_game(self, game: Game, setup: GameSetup) -> None:
        """Show a finished or unfinished game from a file; play goes on from its end."""
        self._cancel_search()
        self.setup, self.game, self.view_ply = setup, game, None
        self._start_clock()
        if self.clock is not None:  # the clocks go on from the last recorded times
            for i, gm in enumerate(game.moves, 1):
                if gm.clock_ms is not None:
                    self.clock.set_remaining(game.move_number(i)[1], gm.clock_ms)
        self.changed.emit()
        if not game.is_over:
            self._next_turn()

    def _start_clock(self) -> None:
        tc = self.setup.time_control
        self.clock = Clock(tc) if tc is not None else None
        if self.clock is not None and not self.game.is_over:
            self.clock.start(self.game.turn)
            self.timer.start()
        else:
            self.timer.stop()

    def play_human(self, move: Move) -> bool:
        """Play a human's move on the board; False when it is not a human's turn or illegal."""
        if not self.human_to_move() or move not in self.game.board().legal_moves:
            return False
        self._play(move)
        return True

    def _play(self, move: Move) -> None:
        clock_ms = self.clock.press() if self.clock is not None else None
        self.game.play(move, clock_ms=clock_ms)
        self.moved.emit(move)
        self.changed.emit()
        if self.game.is_over:
            self._ended()
        else:
            self._next_turn()

    def _ended(self) -> None:
        if self.clock is not None:
            self.clock.stop()
        self.timer.stop()
        self._cancel_search()
        self.changed.emit()
        self.finished.emit(self.game.outcome)

    def takeback(self) -> bool:
        """Take back to the last position where a human was to move (one or two plies);
        False when there is nothing to take back or the result was scored."""
        if not self.can_take_back():
            return False
        self._cancel_search()
        self.view_ply = None
        self.game.takeback()
        while (self.game.ply > 0 and not self.player(self.game.turn).is_human
               and any(p.is_human for p in (self.setup.red, self.setup.black))):
            self.game.takeback()
        if self.clock is not None:
            self.clock.start(self.game.turn)
            self.timer.start()
        self.changed.emit()
        self._next_turn()
        return True

    def resign(self, color: Color | None = None) -> None:
        """The given side (default: the human to move, else the side to move) resigns."""
        if self.game.is_over:
            return
        self.game.resign(self.resigning_side() if color is None else color)
        self._ended()

    def computer_accepts_draw(self) -> bool | None:
        """None when no computer plays; else whether it takes a draw (it must be worse off)."""
        computers = [c for c in (RED, BLACK) if not self.player(c).is_human]
        if not computers:
            return None
        scores = [self.last_score[c] for c in computers]
        return all(s is not None and s <= DRAW_ACCEPT_CP for s in scores)

    def agree_draw(self) -> None:
        if not self.game.is_over:
            self.game.agree_draw()
            self._ended()

    def show_ply(self, ply: int | None) -> None:
        """Show an earlier position (None or the last ply: the current one)."""
        self.view_ply = None if ply is None or ply >= self.game.ply else max(0, ply)
        self.changed.emit()

    # --- clocks ------------------------------------------------------------------------------
    def _tick(self) -> None:
        if self.clock is None or self.game.is_over:
            self.timer.stop()
            return
        flagged = self.clock.flagged()
        if flagged is not None:
            self.game.flag_fall(flagged)
            self._ended()
        else:
            self.ticked.emit()

    # --- the computer ------------------------------------------------------------------------
    def _next_turn(self) -> None:
        player = self.player(self.game.turn)
        if player.is_human or self.game.is_over:
            return
        if not self.player(self.game.turn.other).is_human and self.game.ply > 0:
            # two computers: leave the watcher a moment to see each move
            token = self._token
            QTimer.singleShot(WATCH_PAUSE_MS, self, lambda: self._computer_turn(token))
            return
        self._computer_turn(self._token)

    def _computer_turn(self, token: int) -> None:
        player = self.player(self.game.turn)
        if token != self._token or player.is_human or self.game.is_over:
            return  # a takeback, a new game or the end came first
        try:
            engine = self._engine(player.engine)
            limits = engines.limits(player.engine, self.game.board(), self.clock,
                                    player.movetime_ms)
        except (ValueError, OSError, RuntimeError) as exc:
            self.failed.emit(str(exc))
            return
        self._token += 1
        task = self._searches.start(engine, search_work(engine, self.game.board(), limits))
        task.progressed.connect(lambda info, t=task: self._on_info(t, info))
        task.done.connect(lambda result, t=task: self._on_done(t, result))
        task.failed.connect(lambda message, t=task: self._on_failed(t, message))
        self.thinking.emit(True)
        task.start()

    def _engine(self, spec: str) -> Any:
        if spec not in self._engines:
            self._engines[spec] = engines.make_engine(spec)
            self._engines[spec].new_game()
        return self._engines[spec]

    def _on_info(self, task: Task, info: Any) -> None:
        if self._searches.is_current(task):
            if info.mate is not None:
                self.last_score[self.game.turn] = 30000 if info.mate > 0 else -30000
            else:
                self.last_score[self.game.turn] = int(info.score_cp)
            self.engineInfo.emit(info)

    def _on_done(self, task: Task, result: Any) -> None:
        if not self._searches.is_current(task) or self.game.is_over:
            return
        self._searches.release(task)
        self.thinking.emit(False)
        move = result.best_move
        if move is None or move not in self.game.board().legal_moves:
            self.failed.emit(f"the engine answered an illegal move {move}")
            return
        self._play(move)

    def _on_failed(self, task: Task, message: str) -> None:
        if self._searches.is_current(task):
            self._searches.release(task)
            self.thinking.emit(False)
            self.failed.emit(message)

    def _cancel_search(self) -> None:
        """Stop the running search; its answer, when it comes, is dropped."""
        self._token += 1
        if self._searches.cancel():
            self.thinking.emit(False)

    def shutdown(self) -> None:
        """Stop every search, join it and close the engines (window closing)."""
        self.timer.stop()
        self._cancel_search()
        self._searches.shutdown()
        for engine in self._engines.values():
            try:
                engine.close()
            except Exception:
                pass
        self._engines.clear()
