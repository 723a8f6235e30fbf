"""Engine specs shared by ``paiju match`` and the app: ``level3``, ``uci:PATH[:opt=val...]``."""

from __future__ import annotations

from .api import SearchEngine
from .builtin import Engine
from .levels import LEVELS
from .uci_engine import UciEngine


class EngineSpecError(ValueError):
    """An engine spec that names no level and no UCI engine."""


def parse_spec(spec: str) -> tuple[str, int | str, dict[str, str]]:
    """("level", number, {}) or ("uci", path, options). Raises EngineSpecError."""
    text = spec.strip()
    if text.lower().startswith("level"):
        number = text[5:]
        if number.isdigit() and 1 <= int(number) <= len(LEVELS):
            return "level", int(number), {}
        raise EngineSpecError(f"engine spec {spec!r}: levels are level1..level{len(LEVELS)}")
    if text.lower().startswith("uci:"):
        path, *rest = text[4:].split(":")
        if not path:
            raise EngineSpecError(f"engine spec {spec!r}: no path after uci:")
        options: dict[str, str] = {}
        for item in rest:
            name, sep, value = item.partition("=")
            if not sep or not name:
                raise EngineSpecError(f"engine spec {spec!r}: option {item!r} is not name=value")
            options[name] = value
        return "uci", path, options
    raise EngineSpecError(f"engine spec {spec!r}: expected level1..level{len(LEVELS)} "
                          "or uci:PATH[:option=value...]")


def engine_from_spec(spec: str, hash_mb: int = 64) -> SearchEngine:
    """A started engine for a spec. Raises EngineSpecError, OSError (cannot start)."""
    kind, target, options = parse_spec(spec)
    if kind == "level":
        assert isinstance(target, int)
        return Engine(hash_mb, level=target)
    return UciEngine(str(target), options)
