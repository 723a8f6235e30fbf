"""The shipped fonts cover every character Paiju shows, whatever fonts the machine has.

``tests/conftest.py`` hides the machine's fonts (only DejaVu, which every Debian has, stays),
so a missing glyph shows up here and in the rendering tests instead of on a user's screen.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "paiju" / "data" / "fonts"
TEXT_SUFFIXES = {".xqp", ".md", ".txt", ".csv", ".json", ".jsonl", ".pgn"}


def cmap(name: str) -> set[str]:
    font = TTFont(str(FONTS / name), lazy=True)
    return {chr(code) for code in font.getBestCmap()}


def is_cjk(ch: str) -> bool:
    return ord(ch) >= 0x2E80


def decoded(codec: str, rows: range, cells: range) -> set[str]:
    chars = set()
    for hi in rows:
        for lo in cells:
            try:
                chars.add(bytes((hi, lo)).decode(codec))
            except UnicodeDecodeError:
                pass
    return chars


def test_every_cjk_character_of_the_shipped_data_has_a_glyph() -> None:
    ui = cmap("PaijuSansCJK.otf")
    missing: dict[str, set[str]] = {}
    for path in sorted((ROOT / "paiju" / "data").rglob("*")):
        if path.is_file() and path.suffix in TEXT_SUFFIXES:
            lack = {ch for ch in path.read_text(encoding="utf-8") if is_cjk(ch)} - ui
            if lack:
                missing[str(path.relative_to(ROOT))] = lack
    assert not missing, f"characters without a glyph in PaijuSansCJK.otf: {missing}"


def test_every_cjk_character_of_the_translations_has_a_glyph() -> None:
    ui = cmap("PaijuSansCJK.otf")
    text = "".join(p.read_text(encoding="utf-8")
                   for p in (ROOT / "paiju" / "ui" / "i18n").glob("*.ts"))
    shown = "".join(re.findall(r"<translation[^>]*>(.*?)</translation>", text, re.S))
    assert not {ch for ch in shown if is_cjk(ch)} - ui


def test_the_common_sets_user_titles_use_are_covered() -> None:
    """GB2312 level 1 (3,755 common simplified) and Big5 level 1 (5,401 common traditional)."""
    ui = cmap("PaijuSansCJK.otf")
    gb_level1 = decoded("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))
    big5_level1 = decoded("big5", range(0xA4, 0xC7), range(0x40, 0xFF))
    big5_level1 = {ch for ch in big5_level1 if "\u4e00" <= ch <= "\u9fff"}
    assert len(gb_level1) == 3755 and len(big5_level1) >= 5401
    assert not gb_level1 - ui
    assert not big5_level1 - ui


def test_piece_font_has_every_piece_and_ascii() -> None:
    pieces = cmap("PaijuPieces.otf")
    assert set("帥仕相傌俥炮兵將士象馬車砲卒帅将马车楚河漢界") <= pieces
    assert {chr(c) for c in range(0x21, 0x7F)} <= pieces


def test_the_session_sees_no_system_cjk_font(qapp: object) -> None:
    """The hiding in conftest.py works: Qt knows no CJK family but the shipped ones."""
    from PySide6.QtGui import QFontDatabase

    from paiju.ui.fonts import load_piece_font

    load_piece_font()
    cjk = [f for f in QFontDatabase.families() if "CJK" in f or "Noto" in f]
    assert all(f.startswith("Paiju") for f in cjk), cjk


def test_fontconfig_itself_lists_no_system_cjk_font() -> None:
    try:
        out = subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True, timeout=60)
    except FileNotFoundError:
        pytest.skip("fc-list (Debian's fontconfig) is not installed")
    assert out.stdout.strip() == ""
