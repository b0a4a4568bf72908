"""Motion: a unit that arrives, an attack and a damage are animated briefly; with the
system's reduced-motion preference (or the setting) nothing moves."""

from __future__ import annotations

from typing import Any

from browser_kit import open_client, play_until

from vanguard.netclient.local_server import ServerProcess

ANIMATED_JS = """() => [...document.querySelectorAll(
    '.card-slot.legal, .card-slot.arrived, .card-slot.attacking .card, .check.reveal')]
  .map((el) => getComputedStyle(el))
  .filter((style) => style.animationName !== 'none'
                     && parseFloat(style.animationDuration) > 0.01).length"""


def _to_a_battle(page: Any) -> None:
    page.select_option("#ai-strength", "random")
    page.select_option("#ai-pace", "instant")
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    play_until(page, lambda p: p.query_selector(".card-slot.attacking") is not None)


def test_the_table_moves_unless_motion_is_reduced(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server)
    _to_a_battle(page)
    assert page.evaluate(ANIMATED_JS) > 0
    page.context.close()

    calm = browser.new_context(reduced_motion="reduce", locale="en-US")
    page = calm.new_page()
    page.goto(server.http_url("/"))
    page.wait_for_selector("#play-ai")
    page.wait_for_function("document.getElementById('who').textContent.length > 0")
    _to_a_battle(page)
    assert page.evaluate(ANIMATED_JS) == 0
    calm.close()
