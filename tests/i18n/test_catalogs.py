"""The message catalogues: well-formed, the same keys in every language, every name of the
pool present (issue: English, Russian and Korean for every UI string and card name)."""

from __future__ import annotations

import json

import pytest

from vanguard.cards import default_database
from vanguard.cards.models import Skill, Trigger
from vanguard.i18n import LANGUAGES, catalog, translate
from vanguard.i18n.catalogs import CATALOG_DIR, LANGUAGE_CODES
from vanguard.i18n.keys import card_name_key, clan_key, race_key, skill_key, trigger_key
from vanguard.i18n.messages import field_names, parse


def test_the_game_speaks_english_russian_and_korean() -> None:
    assert LANGUAGES == (("en", "English"), ("ru", "Русский"), ("ko", "한국어"))


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_each_catalogue_is_a_flat_json_object_of_strings(language: str) -> None:
    data = json.loads((CATALOG_DIR / f"{language}.json").read_text("utf-8"))
    assert isinstance(data, dict) and data
    assert all(isinstance(k, str) and isinstance(v, str) and v for k, v in data.items())


def test_every_language_has_exactly_the_english_keys() -> None:
    english = catalog("en").keys()
    for language in LANGUAGE_CODES:
        assert catalog(language).keys() == english, language


def test_every_message_parses_and_has_the_english_fields() -> None:
    english = catalog("en")
    for language in LANGUAGE_CODES:
        for key, message in catalog(language).items():
            assert field_names(message) == field_names(english[key]), (language, key)


def test_every_card_clan_race_trigger_and_skill_has_a_name_in_every_language() -> None:
    db = default_database()
    keys = {card_name_key(c.id) for c in db.all()}
    keys |= {clan_key(c.clan) for c in db.all()} | {race_key(c.race) for c in db.all()}
    keys |= {trigger_key(t.value) for t in Trigger} | {skill_key(s.value) for s in Skill}
    assert len({k for k in keys if k.startswith("card.")}) == 266
    for language in LANGUAGE_CODES:
        assert keys <= catalog(language).keys(), language


def test_english_card_names_are_the_pool_names_and_translations_are_distinct() -> None:
    """Each language names every card differently, so that no two cards can be confused."""
    db = default_database()
    assert all(catalog("en")[card_name_key(c.id)] == c.name for c in db.all())
    for language in LANGUAGE_CODES:
        names = [catalog(language)[card_name_key(c.id)] for c in db.all()]
        assert len(set(names)) == len(names), language


def test_catalog_returns_a_copy_the_caller_may_change() -> None:
    first = catalog("ru")
    first["ui.common.ok"] = "changed"
    assert catalog("ru")["ui.common.ok"] == "ОК"


def _plural_fields(nodes: tuple | list) -> set[str]:
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, dict):
            if node.get("type") in ("plural", "selectordinal"):
                found.add(node["name"])
            for branch in node.get("options", {}).values():
                found |= _plural_fields(branch)
    return found


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_every_message_formats_with_any_count(language: str) -> None:
    """Plural branches exist for every number a player can meet (0, 1, 2, 5, 11, 21)."""
    for key, message in catalog(language).items():
        plurals = _plural_fields(parse(message))
        for count in (0, 1, 2, 5, 11, 21):
            values = {name: count if name in plurals else "X" for name in field_names(message)}
            text = translate(language, key, **values)
            assert text and "{" not in text and "#" not in text, (language, key, text)
