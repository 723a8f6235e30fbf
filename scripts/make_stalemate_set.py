"""Build a set of stalemate-ending mates (困毙) for the solver's benchmarks.

    .venv/bin/python scripts/make_stalemate_set.py OUT.jsonl [--count 200] [--seed 1]

Random few-piece positions, Red to move, are kept when, with quiet moves allowed, Red mates
in 2–8 (the solver's proven minimal length, one key or several), checks alone do not mate
within that length, and the solver's main line ends with Black to move, not in check and
without a legal move. Two outside checks: pyffish (Fairy-Stockfish's rules) agrees that the
line is legal and ends in a stalemate, and the fairy-stockfish engine finds no shorter mate
(the mate it finds, if any, is kept as fairy_mate). One JSON object per line: fen, mate_in,
line (ICCS), keys, seed, limit, fairy_mate. The seeds of positions the solver did not settle
within --limit go to OUT.unsettled, to be tried again with a longer limit (--seeds): a set
made only of what settles fast would say nothing about the slow ones. ``--seeds FILE
--explain`` prints, for each of those seeds, the material, what the solver proved within
--limit (the mate lengths still possible) and the mate fairy-stockfish sees.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
MAX_N = 8  # the longest mate looked for

# In these orders, not paiju.rules.validation's point sets: the same seed must give the same
# position as when tests/data/stalemate-endings.jsonl (whose rows keep their seeds) was made.
RED_PALACE = [(f, r) for f in range(3, 6) for r in range(3)]
BLACK_PALACE = [(f, r) for f in range(3, 6) for r in range(7, 10)]
BLACK_ADVISOR = [(3, 9), (5, 9), (4, 8), (3, 7), (5, 7)]
BLACK_ELEPHANT = [(2, 9), (6, 9), (0, 7), (4, 7), (8, 7), (2, 5), (6, 5)]
# Black's soldiers across the river (any point of ranks 0-4) or at home (files a, c, e, g,
# i on ranks 5-6).
BLACK_SOLDIER = [(f, r) for f in range(9) for r in range(5)] + \
    [(f, r) for f in range(0, 9, 2) for r in (5, 6)]
RED_SOLDIER = [(f, r) for f in range(9) for r in range(5, 10)]
ANYWHERE = [(f, r) for f in range(9) for r in range(10)]
RED_PIECES = "RRNNCCPPP"
BLACK_PIECES = "aabbppnc"


def random_fen(rng: random.Random) -> str:
    """A random placement: both generals, 1-3 Red pieces, 1-4 Black pieces, Red to move."""
    from paiju.rules import Piece, square
    from paiju.rules.fen import board_fen

    board: dict[int, Piece] = {}

    def put(letter: str, points: list[tuple[int, int]]) -> None:
        free = [square(f, r) for f, r in points if square(f, r) not in board]
        if free:
            board[rng.choice(free)] = Piece.from_symbol(letter)

    put("K", RED_PALACE)
    put("k", BLACK_PALACE)
    for piece in rng.sample(RED_PIECES, rng.randint(1, 3)):
        put(piece, RED_SOLDIER if piece == "P" else ANYWHERE)
    for piece in rng.sample(BLACK_PIECES, rng.randint(1, 4)):
        points = {"a": BLACK_ADVISOR, "b": BLACK_ELEPHANT, "p": BLACK_SOLDIER}.get(piece,
                                                                                   ANYWHERE)
        put(piece, points)
    return board_fen(board) + " w - - 0 1"


def candidate(task: tuple[int, float]) -> dict[str, Any] | None:
    """The problem of this seed if it is a stalemate-ending mate; {"unsettled": seed} if the
    solver did not settle it within the limit; else None."""
    from paiju.rules import Board
    from paiju.solver.result import Stipulation, Verdict
    from paiju.solver.solve import Solver

    seed, limit = task
    fen = random_fen(random.Random(seed))
    board = Board(fen)
    if any(issue.is_error for issue in board.validate()) or not board.legal_moves:
        return None
    solver = Solver(64, max_tree_nodes=200)
    result = solver.solve(board, Stipulation(MAX_N), time_limit=limit, tries=False)
    if result.verdict is Verdict.CANCELLED:
        return {"unsettled": seed}
    if result.verdict not in (Verdict.SOUND, Verdict.COOKED, Verdict.SHORT) or \
            result.mate_in is None or result.mate_in < 2:
        return None
    end = board.copy(stack=False)
    line = result.main_line()
    for move in line:
        end.push(move)
    if end.legal_moves or end.is_check() or len(line) != 2 * result.mate_in - 1:
        return None
    checks = solver.solve(board, Stipulation(result.mate_in, checks_only=True),
                          time_limit=limit, tries=False, tree=False)
    if checks.verdict is not Verdict.NO_SOLUTION:
        return None
    return {"fen": board.fen(), "mate_in": result.mate_in,
            "line": [m.iccs() for m in line], "keys": [k.iccs() for k in result.keys],
            "seed": seed, "limit": limit}


def fairy_mate(fairy: Any, fen: str, n: int) -> int | None:
    """The mate fairy-stockfish reports in moves (negative: the side to move is mated),
    searching 2n + 4 plies deep; None if it sees none."""
    from paiju.engine.api import Limits
    from paiju.rules import Board

    fairy.new_game()
    mate: int | None = fairy.search(Board(fen), Limits(depth=2 * n + 4)).info.mate
    return mate


def outside_checks(row: dict[str, Any], fairy: Any) -> bool:
    """pyffish: the line is legal and ends in a stalemate. fairy-stockfish (a depth-limited
    search, not a prover: it misses quiet stalemates and may report a longer mate) must not
    find a shorter mate; its length goes into the row (None: no mate seen)."""
    import pyffish

    from paiju.engine.uci_engine import from_iccs

    uci = [from_iccs(m) for m in row["line"]]
    fen = row["fen"]
    for i in range(len(uci)):
        if uci[i] not in pyffish.legal_moves("xiangqi", fen, uci[:i]):
            return False
    if pyffish.legal_moves("xiangqi", fen, uci) or pyffish.gives_check("xiangqi", fen, uci):
        return False
    mate = fairy_mate(fairy, fen, row["mate_in"])
    row["fairy_mate"] = mate if mate is not None and mate > 0 else None
    return mate is None or mate <= 0 or mate >= row["mate_in"]


def material(fen: str) -> str:
    """Each side's pieces but the generals, e.g. "CNR v ab"."""
    placement = fen.split()[0]
    red = "".join(sorted(ch for ch in placement if ch.isupper() and ch != "K"))
    black = "".join(sorted(ch for ch in placement if ch.islower() and ch != "k"))
    return f"{red} v {black}"


