"""R16.3.8 in the browser: after "Yes" to Blaster Blade's "you may pay [Counter Blast 2]", the
choice of damage cards has a Back button, and Esc does the same once no card is picked; both
send `back`, and the engine asks the question again.

The match is the engine's own (a scenario at the moment of the question), fed to the page as
the server's `state` messages; the page's decisions are applied to that engine."""

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
from scenes import blaster_blade_asks

from vanguard.engine import Game
from vanguard.netclient.local_server import ServerProcess


def _face_down(game: Game) -> int:
    return len([d for d in game.view(0)["players"][0]["damage"] if not d["face_up"]])


def _play(browser: Any, server: ServerProcess, viewport: dict[str, int], name: str) -> None:
    page = open_client(browser, server, viewport=viewport)
    feed_start(page)
    game = blaster_blade_asks()
    feed_state(page, game)
    question = page.locator(".prompt.my-decision").inner_text()
    assert "Blaster Blade" in question and "Counter Blast 2" in question
    # The prompt quotes the ability being played (its call to a rear-guard circle), not the
    # card's other AUTO ability.
    quoted = page.locator(".prompt-context .ability-text li").all_inner_texts()
    assert len(quoted) == 1 and "(RC)" in quoted[0], quoted

    page.get_by_role("button", name="Yes").click()
    assert feed_answer(page, game, 1).kind == "yes"
    feed_state(page, game)
    prompt = page.locator(".prompt.my-decision")
    assert prompt.get_attribute("data-decision") == "counter_blast"
    back = prompt.locator("button.choice[data-kind='back']")
    assert back.inner_text() == "Back" and back.is_enabled()
    box = back.bounding_box()
    assert box is not None and box["height"] >= 44
    # Every button of the prompt is in view: on a phone they come before the ability's text.
    assert box["y"] + box["height"] <= viewport["height"], box
    shot(page, f"cost-back-{name}")

    # The Back button: the same question again, nothing paid.
    back.click()
    assert feed_answer(page, game, 2).kind == "back"
    feed_state(page, game)
    assert prompt.get_attribute("data-decision") == "use_ability"
    assert _face_down(game) == 0

    # Esc: first it drops a picked damage card, then it goes back.
    page.get_by_role("button", name="Yes").click()
    assert feed_answer(page, game, 3).kind == "yes"
    feed_state(page, game)
    # The cost comes with the first two damage cards picked (paying is one click); a click
    # on a picked card drops it.
    assert page.locator(".prompt .selected-count").inner_text().endswith("2 selected")
    page.locator(".tray .card-slot.legal.selected").first.click()
    assert page.locator(".prompt .selected-count").inner_text().endswith("1 selected")
    page.keyboard.press("Escape")
    assert page.locator(".card-slot.selected, .damage-chip.selected").count() == 0
    assert len(feed_decisions(page)) == 3, "the first Esc only drops the pick"
    page.keyboard.press("Escape")
    assert feed_answer(page, game, 4).kind == "back"
    feed_state(page, game)
    assert prompt.get_attribute("data-decision") == "use_ability"

    # And the cost is paid once confirmed: the picked cards, in one click.
    page.get_by_role("button", name="Yes").click()
    feed_answer(page, game, 5)
    feed_state(page, game)
    page.locator(".prompt button.choice").filter(has_text="Pay with these").click()
    assert feed_answer(page, game, 6).kind == "select"
    assert _face_down(game) == 2
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()


def test_r16_3_8_back_and_esc_return_from_the_cost_to_the_question(
    server: ServerProcess, browser: Any
) -> None:
    _play(browser, server, LAPTOP, "laptop")


def test_r16_3_8_going_back_on_a_phone(server: ServerProcess, browser: Any) -> None:
    _play(browser, server, PHONE, "phone")
