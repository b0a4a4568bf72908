"""Saved decks over HTTP: checked with the deck rules on save (R5), every violation at once
(R5.8), imported and exported in the deck text format."""

from __future__ import annotations

from starlette.testclient import TestClient

from vanguard.cards import default_database
from vanguard.decks import format_deck, load_deck, parse_deck_text

TD01_TEXT = format_deck(load_deck("td01"))
# Too few cards and a fifth copy of one card: two rules broken at once.
ILLEGAL_TEXT = "5x Blaster Blade\n4x Wingal\n"


def _login(http: TestClient, name: str = "deckmaker") -> None:
    response = http.post("/api/register", json={"name": name, "password": "deck builder pass"})
    assert response.status_code == 201


def test_save_list_show_export_and_delete_a_deck(http: TestClient) -> None:
    _login(http)
    created = http.post("/api/decks", json={"text": TD01_TEXT})
    assert created.status_code == 201, created.json()
    deck = created.json()
    assert deck["name"] == "TD01 Blaster Blade"
    listed = http.get("/api/decks").json()["decks"]
    assert [d["id"] for d in listed] == [deck["id"]]
    assert http.get(f"/api/decks/{deck['id']}").json()["text"] == deck["text"]

    exported = http.get(f"/api/decks/{deck['id']}/text")
    assert exported.headers["content-type"].startswith("text/plain")
    assert "attachment" in exported.headers["content-disposition"]
    again = parse_deck_text(exported.text, default_database())
    assert again.entries == load_deck("td01").entries
    assert again.first_vanguard == load_deck("td01").first_vanguard

    assert http.delete(f"/api/decks/{deck['id']}").status_code == 204
    assert http.get("/api/decks").json() == {"decks": []}
    assert http.delete(f"/api/decks/{deck['id']}").status_code == 404


def test_an_illegal_deck_is_refused_with_every_violation_and_not_saved(
    http: TestClient,
) -> None:
    _login(http)
    response = http.post("/api/decks", json={"text": ILLEGAL_TEXT, "name": "broken"})
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "DECK_INVALID"
    codes = {v["code"] for v in error["violations"]}
    assert {"DECK_SIZE", "TOO_MANY_COPIES", "TRIGGER_COUNT"} <= codes
    assert all(v["message"] for v in error["violations"])
    assert http.get("/api/decks").json() == {"decks": []}


def test_unknown_cards_and_malformed_lines_are_explained(http: TestClient) -> None:
    _login(http)
    unknown = http.post("/api/decks", json={"text": TD01_TEXT + "1x Blaster Blayd\n"}).json()
    assert any(
        v["code"] == "ILLEGAL_CARD" and "Blaster Blade" in v["message"]
        for v in unknown["error"]["violations"]
    )
    malformed = http.post("/api/decks", json={"text": "0x Blaster Blade\n"})
    assert malformed.status_code == 422
    assert "line 1" in malformed.json()["error"]["message"]


def test_import_a_deck_file_as_plain_text_with_a_name(http: TestClient) -> None:
    _login(http)
    body = ("# my list\n" + TD01_TEXT.replace("name: TD01 Blaster Blade\n", "")).encode()
    response = http.post("/api/decks", content=body, headers={"content-type": "text/plain"})
    assert response.status_code == 201
    assert response.json()["name"] == "Untitled deck"
    named = http.post("/api/decks", json={"text": TD01_TEXT, "name": "  My  Paladins "})
    assert named.json()["name"] == "My Paladins"
    assert named.json()["text"].startswith("name: My Paladins\n")


def test_control_characters_in_a_deck_name_are_read_as_spaces(http: TestClient) -> None:
    # A name is one line of words: PostgreSQL's text cannot even hold a NUL character.
    _login(http)
    named = http.post("/api/decks", json={"text": TD01_TEXT, "name": "Royal\x00Paladin\x07s"})
    assert named.status_code == 201, named.json()
    assert named.json()["name"] == "Royal Paladin s"
    body = TD01_TEXT.replace("name: TD01", "name: TD\x0001").encode()
    from_file = http.post("/api/decks", content=body, headers={"content-type": "text/plain"})
    assert from_file.json()["name"] == "TD 01 Blaster Blade"
    assert [d["name"] for d in http.get("/api/decks").json()["decks"]] == [
        "Royal Paladin s",
        "TD 01 Blaster Blade",
    ]


def test_a_deck_keeps_its_moment_of_saving_in_utc(http: TestClient) -> None:
    # The test PostgreSQL server runs in another time zone (+05:30): what it hands back is
    # shown in UTC all the same, as SQLite's is.
    _login(http)
    created = http.post("/api/decks", json={"text": TD01_TEXT}).json()
    assert created["created_at"].endswith("+00:00")
    listed = http.get("/api/decks").json()["decks"]
    assert [d["created_at"] for d in listed] == [created["created_at"]]
    assert http.get(f"/api/decks/{created['id']}").json()["created_at"] == created["created_at"]


def test_checking_a_deck_needs_no_account(http: TestClient) -> None:
    legal = http.post("/api/decks/check", json={"text": TD01_TEXT}).json()
    assert legal["legal"] is True and legal["violations"] == [] and legal["size"] == 50
    illegal = http.post("/api/decks/check", json={"text": ILLEGAL_TEXT}).json()
    assert illegal["legal"] is False and illegal["violations"]


def test_decks_belong_to_their_account(http: TestClient) -> None:
    assert http.get("/api/decks").status_code == 401
    assert http.post("/api/decks", json={"text": TD01_TEXT}).json()["error"]["code"] == (
        "NOT_LOGGED_IN"
    )
    _login(http, "owner")
    deck_id = http.post("/api/decks", json={"text": TD01_TEXT}).json()["id"]
    http.post("/api/logout")
    _login(http, "someone")
    assert http.get(f"/api/decks/{deck_id}").status_code == 404
    assert http.delete(f"/api/decks/{deck_id}").status_code == 404
    assert http.get("/api/decks/not-a-number").status_code == 404
