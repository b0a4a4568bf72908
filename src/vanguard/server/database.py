"""Opening the database: URL handling, SQLite tuning, migrations, and where queries run.

Every query runs on one dedicated database thread, in submission order, never on the event
loop: a database that is slow, full or locked by another process (a backup, an operator's
shell) then delays only the requests that need it, while every other match, ping and clock
goes on. One thread also means SQLite never sees two writers from this process. Decisions
applied while a commit is in progress queue up and are committed together by the next one
(`DecisionLog`), so the thread costs no extra commits under load.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

log = logging.getLogger("vanguard.server")

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"

T = TypeVar("T")


class DatabaseUrlError(ValueError):
    """A `--db` value that names no usable database."""


def normalize_url(value: str) -> str:
    """A SQLAlchemy URL for `value`: a URL, or a plain path meaning an SQLite file.

    `postgresql://` and `postgres://` (as hosting services print them) are mapped to the
    psycopg 3 driver, the one the `postgres` extra installs.
    """
    text = value.strip()
    if not text:
        raise DatabaseUrlError("the database URL is empty")
    if "://" not in text:
        return f"sqlite:///{text}"
    scheme, _, rest = text.partition("://")
    if scheme in ("postgres", "postgresql"):
        text = f"postgresql+psycopg://{rest}"
    try:
        make_url(text)
    except ArgumentError as error:
        raise DatabaseUrlError(f"not a database URL: {value!r} ({error})") from None
    return text


def _tune_sqlite(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # WAL: readers never block the writer; NORMAL sync is durable across a killed process
    # (only an OS crash or power loss can lose the last transactions).
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


def open_engine(url: str) -> Engine:
    """A SQLAlchemy engine for a normalized URL (see `normalize_url`)."""
    try:
        engine = create_engine(url, pool_pre_ping=not url.startswith("sqlite"))
    except ModuleNotFoundError as error:
        raise DatabaseUrlError(
            f"no driver for {make_url(url).drivername} ({error.name} is not installed;"
            " for PostgreSQL install the 'postgres' extra)"
        ) from None
    except ArgumentError as error:
        raise DatabaseUrlError(f"cannot use database URL {url!r}: {error}") from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _tune_sqlite)
    return engine


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def migrate(engine: Engine) -> None:
    """Bring the schema up to the newest revision (creates it on an empty database)."""
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


#: How often (seconds) a thread running Python must offer the interpreter lock to another
#: that waits for it. Every statement of the database thread gives the lock up and takes it
#: back; with Python's default of 5 ms each taking back could wait 5 ms behind a busy event
#: loop, several times per commit. Measured at 500 human-paced
#: matches: the server's p99 wait for a commit fell from 29-39 ms to 15-28 ms with 0.5 ms.
SWITCH_INTERVAL_SECONDS = 0.0005


class Database:
    """Runs the store's blocking calls on the one database thread."""

    def __init__(self) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vanguard-db")

    @classmethod
    def for_engine(cls, engine: Engine) -> Database:
        return cls()

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, function, *args)

    def close(self) -> None:
        self._executor.shutdown(wait=True)


def prepare(url: str) -> None:
    """Connect and migrate once, so a wrong or unreachable database is reported up front."""
    engine = open_engine(url)
    try:
        migrate(engine)
    finally:
        engine.dispose()


def shown_url(url: str) -> str:
    """The URL as it may be printed (no password)."""
    return make_url(url).render_as_string(hide_password=True)
