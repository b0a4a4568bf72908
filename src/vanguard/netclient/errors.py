"""What can go wrong on the client side, as exceptions a caller can tell apart."""

from __future__ import annotations


class ClientError(Exception):
    """The client cannot go on (connection lost for good, a request refused, a broken server)."""


class ServerError(ClientError):
    """The server refused a request with an `error` message (nothing changed on its side)."""

    def __init__(self, code: str, message: str, ref: str | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.ref = ref


class ConnectionLost(ClientError):
    """The connection dropped and could not be restored within the reconnection policy."""
