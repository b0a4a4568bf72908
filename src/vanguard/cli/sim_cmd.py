"""`vanguard simulate` and `vanguard replay`."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click
from tqdm import tqdm

from vanguard.ai import AGENT_NAMES
from vanguard.cards import formats
from vanguard.cli._common import format_or_exit
from vanguard.engine import KNOWN_VARIANTS
from vanguard.sim import (
    BACKENDS,
    BackendUnavailable,
    DeckSource,
    DeckSpecError,
    RecordError,
    SimulationSummary,
    available_cores,
    deck_source,
    load_record,
    replay_record,
    simulate,
)


def _load_legal_deck(spec: str, label: str, legal_in: formats.Format | None) -> DeckSource:
    try:
        return deck_source(spec, legal_in)
    except DeckSpecError as error:
        raise click.ClickException(f"{label}: {error}") from None


_DECK_HELP = (
    "Deck file, td01 ... td04, or random / random:CLAN for a new random legal deck every game."
)
_FORMAT_HELP = (
    f"The format (R5.9): {', '.join(formats.names())}. Random decks come from its playable"
    " pool and deck lists are checked against it [default: a list's own 'format:' line;"
    " random decks: classic]."
)
_AI = click.Choice(AGENT_NAMES)


def _percent(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def _interval(bounds: list[float]) -> str:
    return f"[{_percent(bounds[0])}, {_percent(bounds[1])}]"


def _print_table(result: dict[str, Any]) -> None:
    """Counts, rates over finished games and their 95% intervals, one row per figure."""
    rows = [
        ("A wins", result["wins_a"], result["win_rate_a"], result["win_rate_a_ci95"]),
        ("B wins", result["wins_b"], result["win_rate_b"], result["win_rate_b_ci95"]),
        (
            "first player wins",
            result["first_player_wins"],
            result["first_player_win_rate"],
            result["first_player_win_rate_ci95"],
        ),
    ]
    click.echo(f"  {'':<18}{'games':>8}  {'rate':>6}  95% interval")
    for label, count, rate, bounds in rows:
        click.echo(f"  {label:<18}{count:>8}  {_percent(rate):>6}  {_interval(bounds)}")
    click.echo(f"  {'draws':<18}{result['draws']:>8}")
    click.echo(f"  {'errors':<18}{result['errors']:>8}")
    click.echo(f"  average length {result['avg_turns']} turns")


@click.command("simulate")
@click.option("--deck-a", default="td01", show_default=True, help=_DECK_HELP)
@click.option("--deck-b", default="td02", show_default=True, help=_DECK_HELP)
@click.option("--format", "format_name", help=_FORMAT_HELP)
@click.option("--games", default=100, show_default=True, type=click.IntRange(1, 10_000_000))
@click.option("--seed", default=0, show_default=True, type=int, help="Seed of the whole run.")
@click.option("--ai", type=_AI, help="The computer player on both sides (default: random).")
@click.option("--ai-a", type=_AI, help="The computer player of deck A (overrides --ai).")
@click.option("--ai-b", type=_AI, help="The computer player of deck B (overrides --ai).")
@click.option(
    "--workers",
    type=click.IntRange(1, 1024),
    help="Processes (or Ray tasks) playing at once [default: all cores]; 1 plays in this"
    " process. The results do not depend on it.",
)
@click.option(
    "--backend",
    type=click.Choice(BACKENDS),
    default="local",
    show_default=True,
    help="local: worker processes on this machine; ray: a Ray cluster (needs the ray extra).",
)
@click.option(
    "--variant",
    "variants",
    multiple=True,
    type=click.Choice(sorted(KNOWN_VARIANTS)),
    help="Enable an opt-in rule variant (R30) in every game; repeatable. With"
    " first_player_choice the sides alternate who wins the draw and chooses.",
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
    format_name: str | None,
    games: int,
    seed: int,
    ai: str | None,
    ai_a: str | None,
    ai_b: str | None,
    workers: int | None,
    backend: str,
    variants: tuple[str, ...],
    as_json: bool,
    record_dir: Path | None,
) -> None:
    """Play GAMES games between two computer players (sides alternate who goes first).

    A progress bar (games done, rate, time left) goes to stderr when it is a terminal.
    """
    legal_in = format_or_exit(format_name)
    a = _load_legal_deck(deck_a, "deck A", legal_in)
    b = _load_legal_deck(deck_b, "deck B", legal_in)
    agents = (ai_a or ai or "random", ai_b or ai or "random")
    workers = workers or available_cores()
    summary = _run(a, b, games, seed, agents, record_dir, workers, backend, variants)
    result = {
        **summary.to_dict(),
        "ai_a": agents[0],
        "ai_b": agents[1],
        "deck_a": a.name,
        "deck_b": b.name,
        "seed": seed,
        "variants": sorted(set(variants)),
    }
    if as_json:
        click.echo(json.dumps(result))
        return
    rules = f", variants {', '.join(result['variants'])}" if variants else ""
    click.echo(
        f"{a.name} (A, {agents[0]}) vs {b.name} (B, {agents[1]}), {games} games, seed {seed}"
        + rules
    )
    _print_table(result)
    if record_dir is not None:
        click.echo(f"  records in {record_dir}")


def _run(
    a: DeckSource,
    b: DeckSource,
    games: int,
    seed: int,
    agents: tuple[str, str],
    record_dir: Path | None,
    workers: int,
    backend: str,
    variants: tuple[str, ...] = (),
) -> SimulationSummary:
    # disable=None: the bar shows only on a terminal, so logs and pipes stay clean.
    with tqdm(
        total=games, desc="playing", unit="game", file=sys.stderr, disable=None, leave=False
    ) as bar:
        try:
            return simulate(
                a,
                b,
                games,
                seed,
                agents,
                record_dir,
                progress=lambda done: _advance(bar, done),
                workers=workers,
                backend=backend,
                variants=variants,
            )
        except BackendUnavailable as error:
            raise click.ClickException(str(error)) from None
        except OSError as error:
            raise click.ClickException(f"cannot write records: {error}") from None
        except KeyboardInterrupt:
            bar.close()
            click.echo("interrupted", err=True)
            raise SystemExit(130) from None


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


def _advance(bar: tqdm[Any], done: int) -> None:
    """Move the progress bar to `done` games."""
    bar.update(done - bar.n)
