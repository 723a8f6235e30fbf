"""scripts/fsf_match.py: the pyffish judge, the Elo interval and the SPRT, and a real
two-game match of ``paiju uci`` against Fairy-Stockfish."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from paiju.engine.uci_engine import find_fairy_stockfish

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "fsf_match.py"


@pytest.fixture(scope="module")
def fsf_match() -> ModuleType:
    pytest.importorskip("pyffish", reason="pyffish is not installed (pip install pyffish)")
    spec = importlib.util.spec_from_file_location("fsf_match", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fsf_match"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_judge_reads_fairy_stockfishs_verdicts(fsf_match: ModuleType) -> None:
    judge = fsf_match.judge
    assert judge("3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1", ["b1b9"]) == ("1-0", "mate")
    assert judge("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", ["a1a8"]) == ("1-0", "stalemate")
    assert judge("3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1", ["e1d1", "d9e9"]) is None
    checks = "e1d1 d9e9 d1e1 e9d9 e1d1 d9e9 d1e1 e9d9".split()
    assert judge("3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1", checks) == \
        ("0-1", "perpetual check or chase")
    parry = "d3c3 h2d2 c3d3 d2h2 d3c3 h2d2 c3d3 d2h2".split()
    assert judge("9/5k3/3r5/2r6/6C2/9/3p3c1/7R1/8N/2BK5 b - - 0 1", parry) == \
        ("1/2-1/2", "repetition or no-capture rule")


def test_elo_interval_and_sprt(fsf_match: ModuleType) -> None:
    assert fsf_match.elo(0.5) == pytest.approx(0.0)
    assert fsf_match.elo(0.75) == pytest.approx(190.85, abs=0.01)
    e, lo, hi = fsf_match.elo_interval([1.0, 0.0] * 50)
    assert e == pytest.approx(0.0) and lo == pytest.approx(-hi) and -80 < lo < -60
    winning = [1.0, 0.5, 1.0, 0.0] * 40   # 62.5%
    assert fsf_match.sprt_llr(winning, 0, 30) > 2.94       # H1 accepted
    assert fsf_match.sprt_llr([0.0, 0.5, 1.0, 0.0] * 40, 0, 30) < -2.94  # H0 accepted


@pytest.mark.skipif(find_fairy_stockfish() is None, reason="fairy-stockfish not installed "
                    "(apt install fairy-stockfish)")
def test_two_games_against_fairy_stockfish(fsf_match: ModuleType, tmp_path: Path) -> None:
    out = tmp_path / "match.json"
    # Two games at once (--concurrency 2), each with its own pair of engine processes.
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "2", "--movetime", "20",
                           "--concurrency", "2", "--out", str(out)], capture_output=True,
                          text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert figures["games"] == 2 and figures["engine_b"].startswith("Fairy-Stockfish")
    assert figures["concurrency"] == 2
    assert figures["engine_a"].startswith("Paiju")
    games = figures["games_played"]
    assert [g["number"] for g in games] == [1, 2]  # in game order, however they finished
    assert [g["a_red"] for g in games] == [True, False]  # one opening, both colours
    assert all(g["result"] in ("1-0", "0-1", "1/2-1/2") and g["reason"] for g in games)
    assert figures["wins"] + figures["draws"] + figures["losses"] == 2
    assert "load_average_before" in figures and figures["judge"].startswith("pyffish")
    assert "Elo" in done.stdout
