"""The import contract of docs/architecture.md, and the linters' verdict.

* Dependencies point one way (rules <- solver, engine, puzzles <- server, ui <- cli) and only
  ``paiju.ui`` imports Qt (PySide6, shiboken6): the import-linter contracts of pyproject.toml,
  checked by ``lint-imports``.
* ``paiju.cli`` may reach ``paiju.ui`` only from inside a function (the GUI and export commands
  load it on demand), and importing any non-ui module loads no Qt: the scanner below and a fresh
  interpreter, since import-linter does not tell a module-level import from a lazy one.
* Background work in ``paiju/ui`` goes through ``paiju.ui.tasks.Task`` alone: no thread class
  or bare thread anywhere else in the package (issue 41).
* ``mypy`` (strict, pyproject) is clean on ``paiju/rules/`` and ``paiju/engine/``, and
  ``ruff check .`` is clean, when those tools are installed (they are in the test extras).
"""

from __future__ import annotations

import ast
import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QT = {"PySide6", "shiboken6"}
CHECKED = ("rules", "three_kingdoms", "solver", "engine", "puzzles", "cli", "scores", "server",
           "data")
SHARED = ("atomic", "cancel", "userdata")  # the modules of the lowest layer, paiju/*.py
LINT_IMPORTS = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or \
    shutil.which("lint-imports")


@dataclass(frozen=True)
class Import:
    path: Path
    line: int
    module: str  # absolute dotted name
    in_function: bool
    type_checking: bool

    @property
    def root(self) -> str:
        """The package under ``paiju`` (``rules``, ``ui``...), or the top name of others."""
        parts = self.module.split(".")
        return parts[1] if parts[0] == "paiju" and len(parts) > 1 else parts[0]

    def __str__(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line} imports {self.module}"


def _absolute(path: Path, module: str | None, level: int) -> str:
    if level == 0:
        return module or ""
    package = list(path.relative_to(ROOT).with_suffix("").parts[:-1])
    base = package[: len(package) - (level - 1)]
    return ".".join([*base, module] if module else base)


def _imports(path: Path) -> Iterator[Import]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))

    def visit(node: ast.AST, in_function: bool, type_checking: bool) -> Iterator[Import]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield Import(path, child.lineno, alias.name, in_function, type_checking)
            elif isinstance(child, ast.ImportFrom):
                base = _absolute(path, child.module, child.level)
                yield Import(path, child.lineno, base, in_function, type_checking)
                if child.module is None:  # from . import a, b: each name is a module
                    for alias in child.names:
                        yield Import(path, child.lineno, f"{base}.{alias.name}", in_function,
                                     type_checking)
            else:
                func = isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
                guard = (isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test))
                yield from visit(child, in_function or func, type_checking or guard)

    yield from visit(tree, False, False)


def _package_imports(package: str) -> list[Import]:
    return [imp for path in sorted((ROOT / "paiju" / package).rglob("*.py"))
            for imp in _imports(path)]


def test_the_scanner_sees_imports() -> None:
    found = {imp.module for imp in _package_imports("cli")}
    assert {"paiju.rules", "argparse", "paiju.cli.benchmarks", "paiju.ui.app"} <= found
    lazy = [imp for imp in _package_imports("cli") if imp.module == "paiju.ui.app"]
    assert lazy and all(imp.in_function for imp in lazy)


