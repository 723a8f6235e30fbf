"""``paiju serve`` as a command: it starts, answers, and a bad option is one clear line."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.request
from pathlib import Path

from online_helpers import ROOT, ServeProcess


def test_serve_starts_with_sqlite_and_answers(tmp_path: Path) -> None:
    server = ServeProcess(f"sqlite:///{tmp_path / 'r.sqlite3'}", tmp_path / "serve.log")
    server.start()
    try:
        with urllib.request.urlopen(server.base + "/healthz", timeout=10) as reply:
            assert json.load(reply)["ok"] is True
        with urllib.request.urlopen(server.base + "/r/ABCDEFGHJKLM", timeout=10) as reply:
            page = reply.read().decode()
            assert "<svg" not in page and 'id="board"' in page
            assert "script-src" not in page  # the policy is a header, not inline
            assert "default-src 'self'" in reply.headers["Content-Security-Policy"]
    finally:
        server.stop()
    assert (tmp_path / "r.sqlite3").exists()


def test_serve_bad_database_url_is_one_line(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "paiju", "serve", "--db", "mysql://x/y",
                             "--port", "0"], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "paiju serve: error: --db mysql://…: use postgresql:// or sqlite:///"]


def test_serve_unreachable_postgres_is_one_line(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "paiju", "serve", "--port", "0", "--db",
                             f"postgresql://nobody@/none?host={tmp_path}"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("paiju serve: error: cannot connect")


def test_serve_without_the_server_extra_names_it() -> None:
    """Without aiohttp (the server extra), ``paiju serve`` says which extra to install."""
    code = ("import sys\nsys.modules['aiohttp'] = None  # as if it were not installed\n"
            "from paiju.cli import main\nsys.exit(main(['serve', '--port', '0']))\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 2, result.stderr
    assert "paiju[server]" in result.stderr and "aiohttp" in result.stderr
    assert "Traceback" not in result.stderr
