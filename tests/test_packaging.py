"""The packaging declares every folder it ships: setuptools sees each folder of a package as
a package, so a folder of data files that is not declared draws "Package would be ignored"
(and later setuptools versions leave it out). scripts/wheel_check.sh builds the real wheel."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = {"__pycache__"}


def _setup_list(name: str) -> list[str]:
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name for t in node.targets):
            value = ast.literal_eval(node.value)
            assert isinstance(value, list)
            return value
    raise AssertionError(f"setup.py has no {name}")


def _package_folders() -> dict[str, Path]:
    """Every package folder setup.py ships, by dotted name, subfolders included."""
    tops = {"paiju": ROOT / "paiju"}  # the one import root; everything ships under it
    found: dict[str, Path] = {}
    for name, folder in tops.items():
        found[name] = folder
        for sub in folder.rglob("*"):
            if sub.is_dir() and not SKIP & set(sub.relative_to(folder).parts):
                found[".".join((name, *sub.relative_to(folder).parts))] = sub
    return found


def test_every_data_folder_is_declared_with_its_files() -> None:
    declared = set(_setup_list("DATA_FOLDERS"))
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]["package-data"]
    folders = _package_folders()
    data_folders = {name for name, folder in folders.items()
                    if not (folder / "__init__.py").exists()
                    and any(f.is_file() for f in folder.iterdir())}
    assert data_folders == declared, "declare these in setup.py DATA_FOLDERS"
    for name in declared:
        patterns = package_data.get(name)
        assert patterns, f"{name}: no [tool.setuptools.package-data] entry"
        folder = folders[name]
        shipped = {f for pattern in patterns for f in folder.glob(pattern) if f.is_file()}
        assert shipped == {f for f in folder.iterdir() if f.is_file()
                           and f.suffix not in {".pyc", ".so"}}, name
    assert sorted(p.parent.name for p in ROOT.glob("*/__init__.py")) == ["paiju"], \
        "one import root: every package lives under paiju/"
    for name in package_data:  # no pattern reaches into a subfolder any more
        assert all("/" not in p for p in package_data[name]), name
