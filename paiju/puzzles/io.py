"""Loading and saving puzzle files in every supported format.

``load(path)`` detects the format from the extension and the content, reads every good record
and reports the bad ones as ``ReadProblem``s; a file that cannot be read at all raises
``PuzzleFileError`` (a ValueError) naming the file. ``save`` writes atomically.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from . import dhtmlxq, eglib, fenlist, native, pgn, tabular, xqf
from .atomic import ReadOnlyFileError, WriteError, write_atomic
from .model import Collection
from .problems import LoadResult, PuzzleFileError, ReadProblem

__all__ = [
    "NATIVE_EXTENSION", "READ_FORMATS", "WRITE_FORMATS", "FileFormat", "LoadResult",
    "PuzzleFileError", "ReadOnlyFileError", "ReadProblem", "WriteError", "detect_format",
    "dumps", "load", "loads", "save",
]

NATIVE_EXTENSION = native.EXTENSION
MAX_FILE_BYTES = 256 * 1024 * 1024

TextReader = Callable[[str, str], LoadResult]


@dataclass(frozen=True, slots=True)
class FileFormat:
    """A format: its name, label, extensions and a file-dialog filter string."""

    name: str
    label: str
    extensions: tuple[str, ...]

    @property
    def filter(self) -> str:
        """Qt file-dialog filter, e.g. ``"Paiju puzzles (*.xqp)"``."""
        pats = " ".join(f"*{e}" for e in self.extensions)
        return f"{self.label} ({pats})"


_FORMATS = {
    f.name: f for f in (
        FileFormat("native", "Paiju puzzles", (NATIVE_EXTENSION,)),
        FileFormat("pgn", "Xiangqi PGN", (".pgn",)),
        FileFormat("xqf", "XQStudio XQF", (".xqf",)),
        FileFormat("dhtmlxq", "DhtmlXQ / UBB text", (".ubb", ".dhtmlxq")),
        FileFormat("eglib", "Endgame book lines", (".eglib",)),
        FileFormat("csv", "CSV table", (".csv",)),
        FileFormat("jsonl", "JSON lines", (".jsonl",)),
        FileFormat("json", "JSON positions", (".json",)),
        FileFormat("fen", "FEN list", (".fen", ".epd")),
    )
}

READ_FORMATS: list[FileFormat] = list(_FORMATS.values())
"""Every readable format, native first; ``.filter`` gives dialog filters."""
WRITE_FORMATS: list[FileFormat] = [_FORMATS["native"], _FORMATS["pgn"], _FORMATS["fen"]]
"""The formats ``save`` writes."""

ALL_READABLE_FILTER = "All puzzle files (" + " ".join(
    f"*{e}" for f in READ_FORMATS for e in f.extensions) + " *.txt)"

_TEXT_READERS: dict[str, TextReader] = {
    "native": native.read,
    "fen": native.read,
    "pgn": pgn.read,
    "dhtmlxq": dhtmlxq.read,
    "eglib": eglib.read,
    "csv": tabular.read_csv,
    "jsonl": tabular.read_jsonl,
    "json": tabular.read_json,
}


def _format_by_extension(path: Path) -> str | None:
    ext = path.suffix.lower()
    return next((f.name for f in READ_FORMATS if ext in f.extensions), None)


def detect_text_format(text: str) -> str:
    """Guess the format of text content: dhtmlxq, pgn, json(l), eglib, csv or native."""
    head = text.lstrip("\ufeff \t\r\n")
    if "[DhtmlXQ" in text[:200_000]:
        return "dhtmlxq"
    if head.startswith("["):
        if pgn.looks_like(head):
            return "pgn"
        return "json"
    if head.startswith("{"):
        first = head.split("\n", 1)[0].strip()
        return "jsonl" if first.endswith("}") else "json"
    if eglib.looks_like(head):
        return "eglib"
    first = head.split("\n", 1)[0].lower()
    if "," in first and "fen" in [c.strip() for c in first.split(",")]:
        return "csv"
    if pgn.looks_like(head):
        return "pgn"
    return "native"


def detect_format(path: str | os.PathLike[str], data: bytes) -> str:
    """The format of a file from its extension, falling back to its content."""
    if data[:2] == b"XQ" and not data[:64].isascii():
        return "xqf"
    by_ext = _format_by_extension(Path(path))
    if by_ext is not None:
        return by_ext
    if data[:2] == b"XQ":
        return "xqf"
    return detect_text_format(decode_text(data, str(path)))


def decode_text(data: bytes, path: str) -> str:
    """UTF-8 (with or without BOM), else GB18030 (Chinese Windows software); never binary."""
    if b"\x00" in data[:65536]:
        raise PuzzleFileError(f"{path}: not a text file (contains NUL bytes); "
                              "is it a binary file in another format?")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        utf8_error = exc
    try:
        text = data.decode("gb18030")
    except UnicodeDecodeError:
        raise PuzzleFileError(
            f"{path}: not readable text (invalid UTF-8 at byte {utf8_error.start}, "
            "and not GBK/GB18030 either)") from None
    controls = sum(1 for ch in text[:65536] if ord(ch) < 32 and ch not in "\t\r\n\f")
    if controls > max(8, len(text[:65536]) // 100):
        raise PuzzleFileError(f"{path}: not a text file (binary data)")
    return text


def load(path: str | os.PathLike[str], format: str | None = None) -> LoadResult:
    """Read a puzzle file of any supported format.

    Raises PuzzleFileError (naming the file) when the file cannot be opened or is not a
    puzzle file at all; problems with single records come back in ``.problems``.
    """
    p = Path(path)
    return load_bytes(read_file_bytes(p), str(p), format)


def read_file_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; devices, FIFOs, sockets and
    folders are refused before they are opened (``/dev/zero`` would never end)."""
    try:
        st = os.stat(path)
        if stat.S_ISDIR(st.st_mode):
            raise PuzzleFileError(f"{path}: is a folder, not a puzzle file")
        if not stat.S_ISREG(st.st_mode):
            raise PuzzleFileError(f"{path}: not a regular file (a device, FIFO or socket)")
        if st.st_size > limit:
            raise PuzzleFileError(f"{path}: file too large ({st.st_size} bytes, at most "
                                  f"{limit})")
        with open(path, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # replaced since the stat
                raise PuzzleFileError(f"{path}: not a regular file")
            data = f.read(limit + 1)
    except OSError as exc:
        raise PuzzleFileError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise PuzzleFileError(f"{path}: file too large (over {limit} bytes)")
    return data


def load_bytes(data: bytes, path: str, format: str | None = None) -> LoadResult:
    """``load`` for bytes already in memory; ``path`` is used in messages."""
    name = format or detect_format(path, data)
    if name == "xqf":
        return xqf.read(data, path)
    reader = _TEXT_READERS.get(name)
    if reader is None:
        raise PuzzleFileError(f"{path}: unknown format {name!r}; "
                              f"known: {', '.join(_FORMATS)}")
    result = reader(decode_text(data, path), path)
    result.format = name
    return result


def loads(text: str, format: str | None = None, path: str = "<string>") -> LoadResult:
    """Read puzzle text; ``format`` None detects it from the content."""
    name = format or detect_text_format(text)
    if name == "xqf":
        raise PuzzleFileError(f"{path}: XQF is a binary format; use load() or load_bytes()")
    reader = _TEXT_READERS.get(name)
    if reader is None:
        raise PuzzleFileError(f"{path}: unknown format {name!r}; "
                              f"known: {', '.join(_FORMATS)}")
    result = reader(text, path)
    result.format = name
    return result


def dumps(collection: Collection, format: str = "native", notation: str = "iccs") -> str:
    """The collection as text in a write format (native, pgn or fen)."""
    if format == "native":
        return native.write(collection)
    if format == "pgn":
        return pgn.write(collection, notation)
    if format == "fen":
        return fenlist.write(collection)
    raise PuzzleFileError(f"cannot write format {format!r}; "
                          f"writable: {', '.join(f.name for f in WRITE_FORMATS)}")


def save(collection: Collection, path: str | os.PathLike[str], format: str | None = None,
         notation: str = "iccs", *, force: bool = False) -> None:
    """Write a collection atomically and durably (``paiju.puzzles.atomic.write_atomic``).

    ``format`` None picks it from the extension (``.xqp`` native, ``.pgn``, ``.fen``).
    A failure leaves any existing file untouched and no temporary file behind; a symlink's
    target is written; a read-only file raises ``ReadOnlyFileError`` unless ``force``.
    """
    p = Path(path)
    name = format or _format_by_extension(p) or "native"
    if name not in {f.name for f in WRITE_FORMATS}:
        raise PuzzleFileError(f"{p}: cannot write {name} files; "
                              f"writable: {', '.join(f.name for f in WRITE_FORMATS)}")
    text = dumps(collection, name, notation)  # any error is raised before touching the disk
    write_atomic(p, text.encode("utf-8"), force=force)
