"""The ability vocabulary: strict loading, validation against the pool, and rendered text."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from vanguard.abilities import model as m
from vanguard.abilities.check import check_abilities
from vanguard.abilities.load import packaged_abilities, parse_abilities
from vanguard.abilities.nodes import VocabularyError
from vanguard.abilities.render import card_text, render
from vanguard.cards import default_database
from vanguard.cards.database import for_ability_check

ROOT = Path(__file__).resolve().parents[2]
ORACLE = ROOT.parent / "shared" / "reference" / "cards" / "classic_pool.json"


def test_every_card_with_printed_text_has_exactly_its_ability_data() -> None:
    """Issue (card abilities): data that scripts a card only in part, or names unknown cards or
    clans, is an error of `vanguard validate`; a card with no data yet is not yet playable
    (R5.9) instead."""
    assert check_abilities(for_ability_check(default_database())) == []
    for card in default_database().all():
        if card.abilities:
            assert len(card.abilities) == card.printed_abilities, card.name


def test_missing_ability_data_is_reported_with_the_card_name() -> None:
    data = dict(packaged_abilities())
    del data["blaster-blade"]
    problems = check_abilities(for_ability_check(default_database()), data)
    assert problems == [
        "Blaster Blade: the printed card has 2 ability line(s) but the ability data has 0"
    ]


def test_unknown_card_names_in_ability_data_are_reported() -> None:
    data = dict(packaged_abilities())
    data["wingal"] = parse_abilities(
        "wingal:\n  - kind: auto\n    zones: [RC]\n    when: {boosts: {name: Blaster Blad}}\n"
        "    do: [{power: {amount: 4000, who: boosted, until: battle}}]\n"
    )["wingal"]
    assert check_abilities(for_ability_check(default_database()), data) == [
        "Wingal [1]: names unknown card 'Blaster Blad'"
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("x:\n  - kind: auto\n    when: attacks\n    do: [explode]\n", "unknown effect 'explode'"),
        (
            "x:\n  - kind: auto\n    when: attacks\n    do: [{draw: two}]\n",
            "expected a whole number",
        ),
        ("x:\n  - kind: auto\n    when: attacks\n    do: [{draw: {cards: 1}}]\n", "unknown field"),
        ("x:\n  - kind: auto\n    do: [draw]\n", "an AUTO ability needs 'when'"),
        ("x:\n  - kind: act\n    do: [draw]\n", "an ACT ability needs 'zones'"),
        ("x:\n  - kind: cont\n    static: [fly]\n", "unknown static 'fly'"),
        ("x:\n  - kind: auto\n    when: attacks\n    do: [draw]\n    colour: red\n", "unknown key"),
        ("x:\n  - kind: act\n    zones: [moon]\n    do: [draw]\n", "expected one of"),
        ("x: [1, 2\n", "not valid YAML"),
    ],
)
def test_ability_data_is_strict(text: str, message: str) -> None:
    """Unknown words, fields, keys and wrong types are errors with a path, never ignored."""
    with pytest.raises(VocabularyError, match=re.escape(message)):
        parse_abilities(text)


def test_ability_data_reads_like_card_text() -> None:
    parsed = parse_abilities(
        "x:\n  - kind: auto\n    zones: [VC]\n    when: {attack_hits: vanguard}\n"
        "    if: [{compare: {left: {count: {zone: hand}}, op: at_least, right: 4}}]\n"
        "    may: true\n    cost: [{counter_blast: 2}]\n"
        "    do: [{draw: 2}, shuffle]\n"
    )
    (ability,) = parsed["x"]
    assert ability == m.AbilitySpec(
        kind="auto",
        zones=("VC",),
        when=m.AttackHits(target="vanguard"),
        conditions=(m.Compare(m.HAND, "at_least", 4),),
        cost=(m.CounterBlast(2),),
        optional=True,
        effects=(m.Draw(2), m.Shuffle()),
    )


def test_every_ability_of_the_pool_renders_as_text() -> None:
    for card in default_database().all():
        texts = card_text(card.abilities)
        assert len(texts) == len(card.abilities)
        assert all(t and not t.endswith(" .") for t in texts), card.name


def test_rendered_text_follows_the_data() -> None:
    """The text a player reads is generated from what the engine runs."""
    (ability,) = parse_abilities(
        "x:\n  - kind: act\n    zones: [VC, RC]\n    cost: [{counter_blast: 3}]\n"
        "    do: [{power: {amount: 5000}}]\n"
    )["x"]
    assert render(ability) == (
        "[ACT](VC/RC) [Counter Blast 3] This unit gets +5000 power for the rest of the turn."
    )


@pytest.mark.skipif(not ORACLE.exists(), reason="card reference not beside the checkout")
def test_rendered_text_is_our_own_wording() -> None:
    """The printed sentences stay out of the project: no rendered ability repeats a clause
    of 30 or more characters of the printed text."""
    fragments = set()
    for card in json.loads(ORACLE.read_text("utf-8")):
        for line in card["abilities"]:
            for piece in re.split(r"[.,;:!?()\[\]]", line):
                piece = " ".join(piece.split()).casefold()
                if len(piece) >= 30:
                    fragments.add(piece)
    for card in default_database().all():
        for text in card_text(card.abilities):
            folded = " ".join(text.split()).casefold()
            assert not [f for f in fragments if f in folded], (card.name, text)


def test_cards_md_is_up_to_date() -> None:
    """docs/CARDS.md is generated: regenerate it with `python tools/gen_cards_md.py`."""
    spec = importlib.util.spec_from_file_location("gen", ROOT / "tools" / "gen_cards_md.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert (ROOT / "docs" / "CARDS.md").read_text("utf-8") == tool.generate(), (
        "docs/CARDS.md is out of date: run python tools/gen_cards_md.py"
    )
