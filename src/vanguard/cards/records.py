"""Conversion between the JSON records of ``data/pool.json`` and `Card` objects.

Kept apart from the database so the validator and the importer can work on raw records (which
may be broken) while the database only ever sees validated ones.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any, Final

from vanguard.cards.models import Card, Print, Skill, Trigger

FIELDS: Final[tuple[str, ...]] = (
    "id",
    "name",
    "clan",
    "race",
    "grade",
    "skill",
    "power",
    "shield",
    "critical",
    "trigger",
    "sentinel",
    "prints",
    "printed_abilities",
    "verified",
)
"""Keys of one card record, in the order they are written."""

PRINT_FIELDS: Final[tuple[str, ...]] = ("id", "set", "rarity")

Record = dict[str, Any]


def card_from_record(record: Record) -> Card:
    """Build a `Card` from a record that has already passed `validate_records`."""
    return Card(
        id=record["id"],
        name=record["name"],
        clan=record["clan"],
        race=record["race"],
        grade=record["grade"],
        skill=Skill(record["skill"]),
        power=record["power"],
        shield=record["shield"],
        critical=record["critical"],
        trigger=Trigger(record["trigger"]),
        sentinel=record["sentinel"],
        prints=tuple(Print(p["id"], p["set"], p["rarity"]) for p in record["prints"]),
        printed_abilities=record["printed_abilities"],
        verified=record["verified"],
    )


def card_to_record(card: Card) -> Record:
    """The inverse of `card_from_record`, with keys in `FIELDS` order."""
    return {
        "id": card.id,
        "name": card.name,
        "clan": card.clan,
        "race": card.race,
        "grade": card.grade,
        "skill": card.skill.value,
        "power": card.power,
        "shield": card.shield,
        "critical": card.critical,
        "trigger": card.trigger.value,
        "sentinel": card.sentinel,
        "prints": [{"id": p.id, "set": p.set, "rarity": p.rarity} for p in card.prints],
        "printed_abilities": card.printed_abilities,
        "verified": card.verified,
    }


def read_packaged_text() -> str:
    """The text of the packaged ``data/pool.json``, read through importlib.resources.

    importlib.resources works for installed wheels and zipped packages, not just a source tree.
    """
    return resources.files("vanguard.cards").joinpath("data/pool.json").read_text("utf-8")


def read_records(path: str | Path | None = None) -> Any:
    """Parse a card data file (the packaged one when ``path`` is None).

    Returns whatever JSON the file holds; callers validate its shape.
    Raises OSError, UnicodeDecodeError or json.JSONDecodeError on unreadable files.
    """
    text = read_packaged_text() if path is None else Path(path).read_text("utf-8")
    return json.loads(text)
