"""The heuristic player puts a value on every effect word of the vocabulary: a word the
valuation does not know would count as 0.0 and the player would never use (or always waste)
the abilities made of it. A new word must come with a sample here and a value there."""

from __future__ import annotations

import pytest

from vanguard.abilities import model as m
from vanguard.abilities.nodes import REGISTRY
from vanguard.ai.observation import Observation, observe
from vanguard.ai.valuation import NEUTRAL_WORDS, effect_value
from vanguard.engine.constants import Circle
from vanguard.testing import Scenario

GEMINI = "Oracle Guardian, Gemini"  # Oracle Think Tank G1 8000, vanilla
WISEMAN = "Oracle Guardian, Wiseman"  # Oracle Think Tank G2 10000, vanilla
GALLATIN = "Knight of Silence, Gallatin"
MARRON = "Little Sage, Marron"

OTT_REAR_GUARDS = m.Filter(zone="rear-guard", clan="Oracle Think Tank")

SAMPLES: dict[type, m.Effect] = {
    m.Choose: m.Choose(what=m.Filter(zone="rear-guard")),
    m.Search: m.Search(what=m.Filter(zone="deck")),
    m.Power: m.Power(amount=3000),
    m.Critical: m.Critical(amount=1),
    m.Retire: m.Retire(),
    m.Stand: m.Stand(),
    m.Draw: m.Draw(1),
    m.DrawUpTo: m.DrawUpTo(2),
    m.Shuffle: m.Shuffle(),
    m.Call: m.Call(),
    m.Ride: m.Ride(),
    m.ToHand: m.ToHand(),
    m.ToSoul: m.ToSoul(),
    m.ReturnToDeck: m.ReturnToDeck(),
    m.Reveal: m.Reveal(),
    m.DiscardChosen: m.DiscardChosen(),
    m.FaceUp: m.FaceUp(),
    m.SoulCharge: m.SoulCharge(1),
    m.Mill: m.Mill(1),
    m.LookTop: m.LookTop(),
    m.Restrict: m.Restrict(rule="no_stand_next_stand_phase"),
    m.Lose: m.Lose(what="twin_drive"),
    m.Grant: m.Grant(ability=m.AbilitySpec(kind="cont")),
    m.Later: m.Later(at="end_phase", effects=(m.Draw(1),)),
    m.LoseGame: m.LoseGame(),
    m.Shield: m.Shield(amount=5000),
    m.EachMayDraw: m.EachMayDraw(1),
}


def _observation(defending: bool = False) -> Observation:
    """Player 0 in its main phase with Oracle rear-guards, decks of ten."""
    s = Scenario()
    p = s.player(0).vanguard(WISEMAN).rear("RC_FL", GEMINI).rear("RC_BL", GEMINI)
    p.hand(MARRON).damage(MARRON, MARRON, face_down=True).deck(*[MARRON] * 10)
    s.player(1).vanguard(GALLATIN).rear("RC_FL", GALLATIN).deck(*[MARRON] * 10).hand(MARRON)
    if not defending:
        return observe(s.start(phase="main", turn=3).game, 0)
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=h.iid(1, "VC"), target=h.iid(0, "VC"))
    return observe(h.game, 0)


def test_every_effect_word_has_a_sample() -> None:
    words = set(REGISTRY["effect"].values())
    assert words == set(SAMPLES), words ^ set(SAMPLES)


@pytest.mark.parametrize("word", sorted(SAMPLES, key=lambda w: w.__name__), ids=lambda w: w.NAME)
def test_every_effect_word_has_a_value_or_is_neutral_on_purpose(word: type) -> None:
    obs = _observation()
    vanguard = next(u for c, u in obs.mine.units.items() if c is Circle.VC)
    value = effect_value(SAMPLES[word], obs, vanguard)
    if word in NEUTRAL_WORDS:
        assert value == 0.0
    else:
        assert value != 0.0, word.NAME


def test_shield_is_worth_more_to_the_defender_in_battle() -> None:
    """A +5000 shield (R31.4) matters most while one of your units is being attacked."""
    shield = m.Shield(amount=5000)
    attacking = effect_value(shield, _observation(), None)
    defending = effect_value(shield, _observation(defending=True), None)
    assert defending > attacking > 0.0


def test_each_may_draw_favours_the_master_who_decides_first() -> None:
    """Each player may draw (R31.3): the master gains a card, and so may the opponent, so the
    effect is worth a little, not a whole card."""
    value = effect_value(m.EachMayDraw(1), _observation(), None)
    assert 0.0 < value < effect_value(m.Draw(1), _observation(), None)


def test_returning_your_own_rear_guards_weighs_hand_cards_against_units() -> None:
    """Returning all of your Oracle rear-guards to the hand (Sakuya [2]): two vanilla 8000
    units are worth about what two hand cards are; the opponent's would be a gain."""
    obs = _observation()
    own = effect_value(m.ToHand(OTT_REAR_GUARDS), obs, None)
    theirs = m.ToHand(m.Filter(side="opponent", zone="rear-guard"))
    assert own < 0.0 < effect_value(theirs, obs, None)
