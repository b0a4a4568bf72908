"""A throwaway PostgreSQL server for the tests, from Debian's packages, on loopback.

The server tests run against SQLite and PostgreSQL alike. This module finds PostgreSQL's
programs (`pg_config --bindir`, else the newest /usr/lib/postgresql/<version>/bin), makes a
cluster in a temporary directory with `initdb`, and starts it on a free 127.0.0.1 port with
settings for a small shared machine (little memory, no fsync: a test database need not
survive a power cut). Each test gets a database of its own (`fresh_database`), dropped
afterwards. PostgreSQL refuses to run as root, so under root its programs run as the
`postgres` user that Debian's package creates.

Whatever prevents the server from starting is raised as `PostgresUnavailable` with the
reason, which the fixtures turn into a skip (or a failure where PostgreSQL is required).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ADMIN_USER = "vanguard"
"""The cluster's superuser, who owns every test database (trust authentication, loopback)."""

SYSTEM_USER = "postgres"
"""Who runs PostgreSQL's programs when the tests run as root (Debian's package makes it)."""

SERVER_OPTIONS = (
    ("listen_addresses", "127.0.0.1"),
    # Not UTC, and not a whole hour: code that takes the database's time zone for UTC shows.
    ("timezone", "Asia/Kolkata"),
    ("max_connections", "60"),
    ("shared_buffers", "16MB"),
    ("work_mem", "2MB"),
    ("maintenance_work_mem", "16MB"),
    ("fsync", "off"),
    ("synchronous_commit", "off"),
    ("full_page_writes", "off"),
    ("wal_level", "minimal"),
    ("max_wal_senders", "0"),
    ("autovacuum", "off"),
    ("log_min_messages", "warning"),
    ("logging_collector", "off"),
)
"""Small and fast rather than safe: the cluster lives for one test session."""

START_TIMEOUT = 60
INSTALL_HINT = "install Debian's package: apt-get install -y postgresql"


class PostgresUnavailable(RuntimeError):
    """PostgreSQL cannot be started here; the message says why."""


