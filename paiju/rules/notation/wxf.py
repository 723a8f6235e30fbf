"""WXF notation (``C2.5``, ``H8+7``, ``R+.3``, ``C--1``), written and read.

Conventions follow the World Xiangqi Federation's notation page (wxf.org, "Official xiangqi
piece names and notation", AXF 1980/82, adopted by WXF 1997): letters K A E H R C P; ``+``
forward, ``-`` backward, ``.`` sideways; two same-type pieces on a file replace the file digit
by ``+`` (front) or ``-`` (rear) after the letter (``R+.3``, ``C--1``). Soldiers: three on a
file are ``P+``/``P3``/``P-``; four ``++``/``P+``/``P-``/``--``; five ``++``/``P+``/``P3``/
``P-``/``--``; when two files each hold two or more, the letter becomes the file digit:
``3+.4``, ``33.4`` (middle of three), ``3-.4``.

The reader also takes ``=`` or nothing for sideways (``C2=5``, ``C25``), the letters B/N (and
G/S), lower case, the mark before the letter (``+R.3``), and trailing ``!``, ``?``, ``+``, ``#``.
"""

from __future__ import annotations

import re

from ..board import Board
from ..errors import InvalidMoveError
from ..moves import Move
from ..pieces import LETTER_TYPES, SOLDIER, PieceType
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

WXF_LETTERS: dict[PieceType, str] = {kind: "KAEHRCP"[kind - 1] for kind in PieceType}

# Designators by column size, front first: L = the piece letter, F = the file digit.
_TANDEM: dict[int, tuple[str, ...]] = {
    2: ("L+", "L-"),
    3: ("L+", "LF", "L-"),
    4: ("++", "L+", "L-", "--"),
    5: ("++", "L+", "LF", "L-", "--"),
}


def move_to_wxf(board: Board, move: Move) -> str:
    """The WXF text of a legal move, e.g. ``C2.5``. Raises IllegalMoveError."""
    require_legal(board, move)
    layout = Layout(board)
    facts = move_facts(layout, move)
    kind, n, i = facts.piece.piece_type, len(facts.column), facts.index
    letter, digit = WXF_LETTERS[kind], str(facts.from_file)
    if n == 1 or kind in UNMARKED_TYPES:
        head = letter + digit
    elif layout.two_files(kind):
        head = digit + ("+" if i == 0 else "-" if i == n - 1 else digit)
    elif n in _TANDEM:
        head = _TANDEM[n][i].replace("L", letter).replace("F", digit)
    else:
        raise InvalidMoveError(f"WXF has no designator for {n} pieces of one kind on a file "
                               f"(at most 5); write {move.iccs()} in ICCS or Chinese notation")
    return f"{head}{facts.direction.value}{facts.amount}"


_LETTERS = "".join(LETTER_TYPES)
_WXF_RE = re.compile(rf"""
    (?: (?P<letter>[{_LETTERS}]) (?P<tag>[1-9+-])      # C2  C+  P3
      | (?P<mark>[+-]) (?P<letter2>[{_LETTERS}])       # +C
      | (?P<file>[1-9]) (?P<ftag>[1-9+-])              # 3+  33  3-
      | (?P<double>\+\+|--) )                          # ++  --
    (?P<op>[-+.=]?) (?P<amount>[1-9])$
    """, re.VERBOSE)
_OPS = {"+": Direction.FORWARD, "-": Direction.BACKWARD, ".": Direction.SIDEWAYS,
        "=": Direction.SIDEWAYS, "": Direction.SIDEWAYS}
_SIGN_MARK = {"+": Mark.FRONT, "-": Mark.REAR}


def parse_wxf_query(text: str, fen: str) -> Query:
    """Read WXF text into a Query. Raises InvalidMoveError."""
    cleaned = text.strip().upper().rstrip("!?+#")  # a move ends in a digit: these annotate
    match = _WXF_RE.match(cleaned)
    if not match:
        raise InvalidMoveError(f"not a WXF move: {text!r} (expected like C2.5, H8+7, R+.3) "
                               f"in {fen}")
    g = match.groupdict()
    kind: PieceType = SOLDIER
    number: int | None = None
    selector: Selector | None = None
    if g["letter"]:
        kind = LETTER_TYPES[g["letter"]]
        if g["tag"].isdigit():
            number = int(g["tag"])
        else:
            selector = _SIGN_MARK[g["tag"]]
    elif g["letter2"]:
        kind, selector = LETTER_TYPES[g["letter2"]], _SIGN_MARK[g["mark"]]
    elif g["file"]:
        number = int(g["file"])
        if g["ftag"].isdigit():
            if g["ftag"] != g["file"]:
                raise InvalidMoveError(f"not a WXF move: {text!r} (a middle soldier repeats "
                                       f"its file digit, like 33.4) in {fen}")
            selector = Mark.MID
        else:
            selector = _SIGN_MARK[g["ftag"]]
    else:
        selector = Mark.FOREMOST if g["double"] == "++" else Mark.REARMOST
    if g["op"] == "" and (selector is not None or not g["letter"]):
        raise InvalidMoveError(f"not a WXF move: {text!r} (missing +, - or .) in {fen}")
    return Query(kind, Scheme.WXF, number, selector, _OPS[g["op"]], int(g["amount"]))


def parse_wxf(board: Board, text: str) -> Move:
    """The legal move WXF `text` names in `board`.

    Raises InvalidMoveError (not WXF), IllegalMoveError (no such legal move) or
    AmbiguousMoveError (several).
    """
    return resolve(board, text, parse_wxf_query(text, board.fen()))
