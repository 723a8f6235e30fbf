#!/usr/bin/env python3
"""Regenerate the CJK font subsets shipped in paiju/data/fonts/ (developer tool, not run at run
time).

Needs fontTools (``pip install fonttools``) and Debian's fonts-noto-cjk (SIL OFL 1.1), installed
or only unpacked (``apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb DIR``,
then ``PAIJU_NOTO_DIR=DIR/usr/share/fonts/opentype/noto``: the machine keeps no CJK font).
Writes:
  paiju/data/fonts/PaijuPieces.otf   Noto Serif CJK TC Bold: piece characters (traditional and
                               simplified), 楚河漢界, numerals, move-notation words, and 排局
                               (the room page's header, served with it).
  paiju/data/fonts/PaijuSansCJK.otf  Noto Sans CJK SC Regular: every CJK character of the shipped
                               data (collections, rules help), of the Chinese translation
                               (paiju/ui/i18n/*.ts) and of the pieces/notation, plus the common sets
                               that user titles use: all of GB2312 (6,763 hanzi: level 1 holds
                               the 3,755 most common simplified characters) and Big5's common
                               level (5,401 traditional characters), with their punctuation.
The families are renamed (OFL modified version) so they never clash with installed Noto fonts.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
NOTO = Path(os.environ.get("PAIJU_NOTO_DIR", "/usr/share/fonts/opentype/noto"))
OUT = ROOT / "paiju" / "data" / "fonts"

PIECES = "帥仕相傌俥炮兵將士象馬車砲卒帅将马车"
BOARD = "楚河漢界汉"
NUMERALS = "一二三四五六七八九十１２３４５６７８９"
NOTATION = "进退平前后中進後红黑紅方先胜負负和"
BRAND = "排局"  # the room and lobby pages' header
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
BASE = PIECES + BOARD + NUMERALS + NOTATION + BRAND + ASCII
TEXT_SUFFIXES = (".xqp", ".md", ".txt", ".csv", ".json", ".jsonl", ".pgn")


def is_cjk(ch: str) -> bool:
    """CJK ideographs and CJK/full-width punctuation; Latin text stays with the system font
    (the UI font is a fallback family, so any Latin glyph in it would win over the system's)."""
    return ord(ch) >= 0x2E80


def translation_chars() -> str:
    """Every CJK character of the translated strings in the Qt .ts files."""
    text = "".join(p.read_text(encoding="utf-8")
                   for p in (ROOT / "paiju" / "ui" / "i18n").glob("*.ts"))
    found = "".join(re.findall(r"<translation[^>]*>(.*?)</translation>", text, re.S))
    return "".join(sorted({ch for ch in found if is_cjk(ch)}))


def data_chars() -> str:
    """Every CJK character of the shipped text data (collections, rules help)."""
    found: set[str] = set()
    for path in sorted((ROOT / "paiju" / "data").rglob("*")):
        if path.is_file() and path.suffix in TEXT_SUFFIXES:
            found.update(ch for ch in path.read_text(encoding="utf-8") if is_cjk(ch))
    return "".join(sorted(found))


def _decode_rows(codec: str, rows: range, cells: list[int]) -> set[str]:
    chars: set[str] = set()
    for hi in rows:
        for lo in cells:
            try:
                chars.add(bytes((hi, lo)).decode(codec))
            except UnicodeDecodeError:
                continue
    return chars


def common_chars() -> str:
    """GB2312 (every row) and Big5's symbols and common level (A140-C67E), CJK only."""
    gb = _decode_rows("gb2312", range(0xA1, 0xF8), list(range(0xA1, 0xFF)))
    big5 = _decode_rows("big5", range(0xA1, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)])
    return "".join(sorted(ch for ch in gb | big5 if is_cjk(ch)))


def ui_chars() -> str:
    """Everything the UI font must cover (the test suite checks the shipped file against it)."""
    base = "".join(ch for ch in BASE if is_cjk(ch))
    return "".join(sorted(set(base + translation_chars() + data_chars() + common_chars())))


def make(ttc: str, index: int, text: str, family: str, out: Path) -> None:
    font: TTFont = TTCollection(str(NOTO / ttc)).fonts[index]
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(text=text)
    sub.subset(font)
    names = font["name"]
    style = "Bold" if "Bold" in ttc else "Regular"
    for rec in list(names.names):
        if rec.nameID in (1, 16):
            names.setName(family, rec.nameID, rec.platformID, rec.platEncID, rec.langID)
        elif rec.nameID in (3, 4):
            names.setName(f"{family} {style}", rec.nameID, rec.platformID, rec.platEncID,
                          rec.langID)
        elif rec.nameID == 6:
            names.setName(f"{family.replace(' ', '')}-{style}", rec.nameID, rec.platformID,
                          rec.platEncID, rec.langID)
    font["CFF "].cff.fontNames = [f"{family.replace(' ', '')}-{style}"]
    font.save(str(out))
    print(f"{out.relative_to(ROOT)}: {len(set(text))} characters, {out.stat().st_size} bytes")


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    make("NotoSerifCJK-Bold.ttc", 3, BASE, "Paiju Pieces", OUT / "PaijuPieces.otf")
    # the room page's board draws its pieces with the same font (paiju/server/static/)
    shutil.copyfile(OUT / "PaijuPieces.otf",
                    ROOT / "paiju" / "server" / "static" / "PaijuPieces.otf")
    make("NotoSansCJK-Regular.ttc", 2, ui_chars(), "Paiju Sans CJK",
         OUT / "PaijuSansCJK.otf")
    return 0


if __name__ == "__main__":
    sys.exit(main())
