"""The JSON message protocol: versions, limits, checked field access, error codes.

Every frame is one JSON object with ``"v": PROTOCOL_VERSION`` and a ``"type"``; a client may add
an ``"id"`` that the answer echoes. Nothing a client sends is trusted: ``Message`` reads each
field with its type and bounds and raises ``ProtocolError`` otherwise.
"""

from __future__ import annotations

import json
from typing import Any

PROTOCOL_VERSION = 1
MAX_FRAME_BYTES = 16_384          # larger frames close the connection (1009)
MAX_NAME = 32
MAX_PASSWORD = 128
MAX_CHAT = 500
MAX_FEN = 120
MAX_DEPTH = 32                    # brackets open at once in a frame

CLIENT_TYPES = frozenset({
    "hello", "create", "join", "resume", "move", "resign", "draw_offer", "draw_accept",
    "draw_decline", "takeback_request", "takeback_accept", "takeback_decline", "chat",
    "new_game", "pgn", "sync", "ping", "attempt_start", "leave",
})


class ProtocolError(Exception):
    """A request the server refuses; ``code`` is stable, ``message`` is for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# The generic answer to a wrong password, an unknown room or a bad token: it never says which.
DENIED = ProtocolError("denied", "no such room, or wrong password")
THROTTLED = ProtocolError("throttled", "too many attempts; wait a minute")
UNAVAILABLE = ProtocolError("unavailable", "the database is unavailable; try again in a moment")


class Message:
    """A parsed client frame with typed, bounded field access."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.type: str = data["type"]
        raw_id = data.get("id")
        self.id: int | str | None = raw_id if (
            isinstance(raw_id, int) and not isinstance(raw_id, bool) and -2**53 < raw_id < 2**53
        ) or (isinstance(raw_id, str) and len(raw_id) <= 64 and is_text(raw_id)) else None

    def text(self, key: str, *, limit: int, default: str | None = None,
             allow_empty: bool = True) -> str:
        value = self.data.get(key, default)
        if not isinstance(value, str) or len(value) > limit or (not allow_empty and not value):
            raise ProtocolError("bad_request", f"field {key!r}: text of at most {limit} "
                                "characters expected")
        if not is_text(value):
            raise ProtocolError("bad_request", f"field {key!r}: not valid Unicode text "
                                "(a lone surrogate)")
        return value

    def integer(self, key: str, *, low: int, high: int, default: int | None = None) -> int:
        value = self.data.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise ProtocolError("bad_request", f"field {key!r}: integer in {low}..{high} "
                                "expected")
        return value

    def flag(self, key: str, default: bool = False) -> bool:
        value = self.data.get(key, default)
        if not isinstance(value, bool):
            raise ProtocolError("bad_request", f"field {key!r}: true or false expected")
        return value

    def choice(self, key: str, options: tuple[str, ...], default: str | None = None) -> str:
        value = self.data.get(key, default)
        if value not in options:
            raise ProtocolError("bad_request", f"field {key!r}: one of {', '.join(options)}")
        assert isinstance(value, str)
        return value

    def obj(self, key: str) -> Message | None:
        value = self.data.get(key)
        if value is None:
            return None
        if not isinstance(value, dict):
            raise ProtocolError("bad_request", f"field {key!r}: object expected")
        return Message({"type": self.type, **value})


def parse(frame: str | bytes) -> Message:
    """One client frame -> Message. Raises ProtocolError for anything malformed."""
    if len(frame) > MAX_FRAME_BYTES:
        raise ProtocolError("too_large", f"frame over {MAX_FRAME_BYTES} bytes")
    if _too_deep(frame):
        raise ProtocolError("bad_json", f"frame nested deeper than {MAX_DEPTH} levels")
    try:
        data = json.loads(frame)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise ProtocolError("bad_json", "frame is not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_request", "frame must be a JSON object")
    version = data.get("v")
    if not isinstance(version, int) or isinstance(version, bool) or version != PROTOCOL_VERSION:
        raise ProtocolError("version", f"protocol version {PROTOCOL_VERSION} expected")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_request", "field 'type': text expected")
    if kind not in CLIENT_TYPES:
        raise ProtocolError("bad_request", "unknown message type")
    return Message(data)


def is_text(value: str) -> bool:
    """True when ``value`` can be sent back as UTF-8 (JSON lets a lone surrogate in)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _too_deep(frame: str | bytes) -> bool:
    """More than MAX_DEPTH brackets open at once (counted outside strings, cheaply: a bound,
    not a parse)."""
    text = frame.decode("utf-8", "replace") if isinstance(frame, bytes) else frame
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return False
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False


def frame(type_: str, **fields: Any) -> str:
    """A server frame as JSON text."""
    return json.dumps({"v": PROTOCOL_VERSION, "type": type_, **fields},
                      ensure_ascii=False, separators=(",", ":"))


def error_frame(exc: ProtocolError, request_id: int | str | None = None) -> str:
    return frame("error", code=exc.code, message=exc.message, id=request_id)
