"""Repetition rulings (perpetual check, perpetual chase, plain repetition) on a corpus of
cycles, each compared with Fairy-Stockfish's xiangqi rules through pyffish.

Every case is (start FEN, moves, Paiju's ruling). The moves bring the start position back a
third time. ``AGREED`` holds the cases where Fairy-Stockfish rules the same; ``DIFFERENT``
the documented disagreements (docs/game-rules.md, "Where Paiju and Fairy-Stockfish
differ"), with Fairy-Stockfish's result. The generated part comes from
``python scripts/chase_corpus.py --cycles 3000 --pick 36`` (seed 38, pyffish 0.0.90).
"""

from __future__ import annotations

import pytest

from paiju.engine.uci_engine import from_iccs
from paiju.rules import Move
from paiju.rules.game import Game, GameRules

RULES = GameRules(no_capture_limit=None)

HANDMADE = [
    # Issue 38: Black's discovered checks are parried by h2d2, a move out of check, which
    # is never a chase (docs/rules.md §3); d2h2 alone attacks the cannon: a draw.
    ("9/5k3/3r5/2r6/6C2/9/3p3c1/7R1/8N/2BK5 b - - 0 1",
     "d3c3 h2d2 c3d3 d2h2 d3c3 h2d2 c3d3 d2h2", "1/2-1/2 threefold repetition"),
    # The red chariot attacks the lone cannon on every move.
    ("5k3/9/7c1/R8/9/9/9/9/9/4K4 w - - 0 1",
     "a6a7 h7h6 a7a6 h6h7 a6a7 h7h6 a7a6 h6h7", "0-1 perpetual chase by Red"),
    # The same with the cannon protected by a chariot: no chase.
    ("5k1r1/9/7c1/R8/9/9/9/9/9/4K4 w - - 0 1",
     "a6a7 h7h6 a7a6 h6h7 a6a7 h7h6 a7a6 h6h7", "1/2-1/2 threefold repetition"),
    ("3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1",
     "e1d1 d9e9 d1e1 e9d9 e1d1 d9e9 d1e1 e9d9", "0-1 perpetual check by Red"),
    ("5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
     "d0d1 f9f8 d1d0 f8f9 d0d1 f9f8 d1d0 f8f9", "1/2-1/2 threefold repetition"),
    # Mixed cycles: Red checks, then chases the cannon on a5, alternately: neither perpetual
    # check nor the same chase on every move, a draw (as Fairy-Stockfish rules).
    ("4k4/9/9/9/c8/9/9/9/9/R4K3 w - - 0 1",
     "a0e0 e9d9 e0a0 d9e9 a0e0 e9d9 e0a0 d9e9", "1/2-1/2 threefold repetition"),
    ("3k5/9/9/9/c8/9/9/9/9/R4K3 w - - 0 1",
     "a0d0 d9e9 d0a0 e9d9 a0d0 d9e9 d0a0 e9d9", "1/2-1/2 threefold repetition"),
]

