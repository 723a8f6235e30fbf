"""Endgame tablebases (paiju.tablebase, issue 42): the C builder against a plain reference,
mate distances against the mate solver, the perpetual-check rule, signatures, files, CLI."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from tb_reference import Reference

from paiju import _native
from paiju.cli import main
from paiju.rules import Board, Move
from paiju.solver.prover import MateProver
from paiju.tablebase import Tablebase, Verdict, canonical, closure
from paiju.tablebase import Verdict as TbVerdict
from paiju.tablebase.files import read_table, table_path
from paiju.tablebase.tables import board_from_codes


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Tablebase:
    """One folder of tables for the module (each built once, on first use)."""
    return Tablebase(tmp_path_factory.mktemp("tables"))


def built(tb: Tablebase, sig: str) -> Tablebase:
    tb.build(sig)
    return tb


def fen_of(key: tuple[str, int]) -> str:
    return f"{key[0]} {'w' if key[1] == 0 else 'b'}"


# -- the reference agrees on every position ------------------------------------------

def assert_agree(tb: Tablebase, ref: Reference) -> None:
    """The table's verdict is the reference's on every position the reference solved."""
    wrong = []
    for key, want in ref.values.items():
        got = tb.probe(Board(fen_of(key)))
        assert got is not None
        if (got.outcome, got.plies) != want:
            wrong.append((fen_of(key), want, got))
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("sig", ["KRK", "KHK", "KCK", "KPK", "KRKA", "KHKA", "KPKE"])
def test_reference_agrees_on_every_position(tables: Tablebase, sig: str) -> None:
    tb = built(tables, sig)
    ref = Reference(sig)
    assert len(ref.values) > 1000
    assert_agree(tb, ref)
    # the longest mate the table reports is the reference's for the full material
    header, _ = read_table(table_path(tb.directory, sig))
    full = [d for (fen, _), (_, d) in ref.values.items()
            if d is not None and sum(c.isalpha() for c in fen) == len(sig)]
    assert header["stats"]["max_plies"] == max(full, default=-1)


@pytest.mark.slow
@pytest.mark.parametrize("sig", ["KRKAA", "KHKAA"])
def test_reference_agrees_with_two_men_of_one_kind(tables: Tablebase, sig: str) -> None:
    """Two advisors: the table keeps one order of the pair, the reference sees every
    placement. About two minutes each of pure Python."""
    tb = built(tables, sig)
    assert_agree(tb, Reference(sig))


@pytest.mark.slow
def test_reference_agrees_with_the_perpetual_check_rule(tables: Tablebase) -> None:
    """KRKH: the horse's side holds some positions only by perpetual check; the rule turns
    them into losses (about 1,600 positions). Several minutes of pure Python."""
    tb = built(tables, "KRKH")
    ref = Reference("KRKH")
    rule = [k for k, (o, d) in ref.values.items() if d is None and o != "draw"]
    assert len(rule) > 1000
    assert_agree(tb, ref)


# -- the perpetual-check rule ---------------------------------------------------------

RULE_FEN = "9/9/4k4/9/9/9/9/9/1n7/R2K5 w"
"""Red must step out of the horse's check; Black can then only avoid mate by checking
for ever, which the rule (docs/rules.md section 3) makes a loss."""


def test_checks_for_ever_lose(tables: Tablebase) -> None:
    tb = built(tables, "KRKH")
    board = Board(RULE_FEN)
    assert tb.probe(board) == Verdict("win", None, True)
    moves = tb.probe_moves(board)
    assert moves is not None and [m.iccs() for m, _ in moves] == ["d0d1"]
    board.push(Move.from_iccs("d0d1"))
    assert tb.probe(board) == Verdict("loss", None, True)
    # every Black move that gives no check loses by mate; the checks keep it from mate only
    for move, value in tb.probe_moves(board) or []:
        if not board.gives_check(move):
            assert value.outcome == "loss" and value.plies is not None, move.iccs()


def test_rule_losses_only_where_every_quiet_move_loses(tables: Tablebase) -> None:
    """Every move of a position lost by the rule loses too (by mate or by the rule)."""
    tb = built(tables, "KRKH")
    header, data = read_table(table_path(tb.directory, "KRKH"))
    n = header["size"]
    seen = 0
    for g, v in enumerate(data):
        if v != _native.TB_LOSS_RULE:
            continue
        codes = _native.tb_position("KRKH", g % n, g // n)
        assert codes is not None
        board = board_from_codes(codes, g // n)
        for move, value in tb.probe_moves(board) or []:
            assert value.outcome == "loss", (board.epd(), move.iccs())
        seen += 1
    assert seen > 100


# -- distances against the mate solver ------------------------------------------------

@pytest.mark.parametrize("sig", ["KRKA", "KHKA"])
def test_distances_agree_with_the_mate_solver(tables: Tablebase, sig: str) -> None:
    tb = built(tables, sig)
    header, data = read_table(table_path(tb.directory, sig))
    n = header["size"]
    rng = random.Random(42)
    engine = MateProver()
    picked = 0
    while picked < 30:
        g = rng.randrange(2 * n)
        v = data[g]
        if not 2 <= v <= _native.TB_MAX_DIST + 1:  # mated now (1), draws and invalid skipped
            continue
        codes = _native.tb_position(sig, g % n, g // n)
        assert codes is not None
        board = board_from_codes(codes, g // n)
        plies = v - 1
        engine.start()
        if plies % 2:  # the side to move mates in (plies + 1) / 2 moves, not sooner
            moves = (plies + 1) // 2
            assert engine.wins(board, moves) is not None, board.epd()
            assert engine.wins(board, moves - 1) is None, board.epd()
        else:  # it is mated in plies / 2 moves of the other side, not later
            moves = plies // 2
            assert not engine.holds(board, moves), board.epd()
            assert engine.holds(board, moves - 1), board.epd()
        picked += 1


def test_draws_hold_against_the_mate_solver(tables: Tablebase) -> None:
    tb = built(tables, "KHKA")
    header, data = read_table(table_path(tb.directory, "KHKA"))
    n = header["size"]
    engine = MateProver()
    draws = [g for g, v in enumerate(data) if v == _native.TB_DRAW][:: 97][:20]
    assert draws
    for g in draws:
        codes = _native.tb_position("KHKA", g % n, g // n)
        assert codes is not None
        board = board_from_codes(codes, g // n)
        engine.start()
        assert engine.wins(board, 6) is None, board.epd()


# -- colours, mirror, signatures ------------------------------------------------------

def test_colour_swap_and_mirror_give_the_same_value(tables: Tablebase) -> None:
    tb = built(tables, "KRKA")
    red = Board("4k4/4a4/9/9/9/9/9/9/9/3K1R3 b")
    black = Board("3k1r3/9/9/9/9/9/9/9/4A4/4K4 w")  # the same, colours swapped
    mirrored = Board("4k4/4a4/9/9/9/9/9/9/9/3R1K3 b")  # the same, left and right swapped
    value = tb.probe(red)
    assert value is not None and value.outcome == "loss"
    assert tb.probe(black) == value == tb.probe(mirrored)


@pytest.mark.parametrize(("text", "canon"), [
    ("KRKAA", "KRKAA"), ("kaakr", "KRKAA"), ("KNKB", "KHKE"), ("KEAKPC", "KCPKAE"),
    ("KPKR", "KRKP"), ("KK", "KK"), ("KAEKAE", "KAEKAE"),
])
def test_signatures_are_canonical(text: str, canon: str) -> None:
    assert canonical(text) == canon


@pytest.mark.parametrize(("text", "message"), [
    ("RKK", "must start with K"), ("KXK", "unknown letter 'X' at position 2"),
    ("KRRRK", "at most 2"), ("KRK K", "unknown letter ' '"), ("KR", "needs two generals"),
    ("KAKAK", "more than two generals"),
])
def test_bad_signatures_are_named(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        canonical(text)


def test_closure_lists_captures_first() -> None:
    assert closure("KRKA") == ["KK", "KAK", "KRK", "KRKA"]


# -- files ---------------------------------------------------------------------------

def test_damaged_files_are_named(tmp_path: Path) -> None:
    bad = tmp_path / "KRK.ptb"
    bad.write_bytes(b"not a table")
    with pytest.raises(ValueError, match="KRK.ptb: not a Paiju table"):
        Tablebase(tmp_path).probe(Board("4k4/9/9/9/9/9/9/9/9/3K1R3 w"))
    Tablebase(tmp_path).build("KRK", rebuild=True)
    data = bad.read_bytes()
    bad.write_bytes(data[:-10])
    with pytest.raises(ValueError, match="KRK.ptb: damaged table values"):
        Tablebase(tmp_path).probe(Board("4k4/9/9/9/9/9/9/9/9/3K1R3 w"))


def test_uncovered_material_is_none(tmp_path: Path) -> None:
    tb = Tablebase(tmp_path)
    assert tb.probe(Board()) is None
    assert tb.probe_moves(Board("4k4/9/9/9/9/9/9/9/9/3K1R3 w")) is None


# -- command line ----------------------------------------------------------------------

def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_build_list_probe(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "tb", "build", "KRK", "--dir", str(tmp_path), "--quiet")
    assert code == 0
    lines = out.splitlines()
    assert [ln.split(":")[0] for ln in lines] == ["KK", "KRK"]
    assert "9,720 positions" in lines[1] and "longest mate 4 plies" in lines[1]
    code, out, _ = run(capsys, "tb", "build", "KRK", "--dir", str(tmp_path), "--quiet")
    assert code == 0 and "already built" in out
    code, out, _ = run(capsys, "tb", "list", "--dir", str(tmp_path), "--json")
    assert code == 0 and {r["signature"] for r in json.loads(out)} == {"KK", "KRK"}
    fen = "4k4/9/9/9/9/9/9/9/9/3K1R3 w"
    code, out, _ = run(capsys, "tb", "probe", fen, "--dir", str(tmp_path))
    assert code == 0 and out.splitlines()[0].startswith("Red to move: win in")
    code, out, _ = run(capsys, "tb", "probe", fen, "--dir", str(tmp_path), "--json")
    data = json.loads(out)
    assert data["verdict"]["outcome"] == "win"
    board = Board(fen)
    assert {m["move"] for m in data["moves"]} == {m.iccs() for m in board.legal_moves}
    best = data["moves"][0]
    assert best["plies"] == data["verdict"]["plies"]


@pytest.mark.parametrize("argv", [
    ["tb", "build", "KXK"], ["tb", "probe", "not a fen"],
    ["tb", "probe", "4k4/9/9/9/9/9/9/9/9/3K1R3 w"],
])
def test_cli_errors_are_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                 argv: list[str]) -> None:
    code, out, err = run(capsys, *argv, "--dir", str(tmp_path))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


# -- the mate solver answers exactly where the tables cover the position ----------------

def _sample(tb: Tablebase, sig: str, count: int, seed: int) -> list[Board]:
    header, data = read_table(table_path(tb.directory, sig))
    n = header["size"]
    rng = random.Random(seed)
    boards: list[Board] = []
    while len(boards) < count:
        g = rng.randrange(2 * n)
        if data[g] == _native.TB_INVALID or data[g] == 1:
            continue
        codes = _native.tb_position(sig, g % n, g // n)
        assert codes is not None
        boards.append(board_from_codes(codes, g // n))
    return boards


@pytest.mark.parametrize("sig", ["KRKA", "KHKA"])
def test_solver_with_tables_agrees_with_the_search(tables: Tablebase, sig: str) -> None:
    from paiju.solver.result import Stipulation
    from paiju.solver.solve import Solver
    tb = built(tables, sig)
    exact, searched = Solver(oracle=tb), Solver()
    for board in _sample(tb, sig, 12, 7):
        stip = Stipulation(3)
        a = exact.solve(board, stip, tries=False)
        b = searched.solve(board, stip, tries=False)
        assert a.note == "length and keys proved by the endgame tablebase"
        assert (a.verdict, a.mate_in, sorted(m.iccs() for m in a.keys)) == \
            (b.verdict, b.mate_in, sorted(m.iccs() for m in b.keys)), board.epd()


def test_solver_proves_no_mate_at_once(tables: Tablebase) -> None:
    from paiju.solver.result import Stipulation, Verdict
    from paiju.solver.solve import Solver
    tb = built(tables, "KHKA")
    board = Board("4k4/4a4/9/9/9/9/9/4N4/9/3K5 w")  # horse beats advisor, but slowly
    assert tb.probe(board) == TbVerdict("win", 31)  # mate in 16 moves
    result = Solver(oracle=tb).solve(board, Stipulation(15), tries=False, tree=False)
    assert result.verdict is Verdict.NO_SOLUTION
    assert result.proven.no_mate_within == 15 and result.nodes == 0
    result = Solver(oracle=tb).solve(board, Stipulation(16), tries=False, tree=False)
    assert result.verdict is Verdict.SOUND or result.verdict is Verdict.COOKED
    assert result.mate_in == 16 and result.keys


def test_solve_command_uses_the_tables(capsys: pytest.CaptureFixture[str],
                                       tables: Tablebase) -> None:
    tb = built(tables, "KRKA")
    code, out, _ = run(capsys, "solve", "9/4a4/4k4/9/9/9/9/9/9/3K1R3 w", "--mate", "6",
                       "--tablebases", str(tb.directory), "--threads", "1", "--json")
    data = json.loads(out)
    assert code == 0 and data["verdict"] == "short solution" and data["mate_in"] == 2
    assert data["keys"] == ["f0e0"] and "endgame tablebase" in data["note"]
