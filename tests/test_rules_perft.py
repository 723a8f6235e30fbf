"""Move generation against published perft counts and against Fairy-Stockfish.

* every position and depth of the corpus's perft.json (deep ones: ``-m slow``);
* themed setups and real puzzles, perft to depth 3 compared with pyffish move by
  move, so a failure names the line where the two generators part;
* exact legal-move sets on a few hundred positions from random playouts.

pyffish speaks UCI with ranks 1..10; ``paiju.engine.uci_engine.to_iccs`` turns that into ICCS 0..9.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from rules_positions import (
    puzzle_positions,
    random_game,
    random_setups,
    themed_positions,
)
from shared_corpus import corpus_cases, corpus_file, needs_corpus

from paiju.engine.uci_engine import to_iccs
from paiju.rules import Board, Move, perft, perft_divide
from paiju.rules.perft import perft_python

try:
    import pyffish
except ImportError:  # the oracle is a test extra: only the tests that ask it skip
    pyffish = None
needs_pyffish = pytest.mark.skipif(pyffish is None,
                                   reason="pyffish (Fairy-Stockfish's rules) is not installed")

DEFAULT_NODE_LIMIT = 5_000_000


def fsf_moves(fen: str, line: list[str]) -> dict[str, str]:
    """pyffish's legal moves after the UCI `line`: {iccs: uci}."""
    return {to_iccs(m): m for m in pyffish.legal_moves("xiangqi", fen, line)}


def fsf_perft(fen: str, line: list[str], depth: int) -> int:
    moves = fsf_moves(fen, line)
    if depth == 1:
        return len(moves)
    return sum(fsf_perft(fen, [*line, uci], depth - 1) for uci in moves.values())


def assert_same_moves(fen: str) -> None:
    ours = {m.iccs() for m in Board(fen).legal_moves}
    theirs = set(fsf_moves(fen, []))
    assert ours == theirs, (f"{fen}: only ours {sorted(ours - theirs)}, "
                            f"only Fairy-Stockfish {sorted(theirs - ours)}")


def first_difference(fen: str, depth: int) -> str | None:
    """Walk down the divide until our count and pyffish's differ; describe it."""
    board = Board(fen)
    line: list[str] = []
    path: list[str] = []
    while depth > 0:
        ours = {m.iccs(): m for m in board.legal_moves}
        theirs = fsf_moves(fen, line)
        if set(ours) != set(theirs):
            return (f"after [{' '.join(path)}] in {board.fen()}: only we generate "
                    f"{sorted(set(ours) - set(theirs))}, only Fairy-Stockfish "
                    f"{sorted(set(theirs) - set(ours))}")
        if depth == 1:
            return None
        for iccs in sorted(ours):
            board.push(ours[iccs])
            mine = perft(board, depth - 1)
            fsf = fsf_perft(fen, [*line, theirs[iccs]], depth - 1)
            if mine != fsf:
                path.append(iccs)
                line.append(theirs[iccs])
                break
            board.pop()
        else:
            return None
        depth -= 1
    return None


# -- published perft ----------------------------------------------------------

def _published() -> list[object]:
    data = json.loads(corpus_file("perft.json").read_text(encoding="utf-8"))
    params: list[object] = []
    for pos in data["positions"]:
        for depth, nodes in sorted(pos["nodes"].items(), key=lambda kv: int(kv[0])):
            marks = [pytest.mark.slow] if nodes > DEFAULT_NODE_LIMIT else []
            params.append(pytest.param(pos["fen"], int(depth), nodes, marks=marks,
                                       id=f"{pos['id']}-d{depth}"))
    return params


@pytest.mark.parametrize(("fen", "depth", "nodes"), corpus_cases(_published, 3))
def test_published_perft(fen: str, depth: int, nodes: int) -> None:
    assert perft(Board(fen), depth) == nodes


def test_start_position_counts_through_python_api() -> None:
    board = Board()
    assert [perft_python(board, d) for d in (1, 2, 3)] == [44, 1920, 79666]
    assert board.fen() == Board().fen()


def test_divide_sums_to_perft() -> None:
    board = Board()
    divide = perft_divide(board, 3)
    assert len(divide) == 44
    assert sum(n for _, n in divide) == 79666
    after = Board()
    after.push(Move.from_iccs("h2e2"))
    assert dict(divide)[Move.from_iccs("h2e2")] == perft(after, 2)
    assert board.fen() == Board().fen() and not board.move_stack


# -- against Fairy-Stockfish ------------------------------------------------------

# pyffish answers about 700 calls a second and depth 3 costs one call per depth-2
# node, so the default run takes puzzles of modest branching; -m slow takes more.
POSITIONS = themed_positions() + puzzle_positions(per_source=2, max_nodes=500)
EXTRA_PUZZLES = [p for p in puzzle_positions(per_source=6) if p not in POSITIONS]


@needs_corpus
def test_enough_varied_positions() -> None:
    assert len(POSITIONS) >= 40
    sources = Counter(name.split(":")[0] for name, _ in POSITIONS if ":" in name)
    assert len(sources) >= 6  # general.jsonl, five eglib files, the csv
    assert all(Board(fen).is_valid() for _, fen in POSITIONS)


def _compare_depth3(fen: str) -> None:
    board = Board(fen)
    assert board.is_valid(), board.validate()
    ours = {m.iccs(): n for m, n in perft_divide(board, 3)}
    theirs = {iccs: fsf_perft(fen, [uci], 2) for iccs, uci in fsf_moves(fen, []).items()}
    if ours != theirs:
        pytest.fail(first_difference(fen, 3) or f"divide differs: {ours} vs {theirs}")


@pytest.mark.parametrize("fen", [p[1] for p in POSITIONS], ids=[p[0] for p in POSITIONS])
@needs_pyffish
def test_perft3_matches_fairy_stockfish(fen: str) -> None:
    _compare_depth3(fen)


@pytest.mark.slow
@pytest.mark.parametrize("fen", corpus_cases(
    lambda: [pytest.param(fen, id=name) for name, fen in EXTRA_PUZZLES], 1))
@needs_pyffish
def test_more_puzzles_perft3_match_fairy_stockfish(fen: str) -> None:
    _compare_depth3(fen)


def _playout_positions() -> list[str]:
    """Positions along random games from the start and from each test position."""
    fens: list[str] = []
    starts = [Board().fen()] * 4 + [fen for _, fen in POSITIONS]
    for seed, start in enumerate(starts):
        board = Board(start)
        for move in random_game(start, 12 if seed < 4 else 6, seed):
            board.push(move)
            fens.append(board.fen())
    return fens


PLAYOUTS = _playout_positions()


@needs_pyffish
def test_legal_move_sets_match_along_random_playouts() -> None:
    assert len(PLAYOUTS) >= 250
    for fen in PLAYOUTS:
        assert_same_moves(fen)


@needs_pyffish
def test_legal_move_sets_match_on_random_legal_setups() -> None:
    for fen in random_setups(300, seed=7):
        assert_same_moves(fen)
