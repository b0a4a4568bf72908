"""Alembic environment: migrate the connection the server hands over (or a URL given with -x)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine, pool

from vanguard.server.tables import metadata

config = context.config


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        # SQLite cannot ALTER most things in place: batch mode rebuilds the table instead.
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option(
        "sqlalchemy.url"
    )
    if not url:
        raise SystemExit("give the database with: alembic -x url=DATABASE_URL ...")
    engine = create_engine(url, poolclass=pool.NullPool)
    with engine.connect() as connection:
        _run(connection)


if context.is_offline_mode():
    raise SystemExit("offline (SQL script) migrations are not supported; migrate a database")
run_migrations_online()
