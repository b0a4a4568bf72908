"""`vanguard bot`: a computer player that connects to a game server like any person would."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import click
from websockets.exceptions import WebSocketException

from vanguard.ai import AGENT_NAMES
from vanguard.netclient import BotPlan, ClientError, ReconnectPolicy, ServerError, run_bot
from vanguard.netclient.bot import SERVER_AI_STRENGTHS, deck_spec
from vanguard.netclient.client import websocket_url
from vanguard.netclient.match import MatchHandle


@click.command("bot")
@click.option(
    "--server",
    required=True,
    help="The server, e.g. ws://127.0.0.1:8000/ws (http://… and host:port work too).",
)
@click.option(
    "--deck", default="td01", show_default=True, help="td01, td02, or a deck file (deck text)."
)
@click.option(
    "--ai",
    default="random",
    show_default=True,
    type=click.Choice(AGENT_NAMES),
    help="How the bot chooses among the legal decisions it is offered.",
)
@click.option("--games", default=1, show_default=True, type=click.IntRange(1, 1_000_000))
@click.option(
    "--delay",
    default=0.0,
    show_default=True,
    type=click.FloatRange(0, 3600),
    help="Seconds to pause before each decision.",
)
@click.option("--room", metavar="CODE", help="Join this private room instead of queueing.")
@click.option(
    "--vs-ai",
    type=click.Choice(SERVER_AI_STRENGTHS),
    help="Play the server's computer player of this strength instead of queueing.",
)
@click.option("--seed", default=0, show_default=True, type=int, help="Seed of the bot's choices.")
@click.option(
    "--token-file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Keep the guest token here, so that a restarted bot resumes its unfinished matches.",
)
@click.option(
    "--reconnect-timeout",
    default=60.0,
    show_default=True,
    type=click.FloatRange(0, 86400),
    help="Seconds to keep trying to reconnect after the connection drops.",
)
@click.option("--verbose", "-v", is_flag=True, help="Log connections and reconnections.")
def bot_command(
    server: str,
    deck: str,
    ai: str,
    games: int,
    delay: float,
    room: str | None,
    vs_ai: str | None,
    seed: int,
    token_file: Path | None,
    reconnect_timeout: float,
    verbose: bool,
) -> None:
    """Play GAMES matches on a server through the public protocol; print each result
    (win, loss or draw) on its own line. A dropped connection is restored by itself and the
    same match goes on."""
    if verbose:
        logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    try:
        plan = BotPlan(
            server=websocket_url(server),
            deck=deck_spec(deck),
            ai=ai,
            seed=seed,
            games=games,
            delay=delay,
            room=room,
            vs_ai=vs_ai,
            token_file=token_file,
            reconnect=ReconnectPolicy(give_up_after=reconnect_timeout),
        )
        plan.check()
    except ValueError as error:
        raise click.UsageError(str(error)) from None

    def report(match: MatchHandle) -> None:
        click.echo(match.outcome or "unknown")

    try:
        asyncio.run(run_bot(plan, report))
    except ServerError as error:
        raise click.ClickException(f"the server refused: {error.code}: {error.message}") from None
    except ClientError as error:
        raise click.ClickException(str(error)) from None
    except (OSError, TimeoutError, WebSocketException) as error:
        raise click.ClickException(f"cannot connect to {plan.server}: {error}") from None
    except KeyboardInterrupt:
        raise SystemExit(130) from None


COMMANDS = [bot_command]
