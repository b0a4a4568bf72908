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


def open_client(
    browser: Any, server: ServerProcess, viewport: dict[str, int] = DESKTOP, **options: Any
) -> Any:
    """A fresh browser profile (its own guest) on the lobby, once its connection is welcomed;
    page errors fail the test. `options`: more options of the browser context (a phone's
    touchscreen: `has_touch=True, is_mobile=True`)."""
    context = browser.new_context(viewport=viewport, locale="en-US", **options)
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


def register(page: Any, name: str) -> None:
    """Create the account `name` from the lobby's form and wait until the page is logged in."""
    page.fill("#account-name", name)
    page.fill("#account-password", "correct horse battery")
    page.click("#register")
    wait_for(page, "#who", text=name)


class HeldAnswers:
    """Holds the server's answers to the requests matching `pattern` until `release()`: the
    page waits as it would on a slow server, while the test acts in the meantime."""

    def __init__(self, page: Any, pattern: str) -> None:
        self.page = page
        self.pattern = pattern
        self.routes: list[Any] = []
        page.route(pattern, self._hold)

    def _hold(self, route: Any) -> None:
        self.routes.append(route)

    def wait(self, what: str) -> None:
        """Wait until the page has asked (`what` says for what, in the failure)."""
        for _ in range(500):
            if self.routes:
                return
            self.page.wait_for_timeout(10)  # the route handler runs while Playwright waits
        raise AssertionError(f"the page did not ask for {what}")

    def release(self) -> None:
        """Let the held answers through, and every later one."""
        for route in self.routes:
            route.continue_()
        self.page.unroute(self.pattern)


def wait_until_replaced(page: Any, element: Any, what: str) -> None:
    """Wait until `element` has left the page: the screen holding it rendered again."""
    for _ in range(500):
        if not element.evaluate("node => node.isConnected"):
            return
        page.wait_for_timeout(10)
    raise AssertionError(f"{what} did not render again")


