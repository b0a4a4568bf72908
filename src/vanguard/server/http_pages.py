"""The front page, `/health`, and finished matches' replays."""

from __future__ import annotations

from html import escape

from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Route

import vanguard
from vanguard.server.http_common import HttpRefusal, context
from vanguard.server.match_record import build_record
from vanguard.server.protocol import PROTOCOL_VERSION

_FALLBACK_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vanguard ReMaster server</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>Vanguard ReMaster</h1>
<p>The game server {version} is up (protocol version {protocol}).</p>
<ul>
<li><a href="/health">/health</a>: status and the number of matches being played</li>
<li><a href="/api/me">/api/me</a>: who you are (accounts: <code>POST /api/register</code>,
<code>POST /api/login</code>)</li>
<li><code>/ws</code>: the game WebSocket (docs/PROTOCOL.md)</li>
</ul>
<p>The browser client is not installed in this copy.</p>
</body></html>
"""


async def index(request: Request) -> Response:
    page = context(request).settings.static_dir / "index.html"
    if page.is_file():
        return FileResponse(page)
    return HTMLResponse(
        _FALLBACK_PAGE.format(version=escape(vanguard.__version__), protocol=PROTOCOL_VERSION)
    )


async def health(request: Request) -> JSONResponse:
    ctx = context(request)
    status = {
        "status": "ok",
        "version": vanguard.__version__,
        "protocol": PROTOCOL_VERSION,
        "live_matches": len(ctx.arena.matches),
        "connections": len(ctx.presence),
    }
    if ctx.cluster is not None:  # the matches owned here, of the whole cluster's
        status["node"] = ctx.cluster.node_id
    return JSONResponse(status)


async def replay(request: Request) -> Response:
    """The game record of a finished match (`vanguard replay FILE` verifies it)."""
    match_id = request.path_params["match_id"]
    ctx = context(request)
    stored = None if len(match_id) > 64 else await ctx.db.run(ctx.store.load_match, match_id)
    if stored is None or stored.status == "aborted":
        raise HttpRefusal(404, "NOT_FOUND", f"no match {match_id!r}")
    if stored.status != "finished":
        # The record holds the seed: it would show every hand and deck order of a live match.
        raise HttpRefusal(409, "NOT_FINISHED", f"match {match_id} is still being played")
    record = build_record(
        stored.seed,
        stored.first_player,
        stored.decks,
        stored.settings,
        [decision.action for decision in stored.decisions],
        result=stored.result,
        turns=stored.turns or 0,
        final_hash=stored.final_hash or "",
    )
    return Response(
        record.to_json(),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="match-{match_id}.json"'},
    )


ROUTES = [
    Route("/", index, methods=["GET"]),
    Route("/health", health, methods=["GET"]),
    Route("/api/replays/{match_id}", replay, methods=["GET"]),
]
