"""A throwaway Redis server for the cluster tests, from Debian's package, on loopback.

`redis-server` runs on a free 127.0.0.1 port with its own temporary directory, without
persistence (a test Redis need not survive anything) and without a system service. Whatever
prevents it from starting is raised as `RedisUnavailable` with the reason, which the fixture
turns into a skip (or a failure where Redis is required).
"""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

START_TIMEOUT = 20.0
INSTALL_HINT = "install Debian's package: apt-get install -y redis-server"


class RedisUnavailable(RuntimeError):
    """Redis cannot be started here; the message says why."""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class RedisServer:
    """One `redis-server` in a temporary directory; `start()`, then `stop()`."""

    def __init__(self) -> None:
        program = shutil.which("redis-server") or (
            "/usr/bin/redis-server" if Path("/usr/bin/redis-server").is_file() else None
        )
        if program is None:
            raise RedisUnavailable(f"no redis-server program found; {INSTALL_HINT}")
        self.program = program
        self.base = Path(tempfile.mkdtemp(prefix="vanguard-redis-"))
        self.log_path = self.base / "redis.log"
        self.port = 0
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def _answers(self) -> bool:
        with (
            contextlib.suppress(OSError),
            socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as connection,
        ):
            connection.sendall(b"PING\r\n")
            return connection.recv(16).startswith(b"+PONG")
        return False

    def start(self) -> RedisServer:
        for attempt in range(3):  # a port taken between choosing and binding it: another
            self.port = _free_port()
            self._process = subprocess.Popen(
                [
                    self.program,
                    "--port", str(self.port),
                    "--bind", "127.0.0.1",
                    "--dir", str(self.base),
                    "--save", "",
                    "--appendonly", "no",
                    "--daemonize", "no",
                    "--logfile", str(self.log_path),
                ],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )  # fmt: skip
            deadline = time.monotonic() + START_TIMEOUT
            while time.monotonic() < deadline and self._process.poll() is None:
                if self._answers():
                    return self
                time.sleep(0.05)
            self.stop(remove=False)
            if attempt == 2:
                raise RedisUnavailable(f"redis-server did not start{self._log_tail()}")
        raise AssertionError("unreachable")

    def _log_tail(self) -> str:
        try:
            return "\n" + self.log_path.read_text(errors="replace")[-2000:]
        except OSError:
            return ""

    def flush(self) -> None:
        """Empty every key (between tests that share the server)."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as connection:
            connection.sendall(b"FLUSHALL\r\n")
            connection.recv(16)

    def stop(self, remove: bool = True) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait(10)
        self._process = None
        if remove:
            shutil.rmtree(self.base, ignore_errors=True)
