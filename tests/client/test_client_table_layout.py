"""The table at the sizes players use: a phone held upright (390x844), a laptop (1440x900) and
a full-HD monitor (1920x1080). Everything a decision needs is on one screen: the whole field,
the hand and the prompt; cards grow with the screen; names, labels and the damage zone stay
readable; touch targets are finger-sized (44 px, WCAG 2.5.5)."""

from __future__ import annotations

import itertools
from typing import Any

from browser_kit import FULL_HD, LAPTOP, PHONE, game_over, open_client, play_until, shot

from vanguard.netclient.local_server import ServerProcess

TAP = 44

RECT_JS = """(selector) => [...document.querySelectorAll(selector)].map((el) => {
  const r = el.getBoundingClientRect();
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,
          width: r.width, height: r.height,
          clippedX: el.scrollWidth > el.clientWidth + 1,
          clippedY: el.scrollHeight > el.clientHeight + 1,
          text: (el.innerText || '').trim()};
})"""


def rects(page: Any, selector: str) -> list[dict[str, Any]]:
    return list(page.evaluate(RECT_JS, selector))


def rect(page: Any, selector: str) -> dict[str, Any]:
    found = rects(page, selector)
    assert found, f"nothing matches {selector!r}"
    return found[0]


def _start(page: Any) -> None:
    page.select_option("#ai-strength", "random")
    page.click("#play-ai")
    page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    page.wait_for_timeout(300)


def _deciding(kind: str) -> Any:
    selector = f".prompt.my-decision[data-decision='{kind}']:not([data-sent])"
    return lambda p: p.query_selector(selector) is not None


def _inside_viewport(page: Any, box: dict[str, Any]) -> bool:
    size = page.viewport_size
    return (
        box["top"] >= -1
        and box["left"] >= -1
        and box["bottom"] <= size["height"] + 1
        and box["right"] <= size["width"] + 1
    )


def _assert_touch_targets(page: Any) -> None:
    for selector in (".prompt button.choice", "nav a", ".player-strip button.pile:not(:disabled)"):
        for box in rects(page, selector):
            assert box["height"] >= TAP - 0.5, f"{selector} {box['text']!r}: {box['height']} px"
    # Overlapping hand cards still leave a finger-wide strip of each card to tap.
    slots = rects(page, ".hand.mine > .card-slot, .hand.mine > .slot-wrap")
    for left, right in itertools.pairwise(slots):
        assert right["left"] - left["left"] >= TAP - 0.5


def test_a_phone_shows_field_hand_and_prompt_on_one_screen(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=PHONE)
    # Every decision stays on screen until the test answers it: no stop passes for it.
    page.evaluate("localStorage.setItem('vanguard.prefs', JSON.stringify({autoPassOnly: false}))")
    page.reload()
    page.wait_for_selector("#play-ai")
    _start(page)
    shot(page, "layout-phone-mulligan")
    prompt = rect(page, ".prompt.my-decision")
    hand = rect(page, ".hand.mine")
    # At the mulligan the hand is what is decided about: above the prompt, not under it.
    assert hand["bottom"] <= prompt["top"] + 1, (hand, prompt)
    assert _inside_viewport(page, prompt)
    assert _inside_viewport(page, rect(page, ".field.theirs"))
    # The opponent's five cards are all on screen, none cut at either edge.
    backs = rects(page, ".hand.theirs .backs .card")
    assert len(backs) == 5 and all(_inside_viewport(page, b) for b in backs)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    _assert_touch_targets(page)

    play_until(page, _deciding("ride"))
    shot(page, "layout-phone-ride")
    assert rect(page, ".hand.mine")["bottom"] <= rect(page, ".prompt.my-decision")["top"] + 1

    # Deciding whether to guard: the attacker on the opponent's field is in view. A game
    # against the random computer can end before it attacks someone holding a guard: then
    # the next game is played.
    for _ in range(4):
        play_until(page, lambda p: _deciding("guard")(p) or game_over(p))
        if not game_over(page):
            break
        page.click("#rematch")
        page.wait_for_selector(".prompt.my-decision[data-decision='mulligan']")
    page.wait_for_timeout(300)
    shot(page, "layout-phone-guard")
    assert _inside_viewport(page, rect(page, ".field.theirs"))
    assert _inside_viewport(page, rect(page, ".field.mine"))
    assert _inside_viewport(page, rect(page, ".prompt.my-decision"))
    assert page.locator(".card-slot.attacking").count() == 1
    _assert_touch_targets(page)
    assert page.page_errors == []
    page.context.close()


