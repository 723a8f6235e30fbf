"""Solution trees <-> the line form of ``Puzzle`` (main line + full variation lines).

Tree formats (PGN, XQF, DhtmlXQ) build a ``Node`` tree while reading and flatten it with
``apply_tree``; writers rebuild the tree with ``tree_of``. The first child of a node is the main
continuation, so the first root-to-leaf path is the main line.
"""

from __future__ import annotations

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
        node = Node(move)
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


def apply_tree(puzzle: Puzzle, root: Node) -> None:
    """Store a tree in the puzzle: solution, variations, move comments and root comment."""
    lines: list[list[str]] = []
    comments: dict[tuple[str, ...], str] = {}
    # Iterative DFS (trees from files can be thousands of plies deep).
    stack: list[tuple[Node, tuple[str, ...]]] = [(root, ())]
    while stack:
        node, path = stack.pop()
        if node.move:
            path = (*path, node.move)
            if node.comment:
                comments[path] = node.comment
        if not node.children:
            if path:
                lines.append(list(path))
            continue
        for c in reversed(node.children):
            stack.append((c, path))
    puzzle.solution = lines[0] if lines else []
    puzzle.variations = lines[1:]
    puzzle.move_comments = comments
    if root.comment:
        puzzle.comment = root.comment
