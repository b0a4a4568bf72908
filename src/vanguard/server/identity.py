"""Who is on the other end of a connection: an account, a guest, or a computer player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Identity:
    """A player as the server knows them; `key` names them in seats and queues."""

    key: str
    """"user:<id>", "guest:<id>" or "ai:<name>": stable across reconnections and restarts."""
    name: str
    guest: bool = False
    user_id: int | None = None
    ai: str | None = None

    @classmethod
    def user(cls, user_id: int, name: str) -> Identity:
        return cls(f"user:{user_id}", name, user_id=user_id)

    @classmethod
    def guest_player(cls, guest_id: int, name: str) -> Identity:
        return cls(f"guest:{guest_id}", name, guest=True)

    @classmethod
    def computer(cls, ai: str) -> Identity:
        return cls(f"ai:{ai}", f"Computer ({ai})", ai=ai)

    def public(self) -> dict[str, Any]:
        """The `user` object of `welcome`."""
        return {"name": self.name, "guest": self.guest}

    def to_seat(self) -> dict[str, Any]:
        """How a seat is stored with a match (`matches.players`)."""
        data: dict[str, Any] = {"key": self.key, "name": self.name, "guest": self.guest}
        if self.ai is not None:
            data["ai"] = self.ai
        return data

    @classmethod
    def from_seat(cls, data: dict[str, Any]) -> Identity:
        key = str(data["key"])
        user_id = int(key.partition(":")[2]) if key.startswith("user:") else None
        return cls(key, str(data["name"]), bool(data.get("guest")), user_id, data.get("ai"))
