"""HAProxy in front of cluster nodes, on loopback, from Debian's package: the example
configuration `deploy/haproxy.cfg` with its listening port and node addresses replaced.

Whatever prevents it from starting is raised as `HAProxyUnavailable` with the reason.
"""

from __future__ import annotations

import re
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parent.parent / "deploy" / "haproxy.cfg"
START_TIMEOUT = 20.0
INSTALL_HINT = "install Debian's package: apt-get install -y haproxy"


class HAProxyUnavailable(RuntimeError):
    """HAProxy cannot be started here; the message says why."""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def configuration(port: int, nodes: list[int]) -> str:
    """The example configuration, listening on `port`, balancing over the node ports."""
    text = EXAMPLE.read_text()
    text = re.sub(r"bind 127\.0\.0\.1:\d+", f"bind 127.0.0.1:{port}", text)
    text = re.sub(r"\n    server node\d+ 127\.0\.0\.1:\d+", "", text)
    servers = "".join(
        f"\n    server node{index} 127.0.0.1:{node}" for index, node in enumerate(nodes, 1)
    )
    return text.rstrip("\n") + servers + "\n"


class HAProxy:
    def __init__(self, nodes: list[int]) -> None:
        program = shutil.which("haproxy") or (
            "/usr/sbin/haproxy" if Path("/usr/sbin/haproxy").is_file() else None
        )
        if program is None:
            raise HAProxyUnavailable(f"no haproxy program found; {INSTALL_HINT}")
        self.program = program
        self.nodes = nodes
        self.base = Path(tempfile.mkdtemp(prefix="vanguard-haproxy-"))
        self.port = 0
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    def start(self) -> HAProxy:
        self.port = _free_port()
        config = self.base / "haproxy.cfg"
        config.write_text(configuration(self.port, self.nodes))
        log = (self.base / "haproxy.log").open("wb")
        self._process = subprocess.Popen(
            [self.program, "-db", "-f", str(config)],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise HAProxyUnavailable(f"haproxy stopped: {self.log()}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                return self
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise HAProxyUnavailable("haproxy did not start listening")

    def log(self) -> str:
        try:
            return (self.base / "haproxy.log").read_text(errors="replace")[-2000:]
        except OSError:
            return ""

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait(10)
        self._process = None
        shutil.rmtree(self.base, ignore_errors=True)
