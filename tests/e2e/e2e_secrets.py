"""The hidden-information check: what each recipient received, against the truth.

The truth is the match rebuilt from the server's replay record, decision by decision. Version
v of a match is the game after its first v decisions. For every `state` a recipient got, the
card instances it must not know at that version (R22) are: the cards in any deck, the cards in
the opponent's hand and the opponent's face-down units — except the ones already shown to
everybody (they appeared in the spectator's view or events up to then; e.g. a drive check puts
a revealed card into the hand) and, for a player's own cards, the ones it has seen itself (its
own view, events and the decisions offered to it). No such instance may appear anywhere in
the message: not in the view, not in an event, not in the legal decisions.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from vanguard.engine import Action, Game
from vanguard.sim.records import GameRecord, start_from_record

_IID_KEYS = ("iid", "card", "target")


def mentioned_iids(data: Any) -> set[int]:
    """Every card instance number in a message: `iid` anywhere, an action's `card`/`target`,
    and `cards` lists (card ids are strings, so they never count)."""
    found: set[int] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in _IID_KEYS and isinstance(value, int) and not isinstance(value, bool):
                    found.add(value)
                elif key == "cards" and isinstance(value, list):
                    found.update(v for v in value if isinstance(v, int) and not isinstance(v, bool))
                    walk(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(data)
    return found


@dataclass
class Truth:
    """The match at every version, with what was public and what each player saw by then."""

    games: list[Game] = field(default_factory=list)
    public: list[set[int]] = field(default_factory=list)
    seen: list[list[set[int]]] = field(default_factory=list)
    """`seen[v][p]`: instances player p's own view and events had shown it up to version v."""
    final: Game | None = None
    """The game after the last decision, with its whole event log."""


def rebuild(record: GameRecord) -> Truth:
    game = start_from_record(record)
    truth = Truth()
    public: set[int] = set()
    seen: list[set[int]] = [set(), set()]

    def snapshot() -> None:
        public.update(mentioned_iids(game.view(None)), mentioned_iids(game.events_for(None)))
        for player in (0, 1):
            # What the engine offers a player to choose from (its own deck's grade 0 cards
            # when it picks a first vanguard, say) is what it looks at (R22.2).
            offered = [a.to_dict() for a in game.legal_actions() if a.player == player]
            seen[player].update(
                mentioned_iids(game.view(player)),
                mentioned_iids(game.events_for(player)),
                mentioned_iids(offered),
            )
        truth.games.append(game.clone())
        truth.public.append(set(public))
        truth.seen.append([set(seen[0]), set(seen[1])])

    snapshot()
    for decision in record.decisions:
        game.apply(Action.from_dict(decision))
        snapshot()
    truth.final = game
    return truth


def hidden_from(truth: Truth, version: int, seat: int | None) -> set[int]:
    """Instances `seat` (None: a spectator) must not see at `version`."""
    game = truth.games[version]
    secret: set[int] = set()
    for player, state in enumerate(game.players):
        secret.update(state.deck)
        if player != seat:
            secret.update(state.hand)
            secret.update(iid for iid in state.circles if iid is not None and game.face_down[iid])
    known = set(truth.public[version])
    if seat is not None:
        known |= {i for i in truth.seen[version][seat] if game.owner[i] == seat}
    return secret - known


def leaks(truth: Truth, messages: list[dict[str, Any]], seat: int | None) -> Iterator[str]:
    """Every hidden instance that appears in a recipient's `state` messages."""
    for message in messages:
        if message.get("type") != "state":
            continue
        version = message["version"]
        if version >= len(truth.games):
            yield f"state version {version} is past the record's {len(truth.games) - 1}"
            continue
        shown = mentioned_iids(message) & hidden_from(truth, version, seat)
        if shown:
            game = truth.games[version]
            names = sorted(f"{i} ({game.cards[i].id})" for i in shown)
            yield f"seat {seat} at version {version} was shown hidden {', '.join(names)}"


def view_mismatches(
    truth: Truth, messages: list[dict[str, Any]], seat: int | None
) -> Iterator[str]:
    """Every `state` whose view is not the engine's view for that recipient at that version."""
    for message in messages:
        if message.get("type") != "state" or message["version"] >= len(truth.games):
            continue
        expected = truth.games[message["version"]].view(seat)
        if message["view"] != expected:
            yield f"seat {seat} version {message['version']}: view differs from the engine's"


def event_mismatches(
    truth: Truth, messages: list[dict[str, Any]], seat: int | None
) -> Iterator[str]:
    """Every event received that is not the engine's event for that recipient (R22.4)."""
    assert truth.final is not None
    expected = {event["seq"]: event for event in truth.final.events_for(seat)}
    for message in messages:
        if message.get("type") != "state":
            continue
        for event in message["events"]:
            if expected.get(event.get("seq")) != event:
                yield f"seat {seat} version {message['version']}: event {event} is not the engine's"
