"""The built-in engine: forced wins found, stop latency, repetition scoring, levels, specs."""

from __future__ import annotations

import json
import threading
import time

import pytest
from shared_corpus import corpus_file

from paiju import _native, engine
from paiju.engine import LEVELS, Engine, Limits, SearchInfo, engine_from_spec
from paiju.engine.spec import EngineSpecError, parse_spec
from paiju.rules import RED, STARTING_FEN, Board, Move
from paiju.rules.game import perpetual_chaser

PERPETUAL = _native.PERPETUAL


def _mates(max_n: int, count: int) -> list[dict[str, object]]:
    path = corpus_file("general.jsonl")
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return [r for r in records if int(r["mate_in"]) <= max_n][:count]


@pytest.fixture(scope="module")
def hardest() -> Engine:
    return Engine(16)


def test_finds_forced_mates(hardest: Engine) -> None:
    for record in _mates(4, 40):
        board = Board(str(record["fen"]))
        n = int(str(record["mate_in"]))
        result = hardest.search(board, Limits(depth=2 * n + 3))
        assert result.best_move is not None and board.is_legal(result.best_move)
        assert result.info.mate is not None and 0 < result.info.mate <= n, record["fen"]
        # The announced line really mates: play it out.
        line = board.copy()
        for move in result.info.pv[: 2 * result.info.mate - 1]:
            line.push_legal(move)
        assert line.is_checkmate() or line.is_stalemate(), (record["fen"], result.info.pv)


def test_mated_side_reports_negative_mate(hardest: Engine) -> None:
    record = _mates(2, 1)[0]
    board = Board(str(record["fen"]))
    board.push_iccs(str(record["engine_line"][0]))
    result = hardest.search(board, Limits(depth=5))
    assert result.info.mate is not None and result.info.mate < 0


def test_no_legal_move_gives_no_best_move(hardest: Engine) -> None:
    record = _mates(2, 1)[0]
    board = Board(str(record["fen"]))
    for text in record["engine_line"]:  # type: ignore[union-attr]
        board.push_iccs(str(text))
    assert board.is_checkmate()
    assert hardest.search(board, Limits(depth=3)).best_move is None


def test_stop_answers_quickly_and_info_is_reported() -> None:
    eng = Engine(16)
    infos: list[SearchInfo] = []
    results = []
    worker = threading.Thread(target=lambda: results.append(
        eng.search(Board(), Limits(infinite=True), on_info=infos.append)))
    worker.start()
    time.sleep(0.5)
    asked = time.monotonic()
    eng.stop()
    worker.join(10)
    assert not worker.is_alive()
    assert time.monotonic() - asked < 2.0  # generous (shared machine); docs/engine.md has figures
    assert results[0].best_move is not None and Board().is_legal(results[0].best_move)
    assert infos and infos[-1].depth >= 2 and infos[-1].nodes > 0


def test_movetime_is_respected() -> None:
    start = time.monotonic()
    result = Engine(16).search(Board(), Limits(movetime_ms=200))
    assert time.monotonic() - start < 3.0
    assert result.best_move is not None


def test_perpetual_check_loses_for_the_checker(hardest: Engine) -> None:
    # Red can only check: chariot checks from e7/d7... build a position whose only
    # non-losing line for Black is to repeat; the search must see the checker lose.
    board = Board("3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1")
    # g0g9+ d9d8, g9g8+ d8d9, g8g9+ : Red checks every move of the cycle.
    for text in ("g0g9", "d9d8", "g9g8", "d8d9", "g8g9", "d9d8", "g9g8"):
        board.push_iccs(text)
    # Black to move; d8d9 repeats the position a second time, the first being in the game:
    # the rules judge only the third occurrence (docs/rules.md §3), so nothing is decided.
    result = hardest.search(board, Limits(depth=3))
    assert result.best_move is not None
    assert abs(hardest.search(board, Limits(depth=1)).info.score_cp) < 10000
    # One more cycle: after d8d9 the position stands a third time, Red checking throughout.
    for text in ("d8d9", "g8g9", "d9d8", "g9g8"):
        board.push_iccs(text)
    info = hardest.search(board, Limits(depth=1)).info
    assert info.score_cp > 10000  # the repetition scores as Red's perpetual check: Black wins


# Black is a chariot up; Red's chariot can only chase the lone black cannon to and fro
# (a6a7 h7h6 a7a6 h6h7). Under a plain repetition rule that chase would be Red's draw.
CHASE_FEN = "1r1aka3/9/7c1/R8/9/9/9/9/9/5K3 w - - 0 1"
CHASE_CYCLE = "a6a7 h7h6 a7a6 h6h7"


def _after(fen: str, moves: str) -> Board:
    board = Board(fen)
    for text in moves.split():
        board.push_iccs(text)
    return board