GENERATED = [
    ("4k1br1/r8/bc7/p1p1p1p1p/9/9/P1P1P1P1P/7C1/4A4/RNc1K1B1R w - - 0 7",
     "g0e2 a8h8 e2g0 h8a8 g0e2 a8h8 e2g0 h8a8", "1-0 perpetual chase by Black"),
    ("9/9/3k1a3/4R3p/p1C6/6P2/2P5P/9/9/R1BnK1B2 w - - 0 24",
     "e6f6 f7e8 f6e6 e8f7 e6f6 f7e8 f6e6 e8f7", "0-1 perpetual chase by Red"),
    ("3akab2/9/n7r/2p1C1p2/p7p/4P4/P1P6/B4r3/4K4/1R1A1AB2 b - - 0 20",
     "f2f1 e1e2 f1f2 e2e1 f2f1 e1e2 f1f2 e2e1", "1-0 perpetual check by Black"),
    ("8R/3n1k3/9/4p1p2/9/2P6/r5P2/B2C5/9/3K1ABN1 w - - 0 17",
     "i9i8 f8f9 i8i9 f9f8 i9i8 f8f9 i8i9 f9f8", "0-1 perpetual check by Red"),
    ("1r1ak1b2/4a4/4b2r1/p1p1R4/8P/4P4/P1P6/4B1N2/Rc2K4/1N1A1AB2 b - - 0 14",
     "e8f7 e6g6 f7e8 g6e6 e8f7 e6g6 f7e8 g6e6", "1/2-1/2 threefold repetition"),
    ("2rakab2/9/b5n2/2p6/4p1P2/9/P1P1P4/4B4/9/3K5 b - - 0 22",
     "g7i6 g5h5 i6g7 h5g5 g7i6 g5h5 i6g7 h5g5", "1-0 perpetual chase by Black"),
    ("2bak4/4a4/8b/2p5R/9/4P4/2P3P1P/8B/2c2K3/2rA5 b - - 0 16",
     "i7g9 i6g6 g9i7 g6i6 i7g9 i6g6 g9i7 g6i6", "0-1 perpetual chase by Red"),
    ("5k1n1/9/4b4/4p1p2/2b4c1/1p7/9/9/3rK4/6B2 w - - 0 23",
     "e1e2 d1d2 e2e1 d2d1 e1e2 d1d2 e2e1 d2d1", "1-0 perpetual check by Black"),
    ("9/9/4kR3/6P2/9/2P6/6P2/4B4/4A4/p4K3 b - - 0 41",
     "e7e8 f7f8 e8e7 f8f7 e7e8 f7f8 e8e7 f8f7", "0-1 perpetual check by Red"),
    ("3k2b2/9/b2a5/9/4p4/6P2/R8/4B4/5K3/1N1A5 w - - 0 20",
     "e2c0 g9e7 c0e2 e7g9 e2c0 g9e7 c0e2 e7g9", "1/2-1/2 threefold repetition"),
    ("2bk1abnr/9/9/p1p1p1p1R/9/2B6/P3c1P2/9/9/RN1AKA1N1 b - - 0 10",
     "h9g7 i6i7 g7h9 i7i6 h9g7 i6i7 g7h9 i7i6", "1-0 perpetual chase by Black"),
    ("2ba1kb2/9/9/p1p1p1p1p/9/4P3P/r5P2/7r1/9/3AKA1N1 w - - 0 12",
     "h0f1 h2g2 f1h0 g2h2 h0f1 h2g2 f1h0 g2h2", "0-1 perpetual chase by Red"),
    ("3akab2/9/n8/4p3p/2P6/8P/4P4/9/8R/2BrKA3 w - - 0 20",
     "e0e1 d0d1 e1e0 d1d0 e0e1 d0d1 e1e0 d1d0", "1-0 perpetual check by Black"),
    ("2bRkab2/9/9/p1p1p1p2/8p/6c2/P7P/9/4K4/5AB2 b - - 0 20",
     "e9e8 d9d8 e8e9 d8d9 e9e8 d9d8 e8e9 d8d9", "0-1 perpetual check by Red"),
    ("4kabnr/7C1/b8/4p1C1p/2p6/9/P1P3P1P/8B/9/RNB1K4 b - - 0 11",
     "i9i8 g6g8 i8i9 g8g6 i9i8 g6g8 i8i9 g8g6", "1/2-1/2 threefold repetition"),
    ("c1b1kabr1/9/7c1/p1p1p1p1p/9/9/2P3P1P/9/4K4/RNBA1ABNR w - - 0 6",
     "a0a1 h7a7 a1a0 a7h7 a0a1 h7a7 a1a0 a7h7", "1-0 perpetual chase by Black"),
    ("r1bk2b2/9/9/pcp3p1p/4p4/9/8c/r8/3N5/3AKA3 w - - 0 20",
     "d1b0 a2b2 b0d1 b2a2 d1b0 a2b2 b0d1 b2a2", "0-1 perpetual chase by Red"),
    ("2b6/4k4/3a5/9/6p2/2p6/4p4/9/4p4/4K4 w - - 0 91",
     "e0d0 e1d1 d0e0 d1e1 e0d0 e1d1 d0e0 d1e1", "1-0 perpetual check by Black"),
    ("7R1/5k3/1R7/9/9/6P1P/4p4/3A5/9/1NB1KABN1 w - - 0 38",
     "h9h8 f8f9 h8h9 f9f8 h9h8 f8f9 h8h9 f9f8", "0-1 perpetual check by Red"),
    ("4ka3/9/3ab4/7P1/2b6/6P2/9/9/4K4/9 b - - 0 41",
     "e9d9 e1e2 d9e9 e2e1 e9d9 e1e2 d9e9 e2e1", "1/2-1/2 threefold repetition"),
    ("C4abnr/3k5/b8/p3p1R1p/9/2p3P1P/P3P4/2N2C3/4A4/4KcB2 b - - 0 13",
     "h9i7 g6g7 i7h9 g7g6 h9i7 g6g7 i7h9 g7g6", "1-0 perpetual chase by Black"),
    ("2b6/3ka4/8b/4R1p1p/9/4P4/2P5c/r8/3N5/3AKABR1 w - - 0 14",
     "d1b0 a2b2 b0d1 b2a2 d1b0 a2b2 b0d1 b2a2", "0-1 perpetual chase by Red"),
    ("4k2n1/4a4/4b4/C7p/6b2/9/2P3P1P/2R6/9/3K1r3 w - - 0 19",
     "d0d1 f0f1 d1d0 f1f0 d0d1 f0f1 d1d0 f1f0", "1-0 perpetual check by Black"),
    ("3R1kb2/r6c1/9/p1p5p/4p1p2/4P3P/P1P3P2/N3B4/4K3R/2Bc1A3 b - - 0 14",
     "f9f8 d9d8 f8f9 d8d9 f9f8 d9d8 f8f9 d8d9", "0-1 perpetual check by Red"),
    ("2b1ka3/4a4/3c4b/6p1p/p1p1p4/9/2P3P1P/B8/9/3AKABR1 b - - 0 15",
     "d7a7 h0h7 a7d7 h7h0 d7a7 h0h7 a7d7 h7h0", "1/2-1/2 threefold repetition"),
    ("2bk2b2/9/9/2p3P2/7n1/8P/3c5/5K3/9/9 b - - 0 24",
     "h5f4 g6f6 f4h5 f6g6 h5f4 g6f6 f4h5 f6g6", "1-0 perpetual chase by Black"),
    ("1nbakabn1/9/r8/4p3r/p8/2P6/P3P1P1P/RC6R/9/3K2c2 w - - 0 10",
     "i2i0 g0g2 i0i2 g2g0 i2i0 g0g2 i0i2 g2g0", "0-1 perpetual chase by Red"),
    ("r1bk1ab2/9/6c1n/p1p1p1p2/8p/6P2/P1P1P3P/N7B/9/R1Br1K2R w - - 0 11",
     "f0f1 d0d1 f1f0 d1d0 f0f1 d0d1 f1f0 d1d0", "1-0 perpetual check by Black"),
    ("9/4k4/5R3/2P3p2/P8/9/4P1c2/B7B/9/3AKA2R w - - 0 31",
     "f7e7 e8f8 e7f7 f8e8 f7e7 e8f8 e7f7 f8e8", "0-1 perpetual check by Red"),
    ("3k5/9/1c7/p1p1p1rcp/9/8P/P1P1P1P2/N8/4K4/6RNR w - - 0 12",
     "g0d0 b7d7 d0g0 d7b7 g0d0 b7d7 d0g0 d7b7", "1/2-1/2 threefold repetition"),
    ("1nbCk4/9/r6cb/p1p1p1p1p/9/9/P1P1P1P1P/1C4R2/9/2R1K1BN1 b - - 0 7",
     "b9c7 d9d7 c7b9 d7d9 b9c7 d9d7 c7b9 d7d9", "1-0 perpetual chase by Black"),
    ("r1b1kab2/2n1a4/9/8R/c8/9/4P3P/9/9/1NBAKAR2 w - - 0 13",
     "i6g6 a5a0 g6i6 a0a5 i6g6 a5a0 g6i6 a0a5", "0-1 perpetual chase by Red"),
    ("2b1k1C2/4a4/9/9/p5p2/9/P7n/3r5/4K4/9 b - - 0 30",
     "d2e2 e1d1 e2d2 d1e1 d2e2 e1d1 e2d2 d1e1", "1-0 perpetual check by Black"),
    ("3a1ab2/5k3/b1P2P3/4p4/9/9/9/3A1A3/4K4/2B6 b - - 0 38",
     "f8e8 f7e7 e8f8 e7f7 f8e8 f7e7 e8f8 e7f7", "0-1 perpetual check by Red"),
    ("1r3ab2/9/3k5/9/9/p2p4p/9/3K5/9/9 b - - 0 60",
     "b9b4 d2e2 b4b9 e2d2 b9b4 d2e2 b4b9 e2d2", "1/2-1/2 threefold repetition"),
    ("1n3ab2/4kc3/1C7/6p1p/9/9/9/8R/4A4/1N1AK4 b - - 0 18",
     "b9d8 b7a7 d8b9 a7b7 b9d8 b7a7 d8b9 a7b7", "1-0 perpetual chase by Black"),
]

