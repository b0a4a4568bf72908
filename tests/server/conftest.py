"""Fixtures of the server tests (helpers in `server_kit`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from server_kit import FakeTime, LiveServer, make_settings
from starlette.testclient import TestClient

from vanguard.server import create_app


@pytest.fixture
def fake_time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def server(tmp_path: Path, fake_time: FakeTime) -> Iterator[LiveServer]:
    live = LiveServer(make_settings(tmp_path / "server.sqlite3", time_source=fake_time)).start()
    yield live
    live.stop()


@pytest.fixture
def http(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(make_settings(tmp_path / "http.sqlite3"))) as client:
        yield client
