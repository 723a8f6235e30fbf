"""DhtmlXQ / UBB text: ``[DhtmlXQ]...[/DhtmlXQ]`` blocks of ``[DhtmlXQ_tag]value[/DhtmlXQ_tag]``.

``binit`` is 64 digits: 32 pieces (Red then Black, R N B A K A B N R C C P P P P P) as
``x y`` with x the file from Red's left and y the row from Black's back rank (``99`` =
captured). ``movelist`` is the main line, four digits ``x1 y1 x2 y2`` per move.
``move_a_b_c`` is variation c: the moves that replace ply b (1-based) of branch a (0 = main).
``commentN`` follows main-line ply N (``comment0`` is on the start position); ``commentC_N``
follows ply N of variation C. ``||`` inside a comment is a line break.
"""

from __future__ import annotations

import re

from paiju import rules as xiangqi

from .model import Collection, Puzzle
from .native import MAX_TREE_PLIES
from .problems import LoadResult, Problems, excerpt
from .tree import Node, apply_tree

_BLOCK_RE = re.compile(r"\[DhtmlXQ\](.*?)(?:\[/DhtmlXQ\]|\Z)", re.S | re.I)
_MARK_RE = re.compile(r"\[(/?)DhtmlXQ_(\w+)\]", re.I)
_PIECE_LETTERS = "RNBAKABNRCCPPPPP"
_TEXT_TAGS = {"title": "title", "author": "author", "date": "date", "event": "source"}
_MAX_BRANCHES = 100_000
_DIGITS_RE = re.compile(r"[0-9]*")


def _square(x: int, y: int) -> int:
    return (9 - y) * 9 + x


def _moves(digits: str) -> list[str] | None:
    digits = re.sub(r"\s+", "", digits)
    if len(digits) % 4 or not _DIGITS_RE.fullmatch(digits):
        return None
    out = []
    for i in range(0, len(digits), 4):
        x1, y1, x2, y2 = (int(c) for c in digits[i:i + 4])
        if x1 > 8 or x2 > 8 or (x1, y1) == (x2, y2):
            return None
        out.append(xiangqi.Move(_square(x1, y1), _square(x2, y2)).iccs())
    return out


def _board(tags: dict[str, str]) -> xiangqi.Board:
    """The start position from ``fen`` or ``binit`` (the opening position if neither)."""
    if tags.get("fen", "").strip():
        return xiangqi.Board(tags["fen"].strip())
    binit = re.sub(r"\s+", "", tags.get("binit", ""))
    if not binit:
        return xiangqi.Board()
    if len(binit) != 64 or not _DIGITS_RE.fullmatch(binit):
        raise ValueError(f"binit must be 64 digits 0-9, found {excerpt(binit)}")
    board = xiangqi.Board.empty()
    for i in range(32):
        x, y = int(binit[2 * i]), int(binit[2 * i + 1])
        if x > 8:
            continue
        sq = _square(x, y)
        if board.piece_at(sq) is not None:
            raise ValueError(f"binit puts two pieces on {xiangqi.SQUARE_NAMES[sq]}")
        letter = _PIECE_LETTERS[i % 16]
        board.set_piece_at(sq, xiangqi.Piece.from_symbol(letter if i < 16 else letter.lower()))
    return board


def _comment(text: str) -> str:
    return text.replace("||", "\n").replace("\r\n", "\n").strip()


def _legal_prefix(board: xiangqi.Board, line: list[str]) -> tuple[int, str]:
    """How many moves of ``line`` are legal from ``board``, and why the next is not."""
    b = board.copy(stack=False)
    for i, mv in enumerate(line):
        move = xiangqi.Move.from_iccs(mv)
        if not b.is_legal(move):
            return i, f"{mv} is not legal ({b.turn.label} to move)"
        b.push(move)
    return len(line), ""


def _find(root: Node, path: list[str]) -> Node | None:
    node = root
    for mv in path:
        found = next((c for c in node.children if c.move == mv), None)
        if found is None:
            return None
        node = found
    return node


