"""``paiju perft|moves|validate --variant three-kingdoms``: the Three Kingdoms side of the
rules subcommands (paiju/cli/cmd_rules.py dispatches here)."""

from __future__ import annotations

import argparse
import json

from paiju.three_kingdoms import Position, validate

from . import setup_report

VARIANT = "three-kingdoms"


def position_from_arg(text: str, no_banners: bool = False) -> Position:
    """``startpos`` (without banner bearers under --no-banners) or the position notation."""
    if text.strip().lower() == "startpos":
        return Position.start(banners=not no_banners)
    position = Position.from_text(text)
    if no_banners:
        if any(p.kind.letter == "F" for p in position.placement.values()):
            raise ValueError("--no-banners: the position has banner bearers (F) on the board")
        position = position.with_banners(False)
    return position


def run_perft(args: argparse.Namespace) -> int:
    position = position_from_arg(args.fen, args.no_banners)
    if args.divide and args.depth > 0:
        rows = position.perft_divide(args.depth)
        for move, nodes in rows:
            print(f"{move.text()}: {nodes}")
        print(sum(nodes for _, nodes in rows))
    else:
        print(position.perft(args.depth))
    return 0


def run_moves(args: argparse.Namespace) -> int:
    position, defeats = position_from_arg(args.fen, args.no_banners).resolved()
    moves = position.legal_moves()
    if args.json:
        print(json.dumps({"position": position.text(), "to_move": position.turn.label,
                          "defeats": [d.describe() for d in defeats],
                          "moves": [m.text() for m in moves]}, indent=1))
    else:
        for defeat in defeats:
            print(f"# {defeat.describe()}")
        for move in moves:
            print(move.text())
    return 0


def run_validate(args: argparse.Namespace) -> int:
    position = position_from_arg(args.fen, args.no_banners)
    issues = validate(position)
    return setup_report.report({"position": position.text()}, issues, args.json)
