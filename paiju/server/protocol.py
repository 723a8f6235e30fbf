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


class Message:
    """A parsed client frame with typed, bounded field access."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.type: str = data["type"]
        raw_id = data.get("id")
        self.id: int | str | None = raw_id if isinstance(raw_id, int | str) and not \
            isinstance(raw_id, bool) and len(str(raw_id)) <= 64 else None

    def text(self, key: str, *, limit: int, default: str | None = None,
             allow_empty: bool = True) -> str:
        value = self.data.get(key, default)
        if not isinstance(value, str) or len(value) > limit or (not allow_empty and not value):
            raise ProtocolError("bad_request", f"field {key!r}: text of at most {limit} "
                                "characters expected")
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
    try:
        data = json.loads(frame)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("bad_json", "frame is not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_request", "frame must be a JSON object")
    if data.get("v") != PROTOCOL_VERSION:
        raise ProtocolError("version", f"protocol version {PROTOCOL_VERSION} expected")
    if data.get("type") not in CLIENT_TYPES:
        raise ProtocolError("bad_request", "unknown message type")
    return Message(data)


def frame(type_: str, **fields: Any) -> str:
    """A server frame as JSON text."""
    return json.dumps({"v": PROTOCOL_VERSION, "type": type_, **fields},
                      ensure_ascii=False, separators=(",", ":"))


def error_frame(exc: ProtocolError, request_id: int | str | None = None) -> str:
    return frame("error", code=exc.code, message=exc.message, id=request_id)
