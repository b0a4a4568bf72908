"""Names, passwords and tokens: the rules of PROTOCOL.md (Identity) in one place.

Passwords go through argon2 (argon2-cffi's defaults, RFC 9106 low-memory profile) and are
never stored, logged or echoed. Session and guest tokens are random 256-bit strings handed
to the client once; the database keeps only their SHA-256, so a leaked database opens no
account.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from typing import Final

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from vanguard.server.password_policy import weakness

SESSION_COOKIE: Final = "vg_session"
NAME_PATTERN: Final = re.compile(r"[A-Za-z0-9_-]{3,24}")
PASSWORD_MIN, PASSWORD_MAX = 8, 128
GUEST_PREFIX: Final = "guest-"

_hasher = PasswordHasher()
#: Verified against when a name is unknown, so a login takes as long either way and does not
#: tell an attacker which names exist.
_DUMMY_HASH: Final = _hasher.hash("not a password of anyone")


def name_problem(name: str) -> str | None:
    """Why `name` cannot be an account name, or None if it can."""
    if not NAME_PATTERN.fullmatch(name):
        return "names are 3 to 24 characters: letters, digits, '_' and '-'"
    if name.casefold().startswith(GUEST_PREFIX):
        return f"names starting with {GUEST_PREFIX!r} are kept for guests"
    return None


def password_problem(password: str, name: str = "") -> str | None:
    """Why `password` is not acceptable for the account `name`, or None if it is."""
    if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        return f"passwords are {PASSWORD_MIN} to {PASSWORD_MAX} characters"
    return weakness(password, name)


def hash_password(password: str) -> str:
    """Slow on purpose (tens of milliseconds): call it off the event loop."""
    return _hasher.hash(password)


def verify_password(stored_hash: str | None, password: str) -> bool:
    """Whether `password` matches; `stored_hash=None` (unknown name) costs the same and fails."""
    try:
        return _hasher.verify(stored_hash or _DUMMY_HASH, password) and stored_hash is not None
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def needs_rehash(stored_hash: str) -> bool:
    """True when the hash was made with weaker parameters than today's defaults."""
    return _hasher.check_needs_rehash(stored_hash)


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_guest_name() -> str:
    return GUEST_PREFIX + secrets.token_hex(3)
