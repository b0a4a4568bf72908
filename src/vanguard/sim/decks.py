"""Where a simulated side gets its deck: one fixed legal deck, or a new random one every game.

Shared by `vanguard simulate` and the research environment, so that both accept the same
deck specs (a deck file, `td01`/`td02`, `random`, `random:CLAN`) and refuse the same bad ones
with the same messages.
"""

from __future__ import annotations

from dataclasses import dataclass

from vanguard.decks import DeckList, check_deck, load_deck
from vanguard.decks.generate import buildable_clans, random_deck
from vanguard.engine.rng import derive_seed


class DeckSpecError(ValueError):
    """A deck spec that names no usable deck (missing file, illegal list, unknown clan)."""


@dataclass(frozen=True)
class RandomDecks:
    """A fresh random legal deck for every game (of one clan, or of any buildable clan)."""

    clan: str | None = None

    @property
    def name(self) -> str:
        return f"random {self.clan or 'deck'}"

    def deck_for(self, seed: int) -> DeckList:
        return random_deck(seed, self.clan)


DeckSource = DeckList | RandomDecks


def deck_for_game(source: DeckSource, game_seed: int, side: str) -> DeckList:
    """The deck a side plays in the game of `game_seed` (`side` keeps the two sides apart)."""
    if isinstance(source, RandomDecks):
        return source.deck_for(derive_seed(game_seed, "deck", side))
    return source


def deck_source(spec: str) -> DeckSource:
    """Parse a deck spec; raises `DeckSpecError` with a message fit for the user."""
    key = spec.strip().lower()
    if key == "random" or key.startswith("random:"):
        return _random_source(spec)
    try:
        deck = load_deck(spec)
    except ValueError as error:
        raise DeckSpecError(str(error)) from None
    violations = check_deck(deck)
    if violations:
        lines = "\n".join(f"  {v.code}: {v.message}" for v in violations)
        raise DeckSpecError(f"{spec} is not a legal deck:\n{lines}")
    return deck


def _random_source(spec: str) -> RandomDecks:
    wanted = spec.strip().partition(":")[2].strip()
    if not wanted:
        return RandomDecks()
    clans = buildable_clans()
    match = next((c for c in clans if c.casefold() == wanted.casefold()), None)
    if match is None:
        raise DeckSpecError(
            f"cannot build random decks of {wanted!r}; clans with enough cards: {', '.join(clans)}"
        )
    return RandomDecks(match)
