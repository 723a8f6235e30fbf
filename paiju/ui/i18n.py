"""Translations through Qt's system: .ts sources compiled to .qm in paiju/ui/i18n/.

Regenerate after changing strings (developer tools from PySide6), from ``paiju/ui/``:
    pyside6-lupdate *.py solving/*.py export/*.py -ts i18n/paiju_fr.ts i18n/paiju_zh_CN.ts
    (fill in the new <translation> elements)
    pyside6-lrelease i18n/paiju_fr.ts i18n/paiju_zh_CN.ts
lupdate only sees literal texts in ``self.tr("…")``, ``QCoreApplication.translate("ctx", "…")``
(also a bare ``translate("ctx", "…")``) and ``QT_TRANSLATE_NOOP("ctx", "…")``: no aliases
such as ``t = self.tr``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parent / "i18n"
LANGUAGES = ("en", "fr", "zh_CN")

_installed: list[QTranslator] = []
_language = ["en"]  # the language installed last


def current_language() -> str:
    """The code of the interface language installed last ("en" before any)."""
    return _language[0]


def current_locale() -> QLocale:
    """The locale of the interface language: how numbers are written (3.2, 3,2)."""
    return QLocale(_language[0])


def install_language(code: str) -> bool:
    """Switch the application's language; True when a translation was loaded.

    English is the source language: only its plural forms ("%n move(s)" → "1 move",
    "2 moves") come from a translation. Qt sends ``QEvent.LanguageChange`` to every
    widget, which re-applies its texts.
    """
    app = QCoreApplication.instance()
    if app is None:
        return False
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _language[0] = code if code in LANGUAGES else "en"
    if code not in LANGUAGES:
        return False
    ours = QTranslator(app)
    if not ours.load(str(I18N_DIR / f"paiju_{code}.qm")):
        return code == "en"
    if code == "en":
        app.installTranslator(ours)
        _installed.append(ours)
        return True
    qt = QTranslator(app)
    if qt.load(QLocale(code), "qtbase", "_",
               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    return True


class _HasText(Protocol):
    def setText(self, text: str, /) -> None: ...


class LiveText:
    """The text of a label kept as a function that renders it in the current language, so
    a message already shown follows a language change: ``say(lambda: self.tr(…))`` shows
    it, ``refresh()`` (from the owner's ``retranslate``) renders it again. Arguments are
    bound when the message is made, the words are looked up on every rendering."""

    def __init__(self, label: _HasText) -> None:
        self.label = label
        self.render: Callable[[], str] | None = None

    def say(self, render: Callable[[], str] | None) -> None:
        self.render = render
        self.refresh()

    def refresh(self) -> None:
        self.label.setText(self.render() if self.render is not None else "")

    def __bool__(self) -> bool:
        """Something is said (an empty message is nothing)."""
        return self.render is not None
