"""The browser client's copy of the engine's named vocabularies is generated, never re-typed.

`static/js/vocabulary.js` must be exactly what `vanguard.client.vocabulary` renders from the
enums, and every decision, action, event, phase, step and illegal-action code has its words in every
catalogue, so a new enum member cannot reach a player as a bare code.
"""

from __future__ import annotations

import pytest

from vanguard.client.vocabulary import MODULE_PATH, names, render_module
from vanguard.i18n.catalogs import catalog as load_catalog

#: Which catalogue family words each list (an entry may also be a family of sub-keys).
FAMILIES = {
    "DECISION_KINDS": "ui.prompt.",
    "ACTION_KINDS": "ui.action.",
    "EVENT_KINDS": "ui.event.",
    "PHASES": "ui.phase.",
    "STEPS": "ui.step.",
    "CIRCLES": "ui.circle.",
    "ILLEGAL_CODES": "ui.illegal.",
}


def test_the_generated_module_matches_the_engine_enums() -> None:
    assert MODULE_PATH.read_text("utf-8") == render_module(), (
        "static/js/vocabulary.js is stale: run `python -m vanguard.client.vocabulary`"
    )


@pytest.mark.parametrize("language", ["en", "ru", "ko"])
@pytest.mark.parametrize("export", sorted(FAMILIES))
def test_every_name_has_words_in_every_language(language: str, export: str) -> None:
    catalog = load_catalog(language)
    prefix = FAMILIES[export]
    missing = [
        value
        for value in names()[export]
        if prefix + value not in catalog
        and not any(key.startswith(f"{prefix}{value}.") for key in catalog)
    ]
    assert missing == [], f"{language}: no {prefix}* words for {missing}"
