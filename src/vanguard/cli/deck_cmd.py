"""``vanguard deck check`` and ``vanguard deck show``: read a deck list and judge it (R5).

Exit codes: 0 legal / shown, 1 the deck breaks a rule, 2 the file cannot be read or parsed.
"""

from __future__ import annotations

import click

from vanguard.cli._common import (
    EXIT_ERROR,
    EXIT_PROBLEM,
    FORMAT_HELP,
    format_or_exit,
    load_database,
)
from vanguard.decks.errors import DeckFileError, DeckParseError
from vanguard.decks.load import load_deck
from vanguard.decks.model import DeckList
from vanguard.decks.parse import format_deck
from vanguard.decks.rules import MIXED_CLANS_VARIANT, check_deck, deck_format
from vanguard.decks.summary import deck_summary

DECK_VARIANTS: tuple[str, ...] = (MIXED_CLANS_VARIANT,)
"""The R30 variants that change deck construction."""


def _load_or_exit(path: str) -> DeckList:
    try:
        return load_deck(path, load_database())
    except DeckFileError as exc:
        click.echo(f"error: {exc}", err=True)
    except DeckParseError as exc:
        click.echo(f"error: {exc.source}: {exc}", err=True)
    raise SystemExit(EXIT_ERROR)


@click.group()
def deck() -> None:
    """Check and show deck lists (files, or the built-in trial decks td01 to td04)."""


@deck.command()
@click.argument("path")
@click.option(
    "--variant",
    "variants",
    multiple=True,
    type=click.Choice(DECK_VARIANTS),
    help="Enable an opt-in rule variant (R30), e.g. mixed_clans.",
)
@click.option(
    "--format",
    "format_name",
    help=FORMAT_HELP + " Wins over the file's 'format:' line [default: that line, else classic].",
)
def check(path: str, variants: tuple[str, ...], format_name: str | None) -> None:
    """Check the deck at PATH against the deck rules (R5) of its format (R5.9).

    PATH is a deck file or a built-in deck name (td01 ... td04). A legal deck prints its
    summary; an illegal one prints every violation, one per line, and exits with status 1.
    """
    option = format_or_exit(format_name)
    deck_list = _load_or_exit(path)
    legal_in = deck_format(deck_list, option)
    violations = check_deck(deck_list, frozenset(variants), legal_in)
    if violations:
        for violation in violations:
            click.echo(str(violation))
        raise SystemExit(EXIT_PROBLEM)
    click.echo(deck_summary(deck_list))
    click.echo(
        f"legal: the deck follows every deck construction rule (R5) of format {legal_in.name}"
    )


@deck.command()
@click.argument("path")
def show(path: str) -> None:
    """Print the deck at PATH as a deck list (the same format deck files use)."""
    click.echo(format_deck(_load_or_exit(path)), nl=False)


COMMANDS: list[click.Command] = [deck]
