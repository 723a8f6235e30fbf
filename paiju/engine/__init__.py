"""Paiju's game engine: the built-in search at five levels, and UCI engines.

``Engine`` is the compiled alpha-beta search (paiju/native) on the same rules core
as everything else; ``UciEngine`` drives an external UCI engine (Fairy-Stockfish,
Pikafish, ``paiju uci``). Both follow ``SearchEngine``; ``engine_from_spec`` makes
either from ``level3`` or ``uci:PATH[:option=value...]``.
"""

from .api import InfoCallback, Limits, SearchEngine, SearchInfo, SearchResult
from .builtin import Engine, mate_in
from .levels import LEVELS, Level, level
from .spec import engine_from_spec
from .uci_engine import UciEngine

__all__ = ["LEVELS", "Engine", "InfoCallback", "Level", "Limits", "SearchEngine", "SearchInfo",
           "SearchResult", "UciEngine", "engine_from_spec", "level", "mate_in"]
