"""Golden playthroughs: scripted random games recorded decision by decision.

A playthrough is fixed by (deck A, deck B, match seed, first player, agent seed): a uniform
random agent (Python's `random.Random(agent_seed)`, stable across Python versions for integer
seeds) picks each decision among `forward(legal_actions())`. Every step is one JSON object
(keys sorted, one per line) holding what the engine showed at that decision point:

- `step`: 0, 1, 2, ...; `deciding`: the player who decides (None once the game is over);
  `prompt`: what is asked (`Game.prompt.kind`);
- `legal`: the offered actions as dicts, in the engine's order; `action`: the one taken;
- `views`: `view(0)`, `view(1)` and the spectator view (`"spectator"`). To keep the files
  small, step 0 holds the full views and every later step only what changed since the previous
  step (`delta`; `apply_delta` rebuilds the full view, `full_views` does it for a whole file);
- `events`: for each viewer, the events logged since the previous step;
- `hidden`: for each player, the cards then in hand and in the deck (top first), i.e. what the
  opponent must not be able to identify (used by the visibility scan of the golden files);
- the last line (game over) has `deciding`/`prompt`/`action` None and the `result`.

Regenerate the stored files with `VANGUARD_UPDATE_GOLDEN=1 pytest tests/golden`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from vanguard.decks import load_deck
from vanguard.engine import Game, forward, new_game

DATA_DIR = Path(__file__).parent / "data"
VIEWERS: tuple[tuple[str, int | None], ...] = (("0", 0), ("1", 1), ("spectator", None))
#: A playthrough longer than this is a loop, not a game.
MAX_STEPS = 5_000


@dataclass(frozen=True)
class Playthrough:
    """One recorded game. `preferred_vanguards=False` makes both players choose their first
    vanguard (R6.2) instead of using the deck list's preferred one (R5.7)."""

    name: str
    deck_a: str
    deck_b: str
    seed: int
    first_player: int
    agent_seed: int
    preferred_vanguards: bool = True

    @property
    def path(self) -> Path:
        return DATA_DIR / f"{self.name}.jsonl"

    def start(self) -> Game:
        a, b = load_deck(self.deck_a), load_deck(self.deck_b)
        firsts = (a.first_vanguard, b.first_vanguard) if self.preferred_vanguards else (None, None)
        return new_game(
            a.cards, b.cards, self.seed, first_player=self.first_player, first_vanguards=firsts
        )


#: The stored games. Agent seeds were picked so that the games stay fairly short (each file
#: well under 1.5 MB) while together they pass through every kind of Classic decision
#: (`test_golden_playthroughs_cover_every_classic_decision`).
GOLDEN: tuple[Playthrough, ...] = (
    Playthrough("td01_vs_td02_seed1", "td01", "td02", seed=1, first_player=0, agent_seed=207),
    Playthrough("td02_vs_td01_seed2", "td02", "td01", seed=2, first_player=1, agent_seed=275),
    Playthrough(
        "td01_vs_td01_seed3",
        "td01",
        "td01",
        seed=3,
        first_player=0,
        agent_seed=137,
        preferred_vanguards=False,
    ),
)


#: Marks a key that a view no longer has (in a `delta`).
REMOVED = "<removed>"
#: Key of a `delta` between two lists of the same length: {index: delta of that item}.
ITEMS = "<items>"


def delta(before: Any, after: Any) -> Any:
    """What changed from `before` to `after`: for two dicts, only the changed keys (recursively,
    `REMOVED` for a key that is gone); for two lists of the same length, `{ITEMS: {index:
    delta}}` for the changed items; otherwise the new value itself."""
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return {
            ITEMS: {
                str(index): delta(old, new)
                for index, (old, new) in enumerate(zip(before, after, strict=True))
                if old != new
            }
        }
    if not (isinstance(before, dict) and isinstance(after, dict)):
        return after
    changes: dict[str, Any] = {key: REMOVED for key in before if key not in after}
    for key, value in after.items():
        if key not in before:
            changes[key] = value
        elif before[key] != value:
            changes[key] = delta(before[key], value)
    return changes


def apply_delta(before: Any, changes: Any) -> Any:
    """Inverse of `delta`: `apply_delta(a, delta(a, b)) == b`."""
    if isinstance(before, list) and isinstance(changes, dict) and set(changes) == {ITEMS}:
        after_items = list(before)
        for index, change in changes[ITEMS].items():
            after_items[int(index)] = apply_delta(before[int(index)], change)
        return after_items
    if not (isinstance(before, dict) and isinstance(changes, dict)):
        return changes
    after = dict(before)
    for key, value in changes.items():
        if value == REMOVED:
            del after[key]
        else:
            after[key] = apply_delta(before[key], value) if key in before else value
    return after


def full_views(records: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The records of a stored playthrough with their `views` rebuilt in full."""
    views: dict[str, Any] = {}
    for record in records:
        views = {
            name: apply_delta(views.get(name, {}), record["views"][name]) for name, _ in VIEWERS
        }
        yield {**record, "views": views}


def steps(playthrough: Playthrough) -> Iterator[dict[str, Any]]:
    """Play the game and yield one record per decision point, then one for the end."""
    game = playthrough.start()
    agent = random.Random(playthrough.agent_seed)
    seen = 0
    previous: dict[str, Any] = {name: {} for name, _ in VIEWERS}
    for number in range(MAX_STEPS):
        events = {name: game.events_for(viewer, seen) for name, viewer in VIEWERS}
        seen += len(events["spectator"])
        views = {name: game.view(viewer) for name, viewer in VIEWERS}
        record: dict[str, Any] = {
            "step": number,
            "deciding": game.current_player,
            "prompt": None if game.prompt is None else game.prompt.kind,
            "legal": [action.to_dict() for action in game.legal_actions()],
            "views": {name: delta(previous[name], views[name]) for name, _ in VIEWERS},
            "events": events,
            "hidden": {
                str(index): {"hand": list(p.hand), "deck": p.deck[::-1]}
                for index, p in enumerate(game.players)
            },
            "action": None,
            "result": None if game.result is None else game.result.to_dict(),
        }
        previous = views
        if game.is_over:
            yield record
            return
        options = forward(game.legal_actions())  # never `back` (R16.3.8), like every agent
        action = options[agent.randrange(len(options))]
        record["action"] = action.to_dict()
        yield record
        game.apply(action)
    raise RuntimeError(f"{playthrough.name}: no result after {MAX_STEPS} decisions")


def to_line(record: dict[str, Any]) -> str:
    return json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def render(playthrough: Playthrough) -> list[str]:
    """The playthrough as JSON Lines (without line ends)."""
    return [to_line(record) for record in steps(playthrough)]


def write(playthrough: Playthrough) -> None:
    playthrough.path.parent.mkdir(parents=True, exist_ok=True)
    text = "\n".join(render(playthrough)) + "\n"
    playthrough.path.write_text(text, encoding="utf-8")


if __name__ == "__main__":  # python tests/golden/playthrough.py: rewrite every golden file
    for game in GOLDEN:
        write(game)
        print(f"wrote {game.path} ({game.path.stat().st_size} bytes)")
