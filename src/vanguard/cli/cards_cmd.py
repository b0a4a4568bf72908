"""``vanguard cards``, ``vanguard card`` and ``vanguard validate``: browse and check card data."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from vanguard.abilities.check import check_abilities
from vanguard.abilities.render import card_text
from vanguard.cards.database import CardDatabase, UnknownCardError, for_ability_check
from vanguard.cards.formats import formats_allowing
from vanguard.cards.models import Card, CardStatus
from vanguard.cards.records import read_records
from vanguard.cards.validate import validate_database_file
from vanguard.cli._common import EXIT_PROBLEM, FORMAT_HELP, format_or_exit, load_database


def card_json(card: Card) -> dict[str, Any]:
    """The machine-readable form of a card (print ids and rarities as parallel lists)."""
    return {
        "id": card.id,
        "name": card.name,
        "clan": card.clan,
        "race": card.race,
        "grade": card.grade,
        "skill": card.skill.value,
        "power": card.power,
        "shield": card.shield,
        "critical": card.critical,
        "trigger": card.trigger.value,
        "sentinel": card.sentinel,
        "prints": [p.id for p in card.prints],
        "rarities": [p.rarity for p in card.prints],
        "printed_abilities": card.printed_abilities,
        "abilities": card_text(card.abilities),
        "status": card.status.value,
        "formats": list(formats_allowing(card)),
    }


_COLUMNS: tuple[tuple[str, str], ...] = (
    ("name", "<"),
    ("clan", "<"),
    ("G", ">"),
    ("power", ">"),
    ("shield", ">"),
    ("trigger", "<"),
    ("S", "<"),
    ("prints", "<"),
)


def _table_row(card: Card) -> tuple[str, ...]:
    return (
        card.name,
        card.clan,
        str(card.grade),
        str(card.power),
        str(card.shield),
        card.trigger.value if card.is_trigger else "",
        "S" if card.sentinel else "",
        " ".join(p.id for p in card.prints),
    )


def render_table(cards: tuple[Card, ...]) -> str:
    """Aligned text columns; G = grade, S = sentinel."""
    rows = [tuple(title for title, _ in _COLUMNS)] + [_table_row(card) for card in cards]
    widths = [max(len(row[i]) for row in rows) for i in range(len(_COLUMNS))]
    lines = []
    for row in rows:
        cells = [
            f"{cell:{align}{width}}"
            for cell, width, (_, align) in zip(row, widths, _COLUMNS, strict=True)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def render_card(card: Card) -> str:
    """Every stat of one card, one per line, then its abilities as rendered from their data."""
    prints = ", ".join(f"{p.id} ({p.rarity})" for p in card.prints)
    return "\n".join(
        [
            f"{card.name}  [{card.id}]",
            f"  clan:      {card.clan}",
            f"  race:      {card.race}",
            f"  grade:     {card.grade}",
            f"  skill:     {card.skill.value}",
            f"  power:     {card.power}",
            f"  shield:    {card.shield}",
            f"  critical:  {card.critical}",
            f"  trigger:   {card.trigger.value}",
            f"  sentinel:  {'yes' if card.sentinel else 'no'}",
            f"  prints:    {prints}",
            f"  status:    {card.status.value}",
            f"  formats:   {', '.join(formats_allowing(card)) or 'none'}",
        ]
        + [f"  [{i}] {text}" for i, text in enumerate(card_text(card.abilities), 1)]
    )


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the cards as a JSON list.")
@click.option("--format", "format_name", help=FORMAT_HELP + " Only the cards legal in it.")
def cards(as_json: bool, format_name: str | None) -> None:
    """List every card of the database (BT01-BT03, TD01-TD04), or those legal in a format."""
    legal_in = format_or_exit(format_name)
    all_cards = load_database().all()
    if legal_in is not None:
        all_cards = legal_in.legal_cards(all_cards)
    if as_json:
        click.echo(json.dumps([card_json(card) for card in all_cards], indent=2))
    else:
        click.echo(render_table(all_cards))


@click.command()
@click.argument("name", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="Print the card as a JSON object.")
def card(name: tuple[str, ...], as_json: bool) -> None:
    """Show one card, by NAME, print id (BT01/002EN) or card id (blaster-blade).

    Quoting is optional: a name with spaces may be typed as several words.
    """
    try:
        found = load_database().lookup(" ".join(name))
    except UnknownCardError as exc:
        click.echo(str(exc), err=True)
        raise SystemExit(EXIT_PROBLEM) from None
    click.echo(json.dumps(card_json(found), indent=2) if as_json else render_card(found))


@click.command()
@click.option(
    "--file",
    "path",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Validate this card data file instead of the packaged one.",
)
def validate(path: Path | None) -> None:
    """Check the card data (fields, types, grades, icons, clans, races, print ids) and the
    ability data (every printed ability scripted, only known cards and clans named)."""
    problems = validate_database_file(path)
    db = None
    if not problems and path is None:
        db = load_database()
        problems = check_abilities(for_ability_check(db))
    if problems:
        for problem in problems:
            click.echo(problem, err=True)
        click.echo(f"{len(problems)} problem(s) found", err=True)
        raise SystemExit(EXIT_PROBLEM)
    # A file that validated is a list of card objects with print lists: this cannot fail.
    records = read_records(path)
    prints = sum(len(record["prints"]) for record in records)
    where = "card database" if path is None else f"card database {path}"
    click.echo(f"{where} OK: {len(records)} cards, {prints} prints")
    if db is not None:
        for line in _status_lines(db):
            click.echo(line)


def _status_lines(db: CardDatabase) -> list[str]:
    """Information, not problems: how many cards no format allows yet, and why (R5.9)."""
    unscripted = sum(card.status is CardStatus.NOT_YET_PLAYABLE for card in db.all())
    unverified = [card.name for card in db.all() if card.status is CardStatus.UNVERIFIED]
    lines = []
    if unscripted:
        lines.append(
            f"not yet playable: {unscripted} card(s) whose abilities are not scripted yet"
            " (legal in no format until they are)"
        )
    if unverified:
        lines.append(
            f"unverified: {len(unverified)} card(s) whose printed text is unknown"
            f" (legal in no format): {', '.join(unverified)}"
        )
    return lines


COMMANDS: list[click.Command] = [cards, card, validate]
