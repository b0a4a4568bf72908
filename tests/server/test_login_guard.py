"""Guessing passwords and names is slow, and logins cannot exhaust the server.

The attacks: 60 wrong passwords in a row met no delay; 16 logins at once ran 16 argon2 hashes
(64 MiB each) together, taking memory from 79 to 463 MiB and other players' p99 ping to
168 ms; `password` was an accepted password; registering a taken name told the name exists,
as often as asked.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from server_kit import FakeTime, make_settings
from starlette.testclient import TestClient

from vanguard.server import auth, create_app
from vanguard.server.offload import BoundedWorker, WorkerBusy

BOB = {"name": "bob", "password": "a long story told"}
WRONG = {"name": "bob", "password": "not the password"}


@pytest.fixture
def accounts(db_url: str, fake_time: FakeTime) -> Iterator[TestClient]:
    settings = make_settings(
        db_url,
        time_source=fake_time,
        login_free_failures=3,
        login_backoff_seconds=10.0,
    )
    with TestClient(create_app(settings)) as client:
        yield client


def test_wrong_passwords_lock_the_address_out_for_longer_and_longer(
    accounts: TestClient, fake_time: FakeTime
) -> None:
    assert accounts.post("/api/register", json=BOB).status_code == 201
    for _ in range(4):  # three free failures, the fourth locks for 10 s
        assert accounts.post("/api/login", json=WRONG).status_code == 401
    locked = accounts.post("/api/login", json=BOB)
    assert locked.status_code == 429, "even the right password waits"
    assert locked.json()["error"]["code"] == "RATE_LIMITED"
    assert locked.headers["Retry-After"] == "10"

    fake_time.advance(10)
    assert accounts.post("/api/login", json=WRONG).status_code == 401
    assert accounts.post("/api/login", json=BOB).headers["Retry-After"] == "20", "doubled"

    fake_time.advance(20)
    assert accounts.post("/api/login", json=BOB).status_code == 200
    assert accounts.post("/api/login", json=WRONG).status_code == 401, "a success forgets"


@pytest.mark.parametrize(
    ("password", "words"),
    [
        ("password", "most common"),
        ("Password123!", "most common"),
        ("12345678", "most common"),
        ("qwertyuiop", "most common"),
        ("bcdefghijk", "neighbouring"),
        ("aaaaaaaaaaaa", "different characters"),
        ("abababababab", "different characters"),
        ("bob", "8 to 128"),
        ("i am bob here", "account name"),
        ("BOB is great!", "account name"),
    ],
)
def test_passwords_easy_to_guess_are_refused(
    accounts: TestClient, password: str, words: str
) -> None:
    response = accounts.post("/api/register", json={"name": "bob", "password": password})
    assert response.status_code == 400
    assert words in response.json()["error"]["message"]


def test_registrations_are_limited_per_address(db_url: str) -> None:
    settings = make_settings(db_url, register_per_second=0.001, register_burst=3)
    with TestClient(create_app(settings)) as client:
        assert client.post("/api/register", json=BOB).status_code == 201
        assert client.post("/api/register", json=BOB).status_code == 409
        assert client.post("/api/register", json={**BOB, "name": "bob2"}).status_code == 201
        probe = client.post("/api/register", json=BOB)
        assert probe.status_code == 429, "a taken name cannot be probed at will"
        assert int(probe.headers["Retry-After"]) >= 1


def test_passwords_are_hashed_on_the_small_password_pool(
    accounts: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[str] = []
    hashing = auth.hash_password

    def spied(password: str) -> str:
        threads.append(threading.current_thread().name)
        return hashing(password)

    monkeypatch.setattr(auth, "hash_password", spied)
    assert accounts.post("/api/register", json=BOB).status_code == 201
    assert len(threads) == 1 and threads[0].startswith("vanguard-passwords"), threads


def test_a_full_pool_refuses_at_once_instead_of_queueing() -> None:
    import asyncio

    release = threading.Event()

    async def body() -> list[Any]:
        worker = BoundedWorker("passwords", threads=1, max_pending=2)
        jobs = [asyncio.ensure_future(worker.run(release.wait, 5)) for _ in range(2)]
        await asyncio.sleep(0)
        try:
            await worker.run(time.sleep, 0)
        except WorkerBusy:
            refused = True
        else:
            refused = False
        release.set()
        await asyncio.gather(*jobs)
        worker.close()
        return [refused, worker.pending]

    assert asyncio.run(body()) == [True, 0]
