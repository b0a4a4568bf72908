"""An ACT whose effect is optional ('you may'): its cost is paid when it is played (R16.2.2),
then its 'if' is read, and only then does its master decide whether to do the rest (R31.23).
A vanilla card is given test-only ability data in YAML."""

from __future__ import annotations

from vanguard.abilities.load import parse_abilities
from vanguard.abilities.render import render_in
from vanguard.ai import make_agent
from vanguard.cards import CardDatabase
from vanguard.testing import Harness, Scenario

GALLATIN = "Knight of Silence, Gallatin"  # G2 10000, vanilla
MARRON = "Little Sage, Marron"  # G1 8000, vanilla
HOLDER = "King of Sword"  # G2 10000 Nova Grappler, vanilla; the ability holder here

_ACT_MAY = """
king-of-sword:
  - kind: act
    zones: [VC]
    cost: [{counter_blast: 1}]
    if: [{vanguard_grade: 2}]
    may: true
    do: [draw]
"""


def _activated() -> Harness:
    abilities = parse_abilities(_ACT_MAY, "test")
    s = Scenario(db=CardDatabase.load().with_abilities(abilities))
    s.player(0).vanguard(HOLDER).damage(MARRON).deck(GALLATIN, MARRON)
    s.player(1).vanguard(GALLATIN)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=HOLDER)
    return h


def test_r16_2_2_act_may_is_asked_after_the_cost_is_paid() -> None:
    """R16.2.2, R31.23: the cost is already paid when the master is asked; yes does it."""
    h = _activated()
    assert h.decision == "use_ability" and h.damage(0) == [(MARRON, False)]
    h.act("yes")
    assert h.hand(0) == [GALLATIN]


def test_r31_31_act_may_declined_keeps_the_cost_paid() -> None:
    """R31.23: declining after paying does nothing more; the cost stays paid (R16.2.4)."""
    h = _activated()
    h.act("no")
    assert h.hand(0) == [] and h.damage(0) == [(MARRON, False)]
    assert any(e.get("reason") == "declined" for e in h.events("ability_ended"))


def test_act_may_reads_you_may_not_you_may_pay_in_every_language() -> None:
    """The cost of an ACT is paid as it is played, so its text offers the choice of the
    effect only (en, ru, ko)."""
    ability = parse_abilities(_ACT_MAY, "test")["king-of-sword"][0]
    en = render_in("en", ability)
    assert "you may:" in en and "pay the cost" not in en
    assert "по вашему желанию" in render_in("ru", ability)
    assert "다음을 해도 좋다" in render_in("ko", ability)


def test_the_heuristic_takes_a_paid_act_s_free_draw() -> None:
    """The computer player values the effect alone once the ACT's cost is paid."""
    h = _activated()
    agent = make_agent("heuristic", 1)
    action = agent.choose(h.game, 0, h.game.legal_actions())
    assert action.kind.name == "YES"
