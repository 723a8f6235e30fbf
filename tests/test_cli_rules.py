"""``paiju perft / validate / moves / bench`` through paiju.cli.main."""

from __future__ import annotations

import json

import pytest
from rules_positions import setup

from paiju.cli import main
from paiju.engine.uci_engine import find_fairy_stockfish
from paiju.rules import STARTING_FEN

HE_START = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r"
FACING = setup("Ke0 Ra0 ke9")
STALEMATE = setup("Kd0 Rf1 Ra8 ke9", "b")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


# -- perft ------------------------------------------------------------------------

@pytest.mark.parametrize(("fen", "depth", "nodes"), [
    ("startpos", "0", "1"), ("startpos", "1", "44"), ("startpos", "3", "79666"),
    (HE_START, "2", "1920"), (STARTING_FEN, "2", "1920"),
    ("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", "3", "43929"),
    (STALEMATE, "2", "0"),
])
def test_perft_last_line_is_the_count(capsys: pytest.CaptureFixture[str], fen: str,
                                      depth: str, nodes: str) -> None:
    code, lines, err = run(capsys, "perft", fen, depth)
    assert code == 0 and not err
    assert lines[-1] == nodes


def test_perft_divide(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "perft", "startpos", "3", "--divide")
    assert code == 0
    assert lines[-1] == "79666"
    rows = dict(line.split(": ") for line in lines[:-1])
    assert len(rows) == 44
    assert sum(int(n) for n in rows.values()) == 79666
    assert list(rows) == sorted(rows)
    # h2e2 (central cannon): 44 replies, then each reply's own tree
    code, after, _ = run(capsys, "perft",
                         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b", "2")
    assert rows["h2e2"] == after[-1]


# -- validate ---------------------------------------------------------------------

def test_validate_legal_setup(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, err = run(capsys, "validate", "startpos")
    assert code == 0 and not err
    assert lines == ["ok: a legal setup"]


def test_validate_errors_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "validate", setup("Ke0 Be4 ke9 Pc3 Pc4"))
    assert code == 1
    assert lines == [
        "error elephant-off-point: Red elephant on e4 is not on an elephant point",
        "warning soldiers-same-file: Red soldiers on c3 and c4 share a file on their own "
        "half, which cannot happen in a game",
    ]
    code, lines, _ = run(capsys, "validate", FACING)
    assert code == 1
    assert lines == ["error generals-facing: Red general on e0 and Black general on e9 face "
                     "each other on an open file"]


def test_validate_warnings_only_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "validate", STALEMATE)
    assert code == 0
    assert lines == ["warning no-legal-move: Black is to move and has no legal move: "
                     "the game is already over"]


def test_validate_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "validate", FACING, "--json")
    assert code == 1
    data = json.loads("\n".join(lines))
    assert data["valid"] is False
    assert data["fen"] == FACING
    assert data["issues"] == [{
        "severity": "error", "code": "generals-facing", "squares": ["e0", "e9"],
        "message": "Red general on e0 and Black general on e9 face each other on an open file",
    }]
    code, lines, _ = run(capsys, "validate", "startpos", "--json")
    assert code == 0 and json.loads("\n".join(lines))["issues"] == []


# -- moves ------------------------------------------------------------------------

def test_moves_iccs_default(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "moves", "startpos")
    assert code == 0
    assert len(lines) == 44 and len(set(lines)) == 44
    assert "h2e2" in lines and "b0c2" in lines and "h2h9" in lines
    assert lines == sorted(lines)


@pytest.mark.parametrize(("notation", "expected"), [
    ("iccs", "h2e2"), ("wxf", "C2.5"), ("chinese", "炮二平五"),
])
def test_moves_in_each_notation(capsys: pytest.CaptureFixture[str], notation: str,
                                expected: str) -> None:
    code, lines, _ = run(capsys, "moves", "startpos", "--notation", notation)
    assert code == 0 and len(lines) == 44
    assert expected in lines


def test_moves_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "moves", setup("Ke0 Ra0 kd9"), "--notation", "wxf", "--json")
    assert code == 0
    data = json.loads("\n".join(lines))
    assert data["notation"] == "wxf"
    rows = {row["iccs"]: row["text"] for row in data["moves"]}
    assert rows["a0a9"] == "R9+9"
    assert rows["e0f0"] == "K5.4"
    assert "e0d0" not in rows  # the general would face the other one


def test_moves_of_a_finished_game_is_empty(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "moves", STALEMATE)
    assert code == 0 and lines == []


# -- bad input ------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [
    ["perft", "rnbakabnr/9/9 w", "2"],
    ["validate", "rnbakabnr/9/1c5c1/p1p1x1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"],
    ["moves", f"{STARTING_FEN.split()[0]} x"],
    ["perft", "--divide", f"{STARTING_FEN} extra", "1"],
])
def test_bad_fen_is_one_line_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, lines, err = run(capsys, *argv)
    assert code == 2
    assert lines == []
    assert len(err.strip().splitlines()) == 1
    assert err.startswith(f"paiju {argv[0]}: error: FEN ")
    assert "Traceback" not in err


@pytest.mark.parametrize("argv", [
    ["perft", "startpos", "-1"], ["perft", "startpos", "two"],
    ["moves", "startpos", "--notation", "pgn"],
])
def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


# -- bench --------------------------------------------------------------------------

def test_bench_prints_core_and_python_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "bench", "--depth", "3", "--python-depth", "2")
    assert code == 0
    assert len(lines) == 2
    assert lines[0].startswith("perft(3) compiled core: 79666 nodes in ")
    assert lines[0].endswith(" nodes/s")
    assert lines[1].startswith("perft(2) Python API: 1920 nodes in ")
    assert "bar >= 300,000 nodes/s" in lines[1]


@pytest.mark.skipif(find_fairy_stockfish() is None, reason="fairy-stockfish not installed")
def test_bench_compare_with_fairy_stockfish(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "bench", "--compare", "--depth", "3", "--python-depth", "1",
                         "--repeat", "1")
    assert code == 0
    assert lines[0].startswith("perft(3) compiled core: 79666 nodes")
    assert lines[1].startswith("perft(3) Fairy-Stockfish: 79666 nodes")
    assert lines[2].startswith("ratio ours/Fairy-Stockfish: ")
    assert lines[3].startswith("perft(1) Python API: 44 nodes")
