"""Fuzzing every reader: arbitrary or mutated input gives puzzles and ReadProblems or a
PuzzleFileError, never another exception, and returns quickly."""

from __future__ import annotations

import os
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shared_corpus import PRESENT, PUZZLES, needs_corpus

from paiju.puzzles import io
from paiju.puzzles.problems import LoadResult, PuzzleFileError

# PAIJU_FUZZ_EXAMPLES=5000 for a long local run; CI keeps the default small.
FUZZ = settings(max_examples=int(os.environ.get("PAIJU_FUZZ_EXAMPLES", "60")), deadline=2000,
                suppress_health_check=list(HealthCheck))
TEXT_FORMATS = ["native", "pgn", "dhtmlxq", "eglib", "csv", "jsonl", "json"]

SEEDS = {
    "native": '#! title "x";\n4k4/9/9/9/9/9/9/9/9/4K4 w title "a b"; sol e0d0; var 0 e0f0; '
              'note 0 1 "c"; tags t;\n',
    "pgn": '[FEN "4k4/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1"]\n1... e9d9 {c} (1... e9f9) 2. e0f0 *\n'
           "[Event \"x\"]\n1. 炮二平五 炮８平５ 2. C2.5 *\n",
    "dhtmlxq": "[DhtmlXQ][DhtmlXQ_binit]9999999949999999999999999999999999999999309999999999"
               "999999999999[/DhtmlXQ_binit][DhtmlXQ_movelist]4948[/DhtmlXQ_movelist]"
               "[DhtmlXQ_move_0_1_1]4959[/DhtmlXQ_move_0_1_1][DhtmlXQ_comment1]x"
               "[/DhtmlXQ_comment1][/DhtmlXQ]",
    "eglib": "a|4k4/9/9/9/9/9/9/9/9/4K4 w|e0d0,d9d8\na|4k4/9/9/9/9/9/9/9/9/4K4 w|e0f0\n",
    "csv": "title, fen, moves, hint\nx, 4k4/9/9/9/9/9/9/9/9/4K4 w, e0d0, h\n",
    "jsonl": '{"fen": "4k4/9/9/9/9/9/9/9/9/4K4 w", "mate_in": 1, "engine_line": ["e0d0"]}\n',
    "json": '{"positions": [{"fen": "4k4/9/9/9/9/9/9/9/9/4K4 w", "id": "a"}]}',
}


def _check(result: LoadResult, started: float) -> None:
    assert isinstance(result, LoadResult)
    for problem in result.problems:
        assert problem.line >= 1 and problem.message
    for puzzle in result.collection:
        assert isinstance(puzzle.fen, str) and all(len(m) == 4 for m in puzzle.solution)
    assert time.perf_counter() - started < 5  # a hang guard; speed is benchmarked


@st.composite
def _mutated(draw: st.DrawFn, seed: str) -> str:
    """The seed text with a few random cuts, insertions and duplications."""
    text = seed
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 20)))
        op = draw(st.sampled_from(["cut", "insert", "dup"]))
        if op == "cut":
            text = text[:i] + text[j:]
        elif op == "insert":
            text = text[:i] + draw(st.text(max_size=8)) + text[i:]
        else:
            text = text[:j] + text[i:j] * 3 + text[j:]
    return text


def _fuzz_text(fmt: str, text: str) -> None:
    started = time.perf_counter()
    try:
        result = io.loads(text, fmt, "fuzz")
    except PuzzleFileError:
        return
    _check(result, started)


@FUZZ
@given(st.sampled_from(TEXT_FORMATS), st.text(max_size=300))
def test_text_readers_on_random_text(fmt: str, text: str) -> None:
    _fuzz_text(fmt, text)


@FUZZ
@given(st.data())
def test_text_readers_on_mutated_files(data: st.DataObject) -> None:
    fmt = data.draw(st.sampled_from(TEXT_FORMATS))
    _fuzz_text(fmt, data.draw(_mutated(SEEDS[fmt])))


@FUZZ
@given(st.text(max_size=300))
def test_format_detection_on_random_text(text: str) -> None:
    _fuzz_text(None, text)  # type: ignore[arg-type]


_XQF = [(PUZZLES / "formats" / "xqf" / name).read_bytes()
        for name in ("九连环.XQF", "第01局.xqf")] if PRESENT else []


@needs_corpus
@FUZZ
@given(st.sampled_from(_XQF), st.lists(st.tuples(st.integers(0, 3399), st.integers(0, 255)),
                                       max_size=12), st.integers(0, 3400))
def test_xqf_reader_on_mutated_files(data: bytes, flips: list[tuple[int, int]],
                                     cut: int) -> None:
    buf = bytearray(data[:max(cut, 1)])
    for pos, value in flips:
        if pos < len(buf):
            buf[pos] = value
    started = time.perf_counter()
    try:
        result = io.load_bytes(bytes(buf), "fuzz.xqf")
    except PuzzleFileError as exc:
        assert "fuzz.xqf" in str(exc)
        return
    _check(result, started)


@FUZZ
@given(st.binary(max_size=2000), st.sampled_from(["x.xqp", "x.pgn", "x.xqf", "x.bin", "x.csv"]))
def test_load_bytes_on_random_binary(data: bytes, name: str) -> None:
    started = time.perf_counter()
    try:
        result = io.load_bytes(data, name)
    except PuzzleFileError as exc:
        assert name in str(exc)
        return
    _check(result, started)


def test_large_inputs_stay_linear() -> None:
    """Long lines and deep nesting: no quadratic blow-up, no recursion error."""
    started = time.perf_counter()
    io.loads("4k4/9/9/9/9/9/9/9/9/4K4 w " + "x" * 200_000, "native")
    io.loads('4k4/9/9/9/9/9/9/9/9/4K4 w title "' + "a" * 200_000, "native")
    io.loads("1. h2e2 " + "( " * 5000 + ")" * 5000, "pgn")
    io.loads("[" * 100_000, "json")
    io.loads("[DhtmlXQ]" * 5000, "dhtmlxq")
    assert time.perf_counter() - started < 30  # a hang guard; speed is benchmarked
