"""`vanguard simulate` and `vanguard replay`."""

from __future__ import annotations

import json
from pathlib import Path

import click

from vanguard.ai import AGENT_NAMES
from vanguard.decks import check_deck, load_deck
from vanguard.decks.generate import buildable_clans
from vanguard.sim import RecordError, load_record, replay_record, simulate
from vanguard.sim.runner import DeckSource, RandomDecks


def _load_legal_deck(spec: str, label: str) -> DeckSource:
    if spec.lower().startswith("random"):
        clan = spec.partition(":")[2].strip() or None
        clans = buildable_clans()
        if clan is not None:
            match = next((c for c in clans if c.casefold() == clan.casefold()), None)
            if match is None:
                raise click.ClickException(
                    f"{label}: cannot build random decks of {clan!r}; clans with enough cards:"
                    f" {', '.join(clans)}"
                )
            clan = match
        return RandomDecks(clan)
    try:
        deck = load_deck(spec)
    except ValueError as error:
        raise click.ClickException(f"{label}: {error}") from None
    violations = check_deck(deck)
    if violations:
        lines = "\n".join(f"  {v.code}: {v.message}" for v in violations)
        raise click.ClickException(f"{label} ({spec}) is not a legal deck:\n{lines}")
    return deck


_DECK_HELP = "Deck file, td01/td02, or random / random:CLAN for a new random legal deck every game."


@click.command("simulate")
@click.option("--deck-a", default="td01", show_default=True, help=_DECK_HELP)
@click.option("--deck-b", default="td02", show_default=True, help=_DECK_HELP)
@click.option("--games", default=100, show_default=True, type=click.IntRange(1, 10_000_000))
@click.option("--seed", default=0, show_default=True, type=int, help="Seed of the whole run.")
@click.option(
    "--ai",
    default="random",
    show_default=True,
    type=click.Choice(AGENT_NAMES),
    help="The computer player on both sides.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option(
    "--record",
    "record_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Write one replayable record per game into this folder.",
)
def simulate_command(
    deck_a: str,
    deck_b: str,
    games: int,
    seed: int,
    ai: str,
    as_json: bool,
    record_dir: Path | None,
) -> None:
    """Play GAMES games between two computer players (sides alternate who goes first)."""
    a = _load_legal_deck(deck_a, "deck A")
    b = _load_legal_deck(deck_b, "deck B")
    if as_json:
        summary = simulate(a, b, games, seed, (ai, ai), record_dir)
        click.echo(json.dumps(summary.to_dict()))
        return
    with click.progressbar(length=games, label="playing", show_pos=True, show_eta=True) as bar:
        last = [0]

        def advance(done: int) -> None:
            bar.update(done - last[0])
            last[0] = done

        summary = simulate(a, b, games, seed, (ai, ai), record_dir, progress=advance)
    result = summary.to_dict()
    click.echo(f"{a.name} (A) vs {b.name} (B), {games} games, seed {seed}, ai {ai}")
    click.echo(f"  A wins  {result['wins_a']:>8}  ({100 * result['wins_a'] / games:.1f}%)")
    click.echo(f"  B wins  {result['wins_b']:>8}  ({100 * result['wins_b'] / games:.1f}%)")
    click.echo(f"  draws   {result['draws']:>8}")
    click.echo(f"  errors  {result['errors']:>8}")
    click.echo(f"  average length {result['avg_turns']} turns")
    if record_dir is not None:
        click.echo(f"  records in {record_dir}")


@click.command("replay")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
def replay_command(files: tuple[Path, ...]) -> None:
    """Replay game records and check that each ends in its recorded state."""
    failures = 0
    for path in files:
        try:
            record = load_record(path)
            game = replay_record(record)
        except RecordError as error:
            click.echo(f"{path}: FAILED: {error}", err=True)
            failures += 1
            continue
        final_hash = game.state_hash()
        if record.error is not None:
            click.echo(f"{path}: FAILED: the recorded game ended in an error: {record.error}")
            failures += 1
        elif final_hash != record.final_hash:
            click.echo(
                f"{path}: FAILED: final state differs (recorded {record.final_hash[:12]},"
                f" replayed {final_hash[:12]})",
                err=True,
            )
            failures += 1
        else:
            result = record.result or {}
            outcome = "draw" if result.get("draw") else f"player {result.get('winner')} won"
            click.echo(f"{path}: OK ({len(record.decisions)} decisions, {outcome})")
    if failures:
        raise SystemExit(1)


COMMANDS = [simulate_command, replay_command]
