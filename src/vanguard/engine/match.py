"""Creating a match from two decks (R6)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from vanguard.cards.models import Card
from vanguard.engine.constants import FIRST_PLAYER_CHOICE, MULLIGAN_CR119
from vanguard.engine.flow import start_setup
from vanguard.engine.game import Game

#: Rule variants of R30 the engine knows; all are off in Classic.
KNOWN_VARIANTS = frozenset(
    {"guard_any_grade", "triggers_ignore_clan", "mixed_clans", MULLIGAN_CR119, FIRST_PLAYER_CHOICE}
)


def new_game(
    deck_a: Sequence[Card],
    deck_b: Sequence[Card],
    seed: int,
    *,
    first_player: int | None = None,
    first_vanguards: tuple[Card | None, Card | None] = (None, None),
    variants: Iterable[str] = (),
    record_events: bool = True,
) -> Game:
    """Start a match between player 0 (`deck_a`) and player 1 (`deck_b`).

    The game runs setup until the first decision (a first vanguard or a mulligan). The first
    player is drawn from the seed unless fixed (R6.3.1); under the variant
    `first_player_choice` that draw (or `first_player`) names the player who chooses to go
    first or second, the first decision (R30.13.2). A preferred first vanguard is put
    on (V) without asking (R5.7). Deck legality (R5) is the caller's business (the deck
    checker); the engine only needs a grade 0 card in each deck to start.
    """
    variants = frozenset(variants)
    unknown = variants - KNOWN_VARIANTS
    if unknown:
        raise ValueError(f"unknown rule variant(s): {', '.join(sorted(unknown))}")
    decks = (tuple(deck_a), tuple(deck_b))
    for player, (deck, preferred) in enumerate(zip(decks, first_vanguards, strict=True)):
        if not any(card.grade == 0 for card in deck):
            raise ValueError(f"player {player}'s deck has no grade 0 card for a first vanguard")
        if preferred is not None and (preferred.grade != 0 or preferred not in deck):
            raise ValueError(
                f"player {player}'s first vanguard {preferred.name!r} must be a grade 0 card"
                " of the deck"
            )
    if first_player not in (None, 0, 1):
        raise ValueError("first_player must be 0, 1 or None")
    cards = decks[0] + decks[1]
    owner = (0,) * len(decks[0]) + (1,) * len(decks[1])
    g = Game(cards, owner, seed, variants, record_events=record_events)
    g.first_player = g.rng.below(2) if first_player is None else first_player
    iid = 0
    for player, deck in enumerate(decks):
        # The deck list's first card is at the bottom; the shuffle at R6.4 mixes them anyway.
        g.players[player].deck = list(range(iid, iid + len(deck)))
        iid += len(deck)
    g.emit("game_started", None, {"first_player_fixed": first_player is not None})
    start_setup(g, first_vanguards)
    g.run()
    return g
