"""Play mode uses the user's endgame tables (issue 42): a game against the computer in a
covered endgame is played perfectly at Hard and Hardest; the lower levels keep erring."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from user_tables import data_window, user_tables

from paiju import rules as xiangqi
from paiju.engine import Engine
from paiju.tablebase import Tablebase
from paiju.ui.play.controller import GameSetup, PlayerSpec
from paiju.ui.play.integration import PlayPart
from paiju.ui.play.page import PlayPage
from paiju.ui.play.worker import TABLE_LEVEL, make_engine

# Chariot and general against general and advisor, Red to move: won in 7 plies, and only
# f0f9 wins that fast; Hard (level4, 5 plies deep) cannot see that alone.
KRKA_WIN = "3a5/9/4k4/9/9/9/9/9/9/3K1R3 w - - 0 1"


@pytest.fixture
def krka(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Tablebase:
    """KRKA in the user's tables folder."""
    return user_tables(tmp_path, monkeypatch, "KRKA")


def click(qtbot: QtBot, page: PlayPage, name: str) -> None:
    pos = page.board.point_center(xiangqi.parse_square(name)).toPoint()
    qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=pos)


def test_the_computer_mates_a_covered_endgame_by_the_tables(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, krka: Tablebase) -> None:
    tables = krka
    part = data_window(qtbot, tmp_path, monkeypatch).part("play")
    assert isinstance(part, PlayPart)
    page = part.page
    start = xiangqi.Board(KRKA_WIN)
    verdict = tables.probe(start)
    assert verdict is not None and verdict.outcome == "win" and verdict.plies == 7
    assert page.start(GameSetup(KRKA_WIN, PlayerSpec("Hard", "level4"), PlayerSpec("Ann")))
    game = page.controller.game
    ply = 0
    while not game.is_over:
        before = game.board()
        qtbot.waitUntil(lambda n=ply: game.ply > n or game.is_over, timeout=20_000)
        played = game.moves[ply].move
        # every computer move is one of the tables' best (the fastest mate)
        assert played in tables.best_moves(before), (before.fen(), played.iccs())
        ply += 1
        if game.is_over:
            break
        # the human defends with the tables' longest resistance, by clicks
        defence = tables.best_moves(game.board())[0]
        qtbot.waitUntil(lambda: page.board.interactive, timeout=5_000)
        click(qtbot, page, xiangqi.SQUARE_NAMES[defence.from_square])
        click(qtbot, page, xiangqi.SQUARE_NAMES[defence.to_square])
        assert game.ply == ply + 1
        ply += 1
    assert game.ply == 7  # mated in exactly the tables' 7 plies
    assert game.board().outcome() is not None
    assert game.board().outcome().winner is xiangqi.RED  # type: ignore[union-attr]


def test_only_hard_and_hardest_are_given_the_tables(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, krka: Tablebase) -> None:
    for level in range(1, 6):
        searcher = make_engine(f"level{level}")
        assert isinstance(searcher, Engine)
        assert (searcher.tables is not None) == (level >= TABLE_LEVEL), level
        searcher.close()
