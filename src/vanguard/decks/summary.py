"""A one-screen overview of a deck, for `vanguard deck check` and players comparing lists."""

from __future__ import annotations

from collections import Counter

from vanguard.cards.known import MAX_GRADE, MIN_GRADE
from vanguard.cards.models import Trigger
from vanguard.decks.model import DeckList

_TRIGGER_ORDER = (Trigger.CRITICAL, Trigger.DRAW, Trigger.STAND, Trigger.HEAL)


def deck_summary(deck: DeckList) -> str:
    """Name, size, and counts by grade, trigger type and clan, plus the first vanguard."""
    cards = deck.cards
    grades = Counter(card.grade for card in cards)
    triggers = Counter(card.trigger for card in cards)
    clans = Counter(card.clan for card in cards)
    sentinels = sum(card.sentinel for card in cards)
    trigger_total = sum(triggers[t] for t in _TRIGGER_ORDER)

    grade_text = "  ".join(f"G{g}: {grades[g]}" for g in range(MIN_GRADE, MAX_GRADE + 1))
    trigger_text = ", ".join(f"{t.value} {triggers[t]}" for t in _TRIGGER_ORDER)
    clan_text = ", ".join(f"{clan} {count}" for clan, count in clans.most_common()) or "-"
    if deck.first_vanguard is not None:
        first = f"{deck.first_vanguard.name} (chosen in the list)"
    else:
        grade0 = [card.name for card, _ in deck.entries if card.grade == 0 and not card.is_trigger]
        first = f"not chosen; e.g. {grade0[0]}" if grade0 else "not chosen"
    lines = [
        f"{deck.name} ({deck.size} cards)",
        f"  grades:         {grade_text}",
        f"  triggers:       {trigger_total} ({trigger_text})",
        f"  non-triggers:   {triggers[Trigger.NONE]}",
        f"  sentinels:      {sentinels}",
        f"  clans:          {clan_text}",
        f"  first vanguard: {first}",
    ]
    if deck.unknown:
        lines.append(f"  unknown cards:  {', '.join(repr(e.text) for e in deck.unknown)}")
    return "\n".join(lines)
