"""The language switch: every UI string and card name changes to Russian or Korean, card text
is rendered in that language, and the choice stays after a reload (localStorage)."""

from __future__ import annotations

from typing import Any

from browser_kit import open_client, shot, wait_for

from vanguard.i18n import catalog, translate
from vanguard.netclient.local_server import ServerProcess


def _switch(page: Any, lang: str) -> None:
    page.select_option("#language", lang)
    wait_for(page, "html", lang=lang)
    wait_for(page, "nav a[href='#play']", text=catalog(lang)["ui.nav.play"])


def test_russian_and_korean_replace_every_string_and_stay_after_reload(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server)
    for lang in ("ru", "ko"):
        messages = catalog(lang)
        _switch(page, lang)
        assert page.inner_text("nav a[href='#deck']") == messages["ui.nav.deck_builder"]
        assert page.inner_text("#play-ai") == messages["ui.lobby.start"]
        assert messages["ui.lobby.quick_match"] in page.inner_text("main")
        shot(page, f"lobby-{lang}")

        page.reload()
        page.wait_for_selector("#play-ai")
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.inner_text("nav a[href='#play']") == messages["ui.nav.play"]

        page.click("nav a[href='#deck']")
        page.wait_for_selector(".builder")
        page.click("[data-starter='td01']")
        page.wait_for_selector(".violations.ok")
        assert page.inner_text(".violations h3") == messages["ui.deck.legal"]
        assert page.inner_text("[data-counter='total']") == translate(
            lang, "ui.deck.count.total", count=50
        )
        blade = messages["card.blaster-blade.name"]
        page.fill("#filter-name", blade[:5])
        assert blade in page.inner_text(".pool-list")
        page.click(".pool-entry .card-slot")
        page.wait_for_selector("#zoom[open] .ability-text")
        assert messages["ui.board.abilities"] in page.inner_text("#zoom")
        page.keyboard.press("Escape")
        shot(page, f"deck-builder-{lang}")
        page.click("nav a[href='#play']")
        page.wait_for_selector("#play-ai")

    # The line under the strength menu follows the menu.
    ko = catalog("ko")
    page.select_option("#ai-strength", "search")
    assert ko["ui.ai.search"] in page.inner_text("#ai-description")
    page.select_option("#ai-strength", "random")
    assert ko["ui.ai.random"] in page.inner_text("#ai-description")

    # A game in Korean: prompts and the log come from the Korean catalogue.
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    assert page.inner_text(".prompt-text") == ko["ui.prompt.mulligan"]
    assert ko["ui.event.game_started"] in page.inner_text(".log-list")
    # The computer is named in Korean; the status says "you"; names break between words;
    # a clock's label never runs into its time.
    assert page.inner_text(".their-name") == translate(
        "ko", "ui.ai.computer_name", strength=ko["ui.ai.short.random"]
    )
    assert page.inner_text(".status .deciding") == ko["ui.board.you_deciding"]
    assert page.evaluate("getComputedStyle(document.querySelector('.card-name')).wordBreak") == (
        "keep-all"
    )
    gaps = page.eval_on_selector_all(
        ".clock",
        """els => els.map(e => e.querySelector('.clock-time').getBoundingClientRect().left
                              - e.querySelector('.clock-label').getBoundingClientRect().right)""",
    )
    assert gaps and min(gaps) >= 4
    shot(page, "board-ko")
    _switch(page, "ru")
    wait_for(page, ".prompt-text", text=catalog("ru")["ui.prompt.mulligan"])
    shot(page, "board-ru")
    _switch(page, "en")
    assert page.page_errors == []
    page.context.close()


def test_the_settings_screen_switches_the_language_too(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server)
    page.click("nav a[href='#settings']")
    page.check("input[name='language'][value='ru']")
    wait_for(page, "main h1", text=catalog("ru")["ui.settings.title"])
    assert page.evaluate("document.documentElement.lang") == "ru"
    assert page.evaluate("localStorage.getItem('vanguard.lang')") == "ru"
    page.context.close()


def test_no_language_makes_a_phone_page_scroll_sideways(
    server: ServerProcess, browser: Any
) -> None:
    """The header's links fit a small phone (320 px) in every language; on a phone the deck
    builder's link has its short name (the Russian names of the four links overflowed)."""
    page = open_client(browser, server, viewport={"width": 320, "height": 700})
    for lang in ("en", "ru", "ko"):
        _switch(page, lang)
        for route in ("play", "deck", "replay", "settings"):
            page.click(f"nav a[href='#{route}']")
            page.wait_for_selector("main h1")
            width = page.evaluate("() => document.documentElement.scrollWidth")
            assert width <= 320, (lang, route, width)
        link = page.locator("nav a[href='#deck']")
        assert link.inner_text() == catalog(lang)["ui.nav.decks"]
        nav = page.evaluate("() => [document.querySelector('nav').scrollWidth, innerWidth]")
        assert nav[0] <= nav[1], (lang, nav)
    page.context.close()
