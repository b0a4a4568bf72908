"""Regenerate ``src/vanguard/cards/data/pool.json`` from the card oracle.

Usage::

    python tools/import_oracle.py ORACLE.json [ORACLE.json ...] [--reprints REPORT.md] [--out PATH]

    # the whole pool: classic (BT01, TD01, TD02), then wave 1 (BT02, BT03, TD03, TD04)
    python tools/import_oracle.py ../shared/reference/cards/classic_pool.json \\
        ../shared/reference/cards/wave1_pool.json --reprints ../shared/reference/cards/WAVE1.md

Each oracle file holds new card names only, in the order they are written. A later product
that reprints an earlier card is not a new name: the oracle report lists such reprints in a
Markdown table (``| name | new print ids | ...``), and ``--reprints`` adds those print ids to
the existing card instead of creating a duplicate.

Only facts are carried over: name, clan, race, stats, icons and prints. Ability text, sources
and notes stay in the oracle; of the abilities only their number is kept (``printed_abilities``),
so the project can tell vanilla cards from cards whose behaviour must be encoded by hand. A card
whose notes say its text was not found is imported as unverified (``verified: false``): its
empty ability list means "unknown", not "vanilla", and no format may allow it (R5.9).
The result is validated before it is written, so a bad oracle never replaces good data.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from vanguard.cards.ids import PRINT_ID_RE, card_slug, normalize_name, print_set
from vanguard.cards.records import FIELDS, PRINT_FIELDS
from vanguard.cards.validate import validate_records

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = REPO_ROOT / "src" / "vanguard" / "cards" / "data" / "pool.json"
COPIED_FIELDS = ("name", "clan", "race", "grade", "skill", "power", "shield", "critical")
TEXT_NOT_FOUND = "ABILITY TEXT NOT FOUND"
"""How the oracle's notes mark a card whose printed text no source has."""
REPRINT_RARITY = "TD"
"""Every reprint the oracle reports is a trial-deck print."""

_TABLE_ROW = re.compile(r"^\|(?P<name>[^|]+)\|(?P<prints>[^|]+)\|")


class OracleError(ValueError):
    """The oracle files contradict each other (a reprint of an unknown name, a name twice)."""


def convert(oracle_card: dict[str, Any]) -> dict[str, Any]:
    """One oracle object -> one project record (keys in `FIELDS` order, no text)."""
    record: dict[str, Any] = {"id": card_slug(oracle_card["name"])}
    record.update({field: oracle_card[field] for field in COPIED_FIELDS})
    record["trigger"] = oracle_card["trigger"]
    record["sentinel"] = oracle_card["sentinel"]
    record["prints"] = [{key: p[key] for key in PRINT_FIELDS} for p in oracle_card["prints"]]
    record["printed_abilities"] = len(oracle_card["abilities"])
    record["verified"] = not any(TEXT_NOT_FOUND in note for note in oracle_card.get("notes", ()))
    return {field: record[field] for field in FIELDS}


def parse_reprints(report: str) -> dict[str, list[str]]:
    """Card name -> new print ids, from every Markdown table row whose second cell lists only
    print ids (the oracle report's reprint table)."""
    reprints: dict[str, list[str]] = {}
    for line in report.splitlines():
        match = _TABLE_ROW.match(line.strip())
        if match is None:
            continue
        ids = [part.strip() for part in match["prints"].split(",")]
        if ids and all(PRINT_ID_RE.match(print_id) for print_id in ids):
            reprints.setdefault(match["name"].strip(), []).extend(ids)
    return reprints


def add_reprints(records: list[dict[str, Any]], reprints: dict[str, list[str]]) -> None:
    """Append each reprint's print ids to the card of that name (in place)."""
    by_name = {normalize_name(record["name"]): record for record in records}
    for name, print_ids in reprints.items():
        record = by_name.get(normalize_name(name))
        if record is None:
            raise OracleError(f"the reprint {name!r} names no card of the oracle files")
        for print_id in print_ids:
            record["prints"].append(
                {"id": print_id, "set": print_set(print_id), "rarity": REPRINT_RARITY}
            )


def build_records(
    oracles: list[list[dict[str, Any]]], reprints: dict[str, list[str]] | None = None
) -> list[dict[str, Any]]:
    """The records of several oracle files in order, with the reprints added."""
    records = [convert(card) for oracle in oracles for card in oracle]
    add_reprints(records, reprints or {})
    return records


def render(records: list[dict[str, Any]]) -> str:
    """JSON text with one line per field and per print, so diffs of the data stay readable."""
    blocks = []
    for record in records:
        lines = []
        for key, value in record.items():
            if key == "prints":
                items = ",\n".join(f"      {json.dumps(p, ensure_ascii=False)}" for p in value)
                lines.append(f'    "prints": [\n{items}\n    ]')
            else:
                lines.append(f"    {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
        blocks.append("  {\n" + ",\n".join(lines) + "\n  }")
    return "[\n" + ",\n".join(blocks) + "\n]\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Regenerate the packaged card data.")
    parser.add_argument(
        "oracles", type=Path, nargs="+", help="oracle files (classic_pool.json, wave1_pool.json)"
    )
    parser.add_argument(
        "--reprints", type=Path, help="oracle report whose table lists reprints (WAVE1.md)"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="file to write")
    args = parser.parse_args(argv)

    oracles = [json.loads(path.read_text("utf-8")) for path in args.oracles]
    reprints = parse_reprints(args.reprints.read_text("utf-8")) if args.reprints else {}
    try:
        records = build_records(oracles, reprints)
    except OracleError as exc:
        print(exc, file=sys.stderr)
        return 1
    problems = validate_records(records)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    text = render(records)
    if json.loads(text) != records:  # the hand-rolled layout must stay plain JSON
        raise AssertionError("render() changed the data")
    args.out.write_text(text, "utf-8")
    prints = sum(len(r["prints"]) for r in records)
    unverified = [r["name"] for r in records if not r["verified"]]
    print(f"wrote {args.out}: {len(records)} cards, {prints} prints")
    if unverified:
        print(f"unverified (text unknown): {', '.join(unverified)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
