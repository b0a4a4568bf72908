"""The deck builder in a real browser: live counters and the deck rules of R5 in plain words
as cards are added and removed, filters, import/export, and saving to an account."""

from __future__ import annotations

from typing import Any

from browser_kit import PHONE, HeldAnswers, open_client, register, shot, wait_until_replaced

from vanguard.netclient.local_server import ServerProcess


def _counter(page: Any, name: str) -> str:
    return str(page.locator(f"[data-counter='{name}']").inner_text())


def _violations(page: Any) -> list[str]:
    return [
        str(code)
        for code in page.eval_on_selector_all(
            ".violations li", "els => els.map(e => e.dataset.code)"
        )
    ]


def _open_builder(page: Any) -> None:
    page.click("nav a[href='#deck']")
    page.wait_for_selector(".builder")


def test_counters_and_violations_follow_every_change(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server)
    _open_builder(page)
    # An empty deck breaks R5.1, R5.3 and R5.7 at once (R5.8: all reported together).
    assert _counter(page, "total") == "0/50 cards"
    assert _violations(page) == ["DECK_SIZE", "TRIGGER_COUNT", "FIRST_VANGUARD"]

    page.click("[data-starter='td01']")
    page.wait_for_selector(".violations.ok")
    assert page.inner_text(".violations h3") == "The deck is legal"
    assert _counter(page, "total") == "50/50 cards"
    assert _counter(page, "triggers") == "Triggers 16/16"
    assert _counter(page, "heals") == "Heal 4/4"
    assert _counter(page, "trigger-critical") == "★ Critical: 4"
    assert _counter(page, "grade-3") == "Grade 3: 7"

    # The pool is sorted by grade, then name, and shows the copies already in the deck.
    grades = page.eval_on_selector_all(
        ".pool-entry .grade", "els => els.map(e => Number(e.textContent))"
    )
    assert grades == sorted(grades) and len(grades) == 94
    page.fill("#filter-name", "flogal")
    assert page.locator(".pool-entry").count() == 1
    assert page.inner_text(".pool-entry .in-deck-count") == "4 in deck"

    # R5.2 and R5.1: a fifth Flogal.
    page.click(".pool-entry .add-card")
    assert _counter(page, "total") == "51/50 cards"
    texts = page.inner_text(".violations")
    assert "The deck has 5 copies of Flogal; at most 4 cards may share a name" in texts
    assert "The deck has 51 cards; it must have exactly 50" in texts
    assert _counter(page, "triggers") == "Triggers 17/16"

    # R5.4 and R5.6: a Kagero heal trigger, found with the filters.
    page.fill("#filter-name", "")
    page.select_option("#filter-clan", "clan.kagero")
    page.select_option("#filter-trigger", "Heal")
    entries = page.locator(".pool-entry")
    assert entries.count() >= 1
    assert all("Kagero" in text for text in entries.all_inner_texts())
    entries.first.locator(".add-card").click()
    assert set(_violations(page)) >= {"DECK_SIZE", "TOO_MANY_COPIES", "TRIGGER_COUNT"}
    assert "TOO_MANY_HEALS" in _violations(page) and "MIXED_CLANS" in _violations(page)
    assert _counter(page, "heals") == "Heal 5/4"
    shot(page, "deck-builder-en")

    # Removing the extra cards makes it legal again.
    page.locator(".deck-entry", has_text="Flogal").locator(".remove-card").click()
    kagero = page.locator(".deck-entry").filter(has_text="×1").first
    kagero.locator(".remove-card").click()
    page.wait_for_selector(".violations.ok")
    assert page.page_errors == []
    page.context.close()


def test_import_export_and_saving_to_an_account(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server)
    register(page, "deckbuilder1")
    _open_builder(page)
    # Save explains why it is disabled: an empty deck, later an illegal one.
    assert page.locator("#deck-save").is_disabled()
    assert page.inner_text("#save-why") == "Add cards before saving."

    page.click("#deck-import")
    page.fill("#import-text", "name: Imported\n4x Blaster Blade\n2 Blaster Blaid\n")
    page.click("#import-confirm")
    page.wait_for_selector(".violations li[data-code='ILLEGAL_CARD']")
    assert "Line 3: Blaster Blaid is not a card of the Classic pool" in page.inner_text(
        ".violations"
    )
    assert page.input_value("#deck-name") == "Imported"
    # The counter and the size rule count the same cards; the unread line is told apart.
    assert _counter(page, "total") == "4/50 cards"
    assert "The deck has 4 cards; it must have exactly 50" in page.inner_text(".violations")
    assert page.inner_text(".import-report") == (
        "1 line could not be read; 2 cards are not counted."
    )
    assert page.locator("#deck-save").is_disabled()
    assert page.inner_text("#save-why").startswith("Only a legal deck can be saved")

    # Replacing a draft asks first; declining keeps it.
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.click("[data-starter='td02']")
    assert _counter(page, "total") == "4/50 cards"
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("[data-starter='td02']")
    page.wait_for_selector(".violations.ok")
    assert page.locator("#deck-save").is_enabled() and page.locator("#save-why").count() == 0
    page.fill("#deck-name", "My Overlord")
    page.press("#deck-name", "Tab")
    page.click("#deck-export")
    text = page.input_value("#export-text")
    assert text.startswith("name: My Overlord\nfirst vanguard: Lizard Runner, Undeux\n")
    assert "2x Dragonic Overlord" in text
    page.click(".dialog-buttons button:not(.primary)")

    page.click("#deck-save")
    page.wait_for_selector(".saved-decks li")
    assert "My Overlord" in page.inner_text(".saved-decks")
    # The saved deck is offered in the lobby.
    page.click("nav a[href='#play']")
    page.wait_for_selector("#lobby-deck")
    assert "My Overlord" in page.inner_text("#lobby-deck")
    page.context.close()


