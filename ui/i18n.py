"""Translations through Qt's system: .ts sources compiled to .qm in ui/i18n/.

Regenerate after changing strings (developer tools from PySide6), from ``ui/``:
    pyside6-lupdate *.py solving/*.py export/*.py -ts i18n/paiju_fr.ts i18n/paiju_zh_CN.ts
    (fill in the new <translation> elements)
    pyside6-lrelease i18n/paiju_fr.ts i18n/paiju_zh_CN.ts
lupdate only sees literal texts in ``self.tr("…")``, ``QCoreApplication.translate("ctx", "…")``
(also a bare ``translate("ctx", "…")``) and ``QT_TRANSLATE_NOOP("ctx", "…")``: no aliases
such as ``t = self.tr``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parent / "i18n"
LANGUAGES = ("en", "fr", "zh_CN")

_installed: list[QTranslator] = []


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
