"""Small findings of the hostile audit: deeply nested JSON gets a clear error (not a closed
socket or a 500), and a deck id of non-ASCII digits is a 404 (not a 500)."""

from __future__ import annotations

import httpx
import pytest
from server_kit import Client, LiveServer


def _nested(depth: int) -> str:
    return '{"v": 1, "type": "ping", "x": ' + "[" * depth + "]" * depth + "}"


@pytest.mark.parametrize("depth", [1000, 20_000])
def test_deeply_nested_messages_get_an_error_and_the_socket_stays_open(
    server: LiveServer, depth: int
) -> None:
    client = Client(server)
    client.hello()
    client.send_raw(_nested(depth))
    error = client.expect("error")
    assert error["code"] == "BAD_MESSAGE"
    client.send("ping")
    assert client.expect("pong")


def test_deeply_nested_http_bodies_are_a_bad_request_and_keep_the_connection(
    server: LiveServer,
) -> None:
    with httpx.Client(base_url=server.url) as http:
        for depth in (1000, 20_000):
            body = '{"name": "a", "password": ' + "[" * depth + "]" * depth + "}"
            response = http.post(
                "/api/login", content=body, headers={"Content-Type": "application/json"}
            )
            assert response.status_code == 400, depth
            assert response.json()["error"]["code"] == "BAD_REQUEST"
        assert http.get("/health").json()["status"] == "ok", "the same connection goes on"


@pytest.mark.parametrize("deck_id", ["²", "١٢", "1²"])
def test_deck_ids_of_other_digits_are_not_found(server: LiveServer, deck_id: str) -> None:
    with httpx.Client(base_url=server.url) as http:
        http.post("/api/register", json={"name": "dana", "password": "a long story told"})
        response = http.get(f"/api/decks/{deck_id}")
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "NOT_FOUND"
