"""The database schema (SQLAlchemy Core), the single description migrations are checked against.

Tokens are stored as SHA-256 digests only, passwords as argon2 hashes only: a copy of the
database gives nobody a way to log in. A match row holds everything needed to rebuild the
game (seed, first player, decks, settings); the `decisions` rows are its moves, each with the
clocks after it and the state hash it led to, so a restart can replay and check the match.
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

users = Table(
    "users",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(24), nullable=False),
    #: Lower-cased name: "Alice" and "alice" are one account.
    Column("name_key", String(24), nullable=False, unique=True),
    Column("password_hash", String(255), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

sessions = Table(
    "sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Index("ix_sessions_user_id", "user_id"),
)

guests = Table(
    "guests",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("token_hash", String(64), nullable=False, unique=True),
    Column("name", String(32), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

decks = Table(
    "decks",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id", ondelete="CASCADE"), nullable=False),
    Column("name", String(100), nullable=False),
    #: The deck in the canonical text format (`format_deck`), as exported.
    Column("text", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_decks_user_id", "user_id"),
)

matches = Table(
    "matches",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("seed", BigInteger, nullable=False),
    Column("first_player", Integer, nullable=False),
    #: Two `DeckRecord` dicts (name, card ids, first vanguard id), seat 0 first.
    Column("decks", JSON, nullable=False),
    #: Two seat dicts: identity key, shown name, and the AI name for a computer seat.
    Column("players", JSON, nullable=False),
    Column("seat0_key", String(64), nullable=False),
    Column("seat1_key", String(64), nullable=False),
    #: Mode, clock seconds, rule variants.
    Column("settings", JSON, nullable=False),
    #: "live", "finished", or "aborted" (could not be rebuilt after a restart).
    Column("status", String(16), nullable=False),
    Column("initial_hash", String(64), nullable=False),
    Column("result", JSON, nullable=True),
    Column("reason", String(32), nullable=True),
    Column("turns", Integer, nullable=True),
    Column("final_hash", String(64), nullable=True),
    Column("error", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("finished_at", DateTime(timezone=True), nullable=True),
    #: Cluster mode's fence: raised by each node that takes the match over; a decision is
    #: written only by the node holding the current epoch (docs/SCALING.md, Ownership).
    Column("owner_epoch", Integer, nullable=False, server_default="0"),
    Index("ix_matches_status", "status"),
    Index("ix_matches_seat0_key", "seat0_key"),
    Index("ix_matches_seat1_key", "seat1_key"),
)

decisions = Table(
    "decisions",
    metadata,
    Column(
        "match_id",
        String(32),
        ForeignKey("matches.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    #: The match version this decision produced: 1 for the first decision.
    Column("number", Integer, primary_key=True),
    Column("action", JSON, nullable=False),
    Column("clock0", Float, nullable=False),
    Column("clock1", Float, nullable=False),
    Column("state_hash", String(64), nullable=False),
    #: Why the server itself made this decision ("timeout"), else null.
    Column("note", String(32), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
)
