"""A deliberately naive Three Kingdoms move generator, written apart from the real one.

It shares no code with paiju/three_kingdoms/geometry.py or the C core: points are
(kingdom, file, rank) tuples, every move is found by walking one step at a time with
`step`, which reads docs/rules.md section 7 directly (crossing the river only from rank 4 going
up, into the neighbour whose border both files belong to; file e forks), and a general is
attacked when a rival piece found by walking back from it could step onto it. Slow; only for
checking the fast generator.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

Pt = tuple[int, int, int]            # kingdom, file, rank
Head = tuple[int, int]               # df, dr in the current half's local frame
Piece = tuple[int, int, int]         # kind, origin, owner
Board = dict[Pt, Piece]

GENERAL, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER, BANNER = range(1, 9)
STRAIGHT: tuple[Head, ...] = ((0, 1), (0, -1), (-1, 0), (1, 0))


@cache
def step(p: Pt, head: Head) -> tuple[tuple[Pt, Head], ...]:
    """One step from p; a step up from rank 4 crosses (both files e..i: next kingdom, both
    a..e: previous kingdom; the arriving frame is turned round, so the heading flips).
    Geometry only: remembered per (point, heading)."""
    k, f, r = p
    df, dr = head
    nf, nr = f + df, r + dr
    if nr == 5:
        out = []
        if 4 <= f <= 8 and 4 <= nf <= 8:
            out.append((((k + 1) % 3, 8 - nf, 4), (-df, -dr)))
        if 0 <= f <= 4 and 0 <= nf <= 4:
            out.append((((k + 2) % 3, 8 - nf, 4), (-df, -dr)))
        return tuple(out)
    if 0 <= nf <= 8 and 0 <= nr <= 4:
        return (((k, nf, nr), head),)
    return ()


def in_palace(p: Pt, kingdom: int) -> bool:
    return p[0] == kingdom and 3 <= p[1] <= 5 and 0 <= p[2] <= 2


@cache
def lines(p: Pt) -> tuple[tuple[Pt, ...], ...]:
    """Each line from p as the list of points along it (a fork gives two lists); the walk is
    the same for every position, so it is done once per point."""
    return tuple(tuple(path) for path in _walk_lines(p))


def _walk_lines(p: Pt) -> Iterator[list[Pt]]:
    def walk(at: Pt, head: Head, path: list[Pt]) -> Iterator[list[Pt]]:
        nxt = step(at, head)
        if not nxt:
            yield path
        for q, h in nxt:
            yield from walk(q, h, [*path, q])
    for head in STRAIGHT:
        yield from walk(p, head, [])


def _side(head: Head, s: int) -> Head:
    return (s, head[1]) if head[0] == 0 else (head[0], s)


def targets(board: Board, p: Pt) -> set[Pt]:
    """Points the piece on p may move to (ignoring its own general's safety)."""
    kind, origin, owner = board[p]
    out: set[Pt] = set()

    def free(q: Pt) -> bool:
        return q not in board

    def landable(q: Pt) -> bool:
        return q not in board or board[q][2] != owner

    if kind in (CHARIOT, CANNON):
        for path in lines(p):
            screen = False
            for q in path:
                if free(q):
                    if not screen:
                        out.add(q)
                    continue
                if kind == CHARIOT or screen:
                    if landable(q):
                        out.add(q)
                    break
                screen = True
    elif kind == HORSE:
        for head in STRAIGHT:
            for leg, h in step(p, head):
                if free(leg):
                    for s in (-1, 1):
                        out.update(q for q, _ in step(leg, _side(h, s)) if landable(q))
    elif kind == BANNER:
        for head in STRAIGHT:
            for a, h1 in step(p, head):
                if free(a):
                    for b, h2 in step(a, h1):
                        if free(b):
                            for s in (-1, 1):
                                out.update(q for q, _ in step(b, _side(h2, s)) if landable(q))
    elif kind == ELEPHANT and p[0] == origin:
        for df in (-1, 1):
            for dr in (-1, 1):
                eye, land = (p[0], p[1] + df, p[2] + dr), (p[0], p[1] + 2 * df, p[2] + 2 * dr)
                if 0 <= land[1] <= 8 and 0 <= land[2] <= 4 and free(eye) and landable(land):
                    out.add(land)
    elif kind in (GENERAL, ADVISOR) and in_palace(p, origin):
        deltas = STRAIGHT if kind == GENERAL else ((1, 1), (1, -1), (-1, 1), (-1, -1))
        for df, dr in deltas:
            q = (p[0], p[1] + df, p[2] + dr)
            if in_palace(q, origin) and landable(q):
                out.add(q)
    elif kind == SOLDIER:
        if p[0] == origin:
            out.update(q for q, _ in step(p, (0, 1)) if landable(q))
        else:
            for head in ((0, -1), (-1, 0), (1, 0)):
                out.update(q for q, _ in step(p, head) if landable(q))
    return out


def attacked(board: Board, g: Pt, mover: int) -> bool:
    """Is the general of `mover` on g attacked by a rival piece, or facing a rival general?"""
    for path in lines(g):
        pieces = [q for q in path if q in board][:2]
        if pieces and board[pieces[0]][2] != mover and board[pieces[0]][0] in (CHARIOT, GENERAL):
            return True
        if len(pieces) == 2 and board[pieces[1]][2] != mover and board[pieces[1]][0] == CANNON:
            return True
    return any(q in board and board[q][2] != mover and board[q][0] not in (CHARIOT, CANNON)
               and g in targets(board, q) for q in near(g))


@cache
def near(g: Pt) -> frozenset[Pt]:
    """Every point within three steps of g along some walk (straight or diagonal): any
    attacker other than a chariot or cannon stands there. Geometry only, so done once."""
    found: set[Pt] = set()
    frontier = {g}
    for _ in range(3):
        frontier = {q for p in frontier for h in STRAIGHT + ((1, 1), (1, -1), (-1, 1), (-1, -1))
                    for q, _ in step(p, h)}
        found |= frontier
    return frozenset(found)


def attacked_by_all_moves(board: Board, g: Pt, mover: int) -> bool:
    """The same question answered by generating every rival piece's moves (slowest)."""
    if any(board[q][2] != mover and g in targets(board, q) for q in board):
        return True
    for path in lines(g):
        pieces = [q for q in path if q in board]
        if pieces and board[pieces[0]][0] == GENERAL and board[pieces[0]][2] != mover:
            return True
    return False


class State:
    def __init__(self, board: Board, turn: int, defeated: set[int]) -> None:
        self.board, self.turn, self.defeated = board, turn, defeated
        self._legal: list[tuple[Pt, Pt]] | None = None  # remembered: resolve() asks first

    def alive(self) -> list[int]:
        return [k for k in range(3) if k not in self.defeated]

    def general(self, k: int) -> Pt | None:
        return next((p for p, pc in self.board.items() if pc[0] == GENERAL and pc[1] == k), None)

    def after(self, p: Pt, q: Pt) -> State:
        board = dict(self.board)
        piece, captured = board.pop(p), board.get(q)
        board[q] = piece
        defeated = set(self.defeated)
        mover = piece[2]
        if captured is not None and captured[0] == GENERAL:
            defeated.add(captured[1])
            board = {x: (pc[0], pc[1], mover if pc[2] == captured[1] else pc[2])
                     for x, pc in board.items()}
        turn = next(k for k in ((mover + 1) % 3, (mover + 2) % 3, mover) if k not in defeated)
        return State(board, turn, defeated)

    def legal(self) -> list[tuple[Pt, Pt]]:
        if self._legal is None:
            self._legal = self._generate()
        return self._legal

    def _generate(self) -> list[tuple[Pt, Pt]]:
        out = []
        for p, pc in self.board.items():
            if pc[2] != self.turn:
                continue
            for q in targets(self.board, p):
                child = self.after(p, q)
                g = child.general(self.turn)
                if g is not None and not attacked(child.board, g, self.turn):
                    out.append((p, q))
        return out

    def resolve(self) -> State:
        state = self
        while len(state.alive()) > 1 and not state.legal():
            victim = state.turn
            taker = next(k for k in ((victim + 2) % 3, (victim + 1) % 3) if k not in state.defeated)
            board = {x: (pc[0], pc[1], taker if pc[2] == victim else pc[2])
                     for x, pc in state.board.items()
                     if not (pc[0] == GENERAL and pc[1] == victim)}
            defeated = state.defeated | {victim}
            turn = next(k for k in ((victim + 1) % 3, (victim + 2) % 3) if k not in defeated)
            state = State(board, turn, defeated)
        return state


def perft(state: State, depth: int) -> int:
    if depth == 0:
        return 1
    state = state.resolve()
    if len(state.alive()) <= 1:
        return 0
    moves = state.legal()
    if depth == 1:
        return len(moves)
    return sum(perft(state.after(p, q), depth - 1) for p, q in moves)


def from_position(position: object) -> State:
    """A State from a xiangqi.three_kingdoms Position (only its plain fields are read)."""
    board: Board = {}
    for index, piece in position.placement.items():  # type: ignore[attr-defined]
        k, rest = divmod(index, 45)
        board[(k, rest % 9, rest // 9)] = (int(piece.kind), int(piece.origin), int(piece.owner))
    return State(board, int(position.turn),  # type: ignore[attr-defined]
                 {int(k) for k in position.defeated})  # type: ignore[attr-defined]


def name(p: Pt) -> str:
    return f"{('Shu', 'Wu', 'Wei')[p[0]]}:{'abcdefghi'[p[1]]}{p[2]}"
