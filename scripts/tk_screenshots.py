"""Screenshots of the Three Kingdoms mode at several sizes and languages, for a reviewer.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/tk_screenshots.py OUT_DIR

Writes ``<size>_<language>_tk_<scene>.png``: a game with a computer player thinking, a
collection with a solved puzzle and its tree, and the editor with a validation problem.
Settings, recovery copies and the sample collection go into OUT_DIR, never into the user's.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshots import render, shoot, wait

from paiju.three_kingdoms import Kind, Kingdom, Position, TkGoal, TkPiece, parse_point
from paiju.three_kingdoms import native as tk_native
from paiju.ui.main_window import MainWindow
from paiju.ui.three_kingdoms.page import TkPage

SIZES = ((1024, 640), (1920, 1080))
SMALL = "Shu:d1=Kr Wu:d1=Kg Wei:d0=Kb Wei:e3=Rr Wei:a2=Rr"


def sample(out: Path) -> Path:
    """A collection of three puzzles written into OUT_DIR."""
    def pos(text: str, turn: Kingdom = Kingdom.SHU) -> str:
        placement = {}
        for item in text.split():
            name, token = item.split("=")
            owner, origin = Kingdom.from_name(token[1]), Kingdom.from_name(token[-1])
            placement[parse_point(name)] = TkPiece(Kind.from_letter(token[0]), origin, owner)
        return Position(placement, turn).text()

    collection = tk_native.TkCollection(title="Three Kingdoms sampler", puzzles=[
        tk_native.TkPuzzle(Position.start().text(), title="The start position"),
        tk_native.TkPuzzle(pos(SMALL), title="Two chariots of Shu in Wei's camp",
                           goal=TkGoal.parse("Shu eliminates Wei in 2")),
        tk_native.TkPuzzle(pos("Shu:d1=Kr Wu:d1=Kg Wei:d1=Kb Shu:a3=Rr Wu:a3=Rg Wei:a3=Rb"),
                           title="Three chariots", goal=TkGoal.parse("Shu eliminates Wu in 1")),
    ])
    path = out / "tk_sampler.xqp"
    tk_native.save(collection, path)
    return path


def scenes(window: MainWindow, app: QApplication, out: Path, prefix: str, path: Path) -> None:
    part = window.part("three_kingdoms")
    page = part.page  # type: ignore[attr-defined]
    assert isinstance(page, TkPage)
    part.show()  # type: ignore[attr-defined]
    page.rng = random.Random(7)
    page.new_game()
    page.set_player(Kingdom.WU, 2)
    page.set_player(Kingdom.WEI, 2)
    for move in ("Shu:h2-Shu:h4", "Shu:a3-Shu:a4"):
        wait(app, lambda: page.position.turn is Kingdom.SHU and page.move_task is None)
        page.play(move)
    wait(app, lambda: page.position.turn is Kingdom.SHU and page.move_task is None)
    page.set_player(Kingdom.SHU, 5)
    wait(app, lambda: page.move_task is not None and page.move_task.elapsed() > 0.6)
    shoot(window, out / f"{prefix}_tk_game.png")
    page.stop()
    for k in Kingdom:
        page.set_player(k, 0)
    part.open_path(str(path))  # type: ignore[attr-defined]
    page.pick_puzzle(1)
    page.solve()
    wait(app, lambda: page.solve_task is None)
    shoot(window, out / f"{prefix}_tk_puzzle.png")
    page.set_editing(True)
    page.kind_combo.setCurrentIndex(page.kind_combo.findData(Kind.ELEPHANT))
    page.owner_combo.setCurrentIndex(int(Kingdom.SHU))
    page.point_clicked(parse_point("Shu:e4"), Qt.MouseButton.LeftButton)  # not its point
    shoot(window, out / f"{prefix}_tk_editor.png")
    page.set_editing(False)


def main(argv: list[str]) -> int:
    out = Path(argv[1] if len(argv) > 1 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    path = sample(out)
    render(out, lambda window, app, out, prefix: scenes(window, app, out, prefix, path), SIZES)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
