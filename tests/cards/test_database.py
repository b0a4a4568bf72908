"""CardDatabase lookups and the facts of the packaged pool (R3)."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from vanguard.cards import (
    Card,
    CardDatabase,
    CardDataError,
    CardStatus,
    Skill,
    Trigger,
    UnknownCardError,
    default_database,
)
from vanguard.cards.database import for_ability_check
from vanguard.cards.ids import card_slug, normalize_print_id
from vanguard.cards.known import CLANS, RACES
from vanguard.cards.records import card_to_record, read_records

CLASSIC = 94
"""The classic oracle's cards come first (BT01, TD01, TD02), then wave 1's (WAVE1.md)."""


def test_pool_has_266_cards_and_340_prints_in_oracle_order(db: CardDatabase) -> None:
    cards = db.all()
    assert isinstance(cards, tuple)
    assert len(cards) == len(db) == 94 + 172
    assert db.print_count == 124 + 201 + 15
    assert cards[0].id == "king-of-knights-alfred"
    assert cards[79].prints[0].id == "BT01/080EN"
    assert cards[CLASSIC - 1].id == "demonic-dragon-mage-rakshasa"
    assert cards[CLASSIC].prints[0].id == "BT02/001EN"
    assert cards[CLASSIC + 80].prints[0].id == "BT03/001EN"
    assert cards[-1].prints[0].id.startswith("TD04/")


def test_the_15_reprints_gain_trial_deck_prints_instead_of_new_cards(db: CardDatabase) -> None:
    """WAVE1.md section 5: one card per name (R3.2), every print of it listed."""
    reprinted = [c for c in db.all()[:CLASSIC] if {"TD03", "TD04"} & set(c.sets)]
    assert len(reprinted) == 15
    assert db.lookup("TD03/003EN") is db.lookup("Mr. Invincible")
    assert [p.id for p in db.lookup("Lozenge Magus").prints][-1] == "TD04/015EN"
    assert all(p.rarity == "TD" for c in reprinted for p in c.prints if p.set in ("TD03", "TD04"))


def test_the_two_english_only_cards_are_kept_unverified(db: CardDatabase) -> None:
    unverified = [c for c in db.all() if not c.verified]
    assert [c.name for c in unverified] == ["Bloody Calf", "Circle Magus"]
    assert all(c.status is CardStatus.UNVERIFIED for c in unverified)
    assert [p.id for c in unverified for p in c.prints] == ["BT03/026EN", "BT03/040EN"]


def test_card_status_follows_the_ability_data(db: CardDatabase) -> None:
    """A card is playable when it is verified and its data scripts every printed ability."""
    assert db.lookup("Blaster Blade").status is CardStatus.PLAYABLE  # scripted
    assert db.lookup("Knight of Conviction, Bors").status is CardStatus.PLAYABLE  # vanilla
    scripted = db.lookup("Sky Diver")
    assert scripted.printed_abilities == 2 and scripted.status is CardStatus.PLAYABLE
    unscripted = dataclasses.replace(scripted, abilities=())
    assert unscripted.status is CardStatus.NOT_YET_PLAYABLE
    assert all(c.is_playable for c in db.all()[:CLASSIC])


def test_default_database_is_cached() -> None:
    assert default_database() is default_database()


def test_database_is_immutable(db: CardDatabase) -> None:
    with pytest.raises(AttributeError):
        db._cards = ()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        db.extra = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        db._by_id["x"] = db.all()[0]  # type: ignore[index]


@pytest.mark.parametrize(
    ("card_id", "name"),
    [
        ("king-of-knights-alfred", "King of Knights, Alfred"),
        ("screamin-and-dancin-announcer-shout", "Screamin' and Dancin' Announcer, Shout"),
        ("mr-invincible", "Mr. Invincible"),
        ("clay-doll-mechanic", "Clay-doll Mechanic"),
    ],
)
def test_by_id_uses_name_slugs(db: CardDatabase, card_id: str, name: str) -> None:
    card = db.by_id(card_id)
    assert card is not None and card.name == name
    assert card_slug(name) == card_id


@pytest.mark.parametrize(
    "text", ["Blaster Blade", "blaster blade", "  BLASTER   blade ", "Blaster\tBlade"]
)
def test_by_name_is_case_and_whitespace_insensitive(db: CardDatabase, text: str) -> None:
    card = db.by_name(text)
    assert card is not None and card.id == "blaster-blade"


@pytest.mark.parametrize(
    "text", ["BT01/002EN", "bt01/002en", "BT01/002", " TD01/005 ", "BT01/S02EN"]
)
def test_by_print_accepts_common_spellings(db: CardDatabase, text: str) -> None:
    card = db.by_print(text)
    assert card is not None and card.name == "Blaster Blade"


def test_every_print_id_maps_to_its_card(db: CardDatabase) -> None:
    for card in db.all():
        for print_ in card.prints:
            assert db.by_print(print_.id) is card
            assert db.by_print(print_.id.removesuffix("EN").lower()) is card


@pytest.mark.parametrize("text", ["BT01/999EN", "BT04/001EN", "Blaster Blade", ""])
def test_by_print_rejects_unknown_or_malformed(db: CardDatabase, text: str) -> None:
    assert db.by_print(text) is None


def test_missing_lookups_return_none(db: CardDatabase) -> None:
    assert db.by_id("no-such-card") is None
    assert db.by_name("No Such Card") is None


@pytest.mark.parametrize(
    "text",
    ["Wingal", "wingal", "BT01/044EN", "td01/009", "wingal ", "WINGAL"],
)
def test_lookup_accepts_name_print_or_id(db: CardDatabase, text: str) -> None:
    assert db.lookup(text).name == "Wingal"


def test_lookup_ignores_punctuation_via_the_slug(db: CardDatabase) -> None:
    assert db.lookup("king of knights alfred").name == "King of Knights, Alfred"


def test_lookup_unknown_raises_with_suggestions(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.lookup("Blastr Blade")
    error = info.value
    assert isinstance(error, LookupError) and isinstance(error, ValueError)
    assert error.suggestions[0] == "Blaster Blade"
    assert str(error).startswith("unknown card 'Blastr Blade'; did you mean: Blaster Blade")


def test_lookup_unknown_without_suggestions(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.lookup("zzzzzzzz")
    assert info.value.suggestions == ()
    assert str(info.value) == "unknown card 'zzzzzzzz'"


def test_closest_names(db: CardDatabase) -> None:
    assert db.closest_names("Dragonic Overlrd")[0] == "Dragonic Overlord"
    assert "King of Knights, Alfred" in db.closest_names("alfred")
    assert len(db.closest_names("dragon", n=3)) == 3
    assert db.closest_names("dragon", n=0) == []
    assert db.closest_names("   ") == []


def test_known_clans_and_races_are_exactly_those_of_the_pool(db: CardDatabase) -> None:
    assert len(CLANS) == 14 and len(RACES) == 31
    assert set(CLANS) == {card.clan for card in db.all()}
    assert set(RACES) == {card.race for card in db.all()}


def test_pool_distributions_match_the_oracle_notes(db: CardDatabase) -> None:
    """R3.1/R3.4/R3.6: grades, triggers, skills and sentinels of the pool (SOURCES.md)."""
    cards = db.all()[:CLASSIC]
    assert Counter(c.grade for c in cards) == {0: 28, 1: 26, 2: 20, 3: 20}
    assert Counter(c.trigger for c in cards) == {
        Trigger.NONE: 76,
        Trigger.CRITICAL: 6,
        Trigger.DRAW: 4,
        Trigger.STAND: 4,
        Trigger.HEAL: 4,
    }
    assert {c.id for c in cards if c.sentinel} == {
        "flash-shield-iseult",
        "wyvern-guard-barri",
        "battle-sister-chocolat",
    }
    assert all(c.critical == 1 for c in cards)
    assert sum(c.printed_abilities == 0 for c in cards) == 28
    expected_skill = {0: Skill.BOOST, 1: Skill.BOOST, 2: Skill.INTERCEPT, 3: Skill.TWIN_DRIVE}
    assert all(c.skill is expected_skill[c.grade] for c in cards)
    assert Counter(c.clan for c in cards)["Royal Paladin"] == 22


def test_wave1_distributions_match_the_oracle_report(db: CardDatabase) -> None:
    """R3.1/R3.4/R3.6: the new names of WAVE1.md section 1."""
    cards = db.all()[CLASSIC:]
    assert Counter(c.grade for c in cards) == {0: 43, 1: 50, 2: 44, 3: 35}
    assert Counter(c.trigger for c in cards) == {
        Trigger.NONE: 140,
        Trigger.CRITICAL: 11,
        Trigger.DRAW: 8,
        Trigger.STAND: 8,
        Trigger.HEAL: 5,
    }
    assert {c.name for c in cards if c.sentinel} == {
        "Cheer Girl, Marilyn",
        "Gust Jinn",
        "Twin Blader",
        "March Rabbit of Nightmareland",
        "Hades Hypnotist",
        "Archbird",
    }
    assert sum(c.printed_abilities == 0 for c in cards) == 30 + 2  # vanilla + text unknown
    assert Counter(c.clan for c in cards)["Oracle Think Tank"] == 23
    sets = Counter(p.set for c in db.all() for p in c.prints)
    assert [sets[s] for s in ("BT02", "BT03", "TD03", "TD04")] == [92, 94, 15, 15]


def test_spot_check_stats(db: CardDatabase) -> None:
    barcgal = db.lookup("Barcgal")
    assert (barcgal.grade, barcgal.power, barcgal.shield) == (0, 4000, 10000)
    overlord = db.lookup("BT01/S04EN")
    assert (overlord.name, overlord.clan, overlord.power) == ("Dragonic Overlord", "Kagero", 11000)
    assert db.lookup("Redshoe, Milly").trigger is Trigger.NONE
    assert db.lookup("Mr. Invincible").race == "Alien"


def test_records_round_trip_through_cards(db: CardDatabase) -> None:
    assert [card_to_record(card) for card in db.all()] == read_records()


def test_from_records_rejects_invalid_data() -> None:
    records = read_records()
    records[0]["grade"] = 7
    with pytest.raises(CardDataError) as info:
        CardDatabase.from_records(records)
    assert any("grade 7" in problem for problem in info.value.problems)


def test_constructor_rejects_duplicate_keys(db: CardDatabase) -> None:
    card: Card = db.all()[0]
    with pytest.raises(ValueError, match="share"):
        CardDatabase([card, card])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("BT01/002EN", "BT01/002EN"),
        ("bt01/s04", "BT01/S04EN"),
        ("td02/016en", "TD02/016EN"),
        ("BT01-002", None),
        ("Blaster Blade", None),
    ],
)
def test_normalize_print_id(text: str, expected: str | None) -> None:
    assert normalize_print_id(text) == expected


def test_the_ability_check_excuses_cards_with_no_data_but_not_cards_scripted_in_part(
    db: CardDatabase,
) -> None:
    """R5.9: no data at all means "not yet playable"; part of the data is still an error."""
    blade, alfred = db.lookup("Blaster Blade"), db.lookup("King of Knights, Alfred")
    unscripted = dataclasses.replace(blade, abilities=())
    partial = dataclasses.replace(alfred, abilities=alfred.abilities[:1])
    assert partial.status is CardStatus.NOT_YET_PLAYABLE
    view = for_ability_check(CardDatabase([unscripted, partial]))
    assert view.lookup("Blaster Blade").printed_abilities == 0
    assert view.lookup("King of Knights, Alfred").printed_abilities == 3
