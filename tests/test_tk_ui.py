"""The Three Kingdoms mode in the app: a hot-seat game clicked on the hexagonal board in
which a kingdom is eliminated and its army changes hands; the editor's validation; a
three-player puzzle solved, saved and read back; the board exported as PNG, SVG and PDF."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from tk_helpers import pos
from ui_testing import make_window, tk_page

from paiju.three_kingdoms import SHU, WEI, WU, Kind, Position, parse_point
from paiju.three_kingdoms import native as tk_native
from paiju.three_kingdoms.prover import TkSolution
from paiju.ui.three_kingdoms.page import TkPage
from paiju.ui.three_kingdoms.painter import export_board


def _solve(qtbot: QtBot, page: TkPage) -> TkSolution:
    """Run the prover in its worker thread and wait for the verdict."""
    with qtbot.waitSignal(page.searchFinished, timeout=60_000):
        page.solve()
    assert page.solve_task is None and page.solution is not None
    return page.solution


def _click(qtbot: QtBot, page: TkPage, name: str,
           button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    at = page.board.point_center(parse_point(name)).toPoint()
    qtbot.mouseClick(page.board, button, pos=at)


def test_hot_seat_game_with_an_elimination_and_a_takeover(qtbot: QtBot, tmp_path: Path,
                                                          shots: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    assert window.mode() == "three_kingdoms"
    page.start_game(pos("Shu:d1=Kr Wei:d1=Kb Wu:d0=Kg Wu:a2=Bg Wu:b1=Pr Wu:b3=Pr Wu:e3=Rr "
                        "Wu:d3=Pr Wei:a0=Rb"))
    assert "Shu" in page.status.text() and "to move" in page.status.text()
    _click(qtbot, page, "Wu:d3")
    assert page.board.selected == parse_point("Wu:d3")
    assert parse_point("Wu:d2") in page.board.targets
    _click(qtbot, page, "Wu:d2")
    # Wu is left without a legal move: defeated, its army goes to Shu, Wei is to move
    position = page.position
    assert position.defeated == {WU} and position.turn is WEI
    elephant = position.placement[parse_point("Wu:a2")]
    assert (elephant.kind, elephant.origin, elephant.owner) == (Kind.ELEPHANT, WU, SHU)
    assert "defeated, army taken over by" in page.armies.text()
    assert "commands the army of" in page.armies.text()
    assert "Wu is defeated (it had no legal move); Shu takes over its army" in \
        page.moves.item(0).text()
    assert "Wei" in page.status.text()
    # Wu's pieces are not Wei's to move; Wei moves its chariot, then Shu's turn comes
    _click(qtbot, page, "Wu:a2")
    assert page.board.selected is None
    _click(qtbot, page, "Wei:a0")
    _click(qtbot, page, "Wei:a1")
    assert page.position.turn is SHU and page.moves.count() == 2
    _click(qtbot, page, "Wu:d2")        # its own soldier on Wu's half
    assert page.board.selected == parse_point("Wu:d2")
    page.undo()
    assert page.position.turn is WEI
    page.resign()
    assert page.game.result is not None and page.game.result.winners == (SHU,)
    assert "Shu wins: Wei resigned" in page.result_label.text()
    window.grab().save(str(shots / "three-kingdoms-game.png"))


def test_editor_palette_and_validation(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    page.set_editing(True)
    page.clear_board()
    assert "Shu has no general" in page.issue_list.item(0).text()
    assert not page.play_here.isEnabled()
    for name, kind, owner in (("Shu:e0", Kind.GENERAL, SHU), ("Wu:d0", Kind.GENERAL, WU),
                              ("Wei:d0", Kind.GENERAL, WEI), ("Shu:e4", Kind.ELEPHANT, SHU)):
        page.kind_combo.setCurrentIndex(page.kind_combo.findData(kind))
        page.owner_combo.setCurrentIndex(int(owner))
        _click(qtbot, page, name)
    texts = [page.issue_list.item(i).text() for i in range(page.issue_list.count())]
    assert texts == ["error: Shu elephant on Shu:e4 is not on an elephant point of its own half"]
    assert page.board.marked == [parse_point("Shu:e4")]
    _click(qtbot, page, "Shu:e4", Qt.MouseButton.RightButton)
    assert page.play_here.isEnabled()
    # a chariot of Wu's army owned by Shu needs Wu defeated
    page.kind_combo.setCurrentIndex(page.kind_combo.findData(Kind.CHARIOT))
    page.owner_combo.setCurrentIndex(0)
    page.origin_combo.setCurrentIndex(1)
    _click(qtbot, page, "Shu:a0")
    assert "has changed hands, but Wu is not defeated" in page.issue_list.item(0).text()
    page.play_from_edit()
    assert not page.editing and page.game.position.placement[parse_point("Shu:a0")].origin is WU


def test_three_player_puzzle_solved_saved_and_read_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    page.start_game(pos("Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr"))
    page.victim_combo.setCurrentIndex(2)
    page.goal_moves.setValue(1)
    first = _solve(qtbot, page)
    assert not first.solved
    assert "no solution" in page.verdict.text()
    page.goal_moves.setValue(2)
    solution = _solve(qtbot, page)
    assert solution.solved and solution.shortest == 2
    assert [k.text() for k in solution.keys] == ["Wei:a2-Wu:i1"]
    top = page.tree.topLevelItem(0)
    assert top.text(0) == "Shu: Wei:a2-Wu:i1"
    assert top.childCount() == len(page.game.positions[0].play(solution.keys[0])[0]
                                   .legal_moves())          # every Wu defence is shown
    leaf = top.child(0).child(0).child(0)
    assert "Wei is defeated" in leaf.text(0) and "Shu takes over" in leaf.text(0)
    # the main line really ends with Wei's army in Shu's hands
    position = page.game.positions[0]
    for move in solution.tree[0].main_line():
        position, defeats = position.play(move)
    assert WEI in position.defeated and all(p.owner is SHU for p in position.placement.values())
    path = tmp_path / "tk.xqp"
    window.part("three_kingdoms").save_path(str(path))  # type: ignore[attr-defined]
    text = path.read_text(encoding="utf-8")
    assert text.startswith('#! variant "three-kingdoms";')
    assert 'goal "Shu eliminates Wei in 2"' in text and "sol Wei:a2-Wu:i1 " in text
    collection = tk_native.load(path)
    assert collection.puzzles[0].goal is not None
    assert collection.puzzles[0].goal.text() == "Shu eliminates Wei in 2"
    page.new_game()
    window.part("three_kingdoms").open_path(str(path))  # type: ignore[attr-defined]
    assert page.position.text() == pos("Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr").text()
    assert page.goal_moves.value() == 2


def test_board_exports(qtbot: QtBot, tmp_path: Path) -> None:
    placement = Position.start().placement
    for ext in ("png", "svg", "pdf"):
        export_board(placement, tmp_path / f"board.{ext}")
        assert (tmp_path / f"board.{ext}").stat().st_size > 10_000
    assert (tmp_path / "board.png").read_bytes()[:4] == b"\x89PNG"
    assert (tmp_path / "board.pdf").read_bytes()[:4] == b"%PDF"
    assert b"<svg" in (tmp_path / "board.svg").read_bytes()
    if shutil.which("pdftoppm") is None:
        return
    subprocess.run(["pdftoppm", "-png", "-r", "40", str(tmp_path / "board.pdf"),
                    str(tmp_path / "page")], check=True)
    assert list(tmp_path.glob("page*.png"))


def test_computer_players_answer_a_human(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    page = tk_page(window)
    page.new_game()
    page.set_player(WU, 1)
    page.set_player(WEI, 3)
    _click(qtbot, page, "Shu:h2")
    _click(qtbot, page, "Shu:h4")
    qtbot.waitUntil(lambda: page.position.turn is SHU and len(page.game.turns) == 3,
                    timeout=30_000)
    kingdoms = [t.kingdom for t in page.game.turns]
    assert kingdoms == [SHU, WU, WEI]
    for turn, position in zip(page.game.turns, page.game.positions, strict=False):
        assert turn.move in position.legal_moves()


def test_every_glyph_of_the_board_is_in_a_shipped_font() -> None:
    from fontTools.ttLib import TTFont

    from paiju.ui.fonts import PIECE_FONT_FILE, UI_FONT_FILE
    from paiju.ui.three_kingdoms.painter import BANNER_GLYPH, GENERAL_GLYPH, GLYPHS

    def cmap(path: Path) -> set[str]:
        return {chr(c) for c in TTFont(str(path), lazy=True).getBestCmap()}

    assert set("".join(GLYPHS.values())) <= cmap(PIECE_FONT_FILE)
    assert set("".join(GENERAL_GLYPH.values()) + "".join(BANNER_GLYPH.values())) <= \
        cmap(UI_FONT_FILE)
