"""Where the outside puzzle corpus is: real puzzle files nobody here wrote, kept outside the
repository under licences of their own. Tests, benchmarks and scripts that read it find it here.

``$PAIJU_SHARED_DIR`` names the corpus folder (the one holding ``puzzles/``); unset, it is the
folder ``shared`` next to the checkout. Nothing shipped needs it.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV = "PAIJU_SHARED_DIR"


def _checkout() -> Path:
    """The checkout (the folder holding pyproject.toml) this module lies in, else its parent."""
    here = Path(__file__).resolve()
    return next((p for p in here.parents if (p / "pyproject.toml").is_file()), here.parents[1])


CHECKOUT = _checkout()


class CorpusMissingError(FileNotFoundError):
    """A file or folder of the outside corpus is not there; the message says how to provide it."""


def shared_dir() -> Path:
    """The corpus folder: ``$PAIJU_SHARED_DIR``, else ``shared`` next to the checkout."""
    value = os.environ.get(ENV)
    return Path(value) if value else CHECKOUT.parent / "shared"


def puzzles_dir() -> Path:
    """The corpus's puzzle files (``puzzles/`` in the corpus folder)."""
    return shared_dir() / "puzzles"


def missing(path: Path) -> str | None:
    """Why ``path`` of the corpus cannot be read, with how to provide it; None when it exists."""
    if path.exists():
        return None
    return (f"{path} not found: the outside puzzle corpus is absent; set {ENV} to the corpus "
            f"folder (the one holding puzzles/); unset, it is {CHECKOUT.parent / 'shared'}")


def require(path: Path) -> Path:
    """``path`` if it exists, else CorpusMissingError naming it and how to provide it."""
    reason = missing(path)
    if reason is not None:
        raise CorpusMissingError(reason)
    return path
