"""The stated line (the solution a puzzle file gives, its composer's key line) against strict
best play.

Users read it as the "book line" (the notes' messages and the app say so); in the code it is
the stated line, so as not to be taken for the score book (``paiju.scores.ScoreBook``) or an
opening book.
"""

from __future__ import annotations

from paiju.rules import Board, InvalidMoveError, Move, Stipulation

from .prover import MateProver, quiet_budget, spend
from .result import StatedLineNote


def compare_stated_line(prover: MateProver, board: Board, line: list[str],
                        stipulation: Stipulation) -> tuple[list[StatedLineNote], int]:
    """Walk the stated line; note each attacker move slower than the fastest mate,
    each defence weaker than the longest resistance, and a line that stops
    before mate. Returns the notes and the line's attacker-move count."""
    board = board.copy(stack=False)
    attacker = board.turn
    quiet = quiet_budget(stipulation.checks_only, stipulation.max_quiet)
    budget = stipulation.moves
    notes: list[StatedLineNote] = []
    attacker_moves = 0
    for ply, text in enumerate(line):
        try:
            move = Move.from_iccs(text)
        except InvalidMoveError:
            notes.append(StatedLineNote(ply, text, "illegal", f"book move {text!r} is not ICCS"))
            break
        if move not in board.legal_moves:
            notes.append(StatedLineNote(ply, text, "illegal",
                                  f"book move {text} is illegal in {board.fen()}"))
            break
        if board.turn == attacker:
            attacker_moves += 1
            best = prover.mate_length(board, budget, quiet)
            check = board.gives_check(move)
            board.push(move)
            after = prover.defence_length(board, budget - 1, spend(quiet, check))
            if after is None:
                escape = prover.refutation(board, budget - 1, spend(quiet, check))
                refute = escape.iccs() if escape else ""
                notes.append(StatedLineNote(ply, text, "fails",
                                      f"book move {text} lets the defender escape mate "
                                      f"within {budget} moves"
                                      + (f": {refute} holds" if refute else "")
                                      + (f" (mate in {best} was available)" if best else ""),
                                      refute))
            elif best is not None and after + 1 > best:
                board.pop()
                faster = prover.wins(board, best, quiet)
                board.push(move)
                notes.append(StatedLineNote(ply, text, "slower",
                                      f"book move {text} mates in {after + 1}; "
                                      f"strict play mates in {best}"
                                      + (f" by {faster.iccs()}" if faster else ""),
                                      faster.iccs() if faster else ""))
            quiet = spend(quiet, check)
            budget -= 1
        else:
            longest = prover.defence_length(board, budget, quiet)
            board.push(move)
            after = prover.mate_length(board, budget, quiet) if board.legal_moves else 0
            if longest is not None and after is not None and after < longest:
                board.pop()
                stronger = _longest_defence(prover, board, longest, quiet)
                board.push(move)
                notes.append(StatedLineNote(ply, text, "weaker-defence",
                                      f"book defence {text} allows mate in {after}; the "
                                      f"longest resistance "
                                      + (f"{stronger.iccs()} " if stronger else "")
                                      + f"holds for {longest}",
                                      stronger.iccs() if stronger else ""))
    if board.legal_moves:
        notes.append(StatedLineNote(len(line), "", "unfinished",
                              "the book line ends before mate"))
    return notes, attacker_moves


def _longest_defence(prover: MateProver, board: Board, longest: int, quiet: int) -> Move | None:
    """Defender to move: a reply after which mate still takes ``longest`` moves."""
    for defence in board.legal_moves:
        board.push(defence)
        try:
            if board.legal_moves and prover.wins(board, longest - 1, quiet) is None:
                return defence
        finally:
            board.pop()
    return None
