"""Every clan that makes a deck in format classic-bt03 (R5.9): a deck of it is imported into the
browser deck builder, judged legal in that format, saved to the account, and the saved deck
is then played against the computer to the result (by the account's own client, through the
same server)."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
from browser_kit import open_client, register, shot

from vanguard.decks import format_deck
from vanguard.decks.generate import buildable_clans, random_deck
from vanguard.netclient import GameClient, RandomPolicy
from vanguard.netclient.local_server import ServerProcess

FORMAT = "classic-bt03"

# Nine imports and nine saves are eighteen deck texts in a few seconds, past the default limit
# of one address (10, then one a second): this server is set as for a club sharing an address.
SERVE_OPTIONS = ("--deck-text-rate", "5")


def _import(page: Any, text: str) -> None:
    page.click("#deck-import")
    page.fill("#import-text", text)
    page.click("#import-confirm")


def _session(page: Any) -> str:
    return next(c["value"] for c in page.context.cookies() if c["name"] == "vg_session")


async def _play_to_the_end(server: ServerProcess, cookie: str, deck_id: int, seed: int) -> str:
    async with GameClient(server.ws_url, session_cookie=cookie) as client:
        match = await client.play_ai({"deck_id": deck_id}, "heuristic", format=FORMAT)
        outcome = await asyncio.wait_for(match.play(RandomPolicy(seed)), 120)
        assert client.violations == [], client.violations
        return str(outcome)


def test_r5_9_a_deck_of_each_buildable_clan_is_built_saved_and_played_to_the_end(
    server: ServerProcess, browser: Any
) -> None:
    clans = buildable_clans(None, FORMAT)
    assert len(clans) == 9
    page = open_client(browser, server)
    register(page, "ninecl4ns")
    page.click("nav a[href='#deck']")
    page.wait_for_selector(".builder")
    page.select_option("#deck-format", FORMAT)
    page.on("dialog", lambda dialog: dialog.accept())  # replacing the draft asks first
    for number, clan in enumerate(clans):
        deck = random_deck(number, clan, format=FORMAT)
        _import(page, format_deck(deck))
        # The import replaces the draft, name included, once the server has read it.
        page.wait_for_selector(".builder:not([aria-busy])", timeout=60_000)
        page.wait_for_selector(".violations.ok", timeout=60_000)
        page.fill("#deck-name", f"{clan} deck")
        page.press("#deck-name", "Tab")
        page.click("#deck-save")
        page.wait_for_function(
            "(name) => document.querySelector('.saved-decks')?.innerText.includes(name)",
            arg=f"{clan} deck",
            timeout=60_000,
        )
    shot(page, "nine-clans-saved")
    cookie = _session(page)
    saved = httpx.get(server.http_url("/api/decks"), cookies={"vg_session": cookie}).json()
    by_name = {deck["name"]: deck for deck in saved["decks"]}
    assert set(by_name) == {f"{clan} deck" for clan in clans}

    async def play_each() -> list[str]:
        return [
            await _play_to_the_end(server, cookie, by_name[f"{clan} deck"]["id"], number)
            for number, clan in enumerate(clans)
        ]

    # Playwright's synchronous API owns this thread's event loop: the client runs in another.
    with ThreadPoolExecutor(1) as thread:
        outcomes = thread.submit(asyncio.run, play_each()).result(timeout=600)
    assert all(outcome in ("win", "loss", "draw") for outcome in outcomes), outcomes
    assert page.page_errors == []
    page.context.close()
