"""Plain data for the values a position holds: the codec behind `Game.to_data()`.

A position is data only if everything on the work stack and in a prompt is data. The engine
keeps Python values there (module-level step functions, enums, small named tuples, frozen
vocabulary nodes); this codec writes each as JSON-safe data with a type tag and reads it
back. Steps and types are named by `module:qualname`, so no table has to be kept in step with
the code: a new step function is writable the moment it exists. Reading accepts only names
inside the `vanguard` package, so hostile position data cannot call arbitrary code.

Tags: `{"t": [...]}` tuple, `{"m": [[k, v], ...]}` dict, `{"s": [...]}` frozenset (sorted, so
the form does not depend on hash order), `{"e": "mod:Enum", "v": value}`, `{"f": "mod:fn"}`,
`{"n": "mod:NamedTuple", "v": [...]}`, `{"d": "mod:Dataclass", "v": {field: value}}`,
`{"o": "mod:Class", "v": {slot: value}}` a plain slotted object (a player's zones, a battle),
`{"a": action}` an `Action`, `{"c": card_id}` a card, `{"ab": [card_id, index]}` an ability
printed on a card.
Lists, strings, numbers, booleans and None stand for themselves.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from collections.abc import Callable, Sequence
from enum import Enum
from types import BuiltinFunctionType, FunctionType
from typing import Any

from vanguard.cards.models import Card
from vanguard.engine.actions import Action

_PACKAGE = "vanguard."
_ENGINE = "vanguard.engine."
_PLAIN = frozenset({int, bool, str, type(None)})
#: A step is a module-level function of the package: a Python function, or the same function
#: compiled (a compiled engine's functions are built-in functions with the same names).
_STEP_TYPES = (FunctionType, BuiltinFunctionType)


class PositionDataError(ValueError):
    """Position data that cannot be read back (malformed, foreign or from another version)."""


def _defined_name(obj: Any) -> str:
    return f"{getattr(obj, '__module__', None)}:{getattr(obj, '__qualname__', None)}"


def _name_of(obj: Any) -> str:
    name = _defined_name(obj)
    if "<" in name or not name.startswith(_PACKAGE):
        raise TypeError(f"{name} is not a module-level name of the vanguard package")
    return name


def slots_of(cls: type) -> tuple[str, ...]:
    """The attributes of a plain engine class, in their one fixed (sorted) order: its
    `__slots__`, or, compiled, the attributes the compiler lists (it keeps no `__slots__`)."""
    slots = cls.__dict__.get("__slots__") or cls.__dict__.get("__mypyc_attrs__") or ()
    return tuple(sorted(slots))


def _resolve(name: Any) -> Any:
    if not isinstance(name, str) or ":" not in name or not name.startswith(_PACKAGE):
        raise PositionDataError(f"not a name of the vanguard package: {name!r}")
    module_name, _, qualname = name.partition(":")
    try:
        obj: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as error:
        raise PositionDataError(f"unknown name {name!r}") from error
    return obj


class Encoder:
    """Writes values as data. `abilities` names each ability printed on a card of the match by
    (card id, index), so a standby ability is a reference instead of a copy of its tree.

    The server hashes every decision through this encoder, so it dispatches on the exact type
    with a table filled on first sight of each type, instead of a chain of `isinstance`."""

    __slots__ = ("_abilities", "_by_type")

    def __init__(self, cards: Sequence[Card]) -> None:
        self._abilities: dict[int, list[Any]] = {}
        # Distinct by identity: hashing a card hashes its whole ability tree, which cost the
        # server more than the rest of the encoding when the encoder was rebuilt per match.
        for card in {id(card): card for card in cards}.values():
            for index, spec in enumerate(card.abilities):
                self._abilities.setdefault(id(spec), [card.id, index])
        self._by_type: dict[type, Callable[[Any], Any]] = {
            type(None): _same,
            bool: _same,
            int: _same,
            str: _same,
            float: _same,
            list: self._list,
            Action: _action,
            Card: _card,
            dict: self._dict,
            frozenset: self._set,
            FunctionType: _function,
            BuiltinFunctionType: _function,
        }

    @classmethod
    def for_cards(cls, cards: tuple[Card, ...]) -> Encoder:
        """The encoder of a match's cards, built once per match (clones share `cards`)."""
        key = id(cards)
        hit = _ENCODERS.get(key)
        if hit is not None and hit[0] is cards:
            return hit[1]
        encoder = cls(cards)
        if len(_ENCODERS) >= _ENCODERS_KEPT:
            _ENCODERS.pop(next(iter(_ENCODERS)))
        _ENCODERS[key] = (cards, encoder)
        return encoder

    def encode(self, value: Any) -> Any:
        handler = self._by_type.get(type(value))
        if handler is None:
            handler = self._by_type[type(value)] = self._handler_for(type(value))
        return handler(value)

    def _handler_for(self, kind: type) -> Callable[[Any], Any]:
        if issubclass(kind, Enum):
            name = _name_of(kind)
            return lambda member: {"e": name, "v": member.value}
        if issubclass(kind, tuple):
            if hasattr(kind, "_fields"):
                name = _name_of(kind)
                return lambda value: {"n": name, "v": [self.encode(v) for v in value]}
            return lambda value: {"t": [self.encode(v) for v in value]}
        if dataclasses.is_dataclass(kind):
            name = _name_of(kind)
            fields = tuple(f.name for f in dataclasses.fields(kind))

            def node(value: Any) -> Any:
                ref = self._abilities.get(id(value))
                if ref is not None:
                    return {"ab": ref}
                return {"d": name, "v": {f: self.encode(getattr(value, f)) for f in fields}}

            return node
        slots = slots_of(kind)
        if slots:
            name = _name_of(kind)
            return lambda value: {
                "o": name,
                "v": {slot: self.encode(getattr(value, slot)) for slot in slots},
            }
        raise TypeError(f"a position cannot hold a {kind.__name__}")

    def _list(self, value: list[Any]) -> list[Any]:
        # Zones and per-instance flags are lists of numbers: copied as they are.
        if _PLAIN.issuperset(map(type, value)):
            return value.copy()
        return [self.encode(v) for v in value]

    def _dict(self, value: dict[Any, Any]) -> Any:
        return {"m": [[self.encode(k), self.encode(v)] for k, v in value.items()]}

    def _set(self, value: frozenset[Any]) -> Any:
        items = [self.encode(v) for v in value]
        return {"s": sorted(items, key=lambda item: json.dumps(item, sort_keys=True))}


