"""Fewer clicks in battle, nothing lost: the boost is chosen with the attack (an attack on the
vanguard is one button, boosted by default; a switch turns the boost off), and a guard can
end the guard step with it. The question the engine asks next (R12.3.6 boost, R12.4 guard)
is then answered for the player as chosen, and says so.

The matches are engine scenarios fed to the page as the server's `state` messages."""

from __future__ import annotations

from typing import Any

from browser_kit import (
    LAPTOP,
    PHONE,
    feed_answer,
    feed_decisions,
    feed_start,
    feed_state,
    open_client,
    shot,
)
from scenes import ALFRED, GALLATIN, MARRON, NEHALEM, TRUMPETER, attacking, card_id

from vanguard.engine import ActionKind, Game
from vanguard.netclient.local_server import ServerProcess
from vanguard.testing import Scenario


def _defending() -> Game:
    s = Scenario()
    s.player(1).vanguard(ALFRED)
    s.player(0).vanguard(NEHALEM).hand(MARRON, TRUMPETER, "Lizard Runner, Undeux")
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=ALFRED, target=NEHALEM)
    assert h.decision == "guard" and h.deciding == 0
    return h.game


def test_r12_3_6_an_attack_on_the_vanguard_is_one_click_with_its_boost(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    feed_start(page)
    game = attacking()
    feed_state(page, game)
    attacks = page.locator(".prompt.my-decision button.choice[data-kind='attack']")
    # One button per attacker, left to right on the board.
    assert [text.lstrip("0123456789") for text in attacks.all_inner_texts()] == [
        f"{TRUMPETER} attacks {NEHALEM}",
        f"{GALLATIN} attacks {NEHALEM}",
    ]
    switch = page.locator(".prompt button.choice[data-kind='boost_toggle']")
    assert switch.get_attribute("aria-pressed") == "true"
    shot(page, "attack-one-click-laptop")
    attacks.nth(1).click()
    assert feed_answer(page, game, 1).kind is ActionKind.ATTACK
    feed_state(page, game)
    # The boost question comes and is answered as chosen: one click for the whole attack.
    assert page.locator(".prompt .auto-pass").inner_text() == "Boosting, as chosen with the attack"
    assert feed_answer(page, game, 2).kind is ActionKind.BOOST
    assert [e.public["card"] for e in game.events if e.kind == "boosted"] == [card_id(MARRON)]
    assert len(feed_decisions(page)) == 2
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()


def test_r12_3_6_the_boost_switch_and_a_target_picked_on_the_board(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=PHONE)
    feed_start(page)
    game = attacking()
    feed_state(page, game)
    switch = page.locator(".prompt button.choice[data-kind='boost_toggle']")
    switch.click()
    assert switch.get_attribute("aria-pressed") == "false"
    # Two steps for another target: the attacker, then the target; the switch stays.
    page.locator(
        f".side-area.mine .circle.vc .card-slot.legal[data-card='{card_id(GALLATIN)}']"
    ).click()
    prompt = page.locator(".prompt.my-decision")
    assert prompt.locator(".prompt-text").inner_text() == f"Choose the unit {GALLATIN} attacks"
    switch = prompt.locator("button.choice[data-kind='boost_toggle']")
    assert switch.inner_text().endswith("Boost when possible")
    assert switch.get_attribute("aria-pressed") == "false"
    box = switch.bounding_box()
    assert box is not None and box["height"] >= 44
    shot(page, "attack-boost-switch-phone")
    page.locator(".side-area.theirs .circle[data-circle='RC_FR'] .card-slot.target").click()
    assert feed_answer(page, game, 1).kind is ActionKind.ATTACK
    feed_state(page, game)
    assert feed_answer(page, game, 2).kind is ActionKind.SKIP_BOOST
    assert not [e for e in game.events if e.kind == "boosted"]
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()


def test_r12_4_a_guard_ends_the_guard_step_unless_the_switch_is_off(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    feed_start(page, ("guest-test", "Computer"))
    game = _defending()
    feed_state(page, game)
    switch = page.locator(".prompt button.choice[data-kind='guard_done_toggle']")
    assert switch.get_attribute("aria-pressed") == "true"
    page.locator(".hand.mine .card-slot.legal").first.click()
    assert feed_answer(page, game, 1).kind is ActionKind.GUARD
    feed_state(page, game)
    assert page.locator(".prompt .auto-pass").inner_text() == (
        "Done guarding, as chosen with the guard"
    )
    assert feed_answer(page, game, 2).kind is ActionKind.END_GUARD
    assert _guarded(game) == 1

    # With the switch off, a second guardian can be added; the switch is on again for it.
    game = _defending()
    feed_start(page, match="FEEDMATCH567")
    feed_state(page, game, match="FEEDMATCH567")
    switch.click()
    assert switch.get_attribute("aria-pressed") == "false"
    page.locator(".hand.mine .card-slot.legal").first.click()
    assert feed_answer(page, game, 3).kind is ActionKind.GUARD
    feed_state(page, game, match="FEEDMATCH567")
    assert page.locator(".prompt .auto-pass").count() == 0
    assert switch.get_attribute("aria-pressed") == "true"
    page.locator(".hand.mine .card-slot.legal").first.click()
    assert feed_answer(page, game, 4).kind is ActionKind.GUARD
    feed_state(page, game, match="FEEDMATCH567")
    assert feed_answer(page, game, 5).kind is ActionKind.END_GUARD
    assert _guarded(game) == 2
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()


def _guarded(game: Game) -> int:
    return len([e for e in game.events if e.kind == "guarded"])


def _main_phase(turn: int) -> Game:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", MARRON).hand(TRUMPETER)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=turn)
    assert h.decision == "main"
    return h.game


def test_r12_3_the_first_attack_is_chosen_with_the_end_of_the_main_phase(
    server: ServerProcess, browser: Any
) -> None:
    """One click ends the main phase and makes the usual first attack: the attack question
    that follows is answered as chosen (and the boost question after it)."""
    page = open_client(browser, server, viewport=LAPTOP)
    feed_start(page)
    game = _main_phase(turn=3)
    feed_state(page, game)
    battle = page.locator(".prompt.my-decision button.choice[data-kind='battle_attack']")
    assert battle.all_inner_texts() == [f"To battle: {GALLATIN} attacks {NEHALEM}"]
    battle.click()
    assert feed_answer(page, game, 1).kind is ActionKind.END_MAIN
    feed_state(page, game)
    assert page.locator(".prompt .auto-pass").inner_text() == (
        "Attacking, as chosen in the main phase"
    )
    attack = feed_answer(page, game, 2)
    assert attack.kind is ActionKind.ATTACK
    assert attack.card == game.view(0)["players"][0]["field"]["VC"]["iid"]
    assert attack.target == game.view(0)["players"][1]["field"]["VC"]["iid"]
    feed_state(page, game)
    assert feed_answer(page, game, 3).kind is ActionKind.BOOST
    assert len(feed_decisions(page)) == 3
    shot(page, "battle-from-main-laptop")

    # The first player's first turn has no battle (R6.8): no such button then.
    feed_start(page, match="FEEDMATCH890")
    feed_state(page, _main_phase(turn=1), match="FEEDMATCH890")
    assert page.locator(".prompt button.choice[data-kind='battle_attack']").count() == 0
    assert page.locator(".prompt button.choice[data-kind='end_main']").count() == 1
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()


def test_r12_4_4_a_resting_unit_offered_to_intercept_lies_sideways(
    server: ServerProcess, browser: Any
) -> None:
    """A resting unit may intercept (R12.4.4, R29 Q14): offered, it is drawn turned a
    quarter like any resting unit (it was drawn upside down, turned once by its highlight's
    wrapper and once by itself)."""
    s = Scenario()
    s.player(1).vanguard(ALFRED)
    s.player(0).vanguard(NEHALEM).rear("RC_FL", GALLATIN, rested=True).hand(MARRON)
    h = s.start(phase="battle", turn=4, turn_player=1)
    h.act("attack", card=ALFRED, target=NEHALEM)
    assert h.decision == "guard"
    assert any(a.kind == "intercept" for a in h.game.legal_actions())
    page = open_client(browser, server, viewport=LAPTOP)
    feed_start(page)
    feed_state(page, h.game)
    slot = page.locator(".side-area.mine .circle[data-circle='RC_FL'] .card-slot.legal")
    turned = page.evaluate(
        """(el) => { const m = new DOMMatrix(getComputedStyle(el.parentElement).transform);
                     const own = new DOMMatrix(getComputedStyle(el).transform);
                     const all = m.multiply(own);
                     return Math.round(Math.atan2(all.b, all.a) * 180 / Math.PI); }""",
        slot.element_handle(),
    )
    assert turned == 90
    box = page.locator(".side-area.mine .circle[data-circle='RC_FL'] .card").bounding_box()
    assert box is not None and box["width"] > box["height"], "sideways"
    shot(page, "intercept-resting-laptop")
    page.context.close()
