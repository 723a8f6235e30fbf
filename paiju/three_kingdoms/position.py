"""Three Kingdoms positions: placement with owner and origin, defeated kingdoms, the banner
option, the kingdom to move and the counters; the position notation; moves and perft.

Position notation (docs/three-kingdoms.md)::

    <Shu half>|<Wu half>|<Wei half> <to move> <defeated> <banners> <clock> <move number>

Each half lists its ranks 4 (the bank) down to 0 (the back rank) separated by ``/``, files
a..i of that kingdom's own frame left to right; a digit counts empty points; a piece is its
kind letter (KABNRCPF), its owner's letter (r Shu, g Wu, b Wei) and, if different, its
origin's letter: ``Rg`` is a Wu chariot, ``Rgr`` a chariot of Shu's army now moved by Wu.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import core
from .geometry import POINT_NAMES, POINTS, Point, parse_point, point, rotate
from .kingdoms import Kind, Kingdom, TkPiece

_HALF_START = ("9", "P{o}1P{o}1P{o}1P{o}1P{o}", "1C{o}1F{o}1F{o}1C{o}1", "9",
               "R{o}N{o}B{o}A{o}K{o}A{o}B{o}N{o}R{o}")


def _start_text(banners: bool) -> str:
    halves = []
    for k in Kingdom:
        ranks = [rank.format(o=k.letter) for rank in _HALF_START]
        if not banners:
            ranks[2] = f"1C{k.letter}5C{k.letter}1"
        halves.append("/".join(ranks))
    return "|".join(halves) + f" r - {'F' if banners else '-'} 0 1"


STARTING_TEXT = _start_text(True)
STARTING_TEXT_NO_BANNERS = _start_text(False)


class InvalidPositionError(ValueError):
    """Position text that cannot be read; the message names the field and the text."""


class IllegalTkMoveError(ValueError):
    """A move that is not legal in the position, or move text that cannot be read."""


@dataclass(frozen=True, slots=True, order=True)
class TkMove:
    from_point: Point
    to_point: Point

    @property
    def code(self) -> int:
        return self.from_point | self.to_point << 8

    @classmethod
    def from_code(cls, code: int) -> TkMove:
        return cls(code & 255, code >> 8 & 255)

    def text(self) -> str:
        """``Shu:h2-Wu:b0``."""
        return f"{POINT_NAMES[self.from_point]}-{POINT_NAMES[self.to_point]}"

    @classmethod
    def parse(cls, text: str) -> TkMove:
        """Read ``Shu:h2-Wu:b0``. Raises IllegalTkMoveError for text that is not a move."""
        a, sep, b = text.strip().partition("-")
        try:
            if not sep:
                raise ValueError("no '-' between the two points")
            return cls(parse_point(a), parse_point(b))
        except ValueError as exc:
            raise IllegalTkMoveError(f"not a move: {text!r} ({exc})") from None

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True, slots=True)
class Defeat:
    """A kingdom defeated: by the capture of its general or with no legal move on its turn;
    `taker` took over its army."""

    victim: Kingdom
    taker: Kingdom
    by_capture: bool

    @property
    def rule(self) -> str:
        return "general-captured" if self.by_capture else "no-legal-move"

    def describe(self) -> str:
        how = "its general was captured" if self.by_capture else "it had no legal move"
        return f"{self.victim.label} is defeated ({how}); {self.taker.label} takes over its army"


@dataclass(frozen=True)
class Position:
    placement: dict[Point, TkPiece]
    turn: Kingdom = Kingdom.SHU
    defeated: frozenset[Kingdom] = frozenset()
    banners: bool = True
    clock: int = 0          # consecutive moves without capture or defeat
    move_number: int = 1    # 1 before the first move; one kingdom's turn is one move
    _board: bytes = field(default=b"", repr=False, compare=False)

    def __post_init__(self) -> None:
        buf = bytearray(POINTS)
        for p, piece in self.placement.items():
            buf[p] = piece.code
        object.__setattr__(self, "_board", bytes(buf))

    # --- notation ------------------------------------------------------------------------
    @classmethod
    def start(cls, banners: bool = True) -> Position:
        return cls.from_text(STARTING_TEXT if banners else STARTING_TEXT_NO_BANNERS)

    @classmethod
    def from_text(cls, text: str) -> Position:
        """Read the position notation (or ``startpos``). Raises InvalidPositionError."""
        if text.strip().lower() == "startpos":
            return cls.start()
        fields = text.split()
        if len(fields) != 6:
            raise InvalidPositionError(
                f"position needs 6 fields (placement, to move, defeated, banners, clock, "
                f"move number), got {len(fields)}: {text!r}")
        halves = fields[0].split("|")
        if len(halves) != 3:
            raise InvalidPositionError(f"placement needs 3 halves separated by '|': {fields[0]!r}")
        placement: dict[Point, TkPiece] = {}
        for k, half_text in zip(Kingdom, halves, strict=True):
            _read_half(k, half_text, placement)
        turn = _kingdom_field("to move", fields[1])
        defeated = frozenset() if fields[2] == "-" else frozenset(
            _kingdom_field("defeated", c) for c in fields[2])
        if fields[3] not in ("F", "-"):
            raise InvalidPositionError(f"banner field must be 'F' or '-': {fields[3]!r}")
        if turn in defeated:
            raise InvalidPositionError(f"{turn.label} is to move but marked defeated")
        clock, number = _count("clock", fields[4]), _count("move number", fields[5])
        if number < 1:
            raise InvalidPositionError(f"move number must be 1 or more: {fields[5]!r}")
        return cls(placement, turn, defeated, fields[3] == "F", clock, number)

    def text(self) -> str:
        halves = []
        for k in Kingdom:
            ranks = []
            for r in range(4, -1, -1):
                out, empty = "", 0
                for f in range(9):
                    piece = self.placement.get(point(k, f, r))
                    if piece is None:
                        empty += 1
                        continue
                    out += (str(empty) if empty else "") + piece.symbol()
                    empty = 0
                ranks.append(out + (str(empty) if empty else ""))
            halves.append("/".join(ranks))
        defeated = "".join(k.letter for k in sorted(self.defeated)) or "-"
        return (f"{'|'.join(halves)} {self.turn.letter} {defeated} "
                f"{'F' if self.banners else '-'} {self.clock} {self.move_number}")

    def __str__(self) -> str:
        return self.text()

    # --- queries -------------------------------------------------------------------------
    @property
    def board_bytes(self) -> bytes:
        """The compiled core's board: 135 piece bytes (kind | origin << 4 | owner << 6)."""
        return self._board

    @property
    def defeated_mask(self) -> int:
        return sum(1 << k for k in self.defeated)

    @property
    def in_play(self) -> tuple[Kingdom, ...]:
        return tuple(k for k in Kingdom if k not in self.defeated)

    def general(self, kingdom: Kingdom) -> Point | None:
        for p, piece in self.placement.items():
            if piece.kind is Kind.GENERAL and piece.origin is kingdom:
                return p
        return None

    def previous_in_play(self, kingdom: Kingdom) -> Kingdom:
        k = kingdom.previous
        while k in self.defeated and k is not kingdom:
            k = k.previous
        return k

    def legal_moves(self) -> list[TkMove]:
        """The legal moves of the kingdom to move (none once the game is over)."""
        if self.is_over:
            return []
        codes = core.legal_moves(self._board, self.turn, self.defeated_mask)
        return sorted(TkMove.from_code(c) for c in codes)

    def attackers(self, target: Point, kingdom: Kingdom) -> list[Point]:
        """Rival pieces attacking `target` (and rival generals facing it on an open line)
        for a general owned by `kingdom`."""
        return sorted(set(core.attackers(self._board, target, kingdom)))

    @property
    def is_over(self) -> bool:
        return len(self.in_play) <= 1

    def key(self) -> tuple[bytes, int, int]:
        """What a repetition compares: placement with owners and origins, defeated, to move."""
        return self._board, self.defeated_mask, int(self.turn)

    # --- play ----------------------------------------------------------------------------
    def play(self, move: TkMove) -> tuple[Position, list[Defeat]]:
        """The position after `move`, with takeovers and defeats by no legal move applied."""
        if self.is_over:
            raise IllegalTkMoveError(f"{move.text()}: the game is over")
        try:
            board, turn, mask, events = core.play(self._board, self.turn,
                                                  self.defeated_mask, move.code)
        except ValueError:
            raise IllegalTkMoveError(
                f"{move.text()} is not a legal move for {self.turn.label}") from None
        capture = move.to_point in self.placement
        return self._next(board, turn, mask, events, capture, moved=True)

    def resolved(self) -> tuple[Position, list[Defeat]]:
        """Defeat the kingdom to move while it has no legal move (a position read from text
        may start there)."""
        board, turn, mask, events = core.resolve(self._board, self.turn, self.defeated_mask)
        return self._next(board, turn, mask, events, False, moved=False)

    def _next(self, board: bytes, turn: int, mask: int, events: list[tuple[int, int, int]],
              capture: bool, moved: bool) -> tuple[Position, list[Defeat]]:
        placement = {p: TkPiece.from_code(c) for p, c in enumerate(board) if c}
        defeats = [Defeat(Kingdom(v), Kingdom(t), bool(c)) for v, t, c in events]
        reset = capture or bool(defeats)
        clock = 0 if reset else self.clock + int(moved)
        position = Position(placement, Kingdom(turn),
                            frozenset(k for k in Kingdom if mask >> k & 1), self.banners,
                            clock, self.move_number + int(moved))
        return position, defeats

    def perft(self, depth: int) -> int:
        """Leaves of the legal move tree at `depth` moves (a kingdom with no legal move is
        defeated on the way, not counted as a move; a finished game has no leaves)."""
        return int(core.perft(self._board, self.turn, self.defeated_mask, depth))

    def perft_divide(self, depth: int) -> list[tuple[TkMove, int]]:
        if depth < 1:
            raise ValueError("divide needs a depth of 1 or more")
        position, _ = self.resolved()
        return [(m, position.play(m)[0].perft(depth - 1)) for m in position.legal_moves()]

    def rotated(self, turns: int = 1) -> Position:
        """The same position with every kingdom replaced by the one `turns` further in play
        order (points, owners, origins, defeated and the kingdom to move)."""
        def rot(k: Kingdom) -> Kingdom:
            return Kingdom((k + turns) % 3)

        placement = {rotate(p, turns): TkPiece(pc.kind, rot(pc.origin), rot(pc.owner))
                     for p, pc in self.placement.items()}
        return replace(self, placement=placement, turn=rot(self.turn),
                       defeated=frozenset(rot(k) for k in self.defeated))

    def with_banners(self, banners: bool) -> Position:
        return replace(self, banners=banners)


