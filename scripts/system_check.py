#!/usr/bin/env python3
"""Check the Debian packages Paiju needs before a venv is made (stdlib only).

``python3 scripts/system_check.py [--window] [--tests]`` prints nothing and exits 0 when all is
there; otherwise one line naming what is missing and the ``apt-get install`` line, exit 1.
``--window`` adds the X libraries a real (xcb) window needs; ``--tests`` the outside tools the
test suite uses. ``--packages`` prints the Debian package names it checks, ``--missing`` the
missing ones, one a line.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from pathlib import Path

# Shared libraries PySide6's Qt needs at all (offscreen included), by Debian package.
QT_RUNTIME = {
    "libegl1": "libEGL.so.1",
    "libgl1": "libGL.so.1",
    "libxkbcommon0": "libxkbcommon.so.0",
    "libfontconfig1": "libfontconfig.so.1",
    "libglib2.0-0": "libglib-2.0.so.0",
    "libdbus-1-3": "libdbus-1.so.3",
}
# What the xcb platform plugin (a real window) loads on top.
QT_WINDOW = {
    "libxkbcommon-x11-0": "libxkbcommon-x11.so.0",
    "libxcb-cursor0": "libxcb-cursor.so.0",
    "libxcb-icccm4": "libxcb-icccm.so.4",
    "libxcb-keysyms1": "libxcb-keysyms.so.1",
    "libxcb-image0": "libxcb-image.so.0",
    "libxcb-render-util0": "libxcb-render-util.so.0",
    "libxcb-shape0": "libxcb-shape.so.0",
    "libxcb-randr0": "libxcb-randr.so.0",
    "libxcb-xinerama0": "libxcb-xinerama.so.0",
}
# Outside programs the tests drive (each test skips with a reason where one is absent).
TEST_TOOLS = {
    "poppler-utils": "pdftotext",
    "fairy-stockfish": "fairy-stockfish",
    "xvfb": "Xvfb",
    "xdotool": "xdotool",
    "chromium": "chromium",
    "chromium-driver": "chromedriver",
    "postgresql": "pg_ctl",
    "fontconfig": "fc-list",
    "nginx-light": "nginx",
    "caddy": "caddy",
    "openssl": "openssl",
    "valgrind": "valgrind",  # scripts/bench_revisions.sh's callgrind mode (no test needs it)
}
TOOL_DIRS = ("/usr/games", "/usr/sbin", "/usr/lib/postgresql/15/bin",
             "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin")


def known_libraries() -> set[str]:
    """Sonames the dynamic linker knows (``ldconfig -p``)."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    try:
        out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=False).stdout
    except OSError:
        return set()
    return {line.split()[0] for line in out.splitlines()[1:] if line.strip()}


def has_tool(name: str) -> bool:
    return shutil.which(name) is not None or any(Path(d, name).is_file() for d in TOOL_DIRS)


def missing_libraries(wanted: dict[str, str], libraries: Iterable[str]) -> list[str]:
    known = set(libraries)
    return [package for package, soname in wanted.items() if soname not in known]


def missing_build_tools() -> list[str]:
    """venv/ensurepip, a C compiler and the Python headers (to compile the cores)."""
    missing = []
    try:
        import ensurepip  # noqa: F401
        import venv  # noqa: F401
    except ImportError:
        missing.append(f"python3.{sys.version_info.minor}-venv")
    if not (shutil.which("cc") or shutil.which("gcc")):
        missing.append("gcc")
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file():
        missing.append("python3-dev")
    return missing


def missing_packages(*, window: bool, tests: bool) -> list[str]:
    libraries = known_libraries()
    missing = missing_build_tools() + missing_libraries(QT_RUNTIME, libraries)
    if window:
        missing += missing_libraries(QT_WINDOW, libraries)
    if tests:
        missing += [package for package, tool in TEST_TOOLS.items() if not has_tool(tool)]
        if not Path("/usr/share/fonts/truetype/dejavu").is_dir():
            missing.append("fonts-dejavu-core")
    return missing


def all_packages(*, window: bool, tests: bool) -> list[str]:
    names = ["python3-venv", "python3-dev", "gcc", *QT_RUNTIME]
    if window:
        names += list(QT_WINDOW)
    if tests:
        names += [*TEST_TOOLS, "fonts-dejavu-core"]
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--window", action="store_true", help="also the libraries of a window")
    parser.add_argument("--tests", action="store_true", help="also the tools the tests use")
    parser.add_argument("--packages", action="store_true", help="list the packages checked")
    parser.add_argument("--missing", action="store_true",
                        help="print only the missing package names, one a line")
    args = parser.parse_args(argv)
    if sys.version_info < (3, 11):  # noqa: UP036 (run by the system python, maybe older)
        print(f"Paiju needs Python 3.11 or newer (this is {sys.version.split()[0]})")
        return 1
    if args.packages:
        print("\n".join(all_packages(window=args.window, tests=args.tests)))
        return 0
    missing = missing_packages(window=args.window, tests=args.tests)
    if args.missing:
        print("\n".join(missing))
        return 0
    if missing:
        print(f"missing system packages: {' '.join(missing)} — install them with: "
              f"sudo apt-get install -y {' '.join(missing)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
