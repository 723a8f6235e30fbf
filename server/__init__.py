"""Paiju's room server: rooms with a code and a password, a lobby, shared problems.

Qt-free. ``server.app`` builds the aiohttp application (HTTP and WebSocket in one asyncio
process), ``server.hub`` holds the rooms and commits every change to ``server.db`` (SQLite or
PostgreSQL) before it is acknowledged, ``server.room`` applies the game rules of ``xiangqi``.
The JSON message protocol is documented in ``docs/online.md``.
"""

from .protocol import PROTOCOL_VERSION

__all__ = ["PROTOCOL_VERSION"]
