"""Solution trees <-> the line form of ``Puzzle`` (main line + full variation lines).

Tree formats (PGN, XQF, DhtmlXQ) build a ``Node`` tree while reading and flatten it with
``apply_tree``; writers rebuild the tree with ``tree_of``. The first child of a node is the main
continuation, so the first root-to-leaf path is the main line.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from .model import Puzzle


@dataclass(slots=True)
class Node:
    """A move of the tree (``move`` is "" for the root) and the comment after it."""

    move: str = ""
    comment: str = ""
    children: list[Node] = field(default_factory=list)

    def child(self, move: str) -> Node:
        """The child for ``move``, created (as the last child) when missing."""
        for c in self.children:
            if c.move == move:
                return c
        node = Node(sys.intern(move))  # one string per distinct move, not per node
        self.children.append(node)
        return node


def tree_of(puzzle: Puzzle) -> Node:
    """The solution tree of a puzzle, comments attached; the root carries ``comment``."""
    root = Node(comment=puzzle.comment)
    for line in puzzle.lines():
        node = root
        for mv in line:
            node = node.child(mv)
    for path, text in puzzle.move_comments.items():
        node = root
        for mv in path:
            node = node.child(mv)
        node.comment = text
    return root


def apply_tree(puzzle: Puzzle, root: Node, max_plies: int = 2_000_000) -> int:
    """Store a tree in the puzzle: solution, variations, move comments and root comment.

    Lines are stored whole, so at most ``max_plies`` plies in all are kept (a deep tree with
    many short branches would otherwise need memory quadratic in its size); returns how many
    lines were dropped for that.
    """
    lines: list[list[str]] = []
    comments: dict[tuple[str, ...], str] = {}
    budget, dropped = max_plies, 0
    path: list[str] = []
    # Iterative DFS over (node, depth of its parent) with one shared path: trees from files
    # can be hundreds of thousands of plies deep.
    stack: list[tuple[Node, int]] = [(root, -1)]
    while stack:
        node, depth = stack.pop()
        if depth >= 0:
            del path[depth:]
            path.append(node.move)
            if node.comment and budget >= len(path):
                budget -= len(path)
                comments[tuple(path)] = node.comment
        if not node.children:
            if path:
                if len(path) <= budget:
                    budget -= len(path)
                    lines.append(list(path))
                else:
                    dropped += 1
            continue
        for c in reversed(node.children):
            stack.append((c, depth + 1))
    puzzle.solution = lines[0] if lines else []
    puzzle.variations = lines[1:]
    puzzle.move_comments = comments
    if root.comment:
        puzzle.comment = root.comment
    return dropped
