"""`vanguard serve`: one process that prints its URL, makes its database and answers."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from vanguard.cli import main


def test_serve_starts_on_a_fresh_database_and_stops_cleanly(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "vanguard.cli", "serve", "--port", "0", "--log-level", "warning"],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert first.startswith("vanguard server: http://127.0.0.1:"), first
        url = first.split(": ", 1)[1].strip()
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(url + "health", timeout=2) as response:
                    health = json.load(response)
                break
            except OSError:
                assert time.monotonic() < deadline, "the server did not answer"
                time.sleep(0.1)
        assert health["status"] == "ok" and health["live_matches"] == 0
        assert (tmp_path / "vanguard.sqlite3").is_file(), "SQLite in the working directory"
    finally:
        process.send_signal(signal.SIGINT)
        output = process.communicate(timeout=20)[0]
    assert process.returncode == 0, output
    assert "Traceback" not in output


def test_serve_explains_a_bad_database_or_port(tmp_path: Path) -> None:
    runner = CliRunner()
    bad_db = runner.invoke(main, ["serve", "--db", "nosuchdb://x"])
    assert bad_db.exit_code == 1
    assert "nosuchdb" in bad_db.output and "Traceback" not in bad_db.output
    directory = runner.invoke(main, ["serve", "--db", str(tmp_path)])
    assert directory.exit_code == 1
    assert "cannot open the database" in directory.output
    bad_port = runner.invoke(main, ["serve", "--port", "70000"])
    assert bad_port.exit_code == 2


def test_serve_explains_an_unreachable_postgresql_without_its_password() -> None:
    pytest.importorskip("psycopg", reason="the 'postgres' extra is not installed")
    # Port 1 on loopback: nothing listens there, the connection is refused at once.
    url = "postgresql://player:hunter2secret@127.0.0.1:1/vanguard"
    refused = CliRunner().invoke(main, ["serve", "--db", url])
    assert refused.exit_code == 1
    assert "cannot open the database postgresql+psycopg://player:***@127.0.0.1:1/vanguard" in (
        refused.output
    )
    assert "hunter2secret" not in refused.output and "Traceback" not in refused.output
