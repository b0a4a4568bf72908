"""Deck specs shared by `vanguard simulate` and the research environment: a deck file, a
trial deck, or a new random legal deck (R5) every game."""

from __future__ import annotations

from pathlib import Path

import pytest

from vanguard.decks import DeckList, check_deck, format_deck, load_deck
from vanguard.sim import DeckSpecError, RandomDecks, deck_source
from vanguard.sim.decks import deck_for_game


def test_a_trial_deck_by_name() -> None:
    deck = deck_source("td01")
    assert isinstance(deck, DeckList)
    assert deck == load_deck("td01")


@pytest.mark.parametrize(
    ("spec", "clan"),
    [
        ("random", None),
        ("RANDOM", None),
        ("random:kagero", "Kagero"),
        (" random: Kagero ", "Kagero"),
    ],
)
def test_random_specs(spec: str, clan: str | None) -> None:
    assert deck_source(spec) == RandomDecks(clan)


def test_r5_every_random_deck_is_legal_and_fixed_by_the_game_seed() -> None:
    source = RandomDecks()
    decks = [deck_for_game(source, seed, "a") for seed in range(5)]
    assert all(check_deck(deck) == [] for deck in decks)
    assert deck_for_game(source, 3, "a") == decks[3]
    assert deck_for_game(source, 3, "b") != decks[3]  # the two sides draw apart


def test_an_unknown_clan_lists_the_buildable_ones() -> None:
    with pytest.raises(DeckSpecError, match=r"cannot build random decks of 'Nobody'.*Kagero"):
        deck_source("random:Nobody")


def test_a_file_whose_name_starts_with_random_is_a_file(tmp_path: Path) -> None:
    path = tmp_path / "random-deck.txt"
    path.write_text(format_deck(load_deck("td02")), encoding="utf-8")
    deck = deck_source(str(path))
    assert isinstance(deck, DeckList)
    assert deck.cards == load_deck("td02").cards


def test_a_missing_file_is_a_deck_spec_error(tmp_path: Path) -> None:
    with pytest.raises(DeckSpecError, match="no such file"):
        deck_source(str(tmp_path / "nope.txt"))


def test_r5_an_illegal_deck_is_refused_with_its_violations(tmp_path: Path) -> None:
    path = tmp_path / "tiny.txt"
    path.write_text("4x Blaster Blade\n", encoding="utf-8")
    with pytest.raises(DeckSpecError, match=r"not a legal deck:\n  DECK_SIZE"):
        deck_source(str(path))
