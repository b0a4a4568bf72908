"""Reading and writing the server's data: blocking SQLAlchemy calls, run on the database thread.

Each method is one short transaction. The match methods are the durability contract of the
protocol: `create_match` and `append_decision` return only once the row is committed, and the
callers send nothing that follows from it before they return.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Dialect, Engine, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from vanguard.server.tables import decisions, decks, guests, matches, sessions, users


def utcnow() -> datetime:
    return datetime.now(UTC)


class NameTaken(ValueError):
    """Registering a name (case-insensitively) already in use."""


class Fenced(RuntimeError):
    """A decision written by a node that no longer owns its match (another node took it
    over and raised `owner_epoch`): nothing of the write was committed."""

    def __init__(self, match_id: str) -> None:
        super().__init__(f"match {match_id} is owned by another node now")
        self.match_id = match_id


@dataclass(frozen=True)
class UserRow:
    id: int
    name: str
    password_hash: str


@dataclass(frozen=True)
class GuestRow:
    id: int
    name: str


@dataclass(frozen=True)
class DeckRow:
    id: int
    name: str
    text: str
    created_at: datetime


@dataclass(frozen=True)
class DecisionRow:
    number: int
    action: dict[str, Any]
    clocks: tuple[float, float]
    state_hash: str
    note: str | None


@dataclass(frozen=True)
class NewMatch:
    """What is written when a match starts: enough to rebuild it from nothing."""

    id: str
    seed: int
    first_player: int
    decks: list[dict[str, Any]]
    players: list[dict[str, Any]]
    settings: dict[str, Any]
    initial_hash: str


@dataclass(frozen=True)
class Finish:
    """How a match ended, written in the same transaction as its last decision."""

    result: dict[str, Any]
    reason: str
    turns: int
    final_hash: str


@dataclass(frozen=True)
class DecisionWrite:
    """One applied decision as it is committed, with the clocks and state it led to."""

    match_id: str
    number: int
    action: dict[str, Any]
    clocks: tuple[float, float]
    state_hash: str
    note: str | None = None
    finish: Finish | None = None
    #: Cluster mode: the owner epoch the writer holds; the write is refused (`Fenced`) if the
    #: match's epoch is another. None (one process): no fence.
    epoch: int | None = None


@dataclass(frozen=True)
class StoredMatch:
    id: str
    seed: int
    first_player: int
    decks: list[dict[str, Any]]
    players: list[dict[str, Any]]
    settings: dict[str, Any]
    status: str
    initial_hash: str
    result: dict[str, Any] | None
    reason: str | None
    turns: int | None
    final_hash: str | None
    decisions: list[DecisionRow]


def _aware(moment: datetime) -> datetime:
    """A stored moment in UTC. SQLite hands datetimes back without their zone (everything
    stored is UTC); PostgreSQL hands them back in its session's time zone, whatever it is."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _storable(key: str) -> bool:
    """Whether a looked-up text can be in the database at all. PostgreSQL's text cannot hold
    NUL (it refuses the query outright), so a key with one names no row on any backend."""
    return "\x00" not in key


_DECISION_COLUMNS = (
    "match_id",
    "number",
    "action",
    "clock0",
    "clock1",
    "state_hash",
    "note",
    "created_at",
)


class _DecisionInsert:
    """The INSERT of decision rows, compiled once for the database's dialect and run as the
    driver's executemany with each value converted by its column's type, as SQLAlchemy would.

    Every decision of every match is one such row: compiling and converting through the
    Core statement each time cost about twice the database thread's time per commit, time
    the event loop waits for (the interpreter lock) and the player waits behind (the
    decision is broadcast only once committed)."""

    def __init__(self, dialect: Dialect) -> None:
        compiled = insert(decisions).compile(dialect=dialect, column_keys=list(_DECISION_COLUMNS))
        self.sql = str(compiled)
        #: Positional drivers (SQLite's qmark) take tuples in this order; others, mappings.
        self.order = compiled.positiontup
        self.convert = [
            (name, decisions.c[name].type.dialect_impl(dialect).bind_processor(dialect))
            for name in _DECISION_COLUMNS
        ]

    def run(self, db: Connection, rows: list[tuple[Any, ...]]) -> None:
        converted = [
            {
                name: value if convert is None else convert(value)
                for (name, convert), value in zip(self.convert, row, strict=True)
            }
            for row in rows
        ]
        if self.order is not None:
            order = self.order
            db.exec_driver_sql(self.sql, [tuple(row[name] for name in order) for row in converted])
        else:
            db.exec_driver_sql(self.sql, converted)


