"""Regenerate ``src/vanguard/cards/data/pool.json`` from the card oracle.

Usage: python tools/import_oracle.py PATH/TO/classic_pool.json [--out PATH]

Only facts are carried over: name, clan, race, stats, icons and prints. Ability text, sources
and notes stay in the oracle; of the abilities only their number is kept (``printed_abilities``),
so the project can tell vanilla cards from cards whose behaviour must be encoded by hand.
The result is validated before it is written, so a bad oracle never replaces good data.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from vanguard.cards.ids import card_slug
from vanguard.cards.records import FIELDS, PRINT_FIELDS
from vanguard.cards.validate import validate_records

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = REPO_ROOT / "src" / "vanguard" / "cards" / "data" / "pool.json"
COPIED_FIELDS = ("name", "clan", "race", "grade", "skill", "power", "shield", "critical")


def convert(oracle_card: dict[str, Any]) -> dict[str, Any]:
    """One oracle object -> one project record (keys in `FIELDS` order, no text)."""
    record: dict[str, Any] = {"id": card_slug(oracle_card["name"])}
    record.update({field: oracle_card[field] for field in COPIED_FIELDS})
    record["trigger"] = oracle_card["trigger"]
    record["sentinel"] = oracle_card["sentinel"]
    record["prints"] = [{key: p[key] for key in PRINT_FIELDS} for p in oracle_card["prints"]]
    record["printed_abilities"] = len(oracle_card["abilities"])
    return {field: record[field] for field in FIELDS}


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
    parser.add_argument("oracle", type=Path, help="path to classic_pool.json")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="file to write")
    args = parser.parse_args(argv)

    oracle = json.loads(args.oracle.read_text("utf-8"))
    records = [convert(card) for card in oracle]
    problems = validate_records(records)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    text = render(records)
    if json.loads(text) != records:  # the hand-rolled layout must stay plain JSON
        raise AssertionError("render() changed the data")
    args.out.write_text(text, "utf-8")
    prints = sum(len(r["prints"]) for r in records)
    print(f"wrote {args.out}: {len(records)} cards, {prints} prints")
    return 0


if __name__ == "__main__":
    sys.exit(main())
