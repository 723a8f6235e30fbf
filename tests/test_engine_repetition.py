"""The search's repetition verdicts against Fairy-Stockfish's (pyffish).

The rules judge a position's third occurrence (docs/rules.md §3). The search judges a
cycle found inside its own tree at the second occurrence (the side that chose it can
choose it again) but a cycle whose first occurrence lies in the game only at the third,
as Fairy-Stockfish's search does. Here every move of the repetition corpus
(tests/test_repetition_corpus.py) and of the classical draw 野马操田 is searched one ply
deep, the move alone at the root, the game's earlier moves as history: the search scores
the move as a decided repetition (perpetual check or chase: ±(PERPETUAL - 1), the verdict
on the position one ply from the root) exactly when pyffish ends the game there with a win,
with the same winner, and as a draw (0) when it ends drawn. (A verdict further on, or a
mate, the check extension may find behind a checking move; those scores differ.)
"""

from __future__ import annotations

from typing import Any

import pytest
from test_repetition_corpus import AGREED, DIFFERENT

from paiju import _native
from paiju.engine import Engine, Limits
from paiju.engine.uci_engine import from_iccs
from paiju.puzzles.io import load
from paiju.puzzles.shipped import collections_dir
from paiju.rules import Board, Move

pyffish: Any = pytest.importorskip(
    "pyffish", reason="pyffish is not installed (pip install pyffish): no Fairy-Stockfish "
    "to compare with")

RULED = _native.PERPETUAL - 1  # a repetition ruled on the position one ply from the root


def fsf_end(fen: str, moves: list[str]) -> int | None:
    """pyffish's verdict after ``moves`` for the side that made the last move: +1 it wins,
    -1 it loses, 0 a draw; None when the game goes on."""
    ended, value = pyffish.is_optional_game_end("xiangqi", fen, [from_iccs(m) for m in moves])
    if not ended:
        return None
    return 0 if value == 0 else (-1 if value > 0 else 1)


def engine_verdict(eng: Engine, fen: str, moves: list[str]) -> tuple[int | None, int]:
    """The search's score of the last move (one ply, that move alone at the root) and its
    verdict: +1/-1 a repetition ruled there, won/lost by the mover, None none ruled."""
    board = Board(fen)
    for text in moves[:-1]:
        board.push_iccs(text)
    score = eng.search(board, Limits(depth=1), searchmoves=[Move.from_iccs(moves[-1])]).info
    assert score.pv and score.pv[0].iccs() == moves[-1]
    s = score.score_cp
    return (1 if s == RULED else -1 if s == -RULED else None), s


@pytest.fixture(scope="module")
def eng() -> Engine:
    return Engine(16)


@pytest.mark.parametrize(("fen", "moves", "ruling"), AGREED)
def test_each_move_of_the_corpus_is_judged_as_fairy_stockfish_judges_it(
        eng: Engine, fen: str, moves: str, ruling: str) -> None:
    words = moves.split()
    for k in range(1, len(words) + 1):
        eng.new_game()
        theirs = fsf_end(fen, words[:k])
        ours, score = engine_verdict(eng, fen, words[:k])
        where = f"{fen} after {' '.join(words[:k])}: search {score}, pyffish {theirs}"
        if theirs is None:
            assert ours is None, where
        elif theirs == 0:
            assert score == 0, where
        else:
            assert ours == theirs, where
    assert theirs is not None  # the corpus's cycles end on the third occurrence


@pytest.mark.parametrize(("fen", "moves", "ruling", "theirs"), DIFFERENT)
def test_the_documented_disagreements_are_the_rules_cores_in_the_search_too(
        eng: Engine, fen: str, moves: str, ruling: str, theirs: str) -> None:
    # Where Paiju's chase subset and Fairy-Stockfish differ (docs/game-rules.md), the
    # search, which calls the same rules core, rules as paiju.rules.game: a draw.
    assert ruling.startswith("1/2-1/2") and theirs != "1/2-1/2"
    words = moves.split()
    for k in range(1, len(words)):
        eng.new_game()
        assert engine_verdict(eng, fen, words[:k])[0] is None
    eng.new_game()
    assert engine_verdict(eng, fen, words)[1] == 0


def _study(title: str) -> tuple[str, list[str]]:
    result = load(collections_dir() / "endgame-studies.xqp")
    for puzzle in result.collection.puzzles:
        if puzzle.title == title:
            return puzzle.fen, list(puzzle.solution)
    raise AssertionError(f"no study {title!r} in endgame-studies.xqp")


def test_the_drawn_study_yema_caotian_is_not_lost_by_an_early_repetition(eng: Engine) -> None:
    # 野马操田 (a draw): Red's horse checks to and fro (f7d6, d6f7) and after Black's
    # d8e8 at ply 10 the position stands a second time. The search once ruled it already,
    # as Red's perpetual check, and scored Black's d8e8 as a won game (+19999).
    fen, line = _study("野马操田")
    for k in range(1, len(line) + 1):
        eng.new_game()
        assert fsf_end(fen, line[:k]) is None
        ours, score = engine_verdict(eng, fen, line[:k])
        assert ours is None, f"ply {k} {line[k - 1]}: search {score}, pyffish: no end"
    board = Board(fen)
    for text in line[:9]:
        board.push_iccs(text)
    eng.new_game()
    info = eng.search(board, Limits(depth=8)).info
    assert abs(info.score_cp) < 10000 and info.mate is None


def test_the_studys_check_cycle_is_ruled_at_its_third_occurrence(eng: Engine) -> None:
    # Continue the study's cycle (Red f7d6+, d6f7+; Black e8d8, d8e8) until pyffish ends
    # the game: the search rules the same move the same way, and not a move earlier.
    fen, line = _study("野马操田")
    moves = line[:10]
    cycle = ["f7d6", "e8d8", "d6f7", "d8e8"]
    verdicts = []
    for text in cycle * 2:
        moves.append(text)
        theirs = fsf_end(fen, moves)
        eng.new_game()
        ours, score = engine_verdict(eng, fen, moves)
        verdicts.append((text, ours, theirs))
        assert ours == theirs or (theirs == 0 and score == 0), verdicts
        if theirs is not None:
            break
    assert verdicts[-1][2] is not None, f"pyffish never ended the cycle: {verdicts}"
