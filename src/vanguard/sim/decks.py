"""Where a simulated side gets its deck: one fixed legal deck, or a new random one every game.

Shared by `vanguard simulate` and the research environment, so that both accept the same
deck specs (a deck file, a built-in deck such as `td01`, `random`, `random:CLAN`) and refuse the
same bad ones with the same messages. Every spec is read in a format (R5.9): random decks are
drawn from its playable pool and deck lists are checked against it.
"""

from __future__ import annotations

from dataclasses import dataclass

from vanguard.cards import formats
from vanguard.decks import DeckList, check_deck, load_deck
from vanguard.decks.generate import buildable_clans, random_deck
from vanguard.decks.rules import deck_format
from vanguard.engine.rng import derive_seed


class DeckSpecError(ValueError):
    """A deck spec that names no usable deck (missing file, illegal list, unknown clan)."""


@dataclass(frozen=True)
class RandomDecks:
    """A fresh random legal deck for every game (of one clan, or of any buildable clan), from
    the playable pool of a format."""

    clan: str | None = None
    format: str = formats.DEFAULT

    @property
    def name(self) -> str:
        suffix = "" if self.format == formats.DEFAULT else f" ({self.format})"
        return f"random {self.clan or 'deck'}{suffix}"

    def deck_for(self, seed: int) -> DeckList:
        return random_deck(seed, self.clan, format=self.format)


DeckSource = DeckList | RandomDecks


def deck_for_game(source: DeckSource, game_seed: int, side: str) -> DeckList:
    """The deck a side plays in the game of `game_seed` (`side` keeps the two sides apart)."""
    if isinstance(source, RandomDecks):
        return source.deck_for(derive_seed(game_seed, "deck", side))
    return source


def deck_source(spec: str, format: str | formats.Format | None = None) -> DeckSource:
    """Parse a deck spec; raises `DeckSpecError` with a message fit for the user.

    ``format`` is the format to play (R5.9): a deck list is checked against it (without it,
    against the list's own ``format:`` line, else the default) and random decks come from its
    pool (without it, from the default format's).
    """
    try:
        legal_in = formats.get(format) if format is not None else None
    except formats.UnknownFormatError as error:
        raise DeckSpecError(str(error)) from None
    key = spec.strip().lower()
    if key == "random" or key.startswith("random:"):
        return _random_source(spec, legal_in or formats.get())
    try:
        deck = load_deck(spec)
    except ValueError as error:
        raise DeckSpecError(str(error)) from None
    violations = check_deck(deck, format=deck_format(deck, legal_in))
    if violations:
        lines = "\n".join(f"  {v.code}: {v.message}" for v in violations)
        raise DeckSpecError(f"{spec} is not a legal deck:\n{lines}")
    return deck


def _random_source(spec: str, legal_in: formats.Format) -> RandomDecks:
    wanted = spec.strip().partition(":")[2].strip()
    clans = buildable_clans(format=legal_in)
    if not wanted:
        return RandomDecks(format=legal_in.name)
    match = next((c for c in clans if c.casefold() == wanted.casefold()), None)
    if match is None:
        raise DeckSpecError(
            f"cannot build random decks of {wanted!r} in format {legal_in.name};"
            f" clans with enough playable cards: {', '.join(clans)}"
        )
    return RandomDecks(match, legal_in.name)
