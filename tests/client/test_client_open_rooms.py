"""A room listed in the lobby is joined with one click from the open-rooms list, beside the
live matches; after the match, both people ask for a rematch and play again, same decks."""

from __future__ import annotations

from typing import Any

from browser_kit import PHONE, open_client, shot

from vanguard.netclient.local_server import ServerProcess


def test_an_open_room_is_joined_from_the_list_and_both_ask_for_a_rematch(
    server: ServerProcess, browser: Any
) -> None:
    host = open_client(browser, server)
    guest = open_client(browser, server, viewport=PHONE)
    host.select_option("#lobby-deck", "td01")
    guest.select_option("#lobby-deck", "td02")
    host.check("#room-listed")
    host.click("#create-room")
    code = host.locator("#room-code").inner_text()
    assert host.locator(f"#open-rooms [data-code='{code}']").count() == 0, "not our own room"

    # The list refreshes every few seconds; the room shows with its host and settings.
    join = guest.locator(f"#open-rooms .join-open-room[data-code='{code}']")
    join.wait_for(timeout=20_000)
    entry = guest.locator("#open-rooms li").filter(
        has=guest.locator(f".join-open-room[data-code='{code}']")
    )
    who = host.inner_text("#who")
    assert who.split(": ")[-1] in entry.inner_text()
    assert "20 minutes" in entry.inner_text() and "Classic" in entry.inner_text()
    join.scroll_into_view_if_needed()
    shot(guest, "lobby-open-rooms-phone")
    join.click()
    for page in (host, guest):
        page.wait_for_selector(".table")
    first_match = host.inner_text("#match-id")

    host.on("dialog", lambda dialog: dialog.accept())
    host.click(".concede")
    for page in (host, guest):
        page.wait_for_selector(".result-overlay")
    assert host.locator("#rematch").count() == 0, "'Play again' is for the computer"
    host.click("#rematch-person")
    guest.locator(".rematch-status").wait_for()
    assert guest.inner_text(".rematch-status").endswith("asks for a rematch")
    assert host.inner_text(".rematch-status").startswith("Rematch asked: waiting for")
    assert host.locator("#rematch-person").is_disabled()
    shot(guest, "result-rematch-offered-phone")
    accept = guest.locator("#rematch-person")
    assert accept.inner_text() == "Accept the rematch"
    accept.click()
    for page in (host, guest):
        page.wait_for_selector(".prompt.my-decision[data-decision='mulligan'], .prompt .waiting")
        page.wait_for_selector(".result-overlay", state="detached")
    second_match = host.inner_text("#match-id")
    assert second_match != first_match and guest.inner_text("#match-id") == second_match
    assert host.page_errors == [] and guest.page_errors == []  # type: ignore[attr-defined]
    host.context.close()
    guest.context.close()
