"""Rendezvous (highest random weight) hashing: which node a match belongs to.

Every node computes the same answer from the same list of live nodes, without a lookup; when
a node joins or leaves, only the matches it wins or held move.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable


def weight(key: str, node: str) -> bytes:
    return hashlib.blake2b(f"{node}\x00{key}".encode(), digest_size=8).digest()


def rendezvous(key: str, nodes: Iterable[str]) -> str | None:
    """The node of highest weight for `key` (None if there are no nodes)."""
    return max(nodes, key=lambda node: (weight(key, node), node), default=None)
