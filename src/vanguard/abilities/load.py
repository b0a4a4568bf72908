"""Reading ability data (YAML) into `AbilitySpec`s, strictly (unknown words are errors)."""

from __future__ import annotations

import typing
from functools import cache
from importlib import resources
from typing import Any

import yaml

from vanguard.abilities.model import AbilitySpec
from vanguard.abilities.nodes import VocabularyError, convert

#: Data keys of an ability and the `AbilitySpec` fields they fill: the data reads like card
#: text ('if', 'may', 'do').
_KEYS = {
    "kind": "kind",
    "zones": "zones",
    "when": "when",
    "if": "conditions",
    "cost": "cost",
    "may": "optional",
    "do": "effects",
    "static": "static",
    "keyword": "keyword",
    "once_per_turn": "once_per_turn",
    "notes": "notes",
}


def ability_from_data(raw: Any, path: str) -> AbilitySpec:
    if not isinstance(raw, dict):
        raise VocabularyError(f"{path}: an ability must be a mapping, got {raw!r}")
    unknown = set(raw) - set(_KEYS)
    if unknown:
        raise VocabularyError(f"{path}: unknown key(s) {sorted(unknown)}; use {sorted(_KEYS)}")
    if "kind" not in raw:
        raise VocabularyError(f"{path}: missing 'kind' (act, auto, cont or keyword)")
    hints = typing.get_type_hints(AbilitySpec)
    args = {
        _KEYS[key]: convert(hints[_KEYS[key]], value, f"{path}.{key}") for key, value in raw.items()
    }
    spec = AbilitySpec(**args)
    _check_shape(spec, path)
    return spec


def _check_shape(spec: AbilitySpec, path: str) -> None:
    """The parts each kind needs, and nothing it cannot have (R16.1)."""
    if spec.kind == "auto" and spec.when is None:
        raise VocabularyError(f"{path}: an AUTO ability needs 'when'")
    if spec.kind != "auto" and spec.when is not None:
        raise VocabularyError(f"{path}: only AUTO abilities have 'when'")
    if spec.kind == "act" and not spec.zones:
        raise VocabularyError(f"{path}: an ACT ability needs 'zones'")
    if spec.kind == "cont" and (spec.effects or spec.cost or not spec.static):
        raise VocabularyError(f"{path}: a CONT ability has 'static' only (no cost, no 'do')")
    if spec.kind in ("act", "auto") and (spec.static or not spec.effects):
        raise VocabularyError(f"{path}: an {spec.kind.upper()} ability needs 'do' and no 'static'")
    if spec.kind == "keyword" and spec.keyword is None:
        raise VocabularyError(f"{path}: a keyword line needs 'keyword'")


def parse_abilities(text: str, source: str = "<abilities>") -> dict[str, tuple[AbilitySpec, ...]]:
    """Parse a whole ability file: card id -> its abilities, in printed order."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise VocabularyError(f"{source}: not valid YAML: {error}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise VocabularyError(f"{source}: expected a mapping of card id to abilities")
    result: dict[str, tuple[AbilitySpec, ...]] = {}
    for card_id, items in data.items():
        if not isinstance(items, list):
            raise VocabularyError(f"{source}: {card_id}: expected a list of abilities")
        result[str(card_id)] = tuple(
            ability_from_data(item, f"{card_id}[{index + 1}]") for index, item in enumerate(items)
        )
    return result


@cache
def packaged_abilities() -> dict[str, tuple[AbilitySpec, ...]]:
    """The ability data shipped with the package (`cards/data/abilities/*.yaml`)."""
    folder = resources.files("vanguard.cards").joinpath("data", "abilities")
    result: dict[str, tuple[AbilitySpec, ...]] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".yaml"):
            continue
        parsed = parse_abilities(entry.read_text(encoding="utf-8"), entry.name)
        duplicated = set(parsed) & set(result)
        if duplicated:
            raise VocabularyError(f"{entry.name}: cards defined twice: {sorted(duplicated)}")
        result.update(parsed)
    return result
