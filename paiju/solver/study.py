"""Verify a study ("to play and win" 红先胜, "to play and draw" 红先和) with an honest verdict.

What is *proved* and what is only *checked* are said apart (docs/solver.md, "Studies"):

* the start position covered by an endgame table: **proved** by the table;
* else the main line is walked position by position: the first position a table covers is
  a proved leaf (the rest of the line is not needed); every position before it is
  analysed by the engine at the stated budget, which must not find a mate against the
  side to play (nor, in a win study, score it below ``WIN_CP``); a line ending in mate has
  its last moves proved by the mate prover; a line ending in a repetition is judged by the
  game rules (docs/rules.md §3: perpetual check loses, else a draw);
* a study with no main line whose start the engine sees mating is proved by the mate
  prover, else it stays unsettled.

The tables and the engine are handed in (``Tables``, ``Analyse``): the solver does not
import ``paiju.tablebase`` or ``paiju.engine`` (docs/architecture.md, layering). Each position
looked at leaves a ``StudyStep`` (the per-move notes the app shows); ``verify`` reports its
progress and ``cancel()`` stops it from another thread (``SearchCancelled``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, Protocol

from paiju.cancel import SearchCancelled
from paiju.rules import Board, Color, Move, PieceType, Stipulation

from .prover import MAX_N
from .result import Verdict
from .solve import Solver

WIN_CP = 300
"""A win study's positions must score at least this for the side to play (else unsettled)."""
RULE_SCORE = 19_000
"""A score beyond this without a mate is the built-in engine's result by the perpetual-check
rule (it scores one ±(20000 − plies)); found by repetitions inside its search, it makes a
study unsettled, not refuted."""
MATE_PROOF_SECONDS = 10.0
"""The mate prover's time for the end of a line that mates (and a line-less study's mate)."""

StudyWord = Literal["proved", "checked", "cooked", "flawed", "refuted", "unsettled", "illegal"]
STUDY_WORDS: tuple[StudyWord, ...] = ("proved", "checked", "cooked", "flawed", "refuted",
                                      "unsettled", "illegal")
"""proved: by tables or the mate prover; checked: the main line checked by the engine (its
leaf proved where the detail says so); cooked: the side to play does better than stipulated
(a draw study it wins); flawed: the main line's defence is not best (the defender could do
better, or lets the win by); refuted: the side to play does not keep the result; unsettled:
no verdict within the budget; illegal: the position or a move of the line breaks the
rules."""


class TableValue(Protocol):
    """A table's value for the side to move (``paiju.tablebase.Verdict``)."""

    @property
    def outcome(self) -> str: ...  # "win", "draw" or "loss"

    @property
    def plies(self) -> int | None: ...


class Tables(Protocol):
    """Endgame tables (``paiju.tablebase.Tablebase``)."""

    def probe(self, board: Board) -> TableValue | None: ...


class Analysis(Protocol):
    """An engine's answer for the side to move (``paiju.engine.SearchInfo``)."""

    @property
    def depth(self) -> int: ...

    @property
    def score_cp(self) -> int: ...

    @property
    def mate(self) -> int | None: ...  # > 0 the mover mates in that many moves


Analyse = Callable[[Board], Analysis]
"""Analyse one position at the verifier's budget (e.g. ``engine.search(b, limits).info``)."""

StudyProgress = Callable[[int, int], None]
"""``progress(done, total)``: positions of the main line looked at, of ``total``."""

_LETTERS = {PieceType.GENERAL: "K", PieceType.CHARIOT: "R", PieceType.HORSE: "H",
            PieceType.CANNON: "C", PieceType.SOLDIER: "P", PieceType.ADVISOR: "A",
            PieceType.ELEPHANT: "E"}


def material(board: Board) -> str:
    """Red's men then Black's, general first, R H C P A E: ``KRKAA``."""
    sides = []
    for color in (Color.RED, Color.BLACK):
        men = sorted((p.piece_type for p in board.piece_map().values() if p.color is color),
                     key=list(_LETTERS).index)
        sides.append("".join(_LETTERS[t] for t in men))
    return "".join(sides)


StepSource = Literal["table", "engine", "end"]


@dataclass(frozen=True)
class StudyStep:
    """What one position of the main line rests on (the position after ``ply`` plies), for
    the side to play of the study: ``table`` a table's value (``outcome``, ``plies`` to
    mate), proved; ``engine`` the engine's answer (``score_cp``, ``mate`` > 0 the side to
    play mates, < 0 is mated; ``depth``), only checked; ``end`` the game's end by the rules
    (``outcome``, ``how``)."""

    ply: int
    by: StepSource
    outcome: str | None = None
    plies: int | None = None
    score_cp: int | None = None
    mate: int | None = None
    depth: int | None = None
    how: str = ""

    @property
    def proved(self) -> bool:
        return self.by != "engine"


