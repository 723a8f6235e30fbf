"""The score book: 1 for the winner, 0 for the other, draws neither; persistence, CSV, reset."""

from __future__ import annotations

from pathlib import Path

import pytest

from paiju.scores import ScoreBook, ScoreError, default_path


def test_totals_across_sessions(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with ScoreBook(path) as book:
        book.record("Ann", "Bob", "1-0", "checkmate")
        book.record("Bob", "Ann", "1/2-1/2")
    with ScoreBook(path) as book:  # a later session sees the earlier games
        book.record("bob", "Computer (Normal)", "1-0", "resignation")
        totals = {t.name: t for t in book.totals()}
        assert set(totals) == {"Ann", "Bob", "Computer (Normal)"}
        assert (totals["Ann"].points, totals["Ann"].games, totals["Ann"].draws) == (1, 2, 1)
        assert (totals["Bob"].points, totals["Bob"].losses, totals["Bob"].games) == (1, 1, 3)
        assert totals["Computer (Normal)"].points == 0
        assert [g.termination for g in book.games()] == ["checkmate", "", "resignation"]


def test_csv_export_and_reset(tmp_path: Path) -> None:
    with ScoreBook(tmp_path / "s.sqlite3") as book:
        book.record("Ann", "Bob", "0-1")
        out = tmp_path / "scores.csv"
        book.export_csv(out)
        assert out.read_text(encoding="utf-8").splitlines() == [
            "player,points,games,wins,losses,draws", "Bob,1,1,1,0,0", "Ann,0,1,0,1,0"]
        book.reset()
        assert book.totals() == [] and book.games() == []


def test_refuses_unscorable_games(tmp_path: Path) -> None:
    with ScoreBook(tmp_path / "s.sqlite3") as book:
        with pytest.raises(ScoreError, match="name"):
            book.record("", "Bob", "1-0")
        with pytest.raises(ScoreError, match="themselves"):
            book.record("Ann", "ann", "1-0")
        with pytest.raises(ScoreError, match="finished"):
            book.record("Ann", "Bob", "*")


def test_default_path_follows_the_data_dir(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))
    assert default_path() == tmp_path / "data" / "scores.sqlite3"
    with ScoreBook() as book:
        book.record("Ann", "Bob", "1-0")
    assert default_path().exists()
