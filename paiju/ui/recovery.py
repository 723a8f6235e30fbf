"""Autosave copies for crash recovery: one per running instance, private to the user.

Each instance writes ``<id>.xqp`` (mode 0600, in a folder of mode 0700) and holds the lock
file ``<id>.lock`` (``QLockFile``: process id and host) for as long as it runs. At start an
instance offers only the copies whose lock it can take, i.e. whose writer is no longer
running; the live copy of another instance is never offered nor deleted.
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QStandardPaths

from paiju.puzzles import io as pio
from paiju.puzzles.model import Collection

SUFFIX = ".xqp"


def default_folder() -> Path:
    """Where the recovery copies live (the application's data folder)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".paiju") / "recovery"


@dataclass
class Orphan:
    """A recovery copy left by an instance that no longer runs (we hold its lock now)."""

    path: Path
    source: str  # the file the unsaved work belongs to ("" for an untitled collection)
    lock: QLockFile

    def load(self) -> Collection:
        return pio.load(self.path, format="native").collection

    def discard(self) -> None:
        """Delete the copy and release its lock (after restoring or declining it)."""
        for path in (self.path, self.path.with_suffix(".source")):
            _unlink(path)
        self.lock.unlock()


class RecoveryStore:
    """The recovery copies of one folder, seen from one running instance."""

    def __init__(self, folder: Path | None = None, instance: str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.instance = instance or f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self._lock: QLockFile | None = None

    @property
    def path(self) -> Path:
        """This instance's copy."""
        return self.folder / f"{self.instance}{SUFFIX}"

    def _lock_file(self, instance: str) -> QLockFile:
        lock = QLockFile(str(self.folder / f"{instance}.lock"))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        return lock

    def write(self, collection: Collection, source: str) -> None:
        """Write (or replace) this instance's copy; raises OSError/ValueError on failure."""
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if self._lock is None:
            lock = self._lock_file(self.instance)
            if not lock.tryLock(0):
                raise OSError(f"{self.folder}: cannot lock the recovery copy")
            self._lock = lock
        for path in (self.path, self.path.with_suffix(".source")):
            if not path.exists():  # created private, so the atomic save keeps mode 0600
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
        pio.save(collection, self.path, format="native")
        source_file = self.path.with_suffix(".source")
        source_file.write_text(source, encoding="utf-8")

    def drop(self) -> None:
        """Delete this instance's copy (saved, closed, or nothing unsaved any more)."""
        for path in (self.path, self.path.with_suffix(".source")):
            _unlink(path)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def orphans(self) -> list[Orphan]:
        """Copies whose instance is no longer running, oldest first; each is locked for us."""
        if not self.folder.is_dir():
            return []
        found = []
        copies = sorted(self.folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime)
        for path in copies:
            if path.stem == self.instance:
                continue
            lock = self._lock_file(path.stem)
            if not lock.tryLock(0):
                continue  # its instance is alive: not ours to offer or delete
            try:
                source = path.with_suffix(".source").read_text(encoding="utf-8").strip()
            except (OSError, UnicodeDecodeError):
                source = ""
            found.append(Orphan(path, source, lock))
        return found


def _unlink(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
