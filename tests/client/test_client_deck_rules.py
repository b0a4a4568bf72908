"""The browser's live deck check (`js/deckrules.js`) agrees with the engine's (R5, R5.8, R5.9).

The deck builder checks as the player edits, without asking the server; the server checks
again with `vanguard.decks.check_deck`. The two must report the same rule codes for the same
deck, so a set of illegal decks — one per rule, plus a legal one, in both formats — is judged
by both: the Python side directly, the client's module inside a real page.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from browser_kit import open_client

from vanguard.cards import default_database
from vanguard.decks import DeckList, check_deck, load_deck
from vanguard.netclient.local_server import ServerProcess


def _edited(deck: DeckList, changes: dict[str, int], fmt: str | None = None) -> DeckList:
    """`deck` with some names' counts set (0 removes), as a deck builder would leave it."""
    db = default_database()
    counts: Counter[str] = Counter({card.id: count for card, count in deck.entries})
    for name, count in changes.items():
        counts[db.lookup(name).id] = count
    entries = tuple((db.lookup(cid), n) for cid, n in counts.items() if n > 0)
    return DeckList(deck.name, entries, deck.first_vanguard, format=fmt)


def _cases() -> dict[str, DeckList]:
    td01, td03 = load_deck("td01"), load_deck("td03")
    return {
        "legal": td01,
        "size": _edited(td01, {"Flogal": 3}),
        "copies": _edited(td01, {"Flogal": 5, "Little Sage, Marron": 3}),
        "triggers": _edited(td01, {"Flogal": 3, "Knight of Silence, Gallatin": 5}),
        "clans": _edited(td01, {"Flogal": 0, "Lizard Runner, Undeux": 4}),
        "wave1 in classic": _edited(td03, {}, "classic"),
        "wave1 in classic-bt03": _edited(td03, {}, "classic-bt03"),
    }


@pytest.fixture(scope="module")
def judged(server: ServerProcess, browser: Any) -> dict[str, list[str]]:
    page = open_client(browser, server)
    page.click("nav a[href='#deck']")
    page.wait_for_selector(".builder")  # the card pool is loaded
    decks = {
        name: {
            "name": deck.name,
            "entries": [[card.id, count] for card, count in deck.entries],
            "firstVanguard": None if deck.first_vanguard is None else deck.first_vanguard.id,
            "format": deck.format,
        }
        for name, deck in _cases().items()
    }
    found: dict[str, list[str]] = page.evaluate(
        """async (decks) => {
            const rules = await import("/js/deckrules.js");
            const out = {};
            for (const [name, d] of Object.entries(decks)) {
                const deck = { ...d, entries: new Map(d.entries) };
                out[name] = [...new Set(rules.deckViolations(deck).map((v) => v.code))].sort();
            }
            return out;
        }""",
        decks,
    )
    page.context.close()
    return found


@pytest.mark.parametrize("case", list(_cases()))
def test_r5_8_the_client_and_the_engine_report_the_same_rules(
    case: str, judged: dict[str, list[str]]
) -> None:
    deck = _cases()[case]
    engine = sorted({str(v.code) for v in check_deck(deck, format=deck.format)})
    assert judged[case] == engine, case
