"""``paiju info``: the counts read right in the singular, and every problem is listed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paiju.cli import main


def test_info_lists_each_problem_and_counts_in_the_singular(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    one = tmp_path / "one.xqp"
    one.write_text('3k5/9/9/9/9/9/9/9/R8/4K4 w title "a chariot"; stip #1; sol a1a9;\n'
                   '3k5/9/9/9/9/9/9/9/R8/4K4 w\n', encoding="utf-8")
    assert main(["info", str(one)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{one}: native, 2 puzzles (1 with a solution, 0 variations)"
    assert "     1. a chariot: #1, 1 ply of solution" in out
    assert "     2. 3k5/9/9/9/9/9/9/9/R8/4K4 w: no stipulation, no solution" in out
    one.write_text('3k5/9/9/9/9/9/9/9/R8/4K4 w title "a chariot"; stip #1; sol a1a9;\n',
                   encoding="utf-8")
    assert main(["info", str(one)]) == 0
    assert capsys.readouterr().out.startswith(f"{one}: native, 1 puzzle (1 with a solution")
    assert main(["info", str(one), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["problems"] == [{"number": 1, "title": "a chariot",
                                 "fen": "3k5/9/9/9/9/9/9/9/R8/4K4 w", "stipulation": "#1",
                                 "solution_plies": 1, "verdict": ""}]
