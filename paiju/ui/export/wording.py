"""The words of exported booklets and web pages, in the interface language.

Every text goes through Qt's translations (context ``export``), so an export from the app
speaks the language of its interface, and ``paiju export`` (no translation installed) writes
English. Titles, authors and comments are the collection's own and stay as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paiju import rules as xiangqi
from paiju.puzzles.model import Puzzle
from paiju.ui.i18n import current_language
from paiju.ui.solving.common import stipulation_words, to_solver

translate = QCoreApplication.translate  # lupdate reads translate("export", "literal") calls


def default_title() -> str:
    """The title of a collection that has none."""
    return translate("export", "Xiangqi problems")


def side_and_goal(puzzle: Puzzle) -> str:
    """``Red to move, mate in 3`` (the caption's second line)."""
    try:
        turn = xiangqi.Board(puzzle.fen).turn
    except ValueError:
        return translate("export", "invalid position")
    side = (translate("export", "Red to move") if turn is xiangqi.RED
            else translate("export", "Black to move"))
    if puzzle.stipulation is None:
        return side
    return translate("export", "%1, %2", "side to move, stipulation").replace(
        "%1", side).replace("%2", stipulation_words(to_solver(puzzle.stipulation)))


def problem_count(count: int) -> str:
    """``1 problem``, ``12 problems`` (right in English with no translation installed too)."""
    if count == 1:
        return translate("export", "1 problem")
    return translate("export", "%n problems", "none or more than one", count)


def mate_span(first: int, last: int) -> str:
    """``mate in 3`` or ``mate in 1 to 3`` (the title page's summary)."""
    if first == last:
        return translate("export", "mate in %1").replace("%1", str(first))
    return translate("export", "mate in %1 to %2").replace("%1", str(first)).replace(
        "%2", str(last))


def problems_head(first: int, last: int) -> str:
    """The running head of a page of diagrams."""
    if first == last:
        return translate("export", "Problem %1").replace("%1", str(last))
    return translate("export", "Problems %1–%2").replace("%1", str(first)).replace(
        "%2", str(last))


def solutions_head() -> str:
    return translate("export", "Solutions")


def solution_label() -> str:
    return translate("export", "Solution")


def hint_label() -> str:
    return translate("export", "Hint")


def made_with() -> str:
    return translate("export", "Made with Paiju.")


def page_language() -> str:
    """The BCP 47 tag of the words (``en``, ``fr``, ``zh-CN``) for ``<html lang>``."""
    return current_language().replace("_", "-")
