"""Every rule of RULES.md is proved by at least one test that cites its id.

A test cites a rule by naming it in its name (`test_r12_6_2_...`) or text (`R12.6.2`); citing
a sub-rule covers its parents. The few ids below are deliberately not tested, each for the
reason given; anything else without a test fails here, so a new rule cannot slip in untested.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "RULES.md"

#: Ids that no test cites, and why.
NOT_TESTED = {
    "R0": "about the document itself: scope, sources, precedence and terms",
    "R24": "reserved for future rules",
    "R28": "a summary table; each conflict is tested at the rule it concerns",
    **{
        rid: "later-era variant, opt-in only and not implemented yet (R0.1.2); new_game"
        " rejects its id (test_r30_unknown_variants_are_rejected)"
        for rid in (
            "R30.1",
            "R30.2.1",
            "R30.2.2",
            "R30.2.3",
            "R30.2.5",
            "R30.2.6",
            "R30.3",
            "R30.4",
            "R30.5",
            "R30.6",
            "R30.7",
            "R30.8",
            "R30.9",
            "R30.11",
            "R30.13.3",
            "R30.14",
        )
    },
}


def rule_ids(text: str) -> list[str]:
    ids = []
    for line in text.splitlines():
        match = re.match(r"\s*(?:[-*]\s+|#+\s+|\|\s*)?\**(R\d+(?:\.\d+)*)\b", line)
        if match:
            ids.append(match.group(1))
    return list(dict.fromkeys(ids))


def cited_ids() -> set[str]:
    cited: set[str] = set()
    for path in (ROOT / "tests").rglob("*.py"):
        if path.name == Path(__file__).name:
            continue
        for match in re.finditer(r"(?<![A-Za-z0-9])[Rr](\d+(?:[._]\d+)*)", path.read_text("utf-8")):
            cited.add("R" + match.group(1).replace("_", "."))
    return cited


def _exempt(rule: str) -> bool:
    return any(rule == rid or rule.startswith(rid + ".") for rid in NOT_TESTED)


def test_every_rule_of_rules_md_is_cited_by_a_test() -> None:
    assert RULES.exists(), "docs/RULES.md is the project's rules document"
    cited = cited_ids()
    untested = [
        rule
        for rule in rule_ids(RULES.read_text("utf-8"))
        if not _exempt(rule) and not any(c == rule or c.startswith(rule + ".") for c in cited)
    ]
    assert untested == [], f"rules without a test: {' '.join(untested)}"
