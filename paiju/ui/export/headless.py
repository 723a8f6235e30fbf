"""A Qt application for exports run from the command line (no window, maybe no display)."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication


def ensure_gui_app() -> QCoreApplication:
    """The running Qt application, or a new QGuiApplication (offscreen without a display).

    Painting fonts and images needs a QGuiApplication; a plain QCoreApplication is not
    enough, so one of those is refused with a clear error.
    """
    app = QCoreApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise RuntimeError("exports need a QGuiApplication, not a QCoreApplication")
        return app
    has_display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    if not has_display and sys.platform.startswith("linux"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QGuiApplication([sys.argv[0] if sys.argv else "paiju"])
