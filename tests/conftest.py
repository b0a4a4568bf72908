"""Settings shared by the whole test suite."""

from __future__ import annotations

import os

from hypothesis import settings

# CI runs must be reproducible: the same examples on every run, no example database.
# Locally the default profile explores new examples each run (and remembers failures).
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")
