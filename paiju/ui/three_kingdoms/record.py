"""What the Three Kingdoms page shows of the game: the board with the moves since the kingdom
to move last played, whose turn it is, each kingdom's state (in play, resigned, defeated and
who commands its army) and the numbered move list, a line per move in the mover's colour."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QListWidgetItem

from paiju.three_kingdoms import Kind, Kingdom, Position, Rule, TkMove, Turn
from paiju.three_kingdoms.game import MOVE_LIMIT
from paiju.three_kingdoms.geometry import POINT_NAMES
from paiju.ui.three_kingdoms.painter import INK
from paiju.ui.three_kingdoms.wording import defeat_text, kingdom_name, result_text, rule_name

if TYPE_CHECKING:
    from paiju.ui.three_kingdoms.page import TkPage

translate = QCoreApplication.translate  # lupdate reads translate("TkPage", "literal")


def coloured(k: Kingdom, text: str | None = None) -> str:
    return f'<span style="color:{INK[k].name()}"><b>{text or kingdom_name(k)}</b></span>'


def short_move(move: TkMove, mover: Kingdom) -> str:
    """``h2-h4`` for points on the mover's own half, ``a2-Shu:i1`` otherwise (the mover is
    named beside it)."""
    def name(p: int) -> str:
        full = POINT_NAMES[p]
        return full.split(":")[1] if p // 45 == int(mover) else full

    return f"{name(move.from_point)}-{name(move.to_point)}"


def turn_text(number: int, turn: Turn) -> str:
    """A line of the move list: ``3. Wei a2-Shu:i1`` and the defeats it caused below."""
    text = f"{number}. {kingdom_name(turn.kingdom)}  {short_move(turn.move, turn.kingdom)}"
    for d in turn.defeats:
        text += "\n    " + defeat_text(d)
    return text


class MoveRecord:
    """Mixin of ``TkPage``: shows the game (board, status, armies, move list)."""

    def refresh(self: TkPage) -> None:
        if self.editing:
            marked = [p for i in self.issues for p in i.points]
            self.board.show_position(self.edit_placement, marked=marked)
            self._status_base = translate("TkPage", "Editing: click to place the chosen "
                                          "piece, right-click to remove it")
            self._show_progress()
            return
        position = self.position
        targets = [m.to_point for m in position.legal_moves() if m.from_point == self.selected]
        checked = [g for k in position.in_play if (g := position.general(k)) is not None
                   and any(position.placement[q].kind is not Kind.GENERAL
                           for q in position.attackers(g, k))]
        self.board.show_position(position.placement, selected=self.selected, targets=targets,
                                 recent=self.recent_moves(), checked=checked)
        self._show_status(position)
        self._show_armies(position)
        self._show_moves()
        self.goal_label.setText(translate("TkPage", "{k} eliminates").format(
            k=coloured(self.game.positions[0].turn)))
        self.undo_button.setEnabled(bool(self.game.turns))
        self.resign_button.setEnabled(not self.game.is_over)
        self._show_progress()

    def recent_moves(self: TkPage) -> list[tuple[TkMove, Kingdom]]:
        """The moves played since the kingdom to move last played (oldest first): what it
        has to look at; once the game is over, the last move."""
        turns = self.game.turns
        if self.game.is_over:
            return [(turns[-1].move, turns[-1].kingdom)] if turns else []
        out: list[tuple[TkMove, Kingdom]] = []
        for turn in reversed(turns):
            if turn.kingdom is self.position.turn or len(out) == 2:
                break
            out.append((turn.move, turn.kingdom))
        return out[::-1]

    def _show_status(self: TkPage, position: Position) -> None:
        result = self.game.result
        if result is not None:
            self._status_base = translate("TkPage", "Game over")
            winners = ", ".join(coloured(k) for k in result.winners)
            self.result_label.setText(f"{result_text(result)}"
                                      + (f" ({winners})" if winners else "")
                                      + f" — <i>{rule_name(result.rule)}</i>")
        else:
            self._status_base = translate(
                "TkPage", "{kingdom} to move — move {n}, {clock}/{limit}").format(
                kingdom=coloured(position.turn), n=position.move_number, clock=position.clock,
                limit=MOVE_LIMIT)
            self.result_label.setText("")

    def _show_armies(self: TkPage, position: Position) -> None:
        takeovers = self.game.takeovers()
        result = self.game.result
        rows = []
        for k in Kingdom:
            pieces = sum(1 for p in position.placement.values() if p.owner is k)
            taken = [v for v, t in takeovers.items() if t is k and v in position.defeated]
            extra = (translate("TkPage", ", commands the army of {v}").format(
                v=", ".join(coloured(v) for v in taken)) if taken else "")
            if k in position.defeated:
                if k in takeovers:
                    rows.append(translate("TkPage", "{k}: defeated, army taken over by {t}")
                                .format(k=coloured(k), t=coloured(takeovers[k])))
                else:
                    rows.append(translate("TkPage", "{k}: defeated").format(k=coloured(k)))
            elif result is not None and result.by is k and result.rule in (
                    Rule.RESIGN, Rule.TIME, Rule.LEAVE):
                how = {Rule.RESIGN: translate("TkPage", "{k}: resigned"),
                       Rule.TIME: translate("TkPage", "{k}: ran out of time"),
                       Rule.LEAVE: translate("TkPage", "{k}: left the game")}[result.rule]
                rows.append(how.format(k=coloured(k)))
            else:
                rows.append(self.in_play_text(coloured(k), pieces, extra))
        self.armies.setText("<br>".join(rows))

    def _show_moves(self: TkPage) -> None:
        self.moves.clear()
        for i, turn in enumerate(self.game.turns, 1):
            item = QListWidgetItem(turn_text(i, turn))
            item.setForeground(INK[turn.kingdom])
            item.setToolTip(f"{kingdom_name(turn.kingdom)} {turn.move.text()}")
            self.moves.addItem(item)
        self.moves.scrollToBottom()
