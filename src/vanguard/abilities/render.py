"""Card text rendered from ability data, so that what a player reads and what the engine runs
can never disagree. The wording is the project's own (English for now; each phrase is one
function, the unit a translation replaces)."""

from __future__ import annotations

from collections.abc import Callable

from vanguard.abilities import model as m

_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _n(count: int) -> str:
    return _COUNT_WORDS.get(count, str(count))


def _plural(count: int, word: str) -> str:
    return word if count == 1 else word + "s"


def _signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else str(amount)


# ---------------------------------------------------------------------------- filters


_ZONE_NOUN = {
    "vanguard": "vanguard",
    "rear-guard": "rear-guard",
    "unit": "unit",
    "hand": "card in hand",
    "deck": "card in the deck",
    "soul": "card in the soul",
    "damage": "damage card",
    "drop": "card in the drop zone",
}


def describe_filter(f: m.Filter, plural: bool = False) -> str:
    words: list[str] = []
    if f.another:
        words.append("other")
    if f.face_down is True:
        words.append("face-down")
    if f.grade is not None:
        words.append(f"grade {f.grade}")
    if f.grade_max is not None:
        words.append(f"grade {f.grade_max}-or-lower")
    if f.grade_min is not None:
        words.append(f"grade {f.grade_min}-or-higher")
    if f.clan is not None:
        words.append(f"<{f.clan}>")
    noun = _ZONE_NOUN[f.zone]
    words.append(noun + ("s" if plural and not noun.startswith("card") else ""))
    if f.names:
        words.append("named " + " or ".join(f'"{name}"' for name in f.names))
    if f.attacked:
        words.append("that is being attacked")
    owner = "your" if f.side == "you" else "your opponent's"
    return f"{owner} {' '.join(words)}"


def describe_card(f: m.Filter) -> str:
    """A card looked for in a hidden zone: 'grade 2-or-lower <Royal Paladin> card'."""
    plain = m.Filter(
        clan=f.clan, grade=f.grade, grade_max=f.grade_max, grade_min=f.grade_min, zone="deck"
    )
    words = describe_filter(plain).removeprefix("your ").removesuffix("card in the deck")
    text = f"{words}card"
    if f.names:
        text += " named " + " or ".join(f'"{name}"' for name in f.names)
    return text


_WHO = {
    "self": "this unit",
    "chosen": "the picked card",
    "found": "the card found",
    "boosted": "the unit it boosted",
    "attacked": "your unit under attack",
    "vanguard": "your vanguard",
}


# ---------------------------------------------------------------------------- triggers


def _trigger(when: m.Trigger) -> str:
    match when:
        case m.Placed(circles=circles):
            return "Each time this card arrives on " + " or ".join(f"({c})" for c in circles)
        case m.RiddenBy(clan=clan):
            return f"After a different <{clan}> rides over this vanguard"
        case m.Attacks():
            return "As this unit attacks"
        case m.Boosts(name=name, clan=clan, vanguard_clan=vanguard_clan):
            target = "a unit"
            if name:
                target = f'a unit named "{name}"'
            elif clan:
                target = f"a <{clan}>"
            elif vanguard_clan:
                target = f"your <{vanguard_clan}> vanguard"
            return f"As this unit boosts {target}"
        case m.IsBoosted(booster_clan=clan):
            return "As a " + (f"<{clan}> " if clan else "") + "unit boosts this unit"
        case m.AttackHits(target=target):
            what = {"any": "", "vanguard": " a vanguard", "rear-guard": " a rear-guard"}[target]
            return f"After an attack by this unit hits{what}"
        case m.BoostedAttackHits(clan=clan):
            unit = f"<{clan}> unit" if clan else "unit"
            return f"After the attack of a {unit} boosted by this unit hits"
        case m.DriveReveals(grade=grade, clan=clan):
            parts = [f"grade {grade}" if grade is not None else "", f"<{clan}>" if clan else ""]
            return "Whenever this unit's drive check reveals a " + " ".join(p for p in parts if p)
        case m.MainPhaseStart():
            return "As your main phase begins"
        case m.OpponentRearGuardDropped():
            return (
                "During your main phase, each time an opponent's rear-guard goes from (RC)"
                " to the drop zone"
            )
        case m.DroppedFrom(circle=circle):
            return f"After this card goes from ({circle}) to your drop zone"
        case m.CloseStep():
            return "As the close step of that battle begins"
        case m.EndPhase():
            return "As the end phase of that turn begins"
    raise TypeError(f"no text for trigger {when!r}")


# ---------------------------------------------------------------------------- conditions


