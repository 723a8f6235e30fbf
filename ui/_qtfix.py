"""Work around PySide6 6.12.0 on Python 3.11: every void Qt call drops a reference to None.

With that build, ``painter.setPen(...)`` and every other call returning ``void`` decrements
``None``'s reference count once; on Python < 3.12 (where None is not immortal) the count
reaches zero after a few thousand calls and the interpreter aborts with
"none_dealloc: deallocating None". Python 3.12+ made None immortal (PEP 683), so the guard
is only applied on 3.11 with the affected PySide6: it gives None a reference count so large
that the leak can never bring it to zero, which is what 3.12 does by design.
"""

from __future__ import annotations

import ctypes
import sys

AFFECTED = ("6.12.0",)
BOOST = 1 << 60


def guard_none_refcount() -> bool:
    """Apply the guard when needed; True if it was applied."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    import PySide6  # noqa: PLC0415 - only to read the version

    if PySide6.__version__ not in AFFECTED:
        return False
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    if refcnt.value < BOOST:
        refcnt.value += BOOST
    return True
