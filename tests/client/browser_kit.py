"""What the browser tests share: launching Debian's Chromium, opening the client, and a
player that clicks only what the page highlights as legal until the game ends."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from vanguard.netclient.local_server import ServerProcess

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"
DESKTOP = {"width": 1280, "height": 720}
PHONE = {"width": 390, "height": 844}
FULL_HD = {"width": 1920, "height": 1080}
LAPTOP = {"width": 1440, "height": 900}
WAIT_MS = 30_000
"""Longest wait for one thing the page should show; a hang fails the test, not the suite."""


def launch_browser(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


def wait_for(page: Any, selector: str, *, text: str | None = None, **attributes: str) -> None:
    """Wait until `selector` has exactly `text` and the given attribute values (`value` is
    the form value). Checked by Playwright's own selectors, not by code evaluated in the page:
    the server's Content-Security-Policy forbids that (no 'unsafe-eval')."""
    from playwright.sync_api import expect

    target = expect(page.locator(selector).first)
    if text is not None:
        target.to_have_text(text, timeout=WAIT_MS)
    for name, value in attributes.items():
        if name == "value":
            target.to_have_value(value, timeout=WAIT_MS)
        else:
            target.to_have_attribute(name, value, timeout=WAIT_MS)


def open_client(browser: Any, server: ServerProcess, viewport: dict[str, int] = DESKTOP) -> Any:
    """A fresh browser profile (its own guest) on the lobby; page errors fail the test."""
    context = browser.new_context(viewport=viewport, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.page_errors = errors  # type: ignore[attr-defined]
    page.set_default_timeout(WAIT_MS)
    page.goto(server.http_url("/"))
    page.wait_for_selector("#play-ai")
    from playwright.sync_api import expect

    expect(page.locator("#who")).not_to_be_empty(timeout=WAIT_MS)
    return page


def shot(page: Any, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


# One step of a player who only clicks what the page offers: highlighted cards (`.legal`),
# highlighted circles (`.circle-target`) and the prompt's enabled buttons. It rides, calls up
# to two units a turn, attacks with everything, never guards, and takes the first offer of
# anything else, so a game ends in a few minutes of play at most.
STEP_JS = """
() => {
  if (document.querySelector('.result-overlay')) return 'over';
  const box = document.querySelector('.prompt.my-decision');
  if (!box || box.dataset.sent || box.querySelector('.auto-pass')) return 'wait';
  const decision = box.dataset.decision;
  const buttons = [...box.querySelectorAll('button.choice:not([disabled])')];
  const byKind = (kind) => buttons.find((b) => b.dataset.kind === kind);
  const legal = [...document.querySelectorAll('.card-slot.legal')];
  const circles = [...document.querySelectorAll('.circle-target')];
  if (circles.length) { circles[0].click(); return 'circle'; }
  const targets = legal.filter((c) => c.classList.contains('target'));
  if (targets.length) { targets[0].click(); return 'target'; }
  const memory = window.__player || (window.__player = { calls: 0, turn: '' });
  const turn = document.querySelector('.turn') ? document.querySelector('.turn').textContent : '';
  if (memory.turn !== turn) { memory.turn = turn; memory.calls = 0; }
  if (decision === 'main') {
    const hand = legal.filter((c) => c.closest('.hand'));
    if (hand.length && memory.calls < 2) { memory.calls += 1; hand[0].click(); return 'call'; }
    if (byKind('end_main')) { byKind('end_main').click(); return 'end_main'; }
  }
  if (decision === 'guard' && byKind('end_guard')) {
    byKind('end_guard').click();
    return 'end_guard';
  }
  if (decision === 'attack' || decision === 'ride' || decision === 'boost') {
    const own = legal.filter((c) => !c.classList.contains('selected'));
    if (own.length) { own[0].click(); return decision; }
  }
  const primary = buttons.find((b) => b.classList.contains('primary'));
  if (primary) {
    primary.click();
    return 'button:' + (primary.dataset.kind || primary.textContent);
  }
  if (legal.length) {
    (legal.find((c) => !c.classList.contains('selected')) || legal[0]).click();
    return 'card';
  }
  if (buttons.length) { buttons[0].click(); return 'button'; }
  return 'stuck:' + decision;
}
"""


def play_step(page: Any) -> str:
    return str(page.evaluate(STEP_JS))


def play_until(page: Any, done: Any, timeout: float = 240.0) -> int:
    """Click legal choices until `done(page)` is true (or the game is over); returns clicks."""
    deadline = time.monotonic() + timeout
    clicks = 0
    while time.monotonic() < deadline:
        if done(page):
            return clicks
        outcome = play_step(page)
        if outcome == "over":
            return clicks
        if outcome.startswith("stuck"):
            raise AssertionError(f"nothing legal to click at {outcome!r}")
        if outcome != "wait":
            clicks += 1
        page.wait_for_timeout(25 if outcome == "wait" else 40)
    raise AssertionError(f"the game did not reach the expected point in {timeout} s")


def game_over(page: Any) -> bool:
    return page.query_selector(".result-overlay") is not None
