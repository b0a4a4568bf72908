"""A real game server in a child process, for the end-to-end tests and the load benchmark.

`vanguard serve` is started exactly as a user starts it, on 127.0.0.1 with a free port and a
database (by default an SQLite file in a given folder); whoever starts it talks to it only
through its public endpoints.
Killing it with SIGKILL and starting it again on the same port and database is a restart.
"""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import IO, Any

LOOPBACK = "127.0.0.1"


def server_available() -> bool:
    """Whether `vanguard serve` exists in this checkout (the e2e suite skips without it)."""
    return importlib.util.find_spec("vanguard.cli.serve_cmd") is not None


NOT_AVAILABLE = "the game server (`vanguard serve`, vanguard.cli.serve_cmd) is not installed"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


class ServerProcess:
    """`vanguard serve` on a loopback port; `kill()` is SIGKILL, `start()` again reuses the same
    port and database (a restart)."""

    def __init__(
        self,
        folder: Path,
        extra_args: tuple[str, ...] = (),
        launcher: Path | None = None,
        db_url: str | None = None,
    ) -> None:
        """`launcher`: a script that takes `vanguard serve`'s options and runs it (tests use
        one that loosens a setting); by default `python -m vanguard.cli serve` itself.
        `db_url`: the database (`--db`); by default an SQLite file in `folder`."""
        self.folder = folder
        self.launcher = launcher
        self.port = free_port()
        self.db_url = db_url or f"sqlite:///{folder / 'vanguard.sqlite3'}"
        self.extra_args = extra_args
        self.process: subprocess.Popen[bytes] | None = None
        self.log_path = folder / "server.log"
        self._log: IO[bytes] | None = None
        self.starts = 0

    @property
    def ws_url(self) -> str:
        return f"ws://{LOOPBACK}:{self.port}/ws"

    def http_url(self, path: str) -> str:
        return f"http://{LOOPBACK}:{self.port}{path}"

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def start(self, timeout: float = 30.0) -> None:
        program = (
            [sys.executable, str(self.launcher)]
            if self.launcher is not None
            else [sys.executable, "-m", "vanguard.cli", "serve"]
        )
        command = [
            *program,
            "--host",
            LOOPBACK,
            "--port",
            str(self.port),
            "--db",
            self.db_url,
            *self.extra_args,
        ]
        self._log = self.log_path.open("ab")
        self.process = subprocess.Popen(
            command,
            cwd=self.folder,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self.starts += 1
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited at start:\n{self.log()}")
            if self.healthy():
                return
            time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"the server did not answer /health within {timeout} s:\n{self.log()}")

    def healthy(self) -> bool:
        try:
            with urllib.request.urlopen(self.http_url("/health"), timeout=2) as response:
                return bool(response.status == 200)
        except OSError:
            return False

    def get_json(self, path: str) -> Any:
        with urllib.request.urlopen(self.http_url(path), timeout=10) as response:
            return json.loads(response.read())

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs, as in a crash or a power cut."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)
        self._close_log()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        self._close_log()

    def rss_bytes(self) -> int:
        """Resident memory of the server process (Linux)."""
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
        raise RuntimeError("no VmRSS for the server process")

    def cpu_seconds(self) -> float:
        """User + system CPU time the server process has used so far (Linux)."""
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def _close_log(self) -> None:
        if self._log is not None:
            self._log.close()
            self._log = None
