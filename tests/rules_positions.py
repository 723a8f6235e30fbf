"""Test positions for the rules module: themed setups and real puzzles.

Themed positions are written as piece lists ("Ke0 Ce2 ke9": upper case Red,
lower case Black, then the point) so a reader sees the motif at a glance.
Puzzle positions come from the outside puzzle corpus (``shared_corpus``; read-only, never
edited); without it the puzzle sample is empty and the themed setups stand alone.
"""

from __future__ import annotations

import csv
import json
import random
from pathlib import Path

from shared_corpus import PRESENT, PUZZLES

from paiju.rules import GENERAL, Board, Color, Move, Piece, PieceType, parse_square, perft
from paiju.rules.validation import ADVISOR_POINTS, ELEPHANT_POINTS, PALACE, soldier_point_ok


def setup(pieces: str, turn: str = "w") -> str:
    """FEN of a piece list like ``"Ke0 Ra0 kd9"`` with `turn` (w or b) to move."""
    board = Board.empty()
    for item in pieces.split():
        board.set_piece_at(parse_square(item[1:]), Piece.from_symbol(item[0]))
    return f"{board.board_fen()} {turn} - - 0 1"


# (id, motif, FEN). Every one is a legal setup (Board(fen).is_valid()).
THEMED: list[tuple[str, str]] = [
    ("cannon-screens", setup("Kd0 Ca2 Pa3 Pi3 Cc5 kf9 pa6 pi6 pe5 bg5 ra9 ri9")),
    ("cannon-screens-black", setup("Kd0 Ca2 Pa3 Pi3 Cc5 kf9 pa6 pi6 pe5 bg5 ra9 ri9", "b")),
    ("cannon-one-screen-only", setup("Kd0 Ce2 Pe4 ne5 pe6 be7 kf9 ad9")),
    ("cannon-check-screen-advisor", setup("Kd0 Ce2 Rh0 ke9 ae8 af9 ra7 nh7 pc6", "b")),
    ("cannon-check-screen-own", setup("Ke0 Ad0 Bc0 Pe3 Ra7 ce7 kf9 ad9")),
    ("cannon-pins-two-screens", setup("Ke0 Ae1 Be2 Ra0 ce7 kd9 af9")),
    ("cannon-no-capture-own", setup("Kf0 Cb2 Nb5 Cb7 kd9 nb9 rh7")),
    ("flying-general-pin", setup("Ke0 Ne4 Nb0 ke9 ra9 ca7")),
    ("flying-general-pin-black", setup("Ke0 Ne4 Nb0 ke9 ra9 ca7", "b")),
    ("flying-general-king-step", setup("Kd0 Rf1 Ph5 ke8 ad9 rb2")),
    ("flying-general-two-blockers", setup("Ke1 Pe5 ke8 ne7 ra4")),
    ("flying-general-sole-blocker", setup("Ke0 Ra5 Ci5 ke9 pe5 ra8")),
    ("chariot-pin", setup("Ke0 Ne2 Ra0 Ci2 re7 kd9 af9")),
    ("horse-legs", setup("Kd0 Ne4 Ng2 Pg3 kf9 pe5 bc5 nf4")),
    ("horse-check-block-leg", setup("Ke1 Ra2 Nh0 kf9 nd3 rh9")),
    ("horse-leg-pins-advisor", setup("Ke1 Ad2 Ra0 kf9 nd3 rh9")),
    ("horses-crowded", setup("Kd0 Ne3 Nd5 Pe6 ke9 nc6 ng4 pc4 be7 af9")),
    ("elephant-eyes", setup("Kd1 Bc0 Bg4 nf3 kf8 be7 bg9 ad9")),
    ("elephant-eyes-black", setup("Kd1 Bc0 Bg4 nf3 kf8 be7 bg9 ad9", "b")),
    ("advisors-full-palace", setup("Kd0 Ae1 Af0 ke9 ae8 af9 Rh4 rb5")),
    ("soldiers-across-river", setup("Ke1 Pc5 Pa9 Pg8 Pe7 kd9 pe4 pc3 pa0")),
    ("soldier-side-check", setup("Ke1 Pc5 Ra0 kd9 pd1 pg4")),
    ("soldiers-black-crossed", setup("Kf0 Ra0 kd9 pc3 pe2 pg1 pd0 ad7", "b")),
    ("double-check-chariot-horse", setup("Kf0 Rd5 Ne7 kd9 rb1 bc9", "b")),
    ("double-check-cannon-horse", setup("Ke0 Ce3 Pe5 Nf7 ke9 nc7", "b")),
    ("checkmate-double-check", setup("Ke0 Ce2 Pe5 Ra8 ke8 nc7", "b")),
    ("checkmate-black", setup("Kd0 Ra9 Re8 Pe7 ke9", "b")),
    ("stalemate-black", setup("Kd0 Rf1 Ra8 ke9", "b")),
    ("mate-in-one-available", setup("Kd0 Ra7 Rb6 ke9 ae8 af9 pe6")),
    ("king-captures-checker", setup("Ke1 Nh0 kf9 re2 pa6")),
    ("endgame-chariot-v-king", setup("Kf0 Rh4 ke8")),
    ("endgame-horse-v-advisor", setup("Kd0 Nc6 kf9 ae8")),
    ("endgame-cannon-advisor-v-king", setup("Ke0 Ae1 Ch5 kd9")),
    ("endgame-soldier-v-king", setup("Kd0 Pe6 kf8")),
    ("endgame-two-soldiers-v-advisors", setup("Kf0 Pd7 Pf6 ke9 ad9 af9", "b")),
    ("endgame-chariot-v-full-defence", setup("Kd0 Rh4 ke9 ae8 af9 be7 bc9")),
    ("endgame-horse-cannon-v-chariot", setup("Ke0 Nc6 Cg2 Ad0 kd9 rh8 ae8", "b")),
]


