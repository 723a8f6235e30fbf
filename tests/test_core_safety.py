"""The compiled cores hold for any board (issue 10, section 2).

Every board the FEN reader or ``set_piece_at`` accepts (up to 90 pieces of any
kind, several generals or none) is generated, counted and proven without
overflowing a buffer (``scripts/sanitize.sh`` runs these under AddressSanitizer),
and the core's counts agree with an independent pure-Python generator
(``naive_rules``) and, on boards it accepts, with Fairy-Stockfish.
"""

from __future__ import annotations

import itertools
import random
import threading
import time
from collections.abc import Callable
from typing import Any

import naive_rules
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paiju import _native
from paiju.rules import Board, Color, Move, Piece, PieceType, perft
from paiju.rules.notation import Notation, format_move

# The issue's example: 257 pseudo-legal moves overflowed the old 256-move buffers.
ISSUE_257 = ("pN1C3Rp/R1N1N1N1R/1N1N1N1N1/2N1N1N2/1N1N1N1N1/2N1N1N2/1N1N1N1N1/2N1N1N2/"
             "1N1N1N1R1/C7C w")
KINDS = list(PieceType)
COLORS = list(Color)


def filled(kinds: list[PieceType], turn: Color = Color.RED) -> Board:
    """All 90 points filled, cycling through `kinds` and alternating colours."""
    board = Board.empty()
    for sq, kind in zip(range(90), itertools.cycle(kinds), strict=False):
        color = COLORS[(sq + sq // 9) % 2]  # a checkerboard of colours
        board.set_piece_at(sq, Piece(kind, color))
    board.turn = turn
    return board


def random_board(rng: random.Random, density: float, kinds: list[PieceType] = KINDS) -> Board:
    board = Board.empty()
    for sq in range(90):
        if rng.random() < density:
            board.set_piece_at(sq, Piece(rng.choice(kinds), rng.choice(COLORS)))
    board.turn = rng.choice(COLORS)
    return board


def assert_core_matches_naive(board: Board, depth: int = 1) -> None:
    placement = naive_rules.placement_of(board)
    ours = sorted((m.from_square, m.to_square) for m in board.legal_moves)
    theirs = sorted(naive_rules.legal_moves(placement, board.turn))
    assert ours == theirs, (f"{board.fen()}: only core {sorted(set(ours) - set(theirs))}, "
                            f"only naive {sorted(set(theirs) - set(ours))}")
    assert len(board.legal_moves) == len(ours) <= len(board.pseudo_legal_moves) <= _native.MAX_MOVES
    if depth > 1:
        assert perft(board, depth) == naive_rules.perft(placement, board.turn, depth), board.fen()


# -- 1. no buffer overflow, and the right counts ------------------------------------------

def test_the_issue_example_has_257_moves_and_counts_right() -> None:
    board = Board(ISSUE_257)
    assert len(board.pseudo_legal_moves) == 257
    assert perft(board, 1) == 257
    assert_core_matches_naive(board, depth=2)


@pytest.mark.parametrize("kinds", [
    [PieceType.CHARIOT], [PieceType.CANNON], [PieceType.HORSE], [PieceType.SOLDIER],
    [PieceType.CHARIOT, PieceType.CANNON, PieceType.HORSE],
    [PieceType.GENERAL, PieceType.ADVISOR, PieceType.ELEPHANT], KINDS,
], ids=lambda kinds: "-".join(k.label for k in kinds))
def test_all_90_points_filled(kinds: list[PieceType]) -> None:
    for turn in COLORS:
        assert_core_matches_naive(filled(kinds, turn), depth=2)


def test_one_side_owns_89_points() -> None:
    for kind in (PieceType.CHARIOT, PieceType.CANNON, PieceType.HORSE):
        board = Board.empty()
        for sq in range(1, 90):
            board.set_piece_at(sq, Piece(kind, Color.RED))
        board.set_piece_at(0, Piece(PieceType.CHARIOT, Color.BLACK))
        for turn in COLORS:
            board.turn = turn
            assert_core_matches_naive(board, depth=2)


def test_crowded_boards_with_many_moves() -> None:
    """Sparse rows of sliders and horses: hundreds of moves per position."""
    rng = random.Random(10)
    most = 0
    for _ in range(20):
        board = random_board(rng, rng.uniform(0.3, 0.6),
                             [PieceType.CHARIOT, PieceType.CANNON, PieceType.HORSE])
        board.turn = Color.RED
        most = max(most, len(board.pseudo_legal_moves))
        assert_core_matches_naive(board)
        children = 0
        for move in board.legal_moves:
            board.push(move)
            children += len(board.legal_moves)
            board.pop()
        assert perft(board, 2) == children
    assert most > 100


def test_random_boards_of_any_kind_and_density() -> None:
    rng = random.Random(20)
    for _ in range(150):
        assert_core_matches_naive(random_board(rng, rng.random()))


def test_perft_depth_is_bounded_and_moves_go_somewhere() -> None:
    board = Board()
    with pytest.raises(ValueError, match="perft depth"):
        perft(board, _native.MAX_PERFT_DEPTH + 1)
    with pytest.raises(ValueError, match="perft depth"):
        perft(board, -1)
    with pytest.raises(ValueError, match="perft depth"):
        board._pos.perft(2 ** 70)
    assert perft(board, 0) == 1
    with pytest.raises(ValueError, match="goes nowhere"):
        board._pos.push(Move(0, 0).code)


def test_position_made_without_init_is_an_empty_board() -> None:
    pos = _native.Position.__new__(_native.Position)
    assert pos.king(0) is None and pos.king(1) is None
    assert pos.legal_moves() == [] and pos.perft(3) == 0


def test_fairy_stockfish_agrees_on_dense_boards() -> None:
    """Boards Fairy-Stockfish accepts: one general in each palace, at most 12 of a kind."""
    pyffish = pytest.importorskip("pyffish", reason="pyffish (Fairy-Stockfish) not installed")

    def fsf_perft(fen: str, line: list[str], depth: int) -> int:
        moves = pyffish.legal_moves("xiangqi", fen, line)
        if depth == 1:
            return len(moves)
        return sum(fsf_perft(fen, [*line, m], depth - 1) for m in moves)

    rng = random.Random(5)
    checked = 0
    while checked < 12:
        board = Board.empty()
        board.set_piece_at(rng.choice([3, 4, 5, 12, 13, 14, 21, 22, 23]),
                           Piece(PieceType.GENERAL, Color.RED))
        board.set_piece_at(rng.choice([84, 85, 86, 75, 76, 77, 66, 67, 68]),
                           Piece(PieceType.GENERAL, Color.BLACK))
        density = rng.choice([0.3, 0.6, 1.0])
        for sq in range(90):
            piece = Piece(rng.choice([PieceType.CHARIOT, PieceType.CANNON, PieceType.HORSE,
                                      PieceType.SOLDIER]), rng.choice(COLORS))
            if (board.piece_at(sq) is None and rng.random() < density
                    and len(board.pieces(piece.piece_type, piece.color)) < 12):
                board.set_piece_at(sq, piece)
        board.turn = rng.choice(COLORS)
        if board._pos.king_attacked(1 - board.turn):  # Fairy-Stockfish needs a playable setup
            continue
        assert perft(board, 2) == fsf_perft(board.fen(), [], 2), board.fen()
        checked += 1


# -- 3. one legality rule for every board, several generals included --------------------

def boards_with_extra_generals() -> st.SearchStrategy[Board]:
    """Legal-looking material plus two or three generals a side, anywhere."""

    @st.composite
    def build(draw: st.DrawFn) -> Board:
        points = draw(st.permutations(range(90)))
        board, i = Board.empty(), 0
        for color in COLORS:
            counts = {PieceType.GENERAL: draw(st.integers(2, 3)),
                      **{kind: draw(st.integers(0, 2)) for kind in KINDS[1:6]},
                      PieceType.SOLDIER: draw(st.integers(0, 5))}
            for kind, count in counts.items():
                for _ in range(count):
                    board.set_piece_at(points[i], Piece(kind, color))
                    i += 1
        board.turn = draw(st.sampled_from(COLORS))
        return board

    return build()


@settings(max_examples=100, deadline=None)
@given(boards_with_extra_generals())
def test_several_generals_one_legality_rule(board: Board) -> None:
    legal = set(board.legal_moves)
    assert_core_matches_naive(board)
    for move in board.pseudo_legal_moves:
        assert board.is_legal(move) == (move in legal), move.iccs()
    for move in legal:  # the writers check legality with is_legal: they never raise
        texts = [format_move(board, move, notation) for notation in Notation]
        assert all(texts), (move.iccs(), board.fen())


def test_several_generals_keep_their_bookkeeping() -> None:
    board = Board("3kk4/4k4/9/9/9/9/9/9/4K4/3K1K3 w")
    assert_core_matches_naive(board, depth=2)
    for sq in (3, 76, 84):  # take generals off one by one: the rest still count
        board.remove_piece_at(sq)
        assert_core_matches_naive(board, depth=2)


def test_advisor_and_elephant_off_their_ground_attack_the_general() -> None:
    """An advisor in the enemy palace and an elephant over the river can capture."""
    for fen in ("3k5/9/9/9/9/9/9/9/4a4/3K5 w", "3k5/9/9/9/9/9/9/2b6/9/4K4 w",
                "3k5/9/9/9/9/9/9/9/9/3Kk4 w"):
        board = Board(fen)
        assert board.is_check() and board.checkers()
        assert_core_matches_naive(board, depth=2)


# -- 2. the prover trusts no input ------------------------------------------------------

def mate_in_one() -> Board:
    return Board("3k5/R8/9/9/9/9/9/9/9/4K3R w")


def test_prover_rejects_bad_input() -> None:
    prover = _native.Prover(1)
    board = mate_in_one().native_position()
    codes = board.board()
    for bad in (codes, bytearray(codes), None, mate_in_one()):  # the 90 bytes no longer
        with pytest.raises(TypeError, match="expected a paiju._native.Position"):
            prover.attack(bad, 1, _native.QUIET_ANY)  # type: ignore[arg-type]
    for seconds in (float("nan"), -1.0):
        with pytest.raises(ValueError, match="seconds"):
            prover.find(board, 1, 0, seconds)
    for mb in (0, -5, 2 ** 40):
        with pytest.raises(ValueError, match="memory_mb"):
            _native.Prover(mb)
    with pytest.raises(TypeError, match="share must be a Prover"):
        _native.Prover(1, share=board)
    with pytest.raises(ValueError, match="share must own its tables"):
        _native.Prover(1, share=_native.Prover(1, share=prover))
    with pytest.raises(ValueError, match="another Prover"):
        prover.__init__(1, share=prover)  # it would free the tables it is to search in
    sharer = _native.Prover(1, share=prover)  # its tables are prover's: they must stay
    with pytest.raises(RuntimeError, match="others search in"):
        prover.__init__(2)
    assert sharer.attack(board, 1, _native.QUIET_ANY)[0] == 1
    del sharer
    prover.__init__(2)  # nobody searches in them any more
    assert prover.attack(board, 1, _native.QUIET_ANY)[0] == 1


def test_prover_made_without_init_can_search() -> None:
    prover = _native.Prover.__new__(_native.Prover)
    assert prover.table_bytes > 0
    result, move = prover.attack(mate_in_one().native_position(), 1, _native.QUIET_ANY)
    assert result == 1 and move
    prover.__init__(2)  # a different size while idle is fine
    assert prover.find(mate_in_one().native_position(), 2, 0)[0] == 1


def test_prover_refuses_reinit_and_a_second_search_while_busy() -> None:
    prover = _native.Prover(4)
    board = Board().native_position()
    done: list[tuple[int, int]] = []
    worker = threading.Thread(
        target=lambda: done.append(prover.attack(board, 8, _native.QUIET_ANY)))
    worker.start()
    try:
        deadline = time.monotonic() + 30
        while prover.nodes == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert worker.is_alive(), "the search ended before it could be tested"
        with pytest.raises(RuntimeError):
            prover.__init__(8)
        with pytest.raises(RuntimeError):
            prover.clear()
        with pytest.raises(RuntimeError):
            prover.find(board, 2, 0)
    finally:
        prover.cancel()
        worker.join(30)
    assert done == [(-1, 0)] and prover.cancelled
    prover.reset()
    assert not prover.cancelled
    assert prover.attack(mate_in_one().native_position(), 1, _native.QUIET_ANY)[0] == 1


def _other_side_in_check(board: Board) -> bool:
    flipped = board.copy(stack=False)
    flipped.turn = board.turn.other
    return flipped.is_check()


@pytest.mark.parametrize("fen", [ISSUE_257, filled(KINDS).fen(), filled(
    [PieceType.CHARIOT, PieceType.CANNON, PieceType.HORSE], Color.BLACK).fen()])
def test_prover_and_dfpn_on_extreme_boards(fen: str) -> None:
    """Searches over boards with hundreds of moves stay in bounds and agree."""
    board = Board(fen)
    prover = _native.Prover(8)
    if _other_side_in_check(board):  # no legal move reaches it: refused, not searched
        with pytest.raises(ValueError, match="side not to move is in check"):
            prover.attack(board.native_position(), 2, 0, 5.0)
        board.turn = board.turn.other
        if _other_side_in_check(board):
            return
    position = board.native_position()
    for quiet in (0, 1, _native.QUIET_ANY):
        attack = prover.attack(position, 2, quiet, 5.0)[0]
        find = prover.find(position, 2, quiet, 5.0)[0]
        assert attack == find or -1 in (attack, find)
        prover.defend(position, 2, quiet, 5.0)


def test_prover_agrees_with_naive_search_on_crowded_boards() -> None:
    from naive_mate import attacker_mates

    rng = random.Random(30)
    prover = _native.Prover(4)
    for _ in range(25):
        board = random_board(rng, rng.uniform(0.6, 1.0))
        while _other_side_in_check(board):  # the prover refuses those (tested above)
            board = random_board(rng, rng.uniform(0.6, 1.0))
        expected = attacker_mates(board, 1, None)
        assert prover.attack(board.native_position(), 1,
                             _native.QUIET_ANY)[0] == int(expected), board.fen()


def test_searcher_and_tablebase_take_a_position_not_bytes() -> None:
    """The game search and the tablebase, like the prover, take the Position itself
    (Board.native_position()); the 90 bytes of the old hand-off are a TypeError."""
    searcher, registry = _native.Searcher(1), _native.TbRegistry()
    codes = mate_in_one().native_position().board()
    calls: list[Callable[[Any], object]] = [
        searcher.evaluate, lambda p: searcher.set_root(p, bytes(8), b"\0", b"\0"),
        registry.probe, _native.tb_signature_of]
    for call in calls:
        with pytest.raises(TypeError, match="expected a paiju._native.Position, got bytes"):
            call(codes)
    assert _native.tb_signature_of(mate_in_one().native_position()) == "KRRK"
    assert registry.probe(mate_in_one().native_position()) == _native.TB_MISSING


def test_a_position_handed_over_searches_like_one_set_up_afresh() -> None:
    """The hand-off copies the Position's struct, kept up to date move by move (key,
    occupancy, generals); the prover and the evaluation must see what a board set up from
    the FEN (the old 90-byte rebuild) gives them: the same answers, node for node."""
    rng = random.Random(41)
    for game in range(12):
        played = Board()
        for _ in range(rng.randrange(8, 40)):
            moves = list(played.legal_moves)
            if not moves:
                break
            played.push(rng.choice(moves))
        fresh = Board(played.fen())
        assert played.native_position().key == fresh.native_position().key
        searcher = _native.Searcher(1)
        assert searcher.evaluate(played.native_position()) == \
            searcher.evaluate(fresh.native_position()), played.fen()
        answers = []
        for board in (played, fresh):
            prover = _native.Prover(2)
            answers.append((prover.attack(board.native_position(), 2, 1), prover.nodes))
        assert answers[0] == answers[1] and answers[0][1] > 0, (game, played.fen(), answers)


# -- 5. Ctrl-C stops the compiled loops ----------------------------------------------------

# The child restores Python's SIGINT handler (a background parent may pass SIGINT
# ignored), imports everything, says so, then runs the real command line.
_CHILD = """
import signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)
from paiju.cli import build_parser, main
build_parser()  # imports every subcommand's modules
print("ready", file=sys.stderr, flush=True)
sys.exit(main(sys.argv[1:]))
"""


def interrupt_cli(*args: str) -> tuple[int, str, float]:
    """Run ``paiju ARGS``, send SIGINT once it computes; (exit status, stderr, seconds
    from the signal to the exit)."""
    import signal
    import subprocess
    import sys

    child = subprocess.Popen([sys.executable, "-c", _CHILD, *args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        assert child.stderr is not None
        assert child.stderr.readline().strip() == "ready"
        time.sleep(1.0)  # well inside the C loop by now
        assert child.poll() is None, "the command ended before it could be interrupted"
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=30)
        return child.returncode, err, time.monotonic() - sent
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


@pytest.mark.parametrize("args", [("perft", "startpos", "9"),
                                  ("solve", "startpos", "--mate", "12")],
                         ids=["perft", "solve"])
def test_ctrl_c_stops_the_command(args: tuple[str, ...]) -> None:
    status, err, seconds = interrupt_cli(*args)
    assert status == 130 and err.strip().endswith(f"paiju {args[0]}: interrupted"), err
    assert "Traceback" not in err
    assert seconds < 5, f"{seconds:.2f} s from SIGINT to exit"  # measured: ~0.1-0.3 s


# -- validate() uses the core's facing rule (issue 10, section 5) --------------------------

def facing_codes(board: Board) -> bool:
    return any(issue.code == "generals-facing" for issue in board.validate())


@pytest.mark.parametrize(("blocked", "open_file"), [
    ("9/4K4/9/9/4R4/9/9/4k4/9/9 w", "9/4K4/9/9/9/9/9/4k4/9/9 w"),  # the issue's example
    ("9/3K5/9/9/3R5/9/9/3k5/9/9 b", "9/3K5/9/9/9/9/9/3k5/9/9 b"),
    ("9/5K3/9/9/5n3/9/9/5k3/9/9 w", "9/5K3/9/9/9/9/9/5k3/9/9 w"),
])
def test_validate_facing_with_red_above_black(blocked: str, open_file: str) -> None:
    """A piece between: no facing, whichever general stands above (and mirrored)."""
    for board in (Board(blocked), Board(blocked).mirror()):
        assert not facing_codes(board), board.fen()
    for board in (Board(open_file), Board(open_file).mirror()):
        assert facing_codes(board), board.fen()


def test_validate_facing_agrees_with_the_naive_rule() -> None:
    rng = random.Random(40)
    for _ in range(300):
        board = random_board(rng, rng.uniform(0.0, 0.15),
                             [k for k in KINDS if k is not PieceType.GENERAL])
        red, black = rng.sample([sq for sq in range(90) if board.piece_at(sq) is None], 2)
        if rng.random() < 0.5:  # often on one file
            black = next((sq for sq in range(red % 9, 90, 9)
                          if sq != red and board.piece_at(sq) is None), black)
        board.set_piece_at(red, Piece(PieceType.GENERAL, Color.RED))
        board.set_piece_at(black, Piece(PieceType.GENERAL, Color.BLACK))
        low, high = sorted((red, black))
        expected = red % 9 == black % 9 and all(
            board.piece_at(sq) is None for sq in range(low + 9, high, 9))
        assert facing_codes(board) == expected, board.fen()


def test_fuzz_pass_runs_clean() -> None:
    """scripts/fuzz_core.py (the sanitizer run's fuzz pass) finds nothing in a short run."""
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "scripts" / "fuzz_core.py"
    done = subprocess.run([sys.executable, str(script), "--seconds", "3", "--seed", "7"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith(", 0 failures"), done.stdout
