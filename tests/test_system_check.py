"""scripts/system_check.py: one line naming the missing Debian packages and the apt-get line."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "system_check.py"
spec = importlib.util.spec_from_file_location("system_check", SCRIPT)
assert spec and spec.loader
system_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(system_check)


def test_missing_libraries_are_named_by_debian_package() -> None:
    known = {"libEGL.so.1", "libGL.so.1", "libfontconfig.so.1", "libglib-2.0.so.0"}
    assert system_check.missing_libraries(system_check.QT_RUNTIME, known) == [
        "libxkbcommon0", "libdbus-1-3"]
    assert system_check.missing_libraries(system_check.QT_RUNTIME,
                                          set(system_check.QT_RUNTIME.values())) == []


def test_one_line_with_the_apt_get_line(monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(system_check, "missing_packages",
                        lambda **_: ["libegl1", "libxcb-cursor0"])
    assert system_check.main(["--window"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == ["missing system packages: libegl1 libxcb-cursor0 — install them with: "
                   "sudo apt-get install -y libegl1 libxcb-cursor0"]


def test_this_machine_has_what_the_tests_need() -> None:
    """CI installs every package first (scripts/install_system.sh); the check agrees."""
    run = subprocess.run([sys.executable, str(SCRIPT), "--missing"], capture_output=True,
                         text=True, check=True)
    assert run.stdout.strip() == ""  # Python headers, compiler, Qt runtime libraries


def test_package_list_names_every_group() -> None:
    names = system_check.all_packages(window=True, tests=True)
    for package in ("gcc", "libegl1", "libxcb-cursor0", "poppler-utils", "fairy-stockfish",
                    "chromium-driver", "postgresql"):
        assert package in names
