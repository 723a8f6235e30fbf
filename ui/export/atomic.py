"""Atomic output files: write to a temporary sibling, then ``os.replace`` it into place."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike[str]) -> Iterator[Path]:
    """Yield a temporary path next to ``path``; on success it replaces ``path``.

    On an exception the temporary file is removed and ``path`` is left untouched,
    so an interrupted export never leaves a half-written file behind.
    """
    target = Path(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                    dir=target.parent if str(target.parent) else ".")
    os.close(fd)
    tmp = Path(tmp_name)
    tmp.chmod(0o666 & ~_umask())  # mkstemp makes 0600; exports are ordinary files
    try:
        yield tmp
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically."""
    with atomic_path(path) as tmp:
        tmp.write_bytes(data)
