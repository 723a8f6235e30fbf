"""scripts/fsf_blunders.py: a lost game's moves judged by Fairy-Stockfish and re-searched by
Paiju, and a clear error for a file that is no match record."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from paiju.engine.uci_engine import find_fairy_stockfish

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "fsf_blunders.py"
OPENING = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"  # central cannon, both sides developing


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True,
                          text=True, timeout=300, cwd=ROOT)


@pytest.mark.skipif(find_fairy_stockfish() is None, reason="fairy-stockfish is not installed")
def test_every_move_of_the_lost_side_is_judged(tmp_path: Path) -> None:
    record = {"games_played": [
        {"number": 1, "opening": "test", "a_red": True, "result": "0-1", "reason": "mate",
         "moves": OPENING},
        {"number": 2, "opening": "test", "a_red": True, "result": "1-0", "reason": "mate",
         "moves": OPENING},  # won by A: not looked at
    ]}
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    # A drop threshold below any loss: every move Fairy-Stockfish would not play is re-searched.
    done = _run(str(path), "--depth", "4", "--drop", "-100000")
    assert done.returncode == 0, done.stderr
    summary = re.search(r"1 lost games, (\d+) of A's moves judged at depth 4.*?"
                        r"(\d+) moves losing more than -100000 cp: Paiju at the same depth "
                        r"prefers its own move in (\d+) \(evaluation\), Fairy-Stockfish's in "
                        r"(\d+) \(search\)", done.stdout, re.S)
    assert summary, done.stdout
    judged, big, evaluation, search = map(int, summary.groups())
    assert judged == 3  # Red's three moves of the one lost game
    assert big == evaluation + search == done.stdout.count(" -> evaluation") + \
        done.stdout.count(" -> search")
    assert big <= judged


def test_a_file_that_is_no_match_record_is_named(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text('{"games": 3}', encoding="utf-8")
    done = _run(str(path))
    assert done.returncode != 0
    assert "other.json: not an fsf_match.py --out file" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(("moves", "said"), [
    ("h2e2 h9g7 z0z1", "ply 2: 'z0z1' is no ICCS move"),
    ("h2e2 h9g7 h0h5", "ply 2: h0h5 is not legal there"),
])
def test_a_game_with_a_bad_move_is_named(tmp_path: Path, moves: str, said: str) -> None:
    path = tmp_path / "match.json"
    path.write_text(json.dumps({"games_played": [
        {"a_red": True, "result": "0-1", "moves": moves}]}), encoding="utf-8")
    done = _run(str(path))
    assert done.returncode != 0 and said in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
