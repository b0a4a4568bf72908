"""Helpers shared by the card and deck commands."""

from __future__ import annotations

import click

from vanguard.cards import formats
from vanguard.cards.database import CardDatabase, CardDataError, default_database

EXIT_PROBLEM = 1
"""The command ran and found a problem (unknown card, illegal deck, invalid data)."""
EXIT_ERROR = 2
"""The command could not use its input (unreadable or malformed file), like click usage errors."""


def load_database() -> CardDatabase:
    """The packaged database, or a one-line error and exit 2 if the packaged data is broken."""
    try:
        return default_database()
    except CardDataError as exc:
        for problem in exc.problems:
            click.echo(f"error: {problem}", err=True)
        raise SystemExit(EXIT_ERROR) from None


FORMAT_HELP = f"The format (R5.9): {', '.join(formats.names())}."


def format_or_exit(name: str | None) -> formats.Format | None:
    """The named format (None stays None), or a click usage error listing the formats."""
    if name is None:
        return None
    try:
        return formats.get(name)
    except formats.UnknownFormatError as exc:
        raise click.BadParameter(str(exc), param_hint="'--format'") from None
