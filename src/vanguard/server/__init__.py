"""The online game server (`vanguard serve`): accounts, decks, lobby, matches, replays.

One ASGI process (Starlette on uvicorn) owns every match: clients send decisions over a
WebSocket (docs/PROTOCOL.md), the server checks and applies them with the engine, commits
them to the database, then sends each recipient what the engine lets it see.
"""

from vanguard.server.app import create_app
from vanguard.server.settings import ServerSettings

__all__ = ["ServerSettings", "create_app"]
