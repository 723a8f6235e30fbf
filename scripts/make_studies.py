"""Make the shipped study collection ``endgame-studies.xqp`` (issue 42 point 5) with verdicts.

    python scripts/make_studies.py [--tables DIR] [--shared DIR] [--depth 12] [--movetime 3000]

It holds, each with its source, stipulation (win or draw) and verdict
(``paiju.solver.study``):

1. the classical draws 七星聚会, 九连环, 野马操田 from the outside corpus's XQF files (their
   whole trees), verified as 红先和 studies: the main line checked by ``--engine``
   (Fairy-Stockfish by default) at ``--depth`` (or ``--movetime`` ms) a position, tables at
   the covered leaves;
2. practical endgames whose verdict the tables prove (the tables are built into ``--tables``
   first, ``paiju tb build``), each with the tables' best line;
3. the positions of ``tries-and-cooks.xqp`` that came without a stipulation (basic mating
   patterns, none mating within #7 or checks#30): each is tried as a 红先胜 study at a short
   budget (depth 10 or 1 s, the mate prover 5 s); those that get a verdict (proved by the
   tables, or by the mate prover where the engine sees a mate) move here, the others are
   removed from the shipped data and listed in docs/collections.md with the reason.

Without the outside corpus, the classics already in the collection are kept as they are.
Prints one line per study and the conditions (``uptime``).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from paiju.cli.study import study_verifier  # noqa: E402
from paiju.puzzles.io import load, save  # noqa: E402
from paiju.puzzles.model import Collection, Puzzle  # noqa: E402
from paiju.puzzles.shipped import SHIPPED_DIR  # noqa: E402
from paiju.puzzles.verdicts import TRIES_AND_COOKS, collection_verdicts  # noqa: E402
from paiju.rules import Board, Stipulation  # noqa: E402
from paiju.solver.study import StudyVerifier, material  # noqa: E402
from paiju.tablebase import Tablebase  # noqa: E402

STUDIES = SHIPPED_DIR / "endgame-studies.xqp"
REMOVED_DOC = ROOT / "docs" / "collections.md"
CLASSICS = (("七星聚会.XQF", "七星聚会"), ("九连环.XQF", "九连环"), ("野马操田.XQF", "野马操田"))
CLASSIC_SOURCE = ("github.com/walker8088/XQMagic Tests/Books/ (the outside corpus's "
                  "formats/xqf/{name}), GPL-3.0")
# Practical endgames (title, FEN, what endgame theory says); the tables prove each verdict.
PRACTICAL = (
    ("单车胜单士象", "3k5/4a4/4b4/9/9/9/9/9/9/4K1R2 w", "win"),
    ("单车和士象全", "2bakab2/9/9/9/9/9/9/9/9/3K1R3 w", "draw"),
    ("单马胜单士", "3k5/4a4/9/9/9/9/9/4N4/9/4K4 w", "win"),
    ("单马难胜双士", "3aka3/9/9/9/9/9/9/4N4/9/3K5 w", "draw"),
    ("单马不胜双象", "2b1k4/9/4b4/9/9/9/9/4N4/9/3K5 w", "draw"),
    ("马对马", "4k4/9/4n4/9/9/9/9/4N4/9/3K5 w", "draw"),
    ("马不胜卒", "4k4/9/9/9/9/4p4/9/4N4/9/3K5 w", "draw"),
    ("高兵胜单士", "3k5/4a4/4P4/9/9/9/9/9/9/4K4 w", "win"),
    ("单兵不胜双士", "3aka3/9/9/4P4/9/9/9/9/9/3K5 w", "draw"),
    ("单炮不胜双士", "3aka3/9/9/9/9/9/9/4C4/9/3K5 w", "draw"),
    ("车胜马", "4k4/9/4n4/9/9/9/9/4R4/9/3K5 w", "win"),
    ("车胜卒", "4k4/9/9/9/9/4p4/9/9/4R4/3K5 w", "win"),
)
PRACTICAL_SOURCE = "composed for Paiju (practical endgame theory), verdict by Paiju's tables"
DRAW_LINE_PLIES = 8


def table_line(tb: Tablebase, board: Board, goal: str) -> list[str]:
    """The tables' best line: to mate for a win, ``DRAW_LINE_PLIES`` plies for a draw."""
    line: list[str] = []
    walk = board.copy()
    limit = 200 if goal == "win" else DRAW_LINE_PLIES
    while len(line) < limit and walk.outcome() is None:
        best = tb.best_moves(walk)
        if not best:
            break
        line.append(best[0].iccs())
        walk.push(best[0])
    return line


