"""What the cluster tests share besides fixtures."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import redis
from server_kit import Client, LiveServer

StartNodes = Callable[..., list[LiveServer]]
"""`start_nodes(3, **settings)`: that many more nodes of the test's cluster, started."""


def queue_pair(first: Client, second: Client) -> tuple[dict[int, Client], str]:
    """Two connected players queue one after the other: their clients by seat, and the match."""
    first.send("queue", deck="td01")
    first.expect("queued")
    second.send("queue", deck="td02")
    started = {first: first.expect("match_started"), second: second.expect("match_started")}
    ids = {message["match_id"] for message in started.values()}
    assert len(ids) == 1
    return {message["seat"]: client for client, message in started.items()}, ids.pop()


def lease_holder(redis_url: str, match_id: str) -> str | None:
    with redis.Redis.from_url(redis_url, decode_responses=True) as client:
        return client.get(f"vanguard:match:{match_id}:owner")  # type: ignore[return-value]


def drop_lease(redis_url: str, match_id: str) -> None:
    """As if the owner had been paused longer than its lease."""
    with redis.Redis.from_url(redis_url, decode_responses=True) as client:
        client.delete(f"vanguard:match:{match_id}:owner")


def post_to_inbox(redis_url: str, node: str, message: dict[str, Any]) -> None:
    """A message to a node's inbox, as another node's edge would send it."""
    with redis.Redis.from_url(redis_url, decode_responses=True) as client:
        client.xadd(f"vanguard:node:{node}:in", {"m": json.dumps(message)})


def read_inbox(redis_url: str, node: str, timeout: float = 10.0) -> list[dict[str, Any]]:
    """What was sent to a (fake) node's inbox so far, waiting for the first message."""
    deadline = time.monotonic() + timeout
    with redis.Redis.from_url(redis_url, decode_responses=True) as client:
        while time.monotonic() < deadline:
            entries = client.xrange(f"vanguard:node:{node}:in")
            if entries:
                return [json.loads(fields["m"]) for _, fields in entries]  # type: ignore[index]
            time.sleep(0.05)
    return []
