"""The native .xqp format: spec examples, errors with positions, lossless round trip, speed."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paiju.puzzles import io, native
from paiju.puzzles.model import Collection, Puzzle, Stipulation

FEN = "1RN1k4/3P3rC/6n2/9/9/9/9/4p4/3p5/c1rAK4 w"
LINE = ["d8e8", "e9f9", "e8e9", "f9e9", "c9d7"]

EXAMPLE = f"""#! title "梦入神机 (excerpt)";
#! licence GPL-3.0;
# an ordinary comment line
{FEN} title 由中应外; stip checks#3; sol {' '.join(LINE)}; var 2 e8e7; \
note 1 3 "a \\"try\\"\\nsecond line"; tags classical "two words"; zz 1 "x y";
{FEN} - - 0 1
"""


def test_reads_example() -> None:
    result = native.read(EXAMPLE, "ex.xqp")
    assert result.problems == []
    coll = result.collection
    assert (coll.title, coll.licence) == ("梦入神机 (excerpt)", "GPL-3.0")
    p = coll[0]
    assert p.fen == FEN and p.title == "由中应外"
    assert p.stipulation == Stipulation(3, checks_only=True)
    assert p.solution == LINE
    assert p.variations == [["d8e8", "e9f9", "e8e7"]]
    assert p.move_comments == {("d8e8", "e9f9", "e8e7"): 'a "try"\nsecond line'}
    assert p.tags == ["classical", "two words"]
    assert p.extra == {"zz": '1 "x y"'}
    assert coll[1].fen == FEN + " - - 0 1" and coll[1].solution == []


def test_plain_fen_list_is_a_collection() -> None:
    text = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n" \
           "4k4/9/9/9/9/9/9/9/9/4K4 b\n"
    result = io.loads(text)
    assert result.format == "native" and len(result.collection) == 2
    assert result.collection[1].board().turn.label == "Black"


@pytest.mark.parametrize("line, at, words", [
    ("not a fen", "not", "must start with a FEN"),
    ('4k4/9/9/9/9/9/9/9/9/4K4 w title "open', '"open', "no closing"),
    ("4k4/9/9/9/9/9/9/9/9/4K4 w sol e9;", "sol", "not an ICCS move"),
    ("4k4/9/9/9/9/9/9/9/9/4K4 w stip #0;", "stip", "stipulation"),
    ("4k4/9/9/9/9/9/9/9/9/4X4 w", "4k4", "not a piece letter"),
    ("4k4/9/9/9/9/9/9/9/9/4K4 w title a; title b;", "title b", "given twice"),
    ("4k4/9/9/9/9/9/9/9/9/4K4 w var 3 e0e1;", "var", "shares 3 plies"),
    ("4k4/9/9/9/9/9/9/9/9/4K4 w ; x", ";", "without an opcode"),
    ('4k4/9/9/9/9/9/9/9/9/4K4 w title "\\q";', "\\q", "unknown escape"),
])
def test_bad_records_are_reported_and_skipped(line: str, at: str, words: str) -> None:
    text = f"4k4/9/9/9/9/9/9/9/9/4K4 w\n{line}\n4k4/9/9/9/9/9/9/9/9/4K4 b\n"
    result = native.read(text, "bad.xqp")
    assert len(result.collection) == 2
    [problem] = result.problems
    column = line.index(at) + 1
    assert (problem.path, problem.line, problem.column) == ("bad.xqp", 2, column)
    assert words in problem.message
    assert str(problem).startswith(f"bad.xqp:2:{column}: ")


def test_write_is_canonical_and_lossless() -> None:
    coll = native.read(EXAMPLE).collection
    text = native.write(coll)
    again = native.read(text)
    assert again.problems == [] and again.collection == coll
    assert native.write(again.collection) == text


def test_writer_refuses_unstorable_data() -> None:
    bad_extra = Collection(puzzles=[Puzzle(fen=FEN, extra={"title": "x"})])
    with pytest.raises(io.PuzzleFileError, match="extra opcode"):
        native.write(bad_extra)
    bad_comment = Collection(puzzles=[Puzzle(fen=FEN, move_comments={("a0a1",): "x"})])
    with pytest.raises(io.PuzzleFileError, match="not a move of the solution"):
        native.write(bad_comment)
    with pytest.raises(io.PuzzleFileError, match="FEN"):
        native.write(Collection(puzzles=[Puzzle(fen="nonsense")]))


# ---------------------------------------------------------------- hypothesis round trip

_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)
_moves = st.lists(st.from_regex(r"[a-i][0-9][a-i][0-9]", fullmatch=True), max_size=6)
_fens = st.sampled_from([FEN, FEN + " - - 0 1", "4k4/9/9/9/9/9/9/9/9/4K4 b",
                         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r"])
_opcodes = st.from_regex(r"[a-z][a-z0-9_]{1,6}", fullmatch=True).filter(
    lambda s: s not in native.PUZZLE_OPS and s not in native.HEADER_OPS and s != "license")
_stips = st.none() | st.builds(Stipulation, st.integers(1, 30), st.just(False),
                               st.none() | st.integers(0, 5)) \
    | st.builds(Stipulation, st.integers(1, 30), st.just(True))


@st.composite
def _puzzles(draw: st.DrawFn) -> Puzzle:
    solution = draw(_moves)
    variations = draw(st.lists(_moves, max_size=3))
    lines = [solution, *variations]
    paths = [tuple(line[:k]) for line in lines for k in range(1, len(line) + 1)]
    comments = {}
    if paths:
        for path in draw(st.lists(st.sampled_from(paths), max_size=3)):
            comments[path] = draw(_text)
    return Puzzle(
        fen=draw(_fens), title=draw(_text), author=draw(_text), source=draw(_text),
        date=draw(_text), stipulation=draw(_stips), solution=solution, hint=draw(_text),
        comment=draw(_text), tags=draw(st.lists(_text, max_size=3)), variations=variations,
        move_comments=comments, extra=draw(st.dictionaries(_opcodes, _text, max_size=2)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_puzzles(), max_size=4), _text, _text,
       st.dictionaries(_opcodes, _text, max_size=2))
def test_round_trip_write_read_write(puzzles: list[Puzzle], title: str, licence: str,
                                     extra: dict[str, str]) -> None:
    coll = Collection(title=title, licence=licence, extra=extra, puzzles=puzzles)
    text = native.write(coll)
    result = native.read(text)
    assert result.problems == []
    assert native.write(result.collection) == text
    assert len(result.collection) == len(puzzles)
    for a, b in zip(puzzles, result.collection, strict=True):
        assert (b.title, b.solution, b.variations, b.move_comments, b.stipulation) == \
            (a.title, a.solution, a.variations, a.move_comments, a.stipulation)


# ---------------------------------------------------------------- files and speed


def test_save_is_atomic_and_round_trips(tmp_path: Path) -> None:
    coll = native.read(EXAMPLE).collection
    target = tmp_path / "c.xqp"
    io.save(coll, target)
    first = target.read_bytes()
    io.save(io.load(target).collection, target)
    assert target.read_bytes() == first
    # a failing save leaves the old file and no temporary file
    coll.puzzles.append(Puzzle(fen="garbage"))
    with pytest.raises(io.PuzzleFileError):
        io.save(coll, target)
    assert target.read_bytes() == first
    assert [p.name for p in tmp_path.iterdir()] == ["c.xqp"]


def test_100k_puzzles_load(tmp_path: Path) -> None:
    """A 100,000-puzzle file loads whole (a hang guard: its speed is not a measured figure)."""
    lines = [f"{FEN} title \"No. {i}\"; stip checks#3; sol {' '.join(LINE)};"
             for i in range(100_000)]
    path = tmp_path / "big.xqp"
    path.write_text("#! title big;\n" + "\n".join(lines) + "\n", encoding="utf-8")
    start = time.perf_counter()
    result = io.load(path)
    elapsed = time.perf_counter() - start
    assert len(result.collection) == 100_000 and result.problems == []
    assert elapsed < 120, f"100 000 puzzles took {elapsed:.1f} s"  # a hang guard only


def test_docs_example_reads_cleanly() -> None:
    doc = (Path(__file__).resolve().parent.parent / "docs" / "puzzle-format.md").read_text(
        encoding="utf-8")
    example = doc.split("```\n", 2)[1]
    result = native.read(example, "doc")
    assert result.problems == [] and len(result.collection) == 3
    assert result.collection.licence == "GPL-3.0"
    lines = native.read("4k4/9/9/9/9/9/9/9/9/4K4 w sol h2e2 e9f9 e2f2; var 2 e2e1; "
                        "var 1 e9d9 e2d2;").collection[0].lines()
    assert lines == [["h2e2", "e9f9", "e2f2"], ["h2e2", "e9f9", "e2e1"],
                     ["h2e2", "e9d9", "e2d2"]]
