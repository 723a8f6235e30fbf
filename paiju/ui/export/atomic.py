"""Atomic, fsynced export files: the Qt-free core of ``paiju.puzzles.atomic`` under the names the
exporters use (a temporary sibling, fsync, ``os.replace``, fsync of the folder)."""

from __future__ import annotations

from paiju.puzzles.atomic import atomic_path, write_set
from paiju.puzzles.atomic import write_atomic as write_bytes_atomic

__all__ = ["atomic_path", "write_bytes_atomic", "write_set"]
