"""Issue 10, sections 3 and 4: readers never let a bare ValueError out, every problem names
file, line and field, what loads saves and reads back the same, bounded cost, safe saves."""

from __future__ import annotations

import fcntl
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from shared_corpus import PRESENT, PUZZLES, corpus_file

from paiju import rules as xiangqi
from paiju.puzzles import atomic, io, native, pgn
from paiju.puzzles.model import Collection, Puzzle
from paiju.puzzles.problems import PuzzleFileError
from paiju.puzzles.tree import Node, apply_tree

ROOT = Path(__file__).resolve().parent.parent
K = "4k4/9/9/9/9/9/9/9/9/4K4 w"
GOOD = f"{K} title good; sol e0d0;\n"
LONG = "9" * 4400


def _load(tmp_path: Path, name: str, text: str | bytes) -> io.LoadResult:
    path = tmp_path / name
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return io.load(path)


def _named(result: io.LoadResult, path_end: str) -> None:
    """Every problem names the file, a line and a field; messages stay short."""
    assert result.problems
    for p in result.problems:
        assert p.path.endswith(path_end) and p.line >= 1 and p.field, p
        assert len(str(p)) < 400


# ------------------------------------------------------------------ no bare ValueError


@pytest.mark.parametrize("record", [
    f"{K} sol e0d0; var ² e0f0;", f"{K} sol e0d0; var {LONG} e0f0;",
    f'{K} sol e0d0; note 0 ² "x";', f'{K} sol e0d0; note {LONG} 1 "x";',
    f'{K} sol e0d0; note 0 {LONG} "x";',
])
def test_native_counts_beyond_ascii_digits(tmp_path: Path, record: str) -> None:
    result = _load(tmp_path, "a.xqp", GOOD + record + "\n" + GOOD)
    assert [p.title for p in result.collection] == ["good", "good"]
    _named(result, "a.xqp")
    assert result.problems[0].line == 2 and result.problems[0].field in ("var", "note")


def test_fen_digits_and_numbers(tmp_path: Path) -> None:
    with pytest.raises(xiangqi.InvalidFenError, match="not a piece letter"):
        xiangqi.Board("4k4/9/9/9/²/9/9/9/9/4K4 w")
    with pytest.raises(xiangqi.InvalidFenError) as info:
        xiangqi.Board(f"{K} - - 0 {LONG}")
    assert len(str(info.value)) < 200
    result = _load(tmp_path, "f.xqp", f"4k4/9/9/9/²/9/9/9/9/4K4 w\n{GOOD}")
    assert len(result.collection) == 1
    _named(result, "f.xqp")



def test_native_counters_beyond_nine_digits_are_refused_at_load(tmp_path: Path) -> None:
    """Found by the fuzz campaign (input 14741 of seed 20261201): a 4,401-digit halfmove
    clock loaded from .xqp but could not be saved."""
    text = f"{K} - - {LONG} 1 title a;\n{K} - - 1234567890 1\n{K} - - 123456789 1\n"
    result = _load(tmp_path, "c.xqp", text)
    assert len(result.collection) == 1 and [p.line for p in result.problems] == [1, 2]
    _named(result, "c.xqp")
    assert _round_trip(result.collection, tmp_path) == result.collection


def test_dhtmlxq_move_and_tag_numbers(tmp_path: Path) -> None:
    good = ("[DhtmlXQ][DhtmlXQ_fen]4k4/9/9/9/9/9/9/9/9/4K4 w[/DhtmlXQ_fen]"
            "[DhtmlXQ_movelist]4939[/DhtmlXQ_movelist][/DhtmlXQ]\n")
    bad = [
        "[DhtmlXQ][DhtmlXQ_movelist]²²²²[/DhtmlXQ_movelist][/DhtmlXQ]\n",
        f"[DhtmlXQ][DhtmlXQ_binit]{'²' * 64}[/DhtmlXQ_binit][/DhtmlXQ]\n",
        f"[DhtmlXQ][DhtmlXQ_fen]{K}[/DhtmlXQ_fen][DhtmlXQ_move_0_{LONG}_1]4939"
        f"[/DhtmlXQ_move_0_{LONG}_1][DhtmlXQ_comment{LONG}]x[/DhtmlXQ_comment{LONG}]"
        "[DhtmlXQ_move_0_²_1]4939[/DhtmlXQ_move_0_²_1][/DhtmlXQ]\n",
    ]
    result = _load(tmp_path, "d.dhtmlxq", good + "".join(bad) + good)
    assert len(result.collection) >= 2 and result.collection[0].solution == ["e0d0"]
    _named(result, "d.dhtmlxq")


