"""How the heuristic player values the words added for the wave-1 trial decks (every word has
a value at all: tests/engine/test_vocabulary.py); here, that the values point the right way."""

from __future__ import annotations

from vanguard.abilities import model as m
from vanguard.ai.observation import Observation, observe
from vanguard.ai.valuation import effect_value
from vanguard.testing import Scenario

GEMINI = "Oracle Guardian, Gemini"  # Oracle Think Tank G1 8000, vanilla
WISEMAN = "Oracle Guardian, Wiseman"  # Oracle Think Tank G2 10000, vanilla
GALLATIN = "Knight of Silence, Gallatin"
MARRON = "Little Sage, Marron"

OTT_REAR_GUARDS = m.Filter(zone="rear-guard", clan="Oracle Think Tank")


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


def test_putting_rear_guards_into_their_owner_s_soul_weighs_whose_they_are() -> None:
    """Every rear-guard of a filter into its owner's soul (R31.19): about a retire per unit of
    the opponent, a loss for your own; the opponent's grade 2 does not fit "grade 1 or less"."""
    obs = _observation()
    theirs = m.ToSoul(m.Filter(side="opponent", zone="rear-guard"))
    low = m.ToSoul(m.Filter(side="opponent", zone="rear-guard", grade_max=1))
    ours = m.ToSoul(m.Filter(zone="rear-guard"))
    assert effect_value(ours, obs, None) < 0.0 < effect_value(theirs, obs, None)
    assert effect_value(low, obs, None) == 0.0