@dataclass
class StudyVerdict:
    """The verdict of a study: a word (``STUDY_WORDS``) and what it rests on."""

    word: StudyWord
    detail: str
    stipulation: Stipulation
    positions: int = 0          # positions of the main line the engine analysed
    min_depth: int | None = None  # the shallowest engine answer among them
    notes: list[str] = field(default_factory=list)
    steps: list[StudyStep] = field(default_factory=list)  # position by position

    @property
    def text(self) -> str:
        return f"{self.word}: {self.detail}" if self.detail else self.word


def _side(color: Color) -> str:
    return "Red" if color is Color.RED else "Black"


def _ply_label(board: Board, ply: int, move: Move, first: Color) -> str:
    """``12. h2e2`` for a Red move, ``12. … h9g7`` for a Black one (counted from the start)."""
    red_first = first is Color.RED
    index = ply + (0 if red_first else 1)
    number = index // 2 + 1
    return f"{number}. {'' if index % 2 == 0 else '… '}{move.iccs()}"


def _flip(outcome: str) -> str:
    return {"win": "loss", "loss": "win"}.get(outcome, outcome)


class StudyVerifier:
    """Verifies studies with the tables, the engine and the mate prover it is given."""

    def __init__(self, tables: Tables | None, analyse: Analyse | None, budget: str,
                 solver: Solver | None = None,
                 mate_seconds: float = MATE_PROOF_SECONDS) -> None:
        self.tables = tables
        self.analyse = analyse
        self.budget = budget  # how the engine was asked, for the verdict ("depth 12, ...")
        self.solver = solver if solver is not None else Solver(64)
        self.mate_seconds = mate_seconds
        self._scores: list[int] = []
        self._cancelled = False
        self._progress: StudyProgress | None = None

    def cancel(self) -> None:
        """Stop a running ``verify`` (from any thread): it raises ``SearchCancelled``. The
        engine's running search is the caller's to stop (``Analyse`` may be anything)."""
        self._cancelled = True
        self.solver.cancel()

    def _check_cancelled(self) -> None:
        if self._cancelled:
            raise SearchCancelled("study verification stopped")

    def _probe(self, board: Board) -> TableValue | None:
        if self.tables is None:
            return None
        try:
            return self.tables.probe(board)
        except ValueError:
            return None

    def _prove_mate(self, board: Board, moves: int) -> int | None:
        """The mate length the prover proves within ``moves`` (None if it proves none)."""
        if moves > MAX_N:
            return None
        self._check_cancelled()
        result = self.solver.solve(board, Stipulation(moves), time_limit=self.mate_seconds,
                                   tries=False, tree=False)
        self._check_cancelled()
        if result.verdict in (Verdict.SOUND, Verdict.COOKED, Verdict.SHORT):
            return result.mate_in
        return None

    def verify(self, board: Board, stipulation: Stipulation,
               line: list[str] | None = None,
               progress: StudyProgress | None = None) -> StudyVerdict:
        """The verdict of ``stipulation`` (a study) for the side to move of ``board``,
        ``line`` being the book's main line (ICCS, both sides, the side to play first).
        ``progress`` hears each position looked at; SearchCancelled after ``cancel()``."""
        self._cancelled = False
        self._progress = progress
        if not stipulation.is_study:
            raise ValueError(f"{stipulation}: not a study stipulation (win or draw)")
        verdict = StudyVerdict("unsettled", "", stipulation)
        errors = [i.message for i in board.validate() if i.is_error]
        if errors:
            verdict.word, verdict.detail = "illegal", "; ".join(errors)
            return verdict
        start = board.copy(stack=False)
        attacker = start.turn
        goal = stipulation.goal
        positions = [start.copy()]
        moves: list[Move] = []
        walk = start.copy()
        for ply, text in enumerate(line or []):
            try:
                move = Move.from_iccs(text)
            except ValueError:
                move = None
            if move is None or move not in walk.legal_moves:
                verdict.word = "illegal"
                verdict.detail = f"ply {ply + 1} ({text}) of the main line is not legal"
                return verdict
            walk.push(move)
            moves.append(move)
            positions.append(walk.copy())
        return self._walk(verdict, positions, moves, attacker, goal)

    # -- the walk along the main line ------------------------------------------------
    def _walk(self, verdict: StudyVerdict, positions: list[Board], moves: list[Move],
              attacker: Color, goal: str) -> StudyVerdict:
        who = _side(attacker)
        n = len(moves)
        depths: list[int] = []
        low_scores: list[str] = []
        scores: list[int] = []
        self._scores = scores
        steps = verdict.steps
        for i, board in enumerate(positions):
            self._check_cancelled()
            if self._progress is not None:
                self._progress(i, n + 1)
            after = ("the start" if i == 0 else
                     "after " + _ply_label(positions[i - 1], i - 1, moves[i - 1], attacker))
            value = self._probe(board)
            if value is not None:
                outcome = value.outcome if board.turn is attacker else _flip(value.outcome)
                steps.append(StudyStep(i, "table", outcome=outcome, plies=value.plies))
                table = f"{material(board)} by tablebase"
                failed = self._judge(verdict, outcome, goal, who, after, i, table)
                if failed:
                    return verdict
                if i == 0:
                    verdict.word = "proved"
                    verdict.detail = (f"by tablebase {material(board)}, "
                                      f"{outcome_text(outcome, who)}")
                    return verdict
                ending = (f"position after ply {i} ({material(board)}) "
                          f"{outcome_text(outcome, who)} by tablebase")
                return self._checked(verdict, depths, low_scores, i, ending)
            over = board.outcome()
            if i == n and (over is not None or board.repetition_count() >= 2):
                return self._ending(verdict, positions, moves, attacker, goal, depths,
                                    low_scores)
            if self.analyse is None:
                verdict.word = "unsettled"
                verdict.detail = f"no table covers {material(board)} and no engine was given"
                return verdict
            info = self.analyse(board)
            self._check_cancelled()  # a stopped search's answer is no analysis
            if board.legal_moves.count() > 1:  # a forced reply is answered at depth 1
                depths.append(info.depth)
            sign = 1 if board.turn is attacker else -1
            mate = None if info.mate is None else sign * info.mate
            score = sign * info.score_cp
            steps.append(StudyStep(i, "engine", score_cp=score, mate=mate, depth=info.depth))
            if mate is None and abs(score) >= RULE_SCORE:
                # Search-based (repetitions inside the tree), not a proof: no refutation.
                wins = attacker if score > 0 else attacker.other
                if score < 0 or goal == "draw":
                    verdict.word = "unsettled"
                    verdict.detail = (f"{after} the engine ({self.budget}, depth {info.depth}) "
                                      f"scores a win for {_side(wins)} by the perpetual-check "
                                      "rule, no mate (not taken as a refutation)")
                    return verdict
            engine = f"the engine ({self.budget}, depth {info.depth})"
            if mate is not None and mate < 0:
                verdict.word = "refuted"
                verdict.detail = (f"{after} {engine} finds a mate for "
                                  f"{_side(attacker.other)} in {-mate}")
                return verdict
            if mate is not None and mate > 0 and goal == "draw":
                verdict.word = "cooked" if i == 0 else "flawed"
                verdict.detail = (f"{after} {engine} finds a mate for {who} in {mate}"
                                  + ("" if i == 0 else ": the defence is not best"))
                return verdict
            if mate is not None and mate > 0 and n == 0:
                return self._mate_study(verdict, board, mate, engine)
            if n == 0:
                verdict.word = "unsettled"
                verdict.detail = (f"no main line to check; {engine} scores {score:+d} cp for "
                                  f"{who}, no mate")
                return verdict
            if mate is None:
                scores.append(score)
            if goal == "win" and mate is None and score < WIN_CP:
                low_scores.append(f"{after} {score:+d} cp")
            if i == n:
                if goal == "win" and mate is not None and mate > 0:
                    proved = self._prove_mate(board, mate)
                    if proved is not None:
                        ending = (f"final position: mate in {proved} proved by the mate "
                                  "prover")
                        return self._checked(verdict, depths, low_scores, i, ending)
                ending = (f"final position {material(board)} judged by the engine only "
                          f"({score:+d} cp for {who})" if mate is None else
                          f"final position: the engine sees a mate in {mate} for {who}")
                return self._checked(verdict, depths, low_scores, i, ending, leaf_proved=False)
        raise AssertionError("the walk always ends at the last position")

    def _judge(self, verdict: StudyVerdict, outcome: str, goal: str, who: str, after: str,
               i: int, by: str) -> bool:
        """Set a failing verdict when ``outcome`` (for the side to play) is not the goal."""
        if outcome == goal:
            return False
        if outcome == "loss" or (goal == "win" and outcome == "draw"):
            verdict.word = "refuted"
            verdict.detail = f"{after} {who} {outcome_text(outcome, who, bare=True)} ({by})"
        else:  # a draw study the side to play wins
            verdict.word = "cooked" if i == 0 else "flawed"
            verdict.detail = (f"{after} {who} wins ({by})"
                              + ("" if i == 0 else ": the defence is not best"))
        return True

    def _mate_study(self, verdict: StudyVerdict, board: Board, mate: int,
                    engine: str) -> StudyVerdict:
        proved = self._prove_mate(board, mate)
        if proved is not None:
            verdict.word = "proved"
            verdict.detail = f"by the mate prover, mate in {proved}"
        else:
            verdict.word = "unsettled"
            verdict.detail = (f"no main line; {engine} sees a mate in {mate}, not proved by "
                              f"the mate prover within {self.mate_seconds:g} s")
        return verdict

    def _ending(self, verdict: StudyVerdict, positions: list[Board], moves: list[Move],
                attacker: Color, goal: str, depths: list[int],
                low_scores: list[str]) -> StudyVerdict:
        """The line ends in mate (or stalemate) or in a repeated position."""
        n = len(moves)
        final = positions[-1]
        who = _side(attacker)
        over = final.outcome()
        if over is None:  # repeated once in the line: play the cycle again, as the rules do
            first = next(j for j, b in enumerate(positions) if b.key == final.key)
            board = final.copy()
            for _ in range(2):
                for move in moves[first:]:
                    if board.outcome() is not None:
                        break
                    board.push(move)
            over = board.outcome()
            rule = over.termination.value if over else "open"
            how = f"repetition from ply {first}, judged by the rules ({rule})"
        else:
            how = over.termination.value
        if over is None:
            verdict.word, verdict.detail = "unsettled", f"the line ends in {how}"
            return verdict
        outcome = "draw" if over.winner is None else ("win" if over.winner is attacker else "loss")
        verdict.steps.append(StudyStep(n, "end", outcome=outcome, how=how))
        after = "at the end of the main line"
        if self._judge(verdict, outcome, goal, who, after, n, how):
            return verdict
        if outcome == "win":  # the last moves are proved by the mate prover
            for j in range(max(0, n - (2 * MAX_N - 1)), n, 1):
                if positions[j].turn is not attacker:
                    continue
                proved = self._prove_mate(positions[j], (n - j + 1) // 2)
                if proved is not None and j == 0:
                    verdict.word = "proved"
                    verdict.detail = f"by the mate prover, mate in {proved}"
                    return verdict
                if proved is not None:
                    ending = (f"ends in {how}; mate in {proved} from ply {j} proved by the "
                              "mate prover")
                    return self._checked(verdict, depths, low_scores, j, ending)
            return self._checked(verdict, depths, low_scores, n, f"ends in {how}")
        return self._checked(verdict, depths, low_scores, n, f"ends in a {how}")

    def _checked(self, verdict: StudyVerdict, depths: list[int], low_scores: list[str],
                 upto: int, ending: str, leaf_proved: bool = True) -> StudyVerdict:
        verdict.positions = upto
        verdict.min_depth = min(depths) if depths else None
        checked = (f"main line checked by the engine ({self.budget}, depth ≥ "
                   f"{verdict.min_depth} where not forced) on its {upto} positions before "
                   f"ply {upto}"
                   if depths else "")
        if low_scores:
            verdict.word = "unsettled"
            verdict.detail = "; ".join(p for p in (
                checked, f"the engine scores below {WIN_CP} cp at " + ", ".join(low_scores[:3])
                + (f" and {len(low_scores) - 3} more" if len(low_scores) > 3 else ""),
                ending) if p)
            return verdict
        verdict.word = "checked"
        spread = (f"the engine's scores for the side to play from {min(self._scores):+d} to "
                  f"{max(self._scores):+d} cp, no mate" if self._scores else "")
        verdict.detail = "; ".join(p for p in (checked, spread, ending) if p)
        if not leaf_proved:
            verdict.notes.append("the final position is judged by the engine only")
        return verdict


def outcome_text(outcome: str, who: str, bare: bool = False) -> str:
    """``won for Red`` / ``drawn`` / ``lost for Red`` (``bare``: ``wins``, ``draws``,
    ``loses``)."""
    if bare:
        return {"win": "wins", "draw": "only draws", "loss": "loses"}[outcome]
    return {"win": f"won for {who}", "draw": "drawn", "loss": f"lost for {who}"}[outcome]
