"""Three-player puzzles: "ATTACKER to move eliminates VICTIM within N of its own moves,
whatever the other two play" (docs/three-kingdoms.md).

The two others act as one coalition: an AND-OR search where the attacker's moves are OR
nodes and every other kingdom's moves AND nodes. The goal is reached when the victim is
defeated with its army taken over by the attacker (by capturing its general, or because it
has no legal move after the attacker's move); it fails if the attacker is defeated, if the
victim falls to the third kingdom, or when the attacker's N moves are used up.

``solve`` takes two optional hooks, called every ``PROGRESS_EVERY`` nodes from the thread
that runs it: ``progress(nodes)`` and ``cancelled()``, which stops the search with
``SolveCancelled`` when it returns true (the app runs the prover in a worker thread).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from paiju.three_kingdoms import Defeat, Kingdom, Position, TkGoal, TkMove

PROGRESS_EVERY = 200
"""Nodes between two calls of the progress and cancel hooks."""


class SolveCancelled(Exception):
    """The caller's ``cancelled()`` hook asked the prover to stop."""


@dataclass
class TkNode:
    """A node of the solution tree: the move, who played it, and the continuations (all
    defences after an attacker move, the one winning reply after a defence)."""

    move: TkMove
    kingdom: Kingdom
    children: list[TkNode] = field(default_factory=list)
    defeats: list[Defeat] = field(default_factory=list)

    def main_line(self) -> list[TkMove]:
        line, node = [self.move], self
        while node.children:
            node = node.children[0]
            line.append(node.move)
        return line


@dataclass
class TkSolution:
    goal: TkGoal
    solved: bool
    keys: list[TkMove]
    tree: list[TkNode]
    nodes: int
    shortest: int | None = None   # the fewest attacker moves that succeed


class _Search:
    def __init__(self, goal: TkGoal, node_limit: int,
                 progress: Callable[[int], None] | None = None,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.goal, self.nodes, self.limit = goal, 0, node_limit
        self.progress, self.cancelled = progress, cancelled
        self.memo: dict[tuple[object, int], bool] = {}

    def _poll(self) -> None:
        if self.progress is not None:
            self.progress(self.nodes)
        if self.cancelled is not None and self.cancelled():
            raise SolveCancelled(f"cancelled after {self.nodes} nodes")

    def _outcome(self, position: Position) -> bool | None:
        if self.goal.victim in position.defeated:
            return False  # fell to the wrong kingdom (success is judged at the move)
        if self.goal.attacker in position.defeated or position.is_over:
            return False
        return None

    def _success(self, defeats: list[Defeat]) -> bool:
        return any(d.victim is self.goal.victim and d.taker is self.goal.attacker
                   for d in defeats)

    def wins(self, position: Position, budget: int) -> bool:
        """Does the attacker force the goal from `position` with `budget` moves left?"""
        key = (position.key(), budget)
        if key in self.memo:
            return self.memo[key]
        self.nodes += 1
        if self.nodes > self.limit:
            raise TimeoutError(f"more than {self.limit} nodes")
        if self.nodes % PROGRESS_EVERY == 0:
            self._poll()
        result = self._node(position, budget)
        self.memo[key] = result
        return result

    def _node(self, position: Position, budget: int) -> bool:
        if position.turn is self.goal.attacker:
            if budget == 0:
                return False
            for move in position.legal_moves():
                after, defeats = position.play(move)
                if self._success(defeats):
                    return True
                if self._outcome(after) is None and self.wins(after, budget - 1):
                    return True
            return False
        for move in position.legal_moves():
            after, defeats = position.play(move)
            if self._success(defeats):
                continue
            if self._outcome(after) is not None or not self.wins(after, budget):
                return False
        return True

    def tree(self, position: Position, budget: int) -> list[TkNode]:
        """The proof below `position` (which the attacker wins with `budget`)."""
        out = []
        if position.turn is self.goal.attacker:
            for move in position.legal_moves():
                after, defeats = position.play(move)
                node = TkNode(move, position.turn, defeats=defeats)
                if self._success(defeats):
                    return [node]
                if self._outcome(after) is None and budget > 1 and self.wins(after, budget - 1):
                    node.children = self.tree(after, budget - 1)
                    return [node]
            return []
        for move in position.legal_moves():
            after, defeats = position.play(move)
            node = TkNode(move, position.turn, defeats=defeats)
            if not self._success(defeats):
                node.children = self.tree(after, budget)
            out.append(node)
        return out


def solve(position: Position, goal: TkGoal, node_limit: int = 2_000_000, *,
          progress: Callable[[int], None] | None = None,
          cancelled: Callable[[], bool] | None = None) -> TkSolution:
    """Prove the goal (every key move, the shortest length, a solution tree of the first key).
    Raises ValueError if the attacker is not to move; TimeoutError past `node_limit` nodes;
    SolveCancelled when `cancelled()` turns true (polled with `progress` every
    PROGRESS_EVERY nodes)."""
    start, defeats = position.resolved()
    if start.turn is not goal.attacker:
        raise ValueError(f"{goal.attacker.label} must be to move (it is {start.turn.label})")
    search = _Search(goal, node_limit, progress, cancelled)
    shortest = next((n for n in range(1, goal.moves + 1) if search.wins(start, n)), None)
    keys = []
    if shortest is not None:
        for move in start.legal_moves():
            after, defeats = start.play(move)
            if search._success(defeats) or (search._outcome(after) is None
                                             and goal.moves > 1
                                             and search.wins(after, goal.moves - 1)):
                keys.append(move)
    tree = search.tree(start, shortest) if shortest is not None else []
    if progress is not None:
        progress(search.nodes)
    return TkSolution(goal, shortest is not None, keys, tree, search.nodes, shortest)
