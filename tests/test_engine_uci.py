"""UCI both ways: the client against the real Fairy-Stockfish, ``paiju uci`` driven by a
test client in a subprocess, and ``paiju match`` on two quick games."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from shared_corpus import corpus_file

from paiju.engine import Limits, SearchInfo, UciEngine, engine_from_spec
from paiju.engine.uci_engine import find_fairy_stockfish, from_iccs, go_command, parse_info, to_iccs
from paiju.rules import Board, Move

ROOT = Path(__file__).resolve().parents[1]
PAIJU_UCI = [sys.executable, "-m", "paiju", "uci"]
FSF = find_fairy_stockfish()
needs_fsf = pytest.mark.skipif(FSF is None, reason="fairy-stockfish not installed "
                               "(apt install fairy-stockfish; .ci/run does)")


def test_rank_translation_both_ways() -> None:
    assert to_iccs("h3e3") == "h2e2" and to_iccs("a10a9") == "a9a8"
    assert from_iccs("h2e2") == "h3e3" and from_iccs("i9i8") == "i10i9"
    with pytest.raises(ValueError):
        to_iccs("h0e0")


def test_go_command_and_info_parsing() -> None:
    assert go_command(Limits(movetime_ms=200)) == "go movetime 200"
    assert go_command(Limits(wtime_ms=1000, btime_ms=900, winc_ms=10, binc_ms=10)) == \
        "go wtime 1000 btime 900 winc 10 binc 10"
    assert go_command(Limits()) == "go infinite"
    info = parse_info("info depth 9 seldepth 12 score mate 2 nodes 500 nps 1000 time 5 "
                      "pv h2e2 h9g7", Move.from_iccs)
    assert info is not None and info.mate == 2 and info.depth == 9
    assert [m.iccs() for m in info.pv] == ["h2e2", "h9g7"]
    assert parse_info("info string hello", Move.from_iccs) is None


@needs_fsf
def test_fairy_stockfish_is_detected_and_translated() -> None:
    assert FSF is not None
    with UciEngine(FSF, {"Threads": "1", "Hash": "16"}) as fsf:
        assert fsf.one_based and "Fairy-Stockfish" in fsf.name
        # A free chariot: a0a5 in ICCS is a1a6 on the wire.
        board = Board("3a1k3/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1")
        result = fsf.search(board, Limits(movetime_ms=100))
        assert result.best_move == Move.from_iccs("a0a5")
        # From a game with moves: the position command carries them, the answer is legal.
        board = Board()
        for text in ("h2e2", "h9g7", "h0g2"):
            board.push_iccs(text)
        assert "moves h3e3 h10g8 h1g3" in fsf.position_command(board)
        infos = []
        result = fsf.search(board, Limits(depth=6), on_info=infos.append)
        assert result.best_move is not None and board.is_legal(result.best_move)
        assert infos and all(board_line_is_legal(board, i.pv) for i in infos if i.pv)
        with pytest.raises(ValueError):
            fsf.set_option("NoSuchOption", "1")


@needs_fsf
def test_fairy_stockfish_gives_three_lines_with_multipv_3() -> None:
    assert FSF is not None
    with UciEngine(FSF, {"Threads": "1", "Hash": "16"}) as fsf:
        board = Board()
        board.push_iccs("h2e2")
        infos: list[SearchInfo] = []
        result = fsf.search(board, Limits(depth=8), on_info=infos.append, multipv=3)
        assert [line.multipv for line in result.lines] == [1, 2, 3]
        assert result.lines[0] is result.info and result.best_move == result.info.pv[0]
        firsts = [line.pv[0] for line in result.lines]
        assert len(set(firsts)) == 3
        assert all(board_line_is_legal(board, line.pv) for line in result.lines)
        assert {i.multipv for i in infos} == {1, 2, 3}
        # Back to one line: the option is set again, only line 1 comes.
        result = fsf.search(board, Limits(depth=5), multipv=1)
        assert fsf.multipv == 1 and len(result.lines) == 1


def test_multipv_info_lines_are_parsed_not_dropped() -> None:
    info = parse_info("info depth 5 seldepth 7 multipv 2 score cp -13 nodes 9 pv h2e2",
                      Move.from_iccs)
    assert info is not None and info.multipv == 2 and info.score_cp == -13


def board_line_is_legal(board: Board, line: tuple[Move, ...]) -> bool:
    work = board.copy()
    for move in line:
        if not work.is_legal(move):
            return False
        work.push(move)
    return True


@needs_fsf
def test_fairy_stockfish_from_a_spec_stops_on_request() -> None:
    eng = engine_from_spec(f"uci:{FSF}:Threads=1:Hash=16")
    try:
        results = []
        worker = threading.Thread(target=lambda: results.append(
            eng.search(Board(), Limits(infinite=True))))
        worker.start()
        time.sleep(0.3)
        eng.stop()
        worker.join(10)
        assert results and results[0].best_move is not None
    finally:
        eng.close()


class Session:
    """A test client speaking raw UCI to ``paiju uci``."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(PAIJU_UCI, cwd=ROOT, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def until(self, prefix: str) -> list[str]:
        assert self.proc.stdout is not None
        lines = []
        while True:
            line = self.proc.stdout.readline()
            assert line, f"paiju uci closed before {prefix!r}: {lines}"
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    def close(self) -> None:
        self.send("quit")
        self.proc.wait(timeout=20)