class Store:
    """The server's persistent data, one method per question or change."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._decision_insert = _DecisionInsert(engine.dialect)

    # ------------------------------------------------------------------ accounts

    def create_user(self, name: str, password_hash: str) -> UserRow:
        try:
            with self.engine.begin() as db:
                user_id = db.execute(
                    insert(users)
                    .values(
                        name=name,
                        name_key=name.casefold(),
                        password_hash=password_hash,
                        created_at=utcnow(),
                    )
                    .returning(users.c.id)
                ).scalar_one()
        except IntegrityError:
            raise NameTaken(name) from None
        return UserRow(user_id, name, password_hash)

    def user_by_name(self, name: str) -> UserRow | None:
        if not _storable(name):
            return None
        with self.engine.connect() as db:
            row = db.execute(
                select(users.c.id, users.c.name, users.c.password_hash).where(
                    users.c.name_key == name.casefold()
                )
            ).first()
        return None if row is None else UserRow(row.id, row.name, row.password_hash)

    def set_password_hash(self, user_id: int, password_hash: str) -> None:
        with self.engine.begin() as db:
            db.execute(
                update(users).where(users.c.id == user_id).values(password_hash=password_hash)
            )

    def create_session(self, user_id: int, token_hash: str, expires_at: datetime) -> None:
        with self.engine.begin() as db:
            db.execute(
                insert(sessions).values(
                    token_hash=token_hash,
                    user_id=user_id,
                    created_at=utcnow(),
                    expires_at=expires_at,
                )
            )

    def user_for_session(self, token_hash: str) -> UserRow | None:
        with self.engine.connect() as db:
            row = db.execute(
                select(users.c.id, users.c.name, users.c.password_hash, sessions.c.expires_at)
                .join(sessions, sessions.c.user_id == users.c.id)
                .where(sessions.c.token_hash == token_hash)
            ).first()
        if row is None or _aware(row.expires_at) <= utcnow():
            return None
        return UserRow(row.id, row.name, row.password_hash)

    def delete_session(self, token_hash: str) -> None:
        with self.engine.begin() as db:
            db.execute(delete(sessions).where(sessions.c.token_hash == token_hash))

    def delete_sessions_of(self, user_id: int) -> int:
        """Log an account out everywhere: every session of the user goes."""
        with self.engine.begin() as db:
            return db.execute(delete(sessions).where(sessions.c.user_id == user_id)).rowcount

    def delete_expired_sessions(self) -> int:
        with self.engine.begin() as db:
            return db.execute(delete(sessions).where(sessions.c.expires_at <= utcnow())).rowcount

    def create_guest(self, token_hash: str, name: str) -> GuestRow:
        with self.engine.begin() as db:
            guest_id = db.execute(
                insert(guests)
                .values(token_hash=token_hash, name=name, created_at=utcnow())
                .returning(guests.c.id)
            ).scalar_one()
        return GuestRow(guest_id, name)

    def guest_for_token(self, token_hash: str) -> GuestRow | None:
        with self.engine.connect() as db:
            row = db.execute(
                select(guests.c.id, guests.c.name).where(guests.c.token_hash == token_hash)
            ).first()
        return None if row is None else GuestRow(row.id, row.name)

    # ------------------------------------------------------------------ decks

    def list_decks(self, user_id: int) -> list[DeckRow]:
        with self.engine.connect() as db:
            rows = db.execute(
                select(decks.c.id, decks.c.name, decks.c.text, decks.c.created_at)
                .where(decks.c.user_id == user_id)
                .order_by(decks.c.id)
            ).all()
        return [DeckRow(r.id, r.name, r.text, _aware(r.created_at)) for r in rows]

    def count_decks(self, user_id: int) -> int:
        with self.engine.connect() as db:
            return db.execute(
                select(func.count()).select_from(decks).where(decks.c.user_id == user_id)
            ).scalar_one()

    def create_deck(self, user_id: int, name: str, text: str) -> DeckRow:
        created = utcnow()
        with self.engine.begin() as db:
            deck_id = db.execute(
                insert(decks)
                .values(user_id=user_id, name=name, text=text, created_at=created)
                .returning(decks.c.id)
            ).scalar_one()
        return DeckRow(deck_id, name, text, created)

    def get_deck(self, user_id: int, deck_id: int) -> DeckRow | None:
        with self.engine.connect() as db:
            row = db.execute(
                select(decks.c.id, decks.c.name, decks.c.text, decks.c.created_at).where(
                    decks.c.id == deck_id, decks.c.user_id == user_id
                )
            ).first()
        return None if row is None else DeckRow(row.id, row.name, row.text, _aware(row.created_at))

    def delete_deck(self, user_id: int, deck_id: int) -> bool:
        with self.engine.begin() as db:
            deleted = db.execute(
                delete(decks).where(decks.c.id == deck_id, decks.c.user_id == user_id)
            ).rowcount
        return deleted > 0

    # ------------------------------------------------------------------ matches

    def create_match(self, match: NewMatch) -> None:
        with self.engine.begin() as db:
            db.execute(
                insert(matches).values(
                    id=match.id,
                    seed=match.seed,
                    first_player=match.first_player,
                    decks=match.decks,
                    players=match.players,
                    seat0_key=match.players[0]["key"],
                    seat1_key=match.players[1]["key"],
                    settings=match.settings,
                    status="live",
                    initial_hash=match.initial_hash,
                    created_at=utcnow(),
                )
            )

    def append_decisions(self, writes: list[DecisionWrite]) -> None:
        """Commit applied decisions (and results of the matches they ended) in one go."""
        now = utcnow()
        with self.engine.begin() as db:
            for match_id, epoch in {(w.match_id, w.epoch) for w in writes if w.epoch is not None}:
                # The fence: touching the match row only at the writer's epoch also locks
                # it (PostgreSQL), so a takeover's raise of the epoch comes wholly before
                # this transaction (which then writes nothing) or wholly after it.
                held = db.execute(
                    update(matches)
                    .where(matches.c.id == match_id, matches.c.owner_epoch == epoch)
                    .values(owner_epoch=epoch)
                ).rowcount
                if held != 1:
                    raise Fenced(match_id)
            self._decision_insert.run(
                db,
                [
                    (
                        w.match_id,
                        w.number,
                        w.action,
                        w.clocks[0],
                        w.clocks[1],
                        w.state_hash,
                        w.note,
                        now,
                    )
                    for w in writes
                ],
            )
            for w in writes:
                if w.finish is None:
                    continue
                db.execute(
                    update(matches)
                    .where(matches.c.id == w.match_id)
                    .values(
                        status="finished",
                        result=w.finish.result,
                        reason=w.finish.reason,
                        turns=w.finish.turns,
                        final_hash=w.finish.final_hash,
                        finished_at=now,
                    )
                )

    def take_ownership(self, match_id: str) -> int | None:
        """Raise a live match's owner epoch (cluster takeover); the new epoch, or None if no
        live match has this id. Writes of every earlier epoch are refused from now on."""
        if not _storable(match_id):
            return None
        with self.engine.begin() as db:
            epoch = db.execute(
                update(matches)
                .where(matches.c.id == match_id, matches.c.status == "live")
                .values(owner_epoch=matches.c.owner_epoch + 1)
                .returning(matches.c.owner_epoch)
            ).scalar_one_or_none()
        return None if epoch is None else int(epoch)

    def live_match_ids_of(self, key: str) -> list[str]:
        """The unfinished matches an identity plays in, whichever node owns them."""
        if not _storable(key):
            return []
        with self.engine.connect() as db:
            rows = db.execute(
                select(matches.c.id)
                .where(
                    matches.c.status == "live",
                    (matches.c.seat0_key == key) | (matches.c.seat1_key == key),
                )
                .order_by(matches.c.id)
            ).all()
        return [row.id for row in rows]

    def live_match_ids(self) -> list[str]:
        """Every unfinished match (the cluster's sweeper looks for those without an owner)."""
        with self.engine.connect() as db:
            rows = db.execute(select(matches.c.id).where(matches.c.status == "live")).all()
        return [row.id for row in rows]

    def mark_aborted(self, match_id: str, error: str) -> None:
        with self.engine.begin() as db:
            db.execute(
                update(matches)
                .where(matches.c.id == match_id)
                .values(status="aborted", error=error[:2000], finished_at=utcnow())
            )

    def load_match(self, match_id: str) -> StoredMatch | None:
        if not _storable(match_id):
            return None
        with self.engine.connect() as db:
            row = db.execute(select(matches).where(matches.c.id == match_id)).first()
            if row is None:
                return None
            return self._with_decisions(db, row)

    def live_matches(self) -> list[StoredMatch]:
        with self.engine.connect() as db:
            rows = db.execute(
                select(matches).where(matches.c.status == "live").order_by(matches.c.created_at)
            ).all()
            return [self._with_decisions(db, row) for row in rows]

    @staticmethod
    def _with_decisions(db: Any, row: Any) -> StoredMatch:
        moves = db.execute(
            select(decisions).where(decisions.c.match_id == row.id).order_by(decisions.c.number)
        ).all()
        return StoredMatch(
            id=row.id,
            seed=row.seed,
            first_player=row.first_player,
            decks=row.decks,
            players=row.players,
            settings=row.settings,
            status=row.status,
            initial_hash=row.initial_hash,
            result=row.result,
            reason=row.reason,
            turns=row.turns,
            final_hash=row.final_hash,
            decisions=[
                DecisionRow(m.number, m.action, (m.clock0, m.clock1), m.state_hash, m.note)
                for m in moves
            ],
        )
