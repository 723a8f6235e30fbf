"""The search's static exchange evaluation (``xqe_see`` in paiju/native/search.c), through
its test hook ``paiju._native.Searcher.see``, on exchanges checked by hand.

Piece values in the search: general 5000, advisor 200, elephant 200, horse 430,
chariot 1000, cannon 460, soldier 100. The swap list is played out on a copy, each
capture made, so the attacks the core generates after each capture decide who comes
next: a cannon screen that leaves or a second screen that goes, a horse's leg, an
elephant's eye, the flying general. Two documented limits: pins are not looked at (a
pinned defender still recaptures), and the list stops as soon as the side to capture is
behind whether it captures or not (the usual early exit), so the value is exact in sign
but may overstate the first capture's gain when the last recapture is only a
consolation (a soldier taking a horse that another horse defends: 430, where playing the
exchange out gives 330).
"""

from __future__ import annotations

import pytest

from paiju import _native
from paiju.rules import Board, Move

FILES = "abcdefghi"


def position(pieces: dict[str, str], red_to_move: bool = True) -> Board:
    """A board from ``{"e5": "n", ...}`` (FEN letters: upper case Red, lower case Black)."""
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for f in FILES:
            piece = pieces.get(f"{f}{rank}")
            if piece is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + piece
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return Board("/".join(rows) + (" w" if red_to_move else " b") + " - - 0 1")


def see(board: Board, move: str) -> int:
    m = Move.from_iccs(move)
    assert m in set(board.legal_moves), f"{move} is not legal in {board.fen()}"
    return _native.Searcher.see(board.native_position(), m.code)


KINGS = {"d9": "k", "f0": "K"}  # on different files: no flying general unless asked


def test_an_undefended_piece_is_won_whole() -> None:
    assert see(position({**KINGS, "a5": "R", "e5": "n"}), "a5e5") == 430


def test_a_chariot_taking_a_defended_soldier_loses_the_exchange() -> None:
    # Ra5xe5, ...e6xe5: the chariot (1000) for a soldier (100).
    assert see(position({**KINGS, "a5": "R", "e5": "p", "e6": "p"}), "a5e5") == -900


def test_a_cannon_screen_that_captures_takes_its_cannon_out_of_the_exchange() -> None:
    # Red chariot e3 is the screen of the cannon e1 against e5; the black horse on e5 is
    # defended by the chariot e9.
    board = position({**KINGS, "e1": "C", "e3": "R", "e5": "n", "e9": "r"})
    # Cxe5 (over the chariot) first: ...Rxe5 would lose the chariot to Rxe5, so Black
    # does not retake: +430.
    assert see(board, "e1e5") == 430
    # Rxe5 first: the cannon has lost its screen and cannot retake after ...Rxe5:
    # 430 - 1000 = -570.
    assert see(board, "e3e5") == -570


def test_a_cannon_whose_second_screen_captures_joins_in() -> None:
    # The black soldier e5 is defended by the chariot e7; the cannon e9 stands behind two
    # screens (advisor e8, chariot e7). Rxe5 Rxe5 Rxe5: once the black chariot has left
    # e7 the cannon has one screen and takes the second red chariot: -900 for Red.
    pieces = {**KINGS, "a5": "R", "i5": "R", "e5": "p", "e7": "r", "e8": "a", "e9": "c"}
    assert see(position(pieces), "a5e5") == -900
    # Without the cannon Red comes out a soldier up: Rxe5 and Black does not retake.
    del pieces["e9"]
    assert see(position(pieces), "a5e5") == 100


def test_a_horse_defends_only_with_its_leg_free() -> None:
    # Black horse d7 defends e5 over its leg d6.
    pieces = {**KINGS, "a5": "R", "e5": "p", "d7": "n"}
    assert see(position(pieces), "a5e5") == 100 - 1000
    pieces["d6"] = "P"  # a red soldier on the leg
    assert see(position(pieces), "a5e5") == 100


def test_an_elephant_defends_only_with_its_eye_free() -> None:
    # Black elephant e7 defends c5 over its eye d6.
    pieces = {**KINGS, "c1": "R", "c5": "p", "e7": "b"}
    assert see(position(pieces), "c1c5") == 100 - 1000
    pieces["d6"] = "P"  # a red soldier on the eye
    assert see(position(pieces), "c1c5") == 100


def test_the_flying_general_is_the_last_attacker() -> None:
    # Rxe8 (an advisor) next to the black general e9; ...Kxe8 would face the red general
    # on the open e-file, which then "takes" it: Black cannot retake, Red wins the advisor.
    board = position({"e9": "k", "e0": "K", "e5": "R", "e8": "a"})
    assert see(board, "e5e8") == 200
    # The red general off the file: ...Kxe8 stands and the chariot is lost for an advisor.
    board = position({"e9": "k", "f0": "K", "e5": "R", "e8": "a"})
    assert see(board, "e5e8") == 200 - 1000


def test_pins_are_not_looked_at() -> None:
    # The black chariot e7 may not leave the e-file (the red chariot e1 would then check
    # the general e9), yet the exchange counts its recapture on d7: Rxd7 ...Rxd7 = -900,
    # where the game gives Red the soldier (+100).
    board = position({"e9": "k", "f0": "K", "e1": "R", "d1": "R", "d7": "p", "e7": "r"})
    pinned = board.copy()
    pinned.push_iccs("d1d7")
    assert Move.from_iccs("e7d7") not in set(pinned.legal_moves)
    assert see(board, "d1d7") == -900


def test_the_early_exit_keeps_the_sign_not_the_size() -> None:
    # A red soldier takes the black horse e5, which the horse d7 can retake (430 - 100 =
    # 330 in full), but the exchange stops when Black is behind either way: 430.
    pieces = {**KINGS, "e4": "P", "e5": "n", "d7": "n"}
    assert see(position(pieces), "e4e5") == 430


def test_a_move_that_is_no_capture_is_refused_with_its_code() -> None:
    board = position({**KINGS, "a5": "R", "e5": "n"})
    quiet = Move.from_iccs("a5a6")
    with pytest.raises(ValueError, match=f"move code {quiet.code} is not a capture"):
        _native.Searcher.see(board.native_position(), quiet.code)
    with pytest.raises(ValueError, match="not a capture"):
        _native.Searcher.see(board.native_position(), 1 << 20)
