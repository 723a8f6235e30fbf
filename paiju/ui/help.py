"""Help → Rules: the rules of xiangqi for players in English, French or Chinese
(``paiju/data/rules/rules_<language>.md``), with board diagrams.

A diagram is a Markdown image whose address is a share string (docs/share-string.md) with
the arrows to draw after ``#``: ``![caption](paiju:3k5/9/…/4K4_w#e4c5,e4c3)``. The browser
draws it with the board painter, in the piece style of the settings.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QRectF, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from paiju import data as paiju_data
from paiju import rules as xiangqi
from paiju.puzzles.share import PREFIX, ShareStringError, decode
from paiju.ui.board_painter import BoardStyle, paint_board

RULES_DIR = paiju_data.path("rules")
DIAGRAM_WIDTH = 300


def rules_file(language: str) -> Path:
    """The rules in the interface language (English when there is no translation)."""
    for code in (language, language.split("_")[0]):
        path = RULES_DIR / f"rules_{code}.md"
        if path.is_file():
            return path
    return RULES_DIR / "rules_en.md"


def rules_text(language: str) -> str:
    path = rules_file(language)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        return f"# Rules\n\nThe rules file {path} cannot be read: {exc}"


def with_captions(markdown: str) -> str:
    """Each diagram's caption (its image text) printed under it, in italics."""
    return re.sub(r"^!\[([^\]]+)\]\((paiju:[^)]+)\)$", r"![\1](\2)\n\n*\1*", markdown,
                  flags=re.MULTILINE)


def diagram_image(address: str, style: BoardStyle, width: int = DIAGRAM_WIDTH) -> QImage:
    """The board of a ``paiju:<placement>_<side>#<arrows>`` address; raises ValueError."""
    position, _sep, arrow_text = address.partition("#")
    puzzle = decode(position)
    board = xiangqi.Board(puzzle.fen)
    arrows = [xiangqi.Move.from_iccs(a) for a in arrow_text.split(",") if a.strip()]
    image = QImage(width, round(width * 1.1), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint_board(painter, QRectF(image.rect()), dict(board.piece_map()), style, arrows=arrows)
    painter.end()
    return image


class RulesBrowser(QTextBrowser):
    """A text browser that draws ``paiju:`` images as boards."""

    def __init__(self, style: BoardStyle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.style_ = style
        self.bad_diagrams: list[str] = []

    def loadResource(self, kind: int, name: QUrl) -> object:
        text = name.toString()
        if kind == QTextDocument.ResourceType.ImageResource.value and text.startswith(PREFIX):
            try:
                return diagram_image(text, self.style_)
            except (ShareStringError, ValueError) as exc:
                self.bad_diagrams.append(f"{text}: {exc}")
                return QImage()
        return super().loadResource(kind, name)


class RulesDialog(QDialog):
    """A non-modal window showing the rules."""

    def __init__(self, language: str, parent: QWidget | None = None,
                 style: BoardStyle | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        self.setWindowTitle(self.tr("Rules of xiangqi"))
        self.resize(760, 700)
        self.browser = RulesBrowser(style or BoardStyle(), self)
        self.browser.setObjectName("rules_browser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(with_captions(rules_text(language)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
