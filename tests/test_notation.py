"""Notation: ICCS, WXF and Chinese writers and parsers against the real rules core."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shared_corpus import corpus_file

from paiju.rules import (
    SOLDIER,
    AmbiguousMoveError,
    Board,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Severity,
)
from paiju.rules.notation import (
    Notation,
    detect_notation,
    format_line,
    format_move,
    move_to_chinese,
    move_to_iccs,
    move_to_wxf,
    parse_chinese,
    parse_iccs,
    parse_move,
    parse_wxf,
)

# Sparse Red-to-move positions with tandem pieces and crowded soldier files; their mirrors
# give the same cases for Black.
SPARSE = {
    "five soldiers on a file": "2P1k4/2P6/2P6/2P6/2P6/9/9/9/4A4/3K1A3 w",
    "four soldiers and one": "4k4/2P6/2P3P2/2P6/2P6/9/9/9/4A4/3K1A3 w",
    "three and two (WXF example)": "4k4/9/6P2/2P3P2/2P3P2/9/9/9/9/3K5 w",
    "two, two and one": "4k4/9/1P5P1/1P5P1/9/4P4/9/9/9/3K5 w",
    "two doubled files (xqbase example)": "4k4/3P1P3/9/3P1P3/9/9/9/9/9/3K5 w",
    "tandem chariots, cannons, horses": "3k5/4a4/3a5/9/2R1C4/2R1C4/2N6/2NA1A3/4K4/2B6 w",
    "tandem advisors and elephants": "3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w",
}


def sparse_boards() -> list[Board]:
    boards = [Board(fen) for fen in SPARSE.values()]
    return boards + [board.mirror() for board in boards]


def test_sparse_positions_are_valid() -> None:
    for board in sparse_boards():
        errors = [i.message for i in board.validate() if i.severity is Severity.ERROR]
        assert errors == [], board.fen()
        assert board.legal_moves


# -- writing -------------------------------------------------------------------------------

def texts(board: Board, iccs: str) -> tuple[str, str, str]:
    move = Move.from_iccs(iccs)
    return (move_to_wxf(board, move), move_to_chinese(board, move),
            move_to_chinese(board, move, traditional=True))


def test_start_position_examples() -> None:
    board = Board()
    assert texts(board, "h2e2") == ("C2.5", "炮二平五", "炮二平五")
    assert texts(board, "b0c2") == ("H8+7", "马八进七", "傌八進七")
    assert texts(board, "i0i1") == ("R1+1", "车一进一", "俥一進一")
    assert texts(board, "g0e2") == ("E3+5", "相三进五", "相三進五")
    assert texts(board, "f0e1") == ("A4+5", "仕四进五", "仕四進五")
    assert texts(board, "e0e1") == ("K5+1", "帅五进一", "帥五進一")
    assert texts(board, "b2b1") == ("C8-1", "炮八退一", "炮八退一")
    assert move_to_iccs(Move.from_iccs("h2e2")) == "h2e2"
    board.push(Move.from_iccs("h2e2"))
    assert texts(board, "h9g7") == ("H8+7", "马8进7", "馬8進7")
    assert texts(board, "h7e7") == ("C8.5", "炮8平5", "砲8平5")
    assert texts(board, "a9a8") == ("R1+1", "车1进1", "車1進1")
    assert texts(board, "e9e8") == ("K5+1", "将5进1", "將5進1")
    assert texts(board, "c6c5") == ("P3+1", "卒3进1", "卒3進1")
    assert move_to_chinese(board, Move.from_iccs("h7e7"), fullwidth=True) == "炮８平５"


def test_piece_names_per_side() -> None:
    red, black = Board(), Board()
    black.turn = black.turn.other
    for traditional, expect_red, expect_black in ((False, "帅仕相马车炮兵", "将士象马车炮卒"),
                                                  (True, "帥仕相傌俥炮兵", "將士象馬車砲卒")):
        for board, expected in ((red, expect_red), (black, expect_black)):
            used = {move_to_chinese(board, m, traditional=traditional)[0]
                    for m in board.legal_moves}
            assert used == set(expected)


def moves_written(board: Board) -> dict[str, tuple[str, str]]:
    return {m.iccs(): (move_to_wxf(board, m), move_to_chinese(board, m))
            for m in board.legal_moves}


def test_tandem_pieces_front_and_rear() -> None:
    written = moves_written(Board(SPARSE["tandem chariots, cannons, horses"]))
    assert written["c5d5"] == ("R+.6", "前车平六")
    assert written["c4d4"] == ("R-.6", "后车平六")
    assert written["e4e3"] == ("C--1", "后炮退一")
    assert written["e5e6"] == ("C++1", "前炮进一")
    assert written["c3a4"] == ("H++9", "前马进九")
    assert written["c2d0"] == ("H--6", "后马退六")


def test_advisors_and_elephants_take_no_mark() -> None:
    written = moves_written(Board(SPARSE["tandem advisors and elephants"]))
    assert written["d0e1"] == ("A6+5", "仕六进五")
    assert written["d2e1"] == ("A6-5", "仕六退五")
    assert written["c0e2"] == ("E7+5", "相七进五")
    assert written["c4e2"] == ("E7-5", "相七退五")


def test_wxf_page_examples_three_and_two() -> None:
    # wxf.org: 3 tandem pawns on the 3rd file and 2 on the 7th.
    written = moves_written(Board(SPARSE["three and two (WXF example)"]))
    assert written["g7f7"] == ("3+.4", "前三平四")
    assert written["g6f6"] == ("33.4", "中三平四")
    assert written["g5f5"] == ("3-.4", "后三平四")
    assert written["c6d6"] == ("7+.6", "前七平六")
    assert written["c5d5"] == ("7-.6", "后七平六")


def test_wxf_page_examples_five_four_three() -> None:
    five = moves_written(Board(SPARSE["five soldiers on a file"]))
    assert [five[f"c{r}d{r}"] for r in (9, 8, 7, 6, 5)] == [
        ("++.6", "一兵平六"), ("P+.6", "二兵平六"), ("P7.6", "三兵平六"),
        ("P-.6", "四兵平六"), ("--.6", "五兵平六")]
    four = moves_written(Board(SPARSE["four soldiers and one"]))
    assert [four[f"c{r}d{r}"] for r in (8, 7, 6, 5)] == [
        ("++.6", "一兵平六"), ("P+.6", "二兵平六"), ("P-.6", "三兵平六"), ("--.6", "四兵平六")]
    assert four["g7g8"] == ("P3+1", "兵三进一")
    three = moves_written(Board("4k4/9/2P6/2P6/2P6/9/9/9/9/3K5 w"))
    assert [three[f"c{r}d{r}"] for r in (7, 6, 5)] == [
        ("P+.6", "前兵平六"), ("P7.6", "中兵平六"), ("P-.6", "后兵平六")]


def test_black_multi_soldier_forms() -> None:
    board = Board(SPARSE["three and two (WXF example)"]).mirror()
    written = moves_written(board)
    # Turned round, the 3rd file is c and the 4th d (Black counts from a).
    assert written["c2d2"] == ("3+.4", "前3平4")
    assert written["c3d3"] == ("33.4", "中3平4")
    assert written["g3f3"] == ("7+.6", "前7平6")
    assert move_to_chinese(board, Move.from_iccs("c4d4"), traditional=True) == "後3平4"


# -- reading -------------------------------------------------------------------------------

def test_parse_examples_and_variants() -> None:
    board = Board()
    h2e2 = Move.from_iccs("h2e2")
    for text in ("h2e2", "H2-E2", "C2.5", "c2=5", "C25", "C2.5!", "炮二平五", "砲二平五",
                 "包2平5", "炮２平５", " 炮 二 平 五 "):
        assert parse_move(board, text) == h2e2, text
    assert parse_move(board, "N8+7") == parse_move(board, "傌八進七") == Move.from_iccs("b0c2")
    assert parse_move(board, "B3+5") == parse_move(board, "象三进五") == Move.from_iccs("g0e2")


def test_parse_tandem_forms() -> None:
    board = Board(SPARSE["tandem chariots, cannons, horses"])
    c5d5, e4e3 = Move.from_iccs("c5d5"), Move.from_iccs("e4e3")
    for text in ("R+.6", "+R.6", "r+=6", "前车平六", "前俥平六", "車前平六"):
        assert parse_move(board, text) == c5d5, text
    for text in ("C--1", "-C-1", "后炮退一", "後砲退一", "炮後退1"):
        assert parse_move(board, text) == e4e3, text
    # A bare file is read loosely when only one of its pieces can make the move.
    assert parse_chinese(board, "车七进一") == Move.from_iccs("c5c6")
    assert parse_wxf(board, "R7+1") == Move.from_iccs("c5c6")
    advisors = Board(SPARSE["tandem advisors and elephants"])
    assert parse_move(advisors, "前仕退五") == parse_move(advisors, "A+-5") == Move.from_iccs(
        "d2e1")


def test_parse_multi_soldier_variants() -> None:
    four = Board(SPARSE["four soldiers and one"])
    # Chinese Wikipedia's 前, 二, 三, 后 beside xqbase's 一..四.
    assert parse_chinese(four, "前兵平六") == parse_chinese(four, "一兵平六") == \
        Move.from_iccs("c8d8")
    assert parse_chinese(four, "后兵平六") == Move.from_iccs("c5d5")
    three_two = Board(SPARSE["three and two (WXF example)"])
    assert parse_chinese(three_two, "前兵三平四") == Move.from_iccs("g7f7")
    assert parse_chinese(three_two, "中兵三平四") == Move.from_iccs("g6f6")
    assert parse_wxf(three_two, "P+.4") == Move.from_iccs("g7f7")  # 7+ cannot go to 4
    # xqbase's single series over two doubled files: 四 (f) first, then 六 (d), front first.
    xqbase = Board(SPARSE["two doubled files (xqbase example)"])
    assert [parse_chinese(xqbase, f"{n}兵平五").iccs() for n in "一二三四"] == [
        "f8e8", "f6e6", "d8e8", "d6e6"]


@pytest.mark.parametrize(("fen", "text", "error"), [
    (None, "X2.5", InvalidMoveError),
    (None, "炮二走五", InvalidMoveError),
    (None, "六兵平五", InvalidMoveError),
    (None, "i9i9i9", InvalidMoveError),
    (None, "C2.9", IllegalMoveError),
    (None, "h2h7", IllegalMoveError),
    (None, "R5+1", IllegalMoveError),
    (None, "前炮平五", IllegalMoveError),
    (None, "马八平七", IllegalMoveError),
    (SPARSE["tandem chariots, cannons, horses"], "车七平六", AmbiguousMoveError),
    (SPARSE["three and two (WXF example)"], "P++1", AmbiguousMoveError),
])
def test_parse_errors_name_text_and_fen(fen: str | None, text: str,
                                        error: type[ValueError]) -> None:
    board = Board() if fen is None else Board(fen)
    with pytest.raises(error) as info:
        parse_move(board, text)
    assert repr(text) in str(info.value) and board.fen() in str(info.value)


def test_explicit_notation_and_detection() -> None:
    board = Board()
    assert detect_notation("h2e2") is Notation.ICCS
    assert detect_notation("C2.5") is Notation.WXF
    assert detect_notation("炮２平５") is Notation.CHINESE
    with pytest.raises(InvalidMoveError):
        parse_move(board, "h2e2", Notation.WXF)
    with pytest.raises(InvalidMoveError):
        parse_iccs(board, "C2.5")
    assert parse_move(board, "C2.5", "wxf") == Move.from_iccs("h2e2")


def test_format_line_and_illegal_ply() -> None:
    board = Board()
    moves = [Move.from_iccs(t) for t in ("h2e2", "h9g7", "h0g2")]
    assert format_line(board, moves, Notation.CHINESE) == ["炮二平五", "马8进7", "马二进三"]
    assert format_line(board, moves, "wxf") == ["C2.5", "H8+7", "H2+3"]
    assert format_line(board, moves) == ["h2e2", "h9g7", "h0g2"]
    assert board.fen() == Board().fen()  # played on a copy
    with pytest.raises(IllegalMoveError, match="ply 3"):
        format_line(board, moves[:2] + [Move.from_iccs("h2h3")], Notation.WXF)
    with pytest.raises(IllegalMoveError):
        format_move(board, Move.from_iccs("e3e5"), Notation.ICCS)


# -- real files ------------------------------------------------------------------------------

def pgn_games() -> list[tuple[str, str | None, list[str]]]:
    games = []
    for path in sorted(corpus_file("formats", "pgn").glob("*.pgn")):
        text = path.read_text(encoding="utf-8")
        fen = re.search(r'^\[FEN "([^"]*)"\]', text, re.MULTILINE)
        movetext = re.sub(r"^\[.*\]$", "", text, flags=re.MULTILINE)
        moves = [token for token in movetext.split()
                 if any("\u4e00" <= char <= "\u9fff" for char in token)]
        games.append((path.name, fen.group(1) if fen else None, moves))
    return games


def test_real_pgn_games_replay() -> None:
    games = pgn_games()
    assert len(games) == 2
    for name, fen, moves in games:
        board = Board() if fen is None else Board(fen)
        assert len(moves) > 20, name
        for ply, text in enumerate(moves, 1):
            move = parse_chinese(board, text)
            # Writing it back gives the same move (full-width digits as in the file).
            again = move_to_chinese(board, move, fullwidth=True)
            assert parse_chinese(board, again) == move, (name, ply, text)
            board.push(move)
    assert any("前炮" in t for _, _, moves in games for t in moves)


# -- oracle: Fairy-Stockfish's WXF -------------------------------------------------------------

def _ffish_square(name: str) -> str:
    return name[0] + str(int(name[1]) + 1)  # its ranks run 1..10


def _has_multi_soldier_form(board: Board) -> bool:
    """Three or more soldiers on a file, or two doubled files: Fairy-Stockfish numbers
    those soldiers its own way (index + file), not as the WXF page does."""
    counts: dict[int, int] = {}
    for sq in board.pieces(SOLDIER, board.turn):
        counts[sq % 9] = counts.get(sq % 9, 0) + 1
    doubled = [n for n in counts.values() if n >= 2]
    return any(n >= 3 for n in doubled) or len(doubled) >= 2


def test_wxf_agrees_with_fairy_stockfish() -> None:
    """Random games, every move compared with Fairy-Stockfish's WXF (one call per game).

    Exact agreement for pieces alone on their file; for tandem pieces Fairy-Stockfish marks
    front/rear only when both could make the move (H8-6 where WXF writes H+-6), so there its
    text must read back to the same move.
    """
    sf = pytest.importorskip("pyffish")
    rng = random.Random(20260)
    exact = loose = 0
    starts = [Board(), Board(SPARSE["tandem chariots, cannons, horses"]),
              Board(SPARSE["tandem chariots, cannons, horses"]).mirror()]
    for game in range(240):
        board = starts[game % 3].copy()
        start_fen, line = board.fen(), []
        for _ in range(150):
            moves = list(board.legal_moves)
            if not moves:
                break
            move = rng.choice(moves)
            skip = _has_multi_soldier_form(board)
            line.append((board.copy(), move, move_to_wxf(board, move), skip))
            board.push(move)
        ucis = [_ffish_square(m.iccs()[:2]) + _ffish_square(m.iccs()[2:]) for _, m, _, _ in line]
        theirs = sf.get_san_moves("xiangqi", start_fen, ucis, False, sf.NOTATION_XIANGQI_WXF)
        for (position, move, ours, skip), text in zip(line, theirs, strict=True):
            if skip:
                continue
            if ours[1] in "+-":
                assert parse_wxf(position, text) == move, (position.fen(), move, text)
                loose += 1
            else:
                assert ours == text.replace("=", "."), (position.fen(), move)
                exact += 1
    assert exact > 20000 and loose > 1000


# -- properties --------------------------------------------------------------------------------

def assert_round_trip(board: Board) -> None:
    """Every legal move's texts parse back to it; distinct moves get distinct texts."""
    moves = list(board.legal_moves)
    writers = (
        lambda m: move_to_iccs(m),
        lambda m: move_to_wxf(board, m),
        lambda m: move_to_chinese(board, m),
        lambda m: move_to_chinese(board, m, traditional=True),
        lambda m: move_to_chinese(board, m, fullwidth=True),
    )
    for write in writers:
        written = [write(m) for m in moves]
        assert len(set(written)) == len(moves), (board.fen(), written)
        for move, text in zip(moves, written, strict=True):
            assert parse_move(board, text) == move, (board.fen(), text)


def play_and_check(board: Board, choices: list[int]) -> None:
    assert_round_trip(board)
    for choice in choices:
        moves = list(board.legal_moves)
        if not moves:
            break
        board.push(moves[choice % len(moves)])
        assert_round_trip(board)


PROPERTY = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=60))
def test_round_trip_random_games_from_start(choices: list[int]) -> None:
    play_and_check(Board(), choices)


@PROPERTY
@given(st.sampled_from(range(len(SPARSE) * 2)),
       st.lists(st.integers(min_value=0, max_value=10_000), max_size=25))
def test_round_trip_random_games_from_sparse_positions(index: int, choices: list[int]) -> None:
    play_and_check(sparse_boards()[index], choices)
