"""Helpers shared by the card and deck commands."""

from __future__ import annotations

import click

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
