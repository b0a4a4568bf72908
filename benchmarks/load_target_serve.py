"""`vanguard serve` as the load benchmark's target: every bot connects from 127.0.0.1, so the
per-address limits meant for one person or one household (guests, live matches, full states)
are raised to what a thousand players behind one address need. Everything else, the
per-connection rate limit included, is the real command."""

from __future__ import annotations

import functools
import sys

from vanguard.cli import main, serve_cmd
from vanguard.server.settings import ServerSettings

ONE_ADDRESS_FOR_ALL = {
    "guests_burst": 100_000,
    "max_live_matches_per_address": 100_000,
    "full_state_per_address_burst": 100_000,
    "full_state_per_address_per_second": 10_000.0,
}

if __name__ == "__main__":
    serve_cmd.ServerSettings = functools.partial(  # type: ignore[misc]
        ServerSettings, **ONE_ADDRESS_FOR_ALL
    )
    main(["serve", *sys.argv[1:]])
