"""Translated names of sides and pieces (Qt context ``wording``), for every panel that names them.

Every source text is a literal (``translate`` or ``QT_TRANSLATE_NOOP``) so that
``pyside6-lupdate`` finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from paiju.rules import Color, Piece, PieceType


def side_name(color: Color) -> str:
    """'Red' / 'Black' as the name of a side ("Red is to move")."""
    return (QCoreApplication.translate("wording", "Red") if color is Color.RED
            else QCoreApplication.translate("wording", "Black"))


_NAMES = {
    Color.RED: {
        PieceType.GENERAL: QT_TRANSLATE_NOOP("wording", "Red general"),
        PieceType.ADVISOR: QT_TRANSLATE_NOOP("wording", "Red advisor"),
        PieceType.ELEPHANT: QT_TRANSLATE_NOOP("wording", "Red elephant"),
        PieceType.HORSE: QT_TRANSLATE_NOOP("wording", "Red horse"),
        PieceType.CHARIOT: QT_TRANSLATE_NOOP("wording", "Red chariot"),
        PieceType.CANNON: QT_TRANSLATE_NOOP("wording", "Red cannon"),
        PieceType.SOLDIER: QT_TRANSLATE_NOOP("wording", "Red soldier"),
    },
    Color.BLACK: {
        PieceType.GENERAL: QT_TRANSLATE_NOOP("wording", "Black general"),
        PieceType.ADVISOR: QT_TRANSLATE_NOOP("wording", "Black advisor"),
        PieceType.ELEPHANT: QT_TRANSLATE_NOOP("wording", "Black elephant"),
        PieceType.HORSE: QT_TRANSLATE_NOOP("wording", "Black horse"),
        PieceType.CHARIOT: QT_TRANSLATE_NOOP("wording", "Black chariot"),
        PieceType.CANNON: QT_TRANSLATE_NOOP("wording", "Black cannon"),
        PieceType.SOLDIER: QT_TRANSLATE_NOOP("wording", "Black soldier"),
    },
}

def piece_name(color: Color, kind: PieceType) -> str:
    """'Red elephant' in the interface language (French 'éléphant rouge', Chinese '红相')."""
    return QCoreApplication.translate("wording", _NAMES[color][kind])


def piece_plural(color: Color, kind: PieceType) -> str:
    """'elephants' after a count; the colour disambiguates, so Chinese says 相 or 象."""
    if color is Color.RED:
        return {
            PieceType.GENERAL: QCoreApplication.translate("wording", "generals", "red"),
            PieceType.ADVISOR: QCoreApplication.translate("wording", "advisors", "red"),
            PieceType.ELEPHANT: QCoreApplication.translate("wording", "elephants", "red"),
            PieceType.HORSE: QCoreApplication.translate("wording", "horses", "red"),
            PieceType.CHARIOT: QCoreApplication.translate("wording", "chariots", "red"),
            PieceType.CANNON: QCoreApplication.translate("wording", "cannons", "red"),
            PieceType.SOLDIER: QCoreApplication.translate("wording", "soldiers", "red"),
        }[kind]
    return {
        PieceType.GENERAL: QCoreApplication.translate("wording", "generals", "black"),
        PieceType.ADVISOR: QCoreApplication.translate("wording", "advisors", "black"),
        PieceType.ELEPHANT: QCoreApplication.translate("wording", "elephants", "black"),
        PieceType.HORSE: QCoreApplication.translate("wording", "horses", "black"),
        PieceType.CHARIOT: QCoreApplication.translate("wording", "chariots", "black"),
        PieceType.CANNON: QCoreApplication.translate("wording", "cannons", "black"),
        PieceType.SOLDIER: QCoreApplication.translate("wording", "soldiers", "black"),
    }[kind]


def piece_of(piece: Piece) -> str:
    return piece_name(piece.color, piece.piece_type)


def piece_on(piece: Piece | tuple[Color, PieceType], point: str) -> str:
    """'Red elephant on e4' (French 'éléphant rouge en e4', Chinese '红相（e4）')."""
    name = piece_of(piece) if isinstance(piece, Piece) else piece_name(*piece)
    return QCoreApplication.translate("wording", "%1 on %2").replace("%1", name).replace(
        "%2", point)


def and_list(items: list[str]) -> str:
    """'a3', 'a3 and a4', 'a3, a4 and a5' in the interface language."""
    if len(items) < 2:
        return "".join(items)
    return QCoreApplication.translate("wording", "%1 and %2").replace(
        "%1", ", ".join(items[:-1])).replace("%2", items[-1])


def capitalized(text: str) -> str:
    """First letter upper-case (French piece names are lower-case inside sentences)."""
    return text[:1].upper() + text[1:]
