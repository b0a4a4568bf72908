"""How the server runs under uvicorn: one configuration for `vanguard serve` and for the
test servers, so that what is tested is what runs."""

from __future__ import annotations

from typing import Any

import uvicorn

from vanguard.server.protocol import WS_MAX_FRAME_BYTES

#: On a stop, how long the tasks of open connections get to finish before they are
#: cancelled. uvicorn's default waits for them without end, and a handler waiting on
#: something slow (a locked database) would hold the stop, and the application's own
#: shutdown after it (which releases a cluster node's leases), for as long.
SHUTDOWN_GRACE_SECONDS = 5


def uvicorn_config(app: Any, log_level: str = "warning") -> uvicorn.Config:
    return uvicorn.Config(
        app,
        ws_max_size=WS_MAX_FRAME_BYTES,
        # States are small; compressing each costs more time than it saves on a LAN.
        ws_per_message_deflate=False,
        log_level=log_level,
        lifespan="on",
        # The server reads forwarded headers itself, and only with --behind-proxy: uvicorn's
        # own handling would trust any loopback client's X-Forwarded-For.
        proxy_headers=False,
        timeout_graceful_shutdown=SHUTDOWN_GRACE_SECONDS,
    )
