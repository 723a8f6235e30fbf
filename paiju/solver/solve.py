"""solve(): verdict, minimal length, keys, tries and the solution tree of a problem."""

from __future__ import annotations

import copy
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from paiju.cancel import SearchCancelled
from paiju.rules import Board, Move, Stipulation

from .prover import QUIET_ANY, SHORT, MateProver, quiet_budget, spend
from .result import AttackNode, DefenceNode, Proven, SolveResult, Try, Verdict
from .sharing import Answer, Item, WorkQueue

# Nodes for the look for a mate shorter than the first one found (a quiet mate in 6 where
# the checks mate in 7; measured: docs/solver.md, "Why it is built this way").
PROBE_NODES = 100_000


class MateOracle(Protocol):
    """Exact answers for the positions it covers (an endgame tablebase)."""

    def mate_keys(self, board: Board, n: int) -> tuple[int | None, list[Move]] | None:
        """None when the position is not covered; else the least mate length if it is
        within n (None if there is no mate within n) and the first moves mating in it."""
        ...


@dataclass(frozen=True)
class Progress:
    phase: str          # "length", "keys", "tries", "tree", "book" (the stated line; the
                        # word users read in notes and progress)
    depth: int
    nodes: int
    seconds: float

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


ProgressCallback = Callable[[Progress], None]
VerdictCallback = Callable[[SolveResult], None]


