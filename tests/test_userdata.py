"""One user data folder (paiju.userdata): $PAIJU_DATA_DIR, else the platform's; the files
earlier versions kept in Qt's application folder stay in use while the new folder has none."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from paiju import userdata
from paiju.scores import ScoreBook, default_path


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user with no PAIJU_DATA_DIR and the XDG data folder under tmp_path."""
    monkeypatch.delenv("PAIJU_DATA_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return tmp_path


def test_the_environment_variable_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "mine"))
    assert userdata.data_dir() == tmp_path / "mine"
    assert userdata.data_path("scores.sqlite3") == tmp_path / "mine" / "scores.sqlite3"
    assert default_path() == tmp_path / "mine" / "scores.sqlite3"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux (XDG) paths")
def test_linux_keeps_the_score_books_folder(home: Path) -> None:
    """The score book lived in $XDG_DATA_HOME/paiju: that is the one folder now."""
    assert userdata.data_dir() == home / "xdg" / "paiju"
    assert default_path() == home / "xdg" / "paiju" / "scores.sqlite3"
    assert home / "xdg" / "Paiju" / "Paiju" in userdata.legacy_dirs()


def test_an_old_server_database_is_used_until_the_new_folder_has_one(home: Path) -> None:
    from paiju.server.storage import SQLiteStore, open_url

    old = userdata.legacy_dirs()[0] / "server.sqlite3"
    old.parent.mkdir(parents=True)
    with sqlite3.connect(old) as db:
        db.execute("CREATE TABLE kept (x)")
    assert userdata.data_path("server.sqlite3") == old
    database = open_url(None)
    assert isinstance(database, SQLiteStore) and database.path == old
    new = userdata.data_dir() / "server.sqlite3"
    new.parent.mkdir(parents=True)
    new.touch()
    assert userdata.data_path("server.sqlite3") == new


def test_a_new_user_gets_the_new_folder(home: Path) -> None:
    assert userdata.data_path("server.sqlite3") == userdata.data_dir() / "server.sqlite3"
    book = ScoreBook()
    try:
        book.record("Ann", "Bo", "1-0")
    finally:
        book.close()
    assert (userdata.data_dir() / "scores.sqlite3").is_file()
    assert not any(folder.exists() for folder in userdata.legacy_dirs())


def test_the_apps_recovery_copies_follow_the_data_folder(home: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("PySide6")
    from paiju.ui.recovery import default_folder

    old = userdata.legacy_dirs()[0] / "recovery"
    old.mkdir(parents=True)
    assert default_folder() == old  # an earlier version's copies are still offered
    monkeypatch.setenv("PAIJU_DATA_DIR", str(home / "data"))
    assert default_folder() == home / "data" / "recovery"
