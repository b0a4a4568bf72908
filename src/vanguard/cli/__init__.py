"""The `vanguard` command line: one click group, one module per family of subcommands."""

from __future__ import annotations

import click

from vanguard import __version__


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="vanguard")
def main() -> None:
    """Vanguard ReMaster: Cardfight!! Vanguard (Classic format) from the command line."""


def _register() -> None:
    # Imported here so that each module can import `main` without a cycle.
    from vanguard.cli import bot_cmd, cards_cmd, deck_cmd, i18n_cmd, serve_cmd, sim_cmd

    for module in (cards_cmd, deck_cmd, sim_cmd, bot_cmd, serve_cmd, i18n_cmd):
        for command in module.COMMANDS:
            main.add_command(command)


_register()
