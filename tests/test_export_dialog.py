"""File → Export… dialog: widgets by objectName, preview follows settings, exports write files."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from export_samples import mixed_collection
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from puzzles.model import Collection
from puzzles.share import decode
from ui.export.dialog import ExportDialog


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
