"""Sanity checks for card data records.

The card data is hand-maintained JSON; a wrong grade or a trigger icon on a grade 2 would
silently change deck legality and game results. Every check here is a property of the real pool
(R3) and the real pool passes all of them, so any reported problem is a data error. Each problem
is one human-readable line naming the card, so a maintainer can fix the file without a debugger.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from vanguard.cards.ids import PRINT_ID_RE, card_slug, normalize_name
from vanguard.cards.known import CLANS, MAX_GRADE, MIN_GRADE, RACES, RARITIES, SETS
from vanguard.cards.models import Skill, Trigger
from vanguard.cards.records import FIELDS, PRINT_FIELDS, read_records

_TYPES: Final[dict[str, tuple[type, str]]] = {
    "id": (str, "a string"),
    "name": (str, "a string"),
    "clan": (str, "a string"),
    "race": (str, "a string"),
    "grade": (int, "an integer"),
    "skill": (str, "a string"),
    "power": (int, "an integer"),
    "shield": (int, "an integer"),
    "critical": (int, "an integer"),
    "trigger": (str, "a string"),
    "sentinel": (bool, "true or false"),
    "prints": (list, "a list"),
    "printed_abilities": (int, "an integer"),
    "verified": (bool, "true or false"),
}

SKILL_BY_GRADE: Final[dict[int, Skill]] = {
    0: Skill.BOOST,
    1: Skill.BOOST,
    2: Skill.INTERCEPT,
    3: Skill.TWIN_DRIVE,
}
"""R3.4: Boost on grade 0-1, Intercept on grade 2, Twin Drive!! on grade 3 (true of every card)."""

_SKILLS: Final[tuple[str, ...]] = tuple(s.value for s in Skill)
_TRIGGERS: Final[tuple[str, ...]] = tuple(t.value for t in Trigger)


def _has_type(value: Any, expected: type) -> bool:
    # bool is a subclass of int; a grade of `true` is a data error, not grade 1.
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, expected)


def _label(index: int, record: Any) -> str:
    name = record.get("name") if isinstance(record, dict) else None
    return f"card #{index + 1} {name!r}" if isinstance(name, str) else f"card #{index + 1}"


def _typed_fields(record: dict[str, Any], report: Callable[[str], None]) -> dict[str, Any]:
    """Report missing, unexpected and mistyped fields; return the fields that are well typed."""
    good: dict[str, Any] = {}
    for field in FIELDS:
        if field not in record:
            report(f"missing field {field!r}")
            continue
        value = record[field]
        expected, wording = _TYPES[field]
        if _has_type(value, expected):
            good[field] = value
        else:
            report(f"field {field!r} must be {wording}, got {type(value).__name__} {value!r}")
    for field in record:
        if field not in FIELDS:
            # Also keeps printed ability text out of the packaged data.
            report(f"unexpected field {field!r}")
    return good


def _check_values(fields: dict[str, Any], report: Callable[[str], None]) -> None:
    """Checks of single fields and of fields against each other (R3)."""
    name, grade = fields.get("name"), fields.get("grade")
    if name is not None:
        if not name.strip():
            report("name is empty")
        elif " ".join(name.split()) != name:
            report("name has leading, trailing or doubled whitespace")
        elif "id" in fields and fields["id"] != card_slug(name):
            report(
                f"id {fields['id']!r} is not the slug of the name (expected {card_slug(name)!r})"
            )
    if grade is not None and not MIN_GRADE <= grade <= MAX_GRADE:
        report(f"grade {grade} is outside {MIN_GRADE}..{MAX_GRADE}")
        grade = None  # cross-checks against an impossible grade would only add noise
    if "clan" in fields and fields["clan"] not in CLANS:
        report(f"unknown clan {fields['clan']!r}")
    if "race" in fields and fields["race"] not in RACES:
        report(f"unknown race {fields['race']!r}")
    if "power" in fields and (fields["power"] < 0 or fields["power"] % 1000):
        report(f"power {fields['power']} must be a non-negative multiple of 1000")
    if "shield" in fields:
        shield = fields["shield"]
        if shield < 0 or shield % 5000:
            report(f"shield {shield} must be a non-negative multiple of 5000")
        elif grade == MAX_GRADE and shield != 0:
            report(f"a grade 3 card prints no shield, but shield is {shield}")
    if "critical" in fields and fields["critical"] < 1:
        report(f"critical {fields['critical']} must be at least 1")
    if "printed_abilities" in fields and fields["printed_abilities"] < 0:
        report(f"printed_abilities {fields['printed_abilities']} must not be negative")
    if fields.get("verified") is False and fields.get("printed_abilities"):
        # An unverified card's text is unknown, so no count of its abilities can be true.
        report("is unverified but claims printed abilities; its text is unknown")
    if "skill" in fields:
        skill = fields["skill"]
        if skill not in _SKILLS:
            report(f"unknown skill {skill!r} (expected one of {', '.join(_SKILLS)})")
        elif grade is not None and skill != SKILL_BY_GRADE[grade]:
            report(
                f"skill {skill!r} does not match grade {grade} (expected {SKILL_BY_GRADE[grade]!r})"
            )
    if "trigger" in fields:
        trigger = fields["trigger"]
        if trigger not in _TRIGGERS:
            report(f"unknown trigger {trigger!r} (expected one of {', '.join(_TRIGGERS)})")
        elif grade is not None and trigger != Trigger.NONE and grade != 0:
            report(f"has the {trigger} trigger icon but is grade {grade}; triggers are grade 0")
    if fields.get("sentinel") and grade is not None and grade != 1:
        report(f"is a sentinel but grade {grade}; the pool's sentinels are grade 1")


def _check_print(entry: Any, report: Callable[[str], None]) -> str | None:
    """Check one print object; return its id if it is a string (for duplicate detection)."""
    if not isinstance(entry, dict):
        report(f"print entry must be an object, got {type(entry).__name__} {entry!r}")
        return None
    print_id = entry.get("id")
    where = f"print {print_id!r}" if isinstance(print_id, str) else "a print"
    bad = [f for f in PRINT_FIELDS if not isinstance(entry.get(f), str)]
    extra = [f for f in entry if f not in PRINT_FIELDS]
    if bad or extra:
        parts = [f"field {f!r} missing or not a string" for f in bad]
        parts += [f"unexpected field {f!r}" for f in extra]
        report(f"{where}: {'; '.join(parts)}")
    if not isinstance(print_id, str):
        return None
    match = PRINT_ID_RE.match(print_id)
    set_code, rarity = entry.get("set"), entry.get("rarity")
    if match is None:
        report(f"malformed print id {print_id!r} (expected e.g. 'BT01/002EN')")
    elif match["set"] not in SETS:
        report(f"print {print_id!r} is from set {match['set']}, not one of {', '.join(SETS)}")
    elif isinstance(set_code, str) and set_code != match["set"]:
        report(f"print {print_id!r} says set {set_code!r} but its id is from {match['set']}")
    if isinstance(set_code, str) and set_code not in SETS:
        report(f"print {print_id!r} has unknown set {set_code!r}")
    if isinstance(rarity, str):
        if rarity not in RARITIES:
            report(f"print {print_id!r} has unknown rarity {rarity!r}")
        elif match is not None and (rarity == "SP") != match["number"].startswith("S"):
            report(f"print {print_id!r} has rarity {rarity}; only S-numbered prints are SP")
        elif match is not None and (rarity == "TD") != match["set"].startswith("TD"):
            report(f"print {print_id!r} has rarity {rarity}; exactly the trial-deck prints are TD")
    return print_id


def validate_records(records: list[dict[str, Any]]) -> list[str]:
    """Return one line per problem found in ``records`` (an empty list means the data is good)."""
    if not isinstance(records, list):
        return [f"card data must be a JSON list of cards, got {type(records).__name__}"]
    problems: list[str] = []
    first_id: dict[str, str] = {}
    first_name: dict[str, str] = {}
    first_print: dict[str, str] = {}
    for index, record in enumerate(records):
        label = _label(index, record)

        def report(message: str, label: str = label) -> None:
            problems.append(f"{label}: {message}")

        if not isinstance(record, dict):
            report(f"must be a JSON object, got {type(record).__name__}")
            continue
        fields = _typed_fields(record, report)
        _check_values(fields, report)
        if "id" in fields:
            if fields["id"] in first_id:
                report(f"duplicate card id {fields['id']!r} (also {first_id[fields['id']]})")
            first_id.setdefault(fields["id"], label)
        if "name" in fields:
            key = normalize_name(fields["name"])
            if key in first_name:
                report(f"duplicate card name (also {first_name[key]})")
            first_name.setdefault(key, label)
        if "prints" in fields:
            if not fields["prints"]:
                report("has no prints")
            for entry in fields["prints"]:
                print_id = _check_print(entry, report)
                if print_id is None:
                    continue
                if print_id in first_print:
                    report(f"duplicate print id {print_id!r} (also {first_print[print_id]})")
                first_print.setdefault(print_id, label)
    return problems


def validate_database_file(path: str | Path | None = None) -> list[str]:
    """Validate a card data file (the packaged ``pool.json`` when ``path`` is None).

    An unreadable or non-JSON file is reported as a problem line rather than raised, so the
    command line can print it like any other problem.
    """
    where = "packaged card data" if path is None else str(path)
    try:
        records = read_records(path)
    except json.JSONDecodeError as exc:
        return [f"{where}: not valid JSON: {exc}"]
    except UnicodeDecodeError as exc:
        return [f"{where}: not UTF-8 text: {exc.reason} at byte {exc.start}"]
    except OSError as exc:
        return [f"{where}: cannot read: {exc.strerror or exc}"]
    return validate_records(records)
