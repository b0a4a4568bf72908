"""Motion: a unit that arrives, an attack and a damage are animated briefly; with the
system's reduced-motion preference (or the setting) nothing moves."""

from __future__ import annotations

from typing import Any

from browser_kit import open_client, play_until

from vanguard.netclient.local_server import ServerProcess

BATTLE_JS = """() => ({
  attacking: document.querySelector('.card-slot.attacking') !== null,
  animated: [...document.querySelectorAll(
      '.card-slot.legal, .card-slot.arrived, .card-slot.attacking .card, .check.reveal')]
    .map((el) => getComputedStyle(el))
    .filter((style) => style.animationName !== 'none'
                       && parseFloat(style.animationDuration) > 0.01).length,
})"""
"""Whether an attack is on the table and how many things move, read in one go: the computer
plays at once, so a second look could already see the next state."""


def _battles(page: Any, done: Any) -> list[int]:
    """Play until `done(seen)` holds at a moment with an attack on the table (or the game
    ends); `seen`: the number of moving things at each such moment so far."""
    seen: list[int] = []

    def check(p: Any) -> bool:
        state = p.evaluate(BATTLE_JS)
        if state["attacking"]:
            seen.append(state["animated"])
        return bool(state["attacking"]) and bool(done(seen))

    page.select_option("#ai-strength", "random")
    page.select_option("#ai-pace", "instant")
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    play_until(page, check)
    return seen


def test_the_table_moves_unless_motion_is_reduced(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server)
    seen = _battles(page, lambda seen: seen[-1] > 0)
    assert seen and seen[-1] > 0, seen
    page.context.close()

    # A page evaluates no string as code (its Content-Security-Policy has no 'unsafe-eval'):
    # open_client waits for the welcome with Playwright's own selectors.
    page = open_client(browser, server, reduced_motion="reduce")
    # Three moments of battle, and nothing moving at any of them.
    seen = _battles(page, lambda seen: len(seen) >= 3)
    assert seen and all(animated == 0 for animated in seen), seen
    page.context.close()