def find_bindir() -> Path:
    """The folder of `initdb`, `pg_ctl` and `postgres`."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config is not None:
        with contextlib.suppress(OSError, subprocess.CalledProcessError):
            found = subprocess.run(
                [pg_config, "--bindir"], capture_output=True, text=True, check=True
            ).stdout.strip()
            candidates.append(Path(found))

    def version(path: Path) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"\d+", path.parent.name))

    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=version, reverse=True)
    for folder in candidates:
        if all((folder / program).is_file() for program in ("initdb", "pg_ctl", "postgres")):
            return folder
    raise PostgresUnavailable(
        f"no PostgreSQL server programs (initdb, pg_ctl) found; {INSTALL_HINT}"
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresServer:
    """One PostgreSQL cluster in a temporary directory; `start()`, then `stop()`."""

    def __init__(self) -> None:
        self.bindir = find_bindir()
        self._as_user: list[str] = []
        self._owner: pwd.struct_passwd | None = None
        if os.geteuid() == 0:
            try:
                self._owner = pwd.getpwnam(SYSTEM_USER)
            except KeyError:
                raise PostgresUnavailable(
                    f"running as root and there is no {SYSTEM_USER!r} user to run PostgreSQL"
                    f" as (PostgreSQL refuses root); {INSTALL_HINT}"
                ) from None
            runuser = shutil.which("runuser")
            if runuser is None:
                raise PostgresUnavailable("running as root and `runuser` is missing")
            self._as_user = [runuser, "-u", SYSTEM_USER, "--"]
        self.base = Path(tempfile.mkdtemp(prefix="vanguard-pg-"))
        self.data = self.base / "data"
        self.log_path = self.base / "server.log"
        self.port = 0
        self._names = itertools.count(1)
        self._running = False

    def _run(self, *command: str) -> None:
        try:
            subprocess.run(
                [*self._as_user, *command],
                capture_output=True,
                text=True,
                check=True,
                timeout=START_TIMEOUT,
                cwd=self.base,
            )
        except subprocess.CalledProcessError as error:
            raise PostgresUnavailable(
                f"{Path(command[0]).name} failed: {(error.stderr or error.stdout).strip()}"
                f"{self._log_tail()}"
            ) from None
        except subprocess.TimeoutExpired:
            raise PostgresUnavailable(f"{Path(command[0]).name} did not finish") from None

    def _log_tail(self) -> str:
        try:
            return "\n" + self.log_path.read_text(errors="replace")[-2000:]
        except OSError:
            return ""

    def start(self) -> PostgresServer:
        if self._owner is not None:
            os.chown(self.base, self._owner.pw_uid, self._owner.pw_gid)
        self._run(
            str(self.bindir / "initdb"),
            "--pgdata",
            str(self.data),
            "--username",
            ADMIN_USER,
            "--auth",
            "trust",
            "--encoding",
            "UTF8",
            "--no-locale",
            "--no-sync",
            "--no-instructions",
        )
        options = " ".join(f"-c {name}={value}" for name, value in SERVER_OPTIONS)
        # A port taken between choosing it and binding it: try another one.
        for attempt in range(3):
            self.port = _free_port()
            try:
                self._run(
                    str(self.bindir / "pg_ctl"),
                    "start",
                    "--pgdata",
                    str(self.data),
                    "--log",
                    str(self.log_path),
                    "--wait",
                    "--timeout",
                    str(START_TIMEOUT),
                    "--options",
                    f"-p {self.port} -k {self.base} {options}",
                )
            except PostgresUnavailable:
                if attempt == 2:
                    raise
            else:
                self._running = True
                return self
        raise AssertionError("unreachable")

    def stop(self) -> None:
        """Stop the server at once and remove its directory."""
        if self._running:
            self._running = False
            with contextlib.suppress(PostgresUnavailable):
                self._run(
                    str(self.bindir / "pg_ctl"),
                    "stop",
                    "--pgdata",
                    str(self.data),
                    "--mode",
                    "immediate",
                    "--wait",
                )
        shutil.rmtree(self.base, ignore_errors=True)

    def url(self, database: str) -> str:
        """The URL `vanguard serve --db` takes for one database of this server."""
        return f"postgresql://{ADMIN_USER}@127.0.0.1:{self.port}/{database}"

    def _admin(self) -> Any:
        import psycopg

        return psycopg.connect(
            host="127.0.0.1", port=self.port, user=ADMIN_USER, dbname="postgres", autocommit=True
        )

    def fresh_database(self) -> str:
        """A new, empty database; returns its name."""
        name = f"test_{os.getpid()}_{next(self._names)}"
        with self._admin() as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        return name

    def close_connections(self, name: str) -> int:
        """Close every client connection to a database, as a restart of the server or a
        failover does; returns how many there were."""
        with self._admin() as admin:
            rows = admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE datname = %s AND pid <> pg_backend_pid()",
                (name,),
            ).fetchall()
        return len(rows)

    def drop_database(self, name: str) -> None:
        """Drop a database, closing whatever connections a test left open on it."""
        with self._admin() as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class Databases:
    """Fresh, empty databases on one backend, for the fixtures: an SQLite file in a new
    folder, or (given a running `PostgresServer`) a new database on it."""

    def __init__(self, new_folder: Callable[[], Path], postgres: PostgresServer | None) -> None:
        self.backend = "sqlite" if postgres is None else "postgresql"
        self._new_folder = new_folder
        self._postgres = postgres
        self._made: list[str] = []

    def new(self) -> str:
        """The URL of another empty database."""
        if self._postgres is None:
            return f"sqlite:///{self._new_folder() / 'vanguard.sqlite3'}"
        name = self._postgres.fresh_database()
        self._made.append(name)
        return self._postgres.url(name)

    def drop_all(self) -> None:
        """Drop the PostgreSQL databases made (SQLite files go with their temporary folder)."""
        if self._postgres is not None:
            for name in self._made:
                self._postgres.drop_database(name)
        self._made.clear()
