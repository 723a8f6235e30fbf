"""Problemist-style text of a SolveResult: key `!`, tries `?` with `but …!`, variations."""

from __future__ import annotations

from collections.abc import Callable

from paiju.rules import Board, Move

from .result import AttackNode, SolveResult, Verdict

MoveFormatter = Callable[[Board, Move], str]


def iccs(board: Board, move: Move) -> str:
    return move.iccs()


def render(result: SolveResult, fmt: MoveFormatter = iccs) -> str:
    board = Board(result.fen)
    lines = [f"{result.stipulation.describe()}: {result.verdict.value}"]
    if result.errors:
        lines += [f"  error: {e}" for e in result.errors]
        return "\n".join(lines)
    if result.mate_in is not None:
        lines.append(f"shortest mate: {result.mate_in}")
    if result.verdict is Verdict.CANCELLED:
        lines += proven_lines(result, fmt)
    for t in result.tries:
        board.push(t.move)
        refutation = fmt(board, t.refutation)
        board.pop()
        lines.append(f"1.{fmt(board, t.move)}? but 1...{refutation}!")
    for node in result.tree:
        _attack_lines(board, node, 1, 0, lines, fmt)
    if not result.tree_complete:
        lines.append("(tree cut off)")
    for note in result.stated_line_notes:
        lines.append(f"book: {note.message}")
    if result.note:
        lines.append(result.note)
    lines.append(f"{result.nodes} nodes, {result.seconds:.2f} s, "
                 f"{result.nodes_per_second / 1000:.0f} kn/s")
    return "\n".join(lines)


def proven_lines(result: SolveResult, fmt: MoveFormatter = iccs) -> list[str]:
    """What a solve stopped before its verdict had proven, one fact a line."""
    p, board = result.proven, Board(result.fen)
    lines = []
    if p.mate_within is not None:
        lines.append(f"proven: a mate within {p.mate_within}")
        keys = ", ".join(fmt(board, k) for k in p.keys) or "none yet"
        if p.keys_open:
            lines.append(f"keys so far: {keys} ({p.keys_open} first moves not yet asked)")
        elif p.keys:
            lines.append(f"keys: {keys}")
    if p.no_mate_within:
        lines.append(f"proven: no mate within {p.no_mate_within}")
    if p.no_checks_mate_within > p.no_mate_within:
        lines.append(f"proven: no mate by checks alone within {p.no_checks_mate_within}")
    if not lines:
        lines.append("proven: nothing yet")
    return lines


def _attack_lines(board: Board, node: AttackNode, number: int, indent: int,
                  lines: list[str], fmt: MoveFormatter, dual: bool = False) -> None:
    mark = "#" if node.mates else ("!" if number == 1 else "")
    text = f"{fmt(board, node.move)}{mark}"
    if dual:
        text += " (dual)"
    lines.append("  " * indent + f"{number}.{text}")
    board.push(node.move)
    for defence in node.defences:
        label = "" if not defence.main else "  [main line]"
        lines.append("  " * (indent + 1) + f"{number}...{fmt(board, defence.move)}"
                     f" (mate in {defence.length}){label}")
        board.push(defence.move)
        for i, cont in enumerate(defence.continuations):
            _attack_lines(board, cont, number + 1, indent + 2, lines, fmt, dual=i > 0)
        board.pop()
    board.pop()
