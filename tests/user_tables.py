"""Helpers for the app tests that use endgame tables (issue 42): real tables built in a
temporary folder made the user's tables folder, and a window with its own data folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju.tablebase import Tablebase
from paiju.ui.main_window import MainWindow


def user_tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *signatures: str) -> Tablebase:
    """Build ``signatures`` (and the smaller tables they need) in ``tmp_path/tables`` and
    make that folder the user's (``PAIJU_TABLEBASES``); set it before the window is made."""
    folder = tmp_path / "tables"
    monkeypatch.setenv("PAIJU_TABLEBASES", str(folder))
    tables = Tablebase(folder)
    for sig in signatures:
        tables.build(sig)
    return tables


def data_window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A shown main window whose user data folder is ``tmp_path/data``."""
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    return make_window(qtbot, tmp_path)
