"""Fixtures of the browser tests: a real `vanguard serve` on loopback with a temporary
database, and Debian's Chromium driven by Playwright (no browser download)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_kit import CHROMIUM, SCREENSHOTS, launch_browser

from vanguard.netclient.local_server import NOT_AVAILABLE, ServerProcess, server_available


def _needs_browser() -> None:
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is absent: install Debian's chromium (apt-get install chromium)")
    try:
        import playwright  # noqa: F401
    except ImportError:
        pytest.skip("playwright is not installed (pip install -e '.[test]')")


@pytest.fixture(scope="module")
def server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ServerProcess]:
    """`vanguard serve` as a user starts it, serving the browser client; with the options a
    test module lists as `SERVE_OPTIONS`, if any."""
    _needs_browser()
    if not server_available():
        pytest.skip(NOT_AVAILABLE)
    options = tuple(getattr(request.module, "SERVE_OPTIONS", ()))
    process = ServerProcess(tmp_path_factory.mktemp("client-server"), extra_args=options)
    process.start()
    yield process
    process.stop()
    assert "Traceback" not in process.log(), process.log()


@pytest.fixture(scope="module")
def browser(server: ServerProcess) -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = launch_browser(playwright)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
