"""A tiny typed-data toolkit: vocabulary words as frozen dataclasses, built strictly from data.

Each word of the ability vocabulary is a frozen dataclass registered under a category
('trigger', 'condition', 'cost', 'effect', 'static') and a name. `build()` turns the YAML form
(`name`, `{name: value}` or `{name: {field: value}}`) into the dataclass, checking every field
against its annotation: unknown words, unknown fields, missing fields and wrong types are
errors with a path, never silently ignored (the lesson of Forge's card-script linter).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Any, ClassVar, Literal, TypeVar, get_args, get_origin


class VocabularyError(ValueError):
    """Ability data that does not fit the vocabulary."""


class Node:
    """Base of every vocabulary word."""

    CATEGORY: ClassVar[str] = ""
    NAME: ClassVar[str] = ""
    #: The field a scalar shorthand (`draw: 2`) fills.
    SHORTHAND: ClassVar[str | None] = None


REGISTRY: dict[str, dict[str, type[Node]]] = {}
N = TypeVar("N", bound=type[Node])


def word(category: str, name: str, shorthand: str | None = None) -> Callable[[N], N]:
    """Register a frozen dataclass as the vocabulary word `name` of `category`."""

    def register(cls: N) -> N:
        cls.CATEGORY = category
        cls.NAME = name
        cls.SHORTHAND = shorthand
        table = REGISTRY.setdefault(category, {})
        if name in table:
            raise RuntimeError(f"duplicate {category} word {name!r}")
        table[name] = cls
        return cls

    return register


def build(category: str, raw: Any, path: str) -> Node:
    """Build one word of `category` from its data form."""
    table = REGISTRY.get(category, {})
    if isinstance(raw, str):
        name, value = raw, None
    elif isinstance(raw, dict) and len(raw) == 1:
        ((name, value),) = raw.items()
    else:
        raise VocabularyError(f"{path}: expected a {category} word, got {raw!r}")
    if name not in table:
        known = ", ".join(sorted(table))
        raise VocabularyError(f"{path}: unknown {category} {name!r} (known: {known})")
    cls = table[name]
    where = f"{path}.{name}"
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    if value is None:
        args: dict[str, Any] = {}
    elif isinstance(value, dict):
        args = value
    elif cls.SHORTHAND is not None:
        args = {cls.SHORTHAND: value}
    else:
        raise VocabularyError(f"{where}: expected fields {sorted(fields)}, got {value!r}")
    unknown = set(args) - set(fields)
    if unknown:
        raise VocabularyError(f"{where}: unknown field(s) {sorted(unknown)}")
    hints = typing.get_type_hints(cls)
    built: dict[str, Any] = {}
    for field_name, field in fields.items():
        if field_name in args:
            built[field_name] = convert(
                hints[field_name], args[field_name], f"{where}.{field_name}"
            )
        elif field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            raise VocabularyError(f"{where}: missing field {field_name!r}")
    return cls(**built)


def convert(annotation: Any, value: Any, path: str) -> Any:
    """Check and convert one field value against its annotation."""
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        options = get_args(annotation)
        if value is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return convert(option, value, path)
            except VocabularyError as error:
                errors.append(str(error))
        raise VocabularyError(errors[-1] if errors else f"{path}: invalid value {value!r}")
    if origin is Literal:
        if value not in get_args(annotation):
            raise VocabularyError(
                f"{path}: expected one of {list(get_args(annotation))}, got {value!r}"
            )
        return value
    if origin is tuple:
        item_type = get_args(annotation)[0]
        items = value if isinstance(value, list) else [value]
        return tuple(convert(item_type, item, f"{path}[{i}]") for i, item in enumerate(items))
    if isinstance(annotation, type) and issubclass(annotation, Node):
        if annotation.CATEGORY:  # a concrete word given directly
            return build(annotation.CATEGORY, {annotation.NAME: value}, path)
        category = getattr(annotation, "ROLE", "")
        return build(category, value, path)
    if hasattr(annotation, "from_data"):
        return annotation.from_data(value, path)
    if dataclasses.is_dataclass(annotation):
        if not isinstance(value, dict):
            raise VocabularyError(f"{path}: expected a mapping, got {value!r}")
        record: Any = annotation
        hints = typing.get_type_hints(record)
        fields = dataclasses.fields(record)
        unknown = set(value) - {f.name for f in fields}
        if unknown:
            raise VocabularyError(f"{path}: unknown field(s) {sorted(unknown)}")
        for f in fields:
            needed = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
            if needed and f.name not in value:
                raise VocabularyError(f"{path}: missing field {f.name!r}")
        return record(**{k: convert(hints[k], v, f"{path}.{k}") for k, v in value.items()})
    if annotation is bool:
        if not isinstance(value, bool):
            raise VocabularyError(f"{path}: expected true or false, got {value!r}")
        return value
    if annotation is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise VocabularyError(f"{path}: expected a whole number, got {value!r}")
        return value
    if annotation is str:
        if not isinstance(value, str) or not value:
            raise VocabularyError(f"{path}: expected text, got {value!r}")
        return value
    raise VocabularyError(f"{path}: unsupported annotation {annotation!r}")
