"""``paiju analyse`` (best move, score, line of a position) and ``paiju match`` (engine games)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from paiju.engine import Engine, Limits, SearchInfo, engine_from_spec
from paiju.engine.api import MAX_MULTIPV
from paiju.engine.match import (
    OPENINGS_FILE,
    GameRecord,
    MatchResult,
    crosstable,
    load_openings,
    run_match,
)
from paiju.rules import STARTING_FEN, Board
from paiju.rules.notation import Notation, format_line, format_move


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("analyse", aliases=["analyze"], help="best move and line of a position",
                       description="Search FEN (or 'startpos') with the built-in engine.")
    p.add_argument("fen", metavar="FEN")
    p.add_argument("--moves", default="", metavar="ICCS",
                   help="moves played from FEN first (space-separated ICCS), so the search "
                        "sees the game's repetitions (perpetual check and chase)")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--level", type=int, choices=range(1, 6), metavar="N",
                     help="play as level N (1 Beginner .. 5 Hardest)")
    how.add_argument("--movetime", type=int, metavar="MS", help="think this long (default 2000)")
    how.add_argument("--depth", type=int, metavar="D", help="search to this depth")
    p.add_argument("--multipv", type=int, default=1, metavar="K",
                   help="show the best K moves, each with its line (1-10, default 1)")
    p.add_argument("--notation", choices=[n.value for n in Notation], default="iccs")
    p.add_argument("--hash", type=int, default=64, metavar="MB")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run_analyse)

    m = sub.add_parser("match", help="play games between two engines",
                       description="A and B are level1..level5 or uci:PATH[:option=value...].")
    m.add_argument("a", metavar="A")
    m.add_argument("b", metavar="B")
    m.add_argument("--games", type=int, default=2, metavar="N")
    m.add_argument("--movetime", type=int, default=200, metavar="MS", help="per move")
    m.add_argument("--openings", metavar="FILE", default=str(OPENINGS_FILE),
                   help="lines of 'name: ICCS moves' (default: the shipped set)")
    m.add_argument("--hash", type=int, default=64, metavar="MB", help="built-in engines' table")
    m.add_argument("--json", action="store_true", help="machine-readable output")
    m.set_defaults(func=run_match_command)


def _board(text: str) -> Board:
    return Board(STARTING_FEN if text == "startpos" else text)


def run_analyse(args: argparse.Namespace) -> int:
    board = _board(args.fen)
    errors = [issue.message for issue in board.validate() if issue.is_error]
    if errors:
        raise ValueError(f"illegal position {args.fen!r}: {errors[0]}")
    for number, text in enumerate(args.moves.split(), 1):
        try:
            board.push_iccs(text)
        except ValueError as exc:
            raise ValueError(f"--moves: move {number} {text!r}: {exc}") from None
    if not 1 <= args.multipv <= MAX_MULTIPV:
        raise ValueError(f"--multipv must be 1..{MAX_MULTIPV}, not {args.multipv}")
    eng = Engine(args.hash, level=args.level)
    limits = Limits(depth=args.depth) if args.depth else Limits(
        movetime_ms=args.movetime or (1000 if args.level else 2000))
    result = eng.search(board, limits, multipv=args.multipv)
    info = result.info
    notation = Notation(args.notation)
    pv = format_line(board, info.pv, notation) if info.pv else []
    best = format_move(board, result.best_move, notation) if result.best_move else None
    lines = [(line, format_line(board, line.pv, notation) if line.pv else [])
             for line in result.lines if line.pv]
    if args.json:
        out: dict[str, Any] = {
            "fen": board.fen(), "best_move": best,
            "best_move_iccs": result.best_move.iccs() if result.best_move else None,
            "score_cp": info.score_cp, "mate": info.mate, "depth": info.depth,
            "seldepth": info.seldepth, "nodes": info.nodes, "nps": info.nps,
            "time_ms": info.time_ms, "pv": pv, "pv_iccs": [m.iccs() for m in info.pv],
            "level": args.level,
            "lines": [{"multipv": line.multipv, "score_cp": line.score_cp, "mate": line.mate,
                       "depth": line.depth, "seldepth": line.seldepth, "pv": text,
                       "pv_iccs": [m.iccs() for m in line.pv]} for line, text in lines]}
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    if best is None:
        print("no legal move: the side to move has lost")
        return 0
    print(f"best move: {best}")
    print(f"score: {_score(info)}")
    print(f"depth: {info.depth}/{info.seldepth}  nodes: {info.nodes}  time: {info.time_ms} ms"
          f"  nps: {info.nps}")
    print(f"line: {' '.join(pv)}")
    if args.multipv > 1:
        for line, text in lines:
            print(f"{line.multipv}. {_score(line)}  (depth {line.depth})  {' '.join(text)}")
    return 0


def _score(info: SearchInfo) -> str:
    if info.mate is not None:
        return f"mate in {info.mate}" if info.mate > 0 else f"mated in {-info.mate}"
    return f"{info.score_cp:+d} cp (side to move)"


def run_match_command(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise ValueError(f"--games must be at least 1, not {args.games}")
    if args.movetime < 1:
        raise ValueError(f"--movetime must be at least 1 ms, not {args.movetime}")
    openings = load_openings(args.openings)
    a = engine_from_spec(args.a, args.hash)
    try:
        b = engine_from_spec(args.b, args.hash)
    except BaseException:
        a.close()
        raise
    try:
        def report(game: GameRecord) -> None:
            if not args.json:
                print(f"game {game.number}: {game.red} - {game.black}  {game.result}  "
                      f"({game.termination}, {len(game.moves)} plies, {game.opening})",
                      flush=True)
        match = run_match(a, b, (args.a, args.b), args.games,
                          Limits(movetime_ms=args.movetime), openings, report)
    finally:
        a.close()
        b.close()
    if args.json:
        print(json.dumps(_match_json(match, args.movetime), ensure_ascii=False, indent=1))
    else:
        print("\n".join(crosstable(match)))
    sys.stdout.flush()
    return 0


def _match_json(match: MatchResult, movetime: int) -> dict[str, Any]:
    return {
        "a": match.a, "b": match.b, "movetime_ms": movetime, "games": [
            {"number": g.number, "red": g.red, "black": g.black, "opening": g.opening,
             "result": g.result, "termination": g.termination,
             "moves": [m.iccs() for m in g.moves], "seconds": round(g.seconds, 2)}
            for g in match.games],
        "score": {match.a: match.score(match.a), match.b: match.score(match.b)},
        "tally": {match.a: match.tally(match.a), match.b: match.tally(match.b)},
    }
