"""Games as files: ``paiju.rules.game.Game`` to and from PGN, and replay of any game record.

A game is written as one PGN game: the ``FEN`` tag holds its start position (any setup),
``Red``/``Black`` the players, ``Result`` and ``Termination`` the outcome and its rule,
``TimeControl`` the clocks (``600+5``), and each move's clock a ``{[%clk h:mm:ss]}`` comment.
Reading accepts every format ``paiju.puzzles.io`` reads (PGN, XQF, DhtmlXQ, ...): the main line of
each record is replayed through ``Game.play``, so the rules judge the ending again.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from paiju import rules as xiangqi
from paiju.rules.board import Outcome, Termination
from paiju.rules.game import Game, GameError, GameRules, TimeControl, format_clock
from paiju.rules.notation import Notation

from . import io, pgn
from .model import Collection, Puzzle
from .problems import PuzzleFileError, ReadProblem

__all__ = ["ReplayedGame", "dumps_game", "game_to_puzzle", "load_games", "replay_puzzle",
           "replay_records", "save_game"]

_CLOCK_RE = re.compile(r"\[%clk\s+(\d+):(\d\d):(\d\d)(?:\.\d+)?\]")
_TERMINATIONS = {t.value: t for t in Termination}
_RESULT_WINNER = {"1-0": xiangqi.RED, "0-1": xiangqi.BLACK, "1/2-1/2": None}


@dataclass
class ReplayedGame:
    """A record replayed as a game.

    ``stop`` says why the replay stopped before the record's last move (an illegal or
    unreadable move, as the reader or the rules word it), with ``stop_ply`` the 1-based ply
    of that move; ``ignored`` counts recorded moves after the game was already over.
    ``recorded`` is the record's own result tag (``*`` when absent).
    """

    game: Game
    title: str = ""
    stop: str | None = None
    stop_ply: int | None = None
    ignored: int = 0
    recorded: str = "*"
    problems: list[ReadProblem] = field(default_factory=list)

    def stop_text(self) -> str | None:
        """``illegal move at 12... (ply 23): <why>``, or None."""
        if self.stop is None or self.stop_ply is None:
            return None
        number, mover = self.game.move_number(self.stop_ply)
        dots = "." if mover is xiangqi.RED else "..."
        return f"stopped at move {number}{dots} (ply {self.stop_ply}): {self.stop}"


# ------------------------------------------------------------------ writing


def game_to_puzzle(game: Game) -> Puzzle:
    """The game as a Puzzle record (main line = the moves) for the PGN writer."""
    moves = [gm.move.iccs() for gm in game.moves]
    puzzle = Puzzle(fen=game.start_fen, solution=moves)
    tags = dict(game.tags)
    puzzle.title = tags.pop("Event", "")
    puzzle.date = tags.pop("Date", "")
    for name, value in (("Red", game.red), ("Black", game.black)):
        if value:
            puzzle.extra[name] = value
    puzzle.extra["Result"] = game.result()
    if game.outcome is not None:
        puzzle.extra["Termination"] = game.outcome.termination.value
    if game.time_control is not None:
        puzzle.extra["TimeControl"] = game.time_control.pgn()
    for name, value in tags.items():
        if re.fullmatch(r"[A-Za-z0-9_]+", name) and value:
            puzzle.extra[name] = value
    for i, gm in enumerate(game.moves, 1):
        if gm.clock_ms is not None:
            puzzle.move_comments[tuple(moves[:i])] = f"[%clk {format_clock(gm.clock_ms)}]"
    return puzzle


def dumps_game(game: Game, notation: Notation | str = Notation.ICCS) -> str:
    """The game as PGN text."""
    chosen = Notation(notation.lower() if isinstance(notation, str) else notation)
    return pgn.format_game(game_to_puzzle(game), chosen, "game")


def save_game(game: Game, path: str | os.PathLike[str],
              notation: Notation | str = Notation.ICCS) -> None:
    """Write the game as a PGN file, atomically. Raises PuzzleFileError."""
    value = notation.value if isinstance(notation, Notation) else notation
    io.save(Collection(puzzles=[game_to_puzzle(game)]), path, "pgn", value)


# ------------------------------------------------------------------ reading


def _clock_ms(comment: str) -> int | None:
    m = _CLOCK_RE.search(comment)
    if m is None:
        return None
    h, mi, s = (int(g) for g in m.groups())
    return ((h * 60 + mi) * 60 + s) * 1000


def _recorded_outcome(puzzle: Puzzle) -> Outcome | None:
    result = puzzle.extra.get("Result", "*").strip()
    if result not in _RESULT_WINNER:
        return None
    term = _TERMINATIONS.get(puzzle.extra.get("Termination", "").strip().lower(),
                             Termination.RECORDED)
    if term not in (Termination.RESIGNATION, Termination.AGREEMENT, Termination.TIME_FORFEIT):
        term = Termination.RECORDED
    return Outcome(term, _RESULT_WINNER[result])


def replay_puzzle(puzzle: Puzzle, rules: GameRules | None = None,
                  problems: list[ReadProblem] | None = None) -> ReplayedGame:
    """Replay a record's main line as a game. Raises GameError for a bad start position.

    ``problems`` are the reader's problems with this record: the first one stops the
    replay right after the moves that were read (a reader keeps the moves before a bad one).
    """
    tc_text = puzzle.extra.get("TimeControl", "")
    try:
        tc = TimeControl.parse(tc_text) if tc_text and tc_text not in ("-", "?") else None
    except ValueError:
        tc = None
    game = Game(puzzle.fen, rules=rules or GameRules(), time_control=tc,
                red=puzzle.extra.get("Red", ""), black=puzzle.extra.get("Black", ""))
    if puzzle.title and puzzle.title != "?":
        game.tags["Event"] = puzzle.title
    if puzzle.date:
        game.tags["Date"] = puzzle.date
    done = ReplayedGame(game, puzzle.name(), recorded=puzzle.extra.get("Result", "*"),
                        problems=list(problems or []))
    line = puzzle.solution
    for i, text in enumerate(line, 1):
        if game.is_over:
            done.ignored = len(line) - i + 1
            break
        try:
            move = xiangqi.Move.from_iccs(text)
            game.play(move, clock_ms=_clock_ms(puzzle.move_comments.get(tuple(line[:i]), "")))
        except ValueError as exc:
            done.stop, done.stop_ply = f"{text}: {_why(exc)}", i
            return done
    stopper = next((p for p in done.problems if _stops_main_line(p.message, len(line))), None)
    if stopper is not None and not game.is_over:
        where = f"line {stopper.line}" + (f":{stopper.column}" if stopper.column else "")
        done.stop, done.stop_ply = f"{stopper.message} ({where})", len(line) + 1
        return done
    if not game.is_over:
        recorded = _recorded_outcome(puzzle)
        if recorded is not None:
            game.end(recorded)
    return done


def _stops_main_line(message: str, main_plies: int) -> bool:
    """Whether a reader's problem is the bad move that cut the main line short.

    PGN says "main line"; DhtmlXQ names branch 0; XQF numbers records depth first from the
    start position's record, so the main line's next move is record ``main_plies + 2``.
    """
    if "main line" in message or message.startswith("branch 0,"):
        return True
    m = re.match(r"move (\d+): ", message)
    return m is not None and int(m.group(1)) == main_plies + 2


def _why(exc: Exception) -> str:
    return re.sub(r"\s+in\s+\S+/\S+.*$", "", str(exc))


def replay_records(path: str | os.PathLike[str],
                   rules: GameRules | None = None) -> list[ReplayedGame | str]:
    """Every record of a game file of any readable format, replayed; a record whose start
    position is not legal comes back as the message saying why (the others still replay).

    Raises PuzzleFileError when the file cannot be read or holds no game.
    """
    loaded = io.load(path)
    records = loaded.collection.puzzles
    if not records:
        why = f": {loaded.problems[0].message}" if loaded.problems else ""
        raise PuzzleFileError(f"{path}: no game found{why}")
    # a multi-record file's problems cannot be pinned to one record: the CLI lists them
    mine = loaded.problems if len(records) == 1 else []
    games: list[ReplayedGame | str] = []
    for puzzle in records:
        try:
            games.append(replay_puzzle(puzzle, rules, mine))
        except GameError as exc:
            games.append(str(exc))
    return games


def load_games(path: str | os.PathLike[str],
               rules: GameRules | None = None) -> list[ReplayedGame]:
    """``replay_records``, raising PuzzleFileError (naming the record) for a bad start."""
    games = []
    for i, done in enumerate(replay_records(path, rules), 1):
        if isinstance(done, str):
            raise PuzzleFileError(f"{path}: game {i}: {done}")
        games.append(done)
    return games
