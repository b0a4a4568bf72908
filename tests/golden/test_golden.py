"""Golden playthroughs: whole recorded games must replay identically (R2.7) and never show a
player the opponent's hidden cards (R22).

Any change to what the engine offers, shows or logs changes these files. If the change is
intended, regenerate them with `VANGUARD_UPDATE_GOLDEN=1 pytest tests/golden` and review the
diff like code.
"""

from __future__ import annotations

import json
import os

import pytest
from playthrough import GOLDEN, VIEWERS, Playthrough, full_views, render, write

from vanguard.engine import Action
from vanguard.testing.leaks import iids_in

UPDATE = os.environ.get("VANGUARD_UPDATE_GOLDEN") == "1"
#: Public events that show a card to both players (R22.1): checks (R14.1), reveals by effects,
#: and the announcement of an ability played from a hidden zone (R16.2.2).
REVEALING_EVENTS = frozenset({"check_revealed", "revealed", "ability_played"})
HINT = "if the change is intended, regenerate with VANGUARD_UPDATE_GOLDEN=1 pytest tests/golden"


def stored_lines(game: Playthrough) -> list[str]:
    if not game.path.exists():
        pytest.fail(f"{game.path} is missing; {HINT}")
    return game.path.read_text(encoding="utf-8").splitlines()


def first_difference(expected: str, actual: str) -> str:
    """Where two JSON lines part, as a short excerpt around the first differing character."""
    index = next(
        (i for i, (a, b) in enumerate(zip(expected, actual, strict=False)) if a != b),
        min(len(expected), len(actual)),
    )
    start = max(0, index - 80)
    return (
        f"  stored:      ...{expected[start : index + 80]}...\n"
        f"  regenerated: ...{actual[start : index + 80]}..."
    )


@pytest.mark.parametrize("game", GOLDEN, ids=lambda game: game.name)
def test_r2_7_playthrough_matches_its_golden_file(game: Playthrough) -> None:
    """R2.7: the same seed and decisions give, step by step, the same prompts, legal
    actions, views and events as the stored playthrough."""
    if UPDATE:
        write(game)
    lines = render(game)
    stored = stored_lines(game)
    for number, (expected, actual) in enumerate(zip(stored, lines, strict=False)):
        if expected != actual:
            pytest.fail(
                f"{game.path.name}: step {number} (line {number + 1}) differs\n"
                f"{first_difference(expected, actual)}\n{HINT}",
                pytrace=False,
            )
    if len(stored) != len(lines):
        pytest.fail(
            f"{game.path.name}: {len(stored)} stored steps, {len(lines)} regenerated\n{HINT}",
            pytrace=False,
        )


@pytest.mark.parametrize("game", GOLDEN, ids=lambda game: game.name)
def test_r22_golden_views_and_events_never_show_the_opponents_hidden_cards(
    game: Playthrough,
) -> None:
    """R22.1-R22.4, scanned over the stored file: at every step, player p's view names no
    card then in the opponent's hand or in either deck; p's events name none of the
    opponent's hand or deck cards unless the card was revealed to both players (R22.1) or
    seen in a public zone before; the spectator sees no hand or deck card."""
    public: set[int] = set()
    records = (json.loads(line) for line in stored_lines(game))
    for number, step in enumerate(full_views(records)):
        where = f"{game.path.name} step {number}"
        hands = {p: set(step["hidden"][str(p)]["hand"]) for p in (0, 1)}
        decks = {p: set(step["hidden"][str(p)]["deck"]) for p in (0, 1)}
        all_hidden = hands[0] | hands[1] | decks[0] | decks[1]
        for event in step["events"]["spectator"]:
            if event["kind"] in REVEALING_EVENTS:
                public |= iids_in(event)
        spectator_view = iids_in(step["views"]["spectator"])
        assert not spectator_view & all_hidden, f"{where}: spectator view shows hidden cards"
        leaked = (iids_in(step["events"]["spectator"]) & all_hidden) - public
        assert not leaked, f"{where}: public events name hidden cards {sorted(leaked)}"
        for p in (0, 1):
            opponent = 1 - p
            view = iids_in(step["views"][str(p)])
            leaked = view & (hands[opponent] | decks[0] | decks[1])
            assert not leaked, f"{where}: view({p}) shows hidden cards {sorted(leaked)}"
            leaked = (iids_in(step["events"][str(p)]) & (hands[opponent] | decks[opponent])) - (
                public
            )
            assert not leaked, f"{where}: events for {p} name hidden cards {sorted(leaked)}"
        public |= spectator_view


def test_golden_playthroughs_cover_every_classic_decision() -> None:
    """The stored games together pass through every kind of decision the engine asks."""
    prompts: set[str] = set()
    for game in GOLDEN:
        for line in stored_lines(game):
            prompt = json.loads(line)["prompt"]
            if prompt is not None:
                prompts.add(prompt)
    assert prompts >= {
        "choose_vanguard",
        "mulligan",
        "ride",
        "main",
        "attack",
        "boost",
        "guard",
        "trigger_power",
        "trigger_critical",
        "trigger_stand",
        "heal",
    }


@pytest.mark.parametrize("game", GOLDEN, ids=lambda game: game.name)
def test_stored_views_rebuild_exactly_the_engines_views(game: Playthrough) -> None:
    """The view deltas of a stored file rebuild, step by step, exactly what `view()` shows
    when the recorded actions are replayed (so the scan above reads the real views)."""
    replay = game.start()
    records = (json.loads(line) for line in stored_lines(game))
    for step in full_views(records):
        for name, viewer in VIEWERS:
            assert step["views"][name] == json.loads(json.dumps(replay.view(viewer)))
        if step["action"] is None:
            break
        replay.apply(Action.from_dict(step["action"]))
    assert replay.is_over
