"""A whole game against the strong computer in few clicks: at most five a turn, the
mulligan and the first ride included.

The aim is 55 clicks for an eleven-turn game (five a turn; 83 before the table's rework).
Eight games of five to nine turns took 17-36 clicks: 4.0 a turn on average (44 for eleven
turns), 4.5 at most. (Before calls became one drag and the first attack was chosen with the
end of the main phase, the same player needed 4.4 a turn on average and up to 5.0.) This test
prints the count and what it was spent on.

The player is `browser_kit.play_step`: it clicks only what the page highlights, rides, calls
up to two units a turn (each one drag of the card onto its circle, counted as one), attacks
with everything, guards an attack on its vanguard with one card from its third damage on and
takes the first offer of anything else. The stops are the page's defaults; every decision the
page does not pass by itself is a click. What makes the count: the first attack is chosen
with the end of the main phase and the boost with each attack (the questions that follow are
answered for the player), a battle phase with no attacker left ends by itself, guard steps
with nothing to guard with are passed, a Counter Blast comes with its cards picked, and a
call is one gesture.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from browser_kit import LAPTOP, open_client, play_step, shot

from vanguard.netclient.local_server import ServerProcess

MAX_CLICKS_PER_TURN = 5
GUARD_AT = 3
"""The player guards attacks on its vanguard from its third damage on (one card each)."""


def test_a_whole_game_against_the_strong_computer_in_at_most_five_clicks_a_turn(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    page.select_option("#ai-strength", "search")
    page.select_option("#ai-pace", "instant")
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    clicks: Counter[str] = Counter()
    for _ in range(20_000):
        outcome = play_step(page, guard_at=GUARD_AT, drag=True)
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
    lasted = page.inner_text(".result-card p:has-text('lasted')")
    turns = int(re.search(r"\d+", lasted).group())  # type: ignore[union-attr]
    print(f"clicks: {total}; {lasted}; {dict(clicks)}")
    budget = MAX_CLICKS_PER_TURN * turns
    assert total <= budget, f"{total} clicks in {turns} turns: {dict(clicks)}"
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()