def classics(shared: Path, verifier: StudyVerifier, old: list[Puzzle]) -> list[Puzzle]:
    out: list[Puzzle] = []
    for file, title in CLASSICS:
        path = shared / "formats" / "xqf" / file
        if not path.exists():
            kept = [p for p in old if p.title == title]
            print(f"{file}: not in the outside corpus; kept as shipped ({len(kept)})")
            out.extend(kept)
            continue
        puzzle = load(path).collection[0]
        puzzle.title = title
        puzzle.source = CLASSIC_SOURCE.format(name=file)
        puzzle.stipulation = Stipulation.study("draw")
        out.append(puzzle)
    for puzzle in out:
        started = time.monotonic()
        verdict = verifier.verify(puzzle.board(), Stipulation.study("draw"), puzzle.solution)
        puzzle.extra["verdict"] = verdict.text
        print(f"{puzzle.title}: {verdict.text} ({time.monotonic() - started:.0f} s)",
              flush=True)
    return out


def practical(tb: Tablebase, verifier: StudyVerifier) -> list[Puzzle]:
    out: list[Puzzle] = []
    for title, fen, goal in PRACTICAL:
        board = Board(fen)
        tb.build(material(board))
        stip = Stipulation.study("win" if goal == "win" else "draw")
        puzzle = Puzzle(fen=board.fen(), title=title, source=PRACTICAL_SOURCE,
                        stipulation=stip, solution=table_line(tb, board, goal))
        verdict = verifier.verify(board, stip, puzzle.solution)
        if verdict.word != "proved":
            raise SystemExit(f"{title}: {verdict.text}: the tables do not prove it")
        puzzle.extra["verdict"] = verdict.text
        print(f"{title}: {verdict.text}", flush=True)
        out.append(puzzle)
    return out


def positions(quick: StudyVerifier, tables: Tablebase
              ) -> tuple[list[Puzzle], list[tuple[Puzzle, str]]]:
    """The stipulation-less positions of the tries and cooks: (moved here, removed)."""
    path = SHIPPED_DIR / TRIES_AND_COOKS
    cooks = load(path).collection
    moved: list[Puzzle] = []
    removed: list[tuple[Puzzle, str]] = []
    kept: list[Puzzle] = []
    for puzzle in cooks:
        if puzzle.stipulation is not None or "no stipulation" not in puzzle.extra.get(
                "verdict", ""):
            kept.append(puzzle)
            continue
        verdict = quick.verify(puzzle.board(), Stipulation.study("win"), puzzle.solution)
        print(f"{puzzle.title}: {verdict.text}", flush=True)
        if verdict.word == "proved":
            puzzle.stipulation = Stipulation.study("win")
            if verdict.detail.startswith("by tablebase"):
                puzzle.solution = table_line(tables, puzzle.board(), "win")
            puzzle.extra["verdict"] = verdict.text
            moved.append(puzzle)
        else:
            removed.append((puzzle, f"as 红先胜: {verdict.text}"))
    if moved or removed:
        cooks.puzzles = kept
        cooks.extra["verified"] = collection_verdicts(kept)
        cooks.description = (
            "The problems of the shipped collections that are not sound, for study: cooked "
            "(several keys: 'verdict' names the intended key and the cook), unsound (no mate "
            "as stipulated, nor within the longer stipulations the solver then searched), "
            "unsettled ones, and one illegal position. 'source' names the collection and "
            "problem each came from. Verified with Paiju's own solver "
            "(scripts/verify_collections.py, 10 s a solve). The positions the book gave "
            "without a stipulation were tried as studies (scripts/make_studies.py): those "
            "proved moved to endgame-studies.xqp, the rest are listed in docs/collections.md.")
        save(cooks, path)
    return moved, removed


