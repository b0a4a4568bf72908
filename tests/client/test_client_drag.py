"""A card dragged onto where it goes is the two clicks of a two-step decision in one gesture:
a hand card dropped on one of your circles is called there (R10.1), an attacker dropped on an
opponent's unit attacks it with the boost chosen on the prompt (R12.3), with a mouse or a
finger. A drop anywhere else sends nothing, and a press that does not move is still a click.

The matches are engine scenarios fed to the page as the server's `state` messages."""

from __future__ import annotations

from typing import Any

from browser_kit import (
    LAPTOP,
    PHONE,
    feed_answer,
    feed_decisions,
    feed_start,
    feed_state,
    open_client,
    shot,
)
from scenes import ALFRED, GALLATIN, NEHALEM, TRUMPETER, attacking, card_id

from vanguard.engine import ActionKind, Circle, Game
from vanguard.netclient.local_server import ServerProcess
from vanguard.testing import Scenario


def _main() -> Game:
    s = Scenario()
    s.player(0).vanguard(ALFRED).hand(TRUMPETER, GALLATIN)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="main", turn=3)
    assert h.decision == "main"
    return h.game


def _centre(page: Any, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _mouse_drag(page: Any, source: str, target: str, *, steps: int = 8) -> None:
    (sx, sy), (tx, ty) = _centre(page, source), _centre(page, target)
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(tx, ty, steps=steps)
    page.mouse.up()


def _finger_drag(page: Any, source: str, target: str) -> None:
    """A touch drag, as a phone's touchscreen sends it (Chromium's input domain)."""
    (sx, sy), (tx, ty) = _centre(page, source), _centre(page, target)
    cdp = page.context.new_cdp_session(page)

    def touch(kind: str, points: list[dict[str, float]]) -> None:
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", [{"x": sx, "y": sy}])
    for i in range(1, 9):
        touch("touchMove", [{"x": sx + (tx - sx) * i / 8, "y": sy + (ty - sy) * i / 8}])
    touch("touchEnd", [])


HAND_CARD = ".hand.mine .card-slot.draggable[data-card='{}']"
MY_CIRCLE = ".side-area.mine .circle[data-circle='{}']"


def test_r10_1_a_hand_card_dragged_onto_a_circle_is_called_there(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    feed_start(page)
    game = _main()
    feed_state(page, game)
    trumpeter = HAND_CARD.format(card_id(TRUMPETER))
    assert "circle:RC_BL" in (page.locator(trumpeter).get_attribute("data-drops") or "")

    # Dropped on the opponent's circle: nothing is sent, and the card is still in the hand to play.
    _mouse_drag(page, trumpeter, ".side-area.theirs .circle[data-circle='RC_FL']")
    page.wait_for_timeout(200)
    assert feed_decisions(page) == []
    assert page.locator(".drag-ghost").count() == 0

    # While dragging, the circles it may go to are marked; dropped on one, it is called.
    (sx, sy), (tx, ty) = _centre(page, trumpeter), _centre(page, MY_CIRCLE.format("RC_BL"))
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move(tx, ty, steps=8)
    assert page.locator(".side-area.mine .circle.drop-target").count() == 5
    assert page.locator(f"{MY_CIRCLE.format('RC_BL')}.drop-hover").count() == 1
    shot(page, "drag-call-laptop")
    page.mouse.up()
    called = feed_answer(page, game, 1)
    assert (called.kind, called.circle) == (ActionKind.CALL, Circle.RC_BL)
    assert game.view(0)["players"][0]["field"]["RC_BL"]["card"] == card_id(TRUMPETER)
    assert len(feed_decisions(page)) == 1  # the release's click did nothing more

    # A press that does not move is the first of the two clicks, as before.
    feed_state(page, game)
    gallatin = HAND_CARD.format(card_id(GALLATIN))
    page.locator(gallatin).click()
    page.locator(".circle-target[data-circle='RC_FR']").click()
    assert feed_answer(page, game, 2).circle is Circle.RC_FR
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()


def test_r12_3_an_attacker_dragged_onto_a_rear_guard_attacks_it_boosted(
    server: ServerProcess, browser: Any
) -> None:
    # A phone: a touchscreen (the page is fed once its own connection was welcomed).
    page = open_client(browser, server, viewport=PHONE, has_touch=True, is_mobile=True)
    feed_start(page)
    game = attacking()
    feed_state(page, game)
    attacker = f".side-area.mine .circle.vc .card-slot.draggable[data-card='{card_id(GALLATIN)}']"
    target = ".side-area.theirs .circle[data-circle='RC_FR'] .card-slot"
    scrolled = page.evaluate("() => window.scrollY")
    _finger_drag(page, attacker, target)
    attack = feed_answer(page, game, 1)
    assert attack.kind is ActionKind.ATTACK
    assert attack.target == game.view(0)["players"][1]["field"]["RC_FR"]["iid"]
    assert page.evaluate("() => window.scrollY") == scrolled  # the finger did not pan the page
    feed_state(page, game)
    # The boost switch was on (the default): the boost question is answered so.
    assert feed_answer(page, game, 2).kind is ActionKind.BOOST
    shot(page, "drag-attack-phone")
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()
