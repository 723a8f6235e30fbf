"""The server package (and its command) is Qt-free, typed: ``mypy --strict`` is clean."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest
from online_helpers import ROOT


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy not installed")
def test_mypy_strict_is_clean_on_server() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "paiju/server",
         "paiju/cli/cmd_serve.py", "paiju/solver/training.py"],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
