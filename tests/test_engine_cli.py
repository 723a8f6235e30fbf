"""``paiju analyse`` through paiju.cli.main, and the openings file of ``paiju match``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paiju.cli import main
from paiju.engine.match import OpeningsError, load_openings
from paiju.rules import Board

FREE_CHARIOT = "3a1k3/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_analyse_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "analyse", FREE_CHARIOT, "--depth", "4")
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0] == "best move: a0a5"
    assert lines[2].startswith("depth: 4/")
    assert lines[3].startswith("line: a0a5")


def test_analyse_json_in_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "analyse", FREE_CHARIOT, "--movetime", "300", "--notation",
                       "chinese", "--json")
    data = json.loads(out)
    assert code == 0 and data["best_move_iccs"] == "a0a5"
    assert data["best_move"] == "车九进五"
    assert data["pv"][0] == "车九进五" and data["pv_iccs"][0] == "a0a5"
    assert data["score_cp"] > 500 and data["nodes"] > 0 and data["depth"] >= 1


def test_analyse_reports_a_mate(capsys: pytest.CaptureFixture[str]) -> None:
    board = Board("3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 0 1")
    code, out, _ = run(capsys, "analyse", board.fen(), "--depth", "5", "--json")
    data = json.loads(out)
    assert code == 0 and data["mate"] is not None and data["mate"] > 0
    line = board.copy()
    for text in data["pv_iccs"]:
        line.push_iccs(text)
    assert line.is_checkmate() or line.is_stalemate()


def test_analyse_at_a_level(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "analyse", "startpos", "--level", "1", "--json")
    data = json.loads(out)
    assert code == 0 and data["level"] == 1 and data["depth"] == 1
    assert data["best_move_iccs"] in {m.iccs() for m in Board().legal_moves}


def test_analyse_sees_a_perpetual_chase_in_the_game_moves(
        capsys: pytest.CaptureFixture[str]) -> None:
    # Black a chariot up; Red's only "saving" line is to chase the cannon for ever (it loses).
    fen, cycle = "1r1aka3/9/7c1/R8/9/9/9/9/9/5K3 w - - 0 1", "a6a7 h7h6 a7a6 h6h7"
    # Played twice, the cycle's next a6a7 is a third occurrence: Red's loss by the rules.
    code, out, _ = run(capsys, "analyse", fen, "--moves", cycle + " " + cycle, "--depth", "6",
                       "--json")
    data = json.loads(out)
    assert code == 0 and data["best_move_iccs"] != "a6a7" and data["score_cp"] < -300
    code, out, _ = run(capsys, "analyse", fen, "--moves", cycle + " a6a7 h7h6 a7a6",
                       "--depth", "6")
    assert code == 0 and out.splitlines()[0] == "best move: h6h7"  # into Red's chase
    code, _, err = run(capsys, "analyse", fen, "--moves", "a6a7 a7a8")
    assert code == 2 and "move 2 'a7a8'" in err and len(err.splitlines()) == 1


def test_analyse_multipv(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "analyse", "startpos", "--depth", "4", "--multipv", "3",
                       "--notation", "wxf", "--json")
    data = json.loads(out)
    lines = data["lines"]
    assert code == 0 and [line["multipv"] for line in lines] == [1, 2, 3]
    assert len({line["pv_iccs"][0] for line in lines}) == 3
    assert lines[0]["pv_iccs"] == data["pv_iccs"] and lines[0]["pv"][0] == data["best_move"]
    assert [line["score_cp"] for line in lines] == sorted(
        (line["score_cp"] for line in lines), reverse=True)
    code, out, _ = run(capsys, "analyse", "startpos", "--depth", "3", "--multipv", "2")
    assert code == 0 and out.splitlines()[-2].startswith("1. ") \
        and out.splitlines()[-1].startswith("2. ")
    code, _, err = run(capsys, "analyse", "startpos", "--multipv", "11")
    assert code == 2 and "--multipv" in err and len(err.splitlines()) == 1


def test_analyse_user_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "analyse", "not a fen")
    assert code == 2 and err.startswith("paiju analyse: error:") and len(err.splitlines()) == 1
    code, _, err = run(capsys, "analyse", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")  # facing
    assert code == 2 and "illegal position" in err


def test_shipped_openings_are_legal_and_varied() -> None:
    openings = load_openings()
    assert len(openings) >= 16
    assert len({o.moves[0] for o in openings}) >= 6  # several first moves, not one system
    assert len({o.name for o in openings}) == len(openings)


def test_bad_openings_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "o.txt"
    path.write_text("# comment\ngood: h2e2 h9g7\nbad: h2e2 h2e3\n", encoding="utf-8")
    with pytest.raises(OpeningsError, match=r"o\.txt:3"):
        load_openings(path)


def test_analyse_takes_the_moves_unquoted_and_reports_the_whole_movetime(
        capsys: pytest.CaptureFixture[str]) -> None:
    # The README's form: one word per move, no quotes; the quoted form still works.
    code, out, err = run(capsys, "analyse", "startpos", "--moves", "h2e2", "h9g7",
                         "--movetime", "400", "--json")
    assert code == 0 and not err
    data = json.loads(out)
    after = Board()
    after.push_iccs("h2e2")
    after.push_iccs("h9g7")
    assert data["fen"] == after.fen()
    # the search thinks for the whole --movetime: the time reported is that, not the time of
    # the last finished depth (which is reported apart)
    assert 360 <= data["time_ms"] <= 700, data["time_ms"]
    assert data["depth_time_ms"] <= data["time_ms"]
    code, out, _ = run(capsys, "analyse", "startpos", "--moves", "h2e2 h9g7", "--depth", "2",
                       "--json")
    assert code == 0 and json.loads(out)["fen"] == after.fen()
