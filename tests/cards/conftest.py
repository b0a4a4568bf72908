"""Fixtures for the card data tests."""

from __future__ import annotations

import pytest

from vanguard.cards import CardDatabase, default_database


@pytest.fixture(scope="session")
def db() -> CardDatabase:
    return default_database()
