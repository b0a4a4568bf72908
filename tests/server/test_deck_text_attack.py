"""Deck text from a stranger costs the server a bounded amount of work, off the event loop.

The attack: thousands of near-miss card names in one `queue` message or `POST
/api/decks/parse` ran a "did you mean" search per line on the event loop, freezing every
match (and every clock). Now a deck text has line limits with a clear error (R5.8 reports
still come back for a deck of sensible size), at most `MAX_SUGGESTED` searches run per text,
they run on the deck worker thread, and each client address has a deck-text budget.
"""

from __future__ import annotations

import random
import threading
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from server_kit import Client, FakeTime, LiveServer, make_settings, serve_settings
from starlette.testclient import TestClient

from vanguard.cards import default_database
from vanguard.cards.database import CardDatabase
from vanguard.cli import main
from vanguard.decks import DeckParseError, parse_deck_text
from vanguard.decks.parse import MAX_ENTRY_LINES, MAX_LINE_CHARS, MAX_LINES, MAX_SUGGESTED
from vanguard.server import create_app


def near_misses(count: int, seed: int = 1) -> list[str]:
    """`count` card names with one letter changed: each is unknown and needs a search."""
    rng = random.Random(seed)
    names = [card.name for card in default_database().all()]
    lines = []
    for _ in range(count):
        name = list(rng.choice(names))
        name[rng.randrange(len(name))] = "q"
        lines.append("1x " + "".join(name))
    return lines


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The name of the thread each closest-name search ran on."""
    seen: list[str] = []
    original = CardDatabase.closest_names

    def counted(self: CardDatabase, text: str, n: int = 3) -> list[str]:
        seen.append(threading.current_thread().name)
        return original(self, text, n)

    monkeypatch.setattr(CardDatabase, "closest_names", counted)
    return seen


def test_a_deck_text_has_line_limits_with_a_clear_error() -> None:
    db = default_database()
    with pytest.raises(DeckParseError, match=f"at most {MAX_LINES} lines"):
        parse_deck_text("\n".join(["# comment"] * (MAX_LINES + 1)), db)
    with pytest.raises(DeckParseError, match=f"at most {MAX_ENTRY_LINES} card lines") as error:
        parse_deck_text("\n".join(near_misses(MAX_ENTRY_LINES + 1)), db)
    assert error.value.line == MAX_ENTRY_LINES + 1
    with pytest.raises(DeckParseError, match=f"longer than {MAX_LINE_CHARS}"):
        parse_deck_text("1x " + "Blaster Blade " * 20, db)


def test_only_the_first_unknown_lines_are_searched(searches: list[str]) -> None:
    deck = parse_deck_text("\n".join(near_misses(MAX_ENTRY_LINES)), default_database())
    assert len(deck.unknown) == MAX_ENTRY_LINES, "every unknown line is still reported"
    assert len(searches) == MAX_SUGGESTED
    assert all(entry.suggestions == () for entry in deck.unknown[MAX_SUGGESTED:])
    assert deck.unknown[0].suggestions, "the first ones still get their suggestions"


def test_text_too_long_for_any_name_is_not_compared() -> None:
    db = default_database()
    assert db.closest_names("q" * 150) == []
    assert db.closest_names("Blastr Blade")[0] == "Blaster Blade"


def test_the_queue_attack_is_refused_at_once_and_searched_off_the_loop(
    server: LiveServer, searches: list[str]
) -> None:
    attacker, bystander = Client(server), Client(server)
    attacker.hello()
    bystander.hello()
    attack = "\n".join(near_misses(5000))[:60_000]
    attacker.send("queue", deck=attack)
    error = attacker.expect("error")
    assert error["code"] == "DECK_INVALID"
    assert f"at most {MAX_LINES} lines" in error["message"]
    assert searches == [], "refused before any search"

    attacker.send("queue", deck="\n".join(near_misses(MAX_ENTRY_LINES, seed=2)))
    error = attacker.expect("error")
    assert error["code"] == "DECK_INVALID"
    assert len(searches) <= 2 * MAX_SUGGESTED
    assert searches and all(name.startswith("vanguard-decks") for name in searches), searches
    bystander.send("ping")
    assert bystander.expect("pong")


def test_deck_texts_are_limited_per_address_across_connections(
    db_url: str, fake_time: FakeTime
) -> None:
    settings = make_settings(
        db_url,
        time_source=fake_time,
        deck_text_per_second=0.001,
        deck_text_burst=3,
    )
    live = LiveServer(settings).start()
    try:
        clients = [Client(live) for _ in range(2)]
        for client in clients:
            client.hello()
        codes = []
        for number in range(5):
            client = clients[number % 2]
            client.send("create_room", deck="4x Blaster Blade")
            codes.append(client.expect("error")["code"])
        assert codes == ["DECK_INVALID"] * 3 + ["RATE_LIMITED"] * 2
        clients[0].send("create_room", deck="td01")
        assert clients[0].expect("room_created"), "built-in decks cost nothing"
    finally:
        live.stop()


def test_an_operator_sets_the_deck_text_rate_where_many_players_share_an_address(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`vanguard serve --deck-text-rate` (a club or a tournament behind one address): the
    rate per second, in bursts of ten times as many and never fewer than the default's 10."""
    default, _ = serve_settings([], tmp_path, monkeypatch)
    assert (default.deck_text_per_second, default.deck_text_burst) == (1.0, 10)
    raised, _ = serve_settings(["--deck-text-rate", "5"], tmp_path, monkeypatch)
    assert (raised.deck_text_per_second, raised.deck_text_burst) == (5.0, 50)
    slow, _ = serve_settings(["--deck-text-rate", "0.2"], tmp_path, monkeypatch)
    assert (slow.deck_text_per_second, slow.deck_text_burst) == (0.2, 10)
    refused = CliRunner().invoke(main, ["serve", "--deck-text-rate", "0"])
    assert refused.exit_code == 2 and "--deck-text-rate" in refused.output


def _parse(http: TestClient, text: str) -> Any:
    return http.post(
        "/api/decks/parse", content=text, headers={"Content-Type": "text/plain; charset=utf-8"}
    )


def test_the_http_parse_form_is_bounded_and_limited_per_address(db_url: str) -> None:
    settings = make_settings(db_url, deck_text_per_second=0.001, deck_text_burst=3)
    with TestClient(create_app(settings)) as http:
        attack = _parse(http, "\n".join(near_misses(5000))[:60_000])
        assert attack.status_code == 422
        assert attack.json()["error"]["code"] == "DECK_INVALID"
        assert len(attack.content) < 2_000, "the refusal is short, not one entry per line"

        widest = _parse(http, "\n".join(near_misses(MAX_ENTRY_LINES)))
        assert widest.status_code == 200
        assert len(widest.json()["unknown"]) == MAX_ENTRY_LINES
        assert len(widest.content) < 64 * 1024, "the reply is bounded by the line limits"

        _parse(http, "4x Blaster Blade")
        limited = _parse(http, "4x Blaster Blade")
        assert limited.status_code == 429
        assert limited.json()["error"]["code"] == "RATE_LIMITED"
        assert int(limited.headers["Retry-After"]) >= 1
