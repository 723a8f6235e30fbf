"""Every shared puzzle file loads; each reader and writer on small files the tests write."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from shared_corpus import PUZZLES, corpus_cases, corpus_file, needs_corpus

from paiju.puzzles import io, shipped
from paiju.puzzles.model import Collection, Puzzle, Stipulation

ROOT = Path(__file__).resolve().parent.parent
PUZZLE_SUFFIXES = {".eglib", ".csv", ".jsonl", ".json", ".xqf", ".pgn", ".txt"}


def _shared_files() -> list[Path]:
    return sorted(p for p in PUZZLES.rglob("*")
                  if p.suffix.lower() in PUZZLE_SUFFIXES and not p.name.startswith("LICENSE"))


# Known slips in the source files, reported (not hidden) by the readers.
KNOWN_PROBLEMS = {"WildHouse.xqf": 1, "野马操田.XQF": 1}


@needs_corpus
def test_shared_material_is_present() -> None:
    assert len(_shared_files()) >= 15


@pytest.mark.parametrize("path", corpus_cases(_shared_files, 1), ids=lambda p: p.name)
def test_every_shared_file_loads(path: Path) -> None:
    result = io.load(path)
    assert len(result.collection) >= 1
    assert len(result.problems) == KNOWN_PROBLEMS.get(path.name, 0), result.problems
    for puzzle in result.collection:
        puzzle.board()  # every FEN is readable


def test_eglib_groups_variations() -> None:
    result = io.load(corpus_file("classical", "适情雅趣360.eglib"))
    assert len(result.collection) == 360
    assert sum(len(p.variations) for p in result.collection) == 117
    two_field = io.loads("t|4k4/9/9/9/9/9/9/9/9/4K4 w|e0d0\nt|4k4/9/9/9/9/9/9/9/9/4K4 w|e0f0\n"
                         "u|4k4/9/9/9/9/9/9/9/9/4K4 w\n")
    assert two_field.format == "eglib"
    assert [(p.title, p.solution, p.variations) for p in two_field.collection] == [
        ("t", ["e0d0"], [["e0f0"]]), ("u", [], [])]


def test_eglib_and_csv_errors_name_the_line() -> None:
    result = io.loads("a|4k4/9/9/9/9/9/9/9/9/4K4 w|e0d0\nb|bad fen|e0d0\nc|x|y|z\n"
                      "d|4k4/9/9/9/9/9/9/9/9/4K4 w|zz99\n", "eglib", "f.eglib")
    assert len(result.collection) == 1
    assert [p.line for p in result.problems] == [2, 3, 4]
    csv = io.loads("title, fen, moves\nx, 4k4/9/9/9/9/9/9/9/9/4K4 w, e0d0\ny, nope, e0d0\n",
                   "csv", "f.csv")
    assert len(csv.collection) == 1 and str(csv.problems[0]).startswith("f.csv:3:")


def test_gbk_csv() -> None:
    result = io.load(corpus_file("misc", "马兵类杀法.csv"))
    assert result.format == "csv" and len(result.collection) == 12
    assert result.collection[0].hint == "马兵胜双士"


def test_xqf_encrypted_tree_matches_dhtmlxq_export() -> None:
    xqf = io.load(corpus_file("formats", "xqf", "七星聚会.XQF")).collection[0]
    ubb = io.load(corpus_file("formats", "dhtmlxq", "七星聚会-analysis.txt")).collection[0]
    assert xqf.fen == ubb.fen == "4rk3/3P5/4bP3/9/9/8P/9/1p2p2C1/3p1p3/4K1RR1 w - - 0 1"
    assert xqf.solution == ubb.solution and len(xqf.solution) == 85
    assert xqf.title == "七星聚会" and len(xqf.variations) > 300
    assert len(ubb.variations) == 299 and len(ubb.move_comments) > 500


def test_xqf_plain_version_10_game() -> None:
    p = io.load(corpus_file("formats", "xqf", "第01局.xqf")).collection[0]
    assert p.solution[:2] == ["h2e2", "h9g7"] and p.extra["result"] == "1-0"


@pytest.mark.parametrize("data, words", [
    (b"", "not an XQF"), (b"XQ\x12" + b"\x00" * 100, "truncated"),
    (b"XQ\x13" + b"\x00" * 2000, "newer"), (b"XQ\x12\x00" + b"\x01" * 2000, "checksum"),
])
def test_xqf_bad_files_are_rejected(tmp_path: Path, data: bytes, words: str) -> None:
    path = tmp_path / "bad.xqf"
    path.write_bytes(data)
    with pytest.raises(io.PuzzleFileError, match=words) as info:
        io.load(path)
    assert "bad.xqf" in str(info.value)


def test_truncated_xqf_keeps_the_moves_read(tmp_path: Path) -> None:
    data = corpus_file("formats", "xqf", "九连环.XQF").read_bytes()
    path = tmp_path / "cut.xqf"
    path.write_bytes(data[:1400])
    result = io.load(path)
    assert result.problems and "truncated" in result.problems[0].message
    assert len(result.collection) == 1


def test_random_binary_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "noise.xqp"
    path.write_bytes(bytes(range(256)) * 8)
    with pytest.raises(io.PuzzleFileError, match="noise.xqp"):
        io.load(path)


PGN = """[Game "Chinese Chess"]
[Event "Black first"]
[FEN "4k4/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1"]
[Stipulation "#2"]

