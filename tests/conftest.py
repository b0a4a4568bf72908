"""Settings and fixtures shared by the whole test suite.

`db_url` (per test) and `module_databases` (per test module) give fresh, empty databases on
each backend the server supports: an SQLite file in a temporary folder, and a database of
its own on a PostgreSQL server that the session starts from Debian's packages
(`pg_server`). A test that takes either fixture runs once per backend, with ids `[sqlite]`
and `[postgresql]` (marker `postgresql`: `pytest -m "not postgresql"` leaves those out).
Where PostgreSQL cannot start, its runs are skipped with the reason; with
`VANGUARD_TEST_POSTGRES=required` (as CI sets it) they fail instead.

`redis_server` (per session) is a Redis server the cluster tests start from Debian's package
(`redis_server`); where it cannot start they are skipped, or fail with
`VANGUARD_TEST_REDIS=required` (as CI sets it).
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterator
from typing import NoReturn

import pytest
from hypothesis import settings

import vanguard.engine
from pg_server import Databases, PostgresServer, PostgresUnavailable
from redis_server import RedisServer, RedisUnavailable

# CI runs must be reproducible: the same examples on every run, no example database.
# Locally the default profile explores new examples each run (and remembers failures).
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A compiled engine calls its own functions directly, so a test that replaces one of
    them at run time would test nothing: where the engine is compiled, such tests (marker
    `patches_engine`) are skipped here and run on the sources in a child process instead
    (`tests/engine/test_compiled.py`)."""
    if not vanguard.engine.COMPILED:
        return
    skip = pytest.mark.skip(reason="patches the engine: run on its sources by test_compiled.py")
    for item in items:
        if item.get_closest_marker("patches_engine") is not None:
            item.add_marker(skip)


POSTGRES_REQUIRED = os.environ.get("VANGUARD_TEST_POSTGRES") == "required"
REDIS_REQUIRED = os.environ.get("VANGUARD_TEST_REDIS") == "required"

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


def _redis_unavailable(reason: str) -> NoReturn:
    message = f"Redis is not available: {reason}"
    if REDIS_REQUIRED:
        pytest.fail(f"{message} (VANGUARD_TEST_REDIS=required)", pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """One Redis server for the whole session (per xdist worker), started on first use."""
    if importlib.util.find_spec("redis") is None:
        _redis_unavailable("its client is not installed (pip install -e '.[cluster]')")
    try:
        server = RedisServer().start()
    except RedisUnavailable as error:
        _redis_unavailable(str(error))
    yield server
    server.stop()


def _databases(request: pytest.FixtureRequest, temporary: pytest.TempPathFactory) -> Databases:
    # The PostgreSQL server is asked for (and started) only by the PostgreSQL runs.
    postgres: PostgresServer | None = None
    if request.param == "postgresql":
        postgres = request.getfixturevalue("postgres_server")
    return Databases(lambda: temporary.mktemp("db"), postgres)


@pytest.fixture(params=BACKENDS)
def db_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A URL of an empty database for this test, once per backend."""
    databases = _databases(request, tmp_path_factory)
    yield databases.new()
    databases.drop_all()


@pytest.fixture(scope="module", params=BACKENDS)
def module_databases(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Databases]:
    """Empty databases for the servers a test module shares, once per backend."""
    databases = _databases(request, tmp_path_factory)
    yield databases
    databases.drop_all()
