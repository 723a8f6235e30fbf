"""The Three Kingdoms mode's words in the interface language: kingdom and piece names, goals,
defeats, results and the rules that ended a game (the rules package speaks English only)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from xiangqi.three_kingdoms import Defeat, Kind, Kingdom, TkGoal
from xiangqi.three_kingdoms.game import MOVE_LIMIT, Result, Rule

translate = QCoreApplication.translate  # lupdate reads translate("three_kingdoms", "literal")


def kingdom_name(k: Kingdom) -> str:
    if k is Kingdom.SHU:
        return translate("three_kingdoms", "Shu")
    if k is Kingdom.WU:
        return translate("three_kingdoms", "Wu")
    return translate("three_kingdoms", "Wei")


def kind_name(kind: Kind) -> str:
    names = {
        Kind.GENERAL: translate("three_kingdoms", "general"),
        Kind.ADVISOR: translate("three_kingdoms", "advisor"),
        Kind.ELEPHANT: translate("three_kingdoms", "elephant"),
        Kind.HORSE: translate("three_kingdoms", "horse"),
        Kind.CHARIOT: translate("three_kingdoms", "chariot"),
        Kind.CANNON: translate("three_kingdoms", "cannon"),
        Kind.SOLDIER: translate("three_kingdoms", "soldier"),
        Kind.BANNER: translate("three_kingdoms", "banner bearer"),
    }
    return names.get(kind, kind.label)


def goal_text(goal: TkGoal) -> str:
    """``Shu eliminates Wei in 2`` (N of the attacker's own moves)."""
    return (translate("three_kingdoms", "%1 eliminates %2 in %3")
            .replace("%1", kingdom_name(goal.attacker)).replace("%2", kingdom_name(goal.victim))
            .replace("%3", str(goal.moves)))


def defeat_text(defeat: Defeat) -> str:
    if defeat.by_capture:
        text = translate("three_kingdoms",
                         "%1 is defeated (its general was captured); %2 takes over its army")
    else:
        text = translate("three_kingdoms",
                         "%1 is defeated (it had no legal move); %2 takes over its army")
    return text.replace("%1", kingdom_name(defeat.victim)).replace("%2",
                                                                  kingdom_name(defeat.taker))


def rule_name(rule: Rule) -> str:
    """The rule that ended the game, as a short name."""
    names = {
        Rule.LAST_GENERAL: translate("three_kingdoms", "last general standing"),
        Rule.REPETITION: translate("three_kingdoms", "third repetition"),
        Rule.MOVE_LIMIT: translate("three_kingdoms", "%1-move rule").replace("%1",
                                                                             str(MOVE_LIMIT)),
        Rule.RESIGN: translate("three_kingdoms", "resignation"),
        Rule.TIME: translate("three_kingdoms", "time"),
        Rule.LEAVE: translate("three_kingdoms", "leaving the game"),
    }
    return names[rule]


def result_text(result: Result) -> str:
    """``Shu wins: Wei resigned`` and the like, in the interface language."""
    names = translate("three_kingdoms", " and ").join(kingdom_name(k) for k in result.winners)
    if result.rule is Rule.LAST_GENERAL:
        return translate("three_kingdoms",
                         "%1 wins: the last kingdom with a general on the board").replace(
                             "%1", names)
    if result.rule is Rule.REPETITION:
        return translate("three_kingdoms", "Draw: the same position occurred for the third time")
    if result.rule is Rule.MOVE_LIMIT:
        return translate("three_kingdoms",
                         "Draw: %1 moves in a row without a capture or a defeat").replace(
                             "%1", str(MOVE_LIMIT))
    who = kingdom_name(result.by) if result.by is not None else "?"
    one = len(result.winners) == 1
    if result.rule is Rule.RESIGN:
        text = (translate("three_kingdoms", "%1 wins: %2 resigned") if one
                else translate("three_kingdoms", "%1 share the victory: %2 resigned"))
    elif result.rule is Rule.TIME:
        text = (translate("three_kingdoms", "%1 wins: %2 ran out of time") if one
                else translate("three_kingdoms", "%1 share the victory: %2 ran out of time"))
    else:
        text = (translate("three_kingdoms", "%1 wins: %2 left") if one
                else translate("three_kingdoms", "%1 share the victory: %2 left"))
    return text.replace("%1", names).replace("%2", who)
