"""scripts/tk_match.py: a tiny match runs, seats are rotated and every game's point is shared
out."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "tk_match.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tk_match", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["tk_match"] = module  # the worker processes find it by name
    spec.loader.exec_module(module)
    return module


def test_lineups_rotate_the_odd_player_through_every_seat() -> None:
    tm = _load()
    a, b = tm.Player("paranoid", 1), tm.Player("maxn", 1)
    seatings = tm.lineups(a, b)
    assert len(seatings) == 6 and len(set(seatings)) == 6
    for seat in range(3):
        assert sum(s[seat] == a for s in seatings) == 3


def test_a_short_match_reports_every_game(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    tm = _load()
    out = tmp_path / "games.json"
    assert tm.main(["algorithms", "--levels", "1", "--seeds", "1", "--max-plies", "9",
                    "--workers", "1", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "| paranoid-L1 vs maxn-L1 | 6 |" in printed and "6 games" in printed
    games = json.loads(out.read_text(encoding="utf-8"))[0]["games"]
    assert len(games) == 6
    for game in games:
        assert game["plies"] <= 9 and abs(sum(game["points"]) - 1) < 1e-9


def test_variety_script_shows_the_repetition_before_and_varied_games_after(
        capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location(
        "tk_variety", SCRIPT.with_name("tk_variety.py"))
    assert spec is not None and spec.loader is not None
    variety = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(variety)
    before = {variety.play(3, seed, False, 60) for seed in range(2)}
    assert len(before) == 1 and next(iter(before))[1] == "repetition"
    after = [variety.play(3, seed, True, 60) for seed in range(2)]
    assert len({moves for moves, _ in after}) == 2
    assert all(ended != "repetition" for _, ended in after)
    assert variety.main(["--games", "1", "--level", "1", "--max-plies", "6"]) == 0
    assert "distinct of 1" in capsys.readouterr().out
