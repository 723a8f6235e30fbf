"""Training against the endgame tables (issue 42): a covered endgame, with no stipulation,
is played against the tables' longest defence and mated in exactly the tables' number of
moves; a move that turns the win into a draw fails it."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from paiju import rules as xiangqi
from paiju.puzzles.model import Collection, Puzzle
from paiju.tablebase import Tablebase
from paiju.ui.document import PuzzleDocument
from paiju.ui.solving.board import SolvingBoard
from paiju.ui.solving.training import TrainingPanel

LONG_WIN = "3k5/9/3a5/9/9/9/9/9/9/3K1N3 w - - 0 1"  # horse against advisor: mate in 16
RISKY_WIN = "9/4ak3/9/9/2N6/9/9/9/4K4/9 w - - 0 1"  # won in 10, but Nc5-d7 only draws


@pytest.fixture(scope="module")
def khka(tmp_path_factory: pytest.TempPathFactory) -> Tablebase:
    tb = Tablebase(tmp_path_factory.mktemp("tables"))
    tb.build("KHKA")
    return tb


def training(qtbot: QtBot, tables: Tablebase, fen: str = LONG_WIN
             ) -> tuple[TrainingPanel, SolvingBoard]:
    board = SolvingBoard()
    qtbot.addWidget(board)
    doc = PuzzleDocument()
    doc.load(Collection(title="endgames", puzzles=[Puzzle(fen=fen, title="H v A")]))
    panel = TrainingPanel(doc, board, memory_mb=16)
    qtbot.addWidget(panel)
    panel.tables = Tablebase(tables.directory)
    return panel, board


def ready(panel: TrainingPanel, board: SolvingBoard) -> bool:
    return board.interactive and not panel.busy


def test_covered_endgame_is_mated_against_perfect_defence(qtbot: QtBot,
                                                          khka: Tablebase) -> None:
    panel, board = training(qtbot, khka)
    assert panel.start()  # no stipulation: the tables make it playable
    qtbot.waitUntil(lambda: ready(panel, board), timeout=10_000)
    assert panel.by_table and panel.outlook.best == 16
    assert "mate in 16" in panel.message.text().lower()
    played = 0
    while panel.active:
        hint = panel.outlook.hint
        assert hint is not None
        before = panel.position.copy(stack=False)  # type: ignore[union-attr]
        board.play_point(xiangqi.SQUARE_NAMES[hint.from_square],
                         xiangqi.SQUARE_NAMES[hint.to_square])
        played += 1
        qtbot.waitUntil(lambda: ready(panel, board) or not panel.active, timeout=10_000)
        if panel.active:
            # the defence is the tables' longest resistance, and the mate count goes down
            defence = panel.played[-1]
            after = before.copy(stack=False)
            after.push(hint)
            assert defence in khka.best_moves(after)
            assert panel.outlook.best == 16 - played
            assert f"mate in {16 - played} move" in panel.message.text()
    assert played == 16
    assert "solved" in panel.message.text() and panel.scores == {0: 1}


def test_move_that_throws_the_win_away_is_flagged(qtbot: QtBot, khka: Tablebase) -> None:
    panel, board = training(qtbot, khka, RISKY_WIN)
    panel.start()
    qtbot.waitUntil(lambda: ready(panel, board), timeout=10_000)
    assert panel.outlook.best == 10
    moves = dict(khka.probe_moves(xiangqi.Board(RISKY_WIN)) or [])
    drawing = xiangqi.Move.from_iccs("c5d7")
    assert moves[drawing].outcome == "draw"
    board.play_point(xiangqi.SQUARE_NAMES[drawing.from_square],
                     xiangqi.SQUARE_NAMES[drawing.to_square])
    qtbot.waitUntil(lambda: not panel.active, timeout=10_000)
    assert "throws the win away" in panel.message.text()
    assert panel.scores == {0: 0}