@pytest.mark.parametrize("depth", [1, 4, 8])
def test_the_chaser_avoids_the_perpetual_chase_that_loses(hardest: Engine, depth: int) -> None:
    # The cycle was played twice; a6a7 would bring the position after Red's first chase
    # back a third time, Red having chased with every move: Red's loss, not a draw.
    board = _after(CHASE_FEN, CHASE_CYCLE + " " + CHASE_CYCLE)
    repeat = board.copy()
    repeat.push_iccs("a6a7")
    assert perpetual_chaser(repeat) is RED
    result = hardest.search(board, Limits(depth=depth))
    assert result.best_move is not None and result.best_move.iccs() != "a6a7"
    # Losing, but not the ruled loss (at depth 1 the tuned evaluation gives -263: a side
    # without advisors facing a cannon is judged less lost than the hand-set weights did).
    assert -PERPETUAL < result.info.score_cp < -200
    roots = dict(hardest._searcher.iterate(1, -_native.INF, _native.INF, True, 0.0, 0)[3])
    assert roots[Move.from_iccs("a6a7").code] <= -PERPETUAL + 10


def test_a_second_occurrence_reaching_into_the_game_is_not_ruled(hardest: Engine) -> None:
    # After the cycle once, a6a7 is that position's second occurrence, the first in the
    # game: not ruled yet (Red may still leave the cycle after h7h6), so a6a7 scores as the
    # material does, not as the ruled loss; the search still sees the third occurrence.
    board = _after(CHASE_FEN, CHASE_CYCLE)
    hardest.search(board, Limits(depth=1))
    for depth in (1, 4):
        roots = dict(hardest._searcher.iterate(depth, -_native.INF, _native.INF, True, 0.0,
                                               0)[3])
        assert -PERPETUAL + 1000 < roots[Move.from_iccs("a6a7").code] < -300
    assert -PERPETUAL < hardest.search(board, Limits(depth=8)).info.score_cp < -300


@pytest.mark.parametrize("depth", [1, 4, 8])
def test_the_chased_side_steers_into_the_opponents_perpetual_chase(hardest: Engine,
                                                                   depth: int) -> None:
    board = _after(CHASE_FEN, CHASE_CYCLE + " a6a7 h7h6 a7a6")  # Black to move
    result = hardest.search(board, Limits(depth=depth))
    # h6h7 repeats the position with Red chasing throughout: Red loses, Black wins,
    # which beats Black's material advantage in any other line.
    assert result.best_move == Move.from_iccs("h6h7")
    assert result.info.score_cp >= PERPETUAL - 10


def test_a_chase_by_both_or_a_protected_piece_stays_a_draw(hardest: Engine) -> None:
    # The cannon protected by the chariot on h9: no chase, the repetition is a draw (0).
    board = _after("5k1r1/9/7c1/R8/9/9/9/9/9/4K4 w - - 0 1", CHASE_CYCLE + " " + CHASE_CYCLE)
    hardest.search(board, Limits(depth=1))
    roots = dict(hardest._searcher.iterate(1, -_native.INF, _native.INF, True, 0.0, 0)[3])
    assert roots[Move.from_iccs("a6a7").code] == 0


@pytest.mark.parametrize("fen, k", [
    (STARTING_FEN, 4),
    ("3a1k3/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1", 3),   # one move clearly best
    ("3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 0 1", 3),      # several mates
])
def test_multipv_lines_are_distinct_root_moves_best_first(fen: str, k: int) -> None:
    board = Board(fen)
    eng = Engine(16)
    heard: list[SearchInfo] = []
    result = eng.search(board, Limits(depth=5), on_info=heard.append, multipv=k)
    lines = result.lines
    assert [line.multipv for line in lines] == list(range(1, k + 1))
    firsts = [line.pv[0] for line in lines]
    assert len(set(firsts)) == k and all(board.is_legal(m) for m in firsts)
    scores = [line.score_cp for line in lines]
    assert scores == sorted(scores, reverse=True)
    assert lines[0] == result.info and result.best_move == firsts[0]
    assert all(line.depth == 5 for line in lines)
    for line in lines:  # every line is a legal continuation
        walk = board.copy()
        for move in line.pv:
            walk.push_legal(move)
    assert {i.multipv for i in heard} == set(range(1, k + 1))
    single = Engine(16).search(board, Limits(depth=5))
    assert len(single.lines) == 1 and single.lines[0] == single.info
    if "r8" in fen:  # the free chariot: the first line takes it, as one line does
        assert firsts[0] == single.best_move == Move.from_iccs("a0a5")


def test_multipv_beyond_the_legal_moves_gives_each_move_once() -> None:
    board = Board("4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1")  # few moves
    moves = list(board.legal_moves)
    result = Engine(16).search(board, Limits(depth=3), multipv=10)
    assert sorted(line.pv[0].code for line in result.lines) == sorted(m.code for m in moves)
    with pytest.raises(ValueError):
        Engine(16).search(board, Limits(depth=1), multipv=0)


