"""Decisions inside card abilities (R15-R17): whether to use one, how to pay, what to choose.

The ability being resolved is public (its card is announced when played), so its words tell
what a choice is for: a card chosen to be retired should be the opponent's best or the
player's own worst; a card chosen for +power should be the unit about to attack.
"""

from __future__ import annotations

from vanguard.abilities import model as m
from vanguard.ai.observation import Observation, looked_at_top, option_card, resolving_ability
from vanguard.ai.turn_play import call_gain
from vanguard.ai.valuation import ability_worth, keep_value, unit_value, vanguard_quality
from vanguard.cards.models import Card
from vanguard.engine import Action, ActionKind, Game
from vanguard.engine.constants import FRONT_ROW, REAR_CIRCLES

HARMFUL = (m.Retire, m.DiscardChosen, m.ReturnToDeck, m.ToSoul)
"""Effects that take a chosen card away from its owner."""


def _ability(game: Game, obs: Observation) -> tuple[int, int, m.AbilitySpec] | None:
    return resolving_ability(game)


def score_use_ability(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """Yes when the effects are worth more than the cost (the 'if' was already checked)."""
    found = _ability(game, obs)
    worth = 0.0
    if found is not None and found[0] == obs.me:
        _, source, ability = found
        paid = ability.kind == "act"  # an ACT asks only after its cost is paid
        worth = ability_worth(ability, obs, obs.unit(source), paid=paid)
    return [worth if a.kind is ActionKind.YES else 0.0 for a in options]


def _purpose(ability: m.AbilitySpec, binder: type) -> list[m.Effect]:
    """The effects after the first `binder` step (choose/search) that act on what it bound."""
    effects = list(ability.effects)
    start = next((i for i, e in enumerate(effects) if isinstance(e, binder)), None)
    if start is None:
        return []
    word = "chosen" if binder is m.Choose else "found"
    return [e for e in effects[start + 1 :] if getattr(e, "who", None) == word]


def _card_worth(game: Game, obs: Observation, action: Action) -> tuple[Card | None, float, bool]:
    """(card, worth to its owner, owned by me) for a card offered to choose."""
    iid = action.card
    if iid is None:
        return None, 0.0, True
    unit = obs.unit(iid)
    if unit is not None:
        mine = unit in obs.mine.units.values() or unit in obs.mine.guardians
        worth = unit_value(unit)
        if mine and obs.my_turn and unit.circle in FRONT_ROW and not unit.rested:
            worth += 1.0 + (0.5 if unit.circle.name == "VC" else 0.0)
        return unit.card, worth, mine
    card = option_card(game, obs, action)
    if card is None:
        return None, 0.0, True
    if any(d.iid == iid for d in obs.mine.damage):
        return card, 0.1, True
    if any(d.iid == iid for d in obs.theirs.damage):
        return card, 0.1, False
    return card, keep_value(card, obs), True


def score_choose(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    found = _ability(game, obs)
    effects = [] if found is None else _purpose(found[2], m.Choose)
    harmful = any(isinstance(e, HARMFUL) for e in effects) or any(
        isinstance(e, m.Restrict) and e.rule == "no_stand_next_stand_phase" for e in effects
    )
    scores = []
    for action in options:
        if action.kind is ActionKind.CHOOSE_NONE:
            scores.append(0.0)
            continue
        _, worth, mine = _card_worth(game, obs, action)
        good_for_me = mine != harmful
        # Prefer the best when it helps me, the least valuable when it hurts me.
        scores.append(1.0 + worth if good_for_me else -0.5 - worth)
        if mine and harmful and not any(o.kind is ActionKind.CHOOSE_NONE for o in options):
            scores[-1] = 1.0 / (1.0 + worth)  # forced to pick one of mine: the cheapest
    return scores


def score_search(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """Always find something; the card that does most for what comes next."""
    found = _ability(game, obs)
    effects = [] if found is None else _purpose(found[2], m.Search)
    scores = []
    for action in options:
        card = option_card(game, obs, action)
        if action.kind is not ActionKind.CHOOSE or card is None:
            scores.append(-5.0)
        elif any(isinstance(e, m.Ride) for e in effects):
            scores.append(vanguard_quality(card))
        elif any(isinstance(e, m.Call) for e in effects):
            scores.append(max(call_gain(obs, card, c) for c in REAR_CIRCLES) + card.power / 1e5)
        else:
            scores.append(keep_value(card, obs) + card.grade * 0.01)
    return scores


def score_call_circle(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    scores = []
    for action in options:
        card = option_card(game, obs, action)
        if card is None or action.circle is None:
            scores.append(-5.0)
        else:
            scores.append(call_gain(obs, card, action.circle))
    return scores


def score_draw_up_to(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """As many as the deck can spare without risking a deck-out (R1.3.2)."""
    spare = max(0, obs.mine.deck_count - 4)
    return [float(min(a.choice or 0, spare)) - 0.01 * (a.choice or 0) for a in options]


def score_look_up_to(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """Looking costs nothing and only widens the choice that follows: look at all."""
    return [float(a.choice or 0) for a in options]


def score_top_or_bottom(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """Keep a trigger (for the next check) or the grade the next ride needs on top."""
    card = looked_at_top(game, obs.me)
    keep = card is not None and (
        card.is_trigger
        or (
            card.grade == obs.mine.vanguard_grade + 1
            and not any(k.card.grade == card.grade for k in obs.mine.hand)
        )
    )
    return [(1.0 if keep else 0.0) if a.kind is ActionKind.TOP else 0.5 for a in options]


# ---------------------------------------------------------------------------- paying costs


def _soul_names_needed(obs: Observation) -> set[str]:
    """Names my abilities want to keep in the soul (a `soul_has` condition, a named cost)."""
    names: set[str] = set()
    cards = [u.card for u in obs.mine.units.values()] + [k.card for k in obs.mine.hand]
    for card in cards:
        for ability in card.abilities:
            for condition in ability.conditions:
                if isinstance(condition, m.SoulHas):
                    names.add(condition.name)
            for cost in ability.cost:
                if isinstance(cost, m.SoulToDrop):
                    names.update(cost.names)
    return names


def score_select(game: Game, obs: Observation, options: list[Action]) -> list[float]:
    """Costs paid by choosing cards: discard the least useful, keep named soul cards."""
    kind = obs.decision
    keep_in_soul = _soul_names_needed(obs) if kind == "soul_blast" else set()
    scores = []
    for action in options:
        total = 0.0
        for iid in action.cards:
            card = obs.known_card(iid)
            if card is None:
                continue
            if kind == "discard":
                total += keep_value(card, obs)
            elif kind == "soul_blast":
                total += 1.0 if card.name in keep_in_soul else 0.0
            elif kind in ("rear_guard_to_soul", "pay_cost"):
                unit = obs.unit(iid)
                total += unit_value(unit) if unit is not None else 1.0
        scores.append(-total)
    return scores


def score_bottom_order(options: list[Action]) -> list[float]:
    """The order of the cards under the deck rarely matters: as offered."""
    return [0.0 for _ in options]


def score_play_ability(options: list[Action]) -> list[float]:
    """The order of standby abilities rarely matters: the first, as offered."""
    return [0.0 for _ in options]
