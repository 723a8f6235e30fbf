"""``SearchCancelled``: a search stopped before it answered (one class for every search).

The mate prover raises it on ``cancel()`` or at its time limit, the Three Kingdoms players
when their stop flag is set. ``reason`` says which, in words.
"""

from __future__ import annotations

__all__ = ["SearchCancelled"]


class SearchCancelled(Exception):
    """The search was stopped (cancelled, stop flag, time limit) before it answered."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