def _kingdom_field(name: str, text: str) -> Kingdom:
    if len(text) != 1 or text not in "rgb":
        raise InvalidPositionError(f"{name} must be r (Shu), g (Wu) or b (Wei): {text!r}")
    return Kingdom.from_name(text)


def _count(name: str, text: str) -> int:
    if not text.isdigit():
        raise InvalidPositionError(f"{name} must be a whole number: {text!r}")
    return int(text)


def _read_half(k: Kingdom, text: str, placement: dict[Point, TkPiece]) -> None:
    ranks = text.split("/")
    if len(ranks) != 5:
        raise InvalidPositionError(f"{k.label}'s half needs 5 ranks separated by '/': {text!r}")
    for r, rank_text in zip(range(4, -1, -1), ranks, strict=True):
        f, i = 0, 0
        where = f"{k.label} rank {r} {rank_text!r}"
        while i < len(rank_text):
            c = rank_text[i]
            if c.isdigit():
                f += int(c)
                i += 1
                continue
            try:
                kind = Kind.from_letter(c) if c.isupper() else None
            except ValueError:
                kind = None
            if kind is None:
                raise InvalidPositionError(f"{where}: {c!r} is not a piece letter")
            tail = ""
            i += 1
            while i < len(rank_text) and rank_text[i] in "rgb" and len(tail) < 2:
                tail += rank_text[i]
                i += 1
            if not tail:
                raise InvalidPositionError(f"{where}: piece {c!r} needs an owner letter r/g/b")
            owner = Kingdom.from_name(tail[0])
            origin = Kingdom.from_name(tail[-1])
            if f > 8:
                raise InvalidPositionError(f"{where}: more than 9 points")
            placement[point(k, f, r)] = TkPiece(kind, origin, owner)
            f += 1
        if f != 9:
            raise InvalidPositionError(f"{where}: {f} points instead of 9")
