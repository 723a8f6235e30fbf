"""Files through the real main window: save/open round trip, import, unsaved prompt,
collection navigation and editing, autosave recovery, and a screenshot of the window."""

from __future__ import annotations

import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from shared_corpus import corpus_file
from ui_testing import make_window

from paiju import rules as xiangqi
from paiju.puzzles import io as pio
from paiju.puzzles.model import Stipulation
from paiju.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
MATE_FEN = "3ak4/4a4/9/9/9/9/9/9/4R4/3K5 w - - 0 1"
Answer = QMessageBox.StandardButton


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    return make_window(qtbot, tmp_path)


def answer(monkeypatch: pytest.MonkeyPatch, button: QMessageBox.StandardButton) -> list[str]:
    """Make QMessageBox.question answer ``button``; returns the questions asked."""
    asked: list[str] = []

    def question(_parent, _title, text, *_args):  # type: ignore[no-untyped-def]
        asked.append(text)
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def set_up_puzzle(window: MainWindow) -> None:
    window.paste_fen(MATE_FEN)
    window.push_metadata = None
    meta = window.metadata
    meta.editRequested.emit("title", "Chariot mate")
    meta.editRequested.emit("author", "Test")
    meta.editRequested.emit("stipulation", Stipulation(1))


def test_save_open_round_trip(window: MainWindow, tmp_path: Path) -> None:
    set_up_puzzle(window)
    window.action("add_puzzle").trigger()
    window.action("toggle_side").trigger()  # second puzzle: Black to move
    assert len(window.doc.collection) == 2 and window.isWindowModified()
    path = tmp_path / "mine.xqp"
    assert window.files.save_to(str(path))
    assert not window.isWindowModified() and "mine.xqp" in window.windowTitle()
    loaded = pio.load(path).collection
    assert [p.fen for p in loaded] == [MATE_FEN, MATE_FEN.replace(" w ", " b ")]
    assert loaded[0].title == "Chariot mate" and str(loaded[0].stipulation) == "#1"
    window.files.new_file()
    assert window.doc.fen() != MATE_FEN
    assert window.files.open_path(str(path))
    assert window.doc.fen() == MATE_FEN and window.doc.current.title == "Chariot mate"
    assert window.metadata.fields["title"].text() == "Chariot mate"
    assert window.collection.list.count() == 2
    assert "mine.xqp" in window.windowTitle()
    assert window.settings.value("recent_files")[0] == str(path)
    recent = window.findChild(type(window.action("new")), "action_recent_0")
    assert recent is not None and recent.toolTip() == str(path)


def test_collection_navigation_and_reorder(window: MainWindow, tmp_path: Path) -> None:
    set_up_puzzle(window)
    window.action("add_puzzle").trigger()
    window.action("clear_board").trigger()
    assert window.doc.index == 1
    window.action("previous_puzzle").trigger()
    assert window.doc.index == 0 and window.doc.fen() == MATE_FEN
    assert window.collection.list.currentRow() == 0
    window.action("move_puzzle_down").trigger()
    assert window.doc.index == 1 and window.doc.collection[1].fen == MATE_FEN
    window.action("undo").trigger()
    assert window.doc.collection[0].fen == MATE_FEN
    window.collection.list.setCurrentRow(1)
    assert window.doc.index == 1
    window.action("remove_puzzle").trigger()
    assert len(window.doc.collection) == 1
    assert not window.action("remove_puzzle").isEnabled()  # never remove the last one
    window.action("undo").trigger()
    assert len(window.doc.collection) == 2