def _condition(condition: m.Condition) -> str:
    match condition:
        case m.HandAtLeast(count=count):
            return f"you hold {count} or more cards"
        case m.HandFewerThanOpponent():
            return "your hand is smaller than your opponent's"
        case m.HandMoreThanOpponent():
            return "your hand is larger than your opponent's"
        case m.SoulHas(name=name):
            return f'a card named "{name}" is in your soul'
        case m.NoOtherUnitOfClan(clan=clan):
            return f"no other unit of yours on (VC) or (RC) is <{clan}>"
        case m.OpponentUnitsAllRested():
            return "your opponent's vanguard and rear-guards are all [Rest]"
        case m.VanguardClan(clan=clan):
            return f"your vanguard is <{clan}>"
        case m.VanguardGrade(grade=grade):
            return f"your vanguard is grade {grade}"
        case m.YourTurn():
            return "it is your turn"
        case m.SelfIn(zone=zone):
            where = {"hand": "in your hand", "soul": "in your soul", "drop": "in your drop zone"}
            return f"this card is still {where.get(zone, f'on ({zone})')}"
    raise TypeError(f"no text for condition {condition!r}")


# ---------------------------------------------------------------------------- costs


def _cost(cost: m.Cost) -> str:
    match cost:
        case m.CounterBlast(count=count):
            return f"Counter Blast {count}"
        case m.SoulBlast(count=count):
            return f"Soul Blast {count}"
        case m.Discard(count=count, clan=clan):
            kind = f"<{clan}> " if clan else ""
            return f"discard {_n(count)} {kind}{_plural(count, 'card')}"
        case m.RestSelf():
            return "Rest this unit"
        case m.RetireSelf():
            return "retire this unit"
        case m.SelfToSoul():
            return "move this unit into your soul"
        case m.RevealSelfToDeckTop():
            return "show this card, then place it on your deck"
        case m.RearGuardsToSoul(names=names):
            listed = ", ".join(f'"{n}"' for n in names)
            return f"move one rear-guard of each of these names into your soul: {listed}"
        case m.SoulToDrop(names=names):
            listed = ", ".join(f'"{n}"' for n in names)
            return f"move one soul card of each of these names to your drop zone: {listed}"
    raise TypeError(f"no text for cost {cost!r}")


# ---------------------------------------------------------------------------- effects


def _until(until: str) -> str:
    return "for the rest of the battle" if until == "battle" else "for the rest of the turn"


def _effect(effect: m.Effect) -> str:
    match effect:
        case m.Choose(what=what, count=count, up_to=up_to, chooser=chooser):
            amount = f"up to {_n(count)}" if up_to else _n(count)
            who = "your opponent picks" if chooser == "opponent" else "pick"
            return f"{who} {amount} of {describe_filter(what, plural=True)}"
        case m.Search(what=what):
            return f"look through your deck for up to one {describe_card(what)}"
        case m.Power(amount=amount, who=who, until=until):
            return f"{_WHO[who]} gets {_signed(amount)} power {_until(until)}"
        case m.Critical(amount=amount, who=who, until=until):
            return f"{_WHO[who]} gets critical {_signed(amount)} {_until(until)}"
        case m.Retire(who=who):
            return f"retire {_WHO[who]}"
        case m.RetireAll(what=what):
            return f"retire every one of {describe_filter(what, plural=True)}"
        case m.Stand(who=who):
            return f"[Stand] {_WHO[who]}"
        case m.StandAll(what=what):
            return f"[Stand] every one of {describe_filter(what, plural=True)}"
        case m.Draw(count=count):
            return f"draw {_n(count)} {_plural(count, 'card')}"
        case m.DrawUpTo(count=count):
            return f"name a number from 0 to {count} and draw that many cards"
        case m.Shuffle():
            return "shuffle your deck"
        case m.Call(who=who):
            return f"call {_WHO[who].replace('this unit', 'this card')} to an (RC) you pick"
        case m.Ride(who=who):
            return f"ride {_WHO[who].replace('this unit', 'this card')}"
        case m.ToHand(who=who):
            return f"add {_WHO[who]} to your hand"
        case m.ToSoul(who=who):
            return f"move {_WHO[who].replace('this unit', 'this card')} into your soul"
        case m.ReturnToDeck(who=who):
            return f"return {_WHO[who]} to your deck"
        case m.Reveal(who=who):
            return f"show {_WHO[who].replace('this unit', 'this card')} to your opponent"
        case m.DiscardChosen(who=who):
            return f"{_WHO[who]} goes to the drop zone"
        case m.FaceUp(who=who):
            return f"turn {_WHO[who]} face up"
        case m.FaceUpAll():
            return "turn every face-down card of your damage zone face up"
        case m.SoulCharge(count=count):
            return f"Soul Charge {count}"
        case m.Mill(count=count):
            cards = _plural(count, "card")
            return f"move the top {_n(count)} {cards} of your deck to your drop zone"
        case m.LookTop():
            return (
                "check your deck's top card in secret, then keep it there or move it under the deck"
            )
        case m.Restrict(rule=rule, who=who, until=until):
            if rule == "cannot_be_hit":
                return f"{_WHO[who]} cannot be hit {_until(until)}"
            return f"{_WHO[who]} stays [Rest] through its owner's next stand phase"
        case m.Lose(what=what, who=who, until=until):
            name = {"twin_drive": "Twin Drive!!", "restraint": "Restraint"}[what]
            return f"{_WHO[who]} loses {name} {_until(until)}"
        case m.Grant(ability=ability, who=who, until=until):
            return f'{_WHO[who]} has "{render(ability)}" {_until(until)}'
        case m.LoseGame(who=who):
            return "you lose the game" if who == "you" else "your opponent loses the game"
        case m.Later(at=at, effects=effects):
            moment = (
                "as the close step of this battle begins"
                if at == "close_step"
                else ("as the end phase of this turn begins")
            )
            return f"{moment}, " + _effects(effects)
    raise TypeError(f"no text for effect {effect!r}")


