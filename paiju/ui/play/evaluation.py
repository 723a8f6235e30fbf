"""Pictures of the engine's opinion: an evaluation bar beside the board and a graph over the
game (Red's advantage up), and the game review that fills the graph in the background.

Scores are kept from Red's view in centipawns; a mate counts as ``MATE_CP`` (minus the
distance, so a nearer mate stands higher). ``review_game`` is the work of a ``ui.tasks.Task``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from paiju import engine
from paiju.rules import RED, Board, Color, Move
from paiju.ui.tasks import TaskControl

MATE_CP = 10_000
"""A mate's score (from the mating side's view), before the distance is taken off."""
SCALE_CP = 400.0
"""The score at which the bar and graph stand three quarters of the way to one side."""
REVIEW_MOVETIME_MS = 150
"""The game review's search time per position (the built-in engine at full strength)."""
RED_INK, BLACK_INK = QColor("#c0261c"), QColor("#2a2a2a")


def red_view(score_cp: int | None, mate: int | None, turn: Color) -> int | None:
    """A score from the side to move's view, as Red's advantage in centipawns."""
    if mate is not None:
        mover = MATE_CP - abs(mate) if mate > 0 else -(MATE_CP - abs(mate))
    elif score_cp is None:
        return None
    else:
        mover = int(score_cp)
    return mover if turn is RED else -mover


def share(cp: int) -> float:
    """Red's share of the bar, 0..1 (0.5 even; a mate fills it)."""
    if abs(cp) >= MATE_CP // 2:
        return 1.0 if cp > 0 else 0.0
    return 0.5 + 0.5 * math.tanh(cp / SCALE_CP * 0.973)  # tanh(0.973) ≈ 0.75


def score_label(cp: int) -> str:
    """``+1.3`` / ``-0.4`` (pawns, Red's view; whole pawns from ten on: ``+12``) or ``M3`` /
    ``-M3`` (mate in 3 for Red / Black), as the analysis lines write a mate: four signs at
    most, so the bar can show it whole."""
    if abs(cp) >= MATE_CP // 2:
        n = MATE_CP - abs(cp)
        return f"M{n}" if cp > 0 else f"-M{n}"
    if abs(cp) >= 995:  # +10.0 and up: the tenths no longer matter, the width does
        return f"{round(cp / 100):+d}"
    return f"{cp / 100:+.1f}"


WIDEST_LABELS = ("-M88", "+8.8", "-88")
"""The widest labels the bar must hold (mates beyond 99 moves do not occur in play)."""


def review_game(start_fen: str, moves: list[Move], control: TaskControl,
                movetime_ms: int = REVIEW_MOVETIME_MS) -> dict[int, int]:
    """Every position of a game scored by the built-in engine: ``{ply: Red's cp}``; each
    score is also reported as ``(ply, cp)`` as soon as it is known."""
    searcher = engine.engine_from_spec("level5")
    board = Board(start_fen)
    found: dict[int, int] = {}
    try:
        for ply in range(len(moves) + 1):
            if control.cancelled:
                break
            if not board.legal_moves:  # mated or stalemated: the side to move has lost
                cp = -MATE_CP if board.turn is RED else MATE_CP
            else:
                result = searcher.search(board, engine.Limits(movetime_ms=movetime_ms))
                cp = red_view(result.info.score_cp, result.info.mate, board.turn)
            if cp is not None:
                found[ply] = cp
                control.report((ply, cp))
            if ply < len(moves):
                board.push(moves[ply])
    finally:
        searcher.close()
    return found


