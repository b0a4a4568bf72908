"""Playing a match the way players expect from other card-game clients: the keyboard alone
can play a turn, focus lands on the decision after every update, Esc drops a half-made
pick, a second click is never sent twice, decisions with nothing to choose are passed for
the player, the log keeps the whole match, and prompts quote the ability they are about."""

from __future__ import annotations

from typing import Any

from browser_kit import LAPTOP, open_client, play_step, shot

from vanguard.netclient.local_server import ServerProcess

ACTIVE_JS = """() => {
  const el = document.activeElement;
  const box = document.querySelector('.prompt.my-decision:not([data-sent])');
  return {
    tag: el ? el.tagName : null,
    legal: Boolean(el && el.matches('.card-slot.legal, .circle-target, .damage-chip.legal')),
    target: Boolean(el && el.matches('.card-slot.target')),
    hand: Boolean(el && el.closest('.hand.mine')),
    button: Boolean(el && el.matches('button.choice')),
    decision: box && !box.querySelector('.auto-pass') ? box.dataset.decision : null,
    version: box ? box.dataset.version : null,
    turn: document.querySelector('.turn') ? document.querySelector('.turn').textContent : '',
    whose: document.querySelector('.whose') ? document.querySelector('.whose').textContent : '',
  };
}"""


PASS_BUTTONS = ", ".join(
    f".prompt.my-decision button.choice[data-kind='{kind}']:not([disabled])"
    for kind in ("end_guard", "skip_boost", "skip_ride", "end_battle", "end_main", "no")
)


DIAG_JS = """() => ({
  circles: document.querySelectorAll('.circle-target').length,
  active: document.activeElement ? document.activeElement.outerHTML.slice(0, 160) : null,
  prompt: (document.querySelector('.prompt') || { outerHTML: '' }).outerHTML.slice(0, 600),
  log: Array.from(document.querySelectorAll('.log-list li')).slice(-8).map((li) => li.innerText),
  toasts: Array.from(document.querySelectorAll('.toast')).map((el) => el.innerText),
})"""


def _start(page: Any, pace: str = "instant") -> None:
    page.select_option("#ai-strength", "random")
    page.select_option("#ai-pace", pace)
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")


def _wait_for_my_decision(page: Any, after: str | None, trace: Any = ()) -> dict[str, Any]:
    try:
        page.wait_for_function(
            """(after) => {
              const box = document.querySelector('.prompt.my-decision:not([data-sent])');
              return box && !box.querySelector('.auto-pass') && box.dataset.version !== after;
            }""",
            arg=after,
            timeout=60_000,
        )
    except Exception as timeout:  # say where the match stood, not only that it timed out
        raise AssertionError((page.evaluate(DIAG_JS), list(trace))) from timeout
    page.wait_for_timeout(50)
    return dict(page.evaluate(ACTIVE_JS))


def _wait_for_focus(page: Any, selector: str, trace: Any) -> None:
    """Wait until the focused element matches `selector` (focus moves after a redraw)."""
    try:
        page.wait_for_function(
            "(selector) => Boolean(document.activeElement?.matches(selector))",
            arg=selector,
            timeout=30_000,
        )
    except Exception as timeout:
        raise AssertionError((selector, page.evaluate(DIAG_JS), list(trace))) from timeout