1... e9d9 {to the side} (1... e9f9 2. e0d0) 2. e0f0 *

[Event "Chinese"]
[Format "Chinese"]

1. 炮二平五 炮８平５ 2. 马二进三 ; a line comment
(2. 马八进七 {alt}) 马８进７ 1-0

[Event "bad move"]

1. h2e2 h9g7 2. xx b9c7 *
"""


def test_pgn_reader() -> None:
    result = io.loads(PGN, path="g.pgn")
    assert result.format == "pgn"
    first, second, third = result.collection
    assert first.board().turn.label == "Black" and first.stipulation == Stipulation(2)
    assert first.solution == ["e9d9", "e0f0"] and first.variations == [["e9f9", "e0d0"]]
    assert first.move_comments == {("e9d9",): "to the side"}
    assert second.solution == ["h2e2", "h7e7", "h0g2", "h9g7"]
    assert second.variations == [["h2e2", "h7e7", "b0c2"]]
    assert third.solution == ["h2e2", "h9g7"]
    [problem] = result.problems
    assert (problem.line, problem.column) == (16, 17) and "'xx'" in problem.message


@pytest.mark.parametrize("notation", ["iccs", "wxf", "chinese"])
def test_pgn_writer_round_trip(notation: str) -> None:
    coll = io.loads(PGN).collection
    text = io.dumps(coll, "pgn", notation)
    again = io.loads(text)
    assert again.problems == []
    for a, b in zip(coll, again.collection, strict=True):
        assert (a.fen.split()[:2], a.solution, a.variations, a.move_comments, a.stipulation) \
            == (b.fen.split()[:2], b.solution, b.variations, b.move_comments, b.stipulation)


def test_dhtmlxq_small() -> None:
    text = ("[DhtmlXQ][DhtmlXQ_title]t[/DhtmlXQ_title]"
            "[DhtmlXQ_binit]99999999499999999999999999999999"
            "99999999309999999999999999999999[/DhtmlXQ_binit]"
            "[DhtmlXQ_movelist]4948[/DhtmlXQ_movelist]"
            "[DhtmlXQ_move_0_1_1]4959[/DhtmlXQ_move_0_1_1]"
            "[DhtmlXQ_comment1_1]side[/DhtmlXQ_comment1_1][/DhtmlXQ]")
    p = io.loads(text).collection[0]
    assert p.fen.startswith("3k5/9/9/9/9/9/9/9/9/4K4 w")
    assert p.solution == ["e0e1"] and p.variations == [["e0f0"]]
    assert p.move_comments == {("e0f0",): "side"}


def test_fen_list_writer(tmp_path: Path) -> None:
    coll = Collection(puzzles=[Puzzle(fen="4k4/9/9/9/9/9/9/9/9/4K4 b", title="x")])
    path = tmp_path / "list.fen"
    io.save(coll, path)
    assert path.read_text() == "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1\n"
    assert io.load(path).collection[0].fen == "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1"


def test_formats_for_file_dialogs() -> None:
    assert io.NATIVE_EXTENSION == ".xqp"
    assert io.WRITE_FORMATS[0].filter == "Paiju puzzles (*.xqp)"
    assert {f.name for f in io.READ_FORMATS} >= {"native", "pgn", "xqf", "dhtmlxq", "eglib",
                                                  "csv"}


def test_shipped_collections() -> None:
    files = shipped.shipped_collections()
    assert {p.stem for p in files} >= {"menru-shenji", "shiqing-yaqu-360",
                                       "graded-01-mate-in-3", "horse-soldier-mates"}
    for path in files:
        result = io.load(path)
        assert result.problems == [] and len(result.collection) > 0
        assert result.collection.licence == "GPL-3.0" and result.collection.source
    graded = io.load(shipped.collections_dir() / "graded-02-mate-in-5.xqp").collection
    assert graded[0].title == "4步杀_1" and graded[0].stipulation == Stipulation(4, True)


def _paiju(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "paiju", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)


def test_cli_convert_and_info(tmp_path: Path) -> None:
    out = tmp_path / "qixing.pgn"
    src = corpus_file("formats", "xqf", "九连环.XQF")
    done = _paiju("convert", str(src), str(out), "--notation", "chinese")
    assert done.returncode == 0, done.stderr
    assert '[Format "Chinese"]' in out.read_text(encoding="utf-8")
    info = _paiju("info", str(out), "--json")
    data = json.loads(info.stdout)
    assert data["puzzles"] == 1 and data["variations"] == 24 and data["errors"] == []
    bad = tmp_path / "bad.xqp"
    bad.write_text("4k4/9/9/9/9/9/9/9/9/4K4 w\nnonsense\n", encoding="utf-8")
    info = _paiju("info", str(bad))
    assert info.returncode == 1 and f"{bad}:2:1:" in info.stdout
    missing = _paiju("info", str(tmp_path / "missing.xqp"))
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    assert "missing.xqp" in missing.stderr
