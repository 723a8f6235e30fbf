"""Endgame tablebases (issue 42): build by retrograde analysis in C, probe from Python.

See docs/tablebase.md for signatures, the index, the file format and the rules handled.
"""

from .files import default_dir
from .tables import BuildReport, Tablebase, Verdict, canonical, closure

__all__ = ["BuildReport", "Tablebase", "Verdict", "canonical", "closure", "default_dir"]
