"""XQStudio's binary XQF format (versions up to 18, plain and encrypted).

Layout (little-endian): a 1024-byte header, then the move records. The header holds the magic
``XQ``, the version, four key bytes, 32 piece positions (``file*10 + rank``, 0xFF = captured;
Red then Black, in the order R N B A K A B N R C C P P P P P) and GB18030 text fields, each a
length byte followed by its characters. From version 11 on the positions and records are
encrypted with keys derived from the header. A record is four bytes (from, to, flags, spare),
optionally followed by a 32-bit comment length and the comment. Records form a tree in
depth-first order: the flag "next" means the following record continues after this move; the
flag "variation" means that, after that subtree, a record follows that replaces this move.
"""

from __future__ import annotations

import struct
from array import array

from paiju import rules as xiangqi

from .model import Collection, Puzzle
from .native import MAX_TREE_PLIES
from .problems import LoadResult, Problems, PuzzleFileError
from .tree import Node, apply_tree

HEADER_SIZE = 0x400
MAX_VERSION = 18
_PIECE_LETTERS = "RNBAKABNRCCPPPPP"
_COPYRIGHT = b"[(C) Copyright Mr. Dong Shiwei.]"
# (offset of the length byte, capacity, field name)
_TEXT_FIELDS = (
    (0x50, 63, "title"), (0xD0, 63, "event"), (0x110, 15, "date"), (0x120, 15, "place"),
    (0x130, 15, "red"), (0x140, 15, "black"), (0x150, 63, "timerule"),
    (0x1D0, 15, "commentator"), (0x1E0, 15, "author"),
)
_RESULTS = {1: "1-0", 2: "0-1", 3: "1/2-1/2", 4: "1/2-1/2"}
_TYPES = {0: "game", 1: "opening", 2: "middlegame", 3: "endgame"}
MAX_RECORDS = 2_000_000
"""Most move records read from one file (a puzzle, not a database)."""
MAX_TREE_NODES = 200_000
"""Most moves kept in one file's tree."""


