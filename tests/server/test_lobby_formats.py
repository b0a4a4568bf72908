"""Formats in the lobby (R5.9, R6.1): each format has its own queue, a room and a computer
match are played in the format their host chose, and both players' decks are checked
against the match's format — never against what a deck file says of itself."""

from __future__ import annotations

from server_kit import Client, LiveServer

from vanguard.decks import format_deck, load_deck

#: TD01 with one critical trigger swapped for Alabaster Owl (BT03): legal in classic-bt03
#: only (R5.9: one of its prints is in a listed product).
OWL_DECK = format_deck(load_deck("td01")).replace(
    "4x Bringer of Good Luck, Epona", "3x Bringer of Good Luck, Epona\n1x Alabaster Owl"
)
assert "Alabaster Owl" in OWL_DECK


def _hello(server: LiveServer, count: int) -> list[Client]:
    clients = [Client(server) for _ in range(count)]
    for client in clients:
        client.hello()
    return clients


def test_r5_9_the_queue_pairs_only_players_of_the_same_format(server: LiveServer) -> None:
    classic, wide, wide_too = _hello(server, 3)
    classic.send("queue", deck="td01")
    classic.expect("queued")
    wide.send("queue", deck=OWL_DECK, format="classic-bt03")
    wide.expect("queued")
    assert [w.format for w in server.context.lobby.queue] == ["classic", "classic-bt03"]
    wide_too.send("queue", deck="td02", format="classic-bt03")
    match_id = wide.expect("match_started")["match_id"]
    assert wide_too.expect("match_started")["match_id"] == match_id
    assert classic.quiet(0.2) == [], "the classic player still waits for a classic opponent"
    assert [w.format for w in server.context.lobby.queue] == ["classic"]


def test_r5_9_a_deck_outside_the_format_is_refused_naming_the_products(
    server: LiveServer,
) -> None:
    (player,) = _hello(server, 1)
    player.send("queue", deck=OWL_DECK)  # the default format is classic
    error = player.expect("error")
    assert error["code"] == "DECK_INVALID"
    (illegal,) = [v for v in error["violations"] if v["code"] == "ILLEGAL_CARD"]
    assert "Alabaster Owl" in illegal["message"] and "BT03" in illegal["message"]
    # A `format:` line in the deck text asks, but the match's format decides (R6.1).
    player.send("queue", deck="format: classic-bt03\n" + OWL_DECK)
    assert player.expect("error")["code"] == "DECK_INVALID"
    assert server.context.lobby.queue == []


def test_r5_9_an_unknown_format_is_a_clear_error(server: LiveServer) -> None:
    (player,) = _hello(server, 1)
    player.send("play_ai", deck="td01", ai="random", format="bt99")
    error = player.expect("error")
    assert error["code"] == "BAD_MESSAGE"
    assert "classic, classic-bt03" in error["message"]


def test_r6_1_the_room_s_format_judges_the_joining_deck(server: LiveServer) -> None:
    host, classic_guest, wide_guest = _hello(server, 3)
    host.send("create_room", deck=OWL_DECK, format="classic-bt03")
    code = host.expect("room_created")["code"]
    wide_guest.send("join_room", code=code, deck=OWL_DECK)
    match_id = host.expect("match_started")["match_id"]
    assert wide_guest.expect("match_started")["match_id"] == match_id
    classic_guest.send("create_room", deck=OWL_DECK)  # a classic room refuses the Owl
    assert classic_guest.expect("error")["code"] == "DECK_INVALID"


def test_r5_9_the_deck_builder_checks_in_the_format_it_asks_for(server: LiveServer) -> None:
    import httpx

    base = server.url
    cards = httpx.get(f"{base}/api/cards").json()
    assert cards["formats"] == {"names": ["classic", "classic-bt03"], "default": "classic"}
    owl = next(c for c in cards["cards"] if c["english_name"] == "Alabaster Owl")
    assert owl["formats"] == ["classic-bt03"]
    classic = httpx.post(f"{base}/api/decks/parse", content=OWL_DECK.encode()).json()
    assert classic["format"] == "classic"
    assert [v["code"] for v in classic["violations"]] == ["ILLEGAL_CARD"]
    wide = httpx.post(
        f"{base}/api/decks/parse", params={"format": "classic-bt03"}, content=OWL_DECK.encode()
    ).json()
    assert wide["format"] == "classic-bt03" and wide["violations"] == []
    unknown = httpx.post(
        f"{base}/api/decks/parse", params={"format": "bt99"}, content=OWL_DECK.encode()
    )
    assert unknown.status_code == 400
