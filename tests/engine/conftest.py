"""Fixtures shared by the rules tests."""

from __future__ import annotations

from typing import Any

import pytest

from vanguard.engine import battle, checks, flow, rules
from vanguard.engine.state import Event


@pytest.fixture
def check_marks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every check timing scheduled by the turn structure (phases, steps, checks) leaves a
    `check_timing` event just before it runs (R16.5.3)."""
    real = rules.check_timing

    def marked(g: Any) -> None:
        # A test-only marker, so it is not one of the engine's `EventKind`s.
        g.events.append(Event(g._event_base + len(g.events), "check_timing", None, {}))
        real(g)

    for module in (flow, battle, checks):
        monkeypatch.setattr(module, "check_timing", marked)
