"""Properties of the rules API over random legal games, and its unit behaviour.

Random games start from the opening and from the themed and puzzle positions;
hypothesis chooses the moves. Independent checks use only other public calls
(a fresh Board from FEN, is_check, a file scan for facing generals).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_positions import puzzle_positions, setup, themed_positions

from paiju.rules import (
    BLACK,
    RED,
    STARTING_FEN,
    Board,
    Color,
    InvalidFenError,
    InvalidMoveError,
    Move,
    Piece,
    PieceType,
    Severity,
    Termination,
    parse_square,
    perft,
    square,
    square_file,
    square_rank,
)
from paiju.rules.fen import board_fen

STARTS = [STARTING_FEN] + [fen for _, fen in themed_positions() + puzzle_positions(per_source=3)]
GAME_SETTINGS = settings(max_examples=60, deadline=None,
                         suppress_health_check=[HealthCheck.too_slow])


@st.composite
def games(draw: st.DrawFn, max_plies: int = 24) -> tuple[Board, list[Move]]:
    """A start position and a random legal line from it (the board is at the start)."""
    board = Board(draw(st.sampled_from(STARTS)))
    work = board.copy()
    line: list[Move] = []
    for choice in draw(st.lists(st.integers(0, 10_000), max_size=max_plies)):
        legal = sorted(work.legal_moves, key=Move.iccs)
        if not legal:
            break
        move = legal[choice % len(legal)]
        work.push(move)
        line.append(move)
    return board, line


def generals_face(board: Board) -> bool:
    """Do the generals stand on one file with nothing between them? (Own scan.)"""
    red, black = board.king(RED), board.king(BLACK)
    if red is None or black is None or square_file(red) != square_file(black):
        return False
    low, high = sorted((square_rank(red), square_rank(black)))
    return all(board.piece_at(square(square_file(red), r)) is None for r in range(low + 1, high))


def mover_general_exposed(board: Board, move: Move) -> bool:
    """After `move`, is the mover's general attacked or facing the other one?"""
    after = board.copy(stack=False)
    mover = after.turn
    after.push(move)
    after.turn = mover  # ask is_check about the side that just moved
    return after.is_check() or generals_face(after)


# -- properties over random games ---------------------------------------------------

@GAME_SETTINGS
@given(games())
def test_pop_restores_fen_and_key(game: tuple[Board, list[Move]]) -> None:
    board, line = game
    seen = []
    for move in line:
        seen.append((board.fen(), board.key))
        board.push(move)
    for move in reversed(line):
        assert board.pop() == move
        assert (board.fen(), board.key) == seen.pop()
    assert not board.move_stack


@GAME_SETTINGS
@given(games())
def test_fen_round_trip_and_incremental_key(game: tuple[Board, list[Move]]) -> None:
    board, line = game
    for move in [None, *line]:
        if move is not None:
            board.push(move)
        fresh = Board(board.fen())
        assert fresh.fen() == board.fen()
        assert fresh.key == board.key, f"incremental key wrong after {move} -> {board.fen()}"
        assert Board(board.epd()).key == board.key
        assert fresh == board
        # the placement as written from the core's codes equals the one from the piece map
        assert board.board_fen() == board_fen(board.piece_map())


@GAME_SETTINGS
@given(games(max_plies=12))
def test_legal_moves_are_exactly_the_safe_pseudo_legal_moves(
        game: tuple[Board, list[Move]]) -> None:
    board, line = game
    for move in line:
        board.push(move)
    legal = set(board.legal_moves)
    pseudo = set(board.pseudo_legal_moves)
    assert legal <= pseudo
    assert len(board.legal_moves) == len(legal)
    for move in pseudo:
        piece = board.piece_at(move.from_square)
        assert piece is not None and piece.color == board.turn
        target = board.piece_at(move.to_square)
        assert target is None or target.color != board.turn
        assert board.is_legal(move) == (move in legal) == (move in board.legal_moves)
        assert (move in legal) == (not mover_general_exposed(board, move)), move
    assert not generals_face(board)


@GAME_SETTINGS
@given(games(max_plies=12), st.lists(st.integers(0, 89), min_size=2, max_size=40))
def test_moves_off_any_pattern_are_neither_legal_nor_pseudo_legal(
        game: tuple[Board, list[Move]], points: list[int]) -> None:
    board, line = game
    for move in line:
        board.push(move)
    pseudo = set(board.pseudo_legal_moves)
    for a, b in zip(points, points[1:], strict=False):
        if a == b:
            continue
        move = Move(a, b)
        assert board.is_pseudo_legal(move) == (move in pseudo)
        if move not in pseudo:
            assert not board.is_legal(move) and move not in board.legal_moves


