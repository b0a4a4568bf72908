"""``vanguard translations check``: missing, extra, unused and mismatched catalogue keys."""

from __future__ import annotations

from pathlib import Path

import click

from vanguard.cli._common import EXIT_PROBLEM
from vanguard.i18n.catalogs import CATALOG_DIR, LANGUAGE_CODES
from vanguard.i18n.check import PACKAGE_ROOT, check_translations

_DIRECTORY = click.Path(exists=True, file_okay=False, path_type=Path)


@click.group("translations")
def translations() -> None:
    """The message catalogues of every language (English, Russian, Korean)."""


@translations.command("check")
@click.option(
    "--catalogs",
    "catalog_dir",
    type=_DIRECTORY,
    default=CATALOG_DIR,
    show_default="the packaged catalogues",
    help="Folder holding en.json, ru.json, ko.json.",
)
@click.option(
    "--source",
    "package_root",
    type=_DIRECTORY,
    default=PACKAGE_ROOT,
    show_default="the installed package",
    help="Package folder whose code (and client/static) is scanned for the keys it uses.",
)
def check(catalog_dir: Path, package_root: Path) -> None:
    """Report missing keys, unused keys and placeholder mismatches, one line each.

    Exits 1 when there is any problem. Keys under `ui.` count as waiting for the browser
    client, not as unused, while `client/static` does not exist.
    """
    report = check_translations(catalog_dir, package_root)
    for problem in report.problems:
        click.echo(str(problem))
    for note in report.notes:
        click.echo(f"info: {note}")
    if report.problems:
        click.echo(f"{len(report.problems)} problem(s) found", err=True)
        raise SystemExit(EXIT_PROBLEM)
    click.echo(f"ok: {', '.join(LANGUAGE_CODES)} catalogues agree")


COMMANDS = [translations]