class Solver:
    """Solves problems; cancel() and progress work from other threads.

    The progress callback is called about five times a second from a monitor
    thread while a solve runs (a Qt worker can emit a signal from it).

    With `threads` > 1 that many provers search in one table (each helper keeps only a small
    children cache of its own), so what one proves the others read: the questions asked
    first move by first move (keys, tries) run on all of them at once, and while the first
    prover looks for the first mate the others already ask the keys at N (the first to
    finish answers the root question); everything else runs on the first prover.
    """

    def __init__(self, memory_mb: int = 64, max_tree_nodes: int = 4000,
                 threads: int = 1, oracle: MateOracle | None = None) -> None:
        if threads < 1:
            raise ValueError(f"threads must be >= 1, got {threads}")
        # One table for all the threads (what one proves, every other reads); a helper
        # holds only its own children cache.
        cache = max(1, memory_mb // (8 * threads))
        self.prover = MateProver(max(1, memory_mb - cache * (threads - 1)))
        self.helpers = [MateProver(cache, share=self.prover) for _ in range(threads - 1)]
        self.memory_mb = memory_mb
        self.max_tree_nodes = max_tree_nodes
        self.oracle = oracle  # exact verdict, length and keys where it covers the position
        self._phase = "length"
        self._tree_nodes = 0
        self._stop_lock = threading.Lock()
        self._stopping = False

    @property
    def provers(self) -> list[MateProver]:
        return [self.prover, *self.helpers]

    @property
    def nodes(self) -> int:
        """Nodes searched by all the provers since they were made."""
        return sum(prover.nodes for prover in self.provers)

    def cancel(self) -> None:
        with self._stop_lock:
            self._stopping = True
            for prover in self.provers:
                prover.cancel()

    def _resume(self, prover: MateProver) -> None:
        """Re-arm an prover whose question was preempted, unless the solve is stopping."""
        with self._stop_lock:
            if not self._stopping:
                prover.resume()

    def clear(self) -> None:
        """Forget every table entry (a benchmark's fresh start)."""
        for prover in self.provers:
            prover.clear()

    def solve(self, board: Board, stipulation: Stipulation, *,
              time_limit: float | None = None, progress: ProgressCallback | None = None,
              stated_line: list[str] | None = None, tries: bool = True,
              tree: bool = True, on_verdict: VerdictCallback | None = None) -> SolveResult:
        """Solve `stipulation` for the side to move in `board` (which is not changed).

        `on_verdict` gets a copy of the result as soon as the verdict, length and keys are
        proven, before the tries, tree and stated line (which can take far longer).
        A study stipulation (win, draw) is not a mate problem: ValueError (its verifier is
        ``paiju.solver.study.verify_study``)."""
        if stipulation.is_study:
            raise ValueError(f"{stipulation.describe()}: a study, not a mate problem; "
                             "verify it with paiju.solver.study.verify_study")
        board = board.copy(stack=False)
        result = SolveResult(board.fen(), stipulation, Verdict.NO_SOLUTION)
        errors = [i.message for i in board.validate() if i.is_error]
        if errors:
            result.verdict, result.errors = Verdict.ILLEGAL, errors
            return result
        with self._stop_lock:
            self._stopping = False
            for prover in self.provers:
                prover.start(time_limit)
        start, nodes0 = time.monotonic(), self.nodes
        stop = threading.Event()
        monitor = None
        if progress is not None:
            monitor = threading.Thread(target=self._report, daemon=True,
                                       args=(progress, stop, start, nodes0))
            monitor.start()
        try:
            result.tries_complete = not tries  # until they are searched
            self._solve(board, stipulation, result, tries, tree,
                        None if on_verdict is None else
                        lambda: on_verdict(self._snapshot(result, start, nodes0)))
            if stated_line is not None:
                from .stated_line import compare_stated_line
                self._phase = "book"
                result.stated_line_notes, result.stated_line_length = compare_stated_line(
                    self.prover, board, stated_line, stipulation)
        except SearchCancelled as exc:
            result.note = f"stopped ({exc.reason}) during {self._phase}"
            if self._phase in ("length", "keys"):  # later phases keep a proven verdict
                result.verdict = Verdict.CANCELLED
            result.tree_complete = False
        finally:
            stop.set()
            if monitor is not None:
                monitor.join()
        result.nodes = self.nodes - nodes0
        result.seconds = time.monotonic() - start
        return result

    def _snapshot(self, result: SolveResult, start: float, nodes0: int) -> SolveResult:
        """A copy of the result so far, for another thread to read while this one goes on."""
        snapshot = copy.deepcopy(result)
        snapshot.nodes = self.nodes - nodes0
        snapshot.seconds = time.monotonic() - start
        return snapshot

    def _report(self, progress: ProgressCallback, stop: threading.Event, start: float,
                nodes0: int) -> None:
        while not stop.wait(0.2):
            progress(Progress(self._phase, self.prover.depth, self.nodes - nodes0,
                              time.monotonic() - start))

    # -- the phases ------------------------------------------------------------
    def _solve(self, board: Board, stip: Stipulation, result: SolveResult, want_tries: bool,
               want_tree: bool, verdict_known: Callable[[], None] | None) -> None:
        quiet = quiet_budget(stip.checks_only, stip.max_quiet)
        self._phase = "length"
        candidates = self._first_moves(board, quiet)
        race = None
        if self.helpers and quiet and stip.moves > SHORT and len(candidates) > 1:
            race = self._queue(candidates, stip.moves - 1)
            race.start(self.helpers, board)
        try:
            self._phases(board, stip, quiet, candidates, race, result, want_tries, want_tree,
                         verdict_known)
        finally:
            if race is not None:
                race.finish()

    def _root(self, board: Board, n: int, quiet: int, proven: Proven,
              candidates: list[tuple[Move, int]], race: WorkQueue[Any, bool] | None
              ) -> int | None:
        """find_mate(), raced by the helpers asking the keys at n (`race`): when they have
        every answer first, the find is preempted and the keys say whether there is a mate
        within n."""
        if race is None:
            return self.prover.find_mate(board, n, quiet, proven)
        gate = threading.Lock()
        state = {"finding": True, "preempted": False}

        def complete() -> None:  # a helper thread, under the queue's lock
            with gate:
                if state["finding"]:
                    state["preempted"] = True
                    self.prover.cancel()
        with race.lock:
            if race.done:
                keys_first = True
            else:
                keys_first, race.complete = False, complete
        if not keys_first:
            try:
                bound = self.prover.find_mate(board, n, quiet, proven)
            except SearchCancelled:
                with gate:
                    state["finding"] = False
                if not state["preempted"]:
                    raise
                self._resume(self.prover)
            else:
                with gate:
                    state["finding"] = False
                    if state["preempted"]:  # the keys finished as the find did
                        self._resume(self.prover)
                return bound
        keys = [m for (m, _), yes in zip(candidates, race.answers, strict=True) if yes]
        if keys:
            proven.mate(n)
            return n
        proven.no_mate(n)
        return None

    def _phases(self, board: Board, stip: Stipulation, quiet: int,
                candidates: list[tuple[Move, int]], race: WorkQueue[Any, bool] | None,
                result: SolveResult, want_tries: bool, want_tree: bool,
                verdict_known: Callable[[], None] | None) -> None:
        proven = result.proven
        exact = (self.oracle.mate_keys(board, stip.moves)
                 if self.oracle is not None and quiet == QUIET_ANY else None)
        if exact is not None:  # the tablebase's answer is a proof: no search for it
            if race is not None:
                race.finish()
            result.mate_in, result.keys = exact
            if result.mate_in is None:
                proven.no_mate(stip.moves)
            else:
                proven.mate(result.mate_in)
                proven.no_mate(result.mate_in - 1)
            result.note = "length and keys proved by the endgame tablebase"
            self._finish(board, stip, quiet, candidates, result, want_tries, want_tree,
                         verdict_known)
            return
        bound = self._root(board, stip.moves, quiet, proven, candidates, race)
        minimal = stip.moves == 1  # nothing mates faster than in one
        if bound == stip.moves and quiet and bound - 1 > SHORT:
            # The first mate came at N (checks-only, or df-pn's first proof). A shorter
            # quiet mate is usually proven fast, while a full "no mate within N - 1" can
            # cost more than the keys: a budgeted look settles the common cases both ways.
            shorter = self.prover.try_find(board, bound - 1, quiet, PROBE_NODES)
            if shorter:
                bound -= 1
                proven.mate(bound)
            elif shorter is False:
                proven.no_mate(bound - 1)
            else:
                bound = self._short_look(board, bound, quiet, proven)
            minimal = shorter is False
        if race is not None and bound != stip.moves:  # the keys at N are not asked
            race.finish()
        if bound is not None and bound < stip.moves:
            # Short: the least length first (root questions below `bound`), then the keys at
            # that length, each asked for bound - 1 moves at most instead of N - 1.
            result.mate_in = self.prover.shorten(board, bound, quiet, proven)
            self._phase = "keys"
            result.keys = self._keys(board, candidates, result.mate_in, proven)
        elif bound is not None:
            self._phase = "keys"
            result.keys = self._keys(board, candidates, stip.moves, proven, race)
            self._phase = "length"
            keyed = [(m, left) for m, left in candidates if m in result.keys]
            result.mate_in = stip.moves if minimal else self._minimal_length(
                board, stip.moves, quiet, keyed, proven)
            if result.mate_in < stip.moves:  # a key mates faster: keep the fastest keys
                self._phase = "keys"
                result.keys = self._keys(board, keyed, result.mate_in, proven)
        self._finish(board, stip, quiet, candidates, result, want_tries, want_tree,
                     verdict_known)

    def _finish(self, board: Board, stip: Stipulation, quiet: int,
                candidates: list[tuple[Move, int]], result: SolveResult, want_tries: bool,
                want_tree: bool, verdict_known: Callable[[], None] | None) -> None:
        """Verdict from the length and keys, then the tries and the solution tree."""
        length = result.mate_in or stip.moves
        refuted = [m for m, _ in candidates if m not in result.keys]
        if result.mate_in is None:
            result.verdict = Verdict.NO_SOLUTION
        elif result.mate_in < stip.moves:
            result.verdict = Verdict.SHORT
        elif len(result.keys) > 1:
            result.verdict = Verdict.COOKED
        else:
            result.verdict = Verdict.SOUND
        if verdict_known is not None:
            verdict_known()
        if want_tries:
            self._phase = "tries"
            budgets = dict(candidates)

            def found(refutations: list[Move | None]) -> None:  # a stop keeps those found
                result.tries = [Try(move, refutation)
                                for move, refutation in zip(refuted, refutations, strict=True)
                                if refutation is not None]
            self._shared_out(board, refuted, lambda prover, board, move:
                             self._single_refutation(board, move, length - 1, budgets[move],
                                                     prover), found)
            result.tries_complete = True
        if want_tree and result.keys:
            self._phase = "tree"
            assert result.mate_in is not None
            result.line = self._main_line(board, result.keys, result.mate_in, quiet)
            self._tree_nodes = 0
            for move in result.keys:
                node = self._attack_node(board, move, result.mate_in, quiet)
                result.tree.append(node)
            result.tree.sort(key=lambda node: node.length)
            result.tree_complete = self._tree_nodes <= self.max_tree_nodes

    def _short_look(self, board: Board, bound: int, quiet: int, proven: Proven) -> int:
        """A mate much shorter than the first one found, looked for upwards from SHORT + 1
        within one budget of PROBE_NODES in all: a stipulation far longer than the mate
        (a quiet mate in 4 asked as a mate in 8) costs the keys at 8 otherwise."""
        spent = self.prover.nodes
        for n in range(SHORT + 1, bound - 1):
            left = PROBE_NODES - (self.prover.nodes - spent)
            if left <= 0:
                break
            found = self.prover.try_find(board, n, quiet, left)
            if found is None:
                break
            if found:
                proven.mate(n)
                return n
            proven.no_mate(n)
        return bound

    def _keys(self, board: Board, candidates: list[tuple[Move, int]], n: int,
              proven: Proven, race: WorkQueue[Any, bool] | None = None) -> list[Move]:
        """The first moves (of `candidates`, with their budgets) that mate within n (a mate
        within n is proven); each answer goes into `proven` as it comes. `race`: the
        helpers' queue of these questions, already begun."""
        proven.mate(n)

        def answered(answers: list[bool | None]) -> None:
            proven.keys = [m for (m, _), yes in zip(candidates, answers, strict=True) if yes]
            proven.keys_open = answers.count(None)

        if race is None:
            answers = self._each_mates(board, candidates, n - 1, answered)
        else:
            with race.lock:
                race.answered = answered
                answered(race.answers)
            race.work(self.prover, board)
            race.join()
            answers = race.answers
        return [move for (move, _), yes in zip(candidates, answers, strict=True) if yes]

    def _minimal_length(self, board: Board, n: int, quiet: int,
                        keys: list[tuple[Move, int]], proven: Proven) -> int:
        """The least mate length, given a mate within n and the keys (every first move
        mating within n). It is n when no key mates within n - 1: every other first move was
        just proven to hold for n - 1 moves, so that asks only the keys, not the whole
        position again."""
        if not any(self._each_mates(board, keys, n - 2, first=True)):
            proven.no_mate(n - 1)
            return n
        proven.mate(n - 1)
        return self.prover.shorten(board, n - 1, quiet, proven)

    def _queue(self, moves: list[tuple[Move, int]], n: int,
               first: bool = False) -> WorkQueue[tuple[Move, int], bool]:
        """A queue of "does (move, quiet budget after it) mate within n more moves?"."""
        return WorkQueue(moves, lambda prover, board, item: self._mates_after(
            board, item[0], n, item[1], prover), self.cancel, self._resume, first)

    def _each_mates(self, board: Board, moves: list[tuple[Move, int]], n: int,
                    answered: Callable[[list[bool | None]], None] | None = None,
                    first: bool = False) -> list[bool | None]:
        """For each (move, quiet budget after it): does it mate within n more moves?"""
        return self._run_queue(self._queue(moves, n, first), board, answered)

    def _shared_out(self, board: Board, items: list[Item],
                    ask: Callable[[MateProver, Board, Item], Answer],
                    answered: Callable[[list[Answer | None]], None] | None = None
                    ) -> list[Answer | None]:
        """ask(prover, board, item) for each item, shared out among the provers."""
        return self._run_queue(WorkQueue(items, ask, self.cancel, self._resume), board,
                               answered)

    def _run_queue(self, queue: WorkQueue[Item, Answer], board: Board,
                   answered: Callable[[list[Answer | None]], None] | None
                   ) -> list[Answer | None]:
        queue.answered = answered
        queue.start(self.helpers, board)
        queue.work(self.prover, board)
        queue.join()
        return queue.answers

    def _first_moves(self, board: Board, quiet: int) -> list[tuple[Move, int]]:
        """Attacker moves allowed by the quiet budget, with the budget left after each."""
        out = []
        for move in board.legal_moves:
            check = board.gives_check(move)
            if check or quiet > 0:
                out.append((move, spend(quiet, check)))
        return out

    def _mates_after(self, board: Board, move: Move, n: int, quiet: int,
                     prover: MateProver | None = None) -> bool:
        """After the attacker's `move`, is the defender mated within n more moves?"""
        prover = prover or self.prover
        board.push(move)
        try:
            return not board.legal_moves or (n >= 1 and not prover.holds(board, n, quiet))
        finally:
            board.pop()

    def _single_refutation(self, board: Board, move: Move, n: int, quiet: int,
                           prover: MateProver) -> Move | None:
        """The only defence that beats `move`, or None if there are none or several."""
        board.push(move)
        try:
            found: Move | None = None
            for defence in board.legal_moves:
                board.push(defence)
                try:
                    holds = prover.wins(board, n, quiet) is None
                finally:
                    board.pop()
                if holds:
                    if found is not None:
                        return None
                    found = defence
            return found
        finally:
            board.pop()

    def _main_line(self, board: Board, keys: list[Move], n: int, quiet: int) -> list[Move]:
        """Key, longest resistance, first fastest continuation, ... down to the mate: the
        tree's main line, found along one path so that a cut tree does not shorten it."""
        board = board.copy(stack=False)
        line: list[Move] = []
        moves = [(k, left) for k, left in self._first_moves(board, quiet)
                 if k in keys and self._mates_after(board, k, n - 1, left)][:1]
        while moves:
            move, quiet = moves[0]
            line.append(move)
            board.push(move)
            defences = list(board.legal_moves)
            if not defences:
                return line
            best: tuple[int, Move] | None = None
            for defence in defences:
                board.push(defence)
                length = self.prover.mate_length(board, n - 1, quiet)
                board.pop()
                if length is None:
                    raise RuntimeError(f"defence {defence} escapes in {board.fen()}")
                if best is None or length > best[0]:
                    best = (length, defence)
            assert best is not None
            n = best[0]
            line.append(best[1])
            board.push(best[1])
            moves = [(m, left) for m, left in self._first_moves(board, quiet)
                     if self._mates_after(board, m, n - 1, left)][:1]
        return line

    def _attack_node(self, board: Board, move: Move, n: int, quiet: int) -> AttackNode:
        """The tree below an attacker move that mates within n (n counts this move)."""
        self._tree_nodes += 1
        check = board.gives_check(move)
        left = spend(quiet, check)
        node = AttackNode(move, check)
        board.push(move)
        try:
            defences = list(board.legal_moves)
            if not defences:
                node.mates = True
                return node
            if self._tree_nodes > self.max_tree_nodes:
                node.expanded = False
                return node
            for defence in defences:
                node.defences.append(self._defence_node(board, defence, n - 1, left))
            node.defences.sort(key=lambda d: -d.length)
            node.defences[0].main = True
            return node
        finally:
            board.pop()

    def _defence_node(self, board: Board, defence: Move, n: int, quiet: int) -> DefenceNode:
        board.push(defence)
        try:
            length = self.prover.mate_length(board, n, quiet)
            if length is None:  # cannot happen below a proven key; keep the tree honest
                raise RuntimeError(f"defence {defence} escapes in {board.fen()}")
            node = DefenceNode(defence, length)
            for move, left in self._first_moves(board, quiet):
                if self._mates_after(board, move, length - 1, left):
                    if not node.continuations:
                        node.continuations.append(self._attack_node(board, move, length, quiet))
                    else:
                        node.continuations.append(AttackNode(
                            move, board.gives_check(move), mates=length == 1,
                            expanded=length == 1))
            return node
        finally:
            board.pop()


def solve(board: Board, stipulation: Stipulation, *, memory_mb: int = 64,
          time_limit: float | None = None, progress: ProgressCallback | None = None,
          stated_line: list[str] | None = None) -> SolveResult:
    """One-shot convenience around Solver.solve()."""
    return Solver(memory_mb).solve(board, stipulation, time_limit=time_limit,
                                   progress=progress, stated_line=stated_line)
