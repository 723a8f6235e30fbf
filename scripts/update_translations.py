"""Refresh paiju/ui/i18n/*.ts from the sources and compile them to .qm (pyside6-lupdate/lrelease).

``paiju_en.ts`` holds only the English plural forms of ``%n`` texts ("1 move", "2 moves").
A text that moved to another class (context) keeps its translation: a new unfinished entry
takes the translation the same source text had before, in any context. What is left
unfinished is listed, so the gaps can be filled by hand before committing.

    .venv/bin/python scripts/update_translations.py
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "paiju" / "ui"
TS_FILES = sorted((UI / "i18n").glob("paiju_*.ts"))


def _tool(name: str) -> str:
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found (it comes with the PySide6 package)")
    return found


def _key(message: ET.Element) -> tuple[str, str, bool]:
    return (message.findtext("source") or "", message.findtext("comment") or "",
            message.get("numerus") == "yes")


def _filled(translation: ET.Element | None) -> bool:
    if translation is None:
        return False
    forms = translation.findall("numerusform")
    return all(f.text for f in forms) if forms else bool(translation.text)


def _known(ts: Path) -> dict[tuple[str, str, bool], ET.Element]:
    """Every filled-in translation of the file by (source, comment, numerus); a finished
    one wins over an unfinished or obsolete one."""
    known: dict[tuple[str, str, bool], ET.Element] = {}
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation is not None and _filled(translation):
            key = _key(message)
            if key not in known or translation.get("type") is None:
                known[key] = translation
    return known


def refresh(ts: Path) -> list[str]:
    """Update one .ts file; returns the source texts still without a translation."""
    known = _known(ts)
    sources = sorted(str(p.relative_to(UI)) for p in UI.rglob("*.py"))
    subprocess.run([_tool("pyside6-lupdate"), *sources, "-no-obsolete", "-locations",
                    "absolute", "-ts", str(ts.relative_to(UI))], cwd=UI, check=True,
                   capture_output=True)
    tree = ET.parse(ts)
    missing = []
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        old = known.get(_key(message))
        if old is not None:
            message.remove(translation)
            copy = ET.fromstring(ET.tostring(old))
            copy.attrib.pop("type", None)
            copy.tail = translation.tail
            message.append(copy)
        elif ts.stem != "paiju_en" or message.get("numerus") == "yes":
            missing.append(message.findtext("source") or "")  # English: plural forms only
    body = ET.tostring(tree.getroot(), encoding="unicode").replace(" />", "/>")
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n',
                  encoding="utf-8")
    subprocess.run([_tool("pyside6-lrelease"), str(ts)], check=True, capture_output=True)
    return missing


def main() -> int:
    gaps = 0
    for ts in TS_FILES:
        missing = refresh(ts)
        gaps += len(missing)
        for source in missing:
            print(f"{ts.name}: untranslated: {source!r}")
    return 1 if gaps else 0


if __name__ == "__main__":
    raise SystemExit(main())