@GAME_SETTINGS
@given(games(max_plies=16))
def test_check_capture_and_outcome_agree(game: tuple[Board, list[Move]]) -> None:
    board, line = game
    for move in line:
        board.push(move)
    for move in board.legal_moves:
        captured = board.piece_at(move.to_square)
        gives = board.gives_check(move)
        assert board.is_capture(move) == (captured is not None)
        board.push(move)
        assert board.is_check() == gives == bool(board.checkers())
        board.pop()
    outcome = board.outcome()
    if not board.legal_moves:
        assert outcome is not None and outcome.winner == board.turn.other
        expected = Termination.CHECKMATE if board.is_check() else Termination.STALEMATE
        assert outcome.termination is expected
        assert board.is_checkmate() == board.is_check()
        assert board.is_stalemate() == (not board.is_check())
    elif board.repetition_count() < 3:
        assert outcome is None
        assert not board.is_checkmate() and not board.is_stalemate()


@settings(max_examples=25, deadline=None)
@given(games(max_plies=10))
def test_mirror_and_file_flip_keep_perft(game: tuple[Board, list[Move]]) -> None:
    board, line = game
    for move in line:
        board.push(move)
    flipped = Board.empty()
    flipped.set_piece_map({square(8 - square_file(sq), square_rank(sq)): p
                           for sq, p in board.piece_map().items()})
    flipped.turn = board.turn
    expected = perft(board, 2)
    assert perft(board.mirror(), 2) == expected
    assert perft(flipped, 2) == expected


# -- FEN ------------------------------------------------------------------------

START_PLACEMENT = STARTING_FEN.split()[0]


@pytest.mark.parametrize("text", [
    STARTING_FEN,
    "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
    "rnbagabnr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RNBAGABNR w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR W -",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0",
    START_PLACEMENT,
    f"  {START_PLACEMENT}   w  ",
])
def test_fen_dialects_read_as_the_start(text: str) -> None:
    board = Board(text)
    assert board.fen() == STARTING_FEN
    assert board.key == Board().key


def test_fen_black_to_move_and_clocks() -> None:
    board = Board(f"{START_PLACEMENT} b - - 7 12")
    assert board.turn is BLACK
    assert (board.halfmove_clock, board.fullmove_number) == (7, 12)
    assert board.fen() == f"{START_PLACEMENT} b - - 7 12"
    assert Board(f"{START_PLACEMENT} B").turn is BLACK
    assert board.key != Board(f"{START_PLACEMENT} w").key


def test_fen_writes_canonical_letters() -> None:
    board = Board("4g4/9/9/9/9/9/9/9/4S4/3GEH3 w")
    assert board.board_fen() == "4k4/9/9/9/9/9/9/9/4P4/3KBN3"
    assert board.piece_at(parse_square("e1")) == Piece(PieceType.SOLDIER, RED)


@pytest.mark.parametrize(("text", "fragments"), [
    ("", ["empty FEN"]),
    ("   ", ["empty FEN"]),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w",
     ["placement", "10 ranks", "found 9"]),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w",
     ["placement", "rank 0", "'RNBAKABNRR'", "10 points"]),
    ("rnbakabnr/9/1c5c1/p1p1x1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
     ["placement", "rank 6", "'x'"]),
    ("rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
     ["placement", "rank 8", "'8'", "8 points"]),
    (f"{START_PLACEMENT} x", ["side-to-move", "'x'"]),
    (f"{START_PLACEMENT} w - - -3 1", ["halfmove clock", "'-3'"]),
    (f"{START_PLACEMENT} w - - 0 one", ["fullmove number", "'one'"]),
    (f"{START_PLACEMENT} w - - 0 1 extra", ["7 fields", "at most 6"]),
])
def test_fen_errors_name_the_field_and_text(text: str, fragments: list[str]) -> None:
    with pytest.raises(InvalidFenError) as info:
        Board(text)
    assert isinstance(info.value, ValueError)
    for fragment in fragments:
        assert fragment in str(info.value)


def test_failed_set_fen_keeps_the_position() -> None:
    board = Board()
    board.push_iccs("h2e2")
    with pytest.raises(InvalidFenError):
        board.set_fen("not a fen")
    assert board.move_stack == [Move.from_iccs("h2e2")]
    assert board.fen().startswith("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/")


# -- moves ------------------------------------------------------------------------