def test_json_values(tmp_path: Path) -> None:
    text = (f'[{{"fen": "{K}", "title": "a", "n": {LONG}}},\n {{"fen": 5}},\n'
            f' {{"fen": "{K}", "mate_in": {LONG}}}]')
    result = _load(tmp_path, "j.json", text)
    assert len(result.collection) == 2
    assert [p.line for p in result.problems] == [2, 3]
    _named(result, "j.json")
    lines = _load(tmp_path, "j.jsonl", f'{{"fen": "{K}", "x": {LONG}}}\n{{"fen": 1}}\n')
    assert len(lines.collection) == 1
    _named(lines, "j.jsonl")


def test_json_mate_in_true_and_huge_are_not_stipulations(tmp_path: Path) -> None:
    result = _load(tmp_path, "m.jsonl", f'{{"fen": "{K}", "mate_in": true}}\n'
                   f'{{"fen": "{K}", "mate_in": 100000}}\n{{"fen": "{K}", "mate_in": 3}}\n')
    stips = [p.stipulation for p in result.collection]
    assert stips[:2] == [None, None] and str(stips[2]) == "#3"
    assert [p.field for p in result.problems] == ["mate_in", "mate_in"]
    text = native.write(result.collection)
    assert "#True" not in text and "#100000" not in text
    assert native.read(text).collection == result.collection


def test_long_input_is_quoted_as_an_excerpt(tmp_path: Path) -> None:
    result = _load(tmp_path, "x.csv", f"fen,title\n{'k' * 100_000} w,a\n")
    assert len(str(result.problems[0])) < 300
    result = _load(tmp_path, "y.pgn", f'[FEN "{K}"]\n1. {"x" * 100_000} *\n')
    assert len(str(result.problems[0])) < 300


# ------------------------------------------------------------------ what loads, saves


def _round_trip(collection: Collection, tmp_path: Path) -> Collection:
    path = tmp_path / "out.xqp"
    io.save(collection, path)
    again = io.load(path)
    assert again.problems == []
    return again.collection


def test_lone_surrogate_in_a_title_saves(tmp_path: Path) -> None:
    result = _load(tmp_path, "s.jsonl", f'{{"fen": "{K}", "title": "a\\ud800b", "tags": '
                   '["\\udfff"], "other": "\\ud83d"}\n')
    puzzle = result.collection[0]
    assert puzzle.title == "a\ud800b"
    assert _round_trip(result.collection, tmp_path) == result.collection
    assert '"a\\ud800b"' in (tmp_path / "out.xqp").read_text(encoding="utf-8")
    io.save(result.collection, tmp_path / "out.pgn")  # PGN has no escapes: U+FFFD
    assert "a\ufffdb" in (tmp_path / "out.pgn").read_text(encoding="utf-8")


def test_surrogate_pair_escapes_read_as_one_character() -> None:
    result = native.read(f'{K} title "\\ud83d\\ude00";\n')
    assert result.collection[0].title == "\U0001f600"


def test_note_license_opcodes_and_fen_junk_save(tmp_path: Path) -> None:
    pgn_text = (f'[FEN "{K} junk more 0 1"]\n[note "n"]\n[license "l"]\n[Note "N"]\n'
                "1. e0d0 *\n")
    csv_text = f"fen,note,license,var,sol\n{K} x y 0 1,n,l,v,\n"
    eglib_text = f"a|{K} x y|e0d0\n"
    for name, text in (("p.pgn", pgn_text), ("c.csv", csv_text), ("e.eglib", eglib_text)):
        result = _load(tmp_path, name, text)
        assert result.problems == [] and len(result.collection) == 1
        assert result.collection[0].fen.split()[2:4] in ([], ["-", "-"])
        assert _round_trip(result.collection, tmp_path) == result.collection, name


