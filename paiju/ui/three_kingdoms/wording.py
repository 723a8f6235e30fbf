"""The Three Kingdoms mode's words in the interface language: kingdom and piece names, goals,
defeats, results and the rules that ended a game, §7 setup issues (the rules package speaks
English only)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paiju.three_kingdoms import (
    POINT_NAMES,
    Defeat,
    Kind,
    Kingdom,
    Position,
    TkGoal,
    TkPiece,
    TkSetupIssue,
)
from paiju.three_kingdoms.game import MOVE_LIMIT, Result, Rule
from paiju.three_kingdoms.kingdoms import MAX_COUNTS

translate = QCoreApplication.translate  # lupdate reads translate("three_kingdoms", "literal")


def kingdom_name(k: Kingdom) -> str:
    if k is Kingdom.SHU:
        return translate("three_kingdoms", "Shu")
    if k is Kingdom.WU:
        return translate("three_kingdoms", "Wu")
    return translate("three_kingdoms", "Wei")


def _kind_names() -> dict[Kind, tuple[str, str]]:
    """Each piece kind's name, singular and plural."""
    return {
        Kind.GENERAL: (translate("three_kingdoms", "general"),
                       translate("three_kingdoms", "generals")),
        Kind.ADVISOR: (translate("three_kingdoms", "advisor"),
                       translate("three_kingdoms", "advisors")),
        Kind.ELEPHANT: (translate("three_kingdoms", "elephant"),
                        translate("three_kingdoms", "elephants")),
        Kind.HORSE: (translate("three_kingdoms", "horse"), translate("three_kingdoms", "horses")),
        Kind.CHARIOT: (translate("three_kingdoms", "chariot"),
                       translate("three_kingdoms", "chariots")),
        Kind.CANNON: (translate("three_kingdoms", "cannon"),
                      translate("three_kingdoms", "cannons")),
        Kind.SOLDIER: (translate("three_kingdoms", "soldier"),
                       translate("three_kingdoms", "soldiers")),
        Kind.BANNER: (translate("three_kingdoms", "banner bearer"),
                      translate("three_kingdoms", "banner bearers")),
    }


def kind_name(kind: Kind) -> str:
    return _kind_names()[kind][0]


def kind_plural(kind: Kind) -> str:
    return _kind_names()[kind][1]


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


def piece_text(piece: TkPiece) -> str:
    """``Shu chariot``, or ``Shu chariot (of Wu)`` for a taken-over piece."""
    text = translate("three_kingdoms", "%1 %2", "owner kingdom, piece kind").replace(
        "%1", kingdom_name(piece.owner)).replace("%2", kind_name(piece.kind))
    if piece.origin is piece.owner:
        return text
    return translate("three_kingdoms", "%1 (of %2)", "a piece, the army it came from").replace(
        "%1", text).replace("%2", kingdom_name(piece.origin))


def _on(position: Position, p: int) -> str:
    return translate("three_kingdoms", "%1 on %2", "a piece, a point").replace(
        "%1", piece_text(position.placement[p])).replace("%2", POINT_NAMES[p])


def _sub(text: str, *values: str) -> str:
    for i, value in enumerate(values, 1):
        text = text.replace(f"%{i}", value)
    return text


def issue_text(issue: TkSetupIssue, position: Position) -> str:
    """A §7 setup issue in the interface language (the rules package words it in English)."""
    pts, code, kind = issue.points, issue.code, issue.kind
    k = kingdom_name(issue.kingdom) if issue.kingdom is not None else "?"
    try:
        on = [_on(position, p) if p in position.placement else POINT_NAMES[p] for p in pts]
        piece = position.placement.get(pts[0]) if pts else None
        if code == "defeated-general":
            return _sub(translate("three_kingdoms", "%1 belongs to a defeated kingdom, whose "
                                  "general has left the board"), on[0])
        if code == "missing-general":
            return _sub(translate("three_kingdoms", "%1 has no general"), k)
        if code == "too-many-pieces" and kind is not None:
            return _sub(translate("three_kingdoms", "%1's army has %2 %3 (at most %4): %5"), k,
                        str(len(pts)), kind_plural(kind), str(MAX_COUNTS[kind]),
                        ", ".join(POINT_NAMES[p] for p in pts))
        if code == "owner-not-taker" and piece is not None:
            return _sub(translate("three_kingdoms", "%1 has changed hands, but %2 is not "
                                  "defeated"), on[0], kingdom_name(piece.origin))
        if code == "defeated-owner" and piece is not None:
            return _sub(translate("three_kingdoms", "%1 is owned by %2, which is defeated"),
                        on[0], kingdom_name(piece.owner))
        if code == "banner-removed":
            return _sub(translate("three_kingdoms",
                                  "%1: banner bearers are removed at this table"), on[0])
        if code == "general-outside-palace":
            return _sub(translate("three_kingdoms", "%1 is outside its palace"), on[0])
        if code == "advisor-off-point":
            return _sub(translate("three_kingdoms",
                                  "%1 is not on an advisor point of its own palace"), on[0])
        if code == "elephant-off-point":
            return _sub(translate("three_kingdoms",
                                  "%1 is not on an elephant point of its own half"), on[0])
        if code == "soldier-off-point" and issue.detail == "behind":
            return _sub(translate("three_kingdoms", "%1 is behind its starting rank"), on[0])
        if code == "soldier-off-point":
            return _sub(translate("three_kingdoms", "%1 is on a file where no soldier can be "
                                  "before crossing the river"), on[0])
        if code == "soldiers-same-file":
            where = translate("three_kingdoms", " and ").join(POINT_NAMES[p] for p in pts)
            return _sub(translate("three_kingdoms", "%1 soldiers on %2 share a file on their "
                                  "own half, which cannot happen in a game"), k, where)
        if code == "generals-facing":
            return _sub(translate("three_kingdoms",
                                  "%1 and %2 face each other on an open line"), on[0], on[1])
        if code == "last-mover-in-check":
            return _sub(translate("three_kingdoms", "%1 general on %2 is attacked by %3, but "
                                  "%1 moved last (%4 is to move)"), k, POINT_NAMES[pts[0]],
                        ", ".join(on[1:]), kingdom_name(position.turn))
        if code == "game-over":
            return translate("three_kingdoms", "only one kingdom is in play: the game is over")
        if code == "no-legal-move":
            return _sub(translate("three_kingdoms", "%1 is to move and has no legal move: it "
                                  "is defeated at once"), kingdom_name(position.turn))
    except (IndexError, KeyError):
        pass
    return issue.message