def explain(task: tuple[int, float]) -> dict[str, Any]:
    """What the solver proves about a seed's position within the limit (quiet moves, N=8)."""
    from paiju.rules import Board
    from paiju.solver.result import Stipulation
    from paiju.solver.solve import Solver

    seed, limit = task
    fen = random_fen(random.Random(seed))
    result = Solver(64).solve(Board(fen), Stipulation(MAX_N), time_limit=limit, tries=False,
                              tree=False)
    p = result.proven
    return {"seed": seed, "fen": fen, "material": material(fen), "verdict": result.verdict.value,
            "mate_in": result.mate_in, "proven": p.range_text(),
            "no_checks_mate_within": p.no_checks_mate_within, "seconds": result.seconds}


def explain_seeds(seeds: list[int], limit: float, fairy: Any) -> None:
    """One JSON line per seed on stdout: explain(), and the mate fairy-stockfish sees."""
    with multiprocessing.Pool(2) as pool:
        for row in pool.imap(explain, ((s, limit) for s in seeds)):
            row["fairy_mate"] = fairy_mate(fairy, row["fen"], MAX_N)
            print(json.dumps(row, ensure_ascii=False), flush=True)


def _seeds(path: Path) -> list[int]:
    return [int(x) for x in path.read_text().split()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tries", type=int, default=400_000)
    parser.add_argument("--limit", type=float, default=1.0, help="seconds per position")
    parser.add_argument("--seeds", type=Path, help="only these seeds (one a line): e.g. "
                        "the OUT.unsettled file of an earlier run, with a longer --limit")
    parser.add_argument("--explain", action="store_true", help="with --seeds: print what "
                        "the solver proves of each within --limit, and fairy-stockfish's mate")
    args = parser.parse_args()
    from paiju.engine.uci_engine import UciEngine, find_fairy_stockfish
    from paiju.solver.batch import write_atomic

    path = find_fairy_stockfish()
    if path is None:
        raise SystemExit("fairy-stockfish is not installed (apt-get install fairy-stockfish)")
    if args.explain:
        with UciEngine(path, {"UCI_Variant": "xiangqi"}) as fairy:
            explain_seeds(_seeds(args.seeds), args.limit, fairy)
        return 0
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()
    unsettled: list[int] = []
    start = args.seed * 10_000_000
    seeds = _seeds(args.seeds) if args.seeds else range(start, start + args.tries)
    tried = 0
    with UciEngine(path, {"UCI_Variant": "xiangqi"}) as fairy, \
            multiprocessing.Pool(2) as pool:
        for row in pool.imap(candidate, ((s, args.limit) for s in seeds), chunksize=8):
            tried += 1
            if row is not None and "unsettled" in row:
                unsettled.append(row["unsettled"])
            if row is None or "unsettled" in row or row["fen"] in seen:
                continue
            if not outside_checks(row, fairy):
                print(f"outside check failed, dropped: {row}", file=sys.stderr)
                continue
            seen.add(row["fen"])
            rows.append(row)
            print(f"{len(rows)}: mate in {row['mate_in']} {row['fen']}", file=sys.stderr)
            if len(rows) >= args.count:
                break
    rows.sort(key=lambda r: (r["mate_in"], r["seed"]))
    write_atomic(args.out, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    write_atomic(args.out.with_suffix(".unsettled"), "".join(f"{s}\n" for s in unsettled))
    print(f"{len(rows)} problems written to {args.out} from {tried} positions; "
          f"{len(unsettled)} not settled within {args.limit} s (seeds in "
          f"{args.out.with_suffix('.unsettled')})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
