"""``paiju export``: every output kind from a real puzzle file, options, clear errors."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from export_samples import ROOT, THREE_MOVE, mixed_collection

from paiju.cli import main
from paiju.puzzles.io import save
from paiju.puzzles.share import decode


@pytest.fixture(autouse=True)
def _app(qapp: object) -> None:
    """The in-process runs reuse pytest-qt's application."""


@pytest.fixture(scope="module")
def small_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cli") / "seven.xqp"
    save(mixed_collection(), path)
    return path


def test_pdf_with_options(small_file: Path, tmp_path: Path,
                          capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "b.pdf"
    assert main(["export", str(small_file), "--pdf", str(out), "--per-page", "6",
                 "--paper", "letter", "--bw", "--coords", "--notation", "wxf"]) == 0
    assert "wrote" in capsys.readouterr().out
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    assert "612 x 792" in info
    assert re.search(r"Pages:\s+4\n", info)  # title page, 2 pages of 6 diagrams, solutions
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    assert "R5.6" in text


def test_svg_and_png_folders(small_file: Path, tmp_path: Path) -> None:
    assert main(["export", str(small_file), "--svg", str(tmp_path / "svg"), "--size", "300",
                 "--arrows"]) == 0
    files = sorted((tmp_path / "svg").iterdir())
    assert [f.name for f in files] == [f"{i:03d}.svg" for i in range(1, 8)]
    root = ET.parse(files[0]).getroot()
    assert root.get("width") == "300"
    assert main(["export", str(small_file), "--png", str(tmp_path / "png"), "--dpi", "100"]) == 0
    pngs = sorted((tmp_path / "png").iterdir())
    assert len(pngs) == 7 and pngs[0].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_html_and_share(small_file: Path, tmp_path: Path,
                        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "p.html"
    assert main(["export", str(small_file), "--html", str(out)]) == 0
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    capsys.readouterr()
    assert main(["export", str(small_file), "--share"]) == 0
    lines = capsys.readouterr().out.split()
    assert len(lines) == 7
    assert [str(decode(s).stipulation) for s in lines[:2]] == ["#1", "checks#3"]


@pytest.mark.parametrize(("args", "message"), [
    (["missing.xqp", "--pdf", "x.pdf"], "missing.xqp"),
    ([str(THREE_MOVE), "--png", "DIR", "--dpi", "0"], "--dpi 0: expected 30 to 2400"),
    ([str(THREE_MOVE), "--pdf", "a.pdf", "--per-page", "5"], "invalid choice"),
    ([str(THREE_MOVE)], "one of the arguments"),
])
def test_bad_input_is_one_clear_line(args: list[str], message: str, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    try:
        status = main(["export", *args])
    except SystemExit as exc:  # argparse usage errors
        status = exc.code
    assert status == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_headless_subprocess_creates_its_own_offscreen_app(small_file: Path,
                                                           tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    out = tmp_path / "h.html"
    run = subprocess.run([sys.executable, "-m", "paiju", "export", str(small_file),
                          "--html", str(out)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert out.stat().st_size > 10_000


def test_a_study_collection_exports_with_its_goals(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from paiju.puzzles.model import Collection, Puzzle
    from paiju.rules import Stipulation

    path = tmp_path / "studies.xqp"
    save(Collection(title="studies", puzzles=[
        Puzzle(fen="3aka3/9/9/9/9/9/9/4N4/9/3K5 w", title="单马难胜双士",
               stipulation=Stipulation.study("draw"), solution=["e2e3"]),
        Puzzle(fen="3k5/4a4/9/9/9/9/9/4N4/9/4K4 b", title="black to move",
               stipulation=Stipulation.study("win"))]), path)
    html = tmp_path / "s.html"
    assert main(["export", str(path), "--html", str(html)]) == 0
    text = html.read_text(encoding="utf-8")
    assert "Red to move, to play and draw" in text
    assert "Black to move, to play and win" in text
    pdf = tmp_path / "s.pdf"
    assert main(["export", str(path), "--pdf", str(pdf)]) == 0
    words = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True,
                           text=True).stdout
    assert "单马难胜双士 — to play and draw" in words
