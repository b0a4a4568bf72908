"""Fixtures shared by the computer-player tests."""

from __future__ import annotations

import pytest
from ai_games import collect_positions

from vanguard.engine import Game


@pytest.fixture(scope="session")
def positions() -> list[Game]:
    """Copies of many games at many moments (setup, every phase, abilities, game over)."""
    return collect_positions()