def _same(value: Any) -> Any:
    return value


def _action(action: Action) -> Any:
    return {"a": action.to_dict()}


def _card(card: Card) -> Any:
    return {"c": card.id}


def _function(fn: Callable[..., Any]) -> Any:
    return {"f": _name_of(fn)}


#: Recent matches' encoders, by the identity of their card tuple (kept alive by the entry);
#: as many as a busy server has live matches, so hashing a position never rebuilds one.
_ENCODERS: dict[int, tuple[tuple[Card, ...], Encoder]] = {}
_ENCODERS_KEPT = 1024


class Decoder:
    """Reads values written by `Encoder`; `card_by_id` finds the card of an ability reference."""

    __slots__ = ("_card_by_id",)

    def __init__(self, card_by_id: Callable[[str], Card]) -> None:
        self._card_by_id = card_by_id

    def decode(self, data: Any) -> Any:
        if data is None or type(data) in (bool, int, str, float):
            return data
        if isinstance(data, list):
            return [self.decode(v) for v in data]
        if not isinstance(data, dict) or len(data) not in (1, 2):
            raise PositionDataError(f"unreadable value {data!r}")
        if "t" in data:
            return tuple(self.decode(v) for v in self._list(data["t"]))
        if "m" in data:
            return {self.decode(k): self.decode(v) for k, v in self._pairs(data["m"])}
        if "s" in data:
            return frozenset(self.decode(v) for v in self._list(data["s"]))
        if "a" in data:
            try:
                return Action.from_dict(data["a"])
            except ValueError as error:
                raise PositionDataError(f"bad action {data['a']!r}: {error}") from None
        if "f" in data:
            fn = _resolve(data["f"])
            if not isinstance(fn, _STEP_TYPES) or _defined_name(fn) != data["f"]:
                raise PositionDataError(f"{data['f']!r} is not a step")
            return fn
        if "e" in data:
            enum = _resolve(data["e"])
            if not (isinstance(enum, type) and issubclass(enum, Enum)):
                raise PositionDataError(f"{data['e']!r} is not an enumeration")
            try:
                return enum(data.get("v"))
            except ValueError as error:
                raise PositionDataError(str(error)) from None
        if "n" in data:
            cls = _resolve(data["n"])
            if not (isinstance(cls, type) and issubclass(cls, tuple)):
                raise PositionDataError(f"{data['n']!r} is not a named tuple")
            try:
                return cls(*(self.decode(v) for v in self._list(data.get("v"))))
            except TypeError as error:
                raise PositionDataError(f"{data['n']}: {error}") from None
        if "d" in data:
            cls = _resolve(data["d"])
            if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
                raise PositionDataError(f"{data['d']!r} is not a data class")
            fields = data.get("v")
            if not isinstance(fields, dict):
                raise PositionDataError(f"{data['d']}: fields must be an object")
            try:
                return cls(**{k: self.decode(v) for k, v in fields.items()})
            except TypeError as error:
                raise PositionDataError(f"{data['d']}: {error}") from None
        if "c" in data:
            return self._card_by_id(data["c"])
        if "o" in data:
            return self._object(data)
        if "ab" in data:
            ref = data["ab"]
            if not (isinstance(ref, list) and len(ref) == 2 and isinstance(ref[1], int)):
                raise PositionDataError(f"bad ability reference {ref!r}")
            card = self._card_by_id(ref[0])
            if not 0 <= ref[1] < len(card.abilities):
                raise PositionDataError(f"{card.name} has no ability {ref[1]}")
            return card.abilities[ref[1]]
        raise PositionDataError(f"unreadable value {data!r}")

    def _object(self, data: dict[str, Any]) -> Any:
        """A plain slotted class of the engine (a player's zones, a battle, the generator)."""
        cls = _resolve(data["o"])
        fields = data.get("v")
        engine_class = isinstance(cls, type) and _defined_name(cls) == data["o"]
        slots = slots_of(cls) if engine_class and data["o"].startswith(_ENGINE) else ()
        if not (slots and isinstance(fields, dict)):
            raise PositionDataError(f"{data['o']!r} is not a plain engine object")
        if set(fields) != set(slots):
            raise PositionDataError(f"{data['o']}: expected fields {list(slots)}")
        try:
            obj: Any = cls()  # every engine object has a blank form, then filled in
            for name in slots:
                setattr(obj, name, self.decode(fields[name]))
        except TypeError as error:
            raise PositionDataError(f"{data['o']}: {error}") from None
        return obj

    @staticmethod
    def _list(value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise PositionDataError(f"expected a list, got {value!r}")
        return value

    def _pairs(self, value: Any) -> list[tuple[Any, Any]]:
        pairs = self._list(value)
        if not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise PositionDataError(f"expected [key, value] pairs, got {value!r}")
        return [(p[0], p[1]) for p in pairs]
