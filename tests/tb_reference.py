"""A plain reference tablebase for the tests: brute force over the public Board API.

Independent of paiju.tablebase: it lists every placement of a material (and of every
material its captures lead to) on the points docs/rules.md allows, keeps those where the side
not to move is not in check, joins them by Board.legal_moves into one graph, and solves
the graph by textbook retrograde analysis in distance order. The perpetual-check rule is
the nested fixpoint of its definition, computed on the explicit graph: side X keeps a draw
only where it can stay among the undecided positions making infinitely many moves that
give no check; a position where exactly one side cannot is lost for that side.

Values: ("win" | "loss", plies) or ("draw", None) or ("win" | "loss", None) by the rule.
"""

from __future__ import annotations

import itertools
from array import array
from collections import deque
from collections.abc import Iterator

from paiju.rules import Board, Color, Piece, PieceType

LETTER = {"R": PieceType.CHARIOT, "H": PieceType.HORSE, "C": PieceType.CANNON,
          "P": PieceType.SOLDIER, "A": PieceType.ADVISOR, "E": PieceType.ELEPHANT,
          "K": PieceType.GENERAL}

PALACE = {(f, r) for f in (3, 4, 5) for r in (0, 1, 2)}
ADVISOR = {(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)}
ELEPHANT = {(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)}
SOLDIER = ({(f, r) for f in range(9) for r in range(5, 10)}
           | {(f, r) for f in (0, 2, 4, 6, 8) for r in (3, 4)})
ANYWHERE = {(f, r) for f in range(9) for r in range(10)}
RED_POINTS = {PieceType.GENERAL: PALACE, PieceType.ADVISOR: ADVISOR,
              PieceType.ELEPHANT: ELEPHANT, PieceType.SOLDIER: SOLDIER}

Material = tuple[tuple[PieceType, ...], tuple[PieceType, ...]]
Key = tuple[str, int]
Value = tuple[str, int | None]


def points(kind: PieceType, color: Color) -> list[int]:
    red = RED_POINTS.get(kind, ANYWHERE)
    return sorted(r * 9 + f if color == Color.RED else (9 - r) * 9 + f for f, r in red)


def material(sig: str) -> Material:
    """``"KRKA"`` -> ((general, chariot), (general, advisor)), Red first as written."""
    second = sig.index("K", 1)
    return (tuple(LETTER[c] for c in sig[:second]), tuple(LETTER[c] for c in sig[second:]))


def captures_closure(top: Material) -> set[Material]:
    seen = {top}
    todo = [top]
    while todo:
        red, black = todo.pop()
        for side, men in ((0, red), (1, black)):
            for i, kind in enumerate(men):
                if kind == PieceType.GENERAL:
                    continue
                rest = men[:i] + men[i + 1:]
                sub = (rest, black) if side == 0 else (red, rest)
                if sub not in seen:
                    seen.add(sub)
                    todo.append(sub)
    return seen


def placements(mat: Material) -> Iterator[dict[int, Piece]]:
    men = [(Piece(k, Color.RED)) for k in mat[0]] + [Piece(k, Color.BLACK) for k in mat[1]]
    domains = [points(p.piece_type, p.color) for p in men]
    for squares in itertools.product(*domains):
        if len(set(squares)) == len(squares):
            yield dict(zip(squares, men, strict=True))


def positions(mat: Material) -> Iterator[Board]:
    for placement in placements(mat):
        for side in (Color.RED, Color.BLACK):
            board = Board.empty()
            board.set_piece_map(placement)
            board.turn = Color(1 - side)
            if board.is_check():  # the side not to move in check: no legal position
                continue
            board.turn = side
            yield board


class Reference:
    """Every position of a signature and of its captures, solved. Positions are numbered;
    a child is stored as 2 * number + (1 if the move gave check)."""

    def __init__(self, sig: str) -> None:
        self.keys: list[Key] = []
        self.number: dict[Key, int] = {}
        self.children: list[array[int]] = []
        boards = [b for mat in captures_closure(material(sig)) for b in positions(mat)]
        for board in boards:
            self._id((board.board_fen(), int(board.turn)))
        for board in boards:
            kids = array("q")
            for move in list(board.legal_moves):
                check = board.gives_check(move)
                board.push(move)
                kids.append(2 * self.number[(board.board_fen(), int(board.turn))] + check)
                board.pop()
            self.children.append(kids)
        self.values = dict(zip(self.keys, self._solve(), strict=True))

    def _id(self, key: Key) -> int:
        self.number[key] = len(self.keys)
        self.keys.append(key)
        return self.number[key]

    def _solve(self) -> list[Value]:
        n = len(self.keys)
        parents: list[list[int]] = [[] for _ in range(n)]
        for k, kids in enumerate(self.children):
            for c in kids:
                parents[c >> 1].append(k)
        left = [len(kids) for kids in self.children]
        dist: list[int | None] = [None] * n
        queue = deque(k for k in range(n) if left[k] == 0)
        for k in queue:
            dist[k] = 0
        while queue:
            k = queue.popleft()
            dk = dist[k]
            assert dk is not None
            for p in parents[k]:
                if dist[p] is not None:
                    continue
                if dk % 2 == 0:  # k lost for its mover: p wins at once
                    dist[p] = dk + 1
                    queue.append(p)
                else:
                    left[p] -= 1
                    if left[p] == 0:
                        dist[p] = dk + 1
                        queue.append(p)
        values: list[Value] = [
            ("draw", None) if d is None else ("win" if d % 2 else "loss", d) for d in dist]
        undecided = {k for k in range(n) if dist[k] is None}
        lose = [undecided - self._keeps_quiet_draw(x, undecided) for x in (0, 1)]
        for k in undecided:
            red, black = k in lose[0], k in lose[1]
            if red != black:
                loser = 0 if red else 1
                values[k] = ("loss" if self.keys[k][1] == loser else "win", None)
        return values

    def _keeps_quiet_draw(self, x: int, undecided: set[int]) -> set[int]:
        """nu Z. mu Y. {x to move: a quiet move into Z, or any move into Y}
        | {other to move: every move that stays undecided goes into Y}."""
        z = set(undecided)
        while True:
            y: set[int] = set()
            grew = True
            while grew:
                grew = False
                for k in z - y:
                    kids = [(c >> 1, c & 1) for c in self.children[k] if c >> 1 in undecided]
                    if self.keys[k][1] == x:
                        ok = any((c in z and not chk) or c in y for c, chk in kids)
                    else:
                        ok = all(c in y for c, _ in kids)
                    if ok:
                        y.add(k)
                        grew = True
            if y == z:
                return z
            z = y
