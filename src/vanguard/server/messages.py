"""Builders for the server -> client messages of docs/PROTOCOL.md, and their JSON encoding.

Each function returns exactly the fields the protocol lists, so the table in PROTOCOL.md
and this file can be read side by side.
"""

from __future__ import annotations

from typing import Any

import orjson

from vanguard.server.protocol import ErrorCode


def encode(message: dict[str, Any]) -> str:
    # orjson: a state is ~6 KB and two go out per decision; the standard library's encoder
    # was the largest single cost of a decision under load.
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()


def welcome(user: dict[str, Any], guest_token: str | None, matches: list[str]) -> dict[str, Any]:
    message: dict[str, Any] = {"type": "welcome", "user": user, "matches": matches}
    if guest_token is not None:
        message["guest_token"] = guest_token
    return message


def queued() -> dict[str, Any]:
    return {"type": "queued"}


def room_created(code: str) -> dict[str, Any]:
    return {"type": "room_created", "code": code}


def rematch_asked(match_id: str, seats: list[int]) -> dict[str, Any]:
    """Who of a finished match between two people asked to play again (`seats`)."""
    return {"type": "rematch_asked", "match_id": match_id, "seats": seats}


def match_started(match_id: str, seat: int | None, players: list[str]) -> dict[str, Any]:
    return {"type": "match_started", "match_id": match_id, "seat": seat, "players": players}


def state(  # view, events and legal: the JSON values, or their bytes as orjson.Fragment
    match_id: str,
    version: int,
    seat: int | None,
    view: Any,
    events: Any,
    legal: Any,
    clocks: tuple[float, float],
    deciding: int | None,
    away: list[int],
) -> dict[str, Any]:
    return {
        "type": "state",
        "match_id": match_id,
        "version": version,
        "seat": seat,
        "view": view,
        "events": events,
        "legal": legal,
        "clocks": [round(clocks[0], 3), round(clocks[1], 3)],
        "deciding": deciding,
        "away": away,
    }


def match_over(match_id: str, result: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "match_over",
        "match_id": match_id,
        "result": result,
        "replay": f"/api/replays/{match_id}",
    }


def error(code: ErrorCode, message: str, ref: str | None = None, **extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"type": "error", "code": code.value, "message": message}
    if ref is not None:
        data["ref"] = ref
    data.update(extra)
    return data


def pong() -> dict[str, Any]:
    return {"type": "pong"}
