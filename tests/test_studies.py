"""Study stipulations (to play and win / draw, 红先胜 / 红先和) and their verifier
(paiju.solver.study): the file forms, the verdicts proved by real tables built here, the
engine's check of a main line, the classical draws of the outside corpus, and the shipped
study collection's proved verdicts."""

from __future__ import annotations

from pathlib import Path

import pytest
from shared_corpus import corpus_file

from paiju.cancel import SearchCancelled
from paiju.cli import main as cli_main
from paiju.cli.study import study_verifier
from paiju.puzzles.io import load
from paiju.puzzles.native import read, write
from paiju.puzzles.shipped import SHIPPED_DIR
from paiju.puzzles.verdicts import STUDY_VERDICT_WORDS, verdict_word
from paiju.rules import Board, Stipulation
from paiju.solver.solve import Solver
from paiju.solver.study import STUDY_WORDS, StudyVerifier, material
from paiju.tablebase import Tablebase

STUDIES = SHIPPED_DIR / "endgame-studies.xqp"


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Real tables for the small signatures the tests need, built here."""
    folder = tmp_path_factory.mktemp("tables")
    tb = Tablebase(folder)
    for sig in ("KRKR", "KHKA", "KHKAA", "KPKA", "KRKP"):
        tb.build(sig)
    return folder


def test_study_stipulations_parse_write_and_describe() -> None:
    assert Stipulation.parse("win") == Stipulation.study("win")
    assert Stipulation.parse("红先和") == Stipulation.study("draw")
    assert Stipulation.parse("黑先胜") == Stipulation.study("win")
    assert str(Stipulation.study("draw")) == "draw"
    assert Stipulation.study("win").describe() == "to play and win"
    assert Stipulation.study("draw").chinese(red_to_move=False) == "黑先和"
    assert Stipulation.parse("#3").is_study is False
    with pytest.raises(ValueError, match="no move count"):
        Stipulation(3, goal="win")
    with pytest.raises(ValueError, match="expected #N, checks#N, #N/qK, win, draw"):
        Stipulation.parse("先输")


def test_the_native_format_keeps_a_study_and_refuses_the_wrong_colour() -> None:
    text = "3k5/9/9/9/9/3r5/9/4R4/4K4/9 w stip 红先和;\n4k4/9/9/9/9/9/9/9/4A4/4K4 w stip 黑先胜;\n"
    loaded = read(text, "s.xqp")
    assert [p.stipulation for p in loaded.collection] == [Stipulation.study("draw")]
    assert len(loaded.problems) == 1
    problem = loaded.problems[0]
    assert (problem.line, problem.field) == (2, "stip")
    assert "has Black move first, but the position has Red to move" in problem.message
    assert write(loaded.collection) == "3k5/9/9/9/9/3r5/9/4R4/4K4/9 w stip draw;\n"


def test_the_mate_solver_refuses_a_study() -> None:
    with pytest.raises(ValueError, match="a study, not a mate problem"):
        Solver(8).solve(Board("3k5/9/9/9/9/3r5/9/4R4/4K4/9 w"), Stipulation.study("draw"))


def test_the_verdict_words_are_one_list() -> None:
    assert STUDY_WORDS == STUDY_VERDICT_WORDS


def test_tables_prove_refute_and_cook(tables: Path) -> None:
    verifier = StudyVerifier(Tablebase(tables), None, "no engine")
    horse = Board("3k5/4a4/9/9/9/9/9/4N4/9/4K4 w")  # a horse beats one advisor
    assert verifier.verify(horse, Stipulation.study("win")).text == \
        "proved: by tablebase KHKA, won for Red"
    cooked = verifier.verify(horse, Stipulation.study("draw"))
    assert cooked.word == "cooked" and "Red wins" in cooked.detail
    fortress = Board("3aka3/9/9/9/9/9/9/4N4/9/3K5 w")  # a horse does not beat two advisors
    refuted = verifier.verify(fortress, Stipulation.study("win"))
    assert refuted.word == "refuted" and "only draws" in refuted.detail
    assert verifier.verify(fortress, Stipulation.study("draw")).word == "proved"
    illegal = verifier.verify(horse, Stipulation.study("win"), ["e2e4"])
    assert illegal.text == "illegal: ply 1 (e2e4) of the main line is not legal"
    assert material(fortress) == "KHKAA"


def test_the_engine_checks_a_line_down_to_a_covered_leaf(tables: Path) -> None:
    # 九连环's last moves: the line ends in KRKR, drawn by the table.
    verifier = study_verifier(str(tables), "builtin", depth=6, movetime_ms=2000)
    board = Board("3k5/9/9/9/9/3r5/9/4R4/4K4/9 w")
    verdict = verifier.verify(board, Stipulation.study("draw"), ["e2e3", "d4d5"])
    assert verdict.word == "proved"  # covered from the start: nothing left to check
    rook_soldier = Board("4k4/9/9/9/9/4p4/9/9/4R4/3K5 w")  # KRKP: the chariot wins
    line = Tablebase(tables).best_moves(rook_soldier)
    assert line
    win = verifier.verify(rook_soldier, Stipulation.study("win"), [line[0].iccs()])
    assert win.word == "proved"


def test_a_line_ending_in_mate_is_proved_by_the_mate_prover() -> None:
    # Not covered by any table given (none): the engine checks, the prover proves the mate.
    verifier = study_verifier(None, "builtin", depth=6, movetime_ms=2000, mate_seconds=5)
    board = Board("3k5/9/9/9/9/9/9/9/9/4K1R2 w")
    verdict = verifier.verify(board, Stipulation.study("win"), ["e0e1", "d9d8", "g0d0"])
    assert verdict.text == "proved: by the mate prover, mate in 1", verdict.text  # g0g9#
    stalemated = verifier.verify(board, Stipulation.study("win"), ["g0g8"])
    assert stalemated.text == "proved: by the mate prover, mate in 1", stalemated.text


def test_each_position_leaves_a_step_and_progress_and_cancel_work() -> None:
    verifier = study_verifier(None, "builtin", depth=4, movetime_ms=2000, mate_seconds=5)
    board = Board("3k5/9/9/9/9/9/9/9/9/4K1R2 w")
    heard: list[tuple[int, int]] = []
    verdict = verifier.verify(board, Stipulation.study("win"), ["e0e1", "d9d8", "g0d0"],
                              progress=lambda done, total: heard.append((done, total)))
    assert heard == [(0, 4), (1, 4), (2, 4), (3, 4)]
    assert [(s.ply, s.by) for s in verdict.steps] == [(0, "engine"), (1, "engine"),
                                                       (2, "engine"), (3, "end")]
    assert verdict.steps[-1].outcome == "win" and verdict.steps[-1].proved
    assert all(s.depth and s.depth >= 1 and not s.proved for s in verdict.steps[:3])
    # the side to play's view: Red mates at the end, so no engine step scores Red losing
    assert all(s.mate is None or s.mate > 0 for s in verdict.steps[:3])

    def analyse_then_cancel(b: Board) -> object:
        verifier.cancel()  # as the app's Cancel does, from another thread
        return real(b)
    real = verifier.analyse
    assert real is not None
    verifier.analyse = analyse_then_cancel  # type: ignore[assignment]
    with pytest.raises(SearchCancelled):
        verifier.verify(board, Stipulation.study("win"), ["e0e1", "d9d8", "g0d0"])


def test_cli_verifies_a_study(tables: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = cli_main(["solve", "3k5/9/9/9/9/3r5/9/4R4/4K4/9 w", "--draw", "--tablebases",
                       str(tables)])
    assert status == 0
    assert capsys.readouterr().out.strip() == \
        "to play and draw: proved: by tablebase KRKR, drawn"


def test_the_classical_draws_are_verified(tables: Path) -> None:
    """九连环 ends in KRKR: its main line is checked and its leaf proved by the table."""
    path = corpus_file("formats", "xqf", "九连环.XQF")
    puzzle = load(path).collection[0]
    verifier = study_verifier(str(tables), "builtin", depth=6, movetime_ms=1000)
    verdict = verifier.verify(puzzle.board(), Stipulation.study("draw"), puzzle.solution)
    assert verdict.word == "checked", verdict.text
    assert verdict.detail.endswith("position after ply 36 (KRKR) drawn by tablebase")


def test_the_shipped_studies_proved_by_tables_hold(tables: Path) -> None:
    """Every study of the shipped collection has a stipulation, source and verdict; those
    proved by the small tables built here are proved again."""
    studies = load(STUDIES).collection
    assert len(studies) >= 10
    verifier = StudyVerifier(Tablebase(tables), None, "no engine")
    again = 0
    for puzzle in studies:
        assert puzzle.stipulation is not None and puzzle.stipulation.is_study, puzzle.title
        assert puzzle.source and verdict_word(puzzle) in STUDY_VERDICT_WORDS, puzzle.title
        text = puzzle.extra["verdict"]
        if text.startswith("proved: by tablebase") and material(puzzle.board()) in (
                "KRKR", "KHKA", "KHKAA", "KPKA", "KRKP"):
            assert verifier.verify(puzzle.board(), puzzle.stipulation,
                                   puzzle.solution).text == text
            again += 1
    assert again >= 4


def test_pgn_keeps_a_study_and_refuses_the_wrong_colour() -> None:
    from paiju.puzzles.io import dumps, loads
    from paiju.puzzles.model import Collection, Puzzle

    study = Puzzle(fen="3k5/9/9/9/9/3r5/9/4R4/4K4/9 w - - 0 1",
                   stipulation=Stipulation.study("draw"), solution=["e2e3"])
    text = dumps(Collection(puzzles=[study]), "pgn")
    assert '[Stipulation "draw"]' in text
    back = loads(text, "pgn")
    assert back.collection[0].stipulation == Stipulation.study("draw") and not back.problems
    wrong = loads(text.replace('"draw"', '"黑先和"'), "pgn", "s.pgn")
    assert [p.field for p in wrong.problems] == ["[Stipulation]"]
    assert "has Black move first" in wrong.problems[0].message
