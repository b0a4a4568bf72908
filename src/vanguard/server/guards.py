"""Per-address limits and the bounded worker pools, shared by the WebSocket and HTTP sides.

A per-connection limit is escaped by opening more connections, so everything costly is also
limited per client address: deck text (parsing and "did you mean" search), and the pools that
do slow work off the event loop. Behind a reverse proxy (`behind_proxy`) the address is the
one the proxy appended to `X-Forwarded-For`; otherwise the socket's peer.
"""

from __future__ import annotations

from dataclasses import dataclass

from starlette.requests import HTTPConnection

from vanguard.server.byte_cache import ByteCache
from vanguard.server.offload import BoundedWorker
from vanguard.server.ratelimit import FailureBackoff, KeyedBuckets
from vanguard.server.settings import ServerSettings

UNKNOWN_ADDRESS = "unknown"


def client_address(connection: HTTPConnection, behind_proxy: bool) -> str:
    """The address limits are counted against.

    Behind a proxy, the last `X-Forwarded-For` entry is the address the proxy itself saw
    (earlier entries are whatever the client claimed, so they are never trusted).
    """
    if behind_proxy:
        forwarded = connection.headers.get("x-forwarded-for", "")
        last = forwarded.rsplit(",", 1)[-1].strip()
        if last:
            return last[:64]
    client = connection.client
    return client.host if client is not None and client.host else UNKNOWN_ADDRESS


@dataclass
class Guards:
    #: Deck texts one address may have read (WebSocket and HTTP together).
    deck_text: KeyedBuckets
    #: Where deck text is parsed: off the event loop, one at a time, a short queue.
    deck_worker: BoundedWorker
    #: Full states (resync, spectate) one address may ask for.
    full_states: KeyedBuckets
    #: Replay views: requests per address, where they are built, and their encoded answers.
    replay_requests: KeyedBuckets
    replay_worker: BoundedWorker
    replay_cache: ByteCache
    #: Wrong passwords per address, registrations per address, and where argon2 runs.
    logins: FailureBackoff
    registrations: KeyedBuckets
    password_worker: BoundedWorker
    #: New guests and private-room codes tried, per address.
    guests: KeyedBuckets
    room_joins: KeyedBuckets

    @classmethod
    def from_settings(cls, settings: ServerSettings) -> Guards:
        return cls(
            deck_text=KeyedBuckets(settings.deck_text_per_second, settings.deck_text_burst),
            deck_worker=BoundedWorker("decks", 1, settings.deck_queue_limit),
            full_states=KeyedBuckets(
                settings.full_state_per_address_per_second, settings.full_state_per_address_burst
            ),
            replay_requests=KeyedBuckets(
                settings.replay_views_per_second, settings.replay_views_burst
            ),
            replay_worker=BoundedWorker("replays", 1, settings.replay_queue_limit),
            replay_cache=ByteCache(settings.replay_cache_bytes),
            logins=FailureBackoff(
                settings.login_free_failures,
                settings.login_backoff_seconds,
                settings.login_backoff_max_seconds,
                now=settings.time_source,
            ),
            registrations=KeyedBuckets(settings.register_per_second, settings.register_burst),
            password_worker=BoundedWorker(
                "passwords", settings.password_threads, settings.password_queue_limit
            ),
            guests=KeyedBuckets(settings.guests_per_second, settings.guests_burst),
            room_joins=KeyedBuckets(settings.room_joins_per_second, settings.room_joins_burst),
        )

    def close(self) -> None:
        self.deck_worker.close()
        self.replay_worker.close()
        self.password_worker.close()
