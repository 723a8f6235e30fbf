"""Text for XML output (SVG, XHTML-compatible HTML): only characters XML 1.0 allows.

C0 controls other than tab, LF and CR, lone surrogates and U+FFFE/U+FFFF may sit in puzzle
metadata (files carry them) but make a document ill-formed; they become U+FFFD.
"""

from __future__ import annotations

import html
import re

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_chars(text: str) -> str:
    """``text`` with every character XML 1.0 forbids replaced by U+FFFD."""
    return _NOT_XML.sub("\ufffd", text)


def escape(text: str) -> str:
    """``html.escape`` of ``xml_chars(text)``: safe in element text and quoted attributes."""
    return html.escape(xml_chars(text))