def test_a_whole_turn_is_played_with_the_keyboard_alone(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    _start(page)
    presses = 0

    def press(key: str) -> None:
        nonlocal presses
        presses += 1
        page.keyboard.press(key)

    # The mulligan: the focus is on "Keep my hand" already; Enter keeps it.
    state = _wait_for_my_decision(page, None)
    assert state["button"] and page.evaluate("document.activeElement.textContent").endswith(
        "Keep my hand"
    )
    press("Enter")
    first_turn_of_mine = None
    called = attacked = escaped = False
    turns_tried = 0
    trace: list[tuple[Any, ...]] = []
    version = state["version"]
    while True:
        state = _wait_for_my_decision(page, version, trace)
        version = state["version"]
        # After every update the focus is on something to decide with, never the body.
        assert state["tag"] == "BUTTON", state
        mine = state["whose"] == "Your turn"
        if first_turn_of_mine is not None and (state["turn"] != first_turn_of_mine or not mine):
            if called and attacked:
                break
            # A turn with nothing to call or nobody to attack: try the next one.
            first_turn_of_mine = None
            turns_tried += 1
            assert turns_tried < 4, trace
        # R12.2.3: the first player's first turn has no battle; play a turn with one.
        can_attack = state["turn"] != "Turn 1"
        if first_turn_of_mine is None and mine and can_attack and state["decision"] == "ride":
            first_turn_of_mine = state["turn"]
            presses = 0
            called = attacked = False
        decision = state["decision"] if first_turn_of_mine is not None else "pass"
        trace.append((decision, state["legal"], state["hand"], state["turn"]))
        if decision == "ride" and state["legal"]:
            press("Enter")
        elif decision == "main" and not called and state["legal"] and state["hand"]:
            press("Enter")  # pick the focused card of the hand: its circles light up
            page.wait_for_timeout(300)
            if not page.locator(".circle-target").count():
                press("Escape")  # it offered an ability, not a call: end the phase
                press("p")
                continue
            # The pick moved the focus to the first circle it can go to.
            _wait_for_focus(page, ".circle-target", trace)
            press("Escape")  # Esc drops the half-made pick; the focus goes back to the card
            page.wait_for_selector(".circle-target", state="detached")
            _wait_for_focus(page, ".hand.mine .card-slot.legal", trace)
            escaped = True
            press("Enter")
            _wait_for_focus(page, ".circle-target", trace)
            press("ArrowRight")  # arrows move among the lit circles only
            assert page.evaluate("document.activeElement.matches('.circle-target')"), (
                page.evaluate(DIAG_JS),
                trace,
            )
            press("Enter")
            called = True
        elif decision == "attack" and not attacked and state["legal"]:
            press("Enter")  # the attacker
            for _ in range(6):
                if page.evaluate("document.activeElement.matches('.card-slot.target')"):
                    break
                press("ArrowUp")
            assert page.evaluate("document.activeElement.matches('.card-slot.target')")
            press("Enter")
            attacked = True
        elif page.locator(PASS_BUTTONS).count():
            press("p")  # pass: end the phase, no boost, done guarding…
        else:
            press("Enter")  # the focused choice (a card to choose, the first button)
    assert called and attacked and escaped, trace
    assert presses <= 40, f"{presses} key presses for one turn"
    assert page.page_errors == []
    shot(page, "keyboard-turn")

    # ? shows the shortcuts.
    page.keyboard.press("?")
    page.wait_for_selector("#help[open]")
    assert "Esc" in page.inner_text("#help")
    shot(page, "help-overlay")
    page.keyboard.press("Escape")
    page.context.close()


def test_a_double_click_sends_one_decision_and_shows_no_error(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server)
    _start(page)
    page.dblclick(".prompt.my-decision button.choice.primary")
    page.wait_for_timeout(800)
    assert page.locator(".toast.show.error").count() == 0
    log = page.inner_text(".log-list")
    assert log.count("redraws no cards") == 1 or "redraws" in log
    page.context.close()


def test_the_log_keeps_the_whole_match_readable(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    _start(page)
    clicks = 0
    while clicks < 400:
        outcome = play_step(page)
        if outcome == "over":
            break
        clicks += outcome != "wait"
        turn = int("".join(c for c in page.inner_text(".turn") or "0" if c.isdigit()) or 0)
        if turn >= 6:
            break
        page.wait_for_timeout(40)
    # The whole match from its first line, without step markers or forced-choice prompts.
    log = page.locator(".log-list")
    assert log.get_attribute("tabindex") == "0"
    assert page.locator(".log-list li").first.inner_text() == "The game begins"
    assert page.locator(".log-list li[data-kind='step']").count() == 0
    assert "Only one choice was possible" not in log.inner_text()
    # Twice the old four lines at least beside the board, the whole side panel when enlarged.
    assert page.evaluate("document.querySelector('.log-list').clientHeight") >= 150
    page.check("#log-steps")
    page.wait_for_selector(".log-list li[data-kind='step']")
    page.uncheck("#log-steps")
    page.click("#log-size")
    assert page.locator(".side.log-large").count() == 1
    assert page.evaluate("document.querySelector('.log-list').clientHeight") >= 400
    shot(page, "log-large")
    page.click("#log-size")
    assert page.page_errors == []
    page.context.close()


CONTEXT_JS = """async () => {
  const { GameScreen } = await import('/js/game.js');
  const source = { card: 'blaster-blade', iid: 7, kind: 'auto' };
  const match = { feed: { context: { abilitySource: source } } };
  const plan = { source: null };
  const context = GameScreen.prototype.promptContext;
  const asked = context.call(null, match, { decision: 'use_ability' }, plan);
  const main = context.call(null, match, { decision: 'main' }, {});
  return { text: asked.innerText, lines: asked.querySelectorAll('li').length, source: plan.source,
           main: main === null };
}"""


def test_a_prompt_about_an_ability_quotes_its_text_and_cost_and_marks_its_card(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server)
    shown = page.evaluate(CONTEXT_JS)
    # Blaster Blade's two AUTO abilities, each with its Counter Blast cost, as rendered text.
    assert shown["text"].startswith("Blaster Blade")
    assert shown["lines"] == 2 and shown["text"].count("[Counter Blast 2]") == 2
    assert shown["source"] == 7, "the source card is highlighted on the board"
    assert shown["main"], "a main-phase prompt is about no ability"
    page.context.close()


STOPS_JS = """async (skipRearGuards) => {
  const { GameScreen } = await import('/js/game.js');
  const { setPref } = await import('/js/prefs.js');
  setPref('autoPassOnly', true);
  setPref('skipRearGuardGuard', skipRearGuards);
  const passed = [];
  const match = { state: { version: 3 } };
  const screen = { current: match, autoTimer: 0, decide: (action) => passed.push(action.kind) };
  const autoPass = GameScreen.prototype.autoPass;
  const guard = (circle) => ({ decision: 'guard', battle: { target: { circle } } });
  const only = Boolean(autoPass.call(screen, match, guard('VC'), [{ kind: 'end_guard' }]));
  await new Promise((done) => setTimeout(done, 400));
  const onVanguard = Boolean(autoPass.call(screen, match, guard('VC'),
    [{ kind: 'guard', card: 4 }, { kind: 'end_guard' }]));
  const onRearGuard = Boolean(autoPass.call(screen, match, guard('RC_FL'),
    [{ kind: 'guard', card: 4 }, { kind: 'end_guard' }]));
  const mainPhase = Boolean(autoPass.call(screen, match, { decision: 'main' },
    [{ kind: 'end_main' }]));
  await new Promise((done) => setTimeout(done, 400));
  return { only, onVanguard, onRearGuard, mainPhase, passed };
}"""


def test_stops_pass_only_what_the_player_chose_to_skip(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server)
    # Settings → Stops: passing when it is all one can do is on by default.
    page.click("nav a[href='#settings']")
    assert page.is_checked("#pref-autoPassOnly")
    assert not page.is_checked("#pref-skipRearGuardGuard")
    by_default = page.evaluate(STOPS_JS, False)
    # "Done guarding" as the only choice is passed; a guard with cards to guard with is not;
    # the end of the main phase is never passed for the player.
    assert by_default == {
        "only": True,
        "onVanguard": False,
        "onRearGuard": False,
        "mainPhase": False,
        "passed": ["end_guard"],
    }
    # With the stop for attacks on rear-guards off, those guards are passed too.
    skipping = page.evaluate(STOPS_JS, True)
    assert skipping["onRearGuard"] and not skipping["onVanguard"]
    assert skipping["passed"] == ["end_guard", "end_guard"]
    page.context.close()
