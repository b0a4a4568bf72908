"""Finding an opponent: the quick-match queue, private rooms, and the computer."""

from __future__ import annotations

import random

from server_kit import Client, LiveServer


def test_two_players_in_the_queue_are_paired(server: LiveServer) -> None:
    first, second = Client(server), Client(server)
    first.hello()
    second.hello()
    first.send("queue", deck="td01")
    assert first.expect("queued") == {"type": "queued"}
    second.send("queue", deck="td02")
    started = [first.expect("match_started"), second.expect("match_started")]
    assert started[0]["match_id"] == started[1]["match_id"]
    assert {s["seat"] for s in started} == {0, 1}
    assert started[0]["players"] == started[1]["players"]
    for client in (first, second):
        state = client.expect("state")
        assert state["version"] == 0
        assert state["clocks"] == [1200.0, 1200.0], "20 minutes each by default"
        assert state["away"] == [], "both players are connected"
    assert server.context.lobby.queue == []


def test_waiting_twice_or_while_playing_is_busy(server: LiveServer) -> None:
    client = Client(server)
    client.hello()
    client.send("queue", deck="td01")
    client.expect("queued")
    client.send("create_room", deck="td01")
    assert client.expect("error")["code"] == "BUSY"
    client.send("leave_queue")
    client.send("leave_queue")
    error = client.expect("error")
    assert error["code"] == "NOT_FOUND" and error["ref"] == "leave_queue"
    client.send("play_ai", deck="td01", ai="random")
    client.expect("match_started")
    client.send("queue", deck="td01")
    assert client.expect("error")["code"] == "BUSY"


def test_a_private_room_is_joined_by_its_code_with_its_clock(server: LiveServer) -> None:
    host, guest, stranger = Client(server), Client(server), Client(server)
    for client in (host, guest, stranger):
        client.hello()
    host.send("create_room", deck="td01", clock_seconds=90)
    code = host.expect("room_created")["code"]
    assert len(code) == 6
    host.send("join_room", code=code, deck="td01")
    assert host.expect("error")["code"] == "BUSY", "nobody plays against themselves"
    stranger.send("join_room", code="NOCODE", deck="td01")
    assert stranger.expect("error")["code"] == "NOT_FOUND"
    guest.send("join_room", code=code.lower(), deck="td02")
    match_id = host.expect("match_started")["match_id"]
    assert guest.expect("match_started")["match_id"] == match_id
    assert guest.expect("state")["clocks"] == [90.0, 90.0]
    stranger.send("join_room", code=code, deck="td01")
    assert stranger.expect("error")["code"] == "NOT_FOUND", "a room seats two"


def test_a_room_closes_when_its_host_leaves(server: LiveServer) -> None:
    host, guest = Client(server), Client(server)
    host.hello()
    guest.hello()
    host.send("create_room", deck="td01")
    code = host.expect("room_created")["code"]
    host.close()
    guest.send("ping")
    guest.expect("pong")
    guest.send("join_room", code=code, deck="td01")
    assert guest.expect("error")["code"] == "NOT_FOUND"


def test_a_deck_breaking_the_rules_is_refused_with_every_violation(server: LiveServer) -> None:
    client = Client(server)
    client.hello()
    client.send("queue", deck="5x Blaster Blade\n4x Wingal\n")
    error = client.expect("error")
    assert error["code"] == "DECK_INVALID" and error["ref"] == "queue"
    assert {"DECK_SIZE", "TOO_MANY_COPIES"} <= {v["code"] for v in error["violations"]}
    assert server.context.lobby.queue == [], "nothing changed"


def test_deck_text_is_never_read_as_a_file_path(server: LiveServer) -> None:
    client = Client(server)
    client.hello()
    client.send("queue", deck="/etc/passwd")
    error = client.expect("error")
    assert error["code"] == "DECK_INVALID"
    assert "root" not in error["message"]


