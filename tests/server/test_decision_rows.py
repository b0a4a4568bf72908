"""Decision rows go to the database through the driver's executemany with a statement compiled
once (the store's fast path): what is stored must be exactly what SQLAlchemy's own INSERT
stores, on SQLite and PostgreSQL alike, and read back the same."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from server_kit import store_with_matches
from sqlalchemy import Engine, Text, cast, insert, select

from vanguard.server.store import DecisionRow, DecisionWrite, Finish
from vanguard.server.tables import decisions

ACTIONS = [
    {"kind": "call", "player": 0, "card": 12, "circle": "FL"},
    {"kind": "select", "player": 1, "cards": [3, 4], "text": "Ré ünïcode «ok»"},
    {"kind": "concede", "player": 1},
]


def _stored(engine: Engine, match_id: str) -> list[tuple[object, ...]]:
    with engine.connect() as db:
        rows = db.execute(
            select(decisions).where(decisions.c.match_id == match_id).order_by(decisions.c.number)
        ).all()
    return [tuple(row)[1:] for row in rows]


def _as_text(engine: Engine, match_id: str) -> list[tuple[str, str]]:
    """The stored action and moment as the database itself prints them."""
    with engine.connect() as db:
        rows = db.execute(
            select(cast(decisions.c.action, Text), cast(decisions.c.created_at, Text))
            .where(decisions.c.match_id == match_id)
            .order_by(decisions.c.number)
        ).all()
    return [(str(action), str(moment)) for action, moment in rows]


def test_a_batch_of_decisions_is_stored_as_sqlalchemy_would_store_it(db_url: str) -> None:
    store, engine = store_with_matches(db_url, "FAST", "CORE")
    try:
        before = datetime.now(UTC)
        finish = Finish({"winner": 0, "losers": {"1": "concede"}}, "concede", 4, "2" * 64)
        store.append_decisions(
            [
                DecisionWrite("FAST", 1, ACTIONS[0], (1190.5, 1200.0), ""),
                DecisionWrite("FAST", 2, ACTIONS[1], (1180.25, 1199.0), "a" * 64, "timeout"),
                DecisionWrite("FAST", 3, ACTIONS[2], (1180.25, 1190.0), "b" * 64, None, finish),
            ]
        )
        fast = _stored(engine, "FAST")
        moment = fast[0][-1]
        assert isinstance(moment, datetime)
        when = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
        assert before - timedelta(seconds=1) <= when <= datetime.now(UTC) + timedelta(seconds=1)

        with engine.begin() as db:  # the same rows through SQLAlchemy's Core INSERT
            db.execute(
                insert(decisions),
                [
                    {
                        "match_id": "CORE",
                        "number": number,
                        "action": action,
                        "clock0": row[2],
                        "clock1": row[3],
                        "state_hash": row[4],
                        "note": row[5],
                        "created_at": moment,
                    }
                    for number, action, row in zip((1, 2, 3), ACTIONS, fast, strict=True)
                ],
            )
        assert _stored(engine, "CORE") == fast
        assert _as_text(engine, "CORE") == _as_text(engine, "FAST")
        assert [row[1] for row in fast] == ACTIONS

        stored = store.load_match("FAST")
        assert stored is not None and stored.status == "finished"
        assert stored.result == finish.result
        assert stored.decisions == [
            DecisionRow(1, ACTIONS[0], (1190.5, 1200.0), "", None),
            DecisionRow(2, ACTIONS[1], (1180.25, 1199.0), "a" * 64, "timeout"),
            DecisionRow(3, ACTIONS[2], (1180.25, 1190.0), "b" * 64, None),
        ]
    finally:
        engine.dispose()
