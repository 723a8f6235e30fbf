"""Crash-safe file writing shared by puzzle saves and exports (Qt-free).

Every write goes to a temporary sibling ``.NAME.XXXXXXXX.tmp``, is fsynced, renamed over the
target with ``os.replace`` and then the folder is fsynced, so after a crash or ``kill -9`` the
target holds either the old or the new content, never a mix. A writer holds an exclusive
``flock`` on its temporary file; the next write of the same target removes temporary files of
that name nobody holds (left by a killed writer). Writing through a symlink writes the link's
target; a read-only target is refused with ``ReadOnlyFileError`` unless ``force`` is given.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from collections.abc import Iterator, Mapping
from pathlib import Path

from .problems import PuzzleFileError

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: age alone decides what is stale
    fcntl = None  # type: ignore[assignment]

__all__ = ["ReadOnlyFileError", "WriteError", "atomic_path", "write_atomic", "write_set"]

STALE_SECONDS = 2.0
"""A temporary file younger than this is never removed (its writer may not hold it yet)."""
_SUFFIX = ".tmp"


class WriteError(PuzzleFileError, OSError):
    """A file that could not be written; the message names the file the user asked for."""


class ReadOnlyFileError(WriteError):
    """The target exists and is read-only; pass ``force=True`` (``--force``) to replace it."""


def resolve_target(path: str | os.PathLike[str]) -> Path:
    """The file a write of ``path`` changes: a symlink's final target, else ``path``."""
    p = Path(path)
    return Path(os.path.realpath(p)) if p.is_symlink() else p


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _fail(shown: Path, exc: OSError) -> WriteError:
    return WriteError(f"{shown}: cannot write: {exc.strerror or exc}")


def _prepare(path: str | os.PathLike[str], force: bool) -> tuple[Path, Path, int]:
    """(target, folder, mode for the new file); refuses read-only and non-regular targets."""
    shown = Path(path)
    target = resolve_target(shown)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return target, folder, 0o666 & ~_umask()
    except OSError as exc:
        raise _fail(shown, exc) from None
    if stat.S_ISDIR(st.st_mode):
        raise WriteError(f"{shown}: is a folder")
    if not stat.S_ISREG(st.st_mode):
        raise WriteError(f"{shown}: not a regular file (a device, FIFO or socket); "
                         "choose another name")
    if not force and (not st.st_mode & 0o222 or not os.access(target, os.W_OK)):
        raise ReadOnlyFileError(f"{shown}: the file is read-only; not replaced "
                                "(use --force, or save under another name)")
    return target, folder, stat.S_IMODE(st.st_mode)


def _stale_pattern(name: str) -> re.Pattern[str]:
    return re.compile(re.escape(f".{name}.") + r"[A-Za-z0-9_]{8}" + re.escape(_SUFFIX) + r"\Z")


def remove_stale(target: Path) -> list[Path]:
    """Remove temporary files of ``target``'s name left by killed writers; returns them."""
    folder = target.parent if str(target.parent) else Path(".")
    pattern = _stale_pattern(target.name)
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    now = time.time()
    for entry in entries:
        if not pattern.match(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(st.st_mode) or now - st.st_mtime < STALE_SECONDS:
                continue
            if fcntl is not None:
                fd = os.open(entry.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError:  # a live writer holds it
                    continue
                finally:
                    os.close(fd)
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems do not sync folders
    finally:
        os.close(fd)


def _fsync_path(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class _Temp:
    """A locked temporary sibling of ``target``."""

    def __init__(self, target: Path, folder: Path, mode: int) -> None:
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=_SUFFIX, dir=folder)
        self.fd, self.path, self.target = fd, Path(name), target
        self.committed = False
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            if hasattr(os, "fchmod"):
                os.fchmod(fd, mode)
            else:  # pragma: no cover - Windows
                os.chmod(name, mode)
        except BaseException:
            self.discard()
            raise

    def write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(self.fd, view):]
        os.fsync(self.fd)

    def commit(self) -> None:
        os.replace(self.path, self.target)
        self.committed = True
        os.close(self.fd)
        self.fd = -1

    def discard(self) -> None:
        """Close and remove the temporary file (nothing to remove once committed)."""
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
        if not self.committed:
            with contextlib.suppress(OSError):
                os.unlink(self.path)


def write_atomic(path: str | os.PathLike[str], data: bytes, *, force: bool = False) -> None:
    """Write ``data`` to ``path`` atomically and durably (see the module docstring).

    Raises WriteError (ReadOnlyFileError for a read-only target) naming ``path``; on any
    failure the old file is untouched and no temporary file is left.
    """
    shown = Path(path)
    target, folder, mode = _prepare(shown, force)
    remove_stale(target)
    try:
        temp = _Temp(target, folder, mode)
    except OSError as exc:
        raise _fail(shown, exc) from None
    try:
        temp.write(data)
        temp.commit()
    except BaseException as exc:
        temp.discard()
        if isinstance(exc, OSError):
            raise _fail(shown, exc) from None
        raise
    fsync_folder(folder)


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike[str], *, force: bool = False) -> Iterator[Path]:
    """Yield a temporary path for a writer that needs a file name (e.g. a PDF printer); when
    the block ends without an exception it is fsynced and replaces ``path``."""
    shown = Path(path)
    target, folder, mode = _prepare(shown, force)
    remove_stale(target)
    try:
        temp = _Temp(target, folder, mode)
    except OSError as exc:
        raise _fail(shown, exc) from None
    try:
        yield temp.path
        _fsync_path(temp.path)
        temp.commit()
    except BaseException as exc:
        temp.discard()
        if isinstance(exc, OSError):
            raise _fail(shown, exc) from None
        raise
    fsync_folder(folder)


def write_set(folder: str | os.PathLike[str], files: Mapping[str, bytes], *,
              force: bool = False) -> None:
    """Write several files into ``folder`` all-or-nothing: every temporary file is written and
    fsynced before the first rename, so a full disk or any write error leaves none of them
    (and no temporary file) behind."""
    out = Path(folder)
    temps: list[_Temp] = []
    try:
        for name, data in files.items():
            shown = out / name
            target, parent, mode = _prepare(shown, force)
            remove_stale(target)
            try:
                temps.append(_Temp(target, parent, mode))
                temps[-1].write(data)
            except OSError as exc:
                raise _fail(shown, exc) from None
        for temp in temps:
            try:
                temp.commit()
            except OSError as exc:
                raise _fail(temp.target, exc) from None
    except BaseException:
        for temp in temps:
            temp.discard()
        raise
    fsync_folder(out)
