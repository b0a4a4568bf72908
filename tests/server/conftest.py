"""Fixtures of the server tests (helpers in `server_kit`).

Every server runs on the `db_url` fixture (tests/conftest.py), so each test that uses one
runs on SQLite and on PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from server_kit import FakeTime, LiveServer, make_settings
from starlette.testclient import TestClient

from vanguard.server import create_app


@pytest.fixture
def fake_time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def server(db_url: str, fake_time: FakeTime) -> Iterator[LiveServer]:
    live = LiveServer(make_settings(db_url, time_source=fake_time)).start()
    yield live
    live.stop()


@pytest.fixture
def http(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(make_settings(db_url))) as client:
        yield client
