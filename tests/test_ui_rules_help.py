"""Help → Rules is written for players in English, French and Chinese, with diagrams drawn
from share strings."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_testing import make_window

from paiju.puzzles.share import decode
from paiju.ui.help import RULES_DIR, RulesDialog, rules_file, rules_text

IMAGE = re.compile(r"!\[[^\]]*\]\((paiju:[^)]+)\)")


@pytest.mark.parametrize("language", ["en", "fr", "zh_CN"])
def test_rules_are_for_players_with_diagrams(qtbot: QtBot, tmp_path: Path,
                                             language: str) -> None:
    assert rules_file(language) == RULES_DIR / f"rules_{language}.md"
    text = rules_text(language)
    assert "seed" not in text.lower() and "rules.md" not in text.lower()
    diagrams = IMAGE.findall(text)
    assert len(diagrams) == len(IMAGE.findall(rules_text("en"))) >= 8
    for address in diagrams:
        decode(address.partition("#")[0])  # every diagram is a valid share string
    dialog = RulesDialog(language)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.browser.bad_diagrams == []
    first_caption = re.search(r"!\[([^\]]+)\]", text)
    assert first_caption and first_caption.group(1) in dialog.browser.toPlainText()
    image = dialog.grab().toImage()
    assert image.save(str(tmp_path / f"rules_{language}.png"))
    # a board is drawn: warm wood somewhere in the first screen of text
    wood = sum(1 for x in range(0, image.width(), 8) for y in range(0, image.height(), 8)
               if (c := image.pixelColor(x, y)).red() > c.blue() + 60 and c.green() > 120)
    assert wood > 50


def test_help_menu_opens_the_rules_in_the_interface_language(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.set_language("zh_CN")
    window.action("rules").trigger()
    browser = window.findChild(RulesDialog).browser
    assert "象棋规则" in browser.toPlainText()
    window.set_language("en")
