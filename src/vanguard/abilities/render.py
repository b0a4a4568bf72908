"""Card text rendered from ability data, so that what a player reads and what the engine runs
can never disagree. The wording is the project's own and lives in the message catalogues
(`vanguard/i18n/catalogs/*.json`, keys `text.*`): each vocabulary word has one function here
that picks its phrase and fills it in, so a language is a catalogue, not code.

Phrases are whole clauses with fields (`"{who} gets {amount} power {until}"`), never words
glued together here, because word order and grammar differ between languages. Where a
language must inflect a part, the part comes in the form the clause needs: a referent
(`text.ref.<who>.subj` / `.obj`) as subject or object, a filter (`text.filter.<side>.<zone>`)
as one whole noun phrase per owner and zone.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache, partial
from typing import Any, Literal, TypeVar

from babel.lists import format_list

from vanguard.abilities import model as m
from vanguard.i18n.catalogs import FALLBACK, LANGUAGE_CODES, UnknownLanguage
from vanguard.i18n.keys import card_name_key, clan_key, race_key
from vanguard.i18n.lookup import has_message, translate

Role = Literal["subj", "obj"]


@dataclass(frozen=True)
class Writer:
    """Writes phrases in one language, remembering what earlier steps bound (a choice of
    several cards makes later steps say 'every picked card')."""

    language: str
    many_chosen: bool = False

    def __call__(self, key: str, **values: Any) -> str:
        return translate(self.language, key, **values)

    def ref(self, who: str, role: Role) -> str:
        """A referent (`self`, `chosen`...) as the subject or object of a clause."""
        if who == "chosen" and self.many_chosen:
            who = "chosen_many"
        return self(f"text.ref.{who}.{role}")

    def card_ref(self, who: str, role: Role) -> str:
        """A referent that may be a card anywhere (call, ride, soul...): 'this card'."""
        return self.ref("self_card" if who == "self" else who, role)

    def name(self, name: str) -> str:
        """A quoted card name, in this language when the card is of the pool."""
        card_id = _card_ids().get(name)
        key = card_name_key(card_id) if card_id else ""
        shown = self(key) if card_id and has_message(key) else name
        return self("text.quote.name", name=shown)

    def clan(self, clan: str) -> str:
        key = clan_key(clan)
        return self("text.clan", clan=self(key) if has_message(key) else clan)

    def race(self, race: str) -> str:
        key = race_key(race)
        return self("text.race", race=self(key) if has_message(key) else race)

    def either(self, items: Iterable[str]) -> str:
        """'A or B' in this language."""
        return format_list(list(items), style="or", locale=self.language)

    def every(self, items: Iterable[str]) -> str:
        """'A, B and C' in this language."""
        return format_list(list(items), locale=self.language)


@cache
def _card_ids() -> dict[str, str]:
    from vanguard.cards import default_database

    return {card.name: card.id for card in default_database().all()}


W = TypeVar("W")
_PHRASES: dict[type, Callable[[Writer, Any], str]] = {}


def phrase(word: type[W]) -> Callable[[Callable[[Writer, W], str]], Callable[[Writer, W], str]]:
    """Registers the function that writes one vocabulary word."""

    def register(function: Callable[[Writer, W], str]) -> Callable[[Writer, W], str]:
        _PHRASES[word] = function
        return function

    return register


def _write(w: Writer, node: object) -> str:
    try:
        function = _PHRASES[type(node)]
    except KeyError:
        raise TypeError(f"no text for {node!r}") from None
    return function(w, node)


def _signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else str(amount)


# ---------------------------------------------------------------------------- filters


def describe_filter(w: Writer, f: m.Filter, owner: str | None = None) -> str:
    """Cards a filter matches, as one noun phrase ('your other <Royal Paladin> units');
    `owner` 'their' when the cards belong to the player who chooses them."""
    side = owner or f.side
    zone = f.zone.replace("-", "_")
    return w(
        f"text.filter.{side}.{zone}",
        another=w("text.filter.another") if f.another else "",
        qualities=_qualities(w, f),
        details=" ".join(_details(w, f)),
    )


def _qualities(w: Writer, f: m.Filter) -> str:
    words: list[str] = []
    if f.face_down is True:
        words.append(w("text.filter.face_down"))
    if f.grade is not None:
        words.append(w("text.filter.grade", grade=f.grade))
    if f.grade_max is not None:
        words.append(w("text.filter.grade_max", grade=f.grade_max))
    if f.grade_min is not None:
        words.append(w("text.filter.grade_min", grade=f.grade_min))
    if f.clan is not None:
        words.append(w("text.filter.clan", clan=w.clan(f.clan)))
    if f.race is not None:
        words.append(w("text.filter.race", race=w.race(f.race)))
    return " ".join(words)


def _details(w: Writer, f: m.Filter) -> list[str]:
    words: list[str] = []
    if f.names:
        words.append(w("text.filter.names", names=w.either(w.name(n) for n in f.names)))
    if f.not_names:
        words.append(w("text.filter.not_names", names=w.either(w.name(n) for n in f.not_names)))
    if f.attacked:
        words.append(w("text.filter.attacked"))
    return words


# ---------------------------------------------------------------------------- triggers


@phrase(m.Placed)
def _placed(w: Writer, t: m.Placed) -> str:
    return w("text.trigger.placed", circles=w.either(f"({c})" for c in t.circles))


@phrase(m.RiddenBy)
def _ridden_by(w: Writer, t: m.RiddenBy) -> str:
    if t.name is not None:
        return w("text.trigger.ridden_by_name", name=w.name(t.name))
    if t.clan is None:
        return w("text.trigger.ridden")
    return w("text.trigger.ridden_by", clan=w.clan(t.clan))


@phrase(m.Attacks)
def _attacks(w: Writer, t: m.Attacks) -> str:
    if t.target == "vanguard":
        return w("text.trigger.attacks_vanguard")
    if t.target == "rear-guard":
        return w("text.trigger.attacks_rear_guard")
    return w("text.trigger.attacks")


@phrase(m.Boosts)
def _boosts(w: Writer, t: m.Boosts) -> str:
    if t.name:
        return w("text.trigger.boosts_name", name=w.name(t.name))
    if t.clan:
        return w("text.trigger.boosts_clan", clan=w.clan(t.clan))
    if t.vanguard_clan:
        return w("text.trigger.boosts_vanguard_clan", clan=w.clan(t.vanguard_clan))
    if t.vanguard:
        return w("text.trigger.boosts_vanguard")
    return w("text.trigger.boosts")


@phrase(m.IsBoosted)
def _is_boosted(w: Writer, t: m.IsBoosted) -> str:
    if t.booster_clan:
        return w("text.trigger.boosted_by_clan", clan=w.clan(t.booster_clan))
    return w("text.trigger.boosted")


@phrase(m.AttackHits)
def _attack_hits(w: Writer, t: m.AttackHits) -> str:
    if t.target == "vanguard":
        return w("text.trigger.attack_hits_vanguard")
    if t.target == "rear-guard":
        return w("text.trigger.attack_hits_rear_guard")
    return w("text.trigger.attack_hits")


@phrase(m.BoostedAttackHits)
def _boosted_attack_hits(w: Writer, t: m.BoostedAttackHits) -> str:
    if t.clan:
        return w("text.trigger.boosted_attack_hits_clan", clan=w.clan(t.clan))
    return w("text.trigger.boosted_attack_hits")


@phrase(m.DriveReveals)
def _drive_reveals(w: Writer, t: m.DriveReveals) -> str:
    return w(
        "text.trigger.drive_reveals", qualities=_qualities(w, m.Filter(grade=t.grade, clan=t.clan))
    )


@phrase(m.MainPhaseStart)
def _main_phase_start(w: Writer, t: m.MainPhaseStart) -> str:
    return w("text.trigger.main_phase_start")


@phrase(m.OpponentRearGuardDropped)
def _opponent_rear_guard_dropped(w: Writer, t: m.OpponentRearGuardDropped) -> str:
    return w("text.trigger.opponent_rear_guard_dropped")


@phrase(m.DroppedFrom)
def _dropped_from(w: Writer, t: m.DroppedFrom) -> str:
    return w("text.trigger.dropped_from", circle=f"({t.circle})")


@phrase(m.CloseStep)
def _close_step(w: Writer, t: m.CloseStep) -> str:
    return w("text.trigger.close_step")


@phrase(m.EndPhase)
def _end_phase(w: Writer, t: m.EndPhase) -> str:
    return w("text.trigger.end_phase")


@phrase(m.AttackStepStart)
def _attack_step_start(w: Writer, t: m.AttackStepStart) -> str:
    return w("text.trigger.attack_step_start")


@phrase(m.RearGuardRetired)
def _rear_guard_retired(w: Writer, t: m.RearGuardRetired) -> str:
    if t.your_turn:
        return w("text.trigger.rear_guard_retired_your_turn")
    return w("text.trigger.rear_guard_retired")


@phrase(m.PutIntoSoul)
def _put_into_soul(w: Writer, t: m.PutIntoSoul) -> str:
    if t.main_phase:
        return w("text.trigger.put_into_soul_main_phase")
    return w("text.trigger.put_into_soul")


@phrase(m.YouDraw)
def _you_draw(w: Writer, t: m.YouDraw) -> str:
    return w("text.trigger.you_draw")


@phrase(m.Intercepts)
def _intercepts(w: Writer, t: m.Intercepts) -> str:
    return w("text.trigger.intercepts")


# -- wave 1 triggers


@phrase(m.RearGuardAttackHits)
def _rear_guard_attack_hits(w: Writer, t: m.RearGuardAttackHits) -> str:
    if t.target == "vanguard":
        return w("text.trigger.rear_guard_attack_hits_vanguard")
    if t.target == "rear-guard":
        return w("text.trigger.rear_guard_attack_hits_rear_guard")
    return w("text.trigger.rear_guard_attack_hits")


@phrase(m.VanguardDriveReveals)
def _vanguard_drive_reveals(w: Writer, t: m.VanguardDriveReveals) -> str:
    return w(
        "text.trigger.vanguard_drive_reveals",
        qualities=_qualities(w, m.Filter(grade=t.grade, clan=t.clan)),
    )


def _zones(w: Writer, zones: tuple[str, ...]) -> str:
    if not zones:
        return w("text.trigger.on.anywhere")
    circles = ("VC", "RC", "GC")
    return w.either(f"({z})" if z in circles else w(f"text.zone.{z}") for z in zones)


@phrase(m.On)
def _on(w: Writer, t: m.On) -> str:
    """The general pattern, clause by clause: whose card, the happening, its zones, the
    other card and when it counts."""
    qualities = "" if t.filter is None else _qualities(w, t.filter)
    if t.card == "this":
        card = w("text.trigger.on.card.this")
    else:
        card = w(f"text.trigger.on.card.{t.card}.{t.whose}", qualities=qualities)
    if t.event == "zone":
        text = w(
            "text.trigger.on.zone",
            card=card,
            source=_zones(w, t.from_zone),
            target=_zones(w, t.to_zone),
        )
    elif t.event == "moment":
        names = [w(f"text.moment.{cause}") for cause in t.cause or ("main_phase_start",)]
        whose = {"you": "your", "opponent": "opponent", "any": "any"}[t.whose]
        moment = w(f"text.moment.{whose}", moment=w.either(names))
        text = w("text.trigger.on.moment", moment=moment)
    else:
        text = w(f"text.trigger.on.{t.event}", card=card)
    if t.by is not None:
        text = w("text.trigger.on.by", trigger=text, qualities=_qualities(w, t.by))
    if t.during is not None:
        text = w(f"text.trigger.on.during.{t.during}", trigger=text)
    return text


# ---------------------------------------------------------------------------- conditions


def _quantity(w: Writer, q: m.Quantity) -> str:
    if isinstance(q, int):
        return w("text.quantity.number", count=q)
    if isinstance(q, m.PowerOf):
        return w(_POWER_OF_KEYS[q.power_of])
    return w("text.quantity.count", what=describe_filter(w, q.count))


_POWER_OF_KEYS = {
    "self": "text.quantity.power_of.self",
    "vanguard": "text.quantity.power_of.vanguard",
}


@phrase(m.Compare)
def _compare(w: Writer, c: m.Compare) -> str:
    """The usual hand comparisons keep their own short phrases."""
    if c.left == m.HAND and isinstance(c.right, int) and c.op == "at_least":
        return w("text.condition.hand_at_least", count=c.right)
    if c.left == m.HAND and c.right == m.OPPONENT_HAND and c.op == "fewer_than":
        return w("text.condition.hand_fewer_than_opponent")
    if c.left == m.HAND and c.right == m.OPPONENT_HAND and c.op == "more_than":
        return w("text.condition.hand_more_than_opponent")
    return w(
        f"text.condition.compare.{c.op}",
        left=_quantity(w, c.left),
        right=_quantity(w, c.right),
    )


@phrase(m.SoulHas)
def _soul_has(w: Writer, c: m.SoulHas) -> str:
    return w("text.condition.soul_has", name=w.name(c.name))


@phrase(m.NoOtherUnitOfClan)
def _no_other_unit_of_clan(w: Writer, c: m.NoOtherUnitOfClan) -> str:
    return w("text.condition.no_other_unit_of_clan", clan=w.clan(c.clan))


@phrase(m.OpponentUnitsAllRested)
def _opponent_units_all_rested(w: Writer, c: m.OpponentUnitsAllRested) -> str:
    return w("text.condition.opponent_units_all_rested")


@phrase(m.VanguardClan)
def _vanguard_clan(w: Writer, c: m.VanguardClan) -> str:
    return w("text.condition.vanguard_clan", clan=w.clan(c.clan))


@phrase(m.VanguardGrade)
def _vanguard_grade(w: Writer, c: m.VanguardGrade) -> str:
    return w("text.condition.vanguard_grade", grade=c.grade)


@phrase(m.YourTurn)
def _your_turn(w: Writer, c: m.YourTurn) -> str:
    return w("text.condition.your_turn")


@phrase(m.SelfIn)
def _self_in(w: Writer, c: m.SelfIn) -> str:
    if c.zone == "hand":
        return w("text.condition.self_in_hand")
    if c.zone == "soul":
        return w("text.condition.self_in_soul")
    if c.zone == "drop":
        return w("text.condition.self_in_drop")
    return w("text.condition.self_on_circle", circle=f"({c.zone})")


# Oracle Think Tank


@phrase(m.SoulLacks)
def _soul_lacks(w: Writer, c: m.SoulLacks) -> str:
    return w("text.condition.soul_lacks", names=w.every(w.name(n) for n in c.names))


@phrase(m.SelfAttacking)
def _self_attacking(w: Writer, c: m.SelfAttacking) -> str:
    return w("text.condition.self_attacking")


# ---------------------------------------------------------------------------- costs


@phrase(m.CounterBlast)
def _counter_blast(w: Writer, c: m.CounterBlast) -> str:
    return w("text.cost.counter_blast", count=c.count)


@phrase(m.SoulBlast)
def _soul_blast(w: Writer, c: m.SoulBlast) -> str:
    return w("text.cost.soul_blast", count=c.count)


@phrase(m.CounterChargeCost)
def _counter_charge_cost(w: Writer, c: m.CounterChargeCost) -> str:
    return w("text.cost.counter_charge", count=c.count)


@phrase(m.SoulChargeCost)
def _soul_charge_cost(w: Writer, c: m.SoulChargeCost) -> str:
    return w("text.cost.soul_charge", count=c.count)


@phrase(m.Discard)
def _discard(w: Writer, c: m.Discard) -> str:
    if c.clan:
        return w("text.cost.discard_clan", count=c.count, clan=w.clan(c.clan))
    return w("text.cost.discard", count=c.count)


@phrase(m.RestSelf)
def _rest_self(w: Writer, c: m.RestSelf) -> str:
    return w("text.cost.rest_self")


@phrase(m.RetireSelf)
def _retire_self(w: Writer, c: m.RetireSelf) -> str:
    return w("text.cost.retire_self")


@phrase(m.SelfToSoul)
def _self_to_soul(w: Writer, c: m.SelfToSoul) -> str:
    return w("text.cost.self_to_soul")


@phrase(m.RevealSelfToDeckTop)
def _reveal_self_to_deck_top(w: Writer, c: m.RevealSelfToDeckTop) -> str:
    return w("text.cost.reveal_self_to_deck_top")


@phrase(m.RearGuardsToSoul)
def _rear_guards_to_soul(w: Writer, c: m.RearGuardsToSoul) -> str:
    return w("text.cost.rear_guards_to_soul", names=w.every(w.name(n) for n in c.names))


@phrase(m.SoulToDrop)
def _soul_to_drop(w: Writer, c: m.SoulToDrop) -> str:
    return w("text.cost.soul_to_drop", names=w.every(w.name(n) for n in c.names))


# ---------------------------------------------------------------------------- effects


def _each(w: Writer, who: m.Selector) -> str:
    """The subject of a value change: a referent, or each of the units a filter matches."""
    if isinstance(who, m.Filter):
        return w("text.subject.each", what=describe_filter(w, who))
    return w.ref(who, "subj")


def _lasting(w: Writer, e: m.Power | m.Critical | m.Shield) -> str:
    """How long a value change lasts, with its "as long as" conditions if it has any."""
    until = _until(w, e.until)
    if not e.as_long_as:
        return until
    return w("text.until.as_long_as", until=until, conditions=_conditions(w, e.as_long_as))


def _until(w: Writer, until: str) -> str:
    return w(
        {
            "battle": "text.until.battle",
            "turn": "text.until.turn",
            "opponent_next_turn": "text.until.opponent_next_turn",
        }[until]
    )


@phrase(m.Choose)
def _choose(w: Writer, e: m.Choose) -> str:
    owner = "their" if e.chooser == "opponent" and e.what.side == "opponent" else None
    what = describe_filter(w, e.what, owner)
    if e.chooser == "opponent":
        key = "text.effect.choose_opponent_up_to" if e.up_to else "text.effect.choose_opponent"
    else:
        key = "text.effect.choose_up_to" if e.up_to else "text.effect.choose"
    return w(key, count=e.count, what=what)


@phrase(m.ToVanguardCircle)
def _to_vanguard_circle(w: Writer, e: m.ToVanguardCircle) -> str:
    who = describe_filter(w, e.who) if isinstance(e.who, m.Filter) else w.ref(e.who, "obj")
    return w("text.effect.to_vanguard_circle", who=who)


@phrase(m.Search)
def _search(w: Writer, e: m.Search) -> str:
    if e.count != 1:
        return w(
            "text.effect.search_many",
            count=e.count,
            qualities=_qualities(w, e.what),
            details=" ".join(_details(w, e.what)),
        )
    return w(
        "text.effect.search",
        qualities=_qualities(w, e.what),
        details=" ".join(_details(w, e.what)),
    )


@phrase(m.Power)
def _power(w: Writer, e: m.Power) -> str:
    return w(
        "text.effect.power",
        who=_each(w, e.who),
        amount=_signed(e.amount),
        until=_lasting(w, e),
    )


@phrase(m.Critical)
def _critical(w: Writer, e: m.Critical) -> str:
    return w(
        "text.effect.critical",
        who=_each(w, e.who),
        amount=_signed(e.amount),
        until=_lasting(w, e),
    )


@phrase(m.Retire)
def _retire(w: Writer, e: m.Retire) -> str:
    if isinstance(e.who, m.Filter):
        return w("text.effect.retire_all", what=describe_filter(w, e.who))
    return w("text.effect.retire", who=w.ref(e.who, "obj"))


@phrase(m.Stand)
def _stand(w: Writer, e: m.Stand) -> str:
    if isinstance(e.who, m.Filter):
        return w("text.effect.stand_all", what=describe_filter(w, e.who))
    return w("text.effect.stand", who=w.ref(e.who, "obj"))


@phrase(m.Draw)
def _draw(w: Writer, e: m.Draw) -> str:
    return w("text.effect.draw", count=e.count)


@phrase(m.DrawUpTo)
def _draw_up_to(w: Writer, e: m.DrawUpTo) -> str:
    return w("text.effect.draw_up_to", count=e.count)


@phrase(m.Shuffle)
def _shuffle(w: Writer, e: m.Shuffle) -> str:
    return w("text.effect.shuffle")


@phrase(m.Call)
def _call(w: Writer, e: m.Call) -> str:
    return w(_CALL_KEYS[e.to], who=w.card_ref(e.who, "obj"))


_CALL_KEYS = {
    "any": "text.effect.call",
    "open": "text.effect.call_open",
    "separate": "text.effect.call_separate",
}


@phrase(m.Ride)
def _ride(w: Writer, e: m.Ride) -> str:
    return w("text.effect.ride", who=w.card_ref(e.who, "obj"))


@phrase(m.ToHand)
def _to_hand(w: Writer, e: m.ToHand) -> str:
    if isinstance(e.who, m.Filter):
        return w("text.effect.to_hand_all", what=describe_filter(w, e.who))
    return w("text.effect.to_hand", who=w.card_ref(e.who, "obj"))


@phrase(m.ToSoul)
def _to_soul(w: Writer, e: m.ToSoul) -> str:
    if isinstance(e.who, m.Filter):
        return w("text.effect.to_soul_all", what=describe_filter(w, e.who))
    return w("text.effect.to_soul", who=w.card_ref(e.who, "obj"))


@phrase(m.ReturnToDeck)
def _return_to_deck(w: Writer, e: m.ReturnToDeck) -> str:
    return w("text.effect.return_to_deck", who=w.ref(e.who, "obj"))


@phrase(m.Reveal)
def _reveal(w: Writer, e: m.Reveal) -> str:
    return w("text.effect.reveal", who=w.card_ref(e.who, "obj"))


@phrase(m.DiscardChosen)
def _discard_chosen(w: Writer, e: m.DiscardChosen) -> str:
    return w("text.effect.discard", who=w.card_ref(e.who, "subj"))


@phrase(m.FaceUp)
def _face_up(w: Writer, e: m.FaceUp) -> str:
    if e.who == m.ALL_FACE_DOWN_DAMAGE:
        return w("text.effect.face_up_all")
    if isinstance(e.who, m.Filter):
        return w("text.effect.face_up_all_of", what=describe_filter(w, e.who))
    return w("text.effect.face_up", who=w.card_ref(e.who, "obj"))


@phrase(m.SoulCharge)
def _soul_charge(w: Writer, e: m.SoulCharge) -> str:
    return w("text.effect.soul_charge", count=e.count)


@phrase(m.Mill)
def _mill(w: Writer, e: m.Mill) -> str:
    return w("text.effect.mill", count=e.count)


@phrase(m.LookTop)
def _look_top(w: Writer, e: m.LookTop) -> str:
    return w("text.effect.look_top")


def _subject(w: Writer, who: m.Selector) -> str:
    """A selector as the subject of a clause: a referent, or the cards a filter matches."""
    if isinstance(who, m.Filter):
        return describe_filter(w, who)
    return w.ref(who, "subj")


@phrase(m.Restrict)
def _restrict(w: Writer, e: m.Restrict) -> str:
    if e.rule == "no_stand_next_stand_phase":
        return w("text.effect.no_stand_next_stand_phase", who=_subject(w, e.who))
    key = {
        "cannot_be_hit": "text.effect.cannot_be_hit",
        "cannot_intercept": "text.effect.cannot_intercept",
    }[e.rule]
    return w(key, who=_subject(w, e.who), until=_until(w, e.until))


@phrase(m.Shield)
def _shield(w: Writer, e: m.Shield) -> str:
    return w(
        "text.effect.shield",
        who=_each(w, e.who),
        amount=_signed(e.amount),
        until=_lasting(w, e),
    )


@phrase(m.RetireUnits)
def _retire_units(w: Writer, c: m.RetireUnits) -> str:
    return w("text.cost.retire_units", count=c.count, what=describe_filter(w, c.what))


@phrase(m.RestUnits)
def _rest_units(w: Writer, c: m.RestUnits) -> str:
    return w("text.cost.rest_units", count=c.count, what=describe_filter(w, c.what))


@phrase(m.PutIntoSoulCost)
def _put_into_soul_cost(w: Writer, c: m.PutIntoSoulCost) -> str:
    return w("text.cost.put_into_soul", count=c.count, what=describe_filter(w, c.what))


@phrase(m.Look)
def _look(w: Writer, e: m.Look) -> str:
    if e.up_to:
        return w("text.effect.look_up_to", count=e.count)
    return w("text.effect.look", count=e.count)


@phrase(m.ToBottom)
def _to_bottom(w: Writer, e: m.ToBottom) -> str:
    if isinstance(e.who, m.Filter):
        return w("text.effect.to_bottom", who=describe_filter(w, e.who))
    return w("text.effect.to_bottom", who=w.card_ref(e.who, "obj"))


@phrase(m.MillCost)
def _mill_cost(w: Writer, c: m.MillCost) -> str:
    return w("text.cost.mill", count=c.count)


@phrase(m.Lose)
def _lose(w: Writer, e: m.Lose) -> str:
    skill = w("text.skill.twin_drive") if e.what == "twin_drive" else w("text.skill.restraint")
    return w("text.effect.lose", who=w.ref(e.who, "subj"), skill=skill, until=_until(w, e.until))


@phrase(m.Grant)
def _grant(w: Writer, e: m.Grant) -> str:
    ability = w("text.quote.ability", text=_render(Writer(w.language), e.ability))
    return w(
        "text.effect.grant", who=w.ref(e.who, "subj"), ability=ability, until=_until(w, e.until)
    )


@phrase(m.LoseGame)
def _lose_game(w: Writer, e: m.LoseGame) -> str:
    if e.who == "you":
        return w("text.effect.lose_game_you")
    return w("text.effect.lose_game_opponent")


@phrase(m.Later)
def _later(w: Writer, e: m.Later) -> str:
    key = "text.effect.later_close_step" if e.at == "close_step" else "text.effect.later_end_phase"
    return w(key, effects=_effects(w, e.effects))


# -- wave 1 effects


@phrase(m.EachMayDraw)
def _each_may_draw(w: Writer, e: m.EachMayDraw) -> str:
    return w("text.effect.each_may_draw", count=e.count)


# Granblue


@phrase(m.ToDrop)
def _to_drop(w: Writer, e: m.ToDrop) -> str:
    return w("text.effect.to_drop", who=w.card_ref(e.who, "obj"))


# wave 1: Spike Brothers


@phrase(m.RevealTopCall)
def _reveal_top_call(w: Writer, e: m.RevealTopCall) -> str:
    return w("text.effect.reveal_top_call", what=describe_filter(w, e.what))


# wave 1: Oracle Think Tank


@phrase(m.NoNormalRide)
def _no_normal_ride(w: Writer, e: m.NoNormalRide) -> str:
    return w("text.effect.no_normal_ride", who=w.card_ref(e.who, "obj"))


def _effects(w: Writer, effects: tuple[m.Effect, ...]) -> str:
    """Steps in order; a choice of more than one card changes how later steps name them."""
    parts: list[str] = []
    for effect in effects:
        parts.append(_write(w, effect))
        if isinstance(effect, m.Choose):
            w = replace(w, many_chosen=effect.count > 1)
    return w("text.join.then").join(parts)


# ---------------------------------------------------------------------------- statics


@phrase(m.StaticPower)
def _static_power(w: Writer, s: m.StaticPower) -> str:
    if s.per is None:
        return w("text.static.power", amount=_signed(s.amount))
    return w("text.static.power_per", amount=_signed(s.amount), what=describe_filter(w, s.per))


@phrase(m.CannotAttack)
def _cannot_attack(w: Writer, s: m.CannotAttack) -> str:
    return w("text.static.cannot_attack")


@phrase(m.CannotBeBoosted)
def _cannot_be_boosted(w: Writer, s: m.CannotBeBoosted) -> str:
    return w("text.static.cannot_be_boosted")


@phrase(m.MayAttackBackRow)
def _may_attack_back_row(w: Writer, s: m.MayAttackBackRow) -> str:
    return w("text.static.may_attack_back_row")


# Oracle Think Tank


@phrase(m.OpponentCannotGuardCall)
def _opponent_cannot_guard_call(w: Writer, s: m.OpponentCannotGuardCall) -> str:
    return w(
        "text.static.opponent_cannot_guard_call",
        qualities=_qualities(w, s.what),
        details=" ".join(_details(w, s.what)),
    )


@phrase(m.OpponentCannotIntercept)
def _opponent_cannot_intercept(w: Writer, s: m.OpponentCannotIntercept) -> str:
    return w("text.static.opponent_cannot_intercept")


# ---------------------------------------------------------------------------- abilities


_KEYWORDS = {
    "sentinel": "text.keyword.sentinel",
    "heal_limit": "text.keyword.heal_limit",
    "restraint": "text.keyword.restraint",
}


def _header(w: Writer, ability: m.AbilitySpec) -> str:
    head = w(f"text.kind.{ability.kind}")
    if ability.zones:
        zones = w("text.join.zones").join(w(f"text.zone.{zone}") for zone in ability.zones)
        head += w("text.header.zones", zones=zones)
    return head


def _conditions(w: Writer, conditions: tuple[m.Condition, ...]) -> str:
    return w("text.join.conditions").join(_write(w, c) for c in conditions)


def _render(w: Writer, ability: m.AbilitySpec) -> str:
    if ability.kind == "keyword":
        assert ability.keyword is not None
        return _tidy(w(_KEYWORDS[ability.keyword]))
    parts = [_header(w, ability)]
    if ability.kind == "cont":
        body = w("text.join.statics").join(_write(w, s) for s in ability.static)
        if ability.keyword == "restraint":
            body = w("text.static.restraint", body=body)
        if ability.conditions:
            body = w(
                "text.sentence.while", conditions=_conditions(w, ability.conditions), body=body
            )
        parts.append(_capital(body) + w("text.sentence.end"))
        return _tidy(" ".join(parts))
    if ability.cost:
        costs = w("text.join.costs").join(_write(w, c) for c in ability.cost)
        parts.append(w("text.header.cost", costs=costs))
    if ability.once_per_turn:
        parts.append(w("text.header.once_per_turn"))
    body = _effects(w, ability.effects)
    if ability.optional:
        paid_first = ability.kind == "act"  # an ACT's cost is paid when it is played (R16.2.2)
        key = "text.body.may_pay" if ability.cost and not paid_first else "text.body.may"
        body = w(key, effects=body)
    elif ability.when is not None and ability.cost:
        body = w("text.body.must_pay", effects=body)
    if ability.when is not None:
        trigger = _write(w, ability.when)
        if ability.conditions:
            conditions = _conditions(w, ability.conditions)
            body = w("text.sentence.trigger_if", trigger=trigger, conditions=conditions, body=body)
        else:
            body = w("text.sentence.trigger", trigger=trigger, body=body)
    elif ability.conditions:
        body = w("text.sentence.only_if", conditions=_conditions(w, ability.conditions), body=body)
    parts.append(_capital(body) + w("text.sentence.end"))
    return _tidy(" ".join(parts))


_SPACES = re.compile(r"\s+")
_SPACE_BEFORE = re.compile(r" ([,;:.)\]])")
_SPACE_AFTER = re.compile(r"([(\[]) ")


def _tidy(text: str) -> str:
    """One space between words: optional parts of a phrase may be empty."""
    text = _SPACES.sub(" ", text).strip()
    return _SPACE_AFTER.sub(r"\1", _SPACE_BEFORE.sub(r"\1", text))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def render_in(language: str, ability: m.AbilitySpec) -> str:
    """The text of one ability in `language`."""
    return _render(Writer(language), ability)


def render(ability: m.AbilitySpec) -> str:
    """The text of one ability, in English."""
    return render_in(FALLBACK, ability)


RENDERERS: dict[str, Callable[[m.AbilitySpec], str]] = {
    code: partial(render_in, code) for code in LANGUAGE_CODES
}
"""Card text per language code (`vanguard.i18n.LANGUAGES`)."""


def card_text(abilities: tuple[m.AbilitySpec, ...], language: str = "en") -> list[str]:
    """The text of each ability of a card, in `language`."""
    if language not in RENDERERS:
        raise UnknownLanguage(language)
    renderer = RENDERERS[language]
    return [renderer(a) for a in abilities]
