"""Screenshots of the main window at several sizes and languages, for a reviewer to look at.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py OUT_DIR [WxH ...]
        [--languages en fr zh_CN] [--notation auto|iccs|wxf|chinese]

Writes ``<size>_<language>_<scene>.png``: the start page, the editor with a validation
problem, the editor's endgame-table panel, a solved puzzle on the solution board, training,
the verification table, a game in Play mode, the start page again with that game and a file
among the recent ones, and a game against the computer begun from the start page's Play entry
(its analysis unfolded, three lines), at the
sizes given (by default 1024x640, 1280x800 and 1920x1080), in the languages given (by default
English, French and Chinese). Moves are written in each language's default notation (Chinese
notation in Chinese, WXF otherwise) unless ``--notation`` names one. Settings, scores and
recovery copies go into OUT_DIR too, never into the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from paiju.puzzles import io as pio
from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.shipped import shipped_collections
from paiju.rules import Move, Stipulation
from paiju.ui.app import create_main_window
from paiju.ui.main_window import MainWindow
from paiju.ui.play.controller import GameSetup, PlayerSpec
from paiju.ui.recovery import RecoveryStore
from paiju.ui.settings import Preferences, add_recent

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
LANGUAGES = ("en", "fr", "zh_CN")
NOTATIONS = ("auto", "iccs", "wxf", "chinese")
THREE = "2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w - - 0 1"


def settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def wait(app: QApplication, done: object, limit: int = 3000) -> None:
    for _ in range(limit):
        if callable(done) and done():
            return
        app.processEvents()
        QApplication.instance().thread().msleep(10)  # type: ignore[union-attr]


def shoot(window: MainWindow, path: Path) -> None:
    settle(QApplication.instance())  # type: ignore[arg-type]
    window.grab().save(str(path))
    print(path)


def scenes(window: MainWindow, app: QApplication, out: Path, prefix: str) -> None:
    window.files.show_start_page()
    shoot(window, out / f"{prefix}_start.png")
    shipped = shipped_collections()
    if shipped:
        collection = pio.load(shipped[0]).collection
    else:
        collection = Collection(title="demo", puzzles=[Puzzle(fen=THREE)])
    collection.puzzles.insert(0, Puzzle(fen=THREE, title="Three moves",
                                        stipulation=Stipulation(3)))
    window.doc.load(collection)
    window.show_mode("editor")
    window.paste_fen("3k5/9/9/9/9/4B4/9/9/9/A3K4 w - - 0 1")
    shoot(window, out / f"{prefix}_editor.png")
    window.action("undo").trigger()
    window.dock("tablebase").raise_()  # the endgame table's answer for the puzzle shown
    shoot(window, out / f"{prefix}_editor_tablebase.png")
    window.dock("validation").raise_()
    solving = window.part("solving")
    window.action("solve").trigger()
    wait(app, lambda: solving.solver.result is not None and not solving.solver.is_solving())
    solving.solver.step_to("next")
    shoot(window, out / f"{prefix}_solved.png")
    solving.train()
    wait(app, lambda: solving.board.interactive and not solving.training.busy)
    solving.training.hint()
    shoot(window, out / f"{prefix}_training.png")
    solving.back_to_editor()
    window.action("verify_collection").trigger()
    wait(app, lambda: not solving.verify.is_running(), 3000)  # the times are shown
    shoot(window, out / f"{prefix}_verification.png")
    solving.verify.stop()
    wait(app, lambda: not solving.verify.is_running())
    play = window.part("play")
    window.action("play_mode").trigger()
    play.page.start(GameSetup(THREE, PlayerSpec("Ann"), PlayerSpec("Bob")))
    for move in ("h2h9", "d7d0"):
        play.page.controller.play_human(Move.from_iccs(move))
    shoot(window, out / f"{prefix}_play.png")
    play.page.resign(confirm=False)  # kept: the start page lists it among the recent games
    if shipped:
        add_recent(window.settings, str(shipped[0]))
    window.files.show_start_page()
    shoot(window, out / f"{prefix}_start_recent.png")
    accept_next_dialog()
    window.files.start_page.play_buttons["computer"].click()
    wait(app, lambda: not play.page.controller.is_thinking())
    play.page.analysis_box.setChecked(True)  # unfolded: the engine's lines under the moves
    play.page.analysis.count.setValue(3)
    play.page.analysis.start_button.setChecked(True)
    wait(app, lambda: len(play.page.analysis.shown) >= 3, 1000)
    shoot(window, out / f"{prefix}_play_computer.png")
    play.page.analysis_box.setChecked(False)
    play.page.abandon()
    window.show_mode("editor")
    window.doc.mark_saved()


def accept_next_dialog() -> None:
    """Press OK in the next modal dialog (the New Game dialog a Play entry opens)."""
    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        box = dialog.findChild(QDialogButtonBox) if isinstance(dialog, QDialog) else None
        if box is not None:
            box.button(QDialogButtonBox.StandardButton.Ok).click()
        else:
            QTimer.singleShot(20, accept)
    QTimer.singleShot(0, accept)


Scenes = Callable[[MainWindow, QApplication, Path, str], None]


def render(out: Path, scenes: Scenes, sizes: Iterable[tuple[int, int]] = SIZES,
           languages: Iterable[str] = LANGUAGES, notation: str = "auto") -> None:
    """Run ``scenes(window, app, out, prefix)`` on a fresh window per size and language, its
    moves in ``notation`` ("auto": the language's own)."""
    out = out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    os.environ["PAIJU_DATA_DIR"] = str(out / "data")  # the Play scores
    for width, height in sizes:
        for language in languages:
            settings = QSettings(str(out / f"settings_{width}_{language}.ini"),
                                 QSettings.Format.IniFormat)
            window = create_main_window(settings, RecoveryStore(out / "recovery"))
            app = QApplication.instance()
            assert isinstance(app, QApplication)
            window.apply_preferences(Preferences(**{**window.prefs.__dict__,
                                                    "language": language,
                                                    "notation": notation}))
            window.resize(width, height)
            window.show()
            scenes(window, app, out, f"{width}x{height}_{language}")
            window.doc.mark_saved()
            window.close()
            window.deleteLater()
            settle(app)


def size(text: str) -> tuple[int, int]:
    """``1024x640`` as ``(1024, 640)``; anything else is a usage error naming it."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is no size like 1024x640") from None
    if width < 200 or height < 200:
        raise argparse.ArgumentTypeError(f"{text!r} is too small (200x200 at least)")
    return width, height


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="screenshots.py", description="Screenshots of the main window's scenes "
        "(start page, editor, solving, training, verification, Play) for a reviewer.")
    parser.add_argument("out", nargs="?", default="screenshots", type=Path,
                        help="the folder the PNGs go to (default: screenshots)")
    parser.add_argument("sizes", nargs="*", type=size, metavar="WIDTHxHEIGHT",
                        help="window sizes (default: 1024x640 1280x800 1920x1080)")
    parser.add_argument("--languages", nargs="+", default=list(LANGUAGES),
                        choices=LANGUAGES, metavar="LANG",
                        help="interface languages: en fr zh_CN (default: all three)")
    parser.add_argument("--notation", default="auto", choices=NOTATIONS,
                        help="move notation (default: auto, the language's own: Chinese "
                        "notation in Chinese, WXF otherwise)")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_args(argv[1:])
    render(args.out, scenes, args.sizes or SIZES, args.languages, args.notation)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
