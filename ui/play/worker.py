"""Engine searches off the GUI thread.

``SearchThread`` runs one blocking ``SearchEngine.search`` (the engine releases the GIL) and
reports through signals, which reach the widgets through queued connections; nothing here
touches a widget. ``stop()`` asks the engine to stop from any thread; ``finish()`` stops and
waits (window closing), so no search outlives the window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from xiangqi import Board


class SearchThread(QThread):
    """``engine.search(board, limits)`` in a thread; ``token`` lets callers drop stale answers."""

    info = Signal(int, object)  # token, engine.SearchInfo
    done = Signal(int, object)  # token, engine.SearchResult
    failed = Signal(int, str)  # token, message

    def __init__(self, engine: Any, board: Board, limits: Any, token: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self.board = board.copy()
        self.limits = limits
        self.token = token

    def run(self) -> None:
        try:
            result = self.engine.search(self.board, self.limits,
                                        on_info=lambda i: self.info.emit(self.token, i))
        except Exception as exc:  # an engine's failure is a message, never a crash
            self.failed.emit(self.token, str(exc) or type(exc).__name__)
            return
        self.done.emit(self.token, result)

    def stop(self) -> None:
        try:
            self.engine.stop()
        except Exception:  # noqa: BLE001 - a dead engine has nothing left to stop
            pass

    def finish(self, timeout_ms: int = 5000) -> bool:
        """Stop the search and wait for the thread; True when it has ended."""
        if self.isRunning():
            self.stop()
        return self.wait(timeout_ms)


class AnalysisThread(QThread):
    """Analyses a position until stopped and reports lines best first.

    One line: one infinite search, each ``SearchInfo`` reported as it comes. Several lines:
    every legal move is searched in rounds of growing depth (the reply's search, negated), and
    after each round the best ``lines`` moves come back with their continuations.
    ``lines`` emits ``list[AnalysisLine]``.
    """

    lines = Signal(int, object)  # token, list[AnalysisLine]
    failed = Signal(int, str)

    def __init__(self, engine: Any, board: Board, count: int, token: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self.board = board.copy()
        self.count = max(1, count)
        self.token = token
        self._stopped = False

    def stop(self) -> None:
        self._stopped = True
        try:
            self.engine.stop()
        except Exception:  # noqa: BLE001
            pass

    def finish(self, timeout_ms: int = 5000) -> bool:
        if self.isRunning():
            self.stop()
        return self.wait(timeout_ms)

    def run(self) -> None:
        from . import engines

        try:
            if self.count == 1 or self.board.legal_moves.count() <= 1:
                self.engine.search(self.board, engines.infinite(), on_info=self._one)
            else:
                self._several(engines)
        except Exception as exc:
            self.failed.emit(self.token, str(exc) or type(exc).__name__)

    def _one(self, info: Any) -> None:
        if not self._stopped:
            self.lines.emit(self.token, [AnalysisLine.from_info(info)])

    def _several(self, engines: Any) -> None:
        moves = list(self.board.legal_moves)
        depth = 1
        while not self._stopped and depth < 64:
            found: list[AnalysisLine] = []
            for move in moves:
                if self._stopped:
                    return
                after = self.board.copy(stack=False)
                after.push(move)
                if not after.legal_moves:  # the move mates or stalemates: it wins
                    found.append(AnalysisLine(None, 1, depth, (move,)))
                    continue
                result = self.engine.search(after, engines.depth(depth))
                info = result.info
                score = None if info.score_cp is None else -int(info.score_cp)
                mate = None if info.mate is None else (-info.mate + (1 if info.mate < 0
                                                                     else 0))
                found.append(AnalysisLine(score, mate, depth + 1, (move, *info.pv)))
            if self._stopped:
                return
            found.sort(key=AnalysisLine.order, reverse=True)
            moves = [line.pv[0] for line in found]  # best first next round
            self.lines.emit(self.token, found[:self.count])
            depth += 1


class AnalysisLine:
    """A line of analysis from the side to move's view."""

    __slots__ = ("score_cp", "mate", "depth", "pv")

    def __init__(self, score_cp: int | None, mate: int | None, depth: int,
                 pv: tuple[Any, ...]) -> None:
        self.score_cp, self.mate, self.depth, self.pv = score_cp, mate, depth, tuple(pv)

    @classmethod
    def from_info(cls, info: Any) -> AnalysisLine:
        return cls(info.score_cp, info.mate, int(info.depth), tuple(info.pv))

    def order(self) -> float:
        """Sort key: mates in fewest moves first, being mated last."""
        if self.mate is not None:
            return 1e9 - self.mate if self.mate > 0 else -1e9 - self.mate
        return float(self.score_cp or 0)
