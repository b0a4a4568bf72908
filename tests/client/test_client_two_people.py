"""Two people in two browsers: a private room by code, a game clicked on both sides, one page
reloaded mid-game (the board comes back from the server), then a concession ends it."""

from __future__ import annotations

from typing import Any

from browser_kit import open_client, play_step, shot

from vanguard.netclient.local_server import ServerProcess


def _turn(page: Any) -> int:
    text = page.text_content(".turn") or "0"
    return int("".join(ch for ch in text if ch.isdigit()) or 0)


def _play_both(pages: list[Any], until: Any, limit: int = 400) -> None:
    for _ in range(limit):
        if until():
            return
        moved = False
        for page in pages:
            outcome = play_step(page)
            assert not outcome.startswith("stuck"), outcome
            moved = moved or outcome not in ("wait", "over")
        pages[0].wait_for_timeout(40 if moved else 60)
    raise AssertionError("the game did not get there")


def _board_summary(page: Any) -> dict[str, Any]:
    return page.evaluate(
        """() => ({
          turn: document.querySelector('.turn').textContent,
          hand: [...document.querySelectorAll('.hand.mine .card-slot')].map((c) => c.dataset.card),
          field: [...document.querySelectorAll('.side-area.mine .circle .card-slot')]
            .map((c) => c.dataset.card),
          theirs: [...document.querySelectorAll('.side-area.theirs .circle .card-slot')]
            .map((c) => c.dataset.card),
          damage: document.querySelectorAll('.side-area.mine .damage-cards .card-slot').length,
        })"""
    )


def test_two_people_play_in_a_private_room_with_a_reconnection(
    server: ServerProcess, browser: Any
) -> None:
    host = open_client(browser, server)
    guest = open_client(browser, server)
    host.select_option("#lobby-deck", "td01")
    guest.select_option("#lobby-deck", "td02")
    host.click("#create-room")
    code = host.locator("#room-code").inner_text()
    assert len(code) == 6
    shot(host, "lobby-room-code")
    guest.fill("#room-code-input", code.lower())  # codes are case-insensitive
    guest.click("#join-room")
    for page in (host, guest):
        page.wait_for_selector(".table")

    _play_both([host, guest], lambda: _turn(host) >= 4)
    # Wait for a quiet moment: the player who decides is the guest, or nobody's state moves.
    _play_both([host], lambda: guest.query_selector(".prompt.my-decision") is not None)
    before = _board_summary(guest)
    shot(guest, "board-two-people-before-reload")

    guest.reload()
    guest.wait_for_selector(".table")
    guest.wait_for_selector(".prompt.my-decision")
    assert _board_summary(guest) == before
    assert guest.locator(".log-list li").count() > 20, "the log comes back with the board"
    shot(guest, "board-two-people-after-reload")

    # A third person watches by match id: both hands are card backs to them (R22).
    watcher = open_client(browser, server)
    watcher.fill("#watch-id", host.inner_text("#match-id"))
    watcher.click("#watch-id + button")
    watcher.wait_for_selector(".table")
    assert watcher.inner_text(".prompt") == "Spectating"
    assert watcher.locator(".hand.mine").count() == 0
    assert watcher.locator(".hand.theirs").count() == 2
    watcher.context.close()

    _play_both([host, guest], lambda: _turn(host) >= 6)
    host.on("dialog", lambda dialog: dialog.accept())
    host.click(".concede")
    for page in (host, guest):
        page.wait_for_selector(".result-overlay")
    assert host.inner_text(".result-card h2") == "You lose"
    assert guest.inner_text(".result-card h2") == "You win!"
    shot(guest, "result-two-people")
    assert host.page_errors == [] and guest.page_errors == []
    host.context.close()
    guest.context.close()
