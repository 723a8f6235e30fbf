"""scripts/texel_data.py and scripts/texel_tune.py: real self-play data, a real fit."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from paiju import _native
from paiju.rules import Board

ROOT = Path(__file__).resolve().parents[1]


def _script(name: str) -> ModuleType:
    """scripts/NAME.py imported as the module NAME."""
    if str(ROOT / "scripts") not in sys.path:
        sys.path.append(str(ROOT / "scripts"))
    return importlib.import_module(name)


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("texel") / "data.txt"
    texel_data = _script("texel_data")
    assert texel_data.main(["--games", "4", "--nodes", "400", "--seed", "3",
                            "--out", str(out)]) == 0
    return out


def test_data_holds_quiet_labelled_positions(data: Path) -> None:
    lines = data.read_text(encoding="utf-8").splitlines()
    assert len(lines) > 40
    games = set()
    for line in lines:
        fen, result, game = line.split(";")
        board = Board(fen)
        assert not board.is_check()
        assert result in ("1", "0.5", "0")
        games.add(int(game))
    assert games <= {1, 2, 3, 4} and len(games) >= 3


def test_tuning_lowers_the_training_error(data: Path) -> None:
    pytest.importorskip("numpy", reason="numpy is not installed (pip install 'paiju[tune]')")
    import numpy as np
    tune = _script("texel_tune")
    x, y, _ = tune.load(data)
    w0 = np.array(_native.eval_weights(), dtype=np.float64)
    k = tune.fit_k(x, y, w0)
    assert 0.01 < k < 4.0
    # K is a minimum: nearby scales do no better.
    assert tune.mse(x, y, w0, k) <= min(tune.mse(x, y, w0, k * 0.8), tune.mse(x, y, w0, k * 1.25))
    mask = np.array([n in tune.GROUPS["material"] for n in tune.NAMES])
    w = tune.tune(x, y, w0, k, mask, steps=100, rate=2.0, l2=0.0, log_every=0)
    assert tune.mse(x, y, w, k) < tune.mse(x, y, w0, k)
    assert np.array_equal(w[~mask], w0[~mask])  # only the chosen group moved


def test_written_weights_read_back() -> None:
    pytest.importorskip("numpy", reason="numpy is not installed (pip install 'paiju[tune]')")
    tune = _script("texel_tune")
    weights = _native.eval_weights()
    source = tune.weights_source(weights, "test")
    body = source.split("#define XQE_WEIGHT_VALUES", 1)[1]
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S).replace("\\", " ")
    assert [int(v) for v in body.split(",")] == weights
    # The header in the repo is what the module was built from.
    shipped = (ROOT / "paiju" / "native" / "eval_weights.h").read_text(encoding="utf-8")
    shipped_body = re.sub(r"/\*.*?\*/", "", shipped.split("#define XQE_WEIGHT_VALUES", 1)[1],
                          flags=re.S).replace("\\", " ")
    assert [int(v) for v in shipped_body.split(",")] == weights


def test_bad_data_is_named(tmp_path: Path) -> None:
    pytest.importorskip("numpy", reason="numpy is not installed (pip install 'paiju[tune]')")
    tune = _script("texel_tune")
    bad = tmp_path / "bad.txt"
    bad.write_text("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w;2;1\n")
    with pytest.raises(tune.DataError, match=r"bad.txt:1: result '2'"):
        tune.load(bad)
