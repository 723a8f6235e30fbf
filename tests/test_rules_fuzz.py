"""Fuzz targets for the rules module's text inputs: FEN, ICCS and notation parsing.

Any text either parses or raises the module's own ValueError subclass; never
another exception, never a crash of the compiled core.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from paiju.rules import Board, InvalidFenError, Move
from paiju.rules.errors import AmbiguousMoveError, IllegalMoveError, InvalidMoveError
from paiju.rules.fen import STARTING_FEN
from paiju.rules.notation import parse_move

FEN_ALPHABET = "rnbakcpRNBAKCPEHGSehgs0123456789/ wbr-"
MOVE_ALPHABET = "abcdefghiknpr0123456789+-.=车马炮兵卒帅将进退平前后一二三四五六七八九１２３ "
MOVE_ERRORS = (InvalidMoveError, IllegalMoveError, AmbiguousMoveError)


def mutate(text: str, data: st.DataObject) -> str:
    chars = list(text)
    for _ in range(data.draw(st.integers(1, 6))):
        i = data.draw(st.integers(0, len(chars)))
        action = data.draw(st.sampled_from(("insert", "delete", "replace")))
        ch = data.draw(st.sampled_from(FEN_ALPHABET))
        if action == "insert":
            chars.insert(i, ch)
        elif chars and i < len(chars):
            if action == "delete":
                del chars[i]
            else:
                chars[i] = ch
    return "".join(chars)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_mutated_fens_parse_or_raise_invalid_fen(data: st.DataObject) -> None:
    text = mutate(STARTING_FEN, data)
    try:
        board = Board(text)
    except InvalidFenError:
        return
    # Whatever parsed is a position the core can work with.
    assert Board(board.fen()).fen() == board.fen()
    board.validate()
    list(board.legal_moves)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_random_text_fens(text: str) -> None:
    try:
        Board(text)
    except InvalidFenError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=MOVE_ALPHABET, max_size=8))
def test_random_move_text(text: str) -> None:
    board = Board()
    try:
        move = parse_move(board, text)
    except MOVE_ERRORS:
        return
    assert move in board.legal_moves
    try:
        Move.from_iccs(text)
    except InvalidMoveError:
        pass
