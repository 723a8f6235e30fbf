"""A throwaway PostgreSQL cluster for the multi-instance tests.

``initdb`` + ``pg_ctl`` from Debian's PostgreSQL 15, listening on a unix socket in the
cluster folder only (no TCP), trust authentication, stopped and removed at the end. The
cluster lives in tmp_path; running as root, the server runs as the ``postgres`` system user
(``runuser``), which cannot enter pytest's private (0700) temporary root, so the cluster then
goes in its own ``mkdtemp`` folder owned by ``postgres`` and is deleted afterwards.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_BIN = Path(os.environ.get("PAIJU_PG_BIN", "/usr/lib/postgresql/15/bin"))


def _missing() -> str | None:
    if not all((PG_BIN / tool).exists() for tool in ("initdb", "pg_ctl", "postgres")):
        return f"PostgreSQL binaries not found in {PG_BIN}"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no 'postgres' user to run PostgreSQL"
        if shutil.which("runuser") is None:
            return "running as root and runuser is missing"
    return None


def _as_owner(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


def _run(cmd: list[str]) -> None:
    done = subprocess.run(_as_owner(cmd), capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{Path(cmd[0]).name} failed: {done.stdout}{done.stderr}")


def start_cluster(base: Path, port: int) -> tuple[str, Path]:
    """Create and start a cluster in ``base``; returns (URL, data folder)."""
    base.mkdir(parents=True, exist_ok=True)
    data, sock = base / "data", base / "sock"
    sock.mkdir()
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")
        for path in (base, sock):
            os.chown(path, owner.pw_uid, owner.pw_gid)
    _run([str(PG_BIN / "initdb"), "-D", str(data), "-U", "paiju", "--auth=trust", "-E",
          "UTF8", "--no-sync"])
    options = f"-p {port} -k {sock} -c listen_addresses='' -c fsync=off -c max_connections=60"
    _run([str(PG_BIN / "pg_ctl"), "-D", str(data), "-o", options, "-l",
          str(base / "postgres.log"), "-w", "-t", "60", "start"])
    return f"postgresql://paiju@/postgres?host={sock}&port={port}", data


def stop_cluster(data: Path) -> None:
    subprocess.run(_as_owner([str(PG_BIN / "pg_ctl"), "-D", str(data), "-m", "fast", "-w",
                              "stop"]), capture_output=True, timeout=120)


@pytest.fixture
def pg_url(tmp_path: Path) -> Iterator[str]:
    missing = _missing()
    if missing:
        pytest.skip(missing)
    from online_helpers import free_port

    base = Path(tempfile.mkdtemp(prefix="paiju-pg-")) if os.geteuid() == 0 else tmp_path / "pg"
    try:
        url, data = start_cluster(base, free_port())
        try:
            yield url
        finally:
            stop_cluster(data)
    finally:
        if os.geteuid() == 0:
            shutil.rmtree(base, ignore_errors=True)
