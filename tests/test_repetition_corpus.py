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

from engine.uci_engine import from_iccs
from xiangqi import Move
from xiangqi.game import Game, GameRules

RULES = GameRules(no_capture_limit=None)

HANDMADE = [
    # Issue 38: Black's discovered checks are parried by h2d2, a move out of check, which
    # is never a chase (RULES.md section 3); d2h2 alone attacks the cannon: a draw.
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
    ("9/4ak3/9/6p2/9/4r4/6P2/2N1B4/9/4K4 b - - 1 37",
     "e4c4 c2e3 c4e4 e3c2 e4c4 c2e3 c4e4 e3c2", "1-0 perpetual chase by Black"),
    ("r1b2a3/3k5/4b4/7rp/p3P1p2/2p5C/P5P1P/4BA3/9/RNB1KA3 w - - 6 16",
     "e2g4 h6h2 g4e2 h2h6 e2g4 h6h2 g4e2 h2h6", "0-1 perpetual chase by Red"),
    ("2bak4/8n/9/4n4/2p2r3/9/8r/9/4K4/2c6 b - - 5 22",
     "f5e5 e1f1 e5f5 f1e1 f5e5 e1f1 e5f5 f1e1", "1-0 perpetual check by Black"),
    ("4k4/7R1/9/9/6b2/2B1P4/1pP1N1P2/8B/3K5/5A3 w - - 2 30",
     "h8h9 e9e8 h9h8 e8e9 h8h9 e9e8 h9h8 e8e9", "0-1 perpetual check by Red"),
    ("9/9/5k3/4R4/9/6p2/9/N8/7R1/4K4 b - - 12 32",
     "g4f4 h1h4 f4g4 h4h1 g4f4 h1h4 f4g4 h4h1", "1/2-1/2 threefold repetition"),
    ("2b1kab2/4a4/1r7/p1p1p1p2/8N/5c3/P3P1P1P/3A5/3K5/2B2AB1R b - - 0 19",
     "b7b5 i5h7 b5b7 h7i5 b7b5 i5h7 b5b7 h7i5", "1-0 perpetual chase by Black"),
    ("2b1R1b2/3k5/9/6p2/9/2P5P/6P2/9/7N1/4K4 b - - 0 33",
     "c9a7 e9e7 a7c9 e7e9 c9a7 e9e7 a7c9 e7e9", "0-1 perpetual chase by Red"),
    ("2b6/3ka4/5a2n/9/P8/9/9/5A3/2r6/1R3K3 b - - 6 27",
     "c1c0 f0f1 c0c1 f1f0 c1c0 f0f1 c0c1 f1f0", "1-0 perpetual check by Black"),
    ("6c2/R8/4k4/9/9/2P6/P3P4/3A4B/4A4/1NB2K3 w - - 13 35",
     "a8a7 e7e8 a7a8 e8e7 a8a7 e7e8 a7a8 e8e7", "0-1 perpetual check by Red"),
    ("2b1k4/9/r8/9/5n3/3p2pp1/9/9/9/3K5 w - - 14 41",
     "d0d1 a7a4 d1d0 a4a7 d0d1 a7a4 d1d0 a4a7", "1/2-1/2 threefold repetition"),
    ("1nb6/5k3/9/2p6/4p4/8p/3r5/4K4/9/5N3 b - - 0 20",
     "d3f3 f0d1 f3d3 d1f0 d3f3 f0d1 f3d3 d1f0", "1-0 perpetual chase by Black"),
    ("2b6/9/4k4/9/9/2P1P1P2/4N4/B2A5/5c3/2BK1A3 b - - 25 34",
     "f1e1 e3g2 e1f1 g2e3 f1e1 e3g2 e1f1 g2e3", "0-1 perpetual chase by Red"),
    ("3k5/9/9/9/2b6/9/9/4K4/9/3A1r3 b - - 14 37",
     "f0e0 e2f2 e0f0 f2e2 f0e0 e2f2 e0f0 f2e2", "1-0 perpetual check by Black"),
    ("3R5/5k3/9/4p4/6b2/4P4/3p5/8B/9/3AKA3 w - - 3 36",
     "d9d8 f8f9 d8d9 f9f8 d9d8 f8f9 d8d9 f9f8", "0-1 perpetual check by Red"),
    ("3akab2/9/b8/r7p/2p1p1p2/9/9/9/4K4/9 w - - 0 40",
     "e1f1 g9i7 f1e1 i7g9 e1f1 g9i7 f1e1 i7g9", "1/2-1/2 threefold repetition"),
    ("3k1a3/9/b7b/9/4pn3/6B2/9/4B4/4K4/1N1r5 w - - 0 24",
     "b0c2 d0d2 c2b0 d2d0 b0c2 d0d2 c2b0 d2d0", "1-0 perpetual chase by Black"),
    ("rn1a1kb2/9/4b4/pCp1p1p1r/8p/4P4/P1P3P1c/1R7/2R6/2BAKABN1 w - - 0 10",
     "h0g2 i3i2 g2h0 i2i3 h0g2 i3i2 g2h0 i2i3", "0-1 perpetual chase by Red"),
    ("1r3kb2/9/9/p3p1p2/2R6/P8/4r4/9/3K5/2B2A3 b - - 2 19",
     "e3d3 d1e1 d3e3 e1d1 e3d3 d1e1 d3e3 e1d1", "1-0 perpetual check by Black"),
    ("3k1a3/4R4/9/9/2b6/2P3P2/4P3P/B8/9/3AK4 w - - 1 23",
     "e8d8 d9e9 d8e8 e9d9 e8d8 d9e9 d8e8 e9d9", "0-1 perpetual check by Red"),
    ("2b4n1/4k4/5c3/p1p1p1p1p/9/3N5/P3P3P/9/7C1/2RAKABNR b - - 1 10",
     "f7c7 d4b5 c7f7 b5d4 f7c7 d4b5 c7f7 b5d4", "1/2-1/2 threefold repetition"),
    ("3k1ab1r/9/9/2p1p1p1p/4P4/2P6/6P1P/8N/4K4/6r2 b - - 1 16",
     "g0i0 i2g1 i0g0 g1i2 g0i0 i2g1 i0g0 g1i2", "1-0 perpetual chase by Black"),
    ("3akab2/9/9/p1p1p1p1p/9/2r6/6P2/1N7/8c/3K1AB2 b - - 1 18",
     "c4f4 b2d3 f4c4 d3b2 c4f4 b2d3 f4c4 d3b2", "0-1 perpetual chase by Red"),
    ("2bak4/4a4/9/9/6b2/5p3/9/9/4K4/2r6 b - - 0 36",
     "c0c1 e1e0 c1c0 e0e1 c0c1 e1e0 c1c0 e0e1", "1-0 perpetual check by Black"),
    ("9/5k3/9/9/9/9/P3R1P1P/4B4/4A3R/3K5 w - - 21 42",
     "e3f3 f8e8 f3e3 e8f8 e3f3 f8e8 f3e3 e8f8", "0-1 perpetual check by Red"),
    ("9/3k5/9/9/6p2/6B2/PRR1P4/9/9/4KA1N1 b - - 4 31",
     "d8d9 b3b7 d9d8 b7b3 d8d9 b3b7 d9d8 b7b3", "1/2-1/2 threefold repetition"),
    ("2b1k1C2/9/8r/p1p1p1p1p/9/9/P1P1P1P1P/7c1/3K5/2R2AcNR w - - 0 9",
     "c0c2 g0g2 c2c0 g2g0 c0c2 g0g2 c2c0 g2g0", "1-0 perpetual chase by Black"),
    ("9/1c1k5/9/2R6/9/4P4/R1P2CP2/9/4A4/1NBAK1B2 w - - 1 21",
     "c6b6 b8c8 b6c6 c8b8 c6b6 b8c8 b6c6 c8b8", "0-1 perpetual chase by Red"),
    ("4kab2/4a4/4b4/p1p3p1p/9/9/2P3P1P/4B4/r2K5/5ABNR w - - 2 21",
     "d1d2 a1a2 d2d1 a2a1 d1d2 a1a2 d2d1 a2a1", "1-0 perpetual check by Black"),
    ("4ka3/3R5/4b4/4p3p/p1b4R1/2p5P/9/B8/4A4/1r1AK1B2 w - - 2 23",
     "d8e8 e9d9 e8d8 d9e9 d8e8 e9d9 e8d8 d9e9", "0-1 perpetual check by Red"),
    ("2bak4/4a4/6r2/p1p1p1p2/8p/P8/2PC2c1P/3A5/9/1RB1KAB2 w - - 2 12",
     "c0a2 g3g2 a2c0 g2g3 c0a2 g3g2 a2c0 g2g3", "1/2-1/2 threefold repetition"),
    ("4k3n/9/4C3b/9/p1p6/7NP/P8/8R/5K3/9 b - - 0 39",
     "i9g8 e7h7 g8i9 h7e7 i9g8 e7h7 g8i9 h7e7", "1-0 perpetual chase by Black"),
    ("3a5/9/2n1k4/2p3CC1/4p4/5R3/P1P3P2/9/9/1NBAKABN1 w - - 2 19",
     "h6h7 c7e6 h7h6 e6c7 h6h7 c7e6 h7h6 e6c7", "0-1 perpetual chase by Red"),
    ("9/9/5k3/3r5/8p/9/1c7/4K4/9/9 b - - 13 44",
     "d6e6 e2d2 e6d6 d2e2 d6e6 e2d2 e6d6 d2e2", "1-0 perpetual check by Black"),
    ("9/3R5/4k4/9/7P1/9/2P1P4/N3B4/9/3AKA3 w - - 5 27",
     "d8e8 e7d7 e8d8 d7e7 d8e8 e7d7 e8d8 d7e7", "0-1 perpetual check by Red"),
    ("9/3k5/9/9/3P5/9/R3P2R1/N8/5K3/2B6 w - - 11 28",
     "h3h4 d8d9 h4h3 d9d8 h3h4 d8d9 h4h3 d9d8", "1/2-1/2 threefold repetition"),
    ("1r3kCr1/9/4b4/p1p3p1p/4p4/6P2/P1c1P3P/Nc7/4K4/R1BA1ABNR w - - 1 9",
     "i0i1 f9f8 i1i0 f8f9 i0i1 f9f8 i1i0 f8f9", "1-0 perpetual chase by Black"),
]

