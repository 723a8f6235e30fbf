"""Durations in the interface language: the one helper for every duration the app shows.

``3.2 s`` in English, ``3,2 s`` in French (a comma, a non-breaking space before the unit),
``3.2 秒`` in Chinese; a minute or more as ``1:05``. The number is written in the locale of
the language ``paiju.ui.i18n.install_language`` installed last; the units are translations
(context ``durations``), so a text made again after a language switch is in the new one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDoubleSpinBox

from paiju.ui.i18n import current_locale


def duration_text(seconds: float) -> str:
    """A duration for a label or a table cell: tenths of a second under a minute."""
    if seconds < 59.95:
        number = current_locale().toString(max(0.0, seconds), "f", 1)
        return QCoreApplication.translate("durations", "%1 s", "a duration in seconds").replace(
            "%1", number)
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}:{secs:02d}"


def decimal_text(value: float, decimals: int = 1) -> str:
    """A number with a fraction as the interface language writes it (12.3, 12,3)."""
    return current_locale().toString(value, "f", decimals)


def tenths_separator() -> str:
    """What separates seconds from tenths on a clock (``0:09.3``, ``0:09,3``)."""
    return current_locale().decimalPoint()


def seconds_box(box: QDoubleSpinBox) -> None:
    """A field of seconds in the interface language: its decimal sign and unit suffix
    (call it from ``retranslate``)."""
    box.setLocale(current_locale())
    box.setSuffix(QCoreApplication.translate("durations", " s",
                                             "unit after a number of seconds in a field"))