def test_move_iccs_round_trip() -> None:
    move = Move.from_iccs("h2e2")
    assert (move.from_square, move.to_square) == (parse_square("h2"), parse_square("e2"))
    assert move.iccs() == str(move) == "h2e2"
    assert Move.from_iccs("H2-E2") == move == Move(25, 22)
    assert hash(move) == hash(Move(25, 22))
    assert Move.from_iccs("a0i9").iccs() == "a0i9"
    assert len({Move.from_iccs(f"{a}0{a}1") for a in "abcdefghi"}) == 9


@pytest.mark.parametrize("text", ["", "h2", "h2e", "h2e2e", "j2e2", "h2e10", "h3h3", "炮二平五"])
def test_bad_iccs_raises_invalid_move(text: str) -> None:
    with pytest.raises(InvalidMoveError, match="ICCS"):
        Move.from_iccs(text)


def test_push_legal_refuses_illegal_moves_with_the_fen() -> None:
    board = Board()
    with pytest.raises(ValueError, match="illegal move h2h7") as info:
        board.push_iccs("h2h7")  # a cannon cannot capture without a screen
    assert STARTING_FEN in str(info.value)
    assert board.fen() == STARTING_FEN


def test_pop_on_empty_stack() -> None:
    with pytest.raises(IndexError):
        Board().pop()


# -- validation (docs/rules.md section 4) -------------------------------------------------

ERROR, WARNING = Severity.ERROR, Severity.WARNING


@pytest.mark.parametrize(("pieces", "turn", "code", "severity", "points", "message"), [
    ("Ke0 Ra0", "w", "missing-general", ERROR, [], "Black has no general"),
    ("Ke0 Kd0 kf9", "w", "too-many-pieces", ERROR, ["d0", "e0"], "Red has 2 generals"),
    ("Kd0 ke9 ra9 ra1 ra2", "w", "too-many-pieces", ERROR,
     ["a1", "a2", "a9"], "Black has 3 chariots (at most 2): a1, a2, a9"),
    ("Kd0 ke9 Pa3 Pc3 Pe3 Pg3 Pi3 Pa5", "w", "too-many-pieces", ERROR,
     ["a3", "c3", "e3", "g3", "i3", "a5"], "Red has 6 soldiers (at most 5)"),
    ("Kd3 kf9", "w", "general-outside-palace", ERROR, ["d3"],
     "Red general on d3 is outside its palace"),
    ("Kd0 kf6", "w", "general-outside-palace", ERROR, ["f6"],
     "Black general on f6 is outside its palace"),
    ("Kd0 Ae0 kf9", "w", "advisor-off-point", ERROR, ["e0"],
     "Red advisor on e0 is not on an advisor point"),
    ("Kd0 kf9 ae9", "w", "advisor-off-point", ERROR, ["e9"],
     "Black advisor on e9 is not on an advisor point"),
    ("Kd0 Be4 kf9", "w", "elephant-off-point", ERROR, ["e4"],
     "Red elephant on e4 is not on an elephant point"),
    ("Kd0 kf9 bc5 be5", "w", "elephant-off-point", ERROR, ["e5"],
     "Black elephant on e5 is not on an elephant point"),
    ("Kd0 Pe2 kf9", "w", "soldier-off-point", ERROR, ["e2"],
     "Red soldier on e2 is behind its starting rank"),
    ("Kd0 Pb4 kf9", "w", "soldier-off-point", ERROR, ["b4"],
     "Red soldier on b4 is on a file where no soldier can be before crossing the river"),
    ("Kd0 kf9 pd5", "w", "soldier-off-point", ERROR, ["d5"],
     "Black soldier on d5 is on a file"),
    ("Kd0 kf9 pe7", "w", "soldier-off-point", ERROR, ["e7"],
     "Black soldier on e7 is behind its starting rank"),
    ("Ke0 ke9", "w", "generals-facing", ERROR, ["e0", "e9"],
     "Red general on e0 and Black general on e9 face each other on an open file"),
    ("Kd0 kf9 Rf5", "w", "opponent-in-check", ERROR, ["f9", "f5"],
     "Black general on f9 is in check from Red chariot on f5, but Red is to move"),
    ("Kd0 kf9 ca0 pb0", "b", "opponent-in-check", ERROR, ["d0", "a0"],
     "Red general on d0 is in check from Black cannon on a0"),
    ("Kd0 kf9 Pc3 Pc4", "w", "soldiers-same-file", WARNING, ["c3", "c4"],
     "Red soldiers on c3 and c4 share a file on their own half"),
    ("Kd0 Rf1 Ra8 ke9", "b", "no-legal-move", WARNING, ["e9"],
     "Black is to move and has no legal move"),
])
def test_validation_codes_and_messages(pieces: str, turn: str, code: str,
                                       severity: Severity, points: list[str],
                                       message: str) -> None:
    board = Board(setup(pieces, turn))
    found = {i.code: i for i in board.validate()}
    assert code in found, [i.message for i in found.values()]
    issue = found[code]
    assert issue.severity is severity
    assert issue.is_error == (severity is ERROR)
    assert sorted(issue.to_dict()["squares"]) == sorted(points)  # type: ignore[arg-type]
    assert message in issue.message
    assert board.is_valid() == (not any(i.is_error for i in found.values()))
    assert issue.to_dict()["severity"] == severity.value


