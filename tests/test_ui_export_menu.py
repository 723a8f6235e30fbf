"""File → Export… and Export PGN… are in the main window and work."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from paiju.puzzles.io import load
from paiju.ui.app import create_main_window


def test_export_actions_in_file_menu(qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtCore import QSettings

    window = create_main_window(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    names = [a.objectName() for a in window.menu("file").actions()]
    assert "action_export" in names and "action_export_pgn" in names
    out = tmp_path / "out.pgn"
    monkeypatch.setattr("paiju.ui.export.integration.QFileDialog.getSaveFileName",
                        lambda *args, **kw: (str(out), ""))
    from paiju.ui.export.integration import export_pgn

    assert export_pgn(window) == str(out)
    loaded = load(out)
    assert len(loaded.collection) == len(window.doc.collection)
    assert loaded.collection[0].fen.split()[0] == window.doc.collection[0].fen.split()[0]
