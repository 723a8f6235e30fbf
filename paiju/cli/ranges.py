"""argparse types for numeric options: a whole number (or seconds) inside a range, so every
out-of-range value is one usage line and exit status 2, never a traceback or a silent wrap."""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Callable


def whole(low: int, high: int, what: str) -> Callable[[str], int]:
    """A type accepting ASCII whole numbers ``low``..``high``."""

    def parse(text: str) -> int:
        t = text.strip()
        digits = t[1:] if t[:1] in "+-" else t
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 18:
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number from {low} to {high}, not {text[:40]!r}")
        value = int(t)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} {value}: expected {low} to {high}")
        return value

    return parse


def seconds(low: float, high: float, what: str) -> Callable[[str], float]:
    """A type accepting a finite number of seconds in ``low``..``high``."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{what} must be a number of seconds, not {text[:40]!r}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} {text[:40]}: expected {low:g} to {high:g}")
        return value

    return parse


def memory_limit_mb() -> int:
    """Half the machine's memory in MB (the largest table a search may ask for)."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 4096
    return max(16, total // (2 * 1024 * 1024))
