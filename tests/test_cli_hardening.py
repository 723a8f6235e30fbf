"""Issue 10, section 3: the command line never prints a traceback; every range is checked with
one line on stderr and a nonzero exit; exports are well-formed XML for any metadata."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from paiju.puzzles import io
from paiju.puzzles.model import Collection, Puzzle

ROOT = Path(__file__).resolve().parent.parent
K = "4k4/9/9/9/9/9/9/9/9/4K4 w"
SIX_CHARIOTS = "R3k4/R8/R8/R8/R8/R8/9/9/9/4K4 w"


def _paiju(*args: str, cwd: Path = ROOT, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PAIJU_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "paiju", *args], capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=timeout)


def _one_line_error(done: subprocess.CompletedProcess[str], *needles: str) -> None:
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    err = done.stderr.strip()
    assert "Traceback" not in err and len(err.splitlines()) == 1, err
    for needle in needles:
        assert needle in err, err


@pytest.mark.parametrize(("args", "needles"), [
    (["info", "/dev/zero"], ["/dev/zero", "not a regular file"]),
    (["perft", "startpos", "99999999999999999999"], ["DEPTH", "0 to 64"]),
    (["perft", "startpos", "2147483648"], ["DEPTH 2147483648"]),
    (["perft", "startpos", "-1"], ["DEPTH -1"]),
    (["perft", "startpos", "²"], ["DEPTH"]),
    (["solve", "startpos", "--mate", "2", "--memory", "1000000"], ["--memory 1000000"]),
    (["solve", "startpos", "--mate", "1e20"], ["--mate"]),
    (["solve", "startpos", "--mate", "100000000"], ["--mate 100000000"]),
    (["solve", "startpos", "--mate", "2", "--time-limit", "nan"], ["--time-limit"]),
    (["solve", "startpos", "--mate", "2", "--max-quiet", "-3"], ["--max-quiet"]),
    (["solve", "startpos", "--mate", "2", "--threads", "0"], ["--threads 0"]),
    (["moves", SIX_CHARIOTS, "--notation", "wxf"], ["WXF", "ICCS"]),
    (["bench", "--repeat", "0"], ["--repeat 0"]),
    (["validate", "4k4/9/9/9/²/9/9/9/9/4K4 w"], ["not a piece letter"]),
])
def test_bad_ranges_are_one_line(args: list[str], needles: list[str]) -> None:
    _one_line_error(_paiju(*args), *needles)


def test_six_chariots_in_other_notations_still_list() -> None:
    done = _paiju("moves", SIX_CHARIOTS, "--notation", "chinese")
    assert done.returncode == 0 and "车" in done.stdout


def test_fifo_is_refused_not_waited_for(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.pgn"
    os.mkfifo(fifo)
    _one_line_error(_paiju("info", str(fifo), timeout=60), "not a regular file")


def test_convert_refuses_read_only_output_unless_forced(tmp_path: Path) -> None:
    source = tmp_path / "in.xqp"
    io.save(Collection(puzzles=[Puzzle(fen=K, title="a")]), source)
    out = tmp_path / "out.xqp"
    out.write_text("")
    out.chmod(0o444)
    _one_line_error(_paiju("convert", str(source), str(out)), "read-only", "--force")
    assert out.read_text() == ""
    done = _paiju("convert", str(source), str(out), "--force")
    assert done.returncode == 0, done.stderr
    assert io.load(out).collection[0].title == "a"


def test_export_errors_name_the_target(tmp_path: Path) -> None:
    source = tmp_path / "in.xqp"
    io.save(Collection(puzzles=[Puzzle(fen=K, title="a")]), source)
    target = tmp_path / "no-such-folder" / "page.html"
    done = _paiju("export", str(source), "--html", str(target))
    _one_line_error(done, str(target))
    assert ".tmp" not in done.stderr and "Errno" not in done.stderr
    ro = tmp_path / "ro.html"
    ro.write_text("old")
    ro.chmod(0o444)
    _one_line_error(_paiju("export", str(source), "--html", str(ro)), "read-only")
    assert ro.read_text() == "old"
    done = _paiju("export", str(source), "--html", str(ro), "--force")
    assert done.returncode == 0, done.stderr
    assert ro.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_internal_errors_are_one_line_without_debug(tmp_path: Path) -> None:
    code = ("import sys\nfrom paiju import cli\nfrom paiju.cli import cmd_rules\n"
            "def boom(args):\n    raise KeyError('boom')\n"
            "cmd_rules.run_moves.__code__ = boom.__code__\n"
            "sys.exit(cli.main(['moves', 'startpos']))\n")
    env = {k: v for k, v in os.environ.items() if k != "PAIJU_DEBUG"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60)
    assert done.returncode == 3 and "Traceback" not in done.stderr
    assert "internal error: KeyError" in done.stderr and len(done.stderr.splitlines()) == 1


CONTROL = "bad\x01\x02\x0b\x0c\x1b\x1f\ud800\ufffe end"


@pytest.fixture
def hostile_file(tmp_path: Path) -> Path:
    puzzle = Puzzle(fen="3k5/9/9/9/9/9/9/9/4R4/4K4 w", title=CONTROL, author=CONTROL,
                    source=CONTROL, hint=CONTROL, comment=CONTROL, solution=["e1d1"],
                    move_comments={("e1d1",): CONTROL})
    path = tmp_path / "hostile.xqp"
    io.save(Collection(title=CONTROL, puzzles=[puzzle]), path)
    return path


def test_html_and_svg_are_well_formed_for_control_characters(hostile_file: Path,
                                                             tmp_path: Path) -> None:
    html = tmp_path / "page.html"
    done = _paiju("export", str(hostile_file), "--html", str(html), "--notation", "iccs")
    assert done.returncode == 0, done.stderr
    root = ET.fromstring(html.read_bytes())  # raises on ill-formed XML
    assert "bad\ufffd\ufffd" in "".join(root.itertext())
    folder = tmp_path / "svg"
    done = _paiju("export", str(hostile_file), "--svg", str(folder))
    assert done.returncode == 0, done.stderr
    [svg] = sorted(folder.iterdir())
    ET.fromstring(svg.read_bytes())
    assert not list(folder.glob(".*.tmp"))


@pytest.mark.parametrize("unbuffered", [False, True])
def test_a_reader_closing_the_pipe_ends_quietly_with_141(unbuffered: bool) -> None:
    """``paiju info F | head -1``: no "Broken pipe" line, the status of a program SIGPIPE
    stopped (128 + 13). The reading end is closed before paiju writes, so the first write
    always meets the closed pipe (with ``head`` it is a race)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONUNBUFFERED", None)
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"  # each print writes at once: the error meets the command
    shipped = ROOT / "paiju" / "data" / "collections" / "graded-00-basic-mates.xqp"
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([sys.executable, "-m", "paiju", "info", str(shipped)],
                              stdout=write_end, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                              env=env, timeout=120)
    finally:
        os.close(write_end)
    assert done.returncode == 141 and done.stderr == "", (done.returncode, done.stderr)


_INTERRUPT_AT_IMPORT = """
import importlib, os, signal, sys
# as at a terminal: a background job of a script (CI's sanitizer pass) inherits SIGINT ignored
signal.signal(signal.SIGINT, signal.default_int_handler)
real, seen = importlib.import_module, []
def hooked(name, package=None):
    if name.startswith("paiju.cli.cmd_"):
        seen.append(name)
        if len(seen) == int(sys.argv[1]):
            os.kill(os.getpid(), signal.SIGINT)  # a real Ctrl-C, mid start-up
    return real(name, package)
importlib.import_module = hooked
from paiju.cli import main
sys.exit(main(["info", "whatever.xqp"]))
"""


@pytest.mark.parametrize("nth", [1, 4])
def test_ctrl_c_while_the_subcommands_load_is_one_line_and_130(nth: int) -> None:
    """SIGINT while ``build_parser`` imports the subcommands (before any command runs)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PAIJU_DEBUG", None)
    done = subprocess.run([sys.executable, "-c", _INTERRUPT_AT_IMPORT, str(nth)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert done.returncode == 130, (done.returncode, done.stderr)
    assert done.stderr == "paiju: interrupted\n", done.stderr
