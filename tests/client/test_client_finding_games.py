"""Finding, leaving and reviewing games: the lobby lists live matches to watch with a click,
a match left through the navigation offers Resume or Concede and never blocks a new start,
a finished match offers a rematch, the replay list comes from the server and is told to a
viewer who may be neither player, and what is typed into the lobby survives its re-renders."""

from __future__ import annotations

from typing import Any

from browser_kit import (
    HeldAnswers,
    game_over,
    open_client,
    play_until,
    shot,
    wait_for,
    wait_until_replaced,
)

from vanguard.netclient.local_server import ServerProcess

ALPHABET = set("23456789ABCDEFGHJKMNPQRSTUVWXYZ")


def _turn(page: Any) -> int:
    return int("".join(ch for ch in page.inner_text(".turn") or "" if ch.isdigit()) or 0)


def _play_computer(page: Any) -> str:
    page.select_option("#ai-strength", "random")
    page.select_option("#ai-pace", "instant")
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    return page.inner_text("#match-id")


def test_watch_leave_rematch_and_replay(server: ServerProcess, browser: Any) -> None:
    player = open_client(browser, server)
    player.on("dialog", lambda dialog: dialog.accept())
    first = _play_computer(player)
    assert set(first) <= ALPHABET and len(first) == 12

    # Another visitor sees the match in the lobby and watches it with one click.
    watcher = open_client(browser, server)
    watch = watcher.locator(f"#live-matches .watch[data-match='{first}']")
    watch.wait_for()
    assert "Computer (Beginner)" in watcher.inner_text("#live-matches")
    shot(watcher, "lobby-live-matches")
    watch.click()
    watcher.wait_for_selector(".table")
    assert watcher.inner_text(".prompt") == "Spectating"
    watcher.context.close()

    # A few decisions into the match (its replay then has something to step through)...
    play_until(player, lambda p: _turn(p) >= 2)
    assert not game_over(player), player.inner_text(".result-card")
    # ...left through the navigation, the match waits with Resume and Concede...
    player.click("nav a[href='#play']")
    player.wait_for_selector(f"[data-resume='{first}']")
    assert player.locator(f"[data-concede='{first}']").count() == 1
    shot(player, "lobby-open-match")
    # ...and Start concedes it (after asking) instead of refusing with "already playing".
    player.click("#play-ai")
    player.wait_for_function(
        "(first) => document.querySelector('#match-id') && "
        "document.querySelector('#match-id').textContent !== first",
        arg=first,
    )
    assert player.locator(".toast.show.error").count() == 0
    second = player.inner_text("#match-id")

    # A finished match offers the same match again.
    player.click(".concede")
    player.wait_for_selector("#rematch")
    shot(player, "result-rematch")
    player.click("#rematch")
    player.wait_for_function(
        "(second) => document.querySelector('#match-id') && "
        "document.querySelector('#match-id').textContent !== second",
        arg=second,
    )
    player.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")

    # The replay list comes from the server (this device's memory is wiped first).
    player.evaluate("localStorage.removeItem('vanguard.replays')")
    player.click("nav a[href='#replay']")
    player.wait_for_selector(".replay-list li")
    assert player.locator(".replay-list li").count() == 2
    player.goto(server.http_url(f"/#replay/{first}"))
    player.wait_for_selector(".replay-controls")
    banner = player.inner_text(".result-banner")
    assert "Computer (Beginner) wins" in banner and "conceded" in banner
    position = player.locator(".replay-position")
    total = int(position.inner_text().rsplit(" ", 1)[1])
    player.locator("body").press("ArrowRight")
    player.locator("body").press("ArrowRight")
    assert position.inner_text() == f"Decision 2 of {total}"
    player.locator("body").press("ArrowLeft")
    assert position.inner_text() == f"Decision 1 of {total}"
    player.locator("body").press("End")
    assert position.inner_text() == f"Decision {total} of {total}"
    assert player.locator("#replay-timeline").get_attribute("max") == str(total)
    # A viewer who may be neither player is told whose turn it is by name.
    assert "Your" not in player.inner_text(".status")
    shot(player, "replay-neutral")
    assert player.page_errors == []
    player.context.close()


def test_what_is_typed_into_the_lobby_survives_a_late_render(
    server: ServerProcess, browser: Any
) -> None:
    """The lobby renders once at once and again when the server's answers come back. On a
    busy machine an answer came back after the name and password were typed: the render
    emptied both fields, Register then asked for a name, and the player stayed a guest. A
    render keeps what was typed, and the focus."""
    page = open_client(browser, server)
    computer_players = HeldAnswers(page, "**/api/ai")
    page.click("a[href='#deck']")
    page.click("a[href='#play']")  # the lobby renders and asks for the computer players
    computer_players.wait("the computer players")
    page.fill("#account-name", "late4nswer")
    page.fill("#account-password", "correct horse battery")
    before = page.query_selector("#account-name")
    computer_players.release()  # the answer lands: the lobby renders again
    wait_until_replaced(page, before, "the lobby")
    assert page.evaluate("document.activeElement.id") == "account-password"
    assert page.input_value("#account-name") == "late4nswer"
    assert page.input_value("#account-password") == "correct horse battery"
    page.click("#register")
    wait_for(page, "#who", text="late4nswer")
    page.context.close()
