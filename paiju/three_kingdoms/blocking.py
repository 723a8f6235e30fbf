"""Who blocked whom: the history a bare position lacks for the takeover rule of docs/rules.md
section 7. The army of a kingdom left without a legal move goes to the rival whose move, since
the kingdom's own last move, turned "it would have a legal move" into "it has none" (the latest
such move); only when no rival's move did it does the last mover take over.

``Blocking`` is that history boiled down, kept one per position along a game (``Game``) or a
proof (``paiju.three_kingdoms.prover``): per kingdom, would it have a legal move, and who took
its last one away since it moved."""

from __future__ import annotations

from dataclasses import dataclass

from .kingdoms import Kingdom
from .position import Defeat, Position


@dataclass(frozen=True, slots=True)
class Blocking:
    could: tuple[bool, bool, bool]
    """Per kingdom (Shu, Wu, Wei): would it have a legal move here if it were its turn?"""
    by: tuple[Kingdom | None, Kingdom | None, Kingdom | None]
    """Per kingdom: the rival whose move took its last legal move away since its own last
    move (None: no rival's move did)."""

    @classmethod
    def start(cls, position: Position) -> Blocking:
        """At the start of a history: nobody has blocked anybody yet."""
        a, b, c = (k not in position.defeated and position.has_legal_move(k) for k in Kingdom)
        return cls((a, b, c), (None, None, None))

    def blocker(self, kingdom: Kingdom, mover: Kingdom) -> Kingdom | None:
        """Who takes over `kingdom`'s army should `mover`'s next move leave it without a
        legal move: `mover` if it had one until then, else the rival that blocked it earlier;
        None when its own move did it (then the last mover takes over)."""
        return mover if self.could[kingdom] else self.by[kingdom]

    def takers(self, mover: Kingdom) -> dict[Kingdom, Kingdom]:
        """For ``Position.play``: the taker of each rival's army should `mover`'s move leave
        it without a legal move (the fallback, the last mover, left out)."""
        return {k: b for k in Kingdom
                if k is not mover and (b := self.blocker(k, mover)) is not None}

    def after(self, mover: Kingdom, position: Position, defeats: list[Defeat]) -> Blocking:
        """The history once `mover` has played and reached `position` with `defeats`."""
        holder = {d.victim: d.taker for d in defeats}
        could: list[bool] = []
        by: list[Kingdom | None] = []
        for k in Kingdom:
            if k in position.defeated or position.is_over:
                could.append(False)
                by.append(None)
                continue
            now = position.has_legal_move(k)
            if k is mover:
                blocker = None
            elif self.could[k] and not now:
                blocker = mover
            else:
                blocker = self.by[k]
            while blocker in holder:          # a defeated blocker: whoever holds its army
                blocker = holder.pop(blocker)
            could.append(now)
            by.append(blocker)
        return Blocking((could[0], could[1], could[2]), (by[0], by[1], by[2]))
