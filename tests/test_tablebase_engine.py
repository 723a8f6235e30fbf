"""The built-in engine with endgame tables (issue 42, docs/tablebase.md "In the engine"):
the root answered from the tables, captures into them scored exactly in the C search, the
UCI TablebasePath option."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from paiju import _native
from paiju.cli.uci_server import UciServer
from paiju.engine import Engine, Limits
from paiju.engine.tables import table_score
from paiju.rules import Board
from paiju.tablebase import Tablebase


@pytest.fixture(scope="module")
def khka(tmp_path_factory: pytest.TempPathFactory) -> Tablebase:
    """KHKA and the tables it needs, built in a folder of the module's own."""
    tb = Tablebase(tmp_path_factory.mktemp("tables"))
    tb.build("KHKA")
    return tb


# A horse against one advisor: Red mates in 31 plies (the table's verdict, checked below).
LONG_WIN = "3k5/9/3a5/9/9/9/9/9/9/3K1N3 w"


def test_won_endgame_is_won_against_table_defence(khka: Tablebase) -> None:
    """The engine (with the tables) mates in exactly the table's distance against a
    defender who always plays the table's longest-resisting move; its first move is one
    of the table's best moves."""
    board = Board(LONG_WIN)
    verdict = khka.probe(board)
    assert verdict is not None and verdict.outcome == "win" and verdict.plies is not None
    assert verdict.plies >= 15
    engine = Engine(hash_mb=8)
    engine.set_tablebase(khka)
    first = engine.search(board, Limits(depth=3)).best_move
    assert first in khka.best_moves(board)
    plies = 0
    while not board.is_game_over():
        assert plies < verdict.plies, "the win took longer than the table's distance"
        if board.turn == 0:
            move = engine.search(board, Limits(depth=3)).best_move
        else:
            move = khka.best_moves(board)[0]  # the longest defence
        assert move is not None
        board.push(move)
        plies += 1
    assert plies == verdict.plies
    assert board.outcome() is not None and board.outcome().winner == 0  # type: ignore[union-attr]


def test_root_answer_reports_the_mate_distance(khka: Tablebase) -> None:
    board = Board(LONG_WIN)
    engine = Engine(hash_mb=8)
    engine.set_tablebase(khka)
    result = engine.search(board, Limits(depth=2), multipv=3)
    verdict = khka.probe(board)
    assert verdict is not None and verdict.plies is not None
    assert result.info.mate == (verdict.plies + 1) // 2
    assert len(result.lines) == 3 and [i.multipv for i in result.lines] == [1, 2, 3]
    assert result.lines[0].score_cp >= result.lines[1].score_cp >= result.lines[2].score_cp
    assert result.info.pv[0] == result.best_move and len(result.info.pv) > 4


def test_capture_into_a_table_is_scored_exactly_in_search(khka: Tablebase) -> None:
    """KHKAA is not built; taking an advisor leads into KHKA, lost for Black in 30 plies:
    the C search sees that mate far beyond its depth, and without tables it does not."""
    board = Board("9/4k4/3a1a3/9/6N2/9/9/9/3K5/9 w")
    assert khka.probe(board) is None  # the root itself is not covered
    take = next(m for m in board.legal_moves if m.iccs() == "g5f7")
    board.push(take)
    after = khka.probe(board)
    board.pop()
    assert after is not None and after.outcome == "loss" and after.plies == 30
    plain = Engine(hash_mb=8).search(board, Limits(depth=5))
    assert plain.info.mate is None
    engine = Engine(hash_mb=8)
    engine.set_tablebase(khka)
    found = engine.search(board, Limits(depth=5))
    assert found.info.mate is not None and 0 < found.info.mate <= (30 + 2) // 2


def test_table_score_matches_the_search_convention() -> None:
    assert table_score(_native.TB_MISSING, 3) is None
    assert table_score(_native.TB_INVALID, 3) is None
    assert table_score(_native.TB_DRAW, 3) == 0
    assert table_score(1, 4) == -_native.MATE + 4  # mated now, as the search scores it
    assert table_score(2, 0) == _native.MATE - 1  # mates with its next move
    assert table_score(_native.TB_WIN_RULE, 2) == _native.PERPETUAL - 2


def test_uci_tablebase_path_option(khka: Tablebase, tmp_path: Path) -> None:
    out = io.StringIO()
    server = UciServer(io.StringIO(), out)
    server.handle("uci")
    assert "option name TablebasePath type string" in out.getvalue()
    server.handle(f"setoption name TablebasePath value {khka.directory}")
    server.handle(f"position fen {LONG_WIN}")
    server.handle("go depth 2")
    server._wait()
    best = [ln for ln in out.getvalue().splitlines() if ln.startswith("bestmove")]
    assert best and best[-1].split()[1] in {m.iccs() for m in khka.best_moves(Board(LONG_WIN))}
    assert " score mate 16 " in out.getvalue()
    with pytest.raises(ValueError, match="no such folder"):
        server.handle(f"setoption name TablebasePath value {tmp_path / 'nowhere'}")