def write_removed(removed: list[tuple[Puzzle, str]], conditions: str) -> None:
    if not removed:
        return
    rows = [f"| {i} | {p.source} | {p.title} | `{p.fen}` | {why} |"
            for i, (p, why) in enumerate(removed, 1)]
    text = REMOVED_DOC.read_text(encoding="utf-8") if REMOVED_DOC.exists() else ""
    head = text.split("\n## Positions removed", 1)[0].rstrip("\n")
    section = [
        "", "## Positions removed from the shipped data", "",
        f"{len(removed)} positions of the basic mating patterns (00.基本杀法.eglib) came with "
        "no stipulation, and the solver found no mate within #7 or checks#30 (10 s each, "
        "scripts/verify_collections.py). Each was then tried as a 红先胜 (to play and win) "
        "study with the study verifier (scripts/make_studies.py): none is covered by the "
        "tables, and where the engine saw no mate (or the mate prover did not prove it) there "
        "is no main line to check, so no honest verdict: they are removed from "
        "tries-and-cooks.xqp and listed here so that nothing is lost silently. Those marked "
        "'illegal' have Red to move with Black in check: probably Black-to-move problems "
        "written with Red to move upstream (see the corpus README's caveats). "
        f"Conditions: {conditions}.", "",
        "| # | source | title | FEN | why removed |", "|---:|---|---|---|---|", *rows, ""]
    REMOVED_DOC.write_text(head + "\n" + "\n".join(section), encoding="utf-8")


def engine_version(spec: str) -> str:
    """The engine's name as it reports it (``id name`` of a UCI engine)."""
    if not spec.startswith("uci:"):
        return f"Paiju's built-in engine ({spec})"
    out = subprocess.run([spec[4:].split(":")[0]], input="uci\nquit\n", capture_output=True,
                         text=True, timeout=30).stdout
    return next((line[8:] for line in out.splitlines() if line.startswith("id name ")), spec)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="", help="tables folder (default: the user's)")
    parser.add_argument("--shared", default=str(ROOT.parent / "shared" / "puzzles"),
                        help="the outside corpus's puzzles folder")
    parser.add_argument("--engine", default="uci:" + (shutil.which("fairy-stockfish") or
                                                       "/usr/games/fairy-stockfish"),
                        help="the engine checking the classics' main lines (default "
                             "Fairy-Stockfish, which scripts/install_system.sh installs)")
    parser.add_argument("--depth", type=int, default=14)
    parser.add_argument("--movetime", type=int, default=3000, help="ms a position at most")
    parser.add_argument("--skip-positions", action="store_true",
                        help="do not retry the stipulation-less positions")
    args = parser.parse_args()
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    conditions = (f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, uptime: {uptime}")
    print(conditions)
    tb = Tablebase(Path(args.tables) if args.tables else None)
    verifier = study_verifier(args.tables, args.engine, args.depth, args.movetime)
    quick = study_verifier(args.tables, "builtin", 10, 1000, mate_seconds=5.0)
    old = load(STUDIES).collection if STUDIES.exists() else Collection()
    engine_name = engine_version(args.engine)
    studies = Collection(
        title="残局研究 · endgame studies (win and draw)",
        description=(
            "Studies to play and win (红先胜) or to play and draw (红先和), each with its "
            "verdict from Paiju's study verifier (paiju/solver/study.py; "
            "scripts/make_studies.py): 'proved' by the endgame tables or the mate prover, "
            f"'checked' when the main line was checked by {engine_name} at depth "
            f"{args.depth} (or {args.movetime / 1000:g} s) a position, the detail saying "
            "what is proved (a covered leaf) and what only checked. The classical draws keep "
            "the XQF files' variation trees and comments. " + conditions + "."),
        source="the classical draws: github.com/walker8088/XQMagic Tests/Books/ (XQF); "
               "the practical endgames: composed for Paiju; the mating patterns: "
               "github.com/walker8088/XQMagic Books/已整理残局Book/ @ a190232918ce",
        licence="GPL-3.0")
    studies.puzzles = classics(Path(args.shared), verifier, old.puzzles)
    studies.puzzles += practical(tb, verifier)
    if args.skip_positions:
        kept = [p for p in old.puzzles if p.source.startswith(
            "github.com/walker8088/XQMagic Books/")]
        for puzzle in kept:
            if not puzzle.solution and puzzle.extra.get("verdict", "").startswith(
                    "proved: by tablebase"):
                puzzle.solution = table_line(tb, puzzle.board(), "win")
        studies.puzzles += kept
    else:
        moved, removed = positions(quick, tb)
        studies.puzzles += moved
        write_removed(removed, conditions + "; engine depth 10 or 1 s, mate prover 5 s")
        print(f"{len(moved)} positions moved to the studies, {len(removed)} removed")
    studies.extra["verified"] = collection_verdicts(studies.puzzles)
    save(studies, STUDIES)
    print(f"{STUDIES.name}: {len(studies)} studies, {studies.extra['verified']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