def _key(b: int, c: int) -> int:
    return (((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * c & 0xFF


class _Keys:
    """The decryption keys of one file (all zero for versions up to 10)."""

    def __init__(self, header: bytes, version: int) -> None:
        self.xy = self.xyf = self.xyt = self.rmk = 0
        self.f32 = bytes(32)
        if version <= 10:
            return
        mask, or_a, or_b, or_c, or_d = header[3], *header[8:12]
        keys_sum, head_xy, head_xyf, head_xyt = header[12:16]
        self.xy = _key(head_xy, head_xy)
        self.xyf = _key(head_xyf, self.xy)
        self.xyt = _key(head_xyt, self.xyf)
        self.rmk = ((keys_sum * 256 + head_xy) % 32000) + 767
        fkey = ((keys_sum & mask) | or_a, (head_xy & mask) | or_b,
                (head_xyf & mask) | or_c, (head_xyt & mask) | or_d)
        self.f32 = bytes(c & fkey[i % 4] for i, c in enumerate(_COPYRIGHT))


def _text(header: bytes, offset: int, capacity: int) -> str:
    n = min(header[offset], capacity)
    raw = header[offset + 1:offset + 1 + n].split(b"\x00", 1)[0]
    return raw.decode("gb18030", errors="replace").strip()


def _point(value: int) -> int | None:
    """XQF ``file*10 + rank`` -> our point, or None when off the board."""
    if value > 89:
        return None
    return (value % 10) * 9 + value // 10


def _placement(header: bytes, version: int, keys: _Keys,
               problems: Problems) -> dict[int, xiangqi.Piece]:
    raw = header[0x10:0x30]
    values = list(raw)
    if version >= 12:
        values = [0] * 32
        for i in range(32):
            values[(keys.xy + i + 1) & 0x1F] = raw[i]
    placement: dict[int, xiangqi.Piece] = {}
    for i, v in enumerate(values):
        sq = _point((v - keys.xy) & 0xFF)
        if sq is None:
            continue
        letter = _PIECE_LETTERS[i % 16]
        piece = xiangqi.Piece.from_symbol(letter if i < 16 else letter.lower())
        if sq in placement:
            problems.add(1, f"two pieces on {xiangqi.SQUARE_NAMES[sq]}; "
                         f"{piece.describe()} ignored", None, "header")
            continue
        placement[sq] = piece
    return placement


class _Reader:
    """Walks the decrypted record stream."""

    def __init__(self, body: bytes, version: int, keys: _Keys) -> None:
        self.body, self.version, self.keys, self.pos = body, version, keys, 0

    def record(self) -> tuple[int, int, bool, bool, str]:
        """(from, to, has_next, has_variation, comment); raises EOFError/ValueError."""
        if self.pos + 4 > len(self.body):
            raise EOFError
        b0, b1, flags, _ = self.body[self.pos:self.pos + 4]
        self.pos += 4
        if self.version <= 10:
            has_next, has_var = bool(flags & 0xF0), bool(flags & 0x0F)
            length = self._int()
            frm, to = (b0 - 0x18) & 0xFF, (b1 - 0x20) & 0xFF
        else:
            has_next, has_var = bool(flags & 0x80), bool(flags & 0x40)
            length = self._int() - self.keys.rmk if flags & 0x20 else 0
            frm = (b0 - 0x18 - self.keys.xyf) & 0xFF
            to = (b1 - 0x20 - self.keys.xyt) & 0xFF
        if length < 0 or self.pos + length > len(self.body):
            raise ValueError(f"comment length {length} runs past the end of the file")
        raw = self.body[self.pos:self.pos + length]
        self.pos += length
        comment = raw.split(b"\x00", 1)[0].decode("gb18030", errors="replace")
        return frm, to, has_next, has_var, comment.replace("\r\n", "\n").strip()

    def _int(self) -> int:
        if self.pos + 4 > len(self.body):
            raise EOFError
        (value,) = struct.unpack_from("<i", self.body, self.pos)
        self.pos += 4
        return int(value)


def _square_name(value: int) -> str:
    sq = _point(value)
    return xiangqi.SQUARE_NAMES[sq] if sq is not None else f"off-board value {value}"


def read(data: bytes, path: str = "<bytes>") -> LoadResult:
    """Read one XQF file (one puzzle). Raises PuzzleFileError if it is not a usable XQF."""
    if len(data) < HEADER_SIZE or data[:2] != b"XQ":
        what = "truncated" if data[:2] == b"XQ" else "not an XQF file (no 'XQ' magic)"
        raise PuzzleFileError(f"{path}: {what}: an XQF file starts with a "
                              f"{HEADER_SIZE}-byte header, this file has {len(data)} bytes")
    version = data[2]
    if version > MAX_VERSION:
        raise PuzzleFileError(f"{path}: XQF version {version} is newer than the supported "
                              f"{MAX_VERSION}")
    if version > 10 and sum(data[12:16]) & 0xFF:
        raise PuzzleFileError(f"{path}: damaged XQF header (key checksum is not zero)")
    problems = Problems(path)
    keys = _Keys(data, version)
    board = xiangqi.Board.empty()
    board.set_piece_map(_placement(data, version, keys, problems))
    body = data[HEADER_SIZE:]
    if version > 10:
        body = _decrypt(body, keys.f32)
    reader = _Reader(body, version, keys)
    root = Node()
    try:
        _, _, root_next, _, root.comment = reader.record()
    except EOFError:
        root_next = False
    except ValueError as exc:
        problems.add(1, str(exc), None, "move data")
        root_next = False
    first = _first_mover(reader, board)
    if first is not None:
        board.turn = first
    start_fen = board.fen()
    _read_tree(reader, root, board, root_next or reader.pos < len(body), problems)

    meta = {name: _text(data, off, cap) for off, cap, name in _TEXT_FIELDS}
    puzzle = Puzzle(fen=start_fen, title=meta.pop("title"), author=meta.pop("author"),
                    date=meta.pop("date"))
    puzzle.source = meta.pop("event")
    for name, value in meta.items():
        if value:
            puzzle.extra[f"xqf_{name}"] = value
    if data[0x33] in _RESULTS:
        puzzle.extra["result"] = _RESULTS[data[0x33]]
    if data[0x40] in _TYPES:
        puzzle.extra["xqf_type"] = _TYPES[data[0x40]]
    dropped = apply_tree(puzzle, root)
    if dropped:
        problems.add(1, f"{dropped} lines dropped: the tree holds more than "
                     f"{MAX_TREE_PLIES} plies in all", None, "move data")
    return LoadResult(Collection(puzzles=[puzzle]), problems.close(), "xqf")


def _decrypt(body: bytes, f32: bytes) -> bytes:
    """Subtract the 32-byte key, cycled, from every byte (one translate per key byte)."""
    out = bytearray(body)
    for k in range(32):
        table = bytes((c - f32[k]) & 0xFF for c in range(256))
        out[k::32] = body[k::32].translate(table)
    return bytes(out)


def _first_mover(reader: _Reader, board: xiangqi.Board) -> xiangqi.Color | None:
    """The colour of the piece that makes the first move (XQF does not store the turn)."""
    saved = reader.pos
    try:
        frm, _, _, _, _ = reader.record()
    except (EOFError, ValueError):
        return None
    finally:
        reader.pos = saved
    sq = _point(frm)
    piece = board.piece_at(sq) if sq is not None else None
    return piece.color if piece is not None else None


def _read_tree(reader: _Reader, root: Node, board: xiangqi.Board, has_moves: bool,
               problems: Problems) -> None:
    """Read the records depth-first with an explicit stack (no recursion limit).

    One board follows the current path. A record with the variation flag leaves its parent
    and the parent's depth on the stack; every record read until that variation starts lies
    below the parent, so taking the board back to that depth restores its position. The
    stack costs 16 bytes a record (a list of parents and an array of depths).
    """
    if not has_moves:
        return
    board = board.copy()
    pending_parents: list[Node | None] = []
    pending_depths = array("q")
    parent: Node | None = root
    depth = 0  # moves on the board
    count = nodes = 0
    while True:
        count += 1
        if count > MAX_RECORDS:
            problems.add(1, f"more than {MAX_RECORDS} move records; the rest is skipped",
                         None, "move data")
            return
        try:
            frm, to, has_next, has_var, comment = reader.record()
        except EOFError:
            problems.add(1, f"truncated after {count - 1} moves", None, "move data")
            return
        except ValueError as exc:
            problems.add(1, f"move {count}: {exc}", None, "move data")
            return
        if has_var:
            pending_parents.append(parent)
            pending_depths.append(depth)
        node = None
        if parent is not None:
            if nodes >= MAX_TREE_NODES:
                problems.add(1, f"more than {MAX_TREE_NODES} moves; the rest is skipped",
                             None, "move data")
                return
            node = _play(board, frm, to, count, problems)
            if node is not None:
                nodes += 1
                depth += 1
                node.comment = comment
                existing = next((c for c in parent.children if c.move == node.move), None)
                if existing is None:
                    parent.children.append(node)
                else:
                    node = existing
        if has_next:
            parent = node
            continue
        if not pending_parents:
            return
        parent = pending_parents.pop()
        target = pending_depths.pop()
        while depth > target:
            board.pop()
            depth -= 1


def _play(board: xiangqi.Board, frm: int, to: int, count: int,
          problems: Problems) -> Node | None:
    f, t = _point(frm), _point(to)
    if f is None or t is None or f == t:
        problems.add(1, f"move {count}: {_square_name(frm)}-{_square_name(to)} is not a move; "
                     "its branch is skipped", None, "move data")
        return None
    move = xiangqi.Move(f, t)
    if not board.is_legal(move):
        problems.add(1, f"move {count}: {move.iccs()} is not legal "
                     f"({board.turn.label} to move); its branch is skipped", None, "move data")
        return None
    board.push(move)
    return Node(move.iccs())
