"""The packaged card data equals the card oracle in every stat, print and rarity (R3.2).

The oracle lives outside the repository (``../shared/reference/cards/``: ``classic_pool.json``,
then ``wave1_pool.json`` with the reprint table of ``WAVE1.md``); these tests skip when it is
absent so the package can still be tested on its own. They also make sure no printed ability
text leaked into the project: only the number of abilities is carried over.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest

from vanguard.cards.ids import card_slug
from vanguard.cards.records import read_records

REPO_ROOT = Path(__file__).resolve().parents[2]
REFERENCE = REPO_ROOT.parent / "shared" / "reference" / "cards"
ORACLE = REFERENCE / "classic_pool.json"
WAVE1 = REFERENCE / "wave1_pool.json"
REPORT = REFERENCE / "WAVE1.md"
STAT_FIELDS = (
    "name",
    "clan",
    "race",
    "grade",
    "skill",
    "power",
    "shield",
    "critical",
    "trigger",
    "sentinel",
)

pytestmark = pytest.mark.skipif(
    not all(path.is_file() for path in (ORACLE, WAVE1, REPORT)),
    reason=f"card oracle not found in {REFERENCE}",
)


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location(
        "import_oracle", REPO_ROOT / "tools" / "import_oracle.py"
    )
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


@pytest.fixture(scope="module")
def oracle() -> list[dict[str, Any]]:
    """Every oracle card in pool order: the classic pool, then wave 1's new names."""
    return json.loads(ORACLE.read_text("utf-8")) + json.loads(WAVE1.read_text("utf-8"))


@pytest.fixture(scope="module")
def reprints() -> dict[str, list[str]]:
    return dict(_tool().parse_reprints(REPORT.read_text("utf-8")))


@pytest.fixture(scope="module")
def packaged() -> list[dict[str, Any]]:
    return read_records()


def test_same_cards_in_the_same_order(
    oracle: list[dict[str, Any]], packaged: list[dict[str, Any]]
) -> None:
    assert [card["name"] for card in packaged] == [card["name"] for card in oracle]
    assert len(packaged) == 94 + 172
    assert sum(len(card["prints"]) for card in packaged) == 124 + 201 + 15


def test_the_report_lists_15_reprints_of_classic_cards(reprints: dict[str, list[str]]) -> None:
    assert len(reprints) == 15
    assert reprints["Mr. Invincible"] == ["TD03/003EN"]
    assert sum(len(ids) for ids in reprints.values()) == 15


def test_every_stat_print_and_rarity_equals_the_oracle(
    oracle: list[dict[str, Any]],
    packaged: list[dict[str, Any]],
    reprints: dict[str, list[str]],
) -> None:
    for ours, theirs in zip(packaged, oracle, strict=True):
        for field in STAT_FIELDS:
            assert ours[field] == theirs[field], (theirs["name"], field)
        extra = [{"id": i, "set": i[:4], "rarity": "TD"} for i in reprints.get(theirs["name"], [])]
        assert (
            ours["prints"]
            == [{"id": p["id"], "set": p["set"], "rarity": p["rarity"]} for p in theirs["prints"]]
            + extra
        ), theirs["name"]
        assert ours["printed_abilities"] == len(theirs["abilities"]), theirs["name"]
        assert ours["id"] == card_slug(theirs["name"])
        assert ours["verified"] is (theirs["name"] not in ("Bloody Calf", "Circle Magus"))


def test_import_tool_reproduces_the_packaged_file(
    packaged: list[dict[str, Any]], reprints: dict[str, list[str]]
) -> None:
    tool = _tool()
    oracles = [json.loads(path.read_text("utf-8")) for path in (ORACLE, WAVE1)]
    records = tool.build_records(oracles, reprints)
    assert records == packaged
    data_file = REPO_ROOT / "src" / "vanguard" / "cards" / "data" / "pool.json"
    assert tool.render(records) == data_file.read_text("utf-8")


def _text_fragments(oracle: list[dict[str, Any]]) -> set[str]:
    """Distinctive pieces of the printed text: every clause of 30 characters or more."""
    fragments: set[str] = set()
    for card in oracle:
        for ability in card["abilities"]:
            for piece in re.split(r"[.,;:!?()\[\]]", ability):
                piece = " ".join(piece.split())
                if len(piece) >= 30:
                    fragments.add(piece.casefold())
    return fragments


def test_a_reprint_of_an_unknown_name_is_refused(oracle: list[dict[str, Any]]) -> None:
    tool = _tool()
    with pytest.raises(tool.OracleError, match="'Nobody' names no card"):
        tool.build_records([oracle], {"Nobody": ["TD03/001EN"]})


def test_no_printed_ability_text_in_the_project(oracle: list[dict[str, Any]]) -> None:
    fragments = _text_fragments(oracle)
    assert fragments  # the oracle does carry text, so the scan is meaningful
    suffixes = {".py", ".json", ".txt", ".md", ".toml", ".cfg", ".ini"}
    leaks = []
    for folder in ("src", "tests", "tools"):
        for path in (REPO_ROOT / folder).rglob("*"):
            if path.suffix not in suffixes or not path.is_file():
                continue
            text = " ".join(path.read_text("utf-8", errors="replace").split()).casefold()
            leaks += [f"{path}: {f!r}" for f in fragments if f in text]
    assert not leaks, leaks