def test_save_waits_while_an_imported_list_is_being_read(
    server: ServerProcess, browser: Any
) -> None:
    """An import replaces the whole draft, name included, when the server's reading comes
    back: a Save pressed before that would store the old deck under the name just typed
    (a browser test once did so on a busy machine). While the list is read the builder is
    busy and Save says why it waits."""
    page = open_client(browser, server)
    register(page, "imp0rtwait")
    _open_builder(page)
    page.click("[data-starter='td01']")
    page.wait_for_selector(".violations.ok")
    assert page.locator("#deck-save").is_enabled()
    parse = HeldAnswers(page, "**/api/decks/parse")
    page.once("dialog", lambda dialog: dialog.accept())  # the starter deck is replaced
    page.click("#deck-import")
    page.fill("#import-text", "name: Imported\n4x Blaster Blade\n")
    page.click("#import-confirm")
    parse.wait("the imported list to be read")
    assert page.get_attribute(".builder", "aria-busy") == "true"
    assert page.locator("#deck-save").is_disabled()
    assert page.inner_text("#save-why") == "The imported list is still being read."
    parse.release()
    page.wait_for_selector(".builder:not([aria-busy])")
    assert page.input_value("#deck-name") == "Imported"
    assert _counter(page, "total") == "4/50 cards"
    page.context.close()


def test_a_name_being_typed_survives_a_late_render(server: ServerProcess, browser: Any) -> None:
    """The builder renders at once and again when the saved decks come back. A name typed
    meanwhile is the deck's as it is typed, so the second render keeps it and the focus.
    (Leaving the field as it was re-rendered also saved the draft and rendered the builder in
    the middle of the first render, which then broke off and left the focus on the page.)"""
    page = open_client(browser, server)
    register(page, "late-n4me")
    saved = HeldAnswers(page, "**/api/decks")
    _open_builder(page)
    saved.wait("the saved decks")
    page.fill("#deck-name", "Typed while waiting")
    before = page.query_selector("#deck-name")
    saved.release()
    wait_until_replaced(page, before, "the builder")
    assert page.input_value("#deck-name") == "Typed while waiting"
    assert page.evaluate("document.activeElement.id") == "deck-name"
    assert page.page_errors == []
    page.context.close()


def test_the_builder_fits_a_phone(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server, viewport=PHONE)
    _open_builder(page)
    page.click("[data-starter='td01']")
    page.wait_for_selector(".violations.ok")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shot(page, "deck-builder-phone")
    page.context.close()


def test_a_screen_left_before_the_server_answered_does_not_come_back(
    server: ServerProcess, browser: Any
) -> None:
    """The lobby and the builder each ask for the saved decks when shown; an answer that
    arrives after the player moved on must not redraw the screen they left over the one they
    went to (a late lobby redraw once took the builder away under a test's feet)."""
    page = open_client(browser, server)
    register(page, "late4nswer")
    page.wait_for_load_state("networkidle")
    held: list[Any] = []

    def hold(route: Any) -> None:
        held.append(route)

    page.route("**/api/decks", hold)

    def asked(action: Any) -> Any:
        """Do `action` and return the request for saved decks it made, held unanswered."""
        before = len(held)
        action()
        for _ in range(500):
            if len(held) > before:
                return held[-1]
            page.wait_for_timeout(10)  # the route handler runs while Playwright waits
        raise AssertionError("the screen did not ask for the saved decks")

    page.click("nav a[href='#settings']")
    lobby_asks = asked(lambda: page.click("nav a[href='#play']"))
    builder_asks = asked(lambda: _open_builder(page))
    with page.expect_response(lambda response: response.url.endswith("/api/decks")):
        lobby_asks.continue_()
    page.wait_for_timeout(300)
    assert page.locator(".builder").count() == 1 and page.locator("#deck-format").is_visible()

    lobby_again = asked(lambda: page.click("nav a[href='#play']"))
    with page.expect_response(lambda response: response.url.endswith("/api/decks")):
        builder_asks.continue_()
    page.wait_for_timeout(300)
    assert page.locator(".builder").count() == 0 and page.locator(".lobby").count() == 1
    lobby_again.continue_()
    page.unroute("**/api/decks")
