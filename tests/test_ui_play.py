"""Play mode: a game played by clicks to mate, the result and the scorer; takeback, jump to
a move, flip, draw offer, PGN save/open, the scores dialog; screenshots at three sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju import rules as xiangqi
from paiju.puzzles.games import load_games
from paiju.rules.game import TimeControl
from paiju.scores import ScoreBook
from paiju.ui.main_window import MainWindow
from paiju.ui.play.controller import GameSetup, PlayerSpec
from paiju.ui.play.integration import PlayPart
from paiju.ui.play.page import PlayPage

# Red: quiet b1b2, Black: a soldier move, Red: b2b9 mates (the chariot on a8 holds rank 8).
MATE_IN_2 = "3k5/R8/9/9/9/9/p8/9/1R7/4K4 w - - 0 1"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    return make_window(qtbot, tmp_path)


def play(window: MainWindow) -> PlayPart:
    part = window.part("play")
    assert isinstance(part, PlayPart)
    return part


def click(qtbot: QtBot, page: PlayPage, name: str) -> None:
    pos = page.board.point_center(xiangqi.parse_square(name)).toPoint()
    qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=pos)


def play_clicks(qtbot: QtBot, page: PlayPage, moves: str) -> None:
    for move in moves.split():
        click(qtbot, page, move[:2])
        assert page.board.selected == xiangqi.parse_square(move[:2])
        assert xiangqi.parse_square(move[2:]) in page.board.targets()  # the legal dots
        click(qtbot, page, move[2:])


def start(page: PlayPage, fen: str, **kw: object) -> None:
    assert page.start(GameSetup(fen, PlayerSpec("Ann"), PlayerSpec("Bob"), **kw))  # type: ignore[arg-type]


def test_click_a_game_to_mate_and_the_scorer_counts_it(qtbot: QtBot,
                                                       window: MainWindow) -> None:
    window.action("play_mode").trigger()
    assert play(window).shown()
    assert not window.dock("pieces").isVisible()  # the editor's docks make way
    page = play(window).page
    start(page, MATE_IN_2)
    play_clicks(qtbot, page, "b1b2 a3a2")
    assert page.board.last_move == xiangqi.Move.from_iccs("a3a2")
    click(qtbot, page, "b2")
    click(qtbot, page, "b9")
    game = page.controller.game
    assert game.describe() == "1-0 checkmate"
    assert "checkmate" in page.status.text() and page.status.text().startswith("1-0")
    assert page.board.in_check_point() == xiangqi.parse_square("d9")  # the mated general
    assert page.moves.count() == 4 and page.moves.item(3).text() == "2. b2b9"
    assert "Ann 1" in page.message.text() and "Bob 0" in page.message.text()
    totals = {t.name: t.points for t in page.score_book().totals()}
    assert totals == {"Ann": 1, "Bob": 0}
    dialog = page.show_scores()
    assert dialog.table.rowCount() == 2 and dialog.table.item(0, 0).text() == "Ann"
    assert dialog.table.item(0, 1).text() == "1"
    play(window).show_editor()
    assert window.dock("pieces").isVisible()


def test_scores_persist_and_reset(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    page = play(window).page
    start(page, MATE_IN_2)
    assert page.resign(confirm=False)  # two humans: the side to move resigns
    assert page.status.text().startswith("0-1")
    page.shutdown()  # closes the book; a new session reads the same file
    with ScoreBook() as book:
        assert {t.name: t.points for t in book.totals()} == {"Bob": 1, "Ann": 0}
    dialog = page.show_scores()
    out = tmp_path / "scores.csv"
    assert dialog.export_csv(str(out))
    assert out.read_text(encoding="utf-8").splitlines()[1] == "Bob,1,1,1,0,0"
    assert dialog.reset(confirm=False)
    assert dialog.table.rowCount() == 0


def test_takeback_jump_flip_and_notation(qtbot: QtBot, window: MainWindow) -> None:
    page = play(window).page
    start(page, xiangqi.STARTING_FEN)
    play_clicks(qtbot, page, "h2e2 h9g7")
    assert page.controller.game.ply == 2
    page.moves.setCurrentRow(1)  # jump to the first move
    assert page.board.board.piece_at(xiangqi.parse_square("h9")) is not None
    assert not page.board.interactive  # no play while looking back
    page.moves.setCurrentRow(2)
    assert page.board.interactive
    page.buttons["takeback"].click()  # two humans: one ply
    assert page.controller.game.ply == 1 and page.moves.count() == 2
    page.buttons["flip"].click()
    assert page.board.style_.flipped
    window.apply_preferences(xiangqi_prefs(window, "chinese"))
    assert page.moves.item(1).text() == "1. 炮二平五"


def xiangqi_prefs(window: MainWindow, notation: str) -> object:
    from paiju.ui.settings import Preferences

    return Preferences(**{**window.prefs.__dict__, "notation": notation})


def test_draw_offer_between_humans(qtbot: QtBot, window: MainWindow,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    page = play(window).page
    start(page, xiangqi.STARTING_FEN)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.No)
    page.buttons["draw"].click()
    assert page.controller.game.outcome is None and "declined" in page.message.text()
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    page.buttons["draw"].click()
    assert page.controller.game.describe() == "1/2-1/2 draw agreed"


def test_clocks_run_and_flag_falls(qtbot: QtBot, window: MainWindow) -> None:
    page = play(window).page
    start(page, xiangqi.STARTING_FEN, time_control=TimeControl(300, 0))
    assert not page.sides[xiangqi.RED].clock.isHidden()
    qtbot.waitUntil(lambda: page.controller.game.is_over, timeout=5000)
    assert page.controller.game.describe() == "0-1 Red lost on time"
    assert "lost on time" in page.status.text()


def test_save_and_open_pgn(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    page = play(window).page
    start(page, MATE_IN_2)
    play_clicks(qtbot, page, "b1b2 a3a2 b2b9")
    path = tmp_path / "game.pgn"
    assert page.save_pgn(str(path))
    (done,) = load_games(path)
    assert done.game.describe() == "1-0 checkmate" and done.game.red == "Ann"
    start(page, xiangqi.STARTING_FEN)
    assert page.open_game(str(path))
    assert page.controller.game.ply == 3 and page.status.text().startswith("1-0")
    # an unfinished game with clocks goes on from its recorded times
    start(page, xiangqi.STARTING_FEN, time_control=TimeControl.minutes(3, 2))
    play_clicks(qtbot, page, "h2e2")
    assert page.save_pgn(str(path))
    assert page.open_game(str(path))
    clock = page.controller.clock
    assert clock is not None and clock.running is xiangqi.BLACK
    assert 180_000 <= clock.remaining(xiangqi.RED) <= 182_000
    assert page.board.interactive and page.sides[xiangqi.RED].clock.text().startswith("3:0")


def test_game_from_the_current_puzzle_and_a_pasted_fen(qtbot: QtBot,
                                                       window: MainWindow) -> None:
    from paiju.ui.play.dialogs import NewGameDialog

    window.paste_fen(MATE_IN_2)
    page = play(window).page
    assert page.puzzle_fen is not None and page.puzzle_fen.startswith("3k5/R8")
    dialog = NewGameDialog(page.puzzle_fen, "en", page)
    dialog.from_puzzle.setChecked(True)
    assert dialog.setup().fen == page.puzzle_fen
    dialog.fen.setText("not a fen")
    dialog.from_fen.setChecked(True)
    dialog._accept()
    assert dialog.result_setup is None and dialog.error.text()
    dialog.fen.setText(xiangqi.STARTING_FEN)
    dialog._accept()
    assert dialog.result_setup is not None and dialog.result_setup.fen == xiangqi.STARTING_FEN


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_play_mode_screenshots(qtbot: QtBot, window: MainWindow, shots: Path,
                               size: tuple[int, int]) -> None:
    play(window).show()
    page = play(window).page
    start(page, xiangqi.STARTING_FEN, time_control=TimeControl.minutes(10, 5))
    play_clicks(qtbot, page, "h2e2 h9g7 h0g2 i9h9")
    window.resize(*size)
    QApplication.processEvents()
    shot = shots / f"play_{size[0]}x{size[1]}.png"
    assert window.grab().save(str(shot))
    board = page.board
    assert board.width() >= 300 and board.height() >= 300
    assert page.moves.isVisible() and page.buttons["new"].isVisible()


def test_human_against_the_computer_and_takeback(qtbot: QtBot, window: MainWindow) -> None:
    page = play(window).page
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"),
                                PlayerSpec("Beginner", "level1")))
    play_clicks(qtbot, page, "h2e2")
    assert page.controller.is_thinking() or page.controller.game.ply == 2
    assert not page.board.interactive  # not the human's turn while the computer thinks
    qtbot.waitUntil(lambda: page.controller.game.ply == 2, timeout=20_000)
    assert page.board.interactive and page.board.last_move == page.controller.game.moves[1].move
    page.buttons["takeback"].click()  # back to the human's turn: both plies
    assert page.controller.game.ply == 0 and page.board.interactive


def test_computer_plays_red_for_a_human_black(qtbot: QtBot, window: MainWindow) -> None:
    page = play(window).page
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Easy", "level2"),
                                PlayerSpec("Bob")))
    qtbot.waitUntil(lambda: page.controller.game.ply == 1, timeout=20_000)
    assert page.board.interactive and page.controller.game.turn is xiangqi.BLACK


def test_computer_against_computer_mates_and_stops_on_close(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    page = play(window).page
    # Red mates in one; the built-in engine must find it, then the game is scored
    assert page.start(GameSetup("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1",
                                PlayerSpec("Hard", "level4"), PlayerSpec("Normal", "level3")))
    qtbot.waitUntil(lambda: page.controller.game.is_over, timeout=20_000)
    assert page.controller.game.describe() == "1-0 checkmate"
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Hardest", "level5"),
                                PlayerSpec("Hard", "level4"), TimeControl.minutes(5)))
    qtbot.waitUntil(lambda: page.controller.is_thinking(), timeout=5000)
    ticks: list[int] = []
    page.controller.ticked.connect(lambda: ticks.append(page.controller.game.ply))
    qtbot.waitUntil(lambda: len(ticks) >= 3, timeout=5000)  # the GUI runs while it thinks
    page.shutdown()  # a running search stops and its thread ends
    assert not page.controller.is_thinking()


def test_analysis_panel_on_game_and_editor_positions(qtbot: QtBot, window: MainWindow) -> None:
    page = play(window).page
    start(page, "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1")
    panel = page.analysis
    assert panel.isHidden()  # folded until asked for
    page.analysis_box.setChecked(True)
    panel.start_button.setChecked(True)
    qtbot.waitUntil(lambda: "M1" in panel.output.toPlainText(), timeout=20_000)
    assert "b1b9" in panel.output.toPlainText()
    assert page.board.arrows == (xiangqi.Move.from_iccs("b1b9"),)  # the best move drawn
    panel.count.setValue(3)  # several lines: the best three first moves
    qtbot.waitUntil(lambda: panel.output.toPlainText().count("\n") >= 2, timeout=30_000)
    lines = panel.output.toPlainText().splitlines()
    # b1b9 mates; e0e1 (and others) stalemate, which wins too in xiangqi
    assert len(lines) == 3 and lines[0].startswith("1. M1") and lines[2].startswith("3. ")
    window.paste_fen(xiangqi.STARTING_FEN)
    panel.count.setValue(1)
    panel.source.setCurrentIndex(panel.source.findData("editor"))
    qtbot.waitUntil(lambda: "(depth" in panel.output.toPlainText()
                    and "M1" not in panel.output.toPlainText(), timeout=20_000)
    page.analysis_box.setChecked(False)  # folding stops the engine
    assert not panel.start_button.isChecked()
    page.shutdown()


def _shown_lines(panel: object) -> list[str]:
    return panel.output.toPlainText().splitlines()  # type: ignore[attr-defined, no-any-return]


def test_analysis_panel_shows_three_multipv_lines_in_the_notation(qtbot: QtBot,
                                                                  window: MainWindow) -> None:
    page = play(window).page
    start(page, xiangqi.STARTING_FEN)
    panel = page.analysis
    page.analysis_box.setChecked(True)
    panel.set_notation("chinese")
    panel.count.setValue(3)
    assert (panel.count.minimum(), panel.count.maximum()) == (1, 5)
    panel.start_button.setChecked(True)
    # The built-in engine's own MultiPV: three lines of the same depth, distinct first moves.
    seen: list[list[str]] = []

    def one_depth() -> bool:  # three lines, all of one finished depth of 3 or more
        lines = _shown_lines(panel)
        depths = {line.split("  ")[1] for line in lines}
        if len(lines) == 3 and len(depths) == 1 and int(depths.pop()[7:-1]) >= 3:
            seen.append(lines)
        return bool(seen)

    qtbot.waitUntil(one_depth, timeout=30_000)
    lines = seen[0]
    assert [line.split(".")[0] for line in lines] == ["1", "2", "3"]
    firsts = [line.split("  ")[2].split()[0] for line in lines]
    assert len(set(firsts)) == 3
    board = xiangqi.Board()
    assert all(xiangqi.notation.parse_move(board, text, "chinese") in board.legal_moves
               for text in firsts)
    assert len(page.board.arrows) == 3  # each line's first move drawn
    page.shutdown()


def test_problem_against_the_computer(qtbot: QtBot, window: MainWindow) -> None:
    from paiju.ui.play.dialogs import ProblemDialog

    window.paste_fen(MATE_IN_2)
    page = play(window).page
    dialog = ProblemDialog("fr", page)
    assert dialog.level.count() == 5 and dialog.level.itemText(0) == "Débutant"
    dialog.defender.setChecked(True)
    setup = dialog.setup(page.puzzle_fen or "", "Deux coups")
    assert setup.red.engine == "level3" and setup.black.is_human
    assert page.start(setup)
    qtbot.waitUntil(lambda: page.controller.game.ply >= 1, timeout=20_000)
    assert page.controller.game.tags["Event"] == "Deux coups"
    page.shutdown()


def test_play_mode_speaks_french_and_chinese(qtbot: QtBot, window: MainWindow) -> None:
    page = play(window).page
    try:
        window.set_language("fr")
        QApplication.processEvents()
        assert page.buttons["new"].text() == "Nouvelle partie…"
        assert window.menu("play").title() == "&Jouer"
        start(page, MATE_IN_2)
        play_clicks(qtbot, page, "b1b2 a3a2 b2b9")
        assert page.status.text() == "1-0 · Rouge gagne : échec et mat"
        window.set_language("zh_CN")
        QApplication.processEvents()
        assert page.buttons["takeback"].text() == "悔棋"
        assert page.status.text() == "1-0 · 红胜：将死"
    finally:
        window.set_language("en")


FAIRY = "/usr/games/fairy-stockfish"


@pytest.fixture
def fairy() -> str:
    if not Path(FAIRY).exists():
        pytest.skip(f"{FAIRY} is not installed")
    return FAIRY


def test_human_against_a_uci_engine_and_uci_analysis(qtbot: QtBot, window: MainWindow,
                                                     fairy: str) -> None:
    page = play(window).page
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"),
                                PlayerSpec("fairy-stockfish", f"uci:{fairy}", 200)))
    play_clicks(qtbot, page, "h2e2")
    qtbot.waitUntil(lambda: page.controller.game.ply == 2, timeout=20_000)
    reply = page.controller.game.moves[1].move
    assert page.controller.game.position_at(1).is_legal(reply)
    panel = page.analysis
    panel.engine_choice.setCurrentIndex(panel.engine_choice.findData("uci"))
    panel.uci_path.setText(fairy)
    panel.start_button.setChecked(True)
    qtbot.waitUntil(lambda: "(depth" in panel.output.toPlainText(), timeout=20_000)
    first = panel.output.toPlainText().split("  ")[-1].split()[0]
    assert xiangqi.Move.from_iccs(first) in page.controller.game.board().legal_moves
    panel.count.setValue(3)  # Fairy-Stockfish's MultiPV: three lines
    qtbot.waitUntil(lambda: len(_shown_lines(panel)) == 3, timeout=20_000)
    firsts = [line.split("  ")[2].split()[0] for line in _shown_lines(panel)]
    assert len(set(firsts)) == 3
    assert all(xiangqi.Move.from_iccs(m) in page.controller.game.board().legal_moves
               for m in firsts)
    page.shutdown()


def test_bad_uci_path_is_a_message(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    page = play(window).page
    assert page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann", f"uci:{tmp_path}/nope"),
                                PlayerSpec("Bob")))
    assert page.message.text().startswith("Engine problem:")


def test_computer_takes_a_draw_only_when_worse(qtbot: QtBot, window: MainWindow) -> None:
    c = play(window).page.controller
    start(play(window).page, xiangqi.STARTING_FEN)
    assert c.computer_accepts_draw() is None  # two humans: the other one is asked
    assert play(window).page.start(GameSetup(xiangqi.STARTING_FEN, PlayerSpec("Ann"),
                                             PlayerSpec("Normal", "level3")))
    c.last_score[xiangqi.BLACK] = 120
    assert c.computer_accepts_draw() is False
    c.last_score[xiangqi.BLACK] = -300
    assert c.computer_accepts_draw() is True


def test_analysis_dock_beside_the_editor(qtbot: QtBot, window: MainWindow) -> None:
    part = play(window)
    window.paste_fen("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1")
    window.action("analyse_position").trigger()
    assert window.mode() == "editor" and window.dock("analysis").isVisible()
    panel = part.editor_analysis
    qtbot.waitUntil(lambda: "M1" in panel.output.toPlainText(), timeout=20_000)
    window.dock("analysis").hide()  # hiding the dock stops the engine
    assert not panel.start_button.isChecked()


def test_status_bar_follows_the_game_not_the_editor(qtbot: QtBot, window: MainWindow) -> None:
    window.paste_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    editor_fen = window.doc.fen()
    assert window.fen_label.text() == editor_fen
    window.action("play_mode").trigger()
    page = play(window).page
    start(page, MATE_IN_2)
    assert window.fen_label.isVisible()
    assert window.fen_label.text().startswith(xiangqi.Board(MATE_IN_2).fen())
    assert "Red to move" in window.fen_label.text()
    play_clicks(qtbot, page, "b1b2")
    after = xiangqi.Board(MATE_IN_2)
    after.push(xiangqi.Move.from_iccs("b1b2"))
    assert window.fen_label.text() == f"{after.fen()} · {page.status.text()}"
    assert "Black to move" in window.fen_label.text()
    play_clicks(qtbot, page, "a3a2 b2b9")
    assert "checkmate" in window.fen_label.text()  # the game's state: its result
    page.moves.setCurrentRow(1)  # jump back: the status shows the position on the board
    assert window.fen_label.text().startswith(after.fen())
    play(window).show_editor()
    assert window.fen_label.text() == editor_fen
    window.show_mode("verification")  # a mode without a board shows no position at all
    assert not window.fen_label.isVisible()
    window.show_mode("three_kingdoms")
    assert not window.fen_label.isVisible()
    window.show_mode("editor")
    assert window.fen_label.isVisible() and window.fen_label.text() == editor_fen
