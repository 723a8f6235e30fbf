"""Games as files: PGN round trip, replay of XQF/DhtmlXQ/PGN records, ``paiju replay``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from game_positions import ENDINGS, NO_CAPTURE
from shared_corpus import corpus_file

from paiju.cli import main
from paiju.puzzles.games import dumps_game, load_games, save_game
from paiju.rules import BLACK, Move, Termination
from paiju.rules.game import Game, TimeControl


def _pgn(tmp_path: Path, fen: str, moves: str, name: str = "g.pgn") -> Path:
    game = Game(fen)
    for text in moves.split():
        game.play(Move.from_iccs(text))
    path = tmp_path / name
    save_game(game, path)
    return path


@pytest.mark.parametrize("name", sorted(ENDINGS))
def test_replay_prints_result_and_rule(name: str, tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    fen, moves, verdict = ENDINGS[name]
    # the file keeps the moves but the replay judges the ending itself
    path = tmp_path / "g.pgn"
    path.write_text(f'[FEN "{fen}"]\n\n{moves} *\n', encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.strip() == verdict


def test_replay_no_capture_limit_option(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    fen, moves, verdict = NO_CAPTURE
    path = _pgn(tmp_path, fen, " ".join(moves.split()[:2]))
    path.write_text(path.read_text().replace("1. d0d1 f9f8", "1. d0d1 f9f8 2. d1d2 f8f7"))
    assert main(["replay", str(path), "--no-capture", "2"]) == 0
    assert capsys.readouterr().out.strip() == verdict
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.strip() == "*"


def test_replay_json_and_illegal_move_stop(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    fen = ENDINGS["perpetual_check"][0]
    path = tmp_path / "bad.pgn"
    path.write_text(f'[FEN "{fen}"]\n\n1. e1d1 d9e9 2. d1e1 e9e5 *\n', encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("stopped at move 2... (ply 4): move 'e9e5'")
    assert main(["replay", str(path), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)[0]
    assert data["stopped"]["move_number"] == 2 and data["stopped"]["side"] == "black"
    assert data["plies"] == 3 and data["result"] == "*"


def test_replay_ignores_moves_after_the_end(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    fen, moves, verdict = ENDINGS["perpetual_check"]
    path = tmp_path / "long.pgn"
    path.write_text(f'[FEN "{fen}"]\n\n{moves} e1d1 d9e9 *\n', encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.strip() == f"{verdict} (2 recorded moves after the end ignored)"


def test_replay_bad_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "missing.pgn")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("paiju replay: error:") and err.count("\n") == 1


def test_pgn_round_trip_keeps_moves_clocks_players_and_rule(tmp_path: Path) -> None:
    game = Game("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
                time_control=TimeControl.minutes(5, 3), red="Ann", black="Bob")
    game.tags["Event"] = "Club night"
    for i, text in enumerate(["h7e7", "h2e2", "h9g7"]):
        game.play(Move.from_iccs(text), clock_ms=300_000 - 1000 * i)
    game.resign(BLACK)
    for notation in ("iccs", "wxf", "chinese"):
        path = tmp_path / f"{notation}.pgn"
        save_game(game, path, notation)
        (back,) = load_games(path)
        again = back.game
        assert again.start_fen == game.start_fen
        assert [m.move for m in again.moves] == [m.move for m in game.moves]
        assert [m.clock_ms for m in again.moves] == [300_000, 299_000, 298_000]
        assert (again.red, again.black, again.time_control) == ("Ann", "Bob", game.time_control)
        assert again.tags["Event"] == "Club night"
        assert again.outcome == game.outcome
        assert again.describe() == "1-0 Black resigns"
    assert '[FEN "' in dumps_game(game) and '[Termination "resignation"]' in dumps_game(game)


def test_opens_xqf_and_dhtmlxq_records_for_replay() -> None:
    xqf = corpus_file("formats", "xqf", "七星聚会.XQF")
    ubb = corpus_file("formats", "dhtmlxq", "七星聚会-analysis.txt")
    (a,), (b,) = load_games(xqf), load_games(ubb)
    assert a.game.start_fen == b.game.start_fen
    assert a.game.ply > 0 and a.stop is None
    assert [m.move for m in a.game.moves] == [m.move for m in b.game.moves]


def test_recorded_result_without_rule(tmp_path: Path) -> None:
    path = tmp_path / "r.pgn"
    path.write_text('[Result "0-1"]\n\n1. h2e2 h7e7 0-1\n', encoding="utf-8")
    (done,) = load_games(path)
    assert done.game.outcome is not None
    assert done.game.outcome.termination is Termination.RECORDED
    assert done.game.describe() == "0-1 recorded result"


def test_replay_several_games_of_one_file(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    texts = []
    for name in ("mate", "perpetual_chase"):
        fen, moves, _ = ENDINGS[name]
        texts.append(f'[Event "{name}"]\n[FEN "{fen}"]\n\n{moves} *\n')
    path = tmp_path / "two.pgn"
    path.write_text("\n".join(texts), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "game 1: 1-0 checkmate", "game 2: 0-1 perpetual chase by Red"]
    assert main(["replay", str(path), "--no-chase", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["termination"] for d in data] == ["checkmate", "threefold repetition"]
    assert data[1]["title"] == "perpetual_chase" and data[1]["winner"] is None


def test_a_record_with_an_illegal_setup_does_not_stop_the_others(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fen, moves, _ = ENDINGS["mate"]
    path = tmp_path / "mixed.pgn"
    path.write_text(f'[FEN "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"]\n\n*\n\n'
                    f'[FEN "{fen}"]\n\n{moves} *\n', encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("game 1: not replayed: start position:")
    assert out[1] == "game 2: 1-0 checkmate"
    single = tmp_path / "bad.pgn"
    single.write_text('[FEN "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"]\n\n*\n', encoding="utf-8")
    assert main(["replay", str(single)]) == 2
    assert "start position" in capsys.readouterr().err
