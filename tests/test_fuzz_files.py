"""The fuzz campaign of scripts/fuzz_files.py in small: a fixed seed, a few hundred mutated
real files of every format; no input may raise a non-clean error, hang, blow up memory, or
load a collection that does not save and read back the same (load -> save -> load)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from shared_corpus import needs_corpus

ROOT = Path(__file__).resolve().parent.parent


def _fuzz_module():
    spec = importlib.util.spec_from_file_location("fuzz_files", ROOT / "scripts" / "fuzz_files.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_files"] = module
    spec.loader.exec_module(module)
    return module


@needs_corpus  # the XQF, eglib and CSV seeds come from the corpus
def test_mutated_files_of_every_format(tmp_path: Path) -> None:
    fuzz = _fuzz_module()
    report = fuzz.campaign(320, seed=10, jobs=1, timeout=60, save=tmp_path)
    assert set(report.counts) == set(fuzz.FORMATS)  # every format had seeds
    total = sum(sum(c.values()) for c in report.counts.values())
    assert total == 320
    assert report.finds == [], report.finds[:3]
    assert sum(c["loaded"] + c["partial"] for c in report.counts.values()) > 50


def test_inputs_are_deterministic_for_a_seed() -> None:
    fuzz = _fuzz_module()
    seeds = fuzz.load_seeds([fuzz.SHARED, ROOT / "paiju" / "data" / "collections"])
    import random

    formats = tuple(f for f in fuzz.FORMATS if f in seeds)  # all of them with the corpus
    a = [fuzz.make_input(seeds, random.Random(7 + i), formats) for i in range(20)]
    b = [fuzz.make_input(seeds, random.Random(7 + i), formats) for i in range(20)]
    assert a == b
