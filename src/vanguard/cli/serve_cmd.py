"""`vanguard serve`: the online game server, in one process or as a node of a cluster."""

from __future__ import annotations

import contextlib
import logging
import socket

import click
from sqlalchemy.exc import SQLAlchemyError

from vanguard.server.database import DatabaseUrlError, normalize_url, prepare, shown_url
from vanguard.server.settings import DEFAULT_DB_URL, ServerSettings
from vanguard.server.uvicorn_config import uvicorn_config


def _listen(host: str, port: int) -> socket.socket:
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        return socket.create_server((host, port), family=family, backlog=2048)
    except OSError as error:
        raise click.ClickException(
            f"cannot listen on {host}:{port}: {error.strerror or error}"
        ) from None


def _log_like_uvicorn(level: str) -> None:
    """The server's own messages (matches started, rebuilt, failures) beside uvicorn's."""
    from uvicorn.logging import DefaultFormatter

    handler = logging.StreamHandler()
    handler.setFormatter(DefaultFormatter("%(levelprefix)s %(message)s"))
    logger = logging.getLogger("vanguard.server")
    logger.addHandler(handler)
    logger.setLevel(level.upper())
    logger.propagate = False


def _shown_redis(url: str) -> str:
    """A Redis URL as it may be printed (no password)."""
    scheme, _, rest = url.partition("://")
    credentials, at, place = rest.rpartition("@")
    return f"{scheme}://***@{place}" if at and credentials else url


def _check_cluster(db_url: str, redis_url: str) -> None:
    """Cluster mode needs PostgreSQL (one database for all nodes) and a reachable Redis."""
    if not db_url.startswith("postgresql"):
        raise click.ClickException(
            "cluster mode (--redis) needs a PostgreSQL database shared by the nodes (--db)"
        )
    try:
        import redis
    except ModuleNotFoundError:
        raise click.ClickException(
            "cluster mode needs the Redis client: install the 'cluster' extra"
        ) from None
    try:
        client = redis.Redis.from_url(redis_url, socket_connect_timeout=5)
        client.ping()
        client.close()
    except (redis.RedisError, ValueError) as error:
        raise click.ClickException(
            f"cannot reach Redis at {_shown_redis(redis_url)}: {error}"
        ) from None


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option(
    "--port",
    default=8000,
    show_default=True,
    type=click.IntRange(0, 65535),
    help="Port to listen on (0: any free port; the URL printed says which).",
)
@click.option(
    "--db",
    "db_url",
    default=DEFAULT_DB_URL,
    show_default=True,
    help="Database URL (sqlite:///FILE, postgresql://...) or an SQLite file path.",
)
@click.option(
    "--clock-minutes",
    default=20.0,
    show_default=True,
    type=click.FloatRange(min=0, min_open=True, max=24 * 60),
    help="Each player's game clock when a room does not set one.",
)
@click.option(
    "--ai-delay",
    default=0.0,
    show_default=True,
    type=click.FloatRange(0, 60),
    help="Seconds the computer waits before each decision, for a human pace.",
)
@click.option(
    "--rate-limit",
    default=20.0,
    show_default=True,
    type=click.FloatRange(min=0, min_open=True),
    help="Messages per second one connection may send (bursts of twice as many).",
)
@click.option(
    "--deck-text-rate",
    default=1.0,
    show_default=True,
    type=click.FloatRange(min=0, min_open=True),
    help="Deck texts (pasted, imported, saved) one client address may send per second, in"
    " bursts of ten times as many (at least 10). Raise it where many players share an address.",
)
@click.option(
    "--secure-cookies",
    is_flag=True,
    help="Mark the session cookie Secure (sent over HTTPS only): use it when served over TLS.",
)
@click.option(
    "--behind-proxy",
    is_flag=True,
    help=(
        "Served through a reverse proxy: take the client address from the last"
        " X-Forwarded-For entry and the page origin from X-Forwarded-Proto/-Host. Only with a"
        " proxy that sets them, and with this port reachable by the proxy alone."
    ),
)
@click.option(
    "--redis",
    "redis_url",
    default=None,
    metavar="URL",
    help=(
        "Cluster mode (docs/SCALING.md): run as one node of several that share matches, queue"
        " and rooms through this Redis (redis://HOST:PORT/DB) and one PostgreSQL --db."
        " Needs the 'cluster' extra."
    ),
)
@click.option(
    "--node-id",
    default=None,
    help="This node's name in the cluster (default: host, process id and start time).",
)
@click.option(
    "--lease-seconds",
    default=10.0,
    show_default=True,
    type=click.FloatRange(min=1.0, max=300.0),
    help="Cluster mode: how long a dead node's matches wait before another node takes them.",
)
@click.option(
    "--log-level",
    default="info",
    show_default=True,
    type=click.Choice(["critical", "error", "warning", "info", "debug"]),
)
def serve_command(
    host: str,
    port: int,
    db_url: str,
    clock_minutes: float,
    ai_delay: float,
    rate_limit: float,
    deck_text_rate: float,
    secure_cookies: bool,
    behind_proxy: bool,
    redis_url: str | None,
    node_id: str | None,
    lease_seconds: float,
    log_level: str,
) -> None:
    """Run the game server: accounts, decks, lobby, live matches, spectators and replays."""
    import uvicorn

    from vanguard.server import create_app

    try:
        url = normalize_url(db_url)
        prepare(url)
    except DatabaseUrlError as error:
        raise click.ClickException(str(error)) from None
    except SQLAlchemyError as error:
        reason = str(getattr(error, "orig", None) or error).splitlines()[0]
        raise click.ClickException(f"cannot open the database {shown_url(url)}: {reason}") from None
    if redis_url is not None:
        _check_cluster(url, redis_url)
    settings = ServerSettings(
        db_url=url,
        default_clock_seconds=clock_minutes * 60,
        ai_delay_seconds=ai_delay,
        rate_per_second=rate_limit,
        rate_burst=max(1, round(2 * rate_limit)),
        deck_text_per_second=deck_text_rate,
        deck_text_burst=max(10, round(10 * deck_text_rate)),
        secure_cookies=secure_cookies,
        behind_proxy=behind_proxy,
        redis_url=redis_url,
        node_id=node_id,
        lease_seconds=lease_seconds,
        lease_renew_seconds=max(0.5, lease_seconds / 3),
    )
    sock = _listen(host, port)
    bound_port = sock.getsockname()[1]
    shown_host = f"[{host}]" if ":" in host else host
    click.echo(f"vanguard server: http://{shown_host}:{bound_port}/", nl=True)
    click.echo(f"database: {shown_url(url)}")
    if redis_url is not None:
        click.echo(f"cluster: redis {_shown_redis(redis_url)}, node {settings.node_id or 'auto'}")
    _log_like_uvicorn(log_level)
    config = uvicorn_config(create_app(settings), log_level)
    # uvicorn stops gracefully on Ctrl-C, then passes the signal on.
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(config).run(sockets=[sock])
    click.echo("vanguard server stopped")


COMMANDS = [serve_command]
