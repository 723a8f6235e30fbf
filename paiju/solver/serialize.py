"""SolveResult as plain data (for --json, reports and the UI)."""

from __future__ import annotations

from typing import Any

from .result import AttackNode, DefenceNode, Proven, SolveResult


def attack_to_dict(node: AttackNode) -> dict[str, Any]:
    data: dict[str, Any] = {"move": node.move.iccs(), "checks": node.checks, "mates": node.mates}
    if node.defences:
        data["defences"] = [defence_to_dict(d) for d in node.defences]
    if not node.expanded and not node.mates:
        data["expanded"] = False
    return data


def defence_to_dict(node: DefenceNode) -> dict[str, Any]:
    return {"move": node.move.iccs(), "mate_in": node.length, "main": node.main,
            "duals": node.duals,
            "continuations": [attack_to_dict(c) for c in node.continuations]}


def result_to_dict(result: SolveResult) -> dict[str, Any]:
    stip = result.stipulation
    return {
        "fen": result.fen,
        "stipulation": {"moves": stip.moves, "checks_only": stip.checks_only,
                        "max_quiet": stip.max_quiet},
        "verdict": result.verdict.value,
        "mate_in": result.mate_in,
        "keys": [k.iccs() for k in result.keys],
        "tries": [{"move": t.move.iccs(), "refutation": t.refutation.iccs()}
                  for t in result.tries],
        "main_line": [m.iccs() for m in result.main_line()],
        "tree": [attack_to_dict(n) for n in result.tree],
        "tree_complete": result.tree_complete,
        "tries_complete": result.tries_complete,
        "errors": result.errors,
        # The keys keep their names of earlier versions (the JSON of --json and of
        # verify_collections' results): "book" holds the stated line's notes.
        "book": [{"ply": n.ply, "move": n.move, "kind": n.kind, "message": n.message,
                  "better": n.better}
                 for n in result.stated_line_notes],
        "book_length": result.stated_line_length,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 4),
        "note": result.note,
        "proven": proven_to_dict(result.proven),
    }


def proven_to_dict(proven: Proven) -> dict[str, Any]:
    return {"no_mate_within": proven.no_mate_within,
            "no_checks_mate_within": proven.no_checks_mate_within,
            "mate_within": proven.mate_within, "keys": [k.iccs() for k in proven.keys],
            "keys_open": proven.keys_open}