AGREED = HANDMADE + GENERATED

# A chariot or cannon that slides along the line of a piece it already attacks keeps the
# attack; Paiju counts only attacks the piece could not make before the move, Fairy-Stockfish
# also counts this one (its discovered-attack test takes the moved piece as its own
# discoverer), so it sees a perpetual chase where Paiju sees none.
DIFFERENT = [
    ("3k1an2/4a4/b8/4p3p/6P2/p8/9/3A1K3/9/3r5 w - - 0 34",
     "d2e1 d0d1 e1d2 d1d0 d2e1 d0d1 e1d2 d1d0", "1/2-1/2 threefold repetition", "1-0"),
    ("2b1kabn1/4C4/9/r1p1p1pRp/p8/9/4P4/B3B4/3N5/3RKA3 b - - 0 14",
     "h9g7 h6h7 g7h9 h7h6 h9g7 h6h7 g7h9 h7h6", "1/2-1/2 threefold repetition", "0-1"),
    ("2r2ab2/3ka4/9/4p1p1p/p1p6/2r6/9/2N6/4K4/3A1cB2 w - - 0 22",
     "c2e3 c4c3 e3c2 c3c4 c2e3 c4c3 e3c2 c3c4", "1/2-1/2 threefold repetition", "1-0"),
    ("2b6/4k4/R8/9/2p6/9/2p6/6r1B/3K5/2B2A3 w - - 0 41",
     "i2g4 g2g0 g4i2 g0g2 i2g4 g2g0 g4i2 g0g2", "1/2-1/2 threefold repetition", "1-0"),
    ("r4k3/7c1/b8/8p/9/1r7/9/9/9/1N1AKA3 w - - 0 20",
     "b0c2 b4b2 c2b0 b2b4 b0c2 b4b2 c2b0 b2b4", "1/2-1/2 threefold repetition", "1-0"),
]