def test_paiju_uci_session() -> None:
    s = Session()
    try:
        s.send("uci")
        hello = s.until("uciok")
        assert any(line.startswith("id name Paiju") for line in hello)
        assert any("option name Level" in line for line in hello)
        assert any("option name Hash" in line for line in hello)
        s.send("setoption name Hash value 16")
        s.send("isready")
        s.until("readyok")
        s.send("ucinewgame")
        s.send("position startpos moves h2e2 h9g7")
        s.send("go depth 4")
        lines = s.until("bestmove")
        assert any(line.startswith("info depth 4") and " pv " in line for line in lines)
        board = Board()
        board.push_iccs("h2e2")
        board.push_iccs("h9g7")
        assert board.is_legal(Move.from_iccs(lines[-1].split()[1]))  # ICCS, ranks 0-9
        # go infinite answers only after stop.
        s.send("go infinite")
        time.sleep(0.3)
        s.send("stop")
        assert s.until("bestmove")[-1].startswith("bestmove ")
        # go ponder becomes a timed search on ponderhit.
        s.send("go ponder movetime 200")
        time.sleep(0.2)
        s.send("ponderhit")
        assert s.until("bestmove")[-1].startswith("bestmove ")
        # Levels: a Level option is accepted and searched with.
        s.send("setoption name Level value 1")
        s.send("position fen 3a1k3/9/9/9/r8/9/9/9/9/R3K4 w - - 0 1")
        s.send("go movetime 200")
        assert s.until("bestmove")[-1].split()[1] == "a0a5"
        s.send("setoption name Level value 9")
        assert "Level" in s.until("info string")[-1]
        # MultiPV: advertised, and each line is an info line with its number.
        assert "option name MultiPV type spin default 1 min 1 max 10" in hello
        s.send("setoption name Level value 5")
        s.send("setoption name MultiPV value 3")
        s.send("position startpos")
        s.send("go depth 4")
        lines = s.until("bestmove")
        final = {}
        for line in lines:
            if line.startswith("info depth 4 "):
                words = line.split()
                final[int(words[words.index("multipv") + 1])] = words[words.index("pv") + 1]
        assert sorted(final) == [1, 2, 3] and len(set(final.values())) == 3
        s.send("setoption name MultiPV value 11")
        assert "MultiPV" in s.until("info string")[-1]
    finally:
        s.close()


def test_paiju_uci_go_mate_is_the_solvers_proof() -> None:
    mates = corpus_file("general.jsonl")
    record = json.loads(mates.read_text(encoding="utf-8").splitlines()[0])
    s = Session()
    try:
        s.send(f"position fen {record['fen']}")
        s.send(f"go mate {record['mate_in']}")
        lines = s.until("bestmove")
        assert any(f"score mate {record['mate_in']}" in line for line in lines)
        assert any("proven mate" in line for line in lines)
        assert lines[-1].split()[1] == record["engine_line"][0]
    finally:
        s.close()


def test_paiju_uci_go_mate_names_the_shorter_mate() -> None:
    """Asked for a mate in 3 where a mate in 1 exists: the score and the move are the
    mate in 1's (the solver's keys of its proven length)."""
    s = Session()
    try:
        s.send("position fen 3k5/9/9/9/R7R/9/9/9/9/4K4 w - - 0 1")
        s.send("go mate 3")
        lines = s.until("bestmove")
        assert any("score mate 1 " in line for line in lines)
        assert lines[-1].split()[1] in ("a5a8", "a5d5", "i5d5", "i5i8")
    finally:
        s.close()


def test_paiju_match_two_quick_games() -> None:
    out = subprocess.run([sys.executable, "-m", "paiju", "match", "level1", "level2",
                          "--games", "2", "--movetime", "30"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert lines[0].startswith("game 1: level1 - level2")
    assert lines[1].startswith("game 2: level2 - level1")  # colours alternate
    score = lines[-1]
    assert score.startswith("level1: ") and score.endswith("/2")
    assert 0 <= float(score.split()[1].split("/")[0]) <= 2


def test_paiju_match_rejects_bad_specs() -> None:
    out = subprocess.run([sys.executable, "-m", "paiju", "match", "level1", "gnuchess"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert "gnuchess" in out.stderr and "Traceback" not in out.stderr


@needs_fsf
def test_unknown_option_is_a_user_error_and_the_process_ends(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "paiju", "match", "level1",
                          f"uci:{FSF}:NoSuchOption=1", "--games", "1"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert "NoSuchOption" in out.stderr and "Traceback" not in out.stderr


def test_a_program_that_is_no_uci_engine_is_refused(tmp_path: Path) -> None:
    script = tmp_path / "mute.sh"
    script.write_text("#!/bin/sh\nexit 0\n", encoding="utf-8")
    script.chmod(0o755)
    with pytest.raises(OSError, match=r"UCI engine .*mute\.sh"):
        UciEngine(str(script))
