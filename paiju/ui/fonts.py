"""The shipped CJK font subsets, so piece characters render without system Chinese fonts.

``paiju/data/fonts/`` holds two OFL-licensed subsets of Noto CJK made by
``scripts/make_font_subset.py``: a bold serif for the pieces, the river text and the
board numerals, and a regular sans for the Chinese user interface labels.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from paiju import data as paiju_data

FONT_DIR = paiju_data.path("fonts")
PIECE_FONT_FILE = FONT_DIR / "PaijuPieces.otf"
UI_FONT_FILE = FONT_DIR / "PaijuSansCJK.otf"
FALLBACK_FAMILIES = ("Noto Serif CJK TC", "Noto Serif CJK SC", "serif")


@cache
def _register(path: Path) -> str | None:
    """Register one font file; its family name, or None when missing or unreadable."""
    if not path.is_file():
        return None
    font_id = QFontDatabase.addApplicationFont(str(path))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else None


def load_piece_font() -> str:
    """Register the shipped piece font with QFontDatabase and return its family name.

    Needs a QGuiApplication. Falls back to a system CJK family when the file is missing.
    """
    family = _register(PIECE_FONT_FILE)
    if family:
        return family
    installed = set(QFontDatabase.families())
    return next((f for f in FALLBACK_FAMILIES if f in installed), FALLBACK_FAMILIES[-1])


def load_sans_font() -> str:
    """Register the shipped sans CJK font and return its family (a generic sans if missing);
    for characters the piece font lacks (the Three Kingdoms generals and banner bearers)."""
    return _register(UI_FONT_FILE) or "sans-serif"


def load_ui_font(app: QGuiApplication) -> None:
    """Add the shipped sans subset as a fallback family of the application font."""
    family = _register(UI_FONT_FILE)
    if not family:
        return
    font = QFont(app.font())
    families = list(font.families()) or [font.family()]
    if family not in families:
        font.setFamilies([*families, family])
        app.setFont(font)
