"""Where tables live and how one is stored (docs/tablebase.md, "File format").

A table file ``SIG.ptb`` is the magic ``PAIJUTB1``, a little-endian uint32 header length,
a UTF-8 JSON header (signature, positions per side, value coding, build figures), then the
zlib-compressed values: one byte per position, all of Red to move, then all of Black to move.
"""

from __future__ import annotations

import json
import os
import struct
import zlib
from pathlib import Path
from typing import Any

import platformdirs

MAGIC = b"PAIJUTB1"
SUFFIX = ".ptb"


def default_dir() -> Path:
    """The user's tables: ``platformdirs.user_data_dir("Paiju")/tablebases`` (or
    ``$PAIJU_TABLEBASES`` when set)."""
    env = os.environ.get("PAIJU_TABLEBASES")
    if env:
        return Path(env)
    return Path(platformdirs.user_data_dir("Paiju")) / "tablebases"


def table_path(directory: Path, sig: str) -> Path:
    return directory / f"{sig}{SUFFIX}"


def write_table(path: Path, header: dict[str, Any], data: bytes) -> int:
    """Write a table atomically (a temporary file renamed); returns its size in bytes."""
    head = json.dumps(header, sort_keys=True).encode()
    body = zlib.compress(data, 6)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(SUFFIX + ".tmp")
    with open(tmp, "wb") as f:
        f.write(MAGIC + struct.pack("<I", len(head)) + head + body)
    os.replace(tmp, path)
    return path.stat().st_size


def read_header(path: Path) -> dict[str, Any]:
    """The JSON header of a table file (ValueError naming the file if it is no table)."""
    with open(path, "rb") as f:
        start = f.read(12)
        if len(start) < 12 or start[:8] != MAGIC:
            raise ValueError(f"{path}: not a Paiju table (no {MAGIC.decode()} magic)")
        (n,) = struct.unpack("<I", start[8:])
        try:
            header: dict[str, Any] = json.loads(f.read(n))
        except ValueError as exc:
            raise ValueError(f"{path}: damaged table header ({exc})") from None
    return header


def read_table(path: Path) -> tuple[dict[str, Any], bytes]:
    """Header and values of a table file; ValueError naming the file when it is damaged."""
    header = read_header(path)
    raw = path.read_bytes()
    (n,) = struct.unpack("<I", raw[8:12])
    try:
        data = zlib.decompress(raw[12 + n:])
    except zlib.error as exc:
        raise ValueError(f"{path}: damaged table values ({exc})") from None
    if len(data) != 2 * int(header.get("size", -1)):
        raise ValueError(f"{path}: {len(data)} values, header says 2 x {header.get('size')}")
    return header, data
