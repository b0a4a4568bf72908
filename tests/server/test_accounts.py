"""Accounts over HTTP (PROTOCOL.md, Identity): argon2 hashes only, an http-only cookie."""

from __future__ import annotations

from sqlalchemy import select
from starlette.testclient import TestClient

from vanguard.server.tables import sessions, users

ALICE = {"name": "alice", "password": "correct horse"}


def _set_cookie_header(response) -> str:  # type: ignore[no-untyped-def]
    return response.headers["set-cookie"]


def test_register_logs_in_with_an_http_only_session_cookie(http: TestClient) -> None:
    response = http.post("/api/register", json=ALICE)
    assert response.status_code == 201
    assert response.json() == {"user": {"name": "alice", "guest": False}}
    header = _set_cookie_header(response)
    assert header.startswith("vg_session=")
    assert "HttpOnly" in header
    assert "samesite=lax" in header.lower()
    assert http.get("/api/me").json() == {"user": {"name": "alice", "guest": False}}


def test_the_password_is_stored_as_an_argon2_hash_and_tokens_as_digests(
    http: TestClient,
) -> None:
    response = http.post("/api/register", json=ALICE)
    token = response.cookies["vg_session"]
    engine = http.app.state.server.store.engine  # type: ignore[attr-defined]
    with engine.connect() as db:
        stored = db.execute(select(users.c.password_hash)).scalar_one()
        token_hashes = list(db.execute(select(sessions.c.token_hash)).scalars())
    assert stored.startswith("$argon2id$")
    assert ALICE["password"] not in stored
    assert token not in token_hashes and len(token_hashes) == 1


def test_login_logout_and_a_wrong_password(http: TestClient) -> None:
    http.post("/api/register", json=ALICE)
    http.post("/api/logout")
    assert http.get("/api/me").json() == {"user": None}

    wrong = http.post("/api/login", json={"name": "alice", "password": "wrong horse"})
    assert wrong.status_code == 401
    assert wrong.json()["error"]["code"] == "BAD_CREDENTIALS"
    assert "set-cookie" not in wrong.headers

    unknown = http.post("/api/login", json={"name": "nobody", "password": "whatever1"})
    assert unknown.status_code == 401
    assert unknown.json() == wrong.json(), "an unknown name looks like a wrong password"

    right = http.post("/api/login", json={"name": "ALICE", "password": "correct horse"})
    assert right.status_code == 200
    assert right.json()["user"]["name"] == "alice"
    assert http.get("/api/me").json()["user"]["name"] == "alice"


def test_a_name_is_taken_whatever_its_case(http: TestClient) -> None:
    assert http.post("/api/register", json=ALICE).status_code == 201
    again = http.post("/api/register", json={"name": "Alice", "password": "another one"})
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "NAME_TAKEN"


def test_bad_names_passwords_and_bodies_are_refused_clearly(http: TestClient) -> None:
    cases = [
        ({"name": "al", "password": "long enough"}, "3 to 24"),
        ({"name": "bad name!", "password": "long enough"}, "letters, digits"),
        ({"name": "guest-123", "password": "long enough"}, "guests"),
        ({"name": "bob", "password": "short"}, "8 to 128"),
        ({"name": "bob", "password": "x" * 129}, "8 to 128"),
        ({"name": "bob"}, "missing field 'password'"),
        ({"name": "bob", "password": "long enough", "admin": True}, "unknown field 'admin'"),
        ({"name": 5, "password": "long enough"}, "name"),
    ]
    for body, words in cases:
        response = http.post("/api/register", json=body)
        assert response.status_code == 400, body
        assert words in response.json()["error"]["message"], (body, response.json())
    json_type = {"content-type": "application/json"}
    not_json = http.post("/api/login", content=b"{nope", headers=json_type)
    assert not_json.status_code == 400
    assert not_json.json()["error"]["code"] == "BAD_REQUEST"
    # No account can have this name (PostgreSQL cannot even compare it): wrong, not a crash.
    impossible = http.post("/api/login", json={"name": "al\x00ice", "password": "long enough"})
    assert impossible.status_code == 401
    assert impossible.json()["error"]["code"] == "BAD_CREDENTIALS"
    plain = http.post(
        "/api/login", content=b'{"name": "bob"}', headers={"content-type": "text/plain"}
    )
    assert plain.status_code == 415, "only JSON: a cross-site form cannot log anyone in"
    assert plain.json()["error"]["code"] == "UNSUPPORTED_MEDIA_TYPE"
    huge = http.post("/api/register", content=b"x" * 70_000, headers=json_type)
    assert huge.status_code == 413
    assert http.get("/api/me").json() == {"user": None}, "nothing was created"
