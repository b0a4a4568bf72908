"""Open rooms a host lets the lobby list (GET /api/rooms), and a rematch between two people:
both ask, and a new match starts with the same decks, clock and mode."""

from __future__ import annotations

import httpx
from server_kit import Client, LiveServer, seat_two


def _rooms(server: LiveServer) -> list[dict[str, object]]:
    response = httpx.get(f"{server.url}/api/rooms")
    assert response.headers["cache-control"] == "no-store"
    return list(response.json()["rooms"])


def test_a_listed_room_is_shown_until_it_is_joined_and_an_unlisted_one_never(
    server: LiveServer,
) -> None:
    listed, hidden, guest = Client(server), Client(server), Client(server)
    for client in (listed, hidden, guest):
        client.hello()
    listed.send("create_room", deck="td01", clock_seconds=300, listed=True)
    code = listed.expect("room_created")["code"]
    hidden.send("create_room", deck="td01")
    hidden.expect("room_created")
    rooms = _rooms(server)
    assert [room["code"] for room in rooms] == [code]
    host = rooms[0]["host"]
    assert isinstance(host, str) and host.startswith("guest-")
    assert rooms[0]["format"] == "classic" and rooms[0]["clock_seconds"] == 300
    assert rooms[0]["variants"] == []
    guest.send("join_room", code=code, deck="td02")
    guest.expect("match_started")
    assert _rooms(server) == []


def test_a_listed_room_goes_when_its_host_leaves(server: LiveServer) -> None:
    host = Client(server)
    host.hello()
    host.send("create_room", deck="td01", listed=True)
    host.expect("room_created")
    assert len(_rooms(server)) == 1
    host.close()
    for _ in range(50):
        if not _rooms(server):
            break
    assert _rooms(server) == []


def test_both_players_ask_for_a_rematch_and_play_again_with_the_same_decks(
    server: LiveServer,
) -> None:
    clients, match_id, _, _ = seat_two(server, clock_seconds=600)
    first = server.context.arena.matches[match_id]
    decks = first.deck_lists
    seats = [identity.key for identity in first.seats]
    clients[0].send("concede", match_id=match_id)
    for client in clients.values():
        client.expect("match_over")

    stranger = Client(server)
    stranger.hello()
    stranger.send("rematch", match_id=match_id)
    assert stranger.expect("error")["code"] == "NOT_YOUR_MATCH"

    clients[1].send("rematch", match_id=match_id)
    for client in clients.values():
        assert client.expect("rematch_asked") == {
            "type": "rematch_asked",
            "match_id": match_id,
            "seats": [1],
        }
    clients[1].send("rematch", match_id=match_id)  # asking twice changes nothing
    for client in clients.values():
        assert client.expect("rematch_asked")["seats"] == [1]
    clients[0].send("rematch", match_id=match_id)
    started = {seat: client.expect("match_started") for seat, client in clients.items()}
    new_id = started[0]["match_id"]
    assert new_id != match_id and started[1]["match_id"] == new_id
    assert (started[0]["seat"], started[1]["seat"]) == (0, 1)
    again = server.context.arena.matches[new_id]
    assert again.deck_lists == decks
    assert [identity.key for identity in again.seats] == seats
    assert again.settings["mode"] == "room" and again.settings["clock_seconds"] == 600
    assert clients[0].expect("state")["clocks"] == [600.0, 600.0]

    # The offer is used up: asking again is refused.
    clients[0].send("rematch", match_id=match_id)
    assert clients[0].expect("error")["code"] == "NOT_FOUND"


def test_no_rematch_against_the_computer_or_for_an_unknown_match(server: LiveServer) -> None:
    player = Client(server)
    player.hello()
    player.send("play_ai", deck="td01", ai="random")
    match_id = player.expect("match_started")["match_id"]
    player.send("concede", match_id=match_id)
    player.expect("match_over")
    player.send("rematch", match_id=match_id)
    assert player.expect("error")["code"] == "NOT_FOUND"
    player.send("rematch", match_id="NOSUCHMATCH2")
    assert player.expect("error")["code"] == "NOT_FOUND"
