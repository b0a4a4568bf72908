"""Finding games to watch and one's own past games: the public live-match list and the
replay history of the asker (an account, or the guest of the `X-Guest-Token` header).

The live list shows only what anyone at the table could see (names, turn, mode), never a
card; private rooms are left out, since their players chose not to be found. The open-rooms
list shows the rooms waiting for a second player whose hosts chose to list them.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, or_, select
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from vanguard.server.http_client_data import _asker
from vanguard.server.http_common import HttpRefusal, context
from vanguard.server.live_match import LiveMatch
from vanguard.server.tables import matches

PRIVATE_MODES = frozenset({"room"})
"""Match modes not listed for spectators."""
MAX_LIVE = 100
MAX_HISTORY = 50


def live_entry(match: LiveMatch) -> dict[str, Any]:
    game = match.game
    return {
        "id": match.id,
        "players": match.player_names(),
        "turn": game.turn,
        "mode": match.settings.get("mode"),
        "format": "classic",
        "spectators": sum(1 for conn in match.followers if conn.seats.get(match.id) is None),
    }


def public_live_entries(matches: Iterable[LiveMatch]) -> list[dict[str, Any]]:
    """The matches of `matches` (oldest first) that anyone may watch, newest first."""
    public = [m for m in matches if not m.finished]
    public = [m for m in public if m.settings.get("mode") not in PRIVATE_MODES]
    return [live_entry(m) for m in reversed(public)][:MAX_LIVE]


async def live_matches(request: Request) -> JSONResponse:
    """Matches being played that anyone may watch: this server's, newest first; in a
    cluster, those of every node, fewest turns first."""
    ctx = context(request)
    if ctx.cluster is None:
        entries = public_live_entries(ctx.arena.matches.values())
    else:
        entries = (await ctx.cluster.live_matches())[:MAX_LIVE]
    return JSONResponse({"matches": entries}, headers={"Cache-Control": "no-store"})


async def open_rooms(request: Request) -> JSONResponse:
    """Rooms waiting for a second player whose hosts let them be listed, oldest first."""
    ctx = context(request)
    rooms = (
        ctx.lobby.open_rooms() if ctx.cluster is None else await ctx.cluster.lobby.open_rooms()
    )[:MAX_LIVE]
    return JSONResponse({"rooms": rooms}, headers={"Cache-Control": "no-store"})


def finished_matches_of(engine: Engine, key: str, limit: int) -> list[dict[str, Any]]:
    """The finished matches one player sat in, newest first."""
    query = (
        select(
            matches.c.id,
            matches.c.players,
            matches.c.result,
            matches.c.reason,
            matches.c.turns,
            matches.c.settings,
            matches.c.finished_at,
            matches.c.seat0_key,
        )
        .where(matches.c.status == "finished")
        .where(or_(matches.c.seat0_key == key, matches.c.seat1_key == key))
        .order_by(matches.c.finished_at.desc())
        .limit(limit)
    )
    with engine.connect() as db:
        rows = db.execute(query).all()
    return [
        {
            "id": row.id,
            "players": [player.get("name") for player in row.players],
            "seat": 0 if row.seat0_key == key else 1,
            "result": row.result,
            "reason": row.reason,
            "turns": row.turns,
            "mode": (row.settings or {}).get("mode"),
            "finished_at": _iso(row.finished_at),
        }
        for row in rows
    ]


def _iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


async def history(request: Request) -> JSONResponse:
    """The asker's finished matches (their replays), kept by the server for every device."""
    identity = await _asker(request)
    if identity is None:
        raise HttpRefusal(401, "NOT_LOGGED_IN", "log in or send your guest token first")
    ctx = context(request)
    rows = await ctx.db.run(finished_matches_of, ctx.store.engine, identity.key, MAX_HISTORY)
    return JSONResponse({"matches": rows}, headers={"Cache-Control": "no-store"})


ROUTES = [
    Route("/api/live", live_matches, methods=["GET"]),
    Route("/api/rooms", open_rooms, methods=["GET"]),
    Route("/api/history", history, methods=["GET"]),
]
