"""A follower whose WebSocket is on another node: what the owner sends it goes to that node's
inbox, tagged with the connection's id there, and that node writes it to the socket.

To the `Arena` and `LiveMatch` it is a `Connection` like any other, so a remote player or
spectator gets exactly the messages, and the view, a local one would.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from starlette.websockets import WebSocket

from vanguard.server.connection import Connection
from vanguard.server.identity import Identity
from vanguard.server.ratelimit import TokenBucket

Post = Callable[[str, dict[str, Any]], None]


class RemoteConnection(Connection):
    def __init__(
        self, edge: str, remote_id: str, identity: Identity, address: str, post: Post
    ) -> None:
        # No socket here: `send_text` is overridden and the writer is never run.
        super().__init__(cast(WebSocket, None), TokenBucket(1.0, 1), outbox_limit=1)
        self.edge = edge
        self.remote_id = remote_id
        self.identity = identity
        self.address = address
        self._post = post

    def __repr__(self) -> str:
        who = self.identity.key if self.identity else "anonymous"
        return f"<RemoteConnection {self.edge}/{self.remote_id} {who}>"

    def send_text(self, text: str) -> None:
        if not self.closed:
            self._post(self.edge, {"op": "deliver", "conn": self.remote_id, "text": text})

    def close(self, code: int, reason: str) -> None:
        self.closed = True

    async def run_writer(self) -> None:  # pragma: no cover - never started
        return
