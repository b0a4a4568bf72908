"""Fixtures of the end-to-end tests: a real `vanguard serve` process on loopback, once on
SQLite and once on PostgreSQL (`module_databases`, tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_play import FAST_SERVE

from pg_server import Databases
from vanguard.netclient.local_server import NOT_AVAILABLE, ServerProcess, server_available


def _serve(folder: Path, launcher: Path | None, db_url: str) -> Iterator[ServerProcess]:
    if not server_available():
        pytest.skip(NOT_AVAILABLE)
    process = ServerProcess(folder, launcher=launcher, db_url=db_url)
    process.start()
    yield process
    process.stop()
    assert "Traceback" not in process.log(), process.log()


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, module_databases: Databases
) -> Iterator[ServerProcess]:
    """`vanguard serve` as users start it, for a whole test module (its tests run one after
    another, so quick-match queues pair the clients of one test)."""
    yield from _serve(tmp_path_factory.mktemp("server"), None, module_databases.new())


@pytest.fixture(scope="module")
def fast_server(
    tmp_path_factory: pytest.TempPathFactory, module_databases: Databases
) -> Iterator[ServerProcess]:
    """The same server with a loose rate limit (e2e_fast_serve), for tests of anything else;
    their clients send unpaced (`e2e_play.fast_client`)."""
    yield from _serve(tmp_path_factory.mktemp("fast-server"), FAST_SERVE, module_databases.new())
