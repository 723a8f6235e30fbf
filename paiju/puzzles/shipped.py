"""The collections shipped with Paiju (``paiju/data/collections/*.xqp``), found without setup.

Lookup order: ``$PAIJU_COLLECTIONS`` if set (for packagers and tests), then the shipped data
package ``paiju_data`` (``paiju/data/`` in a checkout or an editable install, inside a wheel too).
"""

from __future__ import annotations

import os
from pathlib import Path

from paiju import data as paiju_data

from .native import EXTENSION

SHIPPED_DIR = paiju_data.path("collections")


def _candidates() -> list[Path]:
    found = []
    env = os.environ.get("PAIJU_COLLECTIONS")
    if env:
        found.append(Path(env))
    found.append(SHIPPED_DIR)
    return found


def collections_dir() -> Path:
    """The folder holding the shipped collections (the first candidate that exists)."""
    candidates = _candidates()
    return next((p for p in candidates if p.is_dir()), SHIPPED_DIR)


def shipped_collections() -> list[Path]:
    """The shipped collection files, sorted by name (empty if none are installed)."""
    folder = collections_dir()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix == EXTENSION and p.is_file())