def paiju_ruling(fen: str, moves: str) -> str:
    game = Game(fen, rules=RULES)
    words = moves.split()
    for n, text in enumerate(words, 1):
        if game.play(Move.from_iccs(text)) is not None:
            assert n == len(words), f"the game ended early, at ply {n}: {game.describe()}"
    return game.describe()


def fsf_result(fen: str, moves: str) -> str | None:
    """Fairy-Stockfish's result at the end of the moves (None: it sees no end)."""
    pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed "
                                  "(pip install pyffish): no Fairy-Stockfish to compare with")
    words = moves.split()
    ended, value = pyffish.is_optional_game_end("xiangqi", fen, [from_iccs(m) for m in words])
    if not ended:
        return None
    if value == 0:
        return "1/2-1/2"
    red_to_move = (len(words) % 2 == 0) == (" w " in fen)
    return "1-0" if (value > 0) == red_to_move else "0-1"


def test_the_corpus_is_big_and_varied() -> None:
    kinds = {ruling.split(" ", 1)[1] for _, _, ruling in AGREED}
    assert len(AGREED) + len(DIFFERENT) >= 30
    assert {"perpetual check by Red", "perpetual check by Black", "perpetual chase by Red",
            "perpetual chase by Black", "threefold repetition"} <= kinds


@pytest.mark.parametrize(("fen", "moves", "ruling"), AGREED)
def test_paiju_rules_as_fairy_stockfish(fen: str, moves: str, ruling: str) -> None:
    assert paiju_ruling(fen, moves) == ruling
    assert fsf_result(fen, moves) == ruling.split(" ", 1)[0]


@pytest.mark.parametrize(("fen", "moves", "ruling", "theirs"), DIFFERENT)
def test_documented_disagreements(fen: str, moves: str, ruling: str, theirs: str) -> None:
    assert paiju_ruling(fen, moves) == ruling
    assert fsf_result(fen, moves) == theirs