def themed_positions() -> list[tuple[str, str]]:
    return list(THEMED)


def _eglib_fens(path: Path) -> list[tuple[str, str]]:
    """(name, FEN) of each line of an eglib file (``name|FEN|moves``), first per name."""
    seen: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split("|")
        if len(fields) >= 2 and fields[0] not in seen:
            seen[fields[0]] = fields[1].strip()
    return list(seen.items())


def _csv_fens(path: Path) -> list[tuple[str, str]]:
    with path.open(encoding="gbk", newline="") as handle:
        rows = list(csv.reader(handle, skipinitialspace=True))
    return [(row[1], row[3].strip()) for row in rows[1:] if len(row) >= 4]


def puzzle_positions(per_source: int = 4, max_nodes: int | None = None) -> list[tuple[str, str]]:
    """A deterministic sample of legal puzzle positions from each source file.

    Each FEN is rewritten in canonical form; positions that are not legal setups
    (pyffish and we may disagree on those) are left out, and so are those whose
    perft(2) exceeds `max_nodes` (to bound the cost of a slow reference engine).
    Without the corpus the sample is empty.
    """
    if not PRESENT:
        return []
    sources: list[tuple[str, list[tuple[str, str]]]] = []
    general = [json.loads(line) for line in (PUZZLES / "general.jsonl").open(encoding="utf-8")]
    sources.append(("general", [(f"{i}", p["fen"]) for i, p in enumerate(general)]))
    for path in sorted(PUZZLES.glob("*/*.eglib")):
        sources.append((path.stem, _eglib_fens(path)))
    for path in sorted(PUZZLES.glob("misc/*.csv")):
        sources.append((path.stem, _csv_fens(path)))
    chosen: list[tuple[str, str]] = []
    for stem, items in sources:
        rng = random.Random(stem)
        picked = 0
        for name, fen in rng.sample(items, len(items)):
            board = Board(fen)
            if not (board.is_valid() and board.legal_moves):
                continue
            if max_nodes is None or perft(board, 2) <= max_nodes:
                chosen.append((f"{stem}:{name}", board.fen()))
                picked += 1
                if picked == per_source:
                    break
    return chosen


def random_game(fen: str, plies: int, seed: int) -> list[Move]:
    """A random legal playout of at most `plies` moves (stops when no move is left)."""
    rng = random.Random(seed)
    board = Board(fen)
    moves: list[Move] = []
    for _ in range(plies):
        legal = sorted(board.legal_moves, key=Move.iccs)
        if not legal:
            break
        move = rng.choice(legal)
        board.push(move)
        moves.append(move)
    return moves


def _allowed_points(piece: Piece) -> list[int]:
    kind, color = piece.piece_type, piece.color
    if kind is GENERAL:
        return sorted(PALACE[color])
    if kind is PieceType.ADVISOR:
        return sorted(ADVISOR_POINTS[color])
    if kind is PieceType.ELEPHANT:
        return sorted(ELEPHANT_POINTS[color])
    if kind is PieceType.SOLDIER:
        return [sq for sq in range(90) if soldier_point_ok(color, sq)]
    return list(range(90))


def random_setups(count: int, seed: int) -> list[str]:
    """`count` random legal setups (each piece on a point it may occupy, is_valid())."""
    rng = random.Random(seed)
    others = [Piece(t, c) for c in Color for t in PieceType if t is not GENERAL]
    fens: list[str] = []
    while len(fens) < count:
        board = Board.empty()
        for color in Color:
            general = Piece(GENERAL, color)
            board.set_piece_at(rng.choice(_allowed_points(general)), general)
        for _ in range(rng.randint(0, 16)):
            piece = rng.choice(others)
            sq = rng.choice(_allowed_points(piece))
            if board.piece_at(sq) is None:
                board.set_piece_at(sq, piece)
        board.turn = rng.choice(list(Color))
        if board.is_valid():
            fens.append(board.fen())
    return fens
