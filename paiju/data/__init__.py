"""Paiju's shipped data (fonts, collections, rules help), installed as the package ``paiju.data``.

The same lookup finds it in a checkout, an editable install and a wheel.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def path(*parts: str) -> Path:
    """A file or folder of the shipped data, e.g. ``path("fonts", "PaijuPieces.otf")``."""
    return ROOT.joinpath(*parts)
