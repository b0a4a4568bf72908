"""A whole game against the strong computer in at most 55 clicks.

The player is `browser_kit.play_step`: it clicks only what the page highlights, rides, calls
up to two units a turn, attacks with everything, never guards and takes the first offer of
anything else. The stops are the page's defaults; every decision the page does not pass by
itself is a click. What makes the count: the boost is chosen while attacking (the boost
question is then answered for the player), a battle phase with no attacker left ends by
itself, and guard steps with nothing to guard with are passed.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from browser_kit import LAPTOP, open_client, play_step, shot

from vanguard.netclient.local_server import ServerProcess

MAX_CLICKS = 55
GUARD_AT = 3
"""The player guards attacks on its vanguard from its third damage on (one card each)."""


def test_a_whole_game_against_the_strong_computer_in_at_most_55_clicks(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    page.select_option("#ai-strength", "search")
    page.select_option("#ai-pace", "instant")
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    clicks: Counter[str] = Counter()
    for _ in range(20_000):
        outcome = play_step(page, guard_at=GUARD_AT)
        if outcome == "over":
            break
        assert not outcome.startswith("stuck"), outcome
        if outcome != "wait":
            clicks[outcome] += 1
        page.wait_for_timeout(25 if outcome == "wait" else 40)
    else:
        raise AssertionError("the game did not end")
    shot(page, "click-count-result")
    total = sum(clicks.values())
    turns = page.inner_text(".result-card p:has-text('lasted')")
    print(f"clicks: {total}; {turns}; {dict(clicks)}")
    assert total <= MAX_CLICKS, f"{total} clicks: {dict(clicks)}"
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()