def shot(page: Any, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


# One step of a player who only clicks what the page offers: highlighted cards (`.legal`),
# highlighted circles (`.circle-target`) and the prompt's enabled buttons. It rides its
# highest grade, calls up to two units a turn, attacks with everything (the vanguard on the
# prompt's one-click buttons), never guards, and takes the first offer of anything else, so
# a game ends in a few minutes of play at most.
STEP_JS = """
(options) => {
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
    if (hand.length && memory.calls < 2) {
      memory.calls += 1;
      const card = hand[0];
      const drops = (card.dataset.drops || '').split(' ');
      const key = options.drag && drops.find((k) => k.startsWith('circle:'));
      const mine = '.side-area.mine .circle';
      const circle = key && document.querySelector(`${mine}[data-circle="${key.slice(7)}"]`);
      if (circle) {
        // Cards of a hand overlap to the right: the left edge is the part always in view.
        const from = card.getBoundingClientRect(), to = circle.getBoundingClientRect();
        const x = from.left + Math.min(12, from.width / 4), y = from.top + from.height / 2;
        return `drag:${x},${y},${to.left + to.width / 2},${to.top + to.height / 2}`;
      }
      card.click();
      return 'call';
    }
    // The first attack is chosen with the end of the main phase (one click for both).
    if (byKind('battle_attack')) { byKind('battle_attack').click(); return 'battle_attack'; }
    if (byKind('end_main')) { byKind('end_main').click(); return 'end_main'; }
  }
  if (decision === 'guard' && options.guardAt !== null) {
    // A careful player guards an attack on the vanguard once it has guardAt damage or more:
    // one card from the hand per attack, then done.
    const damage = document.querySelectorAll('.side-area.mine .damage-chip').length;
    const attack = String(document.querySelectorAll(".log-list li[data-kind='attacked']").length);
    const onVanguard = document.querySelector('.side-area.mine .circle.vc .card-slot.attacked');
    const hand = legal.filter((c) => c.closest('.hand.mine'));
    if (damage >= options.guardAt && onVanguard && hand.length && memory.guarded !== attack) {
      memory.guarded = attack;
      hand[0].click();
      return 'guard';
    }
  }
  if (decision === 'guard' && byKind('end_guard')) {
    byKind('end_guard').click();
    return 'end_guard';
  }
  if (decision === 'attack' && byKind('attack')) { byKind('attack').click(); return 'attack'; }
  if (decision === 'ride') {
    const grade = (c) => Number((c.querySelector('.grade') || {}).textContent || 0);
    const best = legal.filter((c) => c.closest('.hand')).sort((a, b) => grade(b) - grade(a))[0];
    if (best) { best.click(); return 'ride'; }
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
    return 'card:' + decision;
  }
  if (buttons.length) { buttons[0].click(); return 'button'; }
  return 'stuck:' + decision;
}
"""


def play_step(page: Any, guard_at: int | None = None, drag: bool = False) -> str:
    """One click of the scripted player; with `guard_at`, it guards an attack on its
    vanguard with one hand card once it has that much damage. With `drag`, a call is one
    drag of the hand card onto the circle (with the mouse), and the step says `drag`."""
    outcome = str(page.evaluate(STEP_JS, {"guardAt": guard_at, "drag": drag}))
    if outcome.startswith("drag:"):
        sx, sy, tx, ty = (float(n) for n in outcome[5:].split(","))
        page.mouse.move(sx, sy)
        page.mouse.down()
        page.mouse.move(tx, ty, steps=6)
        page.mouse.up()
        return "drag"
    return outcome


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


# A match of the engine's own fed to the page as the server's messages: the page is the client
# of a scenario (`vanguard.testing.Scenario`) at a chosen moment; its decisions, captured from
# the page's connection, are applied to that engine by the test.
FEED_SETUP_JS = """async (names) => {
  const { connection } = await import('/js/net.js');
  await (await import('/js/cards.js')).loadCards();  // the card pool, as the lobby has it
  window.__sent = window.__sent || [];
  connection.send = (type, fields) => { window.__sent.push({ type, ...fields }); };
  connection.emit('match_started', { type: 'match_started', match_id: names.match, seat: 0,
                                     players: names.players });
}"""
FEED_STATE_JS = """async (state) => {
  const { connection } = await import('/js/net.js');
  connection.emit('state', state);
}"""
FEED_SENT_JS = """() => window.__sent.filter((m) => m.type === 'decide')"""
FEED_MATCH = "FEEDMATCH234"


def feed_start(
    page: Any, players: tuple[str, str] = ("guest-test", "Computer"), match: str = FEED_MATCH
) -> None:
    """Take over the page's connection (decisions are kept in the page, not sent) and open
    `match` on the page as seat 0's."""
    page.evaluate(FEED_SETUP_JS, {"match": match, "players": list(players)})


def feed_state(page: Any, game: Any, match: str = FEED_MATCH) -> None:
    """Show `game` to the page as seat 0's `state` and wait until it is drawn."""
    import json

    deciding = game.current_player
    state = {
        "type": "state",
        "match_id": match,
        "version": game.version,
        "seat": 0,
        "view": game.view(0),
        "events": game.events_for(0),
        "legal": [a.to_dict() for a in game.legal_actions()] if deciding == 0 else [],
        "clocks": [600, 600],
        "deciding": deciding,
        "away": [],
    }
    page.evaluate(FEED_STATE_JS, json.loads(json.dumps(state)))
    page.wait_for_selector(f".prompt[data-version='{game.version}']", state="attached")


def feed_decisions(page: Any) -> list[dict[str, Any]]:
    return list(page.evaluate(FEED_SENT_JS))


def feed_answer(page: Any, game: Any, count: int) -> Any:
    """Wait for the page's `count`-th decision and apply it to `game` as the server would."""
    from vanguard.engine import Action

    page.wait_for_function(
        "(n) => window.__sent.filter((m) => m.type === 'decide').length >= n", arg=count
    )
    sent = feed_decisions(page)[count - 1]
    assert sent["version"] == game.version, sent
    return game.apply(Action.from_dict(sent["action"]))