def _puzzle(tags: dict[str, str], problems: Problems, lineno: int) -> Puzzle | None:
    try:
        board = _board(tags)
    except ValueError as exc:
        problems.add(lineno, str(exc), None, "fen" if tags.get("fen", "").strip() else "binit")
        return None
    main = _moves(tags.get("movelist", ""))
    if main is None:
        problems.add(lineno, "expected groups of four digits (x1 y1 x2 y2)", None, "movelist")
        main = []
    if main:
        piece = board.piece_at(xiangqi.Move.from_iccs(main[0]).from_square)
        if piece is not None:
            board.turn = piece.color
    lines: dict[int, list[str]] = {0: main}
    variations = []
    for key, value in tags.items():
        m = re.fullmatch(r"move_([0-9]{1,9})_([0-9]{1,9})_([0-9]{1,9})", key, re.A)
        if m:
            variations.append((int(m.group(3)), int(m.group(1)), int(m.group(2)), key, value))
    root = Node(comment=_comment(tags.get("comment0", "")))
    budget = MAX_TREE_PLIES - len(main)
    for branch, parent, ply, key, value in sorted(variations)[:_MAX_BRANCHES]:
        moves = _moves(value)
        if moves is None or parent not in lines or not 1 <= ply <= len(lines[parent]) + 1:
            problems.add(lineno, "bad variation (unknown branch, ply or moves); skipped", None,
                         key[:40])
            continue
        budget -= ply - 1 + len(moves)
        if budget < 0:
            problems.add(lineno, f"the tree holds more than {MAX_TREE_PLIES} plies in all; "
                         "skipped", None, key[:40])
            continue
        lines[branch] = lines[parent][:ply - 1] + moves
    for branch, line in lines.items():
        good, why = _legal_prefix(board, line)
        if good < len(line):
            problems.add(lineno, f"branch {branch}, ply {good + 1}: {why}; rest of the branch "
                         "skipped", None, "movelist" if branch == 0 else f"branch {branch}")
        node = root
        for mv in line[:good]:
            node = node.child(mv)
    for key, value in tags.items():
        m = re.fullmatch(r"comment(?:([0-9]{1,9})_)?([0-9]{1,9})", key)
        if not m or key == "comment0":
            continue
        branch, ply = int(m.group(1) or 0), int(m.group(2))
        line = lines.get(branch, [])
        found = _find(root, line[:ply]) if 1 <= ply <= len(line) else None
        if found is None:
            problems.add(lineno, "no such move; comment dropped", None, key[:40])
            continue
        found.comment = _comment(value)
    puzzle = Puzzle(fen=board.fen())
    for tag, attr in _TEXT_TAGS.items():
        if tags.get(tag, "").strip():
            setattr(puzzle, attr, tags[tag].strip())
    if tags.get("remark", "").strip():
        puzzle.extra["remark"] = _comment(tags["remark"])
    if tags.get("result", "").strip():
        puzzle.extra["result"] = tags["result"].strip()
    dropped = apply_tree(puzzle, root)
    if dropped:
        problems.add(lineno, f"{dropped} lines dropped: the tree holds more than "
                     f"{MAX_TREE_PLIES} plies in all", None, "move")
    return puzzle


def _tags(body: str) -> dict[str, str]:
    """``[DhtmlXQ_name]value[/DhtmlXQ_any]`` pairs in one pass (a value ends at the first
    closing tag; openings inside a value are part of it)."""
    tags: dict[str, str] = {}
    current: tuple[str, int] | None = None
    for m in _MARK_RE.finditer(body):
        if not m.group(1):
            if current is None:
                current = (m.group(2).lower(), m.end())
        elif current is not None:
            tags[current[0]] = body[current[1]:m.start()]
            current = None
    return tags


def read(text: str, path: str = "<string>") -> LoadResult:
    problems = Problems(path)
    collection = Collection()
    blocks = list(_BLOCK_RE.finditer(text))
    if not blocks:
        problems.add(1, "no [DhtmlXQ] block found", None, "file")
    lineno, counted = 1, 0
    for block in blocks:
        lineno += text.count("\n", counted, block.start())
        counted = block.start()
        tags = _tags(block.group(1))
        puzzle = _puzzle(tags, problems, lineno)
        if puzzle is not None:
            collection.puzzles.append(puzzle)
    return LoadResult(collection, problems.close(), "dhtmlxq")
