"""The one place tests find the outside puzzle corpus (``paiju.cli.corpus``) and skip without it.

Set ``PAIJU_SHARED_DIR`` to the corpus folder (holding ``puzzles/``), or put it in ``shared``
next to the checkout; absent, every test that needs it is skipped with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from paiju.cli.corpus import missing, puzzles_dir

PUZZLES = puzzles_dir()
PRESENT = PUZZLES.is_dir()
REASON = missing(PUZZLES) or ""
needs_corpus = pytest.mark.skipif(not PRESENT, reason=REASON)


def corpus_file(*parts: str) -> Path:
    """The corpus's ``puzzles/<parts>``, or skip the calling test naming what is missing."""
    path = PUZZLES.joinpath(*parts)
    reason = missing(path)
    if reason is not None:
        pytest.skip(reason)
    return path


def corpus_cases(make: Callable[[], Sequence[Any]], width: int) -> list[Any]:
    """Parametrize cases made from the corpus (``make`` runs only when it is present);
    absent, one case of ``width`` Nones that skips with the reason."""
    if PRESENT:
        return list(make())
    return [pytest.param(*([None] * width), marks=needs_corpus, id="corpus-absent")]
