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
from dataclasses import dataclass
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
    (data / "paiju-port").write_text(str(port))
    restart_cluster(data)
    return f"postgresql://paiju@/postgres?host={sock}&port={port}", data


def restart_cluster(data: Path) -> None:
    """Start a stopped cluster made by ``start_cluster`` again, on the same socket."""
    base, port = data.parent, (data / "paiju-port").read_text()
    options = (f"-p {port} -k {base / 'sock'} -c listen_addresses='' -c fsync=off "
               "-c max_connections=60")
    _run([str(PG_BIN / "pg_ctl"), "-D", str(data), "-o", options, "-l",
          str(base / "postgres.log"), "-w", "-t", "60", "start"])


def stop_cluster(data: Path) -> None:
    subprocess.run(_as_owner([str(PG_BIN / "pg_ctl"), "-D", str(data), "-m", "fast", "-w",
                              "stop"]), capture_output=True, timeout=120)


@dataclass
class Cluster:
    """A running test cluster that a test may stop and start again (a database restart)."""

    url: str
    data: Path

    def stop(self) -> None:
        stop_cluster(self.data)

    def start(self) -> None:
        restart_cluster(self.data)


@pytest.fixture
def pg_cluster(tmp_path: Path) -> Iterator[Cluster]:
    missing = _missing()
    if missing:
        pytest.skip(missing)
    from online_helpers import free_port

    base = Path(tempfile.mkdtemp(prefix="paiju-pg-")) if os.geteuid() == 0 else tmp_path / "pg"
    try:
        url, data = start_cluster(base, free_port())
        try:
            yield Cluster(url, data)
        finally:
            stop_cluster(data)
    finally:
        if os.geteuid() == 0:
            shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def pg_url(pg_cluster: Cluster) -> str:
    return pg_cluster.url
