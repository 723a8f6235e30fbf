"""The PySide6 desktop app (the only package that imports Qt)."""

from ui import _qtfix

_qtfix.guard_none_refcount()
