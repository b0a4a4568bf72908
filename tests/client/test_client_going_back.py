"""R16.3.8 in the browser: after "Yes" to Blaster Blade's "you may pay [Counter Blast 2]", the
choice of damage cards has a Back button, and Esc does the same once no card is picked; both
send `back`, and the engine asks the question again.

The match is the engine's own (a scenario at the moment of the question), fed to the page as
the server's `state` messages; the page's decisions are applied to that engine."""

from __future__ import annotations

import json
from typing import Any

from browser_kit import LAPTOP, PHONE, open_client, shot

from vanguard.engine import Action, Game
from vanguard.netclient.local_server import ServerProcess
from vanguard.testing import Scenario

MATCH = "BACKTEST2345"

SETUP_JS = """async (names) => {
  const { connection } = await import('/js/net.js');
  window.__sent = [];
  connection.send = (type, fields) => { window.__sent.push({ type, ...fields }); };
  connection.emit('match_started', { type: 'match_started', match_id: names.match, seat: 0,
                                     players: names.players });
}"""

STATE_JS = """async (state) => {
  const { connection } = await import('/js/net.js');
  connection.emit('state', state);
}"""

SENT_JS = """() => window.__sent.filter((m) => m.type === 'decide')"""


def _game() -> Game:
    s = Scenario()
    s.player(0).vanguard("King of Knights, Alfred").hand("Blaster Blade")
    s.player(0).damage("Little Sage, Marron", "Stardust Trumpeter", "Knight of Silence, Gallatin")
    s.player(1).vanguard("Dragon Knight, Nehalem").rear("RC_FL", "Dragon Knight, Nehalem")
    h = s.start(phase="main", turn=3)
    h.act("call", card="Blaster Blade", circle="RC_FL")
    assert h.decision == "use_ability"
    return h.game


def _state(game: Game) -> dict[str, Any]:
    deciding = game.current_player
    return {
        "type": "state",
        "match_id": MATCH,
        "version": game.version,
        "seat": 0,
        "view": game.view(0),
        "events": game.events_for(0),
        "legal": [a.to_dict() for a in game.legal_actions()] if deciding == 0 else [],
        "clocks": [600, 600],
        "deciding": deciding,
        "away": [],
    }


def _send(page: Any, game: Game) -> None:
    page.evaluate(STATE_JS, json.loads(json.dumps(_state(game))))
    page.wait_for_selector(f".prompt.my-decision[data-version='{game.version}']:not([data-sent])")


def _answer(page: Any, game: Game, count: int) -> Action:
    """The page's `count`-th decision, applied to the engine as the server would."""
    page.wait_for_function(
        "(n) => window.__sent.filter((m) => m.type === 'decide').length >= n", arg=count
    )
    sent = page.evaluate(SENT_JS)[count - 1]
    assert sent["version"] == game.version
    return game.apply(Action.from_dict(sent["action"]))


def _play(browser: Any, server: ServerProcess, viewport: dict[str, int], name: str) -> None:
    page = open_client(browser, server, viewport=viewport)
    page.evaluate(SETUP_JS, {"match": MATCH, "players": ["guest-test", "Computer"]})
    game = _game()
    _send(page, game)
    question = page.locator(".prompt.my-decision").inner_text()
    assert "Blaster Blade" in question and "Counter Blast 2" in question

    page.get_by_role("button", name="Yes").click()
    assert _answer(page, game, 1).kind == "yes"
    _send(page, game)
    prompt = page.locator(".prompt.my-decision")
    assert prompt.get_attribute("data-decision") == "counter_blast"
    back = prompt.locator("button.choice[data-kind='back']")
    assert back.inner_text() == "Back" and back.is_enabled()
    box = back.bounding_box()
    assert box is not None and box["height"] >= 44
    shot(page, f"cost-back-{name}")

    # The Back button: the same question again, nothing paid.
    back.click()
    assert _answer(page, game, 2).kind == "back"
    _send(page, game)
    assert prompt.get_attribute("data-decision") == "use_ability"
    assert [d for d in game.view(0)["players"][0]["damage"] if not d["face_up"]] == []

    # Esc: first it drops a picked damage card, then it goes back.
    page.get_by_role("button", name="Yes").click()
    assert _answer(page, game, 3).kind == "yes"
    _send(page, game)
    page.locator(".tray .card-slot.legal, .damage-chip.legal").first.click()
    assert page.locator(".prompt .selected-count").inner_text().endswith("1 selected")
    page.keyboard.press("Escape")
    assert page.locator(".card-slot.selected, .damage-chip.selected").count() == 0
    assert len(page.evaluate(SENT_JS)) == 3, "the first Esc only drops the pick"
    page.keyboard.press("Escape")
    assert _answer(page, game, 4).kind == "back"
    _send(page, game)
    assert prompt.get_attribute("data-decision") == "use_ability"

    # And the cost is paid as usual once confirmed.
    page.get_by_role("button", name="Yes").click()
    _answer(page, game, 5)
    _send(page, game)
    for chip in page.locator(".tray .card-slot.legal").all()[:2]:
        chip.click()
    page.locator(".prompt button.choice[data-kind='']").filter(has_text="Pay with these").click()
    assert _answer(page, game, 6).kind == "select"
    assert len([d for d in game.view(0)["players"][0]["damage"] if not d["face_up"]]) == 2
    assert page.page_errors == []  # type: ignore[attr-defined]
    page.context.close()


def test_r16_3_8_back_and_esc_return_from_the_cost_to_the_question(
    server: ServerProcess, browser: Any
) -> None:
    _play(browser, server, LAPTOP, "laptop")


def test_r16_3_8_going_back_on_a_phone(server: ServerProcess, browser: Any) -> None:
    _play(browser, server, PHONE, "phone")
