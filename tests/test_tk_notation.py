"""Three Kingdoms position notation, move text and the command line."""

from __future__ import annotations

import json

import pytest
from tk_helpers import pos

from paiju.cli import main
from paiju.three_kingdoms import (
    SHU,
    STARTING_TEXT,
    WEI,
    WU,
    IllegalTkMoveError,
    InvalidPositionError,
    Kind,
    Position,
    TkMove,
    parse_point,
    validate,
)


def test_start_text_and_round_trip() -> None:
    start = Position.start()
    assert start.text() == STARTING_TEXT
    assert STARTING_TEXT.startswith("9/Pr1Pr1Pr1Pr1Pr/1Cr1Fr1Fr1Cr1/9/RrNrBrArKrArBrNrRr|")
    assert STARTING_TEXT.endswith(" r - F 0 1")
    assert Position.from_text("startpos") == start
    assert Position.from_text(start.text()) == start
    assert len(start.placement) == 54
    assert not Position.start(banners=False).banners
    assert len(Position.start(banners=False).placement) == 48


def test_owner_origin_defeated_and_counters_round_trip() -> None:
    position = pos("Shu:e0=Kr Wei:d0=Kb Wu:a2=Brg Shu:e3=Rbg Wei:e3=Fr", turn="b",
                   defeated="g", clock=17)
    text = position.text()
    assert " b g F 17 1" in text
    assert "Brg" in text and "Rbg" in text
    again = Position.from_text(text)
    assert again == position
    piece = again.placement[parse_point("Shu:e3")]
    assert (piece.kind, piece.owner, piece.origin) == (Kind.CHARIOT, WEI, WU)


@pytest.mark.parametrize(("text", "message"), [
    ("9/9/9/9/9|9/9/9/9/9 r - F 0 1", "3 halves"),
    ("9/9/9/9|9/9/9/9/9|9/9/9/9/9 r - F 0 1", "5 ranks"),
    ("9/9/9/9/8|9/9/9/9/9|9/9/9/9/9 r - F 0 1", "8 points"),
    ("9/9/9/9/X8|9/9/9/9/9|9/9/9/9/9 r - F 0 1", "not a piece letter"),
    ("9/9/9/9/K8|9/9/9/9/9|9/9/9/9/9 r - F 0 1", "owner letter"),
    ("9/9/9/9/9|9/9/9/9/9|9/9/9/9/9 x - F 0 1", "to move"),
    ("9/9/9/9/9|9/9/9/9/9|9/9/9/9/9 r r F 0 1", "marked defeated"),
    ("9/9/9/9/9|9/9/9/9/9|9/9/9/9/9 r - X 0 1", "banner field"),
    ("9/9/9/9/9|9/9/9/9/9|9/9/9/9/9 r - F x 1", "clock"),
    ("9/9/9/9/9 r", "6 fields"),
])
def test_bad_text_is_named(text: str, message: str) -> None:
    with pytest.raises(InvalidPositionError, match=message):
        Position.from_text(text)


def test_move_text() -> None:
    move = TkMove.parse("Shu:h2-Wu:b0")
    assert move.text() == "Shu:h2-Wu:b0"
    assert TkMove.from_code(move.code) == move
    with pytest.raises(IllegalTkMoveError, match="not a move"):
        TkMove.parse("Shu:h2Wu:b0")
    with pytest.raises(IllegalTkMoveError, match="not a legal move for Shu"):
        Position.start().play(TkMove.parse("Shu:h2-Wu:b1"))
    after, _ = Position.start().play(move)
    assert after.turn is WU and after.move_number == 2 and after.clock == 0
    assert after.placement[parse_point("Wu:b0")].owner is SHU


def test_cli_perft_divide_and_moves(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "--variant", "three-kingdoms", "startpos", "2", "--divide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "1588" and len(lines) == 41
    assert "Shu:h2-Wu:b0: 37" in lines
    assert main(["perft", "--variant", "three-kingdoms", "--no-banners", "startpos", "3"]) == 0
    assert capsys.readouterr().out.strip() == "84128"
    assert main(["moves", "--variant", "three-kingdoms", "startpos", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["to_move"] == "Shu" and len(data["moves"]) == 40
    assert main(["perft", "startpos", "1"]) == 0           # the standard game is untouched
    assert capsys.readouterr().out.strip() == "44"


def test_cli_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "--variant", "three-kingdoms", "nonsense", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "6 fields" in err
    assert main(["perft", "--variant", "three-kingdoms", "--no-banners", STARTING_TEXT, "1"]) == 2
    assert "banner bearers" in capsys.readouterr().err


def test_cli_validate(capsys: pytest.CaptureFixture[str]) -> None:
    text = pos("Shu:e0=Kr Wu:e0=Kg Wei:d0=Kb").text()
    assert main(["validate", "--variant", "three-kingdoms", text]) == 1
    assert "face each other" in capsys.readouterr().out
    assert main(["validate", "--variant", "three-kingdoms", "startpos"]) == 0
    assert not validate(Position.start())


def test_a_board_full_of_chariots_stays_within_the_core_buffers() -> None:
    # Setup validation would refuse it, but reading and moving must not overflow anything.
    half = "/".join(["RrRrRrRrRrRrRrRrRr"] * 4 + ["RrRrRrRrKrRrRrRrRr"])
    others = "9/9/9/9/3Kg5|9/9/9/9/3Kb5"
    position = Position.from_text(f"{half}|{others} r - F 0 1")
    assert position.perft(1) == len(position.legal_moves())
