"""The schema comes from the packaged migrations, applied at startup."""

from __future__ import annotations

from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from vanguard.server.database import (
    DatabaseUrlError,
    migrate,
    normalize_url,
    open_engine,
)
from vanguard.server.tables import metadata


def test_migrations_create_the_whole_schema_on_an_empty_database(tmp_path: Path) -> None:
    engine = open_engine(normalize_url(str(tmp_path / "fresh.sqlite3")))
    migrate(engine)
    with engine.connect() as connection:
        tables = set(inspect(connection).get_table_names())
        assert {"users", "sessions", "guests", "decks", "matches", "decisions"} <= tables
        assert "alembic_version" in tables
        # tables.py and the last revision describe the same schema.
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, metadata) == []
        journal = connection.exec_driver_sql("PRAGMA journal_mode").scalar()
    assert journal == "wal"
    migrate(engine)  # a second start finds the schema up to date
    engine.dispose()


def test_database_urls_and_paths() -> None:
    assert normalize_url("games.sqlite3") == "sqlite:///games.sqlite3"
    assert normalize_url("sqlite:///x.db") == "sqlite:///x.db"
    assert normalize_url("postgresql://u:p@db/vanguard") == "postgresql+psycopg://u:p@db/vanguard"
    assert normalize_url("postgres://u@db/v") == "postgresql+psycopg://u@db/v"
    with pytest.raises(DatabaseUrlError, match="empty"):
        normalize_url("  ")
    with pytest.raises(DatabaseUrlError):
        open_engine(normalize_url("nosuchdb://x/y"))


def test_a_postgresql_url_gets_the_psycopg_driver_without_connecting() -> None:
    pytest.importorskip("psycopg", reason="the 'postgres' extra is not installed")
    engine = open_engine(normalize_url("postgresql://user:secret@127.0.0.1:1/vanguard"))
    assert engine.dialect.name == "postgresql"
    assert engine.dialect.driver == "psycopg"
    engine.dispose()