def _lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` with pyproject.toml's contracts on the package ``paiju`` found in
    ``tree``."""
    assert LINT_IMPORTS is not None
    env = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.run([LINT_IMPORTS, str(ROOT / "pyproject.toml"),
                           "--no-cache"], cwd=tree, env=env, capture_output=True, text=True,
                          timeout=300)


@pytest.mark.skipif(LINT_IMPORTS is None, reason="import-linter not installed")
def test_dependencies_point_one_way() -> None:
    result = _lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 kept, 0 broken" in result.stdout


@pytest.mark.skipif(LINT_IMPORTS is None, reason="import-linter not installed")
def test_the_contracts_catch_an_upward_import(tmp_path: Path) -> None:
    """The same contracts on a copy of the sources where the rules import the solver, and the
    engine Qt: both are reported."""
    shutil.copytree(ROOT / "paiju", tmp_path / "paiju",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "data", "static"))
    (tmp_path / "paiju" / "data").mkdir()
    (tmp_path / "paiju" / "data" / "__init__.py").write_text("", encoding="utf-8")
    fen = tmp_path / "paiju" / "rules" / "fen.py"
    fen.write_text(fen.read_text(encoding="utf-8") + "\nimport paiju.solver.result\n",
                   encoding="utf-8")
    levels = tmp_path / "paiju" / "engine" / "levels.py"
    levels.write_text(levels.read_text(encoding="utf-8") + "\nimport PySide6.QtCore\n",
                      encoding="utf-8")
    result = _lint_imports(tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "paiju.rules.fen -> paiju.solver.result" in result.stdout
    assert "paiju.engine.levels -> PySide6" in result.stdout
    assert "0 kept, 2 broken" in result.stdout


def test_paiju_reaches_ui_only_on_demand() -> None:
    bad = [str(imp) for imp in _package_imports("cli")
           if imp.root == "ui" and not (imp.in_function or imp.type_checking)]
    assert bad == []


def test_importing_the_non_ui_packages_loads_no_qt() -> None:
    modules = sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for package in CHECKED for path in (ROOT / "paiju" / package).rglob("*.py")
        if path.name not in ("__main__.py",)
    ) + [f"paiju.{name}" for name in SHARED]
    status, output, loaded = _run_listing_qt(
        "import importlib\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "import paiju.cli\n"
        "paiju.cli.build_parser()\n")
    assert status == 0, output
    assert loaded == "[]"


def test_importing_paiju_loads_no_qt_and_no_server_stack() -> None:
    status, output, loaded = _run_listing_qt(
        "import sys, paiju\n"
        "stack = [m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'psycopg', 'uvloop')]\n"
        "status = 3 if stack else 0\n")
    assert status == 0, output
    assert loaded == "[]"


def test_the_online_client_loads_no_server_stack() -> None:
    """The desktop install has no aiohttp: the Online mode's client must not need it."""
    status, output, loaded = _run_listing_qt(
        "import sys, paiju.server.client, paiju.userdata\n"
        "stack = [m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'psycopg', 'uvloop')]\n"
        "print(stack)\n"
        "status = 3 if stack else 0\n")
    assert status == 0, output
    assert loaded == "[]"


def _run_listing_qt(code: str) -> tuple[int, str, str]:
    """Run ``code`` (which may set ``status``) in a fresh interpreter: its exit status, its
    output and the list of Qt/ui modules it ended up loading."""
    script = (code + "import sys\n"
              "print('LOADED', sorted(m for m in sys.modules if m.split('.')[0] in "
              "('PySide6', 'shiboken6') or m.startswith('paiju.ui')))\n"
              "sys.exit(globals().get('status', 0))\n")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    lines = result.stdout.splitlines()
    loaded = lines[-1].removeprefix("LOADED ") if lines else ""
    return result.returncode, result.stdout + result.stderr, loaded


# -- linters ----------------------------------------------------------------------

@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy not installed")
def test_mypy_strict_is_clean_on_xiangqi_and_engine() -> None:
    result = subprocess.run([sys.executable, "-m", "mypy", "paiju/rules", "paiju/three_kingdoms",
                             "paiju/engine"], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy not installed")
def test_mypy_strict_is_clean_on_puzzles_and_paiju() -> None:
    result = subprocess.run([sys.executable, "-m", "mypy", "paiju/puzzles", "paiju/cli"], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr


def _ruff() -> list[str] | None:
    if importlib.util.find_spec("ruff") is not None:
        return [sys.executable, "-m", "ruff"]
    exe = shutil.which("ruff")
    return [exe] if exe else None


@pytest.mark.skipif(_ruff() is None, reason="ruff not installed")
def test_ruff_is_clean() -> None:
    ruff = _ruff()
    assert ruff is not None
    result = subprocess.run([*ruff, "check", "."], cwd=ROOT, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


# -- Qt-free code lives outside paiju/ui/ -----------------------------------------------

# paiju/ui/export/atomic.py writes the export files (owned with the writers that use it).
QT_FREE_IN_UI_ALLOWED = {"paiju/ui/export/atomic.py"}


def _uses_qt(path: Path, seen: dict[Path, bool]) -> bool:
    """Does the module import Qt itself or through another ui module?"""
    if path in seen:
        return seen[path]
    seen[path] = False  # import cycles: assume no until shown otherwise
    found = False
    for imp in _imports(path):
        if imp.root in QT:
            found = True
        elif imp.root == "ui" and imp.module.startswith("paiju."):
            target = ROOT.joinpath(*imp.module.split("."))
            for candidate in (target.with_suffix(".py"), target / "__init__.py"):
                if candidate.is_file() and candidate != path and _uses_qt(candidate, seen):
                    found = True
        if found:
            break
    seen[path] = found
    return found


def test_every_qt_free_module_lives_outside_ui() -> None:
    """A module of paiju/ui/ that needs no Qt belongs in paiju/puzzles/ (or paiju/solver/,
    paiju/rules/): there the command line and the tests use it without loading PySide6."""
    seen: dict[Path, bool] = {}
    free = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "paiju" / "ui").rglob("*.py")
                  if path.name != "__init__.py" and not _uses_qt(path, seen))
    assert [p for p in free if p not in QT_FREE_IN_UI_ALLOWED] == []


def test_export_share_runs_without_qt(tmp_path: Path) -> None:
    """``paiju export FILE --share`` prints share strings and never loads PySide6 or ui."""
    puzzle = tmp_path / "one.xqp"
    puzzle.write_text("stip #1;\n3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1\n", encoding="utf-8")
    status, output, loaded = _run_listing_qt(
        "from paiju.cli import main\n"
        f"status = main(['export', {str(puzzle)!r}, '--share'])\n")
    assert status == 0, output
    assert output.startswith("paiju:3k5/9/9/9/9/9/9/9/4R4/4K4_w")
    assert loaded == "[]"


# --- one background-work idiom in the UI (issue 41) -------------------------------------------
THREAD_NAMES = {"QThread", "QRunnable", "QThreadPool", "Thread", "ThreadPoolExecutor",
                "ProcessPoolExecutor", "start_new_thread"}
"""Ways to start background work other than ``paiju.ui.tasks.Task``."""


def _own_threads(source: str) -> list[str]:
    """Where ``source`` starts background work of its own: a thread class imported or
    subclassed, ``threading.Thread``, ``concurrent.futures`` or ``_thread``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module in (
                "PySide6.QtCore", "threading", "concurrent.futures", "_thread"):
            found += [f"line {node.lineno}: imports {a.name}" for a in node.names
                      if a.name in THREAD_NAMES]
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: imports {a.name}" for a in node.names
                      if a.name in ("concurrent.futures", "_thread")]
        elif isinstance(node, ast.Attribute) and node.attr in THREAD_NAMES:
            found.append(f"line {node.lineno}: uses {ast.unparse(node)}")
    return found


def test_background_work_in_the_ui_goes_through_tasks() -> None:
    """No QThread subclass, QRunnable or bare thread in ``paiju/ui`` outside ``tasks.py``:
    every piece of background work is a ``Task`` (docs/architecture.md, the UI section)."""
    tasks = ROOT / "paiju" / "ui" / "tasks.py"
    offences = [f"{path.relative_to(ROOT)} {where}"
                for path in sorted((ROOT / "paiju" / "ui").rglob("*.py")) if path != tasks
                for where in _own_threads(path.read_text(encoding="utf-8"))]
    assert offences == []
    assert _own_threads(tasks.read_text(encoding="utf-8"))  # the one place that may


@pytest.mark.parametrize("source", [
    "from PySide6.QtCore import QObject, QThread\nclass W(QThread): pass\n",
    "import threading\nthreading.Thread(target=print).start()\n",
    "from threading import Thread\n",
    "from PySide6 import QtCore\nclass R(QtCore.QRunnable): pass\n",
    "import concurrent.futures\n",
    "from concurrent.futures import ThreadPoolExecutor\n",
])
def test_the_thread_scanner_catches_each_way(source: str) -> None:
    assert _own_threads(source)
    assert not _own_threads("import threading\nstop = threading.Event()\n")
