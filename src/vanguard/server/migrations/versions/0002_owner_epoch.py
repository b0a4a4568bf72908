"""Cluster mode's fence: `matches.owner_epoch`, raised by each node that takes a match over.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A plain ALTER on both backends: a batch (copy and rename) of `matches` on SQLite would
    # drop the old table, and with it, through ON DELETE CASCADE, every decision.
    op.add_column(
        "matches", sa.Column("owner_epoch", sa.Integer(), nullable=False, server_default="0")
    )


def downgrade() -> None:
    op.drop_column("matches", "owner_epoch")  # SQLite 3.35 and later drop columns in place