AGREED = HANDMADE + GENERATED

# A chariot or cannon that slides along the line of a piece it already attacks keeps the
# attack; Paiju counts only attacks the piece could not make before the move, Fairy-Stockfish
# also counts this one (its discovered-attack test takes the moved piece as its own
# discoverer), so it sees a perpetual chase where Paiju sees none.
DIFFERENT = [
    ("4k1b2/9/4ba3/4p1p2/P7P/6P2/9/2r1B4/9/3K5 b - - 1 30",
     "c2a2 e2c0 a2c2 c0e2 c2a2 e2c0 a2c2 c0e2", "1/2-1/2 threefold repetition", "1-0"),
    ("3ak1b2/4a4/b8/p1p1p1p2/9/2P1P4/9/1r7/9/5KB2 b - - 0 23",
     "b2g2 g0i2 g2b2 i2g0 b2g2 g0i2 g2b2 i2g0", "1/2-1/2 threefold repetition", "1-0"),
    ("2ba1abn1/4k4/8c/p5p2/P1p6/9/2P1P1P2/B8/1r7/1N1A1K3 b - - 3 16",
     "b1d1 d0e1 d1b1 e1d0 b1d1 d0e1 d1b1 e1d0", "1/2-1/2 threefold repetition", "1-0"),
    ("9/4k4/9/p8/2n3p1p/4P4/P1P3P1P/B8/3K5/1R1A1AB2 w - - 0 19",
     "b0b5 c5b7 b5b0 b7c5 b0b5 c5b7 b5b0 b7c5", "1/2-1/2 threefold repetition", "0-1"),
    ("3k1a3/3n5/9/p3p4/5Pb2/P1r6/R3P4/N7N/4A4/2BAK4 w - - 0 28",
     "c0e2 c4c2 e2c0 c2c4 c0e2 c4c2 e2c0 c2c4", "1/2-1/2 threefold repetition", "1-0"),
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
