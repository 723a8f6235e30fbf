"""Engine matches: games between two SearchEngines from a set of openings.

Colours alternate game by game and each opening is played from both sides.
A game is judged by ``paiju.rules.game`` (mate, stalemate, perpetual check, the
perpetual-chase subset, threefold repetition, the no-capture limit) or drawn at
a move cap.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path

from paiju.rules import Board, Color, Move
from paiju.rules.game import Game, GameRules, describe

from .api import Limits, SearchEngine

# The shipped data package (``paiju/data/``), found as paiju/puzzles/shipped.py finds it.
OPENINGS_FILE = Path(str(files("paiju.data") / "openings" / "openings.txt"))
RULES = GameRules()       # the game rules' defaults: 60 moves each side without a capture draw
MAX_PLIES = 400           # a game still running after 200 moves each is drawn


@dataclass(frozen=True)
class Opening:
    name: str
    moves: tuple[Move, ...]


class OpeningsError(ValueError):
    """An openings file line that is not ``name: legal ICCS moves``."""


def load_openings(path: Path | str = OPENINGS_FILE) -> list[Opening]:
    """Openings from a file of ``name: h2e2 h9g7 ...`` lines (``#`` starts a comment)."""
    openings = []
    text = Path(path).read_text(encoding="utf-8")
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        name, sep, moves_text = line.rpartition(":")
        if not sep:
            name, moves_text = f"opening {number}", line
        board = Board()
        moves = []
        for word in moves_text.split():
            try:
                moves.append(board.push_iccs(word))
            except ValueError as exc:
                raise OpeningsError(f"{path}:{number}: {exc}") from None
        openings.append(Opening(name.strip(), tuple(moves)))
    if not openings:
        raise OpeningsError(f"{path}: no openings")
    return openings


@dataclass
class GameRecord:
    number: int
    red: str
    black: str
    opening: str
    moves: list[Move] = field(default_factory=list)
    result: str = "*"           # 1-0, 0-1, 1/2-1/2
    termination: str = ""
    seconds: float = 0.0

    def score_of(self, name: str) -> float:
        if self.result == "1/2-1/2":
            return 0.5
        winner = self.red if self.result == "1-0" else self.black
        return 1.0 if winner == name else 0.0


def play_game(red: SearchEngine, black: SearchEngine, opening: Opening, limits: Limits,
              record: GameRecord, max_plies: int = MAX_PLIES) -> GameRecord:
    """Play one game from the opening; fills and returns `record`."""
    start = time.monotonic()
    game = Game(rules=RULES, red=record.red, black=record.black)
    outcome = game.play_all(opening.moves)
    record.moves = list(opening.moves)
    for eng in (red, black):
        eng.new_game()
    while outcome is None and game.ply < max_plies:
        board = game.board()
        mover = red if board.turn == Color.RED else black
        result = mover.search(board, limits)
        move = result.best_move
        if move is None or not board.is_legal(move):
            # An engine that answers no legal move while one exists forfeits.
            side = "Red" if board.turn == Color.RED else "Black"
            record.result = "0-1" if board.turn == Color.RED else "1-0"
            record.termination = f"illegal or no move from {side}"
            break
        outcome = game.play(move)
        record.moves.append(move)
    if outcome is not None:
        record.result = outcome.result()
        record.termination = describe(outcome, RULES).split(" ", 1)[1]
    elif not record.termination:
        record.result, record.termination = "1/2-1/2", f"move cap ({max_plies // 2} moves)"
    record.seconds = time.monotonic() - start
    return record


@dataclass
class MatchResult:
    a: str
    b: str
    games: list[GameRecord]

    def score(self, name: str) -> float:
        return sum(g.score_of(name) for g in self.games)

    def tally(self, name: str) -> tuple[int, int, int]:
        """(wins, draws, losses) of `name`."""
        wins = sum(g.score_of(name) == 1.0 for g in self.games)
        draws = sum(g.score_of(name) == 0.5 for g in self.games)
        return wins, draws, len(self.games) - wins - draws


def run_match(a: SearchEngine, b: SearchEngine, names: tuple[str, str], games: int,
              limits: Limits, openings: Sequence[Opening],
              on_game: Callable[[GameRecord], None] | None = None) -> MatchResult:
    """`games` games, A Red in the odd-numbered ones; opening k is played twice in a row."""
    na, nb = names
    if na == nb:
        na, nb = f"{na} (A)", f"{nb} (B)"
    match = MatchResult(na, nb, [])
    for i in range(games):
        opening = openings[(i // 2) % len(openings)]
        a_red = i % 2 == 0
        record = GameRecord(i + 1, na if a_red else nb, nb if a_red else na, opening.name)
        play_game(a if a_red else b, b if a_red else a, opening, limits, record)
        match.games.append(record)
        if on_game:
            on_game(record)
    return match


def crosstable(match: MatchResult) -> list[str]:
    """Text lines: one per engine (wins, draws, losses, score, per-game results), then totals."""
    n = len(match.games)
    width = max(len(match.a), len(match.b), 6)
    lines = [f"{'':<{width}}  {'+':>3} {'=':>3} {'-':>3}  {'score':>7}  games"]
    for name in (match.a, match.b):
        w, d, lost = match.tally(name)
        marks = "".join({1.0: "1", 0.5: "=", 0.0: "0"}[g.score_of(name)] for g in match.games)
        lines.append(f"{name:<{width}}  {w:>3} {d:>3} {lost:>3}  {_num(match.score(name)):>7}  "
                     f"{marks}")
    lines.append(f"{match.a}: {_num(match.score(match.a))}/{n}")
    return lines


def _num(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:.1f}"
