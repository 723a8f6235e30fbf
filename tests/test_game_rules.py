"""Game rules of xiangqi.game: endings on constructed positions, acts, clocks."""

from __future__ import annotations

import pytest
from game_positions import ENDINGS, NO_CAPTURE, PERPETUAL_CHECK

from paiju.rules import BLACK, RED, SQUARE_NAMES, Board, IllegalMoveError, Move, Termination
from paiju.rules.game import (
    Clock,
    Game,
    GameError,
    GameRules,
    TimeControl,
    chased_pieces,
    format_clock,
)


def _play(fen: str, moves: str, rules: GameRules | None = None) -> Game:
    game = Game(fen, rules=rules or GameRules())
    for text in moves.split():
        game.play(Move.from_iccs(text))
    return game


@pytest.mark.parametrize("name", sorted(ENDINGS))
def test_constructed_endings(name: str) -> None:
    fen, moves, verdict = ENDINGS[name]
    game = _play(fen, moves)
    assert game.describe() == verdict
    assert game.legal_moves() == []


def test_no_capture_limit_is_configurable() -> None:
    fen, moves, verdict = NO_CAPTURE
    assert _play(fen, moves, GameRules(no_capture_limit=2)).describe() == verdict
    assert _play(fen, moves).outcome is None  # default 60 moves each side
    assert GameRules().no_capture_plies == 120


def test_repetition_before_the_third_occurrence_goes_on() -> None:
    fen, moves, _ = PERPETUAL_CHECK
    game = _play(fen, " ".join(moves.split()[:7]))
    assert game.outcome is None


def test_chase_rule_can_be_switched_off() -> None:
    fen, moves, _ = ENDINGS["perpetual_chase"]
    game = _play(fen, moves, GameRules(chase_rule=False))
    assert game.outcome is not None and game.outcome.termination is Termination.REPETITION


def test_no_move_after_the_end_and_takeback_reopens() -> None:
    fen, moves, _ = ENDINGS["mate"]
    game = _play(fen, moves)
    with pytest.raises(GameError, match="over"):
        game.play(Move.from_iccs("e0e1"))
    assert game.takeback() == [Move.from_iccs("b1b9")]
    assert game.outcome is None and game.ply == 0


def test_illegal_move_names_move_number() -> None:
    game = Game()
    game.play(Move.from_iccs("h2e2"))
    with pytest.raises(IllegalMoveError, match=r"move 1 \(Black\): a9a5 is not legal"):
        game.play(Move.from_iccs("a9a5"))


def test_acts_resign_draw_flag() -> None:
    game = Game()
    game.resign(RED)
    assert game.describe() == "0-1 Red resigns"
    game = Game()
    game.agree_draw()
    assert game.describe() == "1/2-1/2 draw agreed"
    game = Game()
    game.flag_fall(BLACK)
    assert game.describe() == "1-0 Black lost on time"


def test_start_position_must_be_legal() -> None:
    with pytest.raises(GameError, match="start position"):
        Game("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")  # generals face each other
    over = Game(ENDINGS["stalemate"][0].replace(" w ", " b ").replace("R8", "9")
                .replace("3k5/9", "3k5/R8"))
    assert over.outcome is not None and over.outcome.winner is RED


def test_position_at_and_move_numbers() -> None:
    game = Game("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1")
    game.play(Move.from_iccs("h7e7"))
    game.play(Move.from_iccs("h2e2"))
    assert game.move_number(1) == (1, BLACK) and game.move_number(2) == (2, RED)
    assert game.position_at(1).piece_at(Move.from_iccs("h7e7").to_square) is not None
    assert game.position_at(0).fen() == game.start_fen


class FakeTime:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def test_clock_increment_and_flag() -> None:
    now = FakeTime()
    clock = Clock(TimeControl.minutes(1, 2), now)
    clock.start(RED)
    now.t += 10
    assert clock.remaining(RED) == 50_000
    assert clock.press() == 52_000 and clock.running is BLACK
    now.t += 61
    assert clock.flagged() is BLACK and clock.remaining(BLACK) == 0
    with pytest.raises(GameError, match="flag"):
        clock.press()


def test_time_control_text() -> None:
    tc = TimeControl.parse("600+5")
    assert tc == TimeControl.minutes(10, 5) and tc.pgn() == "600+5"
    with pytest.raises(ValueError, match="time control"):
        TimeControl.parse("ten")
    assert format_clock(3_725_400) == "1:02:05"


def _chased(fen: str, move: str) -> set[str]:
    board = Board(fen)
    return {SQUARE_NAMES[sq] for sq in chased_pieces(board, Move.from_iccs(move))}


def test_what_counts_as_a_chase() -> None:
    # a horse attacks a chariot: chased even though the other chariot protects it
    assert _chased("3k5/2r6/9/2r6/9/9/9/2N6/9/4K4 w - - 0 1", "c2d4") == {"c6"}
    # the same attack on a protected cannon is no chase; unprotected, it is
    assert _chased("3k5/2r6/9/2c6/9/9/9/2N6/9/4K4 w - - 0 1", "c2d4") == set()
    assert _chased("3k5/9/9/2c6/9/9/9/2N6/9/4K4 w - - 0 1", "c2d4") == {"c6"}
    # a soldier on its own side of the river may be attacked; across the river it is chased
    assert _chased("3k5/9/9/p8/9/9/9/9/1R7/4K4 w - - 0 1", "b1b6") == set()
    assert _chased("3k5/9/9/9/9/p8/9/9/1R7/4K4 w - - 0 1", "b1b4") == {"a4"}
    # an attack that was there before the move is not a new chase
    assert _chased("3k5/9/9/9/9/p8/9/9/1R7/4K4 w - - 0 1", "e0e1") == set()
    # like pieces attacking each other offer an exchange
    assert _chased("3k5/9/9/r8/9/9/9/9/1R7/4K4 w - - 0 1", "b1b6") == set()
