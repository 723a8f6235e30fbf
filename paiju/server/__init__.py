"""Paiju's room server: rooms with a code and a password, a lobby, shared problems.

Qt-free. ``paiju.server.app`` builds the aiohttp application (HTTP and WebSocket in one asyncio
process), ``paiju.server.hub`` holds the rooms and commits every change to
``paiju.server.storage`` (SQLite or PostgreSQL; the only module with SQL) before it is
acknowledged, ``paiju.server.room`` applies the game rules of ``paiju.rules``.
The JSON message protocol is documented in ``docs/online.md``.
"""

from .protocol import PROTOCOL_VERSION

__all__ = ["PROTOCOL_VERSION"]
