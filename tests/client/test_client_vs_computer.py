"""A whole game against the computer, clicked in a real browser through to the result screen,
then its replay stepped through from both seats; and the board on a phone-sized screen."""

from __future__ import annotations

from typing import Any

from browser_kit import PHONE, game_over, open_client, play_step, play_until, shot, wait_for

from vanguard.netclient.local_server import ServerProcess


def _turn(page: Any) -> int:
    text = page.text_content(".turn") or "0"
    return int("".join(ch for ch in text if ch.isdigit()) or 0)


def _start_against_computer(page: Any) -> None:
    page.select_option("#ai-strength", "random")
    page.click("#play-ai")
    page.wait_for_selector(".table")
    page.wait_for_selector(".prompt.my-decision, .prompt .waiting")


def test_a_whole_game_against_the_computer_and_its_replay(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server)
    shot(page, "lobby-en")
    _start_against_computer(page)

    # R6.6: the first decision is the mulligan, offered as toggles plus one confirm button.
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    assert page.locator(".hand.mine .card-slot.legal").count() == 5
    assert page.locator(".prompt button.choice").first.inner_text() == "Keep my hand"
    page.locator(".hand.mine .card-slot.legal").first.click()
    assert page.locator(".prompt button.choice").first.inner_text() == "Redraw these"
    page.locator(".hand.mine .card-slot.selected").first.click()

    seen = {"checks": False, "targets": False, "first_turn": False}

    def midgame(p: Any) -> bool:
        # A check shows in the check strip while it resolves, and stays in the log after.
        shown = p.query_selector(".check-strip .check, .log-list li[data-kind='check_revealed']")
        seen["checks"] = seen["checks"] or shown is not None
        # Attacks are offered: targets on the board, or one-click attacks on the prompt.
        offered = p.query_selector(".card-slot.target, .prompt button.choice[data-kind='attack']")
        seen["targets"] = seen["targets"] or offered is not None
        # R12.2.3: the first player's first battle phase offers no attack; the log says so.
        first = p.query_selector(".log-list li[data-kind='no_attack_first_turn']") is not None
        seen["first_turn"] = seen["first_turn"] or first
        return _turn(p) >= 6 and p.query_selector(".prompt.my-decision") is not None

    play_until(page, midgame)
    page.hover(".side-area.mine .circle.vc .card-slot")
    assert page.locator(".preview .card-detail").count() == 1
    shot(page, "board-midgame-en")

    clicks = play_until(page, game_over)
    assert game_over(page), f"no result after {clicks} clicks"
    title = page.inner_text(".result-card h2")
    assert title in ("You win!", "You lose", "Draw")
    assert seen == {"checks": True, "targets": True, "first_turn": True}
    assert "The game is over" in page.inner_text(".log-list")
    assert page.page_errors == []
    shot(page, "result-en")

    # The replay of the finished match, stepped forward and back from each seat.
    page.click("text=Watch the replay")
    page.wait_for_selector(".replay-controls")
    position = page.locator(".replay-position")
    assert position.inner_text().startswith("Decision 0 of ")
    total = int(position.inner_text().rsplit(" ", 1)[1])
    for _ in range(3):
        page.click("[data-step='forward']")
    assert position.inner_text() == f"Decision 3 of {total}"
    page.click("[data-step='back']")
    assert position.inner_text() == f"Decision 2 of {total}"
    page.click("[data-step='end']")
    assert position.inner_text() == f"Decision {total} of {total}"
    assert page.locator(".side-area.mine .hand.mine").count() == 1
    shot(page, "replay-en")
    page.select_option("#replay-viewpoint", "1")
    page.wait_for_selector(".replay-controls")
    wait_for(page, "#replay-viewpoint", value="1")
    page.select_option("#replay-viewpoint", "spectator")
    wait_for(page, "#replay-viewpoint", value="spectator")
    # A spectator sees no hand at all: both are card backs (R22).
    assert page.locator(".hand.mine").count() == 0
    page.click("[data-step='start']")
    assert page.locator(".replay-position").inner_text() == f"Decision 0 of {total}"
    page.context.close()


def test_the_board_fits_a_phone_and_conceding_ends_the_game(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=PHONE)
    shot(page, "lobby-phone")
    _start_against_computer(page)
    play_until(page, lambda p: _turn(p) >= 3 and p.query_selector(".prompt.my-decision"))
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], "the board must not scroll sideways on a phone"
    shot(page, "board-phone")
    page.on("dialog", lambda dialog: dialog.accept())
    page.click(".concede")
    page.wait_for_selector(".result-overlay")
    assert page.inner_text(".result-card h2") == "You lose"
    assert "conceded" in page.inner_text(".result-card")
    shot(page, "result-phone")
    assert play_step(page) == "over"
    page.context.close()


def test_r30_13_optional_rules_from_the_lobby_reach_the_match(
    server: ServerProcess, browser: Any
) -> None:
    """R30.13.2 from the lobby: with "the winner of the draw chooses" ticked, the match opens
    on the draw; whoever won it chooses (the person on two buttons, or the computer) and the
    log says who goes first before the mulligan (R30.13.1 ticked too)."""
    page = open_client(browser, server)
    page.check("#ai-first_player_choice")
    page.check("#ai-mulligan_cr119")
    assert page.is_checked("#ai-first_player_choice")
    assert not page.is_checked("#room-first_player_choice"), "each panel has its own boxes"
    page.select_option("#ai-strength", "random")
    page.click("#play-ai")
    page.wait_for_selector(".table")
    page.wait_for_selector(
        ".prompt.my-decision[data-decision='choose_first'],"
        " .prompt.my-decision[data-decision='mulligan']"
    )
    page.wait_for_selector(".log-list li[data-kind='first_player_draw']")
    if page.query_selector(".prompt.my-decision[data-decision='choose_first']"):
        labels = page.locator(".prompt button.choice").all_inner_texts()
        assert {"Go first", "Go second"} <= set(labels)
        page.get_by_role("button", name="Go second").click()
        page.wait_for_selector(".prompt.my-decision[data-decision='mulligan'], .prompt .waiting")
    chosen = page.locator(".log-list li[data-kind='first_player_chosen']")
    chosen.wait_for()
    assert "chooses to go" in chosen.inner_text()
    assert page.page_errors == []  # type: ignore[attr-defined]
