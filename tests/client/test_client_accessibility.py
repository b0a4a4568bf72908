"""axe-core (through axe-playwright-python) on the lobby, a match, the deck builder, the
replay viewer and the settings, on a phone (390x844), a laptop (1440x900) and a full-HD
screen (1920x1080): no violation of any impact (WCAG 2.x A/AA rules and axe's best
practices), and one h1 per page."""

from __future__ import annotations

from typing import Any

import pytest
from browser_kit import FULL_HD, LAPTOP, PHONE, open_client, play_until

from vanguard.netclient.local_server import ServerProcess

REVEALED_JS = """() => document.getAnimations().every((animation) => {
  const target = animation.effect && animation.effect.target;
  const check = target && target.closest && target.closest('.check');
  return !check || animation.playState !== 'running';
})"""


def _problems(page: Any) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    # A toast fading in or out is half transparent: measured once it has gone. So is a
    # check being revealed (each one a moment after the last): measured once all are shown.
    page.locator(".toast.show").first.wait_for(state="detached", timeout=10_000)
    page.wait_for_function(REVEALED_JS, timeout=10_000)
    page.wait_for_timeout(300)
    results = Axe().run(page)
    found = [] if page.locator("h1").count() == 1 else ["page-has-one-h1"]
    for violation in results.response["violations"]:
        targets = [", ".join(node["target"]) for node in violation["nodes"][:3]]
        found.append(f"{violation['id']} ({violation['impact']}): {targets}")
    return found


@pytest.mark.parametrize("viewport", [PHONE, LAPTOP, FULL_HD], ids=["phone", "laptop", "full-hd"])
def test_no_accessibility_violation_on_any_screen(
    server: ServerProcess, browser: Any, viewport: dict[str, int]
) -> None:
    page = open_client(browser, server, viewport=viewport)
    problems: dict[str, list[str]] = {"lobby": _problems(page)}

    page.click("nav a[href='#deck']")
    page.wait_for_selector(".builder")
    page.click("[data-starter='td01']")
    page.wait_for_selector(".violations.ok")
    problems["deck builder"] = _problems(page)

    page.click("nav a[href='#play']")
    page.select_option("#ai-strength", "random")
    page.select_option("#ai-pace", "instant")
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    problems["board at the mulligan"] = _problems(page)
    # An attack decision the page is not answering by itself (the first attack may have been
    # chosen with the end of the main phase).
    play_until(
        page,
        lambda p: (
            p.query_selector(".prompt.my-decision[data-decision='attack']")
            and not p.query_selector(".prompt .auto-pass")
        ),
    )
    problems["board in battle"] = _problems(page)

    match_id = page.inner_text("#match-id")
    page.on("dialog", lambda dialog: dialog.accept())
    page.click(".concede")
    page.wait_for_selector(".result-overlay")
    problems["result"] = _problems(page)
    page.goto(server.http_url(f"/#replay/{match_id}"))
    page.wait_for_selector(".replay-controls")
    problems["replay viewer"] = _problems(page)
    page.click("nav a[href='#settings']")
    page.wait_for_selector("#pref-autoPassOnly")
    problems["settings"] = _problems(page)

    assert {screen: found for screen, found in problems.items() if found} == {}
    page.context.close()
