"""Three nodes behind HAProxy with the example configuration (deploy/haproxy.cfg): lobby
sockets are spread over the nodes, sockets that name a match stick to one node, and players
and a spectator who only know the balancer's address play and watch a whole match."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import httpx
from cluster_kit import StartNodes, queue_pair
from server_kit import Client, play

from haproxy_server import HAProxy


@dataclass
class Address:
    ws_url: str


def _node_of(proxy: HAProxy, query: str) -> str:
    """Which node answers a request through the balancer."""
    return str(httpx.get(f"{proxy.url}/health{query}", timeout=10).json()["node"])


def test_a_match_played_and_watched_through_haproxy_in_front_of_three_nodes(
    start_nodes: StartNodes, balancer: Callable[[list[int]], HAProxy]
) -> None:
    nodes = start_nodes(3)
    proxy = balancer([node.port for node in nodes])
    lobby = {_node_of(proxy, "") for _ in range(6)}
    assert len(lobby) == 3, "requests without a match go round robin"
    assert len({_node_of(proxy, "?match=ABCDEFGHJK") for _ in range(6)}) == 1, "sticky"

    a, b = Client(Address(proxy.ws_url)), Client(Address(proxy.ws_url))  # type: ignore[arg-type]
    a.hello()
    b.hello()
    clients, match_id = queue_pair(a, b)
    # As a browser does when it shows the match: a socket that names it.
    sticky = Address(f"{proxy.ws_url}?match={match_id}")
    watcher = Client(sticky)  # type: ignore[arg-type]
    watcher.hello()
    watcher.send("spectate", match_id=match_id)
    watcher.expect("match_started")
    states = {seat: client.expect_state(0) for seat, client in clients.items()}
    over = play(clients, match_id, states, random.Random(8))
    assert over[0]["result"] == over[1]["result"]
    assert watcher.expect("match_over")["result"] == over[0]["result"]
