"""File → Export… dialog: widgets by objectName, preview follows settings, exports write files."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from export_samples import mixed_collection, real_collection
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from paiju.puzzles.model import Collection
from paiju.puzzles.share import decode
from paiju.ui.export.dialog import ExportDialog


@pytest.fixture
def dialog(qtbot: QtBot) -> ExportDialog:
    dlg = ExportDialog(mixed_collection(), 4)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def choose(combo: QComboBox, data: object) -> None:
    combo.setCurrentIndex(combo.findData(data))


def preview(dlg: ExportDialog) -> QImage:
    return dlg.preview_label.pixmap().toImage()


def test_widgets_have_object_names(dialog: ExportDialog) -> None:
    for cls, name in [(QComboBox, "formatCombo"), (QComboBox, "paperCombo"),
                      (QComboBox, "perPageCombo"), (QComboBox, "notationCombo"),
                      (QComboBox, "coordsCombo"), (QComboBox, "scopeCombo"),
                      (QCheckBox, "bwCheck"), (QCheckBox, "arrowCheck"),
                      (QLabel, "previewLabel"), (QLineEdit, "shareEdit"),
                      (QPushButton, "exportButton"), (QPushButton, "copyShareButton")]:
        assert dialog.findChild(cls, name) is not None, name


def test_pdf_preview_opens_on_the_current_problems_page(dialog: ExportDialog,
                                                        qtbot: QtBot) -> None:
    assert dialog.preview_page_number == 3 and dialog.page_label.text() == "Page 3"
    before = preview(dialog)
    qtbot.mouseClick(dialog.prev_page_button, Qt.MouseButton.LeftButton)
    assert dialog.preview_page_number == 2
    assert preview(dialog) != before
    choose(dialog.per_page_combo, 2)
    qtbot.waitUntil(lambda: dialog.page_label.text() == "Page 4")  # problem 5 of 2 a page


def test_switching_to_png_previews_the_diagram_and_options_change_it(dialog: ExportDialog,
                                                                    qtbot: QtBot) -> None:
    choose(dialog.format_combo, "png")
    qtbot.waitUntil(lambda: preview(dialog).height() < preview(dialog).width() * 1.2)
    assert dialog.dpi_spin.isEnabled() and not dialog.paper_combo.isEnabled()
    assert not dialog.prev_page_button.isVisible()
    colour = preview(dialog)
    dialog.bw_check.setChecked(True)
    qtbot.waitUntil(lambda: preview(dialog) != colour)


def test_share_string_is_the_current_problems_and_copies(dialog: ExportDialog) -> None:
    puzzle = dialog.collection[4]
    assert decode(dialog.share_edit.text()).fen.split()[:2] == puzzle.fen.split()[:2]
    dialog.copy_share_button.click()
    assert QGuiApplication.clipboard().text() == dialog.share_edit.text()


@pytest.mark.parametrize("kind", ["pdf", "html", "svg", "png"])
def test_export_to_writes_each_format(dialog: ExportDialog, tmp_path: Path, kind: str) -> None:
    choose(dialog.format_combo, kind)
    path = tmp_path / f"out.{kind}"
    message = dialog.export_to(str(path))
    assert path.name in message and path.stat().st_size > 1000
    if kind == "svg":
        assert len([g for g in ET.parse(path).getroot().iter("{http://www.w3.org/2000/svg}g")
                    if g.get("class", "").startswith("piece ")]) > 5


def test_all_diagrams_go_to_a_folder(dialog: ExportDialog, tmp_path: Path) -> None:
    choose(dialog.format_combo, "svg")
    choose(dialog.scope_combo, "all")
    assert "7 diagrams" in dialog.export_to(str(tmp_path / "dir"))
    assert len(list((tmp_path / "dir").iterdir())) == 7


def test_empty_collection_says_so_instead_of_failing(qtbot: QtBot, tmp_path: Path) -> None:
    dlg = ExportDialog(Collection(), 0)
    qtbot.addWidget(dlg)
    assert dlg.preview_label.text() == "Nothing to export"
    with pytest.raises(ValueError, match="no problems"):
        dlg.export_to(str(tmp_path / "x.pdf"))


def test_scope_says_what_a_booklet_exports(dialog: ExportDialog) -> None:
    scope = dialog.scope_combo
    choose(dialog.format_combo, "pdf")
    assert not scope.isEnabled() and scope.currentData() == "all"  # the whole collection
    choose(dialog.format_combo, "png")
    assert scope.isEnabled() and scope.currentData() == "current"  # the user's choice back
    choose(scope, "all")
    choose(dialog.format_combo, "html")
    choose(dialog.format_combo, "svg")
    assert scope.currentData() == "all"


def test_default_names_and_error_text(dialog: ExportDialog, tmp_path: Path, qtbot: QtBot,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    puzzle = dialog.collection[dialog.current_index]
    choose(dialog.format_combo, "png")
    assert dialog.default_stem().startswith(f"{dialog.current_index + 1:03d}")
    assert puzzle.title in dialog.default_stem() and "/" not in dialog.default_stem()
    choose(dialog.format_combo, "pdf")
    assert dialog.default_stem() == (dialog.collection.title or "problems")
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    target = tmp_path / "missing" / "out.pdf"  # its folder does not exist
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warned.append(text))
    task = dialog.choose_and_export()
    assert task is not None
    qtbot.waitUntil(lambda: bool(warned), timeout=10_000)  # the export runs in a task
    assert warned[0].startswith(f"Could not write {target}")
    assert "Errno" not in warned[0] and ".tmp" not in warned[0]


@pytest.fixture
def long_export(qtbot: QtBot) -> ExportDialog:
    """A booklet of 120 real problems, two a page: long enough to watch and to cancel."""
    dlg = ExportDialog(real_collection(120), 0)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    choose(dlg.format_combo, "pdf")
    choose(dlg.per_page_combo, 2)
    return dlg


def test_a_booklet_exports_in_the_background_with_progress(
        long_export: ExportDialog, qtbot: QtBot, tmp_path: Path) -> None:
    """The window keeps serving events while the pages are written; the progress bar
    counts the pages; the status line says what was written."""
    path = tmp_path / "long.pdf"
    steps: list[tuple[int, int]] = []
    task = long_export.start_export(str(path))
    assert task is not None and long_export.start_export(str(path)) is None  # one at a time
    task.progressed.connect(lambda step: steps.append(step))
    assert long_export.progress_bar.isVisible() and long_export.cancel_button.isVisible()
    assert not long_export.export_button.isEnabled()
    qtbot.waitUntil(lambda: long_export.export_task is None, timeout=60_000)
    assert steps and steps[-1] == (60, 61)  # 60 diagram pages, then the solutions
    assert [done for done, _ in steps] == sorted(done for done, _ in steps)
    assert long_export.status_label.text().startswith(f"Wrote {path} (")
    assert path.read_bytes().startswith(b"%PDF")
    assert not long_export.progress_bar.isVisible() and long_export.export_button.isEnabled()


def test_cancelling_a_booklet_leaves_the_file_as_it_was(
        long_export: ExportDialog, qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "kept.pdf"
    path.write_bytes(b"the old file")
    task = long_export.start_export(str(path))
    assert task is not None
    qtbot.waitUntil(lambda: long_export.progress_bar.maximum() > 0, timeout=30_000)
    long_export.cancel_button.click()
    assert long_export.status_label.text() == "Export cancelled."
    qtbot.waitUntil(lambda: long_export.export_task is None, timeout=30_000)
    qtbot.wait(50)  # a late answer would have arrived by now
    assert long_export.status_label.text() == "Export cancelled."
    assert path.read_bytes() == b"the old file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.pdf"]  # no temporary left


def test_closing_the_dialog_mid_export_joins_it(
        long_export: ExportDialog, qtbot: QtBot, tmp_path: Path) -> None:
    task = long_export.start_export(str(tmp_path / "closed.pdf"))
    assert task is not None
    qtbot.waitUntil(lambda: long_export.progress_bar.maximum() > 0, timeout=30_000)
    long_export.reject()
    assert not task.is_running() and not long_export.isVisible()
    assert not (tmp_path / "closed.pdf").exists()
