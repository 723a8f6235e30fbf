"""Help → Rules: the rules of xiangqi in English or French (data/rules/*.md)."""

from __future__ import annotations

import paiju_data
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

RULES_DIR = paiju_data.path("rules")


def rules_text(language: str) -> str:
    """The rules in Markdown: French for French, English otherwise."""
    name = "rules_fr.md" if language.startswith("fr") else "rules_en.md"
    try:
        return (RULES_DIR / name).read_text(encoding="utf-8")
    except OSError as exc:
        return f"# Rules\n\nThe rules file {RULES_DIR / name} cannot be read: {exc}"


class RulesDialog(QDialog):
    """A non-modal window showing the rules."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        self.setWindowTitle(self.tr("Rules of xiangqi"))
        self.resize(720, 640)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules_browser")
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(rules_text(language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
