"""Formatting one catalogue message: `{name}` fields and ICU MessageFormat `plural` and
`select` (https://unicode-org.github.io/icu/userguide/format_parse/messages/).

The browser client formats the same strings with `Intl.PluralRules`, so the catalogues use only
the part of ICU both sides share: plain fields, `{n, plural, =0 {…} one {…} few {…} many {…}
other {…}}` with `#` for the number, and `{x, select, a {…} other {…}}`. Parsing is done by
`pyicumessageformat`; the plural category of a number comes from the CLDR rules in Babel, so
Russian one/few/many and Korean (always `other`) are right without rules of our own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from typing import Any

from babel import Locale
from pyicumessageformat import Parser

Node = str | dict[str, Any]
"""A parsed message piece: literal text, or a field (`{"name": ..., "type"?: ..., ...}`)."""

_PARSER = Parser()


class MessageSyntaxError(ValueError):
    """A catalogue message that is not valid ICU MessageFormat."""


class MissingValue(KeyError):
    """A message needs a field the caller did not give."""

    def __init__(self, name: str, pattern: str) -> None:
        super().__init__(f"the message {pattern!r} needs a value for {{{name}}}")
        self.name = name

    def __str__(self) -> str:
        return str(self.args[0])


@lru_cache(maxsize=8192)
def parse(pattern: str) -> tuple[Node, ...]:
    """The parsed form of `pattern` (cached: the same phrases are formatted over and over)."""
    try:
        return tuple(_PARSER.parse(pattern))
    except SyntaxError as exc:  # the parser reports bad syntax as SyntaxError
        raise MessageSyntaxError(str(exc)) from None


def field_names(pattern: str) -> frozenset[str]:
    """Every field a message uses, at any depth (`{n, plural, …}` counts as `n`)."""
    return frozenset(_names(parse(pattern)))


def _names(nodes: Iterable[Node]) -> Iterable[str]:
    for node in nodes:
        if isinstance(node, str):
            continue
        yield node["name"]
        for branch in node.get("options", {}).values():
            yield from _names(branch)


@lru_cache(maxsize=16)
def plural_rule(language: str) -> Callable[[float], str]:
    """The CLDR plural category function of a language ('one', 'few', 'many', 'other'...)."""
    return Locale.parse(language).plural_form


def format_message(pattern: str, values: Mapping[str, Any], language: str) -> str:
    """`pattern` with its fields filled from `values`, plurals chosen for `language`."""
    out: list[str] = []
    _render(parse(pattern), values, plural_rule(language), None, pattern, out)
    return "".join(out)


def _render(
    nodes: Iterable[Node],
    values: Mapping[str, Any],
    plural: Callable[[float], str],
    number: float | None,
    pattern: str,
    out: list[str],
) -> None:
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
            continue
        name = node["name"]
        if node.get("hash"):  # `#` inside a plural branch: the number itself
            out.append(_number(number))
            continue
        if name not in values:
            raise MissingValue(name, pattern)
        value = values[name]
        kind = node.get("type")
        if kind in ("plural", "selectordinal"):
            if not isinstance(value, int | float) or isinstance(value, bool):
                raise TypeError(f"{{{name}}} in {pattern!r} is a plural: it needs a number")
            options = node["options"]
            shown = value - node.get("offset", 0)
            exact = f"={_number(value)}"
            category = exact if exact in options else plural(abs(shown))
            branch = options[category] if category in options else options["other"]
            _render(branch, values, plural, shown, pattern, out)
        elif kind == "select":
            options = node["options"]
            branch = options.get(str(value), options["other"])
            _render(branch, values, plural, number, pattern, out)
        else:
            out.append(_number(value) if isinstance(value, int | float) else str(value))


def _number(value: float | None) -> str:
    if value is None:
        return "#"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)
