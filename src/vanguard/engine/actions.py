"""Decisions as values.

An `Action` is a small immutable tuple: cheap to build in bulk (the main phase offers dozens),
hashable, comparable, and serialisable to JSON for replays and the network protocol. Units and
cards are named by their *instance id* (`iid`), a number unique to one physical card of the
match; circles by their `Circle`.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from vanguard.engine.constants import CIRCLE_BY_NAME, ActionKind, Circle


class Action(NamedTuple):
    """One decision of one player.

    Fields by kind:
    - `choose_vanguard`, `ride`, `guard`, `intercept`, `boost`, `heal`, `ride_from_soul`,
      `trigger_power`, `trigger_critical`, `trigger_stand`: `card` is the chosen card.
    - `call`: `card` from hand onto `circle`.
    - `move`: `card` moves to `circle` of the same column, exchanging with whatever is there.
    - `attack`: `card` attacks the opponent's unit `target`.
    - `mulligan`: `cards` are returned (possibly none).
    - `skip_ride`, `end_main`, `end_battle`, `skip_boost`, `end_guard`, `concede`, `back`: no
      fields.
    """

    kind: ActionKind
    player: int
    card: int | None = None
    circle: Circle | None = None
    target: int | None = None
    cards: tuple[int, ...] = ()
    choice: int | None = None
    """A number: which ability of `card` to play, a chosen amount, an option index."""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict holding only the fields that are set."""
        data: dict[str, Any] = {"kind": self.kind.value, "player": self.player}
        if self.card is not None:
            data["card"] = self.card
        if self.circle is not None:
            data["circle"] = self.circle.name
        if self.target is not None:
            data["target"] = self.target
        if self.cards:
            data["cards"] = list(self.cards)
        if self.choice is not None:
            data["choice"] = self.choice
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Action:
        """Parse an action from its dict form; raises `ValueError` with a clear message."""
        if not isinstance(data, dict):
            raise ValueError("an action must be a JSON object")
        unknown = set(data) - {"kind", "player", "card", "circle", "target", "cards", "choice"}
        if unknown:
            raise ValueError(f"unknown action field(s): {', '.join(sorted(unknown))}")
        try:
            kind = ActionKind(data["kind"])
        except (KeyError, ValueError):
            raise ValueError(f"unknown action kind: {data.get('kind')!r}") from None
        player = data.get("player")
        if player not in (0, 1) or isinstance(player, bool):
            raise ValueError("action 'player' must be 0 or 1")
        card = _optional_int(data, "card")
        choice = _optional_int(data, "choice")
        target = _optional_int(data, "target")
        circle_name = data.get("circle")
        circle = None
        if circle_name is not None:
            if circle_name not in CIRCLE_BY_NAME:
                raise ValueError(f"unknown circle: {circle_name!r}")
            circle = CIRCLE_BY_NAME[circle_name]
        raw_cards = data.get("cards", [])
        if not isinstance(raw_cards, list) or not all(
            isinstance(c, int) and not isinstance(c, bool) for c in raw_cards
        ):
            raise ValueError("action 'cards' must be a list of card numbers")
        if len(set(raw_cards)) != len(raw_cards):
            raise ValueError("action 'cards' must not name a card twice")
        # A selection is a set: normalise its order so that any order names the same choice.
        return cls(kind, player, card, circle, target, tuple(sorted(raw_cards)), choice)


def forward(options: list[Action]) -> list[Action]:
    """The options that move the game on: all but `back` (R16.3.8). A computer player
    chooses among these; going back would only ask it the question it has just answered."""
    return [a for a in options if a.kind is not ActionKind.BACK]


def _optional_int(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"action '{key}' must be an integer")
    return value
