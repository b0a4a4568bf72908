"""Fixtures of the cluster tests: several server nodes on loopback sharing one PostgreSQL
database and one Redis, both started by the tests (tests/conftest.py: `postgres_server`,
`redis_server`). Where either cannot start, the tests are skipped (or fail where CI requires
them)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "server"))

from cluster_kit import StartNodes
from server_kit import LiveServer, make_settings

from haproxy_server import HAProxy, HAProxyUnavailable
from pg_server import Databases, PostgresServer
from redis_server import RedisServer


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/cluster/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.cluster)


@pytest.fixture
def cluster_db(
    postgres_server: PostgresServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """An empty PostgreSQL database for the nodes of one test."""
    databases = Databases(lambda: tmp_path_factory.mktemp("db"), postgres_server)
    yield databases.new()
    databases.drop_all()


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    redis_server.flush()
    return redis_server.url


def node_settings(db_url: str, redis_url: str, name: str, **overrides: Any) -> Any:
    return make_settings(db_url, redis_url=redis_url, node_id=name, **overrides)


@pytest.fixture
def start_nodes(cluster_db: str, redis_url: str) -> Iterator[StartNodes]:
    """`start_nodes(3)`: three nodes (`node1`...), stopped after the test."""
    started: list[LiveServer] = []

    def start(count: int, **overrides: Any) -> list[LiveServer]:
        nodes = []
        for _ in range(count):
            name = f"node{len(started) + 1}"
            node = LiveServer(node_settings(cluster_db, redis_url, name, **overrides)).start()
            started.append(node)
            nodes.append(node)
        return nodes

    yield start
    # Every node is stopped even if one fails to: a node left running would go on reading
    # the inbox of its name, and taking matches, in the next test's cluster.
    failures = []
    for node in started:
        try:
            node.stop()
        except AssertionError as error:
            failures.append(error)
    assert not failures, failures


@pytest.fixture
def balancer() -> Iterator[Callable[[list[int]], HAProxy]]:
    """`balancer(ports)`: HAProxy with the example configuration (deploy/haproxy.cfg) in
    front of those nodes. Skipped where it cannot start, failed where CI requires the
    cluster tests (VANGUARD_TEST_REDIS=required)."""
    started: list[HAProxy] = []

    def start(ports: list[int]) -> HAProxy:
        try:
            proxy = HAProxy(ports).start()
        except HAProxyUnavailable as error:
            message = f"HAProxy is not available: {error}"
            if os.environ.get("VANGUARD_TEST_REDIS") == "required":
                pytest.fail(f"{message} (VANGUARD_TEST_REDIS=required)", pytrace=False)
            pytest.skip(message)
        started.append(proxy)
        return proxy

    yield start
    for proxy in started:
        proxy.stop()