def test_convert_perft_json(tmp_path: Path) -> None:
    out = tmp_path / "x.xqp"
    done = subprocess.run([sys.executable, "-m", "paiju", "convert",
                           str(corpus_file("perft.json")), str(out)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert len(io.load(out).collection) == len(io.load(corpus_file("perft.json")).collection)


def _deep_tree(depth: int) -> Puzzle:
    """A tree nested ``depth`` variations deep: at each ply the main move is a leaf and the
    alternative carries the rest (rooks shuffling between two squares)."""
    cycle = [("a1a2", "a1b1"), ("i9i8", "i9h9"), ("b1b2", "b1a1"), ("h9h8", "h9i9")]
    root = node = Node()
    for ply in range(depth):
        leaf, cont = cycle[ply % 4]
        node.child(leaf)
        node = node.child(cont)
    puzzle = Puzzle(fen="3k4r/9/9/9/9/9/9/9/R8/4K4 w")
    apply_tree(puzzle, root)
    return puzzle


def test_1200_deep_variation_tree_in_pgn(tmp_path: Path) -> None:
    puzzle = _deep_tree(1200)
    text = pgn.write(Collection(puzzles=[puzzle]))
    assert text.count("(") == 1200
    again = pgn.read(text)
    assert again.problems == []
    back = again.collection[0]
    assert sorted(map(tuple, back.lines())) == sorted(map(tuple, puzzle.lines()))
    assert _round_trip(Collection(puzzles=[puzzle]), tmp_path).puzzles[0] == puzzle


def test_shared_and_shipped_files_save_and_read_back(tmp_path: Path) -> None:
    files = sorted((ROOT / "paiju" / "data" / "collections").glob("*.xqp"))
    assert len(files) >= 6
    if PRESENT:  # and every puzzle file of the outside corpus
        files += [p for p in sorted(PUZZLES.rglob("*")) if p.is_file() and p.suffix.lower() in {
            ".xqp", ".pgn", ".xqf", ".txt", ".eglib", ".csv", ".jsonl", ".json"}
            and "LICENSE" not in p.name and p.name != "README.md"]
        assert len(files) > 10
    for path in files:
        result = io.load(path)
        text = native.write(result.collection)
        assert native.read(text).collection == result.collection, path


# ------------------------------------------------------------------ bounded cost


def _peak(script: str, *args: str) -> tuple[int, float]:
    """(peak RSS in bytes, seconds) of loading in a fresh interpreter."""
    code = ("import resource, sys, time\nfrom paiju.puzzles import io\n"
            "base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
            "t = time.perf_counter()\n" + script +
            "\nprint(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base, "
            "time.perf_counter() - t)")
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    kb, seconds = done.stdout.split()
    return int(kb) * 1024, float(seconds)


def test_xqf_of_20_mb_with_variation_flags(tmp_path: Path) -> None:
    header = bytearray(1024)
    header[0:3] = b"XQ\x0a"
    header[0x10:0x30] = bytes(range(32))  # any placement; records need not be legal
    path = tmp_path / "big.xqf"
    path.write_bytes(bytes(header) + (bytes([0x18, 0x21, 0xFF, 0]) + bytes(4)) * 2_500_000)
    grown, seconds = _peak("r = io.load(sys.argv[1])", str(path))
    assert grown < 6 * path.stat().st_size, f"{grown / 2**20:.0f} MB"
    assert seconds < 180  # minutes before the fix; a few seconds of CPU now


def test_pgn_of_4_mb_of_open_brackets(tmp_path: Path) -> None:
    path = tmp_path / "paren.pgn"
    path.write_text(f'[FEN "{K}"]\n1. e0d0 ' + "(" * 4_000_000 + "\n" + ")\n" * 200_000)
    grown, seconds = _peak("r = io.load(sys.argv[1]); assert len(r.problems) <= 1001",
                           str(path))
    assert grown < 10 * path.stat().st_size, f"{grown / 2**20:.0f} MB"
    assert seconds < 180


def test_non_regular_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(PuzzleFileError, match="not a regular file"):
        io.load("/dev/zero")
    fifo = tmp_path / "pipe.xqp"
    os.mkfifo(fifo)
    with pytest.raises(PuzzleFileError, match="not a regular file"):
        io.load(fifo)  # would block in open() if it were opened
    with pytest.raises(PuzzleFileError, match="folder"):
        io.load(tmp_path)


def test_memory_limited_load_of_dev_zero_is_refused_not_read() -> None:
    code = ("import resource\nresource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))\n"
            "from paiju.puzzles import io\ntry:\n    io.load('/dev/zero')\n"
            "except io.PuzzleFileError as e:\n    print('refused', e)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.stdout.startswith("refused /dev/zero"), done.stderr[-500:]


# ------------------------------------------------------------------ saves


def _collection() -> Collection:
    return Collection(title="t", puzzles=[Puzzle(fen=K, title="x", solution=["e0d0"])])


def test_save_fsyncs_the_file_and_its_folder(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        synced.append(os.fstat(fd).st_mode)
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    io.save(_collection(), tmp_path / "a.xqp")
    assert any(stat.S_ISREG(m) for m in synced) and stat.S_ISDIR(synced[-1])
    synced.clear()
    (tmp_path / "set").mkdir()
    atomic.write_set(tmp_path / "set", {"1.svg": b"<svg/>", "2.svg": b"<svg/>"})
    assert sum(stat.S_ISREG(m) for m in synced) == 2 and stat.S_ISDIR(synced[-1])


def test_stale_temp_files_of_a_killed_save_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "c.xqp"
    stale = tmp_path / ".c.xqp.abcd1234.tmp"
    live = tmp_path / ".c.xqp.live5678.tmp"
    other = tmp_path / ".d.xqp.abcd1234.tmp"
    for p in (stale, live, other):
        p.write_bytes(b"x" * 1000)
        os.utime(p, (time.time() - 60, time.time() - 60))
    holder = os.open(live, os.O_RDONLY)
    fcntl.flock(holder, fcntl.LOCK_EX)  # a save still running in another instance
    try:
        io.save(_collection(), target)
    finally:
        os.close(holder)
    assert not stale.exists() and live.exists() and other.exists()
    assert io.load(target).collection == _collection()


def test_killed_save_leaves_old_file_and_next_save_cleans_up(tmp_path: Path) -> None:
    target = tmp_path / "k.xqp"
    io.save(_collection(), target)
    before = target.read_bytes()
    code = ("import sys\nfrom paiju.puzzles import io\n"
            "from paiju.puzzles.model import Collection, Puzzle\n"
            f"c = Collection(puzzles=[Puzzle(fen={K!r}, title=f'n{{i}}') for i in range(1000)])"
            "\nimport paiju.puzzles.atomic as a\n"
            "def write(self, data):\n    import os, signal\n    os.write(self.fd, data[:1000])\n"
            "    os.kill(os.getpid(), signal.SIGKILL)\n"
            "a._Temp.write = write\nio.save(c, sys.argv[1])\n")
    subprocess.run([sys.executable, "-c", code, str(target)], cwd=ROOT, timeout=300)
    assert target.read_bytes() == before
    leftovers = list(tmp_path.glob(".k.xqp.*.tmp"))
    assert len(leftovers) == 1
    old = time.time() - 60
    os.utime(leftovers[0], (old, old))
    io.save(_collection(), target)
    assert not list(tmp_path.glob(".k.xqp.*.tmp"))


def test_save_onto_a_symlink_writes_its_target(tmp_path: Path) -> None:
    real = tmp_path / "real.xqp"
    io.save(Collection(), real)
    link = tmp_path / "link.xqp"
    link.symlink_to(real.name)
    io.save(_collection(), link)
    assert link.is_symlink() and io.load(real).collection == _collection()
    dangling = tmp_path / "dangling.xqp"
    dangling.symlink_to("new.xqp")
    io.save(_collection(), dangling)
    assert dangling.is_symlink() and (tmp_path / "new.xqp").is_file()


def test_read_only_file_is_refused_unless_forced(tmp_path: Path) -> None:
    path = tmp_path / "ro.xqp"
    io.save(Collection(), path)
    path.chmod(0o444)
    with pytest.raises(io.ReadOnlyFileError, match="read-only"):
        io.save(_collection(), path)
    assert io.load(path).collection == Collection()
    io.save(_collection(), path, force=True)
    assert io.load(path).collection == _collection()
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_write_errors_name_the_target_not_a_temp_file(tmp_path: Path) -> None:
    with pytest.raises(io.WriteError) as info:
        io.save(_collection(), tmp_path / "missing" / "a.xqp")
    assert str(info.value).startswith(str(tmp_path / "missing" / "a.xqp"))
    assert ".tmp" not in str(info.value) and "Errno" not in str(info.value)
    with pytest.raises(io.WriteError, match="not a regular file"):
        atomic.write_atomic("/dev/null", b"x")


def test_set_is_all_or_nothing_on_a_full_disk(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = atomic._Temp.write

    def write(self: atomic._Temp, data: bytes) -> None:
        calls.append(self.target.name)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        real(self, data)

    monkeypatch.setattr(atomic._Temp, "write", write)
    files = {f"{i:03d}.svg": b"<svg/>" for i in range(1, 6)}
    with pytest.raises(atomic.WriteError, match="No space left"):
        atomic.write_set(tmp_path, files)
    assert list(tmp_path.iterdir()) == []



def test_one_bad_json_record_keeps_the_good_ones(tmp_path: Path) -> None:
    text = corpus_file("perft.json").read_text(encoding="utf-8")
    whole = len(io.load(corpus_file("perft.json")).collection)
    i = text.index('"cpw-3')
    broken = text[:i] + '"cpw-3", ,, x: ' + text[i + 6:]
    result = _load(tmp_path, "broken.json", broken)
    assert len(result.collection) == whole - 1
    [problem] = result.problems
    record_start = text.rindex("{", 0, i)
    assert problem.line == text[:record_start].count("\n") + 1
    assert problem.field == "record 3: JSON"
