"""Share strings: encode a problem, read it back, reject bad strings with a clear message."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paiju import rules as xiangqi
from paiju.puzzles.model import Puzzle, Stipulation
from paiju.puzzles.share import PREFIX, ShareStringError, decode, encode, share_string

ROOK_MATE = "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"


def test_format_is_prefix_fen_and_stipulation() -> None:
    assert encode(ROOK_MATE, Stipulation(1)) == "paiju:3k5/9/9/9/9/9/9/9/4R4/4K4_w;#1"
    assert encode(ROOK_MATE) == "paiju:3k5/9/9/9/9/9/9/9/4R4/4K4_w"
    assert " " not in encode(xiangqi.STARTING_FEN, Stipulation(7, max_quiet=1))


def test_other_fen_dialects_are_written_canonically() -> None:
    wxf_letters = "3k5/9/9/9/9/9/9/9/4R4/3HK4 r"
    assert encode(wxf_letters, Stipulation(2, checks_only=True)) == \
        "paiju:3k5/9/9/9/9/9/9/9/4R4/3NK4_w;checks#2"


@pytest.mark.parametrize("stip", [None, Stipulation(1), Stipulation(5, checks_only=True),
                                  Stipulation(7, max_quiet=1)])
def test_round_trip_keeps_position_side_and_stipulation(stip: Stipulation | None) -> None:
    puzzle = Puzzle(fen="4k4/9/9/9/9/9/9/9/9/3K1R3 b - - 0 1", title="dropped",
                    stipulation=stip)
    back = decode(share_string(puzzle))
    assert back.fen == puzzle.fen
    assert back.stipulation == stip
    assert back.title == ""  # metadata is not part of a share string


def test_reading_is_lenient_about_case_spaces_and_whitespace() -> None:
    back = decode("  Paiju:3k5/9/9/9/9/9/9/9/4R4/4K4 w;#1\n")
    assert back.fen == ROOK_MATE and back.stipulation == Stipulation(1)


@pytest.mark.parametrize(("text", "words"), [
    ("", "empty"),
    ("fen:3k5/9/9/9/9/9/9/9/4R4/4K4_w", "must start with 'paiju:'"),
    ("paiju:3k5/9/9/9/9/9/9/9/4R4/4K4_w;mate3", "stipulation 'mate3'"),
    ("paiju:3k5/9/9/9/9/9/9/9/4R4/4K4_w;#0", "stipulation '#0'"),
    ("paiju:3k5/9/9/9/9/9/9/9/4R4/4K4_x", "side-to-move"),
    ("paiju:3k5/9/9_w", "expected 10 ranks"),
    ("paiju:3k5/9/9/9/9/9/9/9/4R4/4K4", "expected <placement>_<side>"),
    ("paiju:3k5/9/9/9/9/9/9/9/4X4/4K4_w", "'X' is not a piece letter"),
])
def test_bad_strings_name_the_bad_part(text: str, words: str) -> None:
    with pytest.raises(ShareStringError, match=None) as info:
        decode(text)
    assert words in str(info.value)
    assert isinstance(info.value, ValueError)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_text_either_reads_or_raises_share_string_error(text: str) -> None:
    try:
        puzzle = decode(PREFIX + text)
    except ShareStringError:
        return
    assert decode(share_string(puzzle)).fen == puzzle.fen