def test_unsaved_prompt_on_close(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    window.action("start_position").trigger()
    asked = answer(monkeypatch, Answer.Cancel)
    assert not window.close()  # cancelled: the window stays
    assert window.isVisible() and len(asked) == 1
    # Save: goes through save() -> the file exists afterwards.
    window.doc.set_path(str(tmp_path / "prompt.xqp"))
    answer(monkeypatch, Answer.Save)
    assert window.close()
    assert pio.load(tmp_path / "prompt.xqp").collection[0].fen == xiangqi.STARTING_FEN


def test_unsaved_prompt_on_open_discard(window: MainWindow, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    other = tmp_path / "other.xqp"
    pio.save(pio.loads(MATE_FEN + "\n", "native").collection, other)
    window.action("start_position").trigger()
    asked = answer(monkeypatch, Answer.Cancel)
    assert not window.files.open_path(str(other))
    assert window.doc.fen() == xiangqi.STARTING_FEN and asked
    answer(monkeypatch, Answer.Discard)
    assert window.files.open_path(str(other))
    assert window.doc.fen() == MATE_FEN and not window.isWindowModified()


def test_open_import_formats(window: MainWindow) -> None:
    eglib = corpus_file("graded", "01.初级残局_三步杀.eglib")
    assert window.files.open_path(str(eglib), ask=False)
    assert len(window.doc.collection) > 10
    assert window.doc.path == ""  # an import: Save asks for a native file name
    xqf = next(corpus_file("formats", "xqf").glob("*.XQF"))
    assert window.files.open_path(str(xqf), ask=False)
    assert window.doc.board.king(xiangqi.RED) is not None


def test_bad_file_is_reported_not_raised(window: MainWindow, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _p, _t, text, *a: warned.append(text) or Answer.Ok)
    assert not window.files.open_path(str(tmp_path / "missing.xqp"), ask=False)
    assert warned and "missing.xqp" in warned[0]


WRITER = """
import os, signal, sys, time
from paiju.puzzles import io as pio
from paiju.ui.recovery import RecoveryStore
store = RecoveryStore(sys.argv[1])
store.write(pio.loads(sys.argv[2] + "\\n", "native").collection, sys.argv[3])
print(store.path, flush=True)
if sys.argv[4] == "crash":
    os.kill(os.getpid(), signal.SIGKILL)
time.sleep(60)
"""


def other_instance(folder: Path, fen: str, source: str, how: str) -> subprocess.Popen[str]:
    """Another Paiju process that writes its recovery copy, then crashes or keeps running."""
    return subprocess.Popen([sys.executable, "-c", WRITER, str(folder), fen, source, how],
                            cwd=ROOT, stdout=subprocess.PIPE, text=True)


def test_autosave_writes_a_private_copy_per_instance(qtbot: QtBot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path)
    first.paste_fen(MATE_FEN)
    assert first.files.autosave()
    copy = first.files.recovery.path
    assert copy.is_file() and stat.S_IMODE(copy.stat().st_mode) == 0o600
    assert stat.S_IMODE(copy.parent.stat().st_mode) == 0o700
    second = make_window(qtbot, tmp_path)  # the same folder, another instance
    second.paste_fen(xiangqi.STARTING_FEN)
    assert second.files.autosave() and second.files.recovery.path != copy
    assert not second.files.offer_recovery()  # the first one runs: not offered ...
    assert copy.is_file() and pio.load(copy).collection[0].fen == MATE_FEN  # ... nor deleted
    first.files.save_to(str(tmp_path / "saved.xqp"))  # saving drops only its own copy
    assert not copy.exists() and second.files.recovery.path.is_file()
    second.doc.mark_saved()


def test_recovery_offers_a_crashed_instance_only(qtbot: QtBot, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "recovery"
    alive = other_instance(folder, xiangqi.STARTING_FEN, "", "run")
    try:
        alive_copy = Path(alive.stdout.readline().strip())
        crashed = other_instance(folder, MATE_FEN, str(tmp_path / "mine.xqp"), "crash")
        crashed.wait(timeout=60)
        assert crashed.returncode == -signal.SIGKILL
        window = make_window(qtbot, tmp_path)
        asked = answer(monkeypatch, Answer.Yes)
        assert window.files.offer_recovery() and len(asked) == 1
        assert window.doc.fen() == MATE_FEN and window.isWindowModified()
        assert window.doc.path == str(tmp_path / "mine.xqp")
        assert alive_copy.is_file()  # the running instance keeps its copy
        assert not window.files.offer_recovery()  # nothing else is offered
        window.doc.mark_saved()
    finally:
        alive.kill()
        alive.wait(timeout=60)
    # Its process gone, the other copy is offered at the next start; declined, it goes.
    later = make_window(qtbot, tmp_path)
    answer(monkeypatch, Answer.No)
    assert not later.files.offer_recovery()
    assert not alive_copy.exists()


def test_screenshot_of_the_main_window(window: MainWindow, shots: Path) -> None:
    """Render the window to a screenshot for a reviewer to look at (see ``shots``)."""
    window.paste_fen("3k1ab2/4a4/4b4/9/2p6/9/9/4C4/4A4/2BAK1R2 w - - 0 1")
    window.view.set_marked((xiangqi.parse_square("c5"),))
    image = window.grab().toImage()
    assert image.width() >= 1000
    target = shots / "main_window.png"
    assert image.save(str(target))
    assert target.stat().st_size > 20_000
    # The board really is drawn: a warm wood pixel near the view's top-left board corner.
    g = window.view.geometry_()
    corner = window.view.mapTo(window, g.board_rect.topLeft().toPoint()) + \
        type(window.view.pos())(6, 6)
    wood = image.pixelColor(corner)
    assert wood.red() > wood.blue() + 40


def test_unsound_puzzle_is_saved_as_draft(window: MainWindow, tmp_path: Path) -> None:
    window.paste_fen("3k5/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1")  # elephant off its points
    assert window.validation.errors()
    path = tmp_path / "draft.xqp"
    assert window.files.save_to(str(path))  # work is never lost ...
    assert "draft" in pio.load(path).collection[0].tags  # ... but it is not a sound puzzle
    window.paste_fen("3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1")
    assert window.files.save_to(str(path))
    assert "draft" not in pio.load(path).collection[0].tags


def test_examples_menu_opens_shipped_collections(window: MainWindow) -> None:
    from paiju.puzzles.shipped import shipped_collections

    shipped = shipped_collections()
    if not shipped:
        pytest.skip("no shipped collections installed")
    example = window.findChild(type(window.action("new")), "action_example_0")
    assert example is not None and example.toolTip() == str(shipped[0])
    example.trigger()
    assert len(window.doc.collection) >= 1 and window.collection.list.count() == len(
        window.doc.collection)


def test_save_as_sound_puzzle_is_gated_by_validation(window: MainWindow, tmp_path: Path) -> None:
    sound = window.action("save_finished")
    assert sound.objectName() == "action_save_finished"
    assert sound in window.menu("file").actions()
    # An error: disabled, the first error is the reason; plain Save still keeps the work.
    window.paste_fen("3k5/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1")
    assert not sound.isEnabled()
    assert sound.toolTip() == window.validation.describe(window.validation.errors()[0])
    assert "e4" in sound.toolTip()
    path = tmp_path / "sound.xqp"
    assert window.files.save_to(str(path))
    assert "draft" in pio.load(path).collection[0].tags
    assert not window.files.save_finished()  # refused while the error remains
    # Only a warning (two soldiers on one file): disabled until composer mode accepts it.
    window.paste_fen("3k5/9/9/9/9/P8/P8/9/9/4K4 w - - 0 1")
    assert not sound.isEnabled() and "composer mode" in sound.toolTip()
    assert "a3" in sound.toolTip() and "a4" in sound.toolTip()
    window.validation.composer.setChecked(True)
    assert sound.isEnabled()
    sound.trigger()  # saves to the open file, marked sound
    saved = pio.load(path).collection[0]
    assert "draft" not in saved.tags and saved.fen.startswith("3k5/9/9/9/9/P8/P8/")
    assert not window.isWindowModified()
    window.validation.composer.setChecked(False)
    assert not sound.isEnabled()
