"""`paiju solve`: problemist text, JSON fields, collections with a summary, clean errors."""

from __future__ import annotations

import json
from pathlib import Path

from paiju.cli import main
from paiju.puzzles.io import save
from paiju.puzzles.model import Collection, Puzzle
from paiju.rules import Stipulation

MATE3 = "2b2k3/4R1P1n/3r1n3/P7p/5c3/9/4P3P/7C1/4A4/4KAB2 w"


def test_solve_fen_text(capsys) -> None:
    assert main(["solve", MATE3, "--mate", "3"]) == 0
    out = capsys.readouterr().out
    assert "mate in 3: sound" in out
    assert "1.h2h9!" in out and "but" in out  # key and a try


def test_solve_fen_json_chinese(capsys) -> None:
    assert main(["solve", MATE3, "--mate", "3", "--json", "--notation", "chinese"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"] == "sound" and data["mate_in"] == 3
    assert data["keys"] == ["h2h9"] and len(data["main_line"]) == 5
    for field in ("tries", "tree", "nodes", "seconds"):
        assert field in data


def test_solve_fen_on_one_thread_or_two_says_the_same(capsys) -> None:
    outs = []
    for threads in ("1", "2"):
        assert main(["solve", MATE3, "--mate", "3", "--json", "--threads", threads]) == 0
        data = json.loads(capsys.readouterr().out)
        outs.append({k: data[k] for k in ("verdict", "mate_in", "keys", "tries", "main_line")})
    assert outs[0] == outs[1] and outs[0]["tries"]


def test_solve_collection_summary(tmp_path: Path, capsys) -> None:
    path = tmp_path / "set.xqp"
    save(Collection(title="t", puzzles=[
        Puzzle(fen=MATE3, title="sound one", stipulation=Stipulation(3)),
        Puzzle(fen="3k5/9/9/9/R7R/9/9/9/9/4K4 w", title="cooked", stipulation=Stipulation(1)),
        Puzzle(fen="3k5/9/9/9/9/9/9/9/9/4K4 w", title="no stipulation"),
        Puzzle(fen="3k5/9/9/9/9/9/9/9/9/4K1R2 w", title="study",
               stipulation=Stipulation.study("win"), solution=["g0g8"]),
    ]), path)
    no_tables = tmp_path / "no-tables"  # the study is proved by the mate prover, not tables
    assert main(["solve", str(path), "--tablebases", str(no_tables)]) == 0
    captured = capsys.readouterr()
    assert "[1/4] sound one: sound" in captured.err
    assert "[2/4] cooked: cooked" in captured.err
    assert "[3/4] no stipulation: position only (no stipulation: give --mate N" in captured.err
    assert ("[4/4] study: to play and win: proved: by the mate prover, mate in 1"
            in captured.err)
    assert captured.out.splitlines()[0].split() == ["sound", "cooked", "short", "unsolved",
                                                    "errors", "positions", "studies"]
    assert captured.out.splitlines()[1].split() == ["1", "1", "0", "0", "0", "1", "1"]


def test_solve_bad_fen_is_one_line(capsys) -> None:
    assert main(["solve", "rnbakabnr/9/9 w", "--mate", "2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "FEN" in err and "Traceback" not in err
