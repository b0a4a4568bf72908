"""How catalogue keys are named and how code is seen to use them (docs/I18N.md).

Keys are flat, dotted and grouped by a prefix: `ui.` the browser client's strings, `text.` the
phrases card text is composed of, `card.<id>.name` and `clan.` / `race.` / `trigger.` /
`skill.` the names of the card pool. Code uses a key by writing it whole as a string literal
(`"ui.lobby.login"`), so that `vanguard translations check` can find it. A key built at run
time (`f"card.{card.id}.name"`, ``t(`ui.event.${kind}`)``) belongs to a family declared in
`KNOWN_DYNAMIC_PREFIXES`: every key under such a prefix counts as used.
"""

from __future__ import annotations

import re
from typing import Final

CLIENT_PREFIX: Final = "ui."
"""Keys of the browser client. While `src/vanguard/client/static` does not exist, nothing can
use them yet: the check counts them on an informational line instead of calling them unused."""

KNOWN_DYNAMIC_PREFIXES: Final[tuple[str, ...]] = (
    # The card pool's names, looked up by card id or by the value of a card's field.
    "card.",
    "clan.",
    "race.",
    "trigger.",
    "skill.",
    # Card-text phrase families whose last parts come from ability data (render.py).
    "text.kind.",
    "text.zone.",
    "text.moment.",
    "text.condition.compare.",
    "text.trigger.on.",
    "text.ref.",
    "text.filter.you.",
    "text.filter.opponent.",
    "text.filter.their.",
    # Browser client families, keyed by the engine's or server's codes.
    "ui.event.",
    "ui.prompt.",
    "ui.action.",
    "ui.phase.",
    "ui.step.",
    "ui.circle.",
    "ui.zone.",
    "ui.violation.",
    "ui.error.",
    "ui.illegal.",
    "ui.result.reason.",
    "ui.ai.",
    "ui.deck.starter.",
    "ui.format.",
)

_SLUG = re.compile(r"[^a-z0-9]+")


def slug(value: str) -> str:
    """The key part for a name: 'Royal Paladin' -> 'royal_paladin', 'Twin Drive' -> 'twin_drive'."""
    return _SLUG.sub("_", value.casefold()).strip("_")


def card_name_key(card_id: str) -> str:
    return f"card.{card_id}.name"


def clan_key(clan: str) -> str:
    return f"clan.{slug(clan)}"


def race_key(race: str) -> str:
    return f"race.{slug(race)}"


def trigger_key(trigger: str) -> str:
    return f"trigger.{slug(trigger)}"


def skill_key(skill: str) -> str:
    return f"skill.{slug(skill)}"


def is_dynamic(key: str) -> bool:
    """Whether `key` belongs to a family that code builds at run time."""
    return key.startswith(KNOWN_DYNAMIC_PREFIXES)
