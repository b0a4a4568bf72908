"""The table's promises at each of the three sizes players use: a phone held upright
(390x844), a laptop (1440x900) and a full-HD monitor (1920x1080). At each size, on positions
of the engine fed to the page as the server's `state` messages:

- the whole field, the hand and the prompt are on the screen, with finger-sized buttons;
- a prompt about an ability quotes that ability, marks its card, and its buttons (Back
  included) are in view;
- an attack on the vanguard is one button; a card dragged onto its target is one gesture;
- the focus is on the decision after each update, and `?` shows the keys;
- the log is reachable by keyboard and can be enlarged; you are "You";
- the lobby offers the computer's strength and pace and lists live matches to watch; the deck
  builder shows the sorted pool, the deck and why Save waits; the replay of a finished match
  has its result banner, its timeline and arrow-key steps; none of them scrolls sideways.

Each step writes a screenshot, test-output/screenshots/sizes-<size>-<step>.png.
"""

from __future__ import annotations

from typing import Any

import pytest
from browser_kit import (
    FULL_HD,
    LAPTOP,
    PHONE,
    feed_answer,
    feed_start,
    feed_state,
    open_client,
    shot,
)
from scenes import (
    ALFRED,
    BLASTER_BLADE,
    GALLATIN,
    MARRON,
    NEHALEM,
    TRUMPETER,
    attacking,
    blaster_blade_asks,
    card_id,
)

from vanguard.engine import ActionKind, Game
from vanguard.netclient.local_server import ServerProcess
from vanguard.testing import Scenario

TAP = 44
SIZES = [("phone", PHONE), ("1440", LAPTOP), ("1920", FULL_HD)]


def _main_phase() -> Game:
    """A busy board: five units a side, three damage each, a hand of six."""
    s = Scenario()
    me = s.player(0).vanguard(ALFRED).rear("RC_FL", GALLATIN).rear("RC_BC", MARRON)
    me.rear("RC_BL", TRUMPETER).rear("RC_BR", TRUMPETER)
    me.hand(BLASTER_BLADE, GALLATIN, MARRON, TRUMPETER, TRUMPETER, GALLATIN)
    me.damage(MARRON, TRUMPETER, GALLATIN)
    them = s.player(1).vanguard(NEHALEM).rear("RC_FL", NEHALEM).rear("RC_FR", NEHALEM)
    them.damage(NEHALEM, NEHALEM, NEHALEM)
    h = s.start(phase="main", turn=5)
    assert h.decision == "main"
    return h.game


def _box(page: Any, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not shown"
    return dict(box)


def _in_view(page: Any, selector: str) -> None:
    box, size = _box(page, selector), page.viewport_size
    assert box["x"] >= -1 and box["y"] >= -1, (selector, box)
    assert box["x"] + box["width"] <= size["width"] + 1, (selector, box)
    assert box["y"] + box["height"] <= size["height"] + 1, (selector, box)


def _buttons_finger_sized(page: Any) -> None:
    for box in page.locator(".prompt button.choice").all():
        shape = box.bounding_box()
        assert shape is not None and shape["height"] >= TAP - 0.5, shape


def _focus_on_the_decision(page: Any) -> None:
    focused = page.evaluate(
        "() => Boolean(document.activeElement && document.activeElement.closest("
        "'.prompt, .card-slot.legal, .circle-target, .damage-chip.legal'))"
    )
    assert focused, "the focus is on the decision after the update"


@pytest.mark.parametrize(("name", "viewport"), SIZES, ids=[n for n, _ in SIZES])
def test_the_table_keeps_its_promises_at_every_size(
    server: ServerProcess, browser: Any, name: str, viewport: dict[str, int]
) -> None:
    page = open_client(browser, server, viewport=viewport)
    feed_start(page)

    # A board that fits: both fields, the hand and the prompt on one screen.
    game = _main_phase()
    feed_state(page, game)
    for part in (".field.theirs", ".field.mine", ".hand.mine", ".prompt.my-decision"):
        _in_view(page, part)
    # ... and the prompt, fixed at the bottom of a phone, covers none of the hand.
    assert not _overlap(_box(page, ".hand.mine"), _box(page, ".prompt.my-decision"))
    _buttons_finger_sized(page)
    _focus_on_the_decision(page)
    assert page.locator(".my-name").inner_text() == "You"
    assert page.locator(".field.mine .damage-chip .chip-name").count() == 3
    shot(page, f"sizes-{name}-board")

    # The keys: ? shows them, Esc closes.
    page.keyboard.press("?")
    page.wait_for_selector("#help[open]")
    shot(page, f"sizes-{name}-help")
    page.keyboard.press("Escape")
    page.wait_for_selector("#help[open]", state="detached")

    # The log: keyboard-reachable, and the side panel's whole height when enlarged.
    assert page.locator(".log-list").get_attribute("tabindex") == "0"
    page.click("#log-size")
    assert page.locator(".side.log-large").count() == 1
    page.locator(".log-list").scroll_into_view_if_needed()
    shot(page, f"sizes-{name}-log")
    page.click("#log-size")

    # A prompt that explains itself: the ability quoted, its card marked, Back in view.
    game = blaster_blade_asks()
    feed_start(page, match="FEEDSIZES234")
    feed_state(page, game, match="FEEDSIZES234")
    quoted = page.locator(".prompt-context .ability-text li").all_inner_texts()
    assert len(quoted) == 1 and "(RC)" in quoted[0], quoted
    assert page.locator(f".card-slot.source[data-card='{card_id(BLASTER_BLADE)}']").count() == 1
    page.get_by_role("button", name="Yes").click()
    assert feed_answer(page, game, 1).kind == "yes"
    feed_state(page, game, match="FEEDSIZES234")
    for button in ("[data-focus-key='btn-confirm']", "[data-kind='back']"):
        _in_view(page, f".prompt button.choice{button}")
    _buttons_finger_sized(page)
    shot(page, f"sizes-{name}-ability")

    # Fewer clicks: the attack on the vanguard is one button; another target, one drag.
    game = attacking()
    feed_start(page, match="FEEDSIZES567")
    feed_state(page, game, match="FEEDSIZES567")
    attack = ".prompt button.choice[data-kind='attack']"
    _in_view(page, attack)
    assert page.locator(attack).count() == 2
    _focus_on_the_decision(page)
    attacker = f".side-area.mine .circle.vc .card-slot.draggable[data-card='{card_id(GALLATIN)}']"
    target = ".side-area.theirs .circle[data-circle='RC_FR'] .card-slot"
    (sx, sy), (tx, ty) = _centre(page, attacker), _centre(page, target)
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(tx, ty, steps=8)
    shot(page, f"sizes-{name}-drag")
    page.mouse.up()
    sent = feed_answer(page, game, 2)
    assert sent.kind is ActionKind.ATTACK
    assert sent.target == game.view(0)["players"][1]["field"]["RC_FR"]["iid"]
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()


def _centre(page: Any, selector: str) -> tuple[float, float]:
    box = _box(page, selector)
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["x"] < b["x"] + b["width"] - 1
        and b["x"] < a["x"] + a["width"] - 1
        and a["y"] < b["y"] + b["height"] - 1
        and b["y"] < a["y"] + a["height"] - 1
    )


