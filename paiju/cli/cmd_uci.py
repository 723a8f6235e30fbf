"""``paiju uci``: Paiju's engine for other xiangqi GUIs (UCI, ICCS moves ranks 0-9)."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("uci", help="run the built-in engine as a UCI engine on stdin/stdout",
                       description="UCI engine: Hash and Level options, go mate N by the solver.")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from .uci_server import main

    return main()