def test_saved_decks_are_used_by_id_and_only_their_owner_may(server: LiveServer) -> None:
    import httpx

    with httpx.Client(base_url=server.url) as http:
        http.post("/api/register", json={"name": "carol", "password": "she plays vanguard"})
        text = http.get("/api/me").json()  # logged in via the cookie
        assert text["user"]["name"] == "carol"
        td02 = "\n".join(
            line for line in open_deck("td02").splitlines() if not line.startswith("name:")
        )
        deck_id = http.post("/api/decks", json={"text": td02, "name": "fire"}).json()["id"]
        cookie = http.cookies["vg_session"]
    owner = Client(server, cookie=cookie, origin=server.url)
    welcome = owner.hello()
    assert welcome["user"] == {"name": "carol", "guest": False}
    assert "guest_token" not in welcome
    # Another site's page cannot use the cookie: it only gets a guest.
    forged = Client(server, cookie=cookie, origin="http://elsewhere.example")
    assert forged.hello()["user"]["guest"] is True
    # An unknown guest token gets a fresh guest (with a new token), never someone else.
    stranger = Client(server).hello(guest_token="made-up")
    assert stranger["user"]["guest"] is True and stranger["guest_token"] != "made-up"
    other = Client(server)
    other.hello()
    other.send("queue", deck={"deck_id": deck_id})
    assert other.expect("error")["code"] == "NOT_FOUND"
    owner.send("queue", deck={"deck_id": deck_id})
    owner.expect("queued")


def open_deck(name: str) -> str:
    from vanguard.decks import format_deck, load_deck

    return format_deck(load_deck(name))


def test_play_against_the_computer_to_the_end(server: LiveServer) -> None:
    client = Client(server)
    client.hello()
    client.send("play_ai", deck="td01", ai="nobody")
    error = client.expect("error")
    assert error["code"] == "BAD_MESSAGE" and "random" in error["message"]
    client.send("play_ai", deck="td01", ai="random", ai_deck="td01")
    started = client.expect("match_started")
    assert started["players"][1] == "Computer (random)"
    rng = random.Random(7)
    while True:
        message = client.expect("state", "match_over")
        if message["type"] == "match_over":
            break
        assert message["away"] == [], "the computer is never away"
        if message["deciding"] == started["seat"]:
            client.send(
                "decide",
                match_id=started["match_id"],
                version=message["version"],
                action=rng.choice(message["legal"]),
            )
    assert message["match_id"] == started["match_id"]
    assert message["result"]["reason"] in {"damage", "deck_out"}
    assert message["replay"] == f"/api/replays/{started['match_id']}"
    assert server.context.arena.matches == {}


def test_r30_13_a_room_and_a_computer_match_are_played_under_the_hosts_variants(
    server: LiveServer,
) -> None:
    """Rule variants (R30) are match settings: the host's room and a computer match take
    them; an id the engine does not know is refused and opens nothing."""
    host, guest = Client(server), Client(server)
    host.hello()
    guest.hello()
    host.send("create_room", deck="td01", variants=["first_player_choice", "stride"])
    error = host.expect("error")
    assert error["code"] == "BAD_MESSAGE" and "stride" in error["message"]
    assert server.context.lobby.rooms == {}
    host.send("create_room", deck="td01", variants=["first_player_choice", "mulligan_cr119"])
    code = host.expect("room_created")["code"]
    guest.send("join_room", code=code, deck="td02")
    match_id = host.expect("match_started")["match_id"]
    guest.expect("match_started")
    states = [host.expect("state"), guest.expect("state")]
    match = server.context.arena.matches[match_id]
    assert match.settings["variants"] == ["first_player_choice", "mulligan_cr119"]
    assert match.game.variants == {"first_player_choice", "mulligan_cr119"}
    for state in states:  # R30.13.2: the draw's winner chooses before anything else
        assert state["view"]["decision"] == "choose_first"
        assert state["view"]["first_player"] is None
    deciding = states[0]["deciding"]
    assert deciding == match.first_player, "the stored first player is the draw's winner"
    chooser = states[0] if states[0]["seat"] == deciding else states[1]
    assert sorted(a["kind"] for a in chooser["legal"]) == ["go_first", "go_second"]

    solo = Client(server)
    solo.hello()
    solo.send("play_ai", deck="td01", ai="heuristic", variants=["first_player_choice"])
    started = solo.expect("match_started")
    ai_match = server.context.arena.matches[started["match_id"]]
    assert ai_match.settings["variants"] == ["first_player_choice"]
    assert ai_match.game.variants == {"first_player_choice"}
