"""Random legal decks from a format's pool, for simulation and property tests.

A generated deck follows every rule of R5 (50 cards, at most 4 per name, exactly 16 triggers,
at most 4 Heal, one clan, a grade 0 first vanguard) and has a playable grade curve, so that
games between generated decks exercise every card of a clan, not just the trial decks. Only
cards the format allows are drawn (R5.9): ``classic`` by default, so a card that is not yet
playable never reaches a game.
"""

from __future__ import annotations

from collections import Counter

from vanguard.cards import Card, CardDatabase, default_database, formats
from vanguard.cards.formats import Format
from vanguard.decks.model import DeckList
from vanguard.engine.rng import Rng

DECK_SIZE = 50
TRIGGERS = 16
MAX_COPIES = 4
MAX_HEALS = 4
#: Non-trigger cards per grade (0..3): one first vanguard plus a curve like the trial decks'.
CURVE = (1, 14, 11, 8)


def format_pool(db: CardDatabase | None = None, format: str | Format | None = None) -> list[Card]:
    """The cards of ``db`` that ``format`` allows (R5.9), in database order."""
    db = db or default_database()
    return list(formats.get(format).legal_cards(db.all()))


def buildable_clans(
    db: CardDatabase | None = None, format: str | Format | None = None
) -> list[str]:
    """Clans with enough legal cards in ``format`` for a single-clan deck (R5.3, R5.6)."""
    legal = format_pool(db, format)
    clans = []
    for clan in dict.fromkeys(c.clan for c in legal):
        cards = [c for c in legal if c.clan == clan]
        triggers = sum(MAX_COPIES for c in cards if c.is_trigger)
        others = [c for c in cards if not c.is_trigger]
        grade0 = any(c.grade == 0 for c in cards)
        if triggers >= TRIGGERS and len(others) * MAX_COPIES >= DECK_SIZE - TRIGGERS and grade0:
            clans.append(clan)
    return clans


def random_deck(
    seed: int,
    clan: str | None = None,
    db: CardDatabase | None = None,
    format: str | Format | None = None,
) -> DeckList:
    """A random legal deck of `clan` (or of a random buildable clan) in ``format``."""
    legal_in = formats.get(format)
    legal = format_pool(db, legal_in)
    rng = Rng(seed)
    clans = buildable_clans(db, legal_in)
    if clan is None:
        clan = clans[rng.below(len(clans))]
    elif clan not in clans:
        raise ValueError(
            f"no legal deck can be built from the {clan} cards of format {legal_in.name}"
        )
    pool = [c for c in legal if c.clan == clan]
    counts: Counter[Card] = Counter()

    def add(candidates: list[Card], wanted: int, limit: dict[Card, int] | None = None) -> None:
        for _ in range(wanted):
            open_ = [c for c in candidates if counts[c] < (limit or {}).get(c, MAX_COPIES)]
            if not open_:
                return
            counts[open_[rng.below(len(open_))]] += 1

    triggers = [c for c in pool if c.is_trigger]
    for _ in range(TRIGGERS):
        heals = sum(n for c, n in counts.items() if c.trigger.value == "Heal")
        open_ = [
            c
            for c in triggers
            if counts[c] < MAX_COPIES and not (c.trigger.value == "Heal" and heals >= MAX_HEALS)
        ]
        counts[open_[rng.below(len(open_))]] += 1
    others = [c for c in pool if not c.is_trigger]
    for grade, wanted in enumerate(CURVE):
        add([c for c in others if c.grade == grade], wanted)
    while sum(counts.values()) < DECK_SIZE:  # fill what a thin grade could not take
        add(others, 1)
    entries = tuple(sorted(counts.items(), key=lambda item: (item[0].grade, item[0].name)))
    first = next((c for c, _ in entries if c.grade == 0 and not c.is_trigger), None)
    if first is None:
        first = next(c for c, _ in entries if c.grade == 0)
    return DeckList(
        name=f"random {clan} #{seed}",
        entries=entries,
        first_vanguard=first,
        source=f"random:{seed}",
        format=None if legal_in.name == formats.DEFAULT else legal_in.name,
    )