def test_levels_are_named_and_differ() -> None:
    assert [lv.number for lv in LEVELS] == [1, 2, 3, 4, 5]
    assert LEVELS[0].names == {"en": "Beginner", "fr": "Débutant", "zh": "入门"}
    assert LEVELS[4].name("fr") == "Le plus difficile"
    assert engine.level("hard").number == 4
    with pytest.raises(ValueError):
        engine.level(9)
    # Depth grows with the level, the allowed error shrinks.
    depths = [lv.depth or 99 for lv in LEVELS]
    assert depths == sorted(depths) and len(set(depths)) == 5
    margins = [lv.margin_cp for lv in LEVELS]
    assert margins == sorted(margins, reverse=True)


def test_low_level_chooses_among_near_best_moves_only() -> None:
    board = Board(STARTING_FEN)
    beginner = Engine(8, level=1, seed=1)
    chosen = {beginner.search(board, Limits()).best_move for _ in range(12)}
    assert len(chosen) > 1  # varied, human-looking choices
    # Each chosen move is close to the best by the level's own exact scores.
    hardest = Engine(8)
    for move in chosen:
        assert move is not None
        after = board.copy()
        after.push(move)
        assert hardest.search(after, Limits(depth=1)).info.score_cp < 400


def test_low_level_still_takes_a_free_chariot() -> None:
    # Red's chariot can take an undefended black chariot; every level sees it.
    board = Board("3a1k3/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1")
    for number in (1, 2, 3):
        result = Engine(8, level=number, seed=3).search(board, Limits())
        assert result.best_move == Move.from_iccs("a0a5")


def test_specs() -> None:
    assert parse_spec("level3") == ("level", 3, {})
    assert parse_spec("uci:/x/y:Hash=64:Threads=1") == ("uci", "/x/y", {"Hash": "64",
                                                                         "Threads": "1"})
    for bad in ("level0", "level6", "gnuchess", "uci:", "uci:/x:Hash"):
        with pytest.raises(EngineSpecError):
            parse_spec(bad)
    eng = engine_from_spec("level2")
    assert isinstance(eng, Engine) and eng.level is LEVELS[1]
    with pytest.raises(OSError):
        engine_from_spec("uci:/nonexistent/engine")


def test_levels_differ_in_tactics() -> None:
    # Mates in 3: the Hardest level finds every one, Beginner (one ply, wide margin) few.
    records = [r for r in _mates(3, 60) if int(str(r["mate_in"])) == 3][:12]
    found = {}
    for number in (1, 5):
        eng = Engine(16, level=number, seed=7)
        hits = 0
        for record in records:
            board = Board(str(record["fen"]))
            move = eng.search(board, Limits(movetime_ms=3000)).best_move
            assert move is not None
            board.push(move)
            # The move keeps a forced mate (the solver's check is too slow here; the
            # unrestricted engine confirms from the defender's side).
            reply = Engine(16).search(board, Limits(depth=7)).info
            hits += reply.mate is not None and reply.mate < 0
        found[number] = hits
    assert found[5] == len(records)
    assert found[1] < found[5]


def test_no_limits_means_a_bounded_default() -> None:
    start = time.monotonic()
    result = Engine(16).search(Board(), Limits())
    assert result.best_move is not None
    assert time.monotonic() - start < 30  # the default is 3 s; generous for a loaded machine


def test_threads_share_one_table_and_answer_as_one_engine() -> None:
    board = Board()
    eng = Engine(16, threads=2)
    infos: list[SearchInfo] = []
    result = eng.search(board, Limits(depth=6), on_info=infos.append)
    assert result.best_move is not None and board.is_legal(result.best_move)
    assert [i.depth for i in infos] == [1, 2, 3, 4, 5, 6]
    # The helper searched the same root, and its nodes are counted with the first thread's.
    assert eng._helpers[0].nodes > 0
    assert result.info.nodes >= eng._searcher.nodes
    stopped = eng.search(board, Limits(movetime_ms=100))
    assert stopped.best_move is not None and board.is_legal(stopped.best_move)
    eng.set_hash(8)  # helpers follow the new table
    eng.set_threads(3)
    assert eng.search(board, Limits(depth=4)).best_move is not None
    with pytest.raises(ValueError, match="threads must be 1..64"):
        eng.set_threads(0)


def test_searchmoves_limits_the_root() -> None:
    board = Board()
    eng = Engine(16)
    allowed = [Move.from_iccs("a3a4"), Move.from_iccs("i0i1")]
    result = eng.search(board, Limits(depth=4), searchmoves=allowed)
    assert result.best_move in allowed and result.info.pv[0] in allowed
    with pytest.raises(ValueError, match="searchmoves: none of h9g7 is legal"):
        eng.search(board, Limits(depth=2), searchmoves=[Move.from_iccs("h9g7")])
