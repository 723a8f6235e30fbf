"""scripts/screenshots.py: its arguments (a bad size is a usage error naming it) and each
language's own notation in the shots unless one is asked for, on a real window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from online_helpers import load_script
from PySide6.QtWidgets import QApplication

from paiju.ui.main_window import MainWindow

shots: Any = load_script("screenshots")


def test_arguments_and_their_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    args = shots.parse_args(["out", "1024x640", "1920x1080", "--languages", "fr", "zh_CN"])
    assert (args.out, args.sizes) == (Path("out"), [(1024, 640), (1920, 1080)])
    assert args.languages == ["fr", "zh_CN"] and args.notation == "auto"
    defaults = shots.parse_args([])
    assert defaults.sizes == [] and defaults.languages == list(shots.LANGUAGES)
    for bad, why in (("1024by640", "'1024by640' is no size like 1024x640"),
                     ("10x20", "'10x20' is too small")):
        with pytest.raises(SystemExit):
            shots.parse_args(["out", bad])
        assert why in capsys.readouterr().err


@pytest.mark.parametrize(("notation", "expected"), [
    ("auto", {"en": "wxf", "fr": "wxf", "zh_CN": "chinese"}),
    ("iccs", {"en": "iccs", "fr": "iccs", "zh_CN": "iccs"}),
])
def test_each_language_writes_moves_its_own_way(tmp_path: Path, notation: str,
                                                expected: dict[str, str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAIJU_DATA_DIR", str(tmp_path / "data"))  # render sets it; undone
    seen: dict[str, tuple[str, str]] = {}

    def scene(window: MainWindow, _app: QApplication, _out: Path, prefix: str) -> None:
        page = window.part("play").page  # type: ignore[attr-defined]
        seen[prefix.split("_", 1)[1]] = (window.prefs.move_notation(), page.notation)

    shots.render(tmp_path, scene, [(1024, 640)], shots.LANGUAGES, notation)
    assert seen == {lang: (n, n) for lang, n in expected.items()}
