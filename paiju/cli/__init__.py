"""The ``paiju`` command: the app with no arguments, otherwise a subcommand.

Each ``paiju/cli/cmd_*.py`` module adds its subcommands through ``register(subparsers)``
and sets ``func(args) -> int`` on them. User errors (bad FEN, unreadable file) are
printed as one line on stderr with exit status 2, never as a traceback; running out of memory
is one line too, and an unexpected error is one line with exit status 3 (``PAIJU_DEBUG=1``
shows its traceback).

Two ends come from outside, at any moment from the start-up (importing the subcommands) to
the last flush of the output:

* Ctrl-C (KeyboardInterrupt): one line ``paiju [COMMAND]: interrupted``, exit status 130
  (128 + SIGINT), as a shell reports a program that SIGINT stopped.
* A reader that closes the pipe early (``paiju info F | head -1``): nothing on stderr, exit
  status 141 (128 + SIGPIPE), as ``cat``, ``seq`` or ``yes`` end there (killed by SIGPIPE):
  the output was cut, so the status says so, and ``set -o pipefail`` sees it as it sees theirs.
  Standard output is then pointed at /dev/null so the interpreter's own final flush stays quiet.
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
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name.startswith("cmd_"):
            importlib.import_module(f"{__name__}.{info.name}").register(sub)
    return parser


EXIT_INTERRUPTED = 130  # 128 + SIGINT
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``paiju``; returns the exit status (see the module's docstring)."""
    name = ["paiju"]  # "paiju COMMAND" once the command line is read
    try:
        status = _run(list(sys.argv[1:] if argv is None else argv), name)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's exit
        return status
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_BROKEN_PIPE
    except KeyboardInterrupt:
        _say(f"{name[0]}: interrupted")
        return EXIT_INTERRUPTED


def _run(args_list: list[str], name: list[str]) -> int:
    if not args_list:
        from paiju.ui.app import run  # the GUI; only paiju/ui/ imports Qt

        return int(run([sys.argv[0]]))
    parser = build_parser()
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    name[0] = f"paiju {args.command}"
    try:
        return int(args.func(args))
    except BrokenPipeError:
        raise  # the reader went away: not the user's error (see main)
    except (ValueError, OSError) as exc:  # user input: one clear line, no traceback
        _say(f"{name[0]}: error: {_one_line(exc)}")
        return 2
    except MemoryError:
        _say(f"{name[0]}: error: out of memory")
        return 2
    except Exception as exc:  # a bug: still one line unless asked for the traceback
        if os.environ.get("PAIJU_DEBUG"):
            raise
        _say(f"{name[0]}: internal error: {type(exc).__name__}: {_one_line(exc)} "
             "(PAIJU_DEBUG=1 shows the traceback)")
        return 3


def _say(line: str) -> None:
    """One line on stderr; a closed stderr is no reason for a traceback."""
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _quiet_stdout() -> None:
    """Standard output goes nowhere from now on (what was buffered for the closed pipe is
    dropped), so no later flush raises again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no file descriptor behind sys.stdout: nothing to point
        pass


def _one_line(exc: BaseException, limit: int = 500) -> str:
    """The message on one line, at most ``limit`` characters."""
    text = " ".join(str(exc).split())
    return text if len(text) <= limit else text[:limit] + "..."