class EvalBar(QWidget):
    """A vertical bar: Red's share from the bottom (from the top when the board is flipped),
    the score written whole at the leading end; grey and empty while nothing is known.

    Its width follows the label font (the widget's font, bold, a little smaller), so every
    label (``score_label``) fits at any window size and in any language's font."""

    MARGIN = 2  # the bar inside the widget
    PAD = 2  # between the label and the bar's edges

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play_eval_bar")
        self.cp: int | None = None
        self.flipped = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self._fit_width()

    def label_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def label_rect(self) -> QRectF:
        """Where the label is written: the leading end of the bar."""
        m = self.MARGIN
        rect = QRectF(self.rect()).adjusted(m, m, -m, -m)
        height = QFontMetricsF(self.label_font()).height() + 2
        at_top = (self.cp is not None and self.cp >= 0) == self.flipped
        top = rect.top() + 1 if at_top else rect.bottom() - 1 - height
        return QRectF(rect.left(), top, rect.width(), height)

    def _fit_width(self) -> None:
        metrics = QFontMetricsF(self.label_font())
        widest = max(metrics.horizontalAdvance(text) for text in WIDEST_LABELS)
        self.setFixedWidth(math.ceil(widest) + 2 * (self.MARGIN + self.PAD))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._fit_width()
        super().changeEvent(event)

    def set_score(self, cp: int | None) -> None:
        if cp != self.cp:
            self.cp = cp
            self.setToolTip("" if cp is None else score_label(cp))
            self.update()

    def set_flipped(self, flipped: bool) -> None:
        self.flipped = flipped
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        m = self.MARGIN
        rect = QRectF(self.rect()).adjusted(m, m, -m, -m)
        p.fillRect(rect, BLACK_INK if self.cp is not None else QColor("#bdbdbd"))
        if self.cp is not None:
            h = rect.height() * share(self.cp)
            red = (QRectF(rect.left(), rect.top(), rect.width(), h) if self.flipped
                   else QRectF(rect.left(), rect.bottom() - h, rect.width(), h))
            p.fillRect(red, RED_INK)
            p.setFont(self.label_font())
            p.setPen(QColor("white"))
            p.drawText(self.label_rect(), Qt.AlignmentFlag.AlignCenter, score_label(self.cp))
        p.setPen(QPen(QColor("#808080"), 1))
        p.drawLine(QPointF(rect.left(), rect.center().y()),
                   QPointF(rect.right(), rect.center().y()))
        p.end()


class EvalGraph(QWidget):
    """Red's advantage over the game, ply by ply (up is Red); the shown ply is marked and a
    click on the graph shows that ply (``plyChosen``)."""

    plyChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play_eval_graph")
        self.scores: dict[int, int] = {}
        self.plies = 0
        self.current = 0
        self.setMinimumHeight(56)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        return QSize(240, 72)

    def clear(self) -> None:
        self.scores = {}
        self.update()

    def set_game(self, plies: int, current: int) -> None:
        """The game's length and the ply shown; scores past the end are dropped."""
        self.plies, self.current = plies, current
        self.scores = {k: v for k, v in self.scores.items() if k <= plies}
        self.update()

    def set_score(self, ply: int, cp: int) -> None:
        self.scores[ply] = cp
        self.update()

    def _x(self, ply: int, rect: QRectF) -> float:
        return rect.left() + rect.width() * ply / max(1, self.plies)

    def _y(self, cp: int, rect: QRectF) -> float:
        return rect.bottom() - rect.height() * share(cp)

    def ply_at(self, x: float) -> int:
        rect = self._area()
        fraction = (x - rect.left()) / max(1.0, rect.width())
        return max(0, min(self.plies, round(fraction * self.plies)))

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(3, 3, -3, -3)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.plies > 0:
            self.plyChosen.emit(self.ply_at(event.position().x()))

    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._area()
        p.fillRect(rect, QColor("#f4efe4"))
        mid = rect.center().y()
        p.setPen(QPen(QColor("#9a9a9a"), 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(rect.left(), mid), QPointF(rect.right(), mid))
        known = sorted(self.scores.items())
        if known:
            line = QPainterPath()
            area = QPainterPath(QPointF(self._x(known[0][0], rect), mid))
            for i, (ply, cp) in enumerate(known):
                point = QPointF(self._x(ply, rect), self._y(cp, rect))
                line.moveTo(point) if i == 0 else line.lineTo(point)
                area.lineTo(point)
            area.lineTo(QPointF(self._x(known[-1][0], rect), mid))
            area.closeSubpath()
            p.save()
            p.setClipRect(QRectF(rect.left(), rect.top(), rect.width(), mid - rect.top()))
            p.fillPath(area, QColor(192, 38, 28, 110))
            p.setClipRect(QRectF(rect.left(), mid, rect.width(), rect.bottom() - mid))
            p.fillPath(area, QColor(42, 42, 42, 110))
            p.restore()
            p.setPen(QPen(QColor("#5a4a3a"), 1.4))
            p.drawPath(line)
        if self.plies > 0:
            x = self._x(self.current, rect)
            p.setPen(QPen(QColor("#1f6fd1"), 1.6))
            p.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        p.setPen(QPen(QColor("#b8ab92"), 1))
        p.drawRect(rect)
        p.end()