def _no_sideways_scroll(page: Any) -> None:
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"] + 1, f"the page is {width} px wide"


@pytest.mark.parametrize(("name", "viewport"), SIZES, ids=[n for n, _ in SIZES])
def test_the_lobby_deck_builder_and_replay_fit_every_size(
    server: ServerProcess, browser: Any, name: str, viewport: dict[str, int]
) -> None:
    page = open_client(browser, server, viewport=viewport)
    page.on("dialog", lambda dialog: dialog.accept())
    # A match to watch: another visitor's game against the computer.
    other = open_client(browser, server)
    other.click("#play-ai")
    other.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    watched = other.inner_text("#match-id")

    # The lobby: the computer's strength and pace, and the live match with its Watch button.
    for control in ("#ai-strength", "#ai-pace", "#play-ai"):
        page.locator(control).scroll_into_view_if_needed()
        shape = page.locator(control).bounding_box()
        assert shape is not None and shape["height"] >= TAP - 0.5, (control, shape)
    watch = page.locator(f"#live-matches .watch[data-match='{watched}']")
    watch.wait_for()
    watch.scroll_into_view_if_needed()
    box = watch.bounding_box()
    assert box is not None and box["height"] >= TAP - 0.5
    _no_sideways_scroll(page)
    shot(page, f"sizes-{name}-lobby")
    other.context.close()

    # The deck builder: the pool sorted by grade, the deck's count, Save explained.
    page.click("nav a[href='#deck']")
    page.wait_for_selector(".builder")
    page.click("[data-starter='td01']")
    page.wait_for_selector(".violations.ok")
    grades = [int(g) for g in page.locator(".pool-entry .grade").all_inner_texts()[:40]]
    assert grades == sorted(grades), "the pool is sorted by grade"
    _no_sideways_scroll(page)
    shot(page, f"sizes-{name}-deck-builder")

    # The replay of a finished match: a few decisions, then a concession.
    page.click("nav a[href='#play']")
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    mine = page.inner_text("#match-id")
    page.locator(".prompt.my-decision button.choice.primary").first.click()
    page.wait_for_selector(".prompt.my-decision:not([data-decision='mulligan'])")
    page.click(".concede")
    page.wait_for_selector(".result-overlay")
    page.goto(server.http_url(f"/#replay/{mine}"))
    page.wait_for_selector(".replay-controls")
    assert "conceded" in page.inner_text(".result-banner")
    position = page.locator(".replay-position")
    total = int(position.inner_text().rsplit(" ", 1)[1])
    page.locator("body").press("ArrowRight")
    assert position.inner_text() == f"Decision 1 of {total}"
    for part in (".replay-controls", "#replay-timeline", ".result-banner"):
        _in_view(page, part)
    _no_sideways_scroll(page)
    shot(page, f"sizes-{name}-replay")
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()
