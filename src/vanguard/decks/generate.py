"""Random legal decks from the whole pool, for simulation and property tests.

A generated deck follows every rule of R5 (50 cards, at most 4 per name, exactly 16 triggers,
at most 4 Heal, one clan, a grade 0 first vanguard) and has a playable grade curve, so that
games between generated decks exercise every card of a clan, not just the trial decks.
"""

from __future__ import annotations

from collections import Counter

from vanguard.cards import Card, CardDatabase, default_database
from vanguard.decks.model import DeckList
from vanguard.engine.rng import Rng

DECK_SIZE = 50
TRIGGERS = 16
MAX_COPIES = 4
MAX_HEALS = 4
#: Non-trigger cards per grade (0..3): one first vanguard plus a curve like the trial decks'.
CURVE = (1, 14, 11, 8)


def buildable_clans(db: CardDatabase | None = None) -> list[str]:
    """Clans with enough cards for a legal single-clan deck (R5.3, R5.6)."""
    db = db or default_database()
    clans = []
    for clan in dict.fromkeys(c.clan for c in db.all()):
        cards = [c for c in db.all() if c.clan == clan]
        triggers = sum(MAX_COPIES for c in cards if c.is_trigger)
        others = [c for c in cards if not c.is_trigger]
        grade0 = any(c.grade == 0 for c in cards)
        if triggers >= TRIGGERS and len(others) * MAX_COPIES >= DECK_SIZE - TRIGGERS and grade0:
            clans.append(clan)
    return clans


def random_deck(seed: int, clan: str | None = None, db: CardDatabase | None = None) -> DeckList:
    """A random legal deck of `clan` (or of a random buildable clan)."""
    db = db or default_database()
    rng = Rng(seed)
    clans = buildable_clans(db)
    if clan is None:
        clan = clans[rng.below(len(clans))]
    elif clan not in clans:
        raise ValueError(f"no legal deck can be built from the {clan} cards of the pool")
    pool = [c for c in db.all() if c.clan == clan]
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
    )
