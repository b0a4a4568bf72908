"""Card data validation: every check fails on a broken record and passes on the real pool (R3)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vanguard.cards.records import read_records
from vanguard.cards.validate import validate_database_file, validate_records

Records = list[dict[str, Any]]
_PRISTINE: Records = read_records()

ALFRED, BLASTER_BLADE, BARCGAL = 0, 1, 2  # oracle order: BT01/001, 002, 003
ISEULT = 10  # BT01/011, a grade 1 sentinel


def fresh() -> Records:
    return copy.deepcopy(_PRISTINE)


def test_real_pool_validates_clean() -> None:
    assert validate_records(fresh()) == []
    assert validate_database_file() == []


def _set(index: int, field: str, value: Any) -> Callable[[Records], None]:
    def mutate(records: Records) -> None:
        records[index][field] = value

    return mutate


def _delete(index: int, field: str) -> Callable[[Records], None]:
    def mutate(records: Records) -> None:
        del records[index][field]

    return mutate


def _set_print(index: int, **changes: Any) -> Callable[[Records], None]:
    def mutate(records: Records) -> None:
        records[index]["prints"][0].update(changes)

    return mutate


def _duplicate_id(records: Records) -> None:
    records[BARCGAL]["id"] = records[ALFRED]["id"]


def _duplicate_name(records: Records) -> None:
    clone = copy.deepcopy(records[BARCGAL])
    clone["prints"] = [{"id": "BT01/099EN", "set": "BT01", "rarity": "C"}]
    clone["name"] = "barcgal"  # names compare case-insensitively
    clone["id"] = "barcgal"
    records.append(clone)


def _duplicate_print(records: Records) -> None:
    records[BARCGAL]["prints"].append(dict(records[ALFRED]["prints"][0]))


def _not_a_dict(records: Records) -> None:
    records[BARCGAL] = ["Barcgal"]  # type: ignore[call-overload]


def _print_not_a_dict(records: Records) -> None:
    records[BARCGAL]["prints"][0] = "BT01/003EN"


def _print_missing_rarity(records: Records) -> None:
    del records[BARCGAL]["prints"][0]["rarity"]


CASES: list[tuple[str, Callable[[Records], None], str]] = [
    ("missing field", _delete(BARCGAL, "power"), "card #3 'Barcgal': missing field 'power'"),
    ("mistyped int", _set(BARCGAL, "power", "4000"), "field 'power' must be an integer"),
    ("bool is not int", _set(BARCGAL, "grade", True), "field 'grade' must be an integer"),
    ("mistyped bool", _set(BARCGAL, "sentinel", 0), "field 'sentinel' must be true or false"),
    ("mistyped str", _set(BARCGAL, "clan", None), "field 'clan' must be a string"),
    ("mistyped list", _set(BARCGAL, "prints", "BT01/003EN"), "field 'prints' must be a list"),
    ("unexpected field", _set(BARCGAL, "abilities", []), "unexpected field 'abilities'"),
    ("grade too high", _set(ALFRED, "grade", 4), "grade 4 is outside 0..3"),
    ("grade negative", _set(BARCGAL, "grade", -1), "grade -1 is outside 0..3"),
    ("trigger not grade 0", _set(BLASTER_BLADE, "trigger", "Critical"), "but is grade 2"),
    ("shield on grade 3", _set(ALFRED, "shield", 5000), "a grade 3 card prints no shield"),
    ("duplicate id", _duplicate_id, "duplicate card id 'king-of-knights-alfred'"),
    ("duplicate name", _duplicate_name, "duplicate card name (also card #3 'Barcgal')"),
    ("duplicate print", _duplicate_print, "duplicate print id 'BT01/001EN'"),
    ("malformed print id", _set_print(BARCGAL, id="BT01-003"), "malformed print id 'BT01-003'"),
    (
        "print of another set",
        _set_print(BARCGAL, id="BT04/003EN", set="BT04"),
        "is from set BT04, not one of BT01, BT02, BT03, TD01, TD02, TD03, TD04",
    ),
    ("print set field unknown", _set_print(BARCGAL, set="BT09"), "has unknown set 'BT09'"),
    ("print set mismatch", _set_print(BARCGAL, set="TD01"), "says set 'TD01'"),
    ("unknown rarity", _set_print(BARCGAL, rarity="UR"), "unknown rarity 'UR'"),
    ("SP on a regular number", _set_print(BARCGAL, rarity="SP"), "only S-numbered prints are SP"),
    ("TD rarity outside TD sets", _set_print(BARCGAL, rarity="TD"), "trial-deck prints are TD"),
    ("print not an object", _print_not_a_dict, "print entry must be an object"),
    ("print field missing", _print_missing_rarity, "field 'rarity' missing or not a string"),
    ("no prints", _set(BARCGAL, "prints", []), "has no prints"),
    ("unknown clan", _set(BARCGAL, "clan", "Kagerou"), "unknown clan 'Kagerou'"),
    ("unknown race", _set(BARCGAL, "race", "Hight Beast"), "unknown race 'Hight Beast'"),
    ("unknown skill", _set(ALFRED, "skill", "Triple Drive"), "unknown skill 'Triple Drive'"),
    ("unknown trigger", _set(BARCGAL, "trigger", "Front"), "unknown trigger 'Front'"),
    ("skill vs grade", _set(BLASTER_BLADE, "skill", "Boost"), "does not match grade 2"),
    ("sentinel not grade 1", _set(BLASTER_BLADE, "sentinel", True), "is a sentinel but grade 2"),
    ("id not slug", _set(BARCGAL, "id", "barc-gal"), "is not the slug of the name"),
    ("empty name", _set(BARCGAL, "name", " "), "name is empty"),
    ("stray whitespace", _set(BARCGAL, "name", "Barcgal "), "doubled whitespace"),
    ("odd power", _set(BARCGAL, "power", 4500), "power 4500 must be a non-negative multiple"),
    ("odd shield", _set(BARCGAL, "shield", 3000), "shield 3000 must be a non-negative multiple"),
    ("critical zero", _set(BARCGAL, "critical", 0), "critical 0 must be at least 1"),
    ("negative abilities", _set(BARCGAL, "printed_abilities", -1), "must not be negative"),
    ("record not object", _not_a_dict, "card #3: must be a JSON object"),
]


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [pytest.param(mutate, expected, id=name) for name, mutate, expected in CASES],
)
def test_each_check_reports_a_broken_record(
    mutate: Callable[[Records], None], expected: str
) -> None:
    records = fresh()
    assert validate_records(records) == []  # passes before the change ...
    mutate(records)
    problems = validate_records(records)  # ... and fails after it
    assert any(expected in problem for problem in problems), problems


def test_problem_lines_name_the_card() -> None:
    records = fresh()
    records[ISEULT]["grade"] = 2
    records[ISEULT]["skill"] = "Intercept"
    assert validate_records(records) == [
        "card #11 'Flash Shield, Iseult': is a sentinel but grade 2; "
        "the pool's sentinels are grade 1"
    ]


def test_all_problems_are_reported_at_once() -> None:
    records = fresh()
    records[ALFRED]["grade"] = 9
    records[BARCGAL]["clan"] = "Kagerou"
    records[BARCGAL]["race"] = "Nobody"
    assert len(validate_records(records)) == 3


def test_top_level_must_be_a_list() -> None:
    assert validate_records({"cards": []}) == [  # type: ignore[arg-type]
        "card data must be a JSON list of cards, got dict"
    ]


def test_validate_database_file_reads_other_files(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(fresh()), "utf-8")
    assert validate_database_file(good) == []

    bad_json = tmp_path / "bad.json"
    bad_json.write_text("[{", "utf-8")
    assert "not valid JSON" in validate_database_file(bad_json)[0]

    not_utf8 = tmp_path / "latin1.json"
    not_utf8.write_bytes(b'[{"name": "\xe9"}]')
    assert "not UTF-8" in validate_database_file(not_utf8)[0]

    missing = tmp_path / "missing.json"
    assert "cannot read" in validate_database_file(missing)[0]
