"""`vanguard serve` with a far higher per-connection rate limit, for the tests whose subject
is not the rate limit: at the default (20 messages a second) two bots spend most of a test
waiting for their turn to send, and the suite gets slow for nothing. Everything else is the
real command. The rate-limit tests use the plain `vanguard serve`."""

from __future__ import annotations

import functools
import sys

from vanguard.cli import main, serve_cmd
from vanguard.server.settings import ServerSettings

RATE_PER_SECOND = 5000.0
BURST = 5000

if __name__ == "__main__":
    serve_cmd.ServerSettings = functools.partial(  # type: ignore[misc]
        ServerSettings, rate_per_second=RATE_PER_SECOND, rate_burst=BURST
    )
    main(["serve", *sys.argv[1:]])
