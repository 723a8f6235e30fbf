"""Sample collections for the tests/test_export_*.py files (real shipped puzzles + edge cases)."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from paiju.puzzles import shipped
from paiju.puzzles.io import load
from paiju.puzzles.model import Collection, Puzzle, Stipulation

ROOT = Path(__file__).resolve().parent.parent
# The graded mates in up to 3 as shipped (converted from the XQMagic book set).
THREE_MOVE = shipped.collections_dir() / "graded-01-mate-in-3.xqp"

MATE_IN_ONE = Puzzle(fen="3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", title="Rook mate",
                     author="Test & Co", stipulation=Stipulation(1), solution=["e1d1"],
                     comment="The general cannot face the general.")
HOSTILE = Puzzle(fen="2bak4/4a4/4b4/9/2n6/9/9/4C4/4c4/3K1R3 w - - 0 1",
                 title="<script>alert('x')</script>", author='"Q" <b>bold</b> & more',
                 source="</p><p>", stipulation=Stipulation(3, checks_only=True),
                 hint="<i>look</i>", solution=["f0f9"])


def real_collection(count: int) -> Collection:
    """The first ``count`` problems of a real graded set (mate in 1–3, with solutions)."""
    result = load(THREE_MOVE)
    collection = result.collection
    collection.puzzles = collection.puzzles[:count]
    collection.title = "Graded mates"
    collection.author = "XQMagic"
    return collection


def mixed_collection() -> Collection:
    """Two hand-made problems (one with hostile metadata) and five real ones."""
    collection = real_collection(5)
    collection.insert(0, MATE_IN_ONE)
    collection.insert(1, HOSTILE)
    collection.description = "A test booklet <with> markup & ampersands."
    return collection
