"""Finding card instances in JSON data, to check that views and messages hide what R22 hides."""

from __future__ import annotations

from typing import Any


def iids_in(data: Any) -> set[int]:
    """Every card instance named in JSON data: `iid` of card refs, `card`/`target`/`cards`
    of action dicts (card ids are strings and never match)."""
    found: set[int] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key, value in item.items():
                if key in ("iid", "card", "target") and type(value) is int:
                    found.add(value)
                elif key == "cards" and isinstance(value, list):
                    found.update(v for v in value if type(v) is int)
                    stack.extend(v for v in value if isinstance(v, dict | list))
                elif isinstance(value, dict | list):
                    stack.append(value)
        elif isinstance(item, list):
            stack.extend(item)
    return found
