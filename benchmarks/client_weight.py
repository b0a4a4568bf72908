"""Bytes a browser downloads to open the client's lobby: every request, its transfer size
with and without compression, and a reload (revalidated files come back as 304 without a
body). Needs Debian's Chromium and Playwright (`pip install -e '.[test]'`).

    python benchmarks/client_weight.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from vanguard.netclient.local_server import ServerProcess

CHROMIUM = "/usr/bin/chromium"


def load(browser: Any, url: str, headers: dict[str, str]) -> tuple[int, int, int, int]:
    """(requests, bytes, requests on reload, bytes on reload) for one fresh profile."""
    context = browser.new_context(extra_http_headers=headers)
    page = context.new_page()
    totals: list[list[int]] = [[0, 0], [0, 0]]
    phase = [0]

    def count(request: Any) -> None:
        sizes = request.sizes()
        totals[phase[0]][0] += 1
        totals[phase[0]][1] += sizes["responseBodySize"] + sizes["responseHeadersSize"]

    page.on("requestfinished", count)
    page.goto(url)
    page.wait_for_selector("#play-ai")
    page.wait_for_timeout(500)
    phase[0] = 1
    page.reload()
    page.wait_for_selector("#play-ai")
    page.wait_for_timeout(500)
    context.close()
    return totals[0][0], totals[0][1], totals[1][0], totals[1][1]


def main() -> int:
    server = ServerProcess(Path(tempfile.mkdtemp()))
    server.start()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            url = server.http_url("/")
            for label, headers in (("plain", {"Accept-Encoding": "identity"}), ("gzip", {})):
                n, size, n2, size2 = load(browser, url, headers)
                print(
                    f"{label:6} first load: {n} requests, {size / 1024:.1f} KB;"
                    f" reload: {n2} requests, {size2 / 1024:.1f} KB"
                )
            browser.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
