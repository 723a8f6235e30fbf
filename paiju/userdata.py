"""The one user data folder: score book, room server database, the app's recovery copies.

``data_dir()`` is ``$PAIJU_DATA_DIR`` when set, else the platform's place for user data
(``platformdirs``): ``~/.local/share/paiju`` (or ``$XDG_DATA_HOME/paiju``) on Linux,
``%APPDATA%\\Paiju`` on Windows, ``~/Library/Application Support/Paiju`` on macOS. The app's
settings are not here: they stay in ``QSettings`` (docs/architecture.md says where).

Earlier versions kept the server database and the recovery copies in Qt's application data
folder (``…/Paiju/Paiju``; the server used the Linux path on every platform). ``data_path``
keeps finding them there while the new folder has no file of that name.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

__all__ = ["data_dir", "data_path", "legacy_dirs"]

ENVIRONMENT = "PAIJU_DATA_DIR"
_NAME = "Paiju" if sys.platform in ("win32", "darwin") else "paiju"


def data_dir() -> Path:
    """The user data folder (not created): ``$PAIJU_DATA_DIR``, else the platform's."""
    override = os.environ.get(ENVIRONMENT)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(_NAME, appauthor=False, roaming=True))


def legacy_dirs() -> list[Path]:
    """Folders earlier versions wrote to: Qt's AppDataLocation for organization and
    application "Paiju", and the XDG path the server database used on every platform."""
    qt = Path(platformdirs.user_data_dir("Paiju", appauthor=False, roaming=True)) / "Paiju"
    xdg = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    found: list[Path] = []
    for folder in (qt, xdg / "Paiju" / "Paiju"):
        if folder not in found:
            found.append(folder)
    return found


def data_path(name: str) -> Path:
    """``data_dir() / name``, unless only an earlier version's folder holds ``name`` (and
    ``$PAIJU_DATA_DIR`` is not set): then that file, so existing data stays in use."""
    path = data_dir() / name
    if os.environ.get(ENVIRONMENT) or path.exists():
        return path
    for folder in legacy_dirs():
        old = folder / name
        if old.exists() and old != path:
            return old
    return path
