"""Where a guest keeps its token between connections (and, with a file, between runs).

The guest token is the guest's identity: the same token gets the same seat back after a drop
or a restart (PROTOCOL.md, Identity). Tokens are kept per server, because a token means
nothing to another server.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Protocol


class TokenStore(Protocol):
    def load(self, server: str) -> str | None: ...

    def save(self, server: str, token: str) -> None: ...


class MemoryTokenStore:
    """Tokens for the life of the process: enough to reconnect after a dropped connection."""

    def __init__(self) -> None:
        self._tokens: dict[str, str] = {}

    def load(self, server: str) -> str | None:
        return self._tokens.get(server)

    def save(self, server: str, token: str) -> None:
        self._tokens[server] = token


class FileTokenStore:
    """Tokens in a small JSON file (`{server URL: token}`), so a restarted bot resumes its
    unfinished matches. The file is private to its owner: a token is a credential."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def _read(self) -> dict[str, str]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as error:
            raise ValueError(f"cannot read the token file {self.path}: {error}") from None
        if not isinstance(data, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in data.items()
        ):
            raise ValueError(f"{self.path} is not a token file (expected {{server: token}})")
        return data

    def load(self, server: str) -> str | None:
        return self._read().get(server)

    def save(self, server: str, token: str) -> None:
        data = self._read()
        data[server] = token
        temporary = self.path.with_name(self.path.name + ".tmp")
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            json.dump(data, handle)
        temporary.replace(self.path)
