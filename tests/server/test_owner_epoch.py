"""Cluster mode's fence in the database: each takeover raises `matches.owner_epoch`, and a
decision written at an older epoch is refused whole (on SQLite and PostgreSQL alike)."""

from __future__ import annotations

import pytest
from server_kit import store_with_matches
from sqlalchemy import Engine, func, select

from vanguard.server.store import DecisionWrite, Fenced, Finish
from vanguard.server.tables import decisions


def _write(number: int, epoch: int | None, finish: Finish | None = None) -> DecisionWrite:
    return DecisionWrite("M1", number, {"kind": "x"}, (1.0, 2.0), "1" * 64, None, finish, epoch)


def _count(engine: Engine) -> int:
    with engine.connect() as db:
        return db.execute(select(func.count()).select_from(decisions)).scalar_one()


def test_each_takeover_raises_the_epoch_and_fences_the_writers_before_it(db_url: str) -> None:
    store, engine = store_with_matches(db_url, "M1")
    try:
        assert store.take_ownership("M1") == 1
        store.append_decisions([_write(1, 1)])
        assert store.take_ownership("M1") == 2  # another node takes the match over
        with pytest.raises(Fenced):
            store.append_decisions([_write(2, 1)])
        finish = Finish({"winner": 0}, "damage", 3, "2" * 64)
        with pytest.raises(Fenced):  # not the result either
            store.append_decisions([_write(2, 1, finish)])
        stored = store.load_match("M1")
        assert stored is not None and stored.status == "live"
        assert _count(engine) == 1, "nothing of a fenced write is committed"
        store.append_decisions([_write(2, 2, finish)])  # the new owner writes
        assert _count(engine) == 2
        assert store.take_ownership("M1") is None, "a finished match is nobody's to take"
        assert store.take_ownership("nope") is None
    finally:
        engine.dispose()


def test_a_batch_with_one_fenced_write_commits_nothing_and_one_process_has_no_fence(
    db_url: str,
) -> None:
    store, engine = store_with_matches(db_url, "M1")
    try:
        store.take_ownership("M1")
        store.take_ownership("M1")
        with pytest.raises(Fenced):
            store.append_decisions([_write(1, 2), _write(2, 1)])
        assert _count(engine) == 0
        store.append_decisions([_write(1, 2)])
        store.append_decisions([_write(2, None)])  # one process: no fence at all
        assert _count(engine) == 2
        assert store.live_match_ids_of("guest:2") == ["M1"]
        assert store.live_match_ids_of("guest:3") == []
    finally:
        engine.dispose()
