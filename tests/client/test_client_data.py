"""The HTTP data the browser client reads: card pool and catalogue per language, starter decks,
deck text parsing, computer strengths, a player's own cards, and finished-match views (R22)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from vanguard.i18n import catalog
from vanguard.server import ServerSettings, create_app


@pytest.fixture
def http(tmp_path: Path) -> Iterator[TestClient]:
    settings = ServerSettings(db_url=f"sqlite:///{tmp_path / 'client.sqlite3'}", rate_burst=500)
    with TestClient(create_app(settings)) as client:
        yield client


def _receive(ws: Any, kind: str) -> dict[str, Any]:
    for _ in range(200):
        message = ws.receive_json()
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message")


def _match_against_computer(http: TestClient) -> tuple[Any, str, str]:
    """A guest's live match against the computer: (socket, match id, guest token)."""
    ws = http.websocket_connect("/ws").__enter__()
    ws.send_json({"type": "hello", "v": 1})
    token = _receive(ws, "welcome")["guest_token"]
    ws.send_json({"type": "play_ai", "v": 1, "deck": "td01", "ai": "random"})
    match_id = _receive(ws, "match_started")["match_id"]
    _receive(ws, "state")
    return ws, match_id, token


def test_the_card_pool_comes_with_names_stats_and_ability_text_in_each_language(
    http: TestClient,
) -> None:
    english = http.get("/api/cards?lang=en").json()["cards"]
    russian = {card["id"]: card for card in http.get("/api/cards?lang=ru").json()["cards"]}
    assert len(english) == 266  # the whole card database; the deck check keeps formats
    blade = next(card for card in english if card["id"] == "blaster-blade")
    assert (blade["grade"], blade["power"], blade["shield"], blade["critical"]) == (
        2,
        9000,
        5000,
        1,
    )
    assert blade["skill"] == "Intercept" and blade["clan_key"] == "clan.royal_paladin"
    assert blade["text"] and blade["name"] == "Blaster Blade"
    assert russian["blaster-blade"]["name"] == "Бластер Блейд"
    assert russian["blaster-blade"]["text"] != blade["text"]
    assert http.get("/api/cards?lang=xx").json()["error"]["code"] == "NOT_FOUND"


def test_the_catalogue_and_the_languages_are_served(http: TestClient) -> None:
    body = http.get("/api/i18n/ko").json()
    assert body["messages"] == catalog("ko")
    assert [lang["code"] for lang in body["languages"]] == ["en", "ru", "ko"]
    assert http.get("/api/i18n/de").status_code == 404


def test_starter_decks_and_computer_strengths(http: TestClient) -> None:
    deck = http.get("/api/decks/starter/td02").json()
    assert sum(entry["count"] for entry in deck["entries"]) == 50
    assert deck["first_vanguard"] == "lizard-runner-undeux"
    assert http.get("/api/decks/starter").json() == {"decks": ["td01", "td02", "td03", "td04"]}
    assert http.get("/api/decks/starter/td99").json()["error"]["code"] == "NOT_FOUND"
    assert http.get("/api/ai").json()["agents"] == ["random", "heuristic", "search"]


def test_deck_text_is_read_into_cards_with_unknown_lines_and_every_violation(
    http: TestClient,
) -> None:
    """R5.8: all violations at once; an unreadable line is kept with suggestions."""
    body = http.post(
        "/api/decks/parse", content="first vanguard: Barcgal\n4x Blaster Blade\n2 Blaster Blaid\n"
    ).json()
    assert body["entries"] == [{"card": "blaster-blade", "count": 4}]
    assert body["first_vanguard"] == "barcgal"
    assert body["unknown"][0]["line"] == 3 and "Blaster Blade" in body["unknown"][0]["suggestions"]
    codes = {v["code"] for v in body["violations"]}
    assert {"DECK_SIZE", "TRIGGER_COUNT", "ILLEGAL_CARD", "FIRST_VANGUARD"} <= codes
    assert http.post("/api/decks/parse", content="  ").json()["error"]["code"] == "BAD_REQUEST"


def test_own_cards_name_only_the_askers_cards_and_only_to_a_player_of_the_match(
    http: TestClient,
) -> None:
    """R22: a player may know which card each of their own instances is, nothing more."""
    ws, match_id, token = _match_against_computer(http)
    try:
        path = f"/api/matches/{match_id}/own-cards"
        assert http.get(path).status_code == 401
        stranger = http.websocket_connect("/ws")
        with stranger:
            stranger.send_json({"type": "hello", "v": 1})
            other = _receive(stranger, "welcome")["guest_token"]
        assert http.get(path, headers={"X-Guest-Token": other}).json()["error"]["code"] == (
            "NOT_YOUR_MATCH"
        )
        mine = http.get(path, headers={"X-Guest-Token": token}).json()
        iids = sorted(int(iid) for iid in mine["cards"])
        assert len(iids) == 50
        assert iids == list(range(50 * mine["seat"], 50 * mine["seat"] + 50))
        assert http.get("/api/matches/nope/own-cards", headers={"X-Guest-Token": token}).json()[
            "error"
        ]["code"] == ("NOT_FOUND")
    finally:
        ws.__exit__(None, None, None)


def test_replay_views_exist_only_for_finished_matches_and_hide_what_the_seat_could_not_see(
    http: TestClient,
) -> None:
    """R22: each step is the engine's view for the chosen seat; a live match is refused."""
    ws, match_id, token = _match_against_computer(http)
    assert http.get(f"/api/replays/{match_id}/views?seat=0").status_code == 401
    http.headers["X-Guest-Token"] = token  # replay views are for someone, a guest will do
    try:
        live = http.get(f"/api/replays/{match_id}/views?seat=0")
        assert live.status_code == 409 and live.json()["error"]["code"] == "NOT_FINISHED"
        ws.send_json({"type": "concede", "v": 1, "match_id": match_id})
        over = _receive(ws, "match_over")
        assert over["result"]["reason"] == "concede"
    finally:
        ws.__exit__(None, None, None)
    for seat in (0, 1):
        body = http.get(f"/api/replays/{match_id}/views?seat={seat}").json()
        assert body["steps"][0]["action"] is None
        assert body["steps"][-1]["action"]["kind"] == "concede"
        for step in body["steps"]:
            assert step["view"]["viewer"] == seat
            assert "hand" in step["view"]["players"][seat]
            assert "hand" not in step["view"]["players"][1 - seat]
    spectator = http.get(f"/api/replays/{match_id}/views?seat=spectator").json()
    assert all("hand" not in p for s in spectator["steps"] for p in s["view"]["players"])
    assert http.get(f"/api/replays/{match_id}/views?seat=2").status_code == 400
    assert http.get("/api/replays/nope/views").status_code == 404
