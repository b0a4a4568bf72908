"""Formats in the browser (R5.9): the deck builder chooses a format, shows that format's pool
and checks the deck in it; the lobby starts the match in the deck's format; a wave-1 deck is
built, kept as the draft and played against the computer to the result."""

from __future__ import annotations

from typing import Any

from browser_kit import game_over, open_client, play_until, shot

from vanguard.netclient.local_server import ServerProcess


def _violations(page: Any) -> list[str]:
    return [
        str(code)
        for code in page.eval_on_selector_all(
            ".violations li", "els => els.map(e => e.dataset.code)"
        )
    ]


def test_r5_9_a_classic_bt03_deck_is_built_checked_and_played_to_the_end(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server)
    page.click("nav a[href='#deck']")
    page.wait_for_selector(".builder")
    classic_pool = page.locator(".pool-entry").count()
    assert classic_pool == 94, "classic: BT01, TD01, TD02 only"

    page.select_option("#deck-format", "classic-bt03")
    page.wait_for_selector(".pool-entry")
    assert page.locator(".pool-entry").count() > classic_pool
    page.click("[data-starter='td03']")
    page.wait_for_selector(".violations.ok")
    shot(page, "deck-builder-classic-bt03")

    # The same deck judged in classic: its TD03 cards are outside the format (R5.8 ILLEGAL_CARD).
    page.select_option("#deck-format", "classic")
    page.wait_for_selector(".violations li[data-code='ILLEGAL_CARD']")
    assert set(_violations(page)) == {"ILLEGAL_CARD"}
    assert "is not legal in the format Classic" in page.inner_text(".violations")
    page.select_option("#deck-format", "classic-bt03")
    page.wait_for_selector(".violations.ok")

    # The lobby plays the draft in its format, against the computer, to the result.
    page.click("nav a[href='#play']")
    page.wait_for_selector("#lobby-deck")
    page.select_option("#lobby-deck", "draft")
    page.select_option("#ai-strength", "random")
    page.click("#play-ai")
    page.wait_for_selector(".table")
    clicks = play_until(page, game_over)
    assert game_over(page), f"no result after {clicks} clicks"
    assert page.inner_text(".result-card h2") in ("You win!", "You lose", "Draw")
    assert page.page_errors == []
    shot(page, "result-classic-bt03")
    page.context.close()
