"""Checks of ability data against the card pool, for `vanguard validate` (issue: every card
with printed ability text has ability data, and the data names only real cards, clans and races)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from typing import Any

from vanguard.abilities import model as m
from vanguard.abilities.load import packaged_abilities
from vanguard.abilities.nodes import VocabularyError
from vanguard.cards.database import CardDatabase
from vanguard.cards.known import CLANS, RACES


def _walk(value: Any) -> Iterator[Any]:
    """Every dataclass inside an ability (words, filters, nested abilities)."""
    if dataclasses.is_dataclass(value):
        yield value
        for field in dataclasses.fields(value):
            yield from _walk(getattr(value, field.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _walk(item)


def _names_and_clans(ability: m.AbilitySpec) -> tuple[set[str], set[str], set[str]]:
    names: set[str] = set()
    clans: set[str] = set()
    races: set[str] = set()
    for node in _walk(ability):
        for field in dataclasses.fields(node):
            value = getattr(node, field.name)
            if field.name in ("name",) and isinstance(value, str):
                names.add(value)
            elif field.name == "names":
                names.update(value)
            elif field.name in ("clan", "vanguard_clan", "booster_clan") and value:
                clans.add(value)
            elif field.name == "race" and value:
                races.add(value)
    return names, clans, races


def check_abilities(
    db: CardDatabase, abilities: Mapping[str, tuple[m.AbilitySpec, ...]] | None = None
) -> list[str]:
    """One line per problem; empty when the ability data fits the card pool."""
    problems: list[str] = []
    if abilities is None:
        try:
            abilities = packaged_abilities()
        except VocabularyError as error:
            return [f"ability data: {error}"]
    for card_id in sorted(set(abilities) - {c.id for c in db.all()}):
        problems.append(f"ability data for unknown card id {card_id!r}")
    for card in db.all():
        data = abilities.get(card.id, ())
        if len(data) != card.printed_abilities:
            problems.append(
                f"{card.name}: the printed card has {card.printed_abilities} ability line(s)"
                f" but the ability data has {len(data)}"
            )
        for index, ability in enumerate(data, 1):
            names, clans, races = _names_and_clans(ability)
            for name in sorted(names):
                if db.by_name(name) is None:
                    problems.append(f"{card.name} [{index}]: names unknown card {name!r}")
            for clan in sorted(clans - set(CLANS)):
                problems.append(f"{card.name} [{index}]: unknown clan {clan!r}")
            for race in sorted(races - set(RACES)):
                problems.append(f"{card.name} [{index}]: unknown race {race!r}")
    return problems
