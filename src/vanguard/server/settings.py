"""Everything a server instance can be tuned with, in one immutable value.

Tests build their own `ServerSettings` (a temporary database, a fake time source, a quick
clock watchdog); `vanguard serve` builds one from its options. Nothing else reads the
environment, so two servers in one process never share configuration by accident.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import vanguard

DEFAULT_DB_URL = "sqlite:///vanguard.sqlite3"
"""An SQLite file in the working directory: `vanguard serve` works with no setup at all."""

DEFAULT_CLOCK_SECONDS = 20 * 60.0
"""Each player's game clock when a room does not choose one (PROTOCOL.md, Clocks)."""


def _default_static_dir() -> Path:
    return Path(vanguard.__file__).resolve().parent / "client" / "static"


@dataclass(frozen=True)
class ServerSettings:
    """Configuration of one server instance (see `vanguard serve --help` for the user side)."""

    db_url: str = DEFAULT_DB_URL
    default_clock_seconds: float = DEFAULT_CLOCK_SECONDS
    #: Game clocks read this, not the wall clock, so tests can run a clock out instantly.
    time_source: Callable[[], float] = time.monotonic
    #: How often the clock watchdog looks for a player whose time has run out.
    clock_tick_seconds: float = 0.1
    #: After a restart the player to decide gets this long before their clock runs again, so
    #: that the outage is not charged to them and they have time to reconnect.
    recovery_grace_seconds: float = 15.0
    #: Pause before each computer decision (0 = as fast as it thinks), for a human feel.
    ai_delay_seconds: float = 0.0
    #: Threads for computer players' decisions (kept off the event loop).
    ai_threads: int = 2
    #: Per-connection token bucket: sustained messages per second and burst size.
    rate_per_second: float = 20.0
    rate_burst: int = 40
    #: A connection is closed once its messages refused for flooding outnumber those
    #: accepted since by this many (in a row, or sending faster than the limit for long).
    flood_close_after: int = 200
    #: Messages, and characters, queued for one slow client before it is disconnected.
    outbox_limit: int = 1000
    outbox_bytes_limit: int = 4 * 1024 * 1024
    #: Full states (`resync`, `spectate`) one connection may ask for: per second and burst;
    #: and one client address, over all its connections.
    full_state_per_second: float = 1.0
    full_state_burst: int = 5
    full_state_per_address_per_second: float = 4.0
    full_state_per_address_burst: int = 20
    #: Replay views (`/api/replays/{id}/views`): requests per address (sustained, burst),
    #: views being built before more are refused (BUSY), and the encoded answers kept.
    replay_views_per_second: float = 1.0
    replay_views_burst: int = 10
    replay_queue_limit: int = 4
    replay_cache_bytes: int = 32 * 1024 * 1024
    #: New guests one client address may create: sustained per second, and burst.
    guests_per_second: float = 0.1
    guests_burst: int = 20
    #: Live matches whose players joined from one client address (each identity plays one
    #: match at a time anyway).
    max_live_matches_per_address: int = 20
    #: A match against the computer whose player has been away this long is ended (their
    #: loss, reason `abandoned`); a match between people only ever ends by its clocks.
    abandoned_ai_match_seconds: float = 120.0
    #: Private-room codes one client address may try: sustained per second, and burst.
    room_joins_per_second: float = 0.5
    room_joins_burst: int = 10
    #: Spectators one match may have, and matches one connection may watch.
    max_spectators_per_match: int = 50
    max_watched_per_connection: int = 4
    #: Logins: wrong passwords one address may send before each further one locks it out,
    #: first for `login_backoff_seconds`, doubling up to `login_backoff_max_seconds`.
    login_free_failures: int = 5
    login_backoff_seconds: float = 2.0
    login_backoff_max_seconds: float = 900.0
    #: Registrations one address may attempt: sustained per second, and burst.
    register_per_second: float = 0.05
    register_burst: int = 5
    #: Threads hashing passwords (argon2: 64 MiB each) and hashes waiting before BUSY.
    password_threads: int = 2
    password_queue_limit: int = 8
    #: Session cookie lifetime, and whether it needs HTTPS (behind a TLS proxy).
    session_days: int = 30
    secure_cookies: bool = False
    #: Deck texts (queue, rooms, `/api/decks/*`) one client address may send: sustained per
    #: second and burst. Built-in deck names and saved decks do not count.
    deck_text_per_second: float = 1.0
    deck_text_burst: int = 10
    #: Deck texts waiting to be parsed (one at a time, off the event loop) before more are
    #: refused as BUSY.
    deck_queue_limit: int = 8
    #: Behind a reverse proxy: trust the last `X-Forwarded-For` address and
    #: `X-Forwarded-Proto`/`X-Forwarded-Host` (only enable when a proxy sets them).
    behind_proxy: bool = False
    #: Saved decks one account may keep.
    max_decks_per_account: int = 200
    static_dir: Path = field(default_factory=_default_static_dir)
    #: Cluster mode (docs/SCALING.md): the Redis URL the nodes share; None (the default):
    #: one process, no Redis.
    redis_url: str | None = None
    #: This node's name in the cluster; None: host, process id and start time.
    node_id: str | None = None
    #: A match's ownership lease (and a node's heartbeat) lasts this long unless renewed...
    lease_seconds: float = 10.0
    #: ...which each node does this often for all its matches.
    lease_renew_seconds: float = 3.0
    #: How often a node looks for unfinished matches that nobody owns (staggered).
    sweep_seconds: float = 30.0