def _desktop_checks(page: Any, name: str, min_card: float) -> None:
    _start(page)
    # Cards grow with the screen (they were capped at 84 px wide).
    card = rect(page, ".hand.mine .card")
    assert card["width"] >= min_card, card
    assert abs(card["height"] / card["width"] - 1.4) < 0.02
    playable = ".hand.mine .card-slot.legal"
    # A legal hand card may offer an ability rather than a call: try them in turn, and the
    # next main phase if none of them can be called now.
    for _ in range(4):
        play_until(page, lambda p: _deciding("main")(p) and p.query_selector(playable))
        for slot in page.locator(playable).all():
            slot.click()
            if page.locator(".circle-target").count():
                break
            page.keyboard.press("Escape")
        if page.locator(".circle-target").count():
            break
        page.click(".prompt button.choice[data-kind='end_main']")
    page.wait_for_selector(".circle-target")
    shot(page, f"layout-{name}-call")
    # Whole board, hand and prompt on the screen, nothing to scroll.
    for selector in (".field.theirs", ".field.mine", ".hand.mine", ".prompt.my-decision", ".log"):
        assert _inside_viewport(page, rect(page, selector)), selector
    # Names are whole on every card of the field and hand; circle labels are not cut.
    for box in rects(page, ".circles .card-name, .hand.mine .card-name"):
        assert not box["clippedY"], f"name cut: {box['text']!r}"
    for box in rects(page, ".circle-target span"):
        assert not box["clippedX"] and box["text"].endswith("circle"), box
    me = rect(page, ".my-name")
    assert me["text"] == "You" and not me["clippedX"]
    page.keyboard.press("Escape")
    page.wait_for_selector(".circle-target", state="detached")

    # The large card view shows the whole card at the dialog's size, name unclipped.
    page.locator(".hand.mine .card-slot").first.click(button="right")
    page.wait_for_selector("#zoom[open] .zoom-face .card")
    big = rect(page, "#zoom .zoom-face .card")
    assert big["width"] >= 180 and abs(big["height"] / big["width"] - 1.4) < 0.02, big
    assert not rect(page, "#zoom .zoom-face .card-name")["clippedY"]
    shot(page, f"layout-{name}-zoom")
    page.keyboard.press("Escape")

    # The damage zone: every damaged card named, the counter above the stack, not under it.
    play_until(page, lambda p: p.query_selector(".damage-chip") is not None)
    side = "mine" if page.query_selector(".field.mine .damage-chip") else "theirs"
    title = rect(page, f".field.{side} .damage-title")
    chip = rect(page, f".field.{side} .damage-chip")
    assert title["bottom"] <= chip["top"] + 0.5
    assert chip["height"] >= 20 and chip["text"], chip
    shot(page, f"layout-{name}-damage")
    assert page.page_errors == []


def test_a_laptop_screen_gets_readable_cards(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server, viewport=LAPTOP)
    _desktop_checks(page, "1440", min_card=88)
    page.context.close()


def test_a_full_hd_screen_gets_large_cards(server: ServerProcess, browser: Any) -> None:
    page = open_client(browser, server, viewport=FULL_HD)
    _desktop_checks(page, "1920", min_card=112)
    page.context.close()


COUNTER_BLAST_JS = """async () => {
  const { DecisionController, indexCards } = await import('/js/decisions.js');
  const { renderTable } = await import('/js/board.js');
  const player = (seat, damage) => ({
    player: seat, field: {}, hand: [], hand_count: 0, soul: [], drop: [], guardians: [],
    trigger_zone: null, deck_count: 30, damage,
  });
  const damage = [
    { iid: 11, card: 'blaster-blade', face_up: true },
    { iid: 12, card: 'wingal', face_up: true },
    { iid: 13, card: 'flogal', face_up: false },
  ];
  const view = { viewer: 0, battle: null, players: [player(0, damage), player(1, [])] };
  const legal = [11, 12, 13].map((iid) => ({ kind: 'select', player: 0, cards: [iid] }));
  const sent = [];
  const controller = new DecisionController((action) => sent.push(action));
  const plan = controller.plan('counter_blast', legal, indexCards(view), {}, () => {});
  const table = renderTable({ view, bottom: 0, names: ['A', 'B'], plan, checks: [],
                              onHover: () => {} });
  document.getElementById('main').replaceChildren(table);
  const tray = [...table.querySelectorAll('.tray .card-slot')].map((el) => {
    const r = el.getBoundingClientRect();
    return { iid: Number(el.dataset.iid), width: r.width, height: r.height };
  });
  const chips = table.querySelectorAll('.damage-chip.legal').length;
  table.querySelector('.tray .card-slot').click();
  const title = table.querySelector('.field.mine .damage-title').innerText;
  return { prompt: plan.prompt, tray, chips, title };
}"""


def test_counter_blast_offers_damage_cards_as_finger_sized_cards(
    server: ServerProcess, browser: Any
) -> None:
    page = open_client(browser, server, viewport=PHONE)
    shown = page.evaluate(COUNTER_BLAST_JS)
    assert shown["prompt"] == "Choose 1 damage card to turn face down (Counter Blast)"
    assert [entry["iid"] for entry in shown["tray"]] == [11, 12, 13]
    assert all(e["width"] >= TAP and e["height"] >= TAP for e in shown["tray"]), shown["tray"]
    assert shown["chips"] == 3 and shown["title"] == "Damage 3/6"
    shot(page, "layout-phone-counter-blast")
    page.context.close()
