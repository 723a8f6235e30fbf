"""Session-wide test setup: the tests see the fonts of a fresh Debian machine, nothing more.

A machine's own CJK fonts once hid that the shipped font subset lacked the characters of the
shipped collections. Before Qt starts, fontconfig is pointed at a configuration that lists
only DejaVu (the font every Debian with ``libfontconfig1`` has, through ``fontconfig-config``),
so every Chinese character a test renders must come from ``paiju/data/fonts``.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

BASE_FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")


def _hide_system_fonts() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="paiju-fontconfig-"))
    atexit.register(shutil.rmtree, folder, True)
    dirs = f"<dir>{BASE_FONT_DIR}</dir>" if BASE_FONT_DIR.is_dir() else ""
    config = folder / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n'
        f"<fontconfig>{dirs}<cachedir>{folder / 'cache'}</cachedir></fontconfig>\n",
        encoding="utf-8",
    )
    return config


os.environ["FONTCONFIG_FILE"] = str(_hide_system_fonts())
os.environ.pop("FONTCONFIG_PATH", None)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The app, the engine and `paiju uci` use the user's endgame tables when there are any: the
# tests see an empty folder instead (a test that wants tables builds them in its own).
os.environ["PAIJU_TABLEBASES"] = tempfile.mkdtemp(prefix="paiju-no-tables-")


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where a test writes its screenshots: under ``tmp_path``, or ``$PAIJU_SHOTS`` if set
    (a reviewer's folder outside the source tree); never into the checkout."""
    folder = Path(os.environ.get("PAIJU_SHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder
