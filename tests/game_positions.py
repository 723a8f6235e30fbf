"""Constructed game endings shared by the game-rule and replay tests: (FEN, moves, verdict)."""

from __future__ import annotations

MATE = ("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1", "b1b9", "1-0 checkmate")
STALEMATE = ("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", "a1a8",
             "1-0 stalemate (Black has no legal move)")
PERPETUAL_CHECK = ("3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1", "e1d1 d9e9 d1e1 e9d9 " * 2,
                   "0-1 perpetual check by Red")
# The red chariot follows the black cannon up and down the h file's neighbours: every red
# move attacks the same unprotected cannon.
PERPETUAL_CHASE = ("5k3/9/7c1/R8/9/9/9/9/9/4K4 w - - 0 1", "a6a7 h7h6 a7a6 h6h7 " * 2,
                   "0-1 perpetual chase by Red")
# The same dance with the cannon protected by a chariot on h9 is no chase: a draw.
PROTECTED_NO_CHASE = ("5k1r1/9/7c1/R8/9/9/9/9/9/4K4 w - - 0 1", "a6a7 h7h6 a7a6 h6h7 " * 2,
                      "1/2-1/2 threefold repetition")
THREEFOLD = ("5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d0d1 f9f8 d1d0 f8f9 " * 2,
             "1/2-1/2 threefold repetition")
# With a limit of 2 moves each side, four quiet plies draw.
NO_CAPTURE = ("5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d0d1 f9f8 d1d2 f8f7",
              "1/2-1/2 no capture in 2 moves")
ENDINGS = {"mate": MATE, "stalemate": STALEMATE, "perpetual_check": PERPETUAL_CHECK,
           "perpetual_chase": PERPETUAL_CHASE, "protected": PROTECTED_NO_CHASE,
           "threefold": THREEFOLD}
