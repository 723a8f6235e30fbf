"""Errors of the rules module; all subclass ValueError, as in python-chess."""


class InvalidFenError(ValueError):
    """A FEN that cannot be read; the message names the field and the text."""


class InvalidMoveError(ValueError):
    """Move text that is not a move in any notation we read."""


class IllegalMoveError(ValueError):
    """A well-formed move that is not legal in the position."""


class AmbiguousMoveError(ValueError):
    """Move text that matches several legal moves."""


def excerpt(text: str, limit: int = 40) -> str:
    """``repr`` of ``text`` cut to ``limit`` characters (messages quote input, not whole files)."""
    if len(text) <= limit:
        return repr(text)
    return repr(text[:limit]) + f"... ({len(text)} characters)"
