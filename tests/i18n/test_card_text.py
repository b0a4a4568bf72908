"""Card text in every language, rendered from the same ability data the engine runs
(issue: card text rendered in each language; the wording is ours, never the printed text)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from vanguard.abilities import model as m
from vanguard.abilities.nodes import REGISTRY
from vanguard.abilities.render import RENDERERS, card_text, render, render_in
from vanguard.cards import default_database
from vanguard.i18n import UnknownLanguage, card_names, card_texts
from vanguard.i18n.catalogs import LANGUAGE_CODES

ORACLE = Path(__file__).resolve().parents[2].parent / "shared/reference/cards/classic_pool.json"
LEFTOVER_FIELD = re.compile(r"\{[^{}]*\}")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
ICONS = {"VC", "RC", "GC"}
"""Circle icons are symbols printed on the cards, the same in every language."""


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_every_card_renders_in_every_language_without_leftover_fields(language: str) -> None:
    texts = card_texts(language)
    for card in default_database().all():
        assert len(texts[card.id]) == len(card.abilities), card.name
        for text in texts[card.id]:
            assert text and not LEFTOVER_FIELD.search(text), (language, card.name, text)
            assert "  " not in text and not text.endswith(" ."), (language, text)


@pytest.mark.parametrize("language", ["ru", "ko"])
def test_russian_and_korean_card_text_has_no_english_words(language: str) -> None:
    for card_id, texts in card_texts(language).items():
        for text in texts:
            words = set(LATIN_WORD.findall(text)) - ICONS
            assert not words, (language, card_id, text)


def test_card_names_per_language() -> None:
    assert card_names("en")["blaster-blade"] == "Blaster Blade"
    assert card_names("ru")["king-of-knights-alfred"] == "Король рыцарей, Альфред"
    assert card_names("ko")["king-of-knights-alfred"] == "기사왕 알프레드"
    assert card_names("ru")["stil-vampir"] == "Штиль Вампир"
    assert card_names("ko")["goddess-of-the-full-moon-tsukuyomi"] == "보름달의 여신 츠쿠요미"
    assert len(card_names("ko")) == 266


def test_card_text_names_cards_and_clans_in_the_reader_s_language() -> None:
    """Blaster Blade searched by Solitary Knight, Gancelot is named in Russian and Korean."""
    ru = " ".join(card_texts("ru")["solitary-knight-gancelot"])
    ko = " ".join(card_texts("ko")["solitary-knight-gancelot"])
    assert "«Бластер Блейд»" in ru and "「블래스터 블레이드」" in ko
    assert "<Королевские паладины>" in " ".join(card_texts("ru")["blaster-blade"])


@pytest.mark.skipif(not ORACLE.exists(), reason="card reference not beside the checkout")
def test_no_rendered_text_in_any_language_is_the_printed_text() -> None:
    """No rendered ability equals a printed line, or repeats a clause of 30 or more
    characters of one, in any language."""
    printed: set[str] = set()
    fragments: set[str] = set()
    for card in json.loads(ORACLE.read_text("utf-8")):
        for line in card["abilities"]:
            printed.add(" ".join(line.split()).casefold())
            for piece in re.split(r"[.,;:!?()\[\]]", line):
                piece = " ".join(piece.split()).casefold()
                if len(piece) >= 30:
                    fragments.add(piece)
    assert printed
    for language in LANGUAGE_CODES:
        for texts in card_texts(language).values():
            for text in texts:
                folded = " ".join(text.split()).casefold()
                assert folded not in printed, (language, text)
                assert not [f for f in fragments if f in folded], (language, text)


def test_english_stays_the_default_and_render_is_english() -> None:
    card = default_database().lookup("Blaster Blade")
    assert card_text(card.abilities) == card_text(card.abilities, "en")
    assert card_text(card.abilities)[0] == render(card.abilities[0])
    assert set(RENDERERS) == set(LANGUAGE_CODES)


def test_an_unknown_language_is_refused_clearly() -> None:
    card = default_database().lookup("Blaster Blade")
    with pytest.raises(UnknownLanguage, match="unknown language 'de'"):
        card_text(card.abilities, "de")


def test_every_vocabulary_word_has_a_phrase() -> None:
    from vanguard.abilities.render import _PHRASES

    words = {cls for table in REGISTRY.values() for cls in table.values()}
    assert words <= set(_PHRASES), words - set(_PHRASES)


def _rare_abilities() -> list[m.AbilitySpec]:
    """Words and variants the pool does not use, so that they are rendered somewhere."""
    every_filter = tuple(
        m.Choose(
            what=m.Filter(
                side=side,
                zone=zone,
                another=True,
                face_down=True,
                grade=1,
                grade_max=2,
                grade_min=0,
                clan="Kagero",
                names=("Blaster Blade", "Not A Pool Card"),
                attacked=True,
            ),
            count=2,
            up_to=True,
            chooser=chooser,
        )
        for side in ("you", "opponent")
        for chooser in ("you", "opponent")
        for zone in ("vanguard", "rear-guard", "unit", "hand", "deck", "soul", "damage", "drop")
    )
    return [
        m.AbilitySpec(kind="auto", when=m.Boosts(clan="Kagero"), effects=(m.Draw(4),)),
        m.AbilitySpec(kind="auto", when=m.Boosts(vanguard_clan="Kagero"), effects=(m.Shuffle(),)),
        m.AbilitySpec(kind="auto", when=m.IsBoosted(), effects=(m.Mill(1), m.Mill(5))),
        m.AbilitySpec(kind="auto", when=m.AttackHits(), effects=(m.LoseGame("you"),)),
        m.AbilitySpec(kind="auto", when=m.AttackHits("vanguard"), effects=(m.LoseGame(),)),
        m.AbilitySpec(kind="auto", when=m.BoostedAttackHits(), effects=(m.Stand("chosen"),)),
        m.AbilitySpec(kind="auto", when=m.DriveReveals(), effects=(m.ToHand("chosen"),)),
        m.AbilitySpec(kind="auto", when=m.CloseStep(), effects=(m.Retire("vanguard"),)),
        m.AbilitySpec(kind="auto", when=m.EndPhase(), effects=(m.Critical(-1, "attacked"),)),
        m.AbilitySpec(kind="auto", when=m.DroppedFrom("GC"), effects=(m.FaceUp("found"),)),
        *(
            m.AbilitySpec(kind="auto", when=when, effects=(m.Draw(1),))
            for when in (
                m.AttackStepStart(),
                m.RearGuardRetired(),
                m.RearGuardRetired(your_turn=True),
                m.PutIntoSoul(),
                m.PutIntoSoul(main_phase=True),
                m.YouDraw(),
                m.Intercepts(),
                m.RearGuardAttackHits(),
                m.RearGuardAttackHits("rear-guard"),
                m.Attacks("rear-guard"),
                m.RiddenBy(),
                *(m.On(event, card="this") for event in m.EventKind.__args__),
                m.On("zone", card="another", whose="you", from_zone=("RC",), to_zone=("drop",)),
                m.On("zone", card="any", whose="opponent", to_zone=("soul", "GC")),
                m.On("zone", card="any", whose="any", during="opponent_turn"),
                m.On("boost", by=m.Filter(clan="Kagero"), during="your_turn"),
                m.On("moment", card="any", whose="you", cause=("ride_phase_start",)),
                m.On("moment", card="any", whose="opponent", cause=("end_phase", "close_step")),
                m.On("attack", card="another", whose="you", during="your_main_phase"),
            )
        ),
        m.AbilitySpec(
            kind="act",
            zones=("soul", "drop", "GC"),
            conditions=(m.SelfIn("VC"), m.SelfIn("drop"), m.Compare(m.HAND, "at_least", 1)),
            cost=(m.Discard(3), m.RetireSelf(), m.SelfToSoul(), m.CounterBlast(1)),
            once_per_turn=True,
            effects=(
                *every_filter,
                m.Restrict("no_stand_next_stand_phase"),
                m.Restrict("cannot_be_hit", who="chosen", until="turn"),
                m.Later("end_phase", (m.DrawUpTo(2), m.ReturnToDeck("chosen"))),
                m.Reveal("self"),
                m.DiscardChosen(),
                m.Stand(m.Filter(zone="rear-guard", grade=3)),
                m.FaceUp(m.Filter(zone="damage", clan="Kagero")),
                m.Retire(m.Filter(side="opponent", zone="rear-guard", grade=0)),
                m.Shield(5000, "chosen"),
                m.Look(5),
                m.Search(m.Filter(zone="deck", grade=0), count=3),
                m.ToVanguardCircle(),
                m.ToVanguardCircle(m.Filter(side="opponent", zone="rear-guard", grade=1)),
                m.Call("revealed"),
                m.ToHand("that_card"),
                m.Power(1000, "booster"),
                m.Power(-1000, "chosen", "opponent_next_turn"),
                m.ToBottom(),
                m.ToBottom(m.Filter(zone="looked", grade=3)),
                m.Choose(m.Filter(zone="looked"), up_to=True),
                m.Restrict("cannot_intercept", who=m.Filter(side="opponent", zone="rear-guard")),
                m.Restrict("cannot_intercept", who="chosen", until="turn"),
                m.Power(1000, "boosted", "battle"),
                m.Shield(-5000, "chosen", "turn"),
                m.EachMayDraw(2),
                m.ToDrop(),
                m.ToHand(m.Filter(side="opponent", zone="rear-guard", grade=1)),
                m.ToHand(m.Filter(zone="drop", clan="Kagero")),
                m.Lose("restraint"),
                m.Search(m.Filter(zone="deck", race="Not A Pool Race")),
            ),
        ),
        *(
            m.AbilitySpec(
                kind="act",
                zones=("VC",),
                cost=(
                    m.MillCost(1),
                    m.MillCost(3),
                    m.RetireUnits(m.Filter(zone="rear-guard", clan="Kagero", another=True)),
                    m.RestUnits(m.Filter(zone="rear-guard"), count=2),
                    m.PutIntoSoulCost(m.Filter(zone="hand", grade=0), count=3),
                ),
                conditions=(
                    m.Compare(m.Count(m.Filter(zone="soul", clan="Kagero")), op, 6),
                    m.Compare(m.Count(m.Filter(zone="damage")), op, m.OPPONENT_HAND),
                ),
                effects=(m.Draw(1),),
            )
            for op in ("at_least", "at_most", "more_than", "fewer_than", "exactly")
        ),
        m.AbilitySpec(
            kind="cont", static=(m.StaticPower(1000), m.CannotAttack()), keyword="restraint"
        ),
        m.AbilitySpec(kind="keyword", keyword="restraint"),
    ]


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_words_the_pool_does_not_use_render_in_every_language(language: str) -> None:
    for ability in _rare_abilities():
        text = render_in(language, ability)
        assert text and not LEFTOVER_FIELD.search(text), (language, text)
        assert "  " not in text, (language, text)


def test_a_choice_of_several_cards_is_named_as_each_picked_card() -> None:
    (vortex,) = [a for a in default_database().lookup("Vortex Dragon").abilities if a.cost]
    assert "retire every picked card" in render(vortex)
    assert "каждую выбранную карту" in render_in("ru", vortex)
    assert "선택한 카드를 모두" in render_in("ko", vortex)
