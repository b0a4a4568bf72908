"""The schema comes from the packaged migrations, applied at startup, on SQLite and PostgreSQL
alike (each test taking `db_url` runs on both)."""

from __future__ import annotations

from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Engine, inspect

from vanguard.server.database import (
    DatabaseUrlError,
    alembic_config,
    migrate,
    normalize_url,
    open_engine,
)
from vanguard.server.tables import metadata

TABLES = {"users", "sessions", "guests", "decks", "matches", "decisions"}


def _schema_differences(engine: Engine) -> list[object]:
    """What tables.py has that the database lacks, or the other way round (empty: same)."""
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        return list(compare_metadata(context, metadata))


def _tables(engine: Engine) -> set[str]:
    with engine.connect() as connection:
        return set(inspect(connection).get_table_names())


def _migrate_to(engine: Engine, revision: str, *, down: bool = False) -> None:
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        (command.downgrade if down else command.upgrade)(config, revision)


def test_migrations_create_the_whole_schema_on_an_empty_database(db_url: str) -> None:
    engine = open_engine(normalize_url(db_url))
    try:
        migrate(engine)
        assert TABLES | {"alembic_version"} <= _tables(engine)
        # tables.py and the last revision describe the same schema.
        assert _schema_differences(engine) == []
        migrate(engine)  # a second start finds the schema up to date
        assert _schema_differences(engine) == []
    finally:
        engine.dispose()


def test_migrations_go_down_to_nothing_and_up_again(db_url: str) -> None:
    engine = open_engine(normalize_url(db_url))
    try:
        migrate(engine)
        _migrate_to(engine, "base", down=True)
        assert _tables(engine) & TABLES == set(), "every table of the schema is dropped"
        _migrate_to(engine, "head")
        assert _tables(engine) >= TABLES
        assert _schema_differences(engine) == []
    finally:
        engine.dispose()


def test_sqlite_runs_in_wal_mode(tmp_path: Path) -> None:
    engine = open_engine(normalize_url(str(tmp_path / "fresh.sqlite3")))
    try:
        with engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    finally:
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
