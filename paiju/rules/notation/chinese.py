"""Chinese notation (``炮二平五``, ``马8进7``, ``前炮退二``), written and read.

Conventions: files and numbers are Chinese numerals for Red and Arabic digits for Black
(象棋竞赛规则 2020, 1.1); 进/退/平 for forward, backward, sideways; 前/后 before the piece name
(file omitted) for two same-type pieces on a file, 前/中/后 for three (rules 7.5). Advisors and
elephants take no mark (the front one can only retreat). Four or five soldiers on a file are
一二三四五 from the front, in Chinese numerals for both sides (xqbase move standard,
xqbase.com/protocol/cchess_move.htm). When two files each hold two or more soldiers the mark
keeps the file and drops the piece name, ``前三平四`` (Chinese Wikipedia, 象棋 中式记谱法; it
mirrors WXF's ``3+.4``).

The reader takes simplified and traditional characters and every variant piece name
(马/馬/傌, 车/車/俥, 炮/砲/包, 帅/帥/将/將, ...), 进/進, 后/後, full-width digits, either kind of
numeral for either side, and the other common tandem forms: 前兵三平四, 炮前退二, 前二三四(后)
for four or five soldiers, and xqbase's single 一..五 series over two doubled files.
"""

from __future__ import annotations

import unicodedata

from ..board import Board
from ..errors import InvalidMoveError
from ..moves import Move
from ..pieces import BLACK, CHINESE_NAMES, RED, SOLDIER, Color, PieceType
from ._layout import (
    UNMARKED_TYPES,
    Direction,
    Layout,
    Mark,
    Query,
    Scheme,
    Selector,
    move_facts,
    require_legal,
    resolve,
)

NUMERALS = "一二三四五六七八九"
SIMPLIFIED_NAMES: dict[tuple[Color, PieceType], str] = {
    (color, kind): name
    for color, names in ((RED, "帅仕相马车炮兵"), (BLACK, "将士象马车炮卒"))
    for kind, name in zip(PieceType, names, strict=True)
}
_OP_TEXT = {
    False: {Direction.FORWARD: "进", Direction.BACKWARD: "退", Direction.SIDEWAYS: "平"},
    True: {Direction.FORWARD: "進", Direction.BACKWARD: "退", Direction.SIDEWAYS: "平"},
}
_REAR_TEXT = {False: "后", True: "後"}


def _number(color: Color, value: int, fullwidth: bool) -> str:
    if color is RED:
        return NUMERALS[value - 1]
    return chr(0xFF10 + value) if fullwidth else str(value)


def move_to_chinese(board: Board, move: Move, *, traditional: bool = False,
                    fullwidth: bool = False) -> str:
    """The Chinese text of a legal move, e.g. ``炮二平五``. Raises IllegalMoveError.

    Simplified characters by default (帅仕相马车炮兵 / 将士象马车炮卒); `traditional` writes
    帥仕相傌俥炮兵 / 將士象馬車砲卒 with 進 and 後. `fullwidth` writes Black's digits as
    ``１２３`` as many Chinese files do.
    """
    require_legal(board, move)
    layout = Layout(board)
    facts = move_facts(layout, move)
    color, kind = facts.piece.color, facts.piece.piece_type
    name = (CHINESE_NAMES if traditional else SIMPLIFIED_NAMES)[(color, kind)]
    n, i = len(facts.column), facts.index
    marks = ("前", "中", _REAR_TEXT[traditional])
    position = 0 if i == 0 else 2 if i == n - 1 else 1
    if n == 1 or kind in UNMARKED_TYPES:
        head = name + _number(color, facts.from_file, fullwidth)
    elif layout.two_files(kind):
        head = marks[position] + _number(color, facts.from_file, fullwidth)
    elif n <= 3:
        head = marks[position] + name
    else:
        head = NUMERALS[i] + name
    return (head + _OP_TEXT[traditional][facts.direction]
            + _number(color, facts.amount, fullwidth))


_PIECE_CHARS: dict[str, PieceType] = {
    char: kind
    for chars, kind in (("帅帥将將", PieceType.GENERAL), ("仕士", PieceType.ADVISOR),
                        ("相象", PieceType.ELEPHANT), ("马馬傌", PieceType.HORSE),
                        ("车車俥伡", PieceType.CHARIOT), ("炮砲包", PieceType.CANNON),
                        ("兵卒", PieceType.SOLDIER))
    for char in chars
}
_NUMBER_CHARS = {char: value for value, char in enumerate(NUMERALS, 1)} | {
    str(value): value for value in range(1, 10)}
_MARK_CHARS = {"前": Mark.FRONT, "中": Mark.MID, "后": Mark.REAR, "後": Mark.REAR}
_OP_CHARS = {"进": Direction.FORWARD, "進": Direction.FORWARD, "退": Direction.BACKWARD,
             "平": Direction.SIDEWAYS}
CHINESE_CHARS = frozenset(_PIECE_CHARS) | frozenset(_MARK_CHARS) | frozenset(_OP_CHARS) \
    | frozenset(NUMERALS)
"""Characters that mark text as Chinese notation."""


_CLASS = {char: cls for cls, table in (("P", _PIECE_CHARS), ("N", _NUMBER_CHARS),
                                       ("M", _MARK_CHARS), ("O", _OP_CHARS)) for char in table}
_HEADS = frozenset({
    # what may stand before the direction and number
    "PN",   # 炮二
    "MP",   # 前炮
    "PM",   # 炮前
    "MN",   # 前三 (soldiers on two doubled files)
    "MPN",  # 前兵三
    "NP",   # 二兵 (position from the front)
    "NPN",  # 二兵三
})


def parse_chinese_query(text: str, fen: str) -> Query:
    """Read Chinese text into a Query. Raises InvalidMoveError."""
    cleaned = "".join(unicodedata.normalize("NFKC", text).split()).rstrip("!?+#")
    shape = ""
    kinds: list[PieceType] = []
    numbers: list[int] = []
    marks: list[Mark] = []
    directions: list[Direction] = []
    for char in cleaned:
        if char in _PIECE_CHARS:
            kinds.append(_PIECE_CHARS[char])
        elif char in _NUMBER_CHARS:
            numbers.append(_NUMBER_CHARS[char])
        elif char in _MARK_CHARS:
            marks.append(_MARK_CHARS[char])
        elif char in _OP_CHARS:
            directions.append(_OP_CHARS[char])
        shape += _CLASS.get(char, "?")
    if not shape.endswith("ON") or shape[:-2] not in _HEADS:
        raise InvalidMoveError(f"not a Chinese move: {text!r} (expected like 炮二平五, "
                               f"马8进7 or 前炮退二) in {fen}")
    kind = kinds[0] if kinds else SOLDIER
    selector: Selector | None = marks[0] if marks else None
    number: int | None = numbers[0] if len(numbers) > 1 else None
    if shape.startswith("N"):
        if numbers[0] > 5:
            raise InvalidMoveError(f"not a Chinese move: {text!r} ({cleaned[0]} is no "
                                   f"soldier position, 一 to 五) in {fen}")
        selector = numbers[0]
        number = numbers[1] if len(numbers) > 2 else None
    return Query(kind, Scheme.CHINESE, number, selector, directions[0], numbers[-1])


def parse_chinese(board: Board, text: str) -> Move:
    """The legal move Chinese `text` names in `board`.

    Raises InvalidMoveError (not Chinese notation), IllegalMoveError (no such legal move) or
    AmbiguousMoveError (several).
    """
    return resolve(board, text, parse_chinese_query(text, board.fen()))
