"""The collections shipped with Paiju (``data/collections/*.xqp``), found without configuration.

Lookup order: ``$PAIJU_COLLECTIONS`` if set (for packagers and tests), the source tree's
``data/collections`` next to the ``puzzles`` package (editable installs and checkouts), then a
``collections`` folder inside the installed ``puzzles`` package (wheels that ship it as
package data).
"""

from __future__ import annotations

import os
from pathlib import Path

from .native import EXTENSION

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    found = []
    env = os.environ.get("PAIJU_COLLECTIONS")
    if env:
        found.append(Path(env))
    found.append(_PACKAGE_DIR.parent / "data" / "collections")
    found.append(_PACKAGE_DIR / "collections")
    return found


def collections_dir() -> Path:
    """The folder holding the shipped collections (the first candidate that exists)."""
    candidates = _candidates()
    return next((p for p in candidates if p.is_dir()), _PACKAGE_DIR.parent / "data" / "collections")


def shipped_collections() -> list[Path]:
    """The shipped collection files, sorted by name (empty if none are installed)."""
    folder = collections_dir()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix == EXTENSION and p.is_file())
