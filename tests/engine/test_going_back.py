"""R16.3.8: after "yes" to "you may pay the cost", the cost's first choice offers `back` to the
same question, until anything is paid; computer players never take it."""

from __future__ import annotations

from vanguard.abilities.load import parse_abilities
from vanguard.ai import make_agent
from vanguard.cards import CardDatabase
from vanguard.engine import ActionKind, Game, IllegalCode, forward
from vanguard.testing import Harness, Scenario

BASE = CardDatabase.load()
NOA = "Sonic Noa"
BLUEBLOOD = "Commodore Blueblood"
MARRON = "Little Sage, Marron"
TRUMPETER = "Stardust Trumpeter"
BAHR = "Embodiment of Armor, Bahr"
NEHALEM = "Dragon Knight, Nehalem"
GALLATIN = "Knight of Silence, Gallatin"

COUNTER_BLAST = """
sonic-noa:
  - kind: auto
    when: {placed: [RC]}
    may: true
    cost: [{counter_blast: 1}]
    do: [{power: {amount: 3000}}]
"""
TWO_PARTS = """
sonic-noa:
  - kind: auto
    when: {placed: [RC]}
    may: true
    cost: [{soul_blast: 1}, {counter_blast: 1}]
    do: [{power: {amount: 3000}}]
"""


def _db(text: str) -> CardDatabase:
    return BASE.with_abilities(parse_abilities(text, "test"))


def _asked(text: str, damage: tuple[str, ...] = (MARRON, BAHR)) -> Harness:
    """Sonic Noa called: its "you may" question is asked of player 0."""
    s = Scenario(db=_db(text))
    s.player(0).vanguard(BLUEBLOOD).hand(NOA).damage(*damage).soul(MARRON, TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("call", card=NOA, circle="RC_FL")
    assert h.decision == "use_ability"
    return h


def test_r16_3_8_back_from_the_counter_blast_choice_asks_the_question_again() -> None:
    h = _asked(COUNTER_BLAST)
    question = h.game.legal_actions()
    events = len(h.game.events)
    h.act("yes")
    assert h.decision == "counter_blast"
    options = h.game.legal_actions()
    assert [a.kind for a in options] == [ActionKind.SELECT, ActionKind.SELECT, ActionKind.BACK]
    h.act("back")
    assert h.decision == "use_ability" and h.game.legal_actions() == question
    assert h.damage(0) == [(MARRON, True), (BAHR, True)]  # nothing paid
    assert len(h.game.events) == events  # nothing happened that anyone could see (R22)
    # Asked again, the question is answered as before: no, or yes and pay.
    h.act("yes")
    h.act("select", cards=[BAHR])
    assert h.decision == "main"
    assert h.damage(0) == [(MARRON, True), (BAHR, False)]
    assert h.power(0, "RC_FL") == 11000


def test_r16_3_8_back_then_no_declines_and_pays_nothing() -> None:
    h = _asked(COUNTER_BLAST)
    h.act("yes")
    h.act("back")
    h.act("no")
    assert h.decision == "main"
    assert h.damage(0) == [(MARRON, True), (BAHR, True)] and h.power(0, "RC_FL") == 8000


def test_r16_3_8_back_is_gone_once_the_first_part_of_the_cost_is_paid() -> None:
    h = _asked(TWO_PARTS)
    h.act("yes")
    assert h.decision == "soul_blast" and h.can("back")
    h.act("select", cards=[MARRON])
    assert h.decision == "counter_blast"  # the soul card is already in the drop zone
    assert not h.can("back")
    assert h.drop(0) == [MARRON]


def test_r16_3_8_a_cost_paid_without_a_choice_offers_no_back() -> None:
    h = _asked(COUNTER_BLAST, damage=(MARRON,))
    h.act("yes")  # the one way to pay Counter Blast 1 (R2.6.5)
    assert h.decision == "main" and h.damage(0) == [(MARRON, False)]


def test_r16_3_8_an_act_ability_offers_no_back() -> None:
    text = """
commodore-blueblood:
  - kind: act
    zones: [VC]
    cost: [{counter_blast: 1}]
    do: [{power: {amount: 1000}}]
"""
    s = Scenario(db=_db(text))
    s.player(0).vanguard(BLUEBLOOD).damage(MARRON, BAHR)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    h.act("activate", card=BLUEBLOOD)
    assert h.decision == "counter_blast" and not h.can("back")


def test_r16_3_8_back_where_it_is_not_offered_is_refused_and_changes_nothing() -> None:
    h = _asked(COUNTER_BLAST)
    error = h.reject("back", IllegalCode.WRONG_PHASE)
    assert "asks for 'use_ability'" in error.message


def test_r16_3_8_a_position_written_at_the_choice_goes_back_the_same_way() -> None:
    h = _asked(COUNTER_BLAST)
    h.act("yes")
    copy = Game.from_data(h.game.to_data(), _db(COUNTER_BLAST))
    assert copy.state_hash() == h.game.state_hash()
    back = h.game.legal_actions()[-1]
    assert back.kind is ActionKind.BACK
    h.game.apply(back)
    copy.apply(back)
    assert copy.state_hash() == h.game.state_hash()
    assert copy.legal_actions() == h.game.legal_actions()


def test_r16_3_8_computer_players_never_go_back() -> None:
    h = _asked(COUNTER_BLAST)
    h.act("yes")
    options = h.game.legal_actions()
    assert forward(options) == options[:-1]
    for name in ("random", "heuristic", "search"):
        for seed in range(20 if name == "random" else 2):
            options = {"iterations": 4} if name == "search" else {}
            agent = make_agent(name, seed, **options)
            chosen = agent.choose(h.game, 0, h.game.legal_actions())
            assert chosen.kind is ActionKind.SELECT, (name, seed)
