"""What the lobby reads to find games (the live-match list, one's finished matches), the
computer's pace chosen per match, readable match ids, and how responses are cached and
compressed."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import httpx
from server_kit import Client, FakeTime, LiveServer, make_settings
from starlette.testclient import TestClient

import vanguard
from vanguard.server import create_app
from vanguard.server.http_caching import POOL_DATA, STATIC_REVALIDATE, STATIC_VERSIONED
from vanguard.server.ids import CODE_ALPHABET, MATCH_ID_LENGTH, readable_id

LOOK_ALIKES = set("0O1IlL_-")
CLIENT_STATIC = Path(vanguard.__file__).resolve().parent / "client" / "static"


def test_match_ids_use_no_look_alike_characters() -> None:
    ids = {readable_id(MATCH_ID_LENGTH) for _ in range(200)}
    assert len(ids) == 200
    assert not LOOK_ALIKES & set(CODE_ALPHABET)
    assert all(len(i) == MATCH_ID_LENGTH and set(i) <= set(CODE_ALPHABET) for i in ids)


def _against_computer(client: Client, **fields: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    client.send("play_ai", deck="td01", ai="random", **fields)
    started = client.expect("match_started")
    return started, client.expect("state")


def test_live_matches_are_listed_for_spectators_and_private_rooms_are_not(
    server: LiveServer,
) -> None:
    player = Client(server)
    player.hello()
    started, _ = _against_computer(player)
    assert set(started["match_id"]) <= set(CODE_ALPHABET)
    host = Client(server)
    host.hello()
    host.send("create_room", deck="td01")
    code = host.expect("room_created")["code"]
    guest = Client(server)
    guest.hello()
    guest.send("join_room", deck="td02", code=code)
    room_match = guest.expect("match_started")["match_id"]
    response = httpx.get(f"{server.url}/api/live")
    assert response.headers["cache-control"] == "no-store"
    listed = response.json()["matches"]
    ids = [entry["id"] for entry in listed]
    assert started["match_id"] in ids and room_match not in ids
    entry = listed[ids.index(started["match_id"])]
    assert entry["players"][0].startswith("guest-")
    assert entry["players"][1] == "Computer (random)"
    assert entry["mode"] == "ai" and entry["turn"] >= 0 and entry["spectators"] == 0


def test_finished_matches_are_kept_per_player_on_the_server(server: LiveServer) -> None:
    player = Client(server)
    token = player.hello()["guest_token"]
    started, _ = _against_computer(player)
    player.send("concede", match_id=started["match_id"])
    player.expect("match_over")
    headers = {"X-Guest-Token": token}
    history = httpx.get(f"{server.url}/api/history", headers=headers).json()["matches"]
    assert [m["id"] for m in history] == [started["match_id"]]
    assert history[0]["seat"] == started["seat"] and history[0]["reason"] == "concede"
    stranger = Client(server)
    other = stranger.hello()["guest_token"]
    theirs = httpx.get(f"{server.url}/api/history", headers={"X-Guest-Token": other})
    assert theirs.json()["matches"] == []
    assert httpx.get(f"{server.url}/api/history").status_code == 401


def test_a_player_sets_the_computer_pace_of_their_match(db_url: str) -> None:
    live = LiveServer(make_settings(db_url, time_source=FakeTime())).start()
    try:
        client = Client(live)
        client.hello()
        started, state = _against_computer(client, ai_delay=0.4)
        assert live.match(started["match_id"]).ai_delay == 0.4
        while state["deciding"] == started["seat"]:
            client.send(
                "decide",
                match_id=started["match_id"],
                version=state["version"],
                action=state["legal"][0],
            )
            state = client.expect_state(state["version"] + 1)
        assert client.quiet(0.2) == [], "the computer waits the pace its player chose"
        assert client.expect_state(state["version"] + 1, timeout=2)
        client.send("play_ai", deck="td01", ai="random", ai_delay=30)
        refusal = client.expect("error")
        assert refusal["code"] == "BAD_MESSAGE" and "ai_delay" in refusal["message"]
    finally:
        live.stop()


def test_static_files_revalidate_and_pool_data_is_reused_and_text_is_compressed(
    db_url: str,
) -> None:
    settings = make_settings(db_url, static_dir=CLIENT_STATIC)
    with TestClient(create_app(settings)) as http:
        script = http.get("/js/main.js", headers={"Accept-Encoding": "gzip"})
        assert script.headers["cache-control"] == STATIC_REVALIDATE
        assert script.headers["content-encoding"] == "gzip"
        etag = script.headers["etag"]
        again = http.get("/js/main.js", headers={"If-None-Match": etag})
        assert again.status_code == 304 and again.content == b""
        assert http.get("/css/app.css?v=1").headers["cache-control"] == STATIC_VERSIONED
        cards = http.get("/api/cards?lang=en", headers={"Accept-Encoding": "gzip"})
        assert cards.headers["cache-control"] == POOL_DATA
        assert cards.headers["content-encoding"] == "gzip"
        assert int(cards.headers["content-length"]) < len(cards.content) / 4
        assert "cache-control" not in http.get("/api/me").headers
        raw = http.get("/js/main.js", headers={"Accept-Encoding": "identity"})
        assert "content-encoding" not in raw.headers
        assert gzip.compress(raw.content)  # the same file, sent plain when asked