def _effects(effects: tuple[m.Effect, ...]) -> str:
    return "; then ".join(_effect(e) for e in effects)


# ---------------------------------------------------------------------------- statics


def _static(static: m.Static) -> str:
    match static:
        case m.StaticPower(amount=amount, per=None):
            return f"this unit gets {_signed(amount)} power"
        case m.StaticPower(amount=amount, per=per):
            assert per is not None
            counted = describe_filter(per, plural=True)
            return f"this unit gets {_signed(amount)} power for every one of {counted}"
        case m.CannotAttack():
            return "this unit cannot attack"
        case m.CannotBeBoosted():
            return "no unit can boost this unit"
        case m.MayAttackBackRow():
            return (
                "this unit may also attack the back-row unit of your opponent in the column"
                " facing it"
            )
    raise TypeError(f"no text for static {static!r}")


_KEYWORDS: dict[str, str] = {
    "sentinel": "Sentinel (a deck holds at most four Sentinel cards)",
    "heal_limit": "Deck rule: at most four Heal trigger cards in a deck",
    "restraint": "Restraint",
}


def _header(ability: m.AbilitySpec) -> str:
    head = f"[{ability.kind.upper()}]"
    if ability.zones:
        head += "(" + "/".join(ability.zones) + ")"
    return head


def render(ability: m.AbilitySpec) -> str:
    """The text of one ability, in the project's wording."""
    if ability.kind == "keyword":
        assert ability.keyword is not None
        return _KEYWORDS[ability.keyword]
    parts: list[str] = [_header(ability)]
    if ability.kind == "cont":
        body = "; ".join(_static(s) for s in ability.static)
        if ability.keyword == "restraint":
            body = f"Restraint ({body})"
        if ability.conditions:
            body = "While " + " and ".join(_condition(c) for c in ability.conditions) + ", " + body
        parts.append(_capital(body) + ".")
        return " ".join(parts)
    sentence = ""
    if ability.cost:
        parts.append("[" + " & ".join(_cost(c) for c in ability.cost) + "]")
    if ability.when is not None:
        sentence = _trigger(ability.when)
        if ability.conditions:
            sentence += ", provided " + " and ".join(_condition(c) for c in ability.conditions)
        sentence += ": "
    elif ability.conditions:
        sentence = "Only if " + " and ".join(_condition(c) for c in ability.conditions) + ": "
    body = _effects(ability.effects)
    if ability.optional:
        body = ("you may pay the cost; when paid, " if ability.cost else "you may: ") + body
    elif ability.when is not None and ability.cost:
        body = "pay the cost if you can; when paid, " + body
    if ability.once_per_turn:
        parts.append("[1/Turn]")
    parts.append(_capital(sentence + body) + ".")
    return " ".join(parts)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


RENDERERS: dict[str, Callable[[m.AbilitySpec], str]] = {"en": render}
"""Card text per language; other languages join when their message catalogues exist."""


def card_text(abilities: tuple[m.AbilitySpec, ...], language: str = "en") -> list[str]:
    return [RENDERERS[language](a) for a in abilities]
