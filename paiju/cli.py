"""The ``paiju`` command: the app with no arguments, otherwise a subcommand.

Each ``paiju/cmd_*.py`` module adds its subcommands through ``register(subparsers)``
and sets ``func(args) -> int`` on them. User errors (bad FEN, unreadable file) are
printed as one line on stderr with exit status 2, never as a traceback; running out of memory
is one line too, and an unexpected error is one line with exit status 3 (``PAIJU_DEBUG=1``
shows its traceback).
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from collections.abc import Sequence
from typing import NoReturn

import paiju


class OneLineParser(argparse.ArgumentParser):
    """Usage errors as one line (``paiju perft: error: ...; see --help``), exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="paiju", description=paiju.__doc__)
    parser.add_argument("--version", action="version", version=f"paiju {paiju.__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for info in sorted(pkgutil.iter_modules(paiju.__path__), key=lambda i: i.name):
        if info.name.startswith("cmd_"):
            importlib.import_module(f"paiju.{info.name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        from ui.app import run  # the GUI; only ui/ imports Qt

        return int(run([sys.argv[0]]))
    parser = build_parser()
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args))
    except (ValueError, OSError) as exc:  # user input: one clear line, no traceback
        print(f"paiju {args.command}: error: {_one_line(exc)}", file=sys.stderr)
        return 2
    except MemoryError:
        print(f"paiju {args.command}: error: out of memory", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"paiju {args.command}: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # a bug: still one line unless asked for the traceback
        if os.environ.get("PAIJU_DEBUG"):
            raise
        print(f"paiju {args.command}: internal error: {type(exc).__name__}: "
              f"{_one_line(exc)} (PAIJU_DEBUG=1 shows the traceback)", file=sys.stderr)
        return 3


def _one_line(exc: BaseException, limit: int = 500) -> str:
    """The message on one line, at most ``limit`` characters."""
    text = " ".join(str(exc).split())
    return text if len(text) <= limit else text[:limit] + "..."
