"""What the cluster tests share besides fixtures."""

from __future__ import annotations

from collections.abc import Callable

from server_kit import LiveServer

StartNodes = Callable[..., list[LiveServer]]
"""`start_nodes(3, **settings)`: that many more nodes of the test's cluster, started."""