def test_valid_positions_have_no_issues() -> None:
    assert Board().validate() == []
    assert Board().is_valid()
    stalemate = Board(setup("Kd0 Rf1 Ra8 ke9", "b"))
    assert [i.severity for i in stalemate.validate()] == [WARNING]
    assert stalemate.is_valid()


def test_errors_come_before_warnings() -> None:
    issues = Board(setup("Kd0 Be4 kf9 Pc3 Pc4")).validate()
    severities = [i.severity for i in issues]
    assert severities == sorted(severities, key=lambda s: s is WARNING)
    assert {i.code for i in issues} == {"elephant-off-point", "soldiers-same-file"}


# -- repetition and perpetual check ------------------------------------------------------

def _cycle(board: Board, moves: str, times: int) -> None:
    for _ in range(times):
        for text in moves.split():
            board.push_iccs(text)


def test_perpetual_check_loses() -> None:
    # Red's chariot checks the Black general from a9 and a8 in turn; the general
    # steps between d9 and d8. Red checks with every move of the cycle.
    board = Board(setup("Ke0 Ra7 kd9"))
    board.push_iccs("a7a9")
    assert board.is_check() and board.repetition_count() == 1
    _cycle(board, "d9d8 a9a8 d8d9 a8a9", 1)
    assert board.repetition_count() == 2 and board.outcome() is None
    _cycle(board, "d9d8 a9a8 d8d9 a8a9", 1)
    assert board.repetition_count() == 3
    outcome = board.outcome()
    assert outcome is not None
    assert outcome.termination is Termination.PERPETUAL_CHECK
    assert outcome.winner is BLACK and outcome.result() == "0-1"
    board.pop()
    assert board.repetition_count() == 2 and board.outcome() is None


def test_repetition_without_checks_is_a_draw() -> None:
    board = Board(setup("Kd0 Ra0 kf9 ri9"))
    _cycle(board, "a0a1 i9i8 a1a0 i8i9", 2)
    assert board.repetition_count() == 3
    outcome = board.outcome()
    assert outcome is not None and outcome.termination is Termination.REPETITION
    assert outcome.winner is None and outcome.result() == "1/2-1/2"


def test_mate_and_stalemate_outcomes() -> None:
    mate = Board(setup("Kd0 Ra9 Re8 Pe7 ke9", "b"))
    assert mate.is_checkmate() and not mate.is_stalemate()
    outcome = mate.outcome()
    assert outcome is not None and outcome.termination is Termination.CHECKMATE
    assert outcome.winner is RED and outcome.result() == "1-0"
    stale = Board(setup("Kd0 Rf1 Ra8 ke9", "b"))
    assert stale.is_stalemate() and not stale.is_check()
    outcome = stale.outcome()
    assert outcome is not None and outcome.termination is Termination.STALEMATE
    assert outcome.winner is RED  # the side to move with no legal move loses
    assert Board().outcome() is None


def test_color_helpers() -> None:
    assert RED.other is BLACK and Color.BLACK.other is RED


def test_validation_issues_carry_structured_facts() -> None:
    """Interfaces word messages in their own language from code, colour, kind, points."""
    from paiju.rules import Board, Color, PieceType

    (issue,) = Board("3k5/4P4/9/9/9/9/9/9/9/4KB3 w").validate()
    assert (issue.code, issue.color, issue.piece_type) == (
        "elephant-off-point", Color.RED, PieceType.ELEPHANT)
    (issue,) = Board("3k5/9/9/9/9/9/9/9/P8/4K4 w").validate()
    assert (issue.code, issue.detail) == ("soldier-off-point", "behind")
    (issue,) = Board("4k4/9/9/9/9/9/9/9/9/4K4 w").validate()
    assert issue.piece_type is PieceType.GENERAL and len(issue.squares) == 2
