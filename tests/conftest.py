"""Settings and fixtures shared by the whole test suite.

`db_url` (per test) and `module_db_url` (per test module) give a fresh, empty database on
each backend the server supports: an SQLite file in a temporary folder, and a database of
its own on a PostgreSQL server that the session starts from Debian's packages
(`pg_server`). A test that takes either fixture runs once per backend, with ids `[sqlite]`
and `[postgresql]` (marker `postgresql`: `pytest -m "not postgresql"` leaves those out).
Where PostgreSQL cannot start, its runs are skipped with the reason; with
`VANGUARD_TEST_POSTGRES=required` (as CI sets it) they fail instead.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

import pytest
from hypothesis import settings

from pg_server import PostgresServer, PostgresUnavailable

# CI runs must be reproducible: the same examples on every run, no example database.
# Locally the default profile explores new examples each run (and remembers failures).
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")

POSTGRES_REQUIRED = os.environ.get("VANGUARD_TEST_POSTGRES") == "required"

BACKENDS = (
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgresql", id="postgresql", marks=pytest.mark.postgresql),
)


def _unavailable(reason: str) -> NoReturn:
    message = f"PostgreSQL is not available: {reason}"
    if POSTGRES_REQUIRED:
        pytest.fail(f"{message} (VANGUARD_TEST_POSTGRES=required)", pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole session (per xdist worker), started on first use."""
    if importlib.util.find_spec("psycopg") is None:
        _unavailable("its driver psycopg is not installed (pip install -e '.[postgres]')")
    try:
        server = PostgresServer()
    except PostgresUnavailable as error:
        _unavailable(str(error))
    try:
        server.start()
    except PostgresUnavailable as error:
        server.stop()
        _unavailable(str(error))
    yield server
    server.stop()


def _database(backend: str, folder: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    if backend == "sqlite":
        yield f"sqlite:///{folder / 'vanguard.sqlite3'}"
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    name = server.fresh_database()
    yield server.url(name)
    server.drop_database(name)


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A URL of an empty database for this test, once per backend."""
    yield from _database(request.param, tmp_path, request)


@pytest.fixture(scope="module", params=BACKENDS)
def module_db_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The same for a server shared by the tests of one module."""
    yield from _database(request.param, tmp_path_factory.mktemp("db"), request)
