"""The matches being played: starting them, applying decisions, clocks, and the audience.

The order of work for every change is the protocol's durability rule: check, apply to the
engine, commit to the database, and only then send what follows from it. Each match has a
lock held across those steps, so a spectator joining or a player resyncing can never be sent
a state the database does not have yet. If the engine or the database fails in between, the
match is rebuilt from the database, so memory never runs ahead of what is stored.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, field

from vanguard.decks import DeckList
from vanguard.engine import (
    Action,
    ActionKind,
    Game,
    IllegalAction,
    IllegalCode,
    LossReason,
    Result,
    new_game,
)
from vanguard.engine.rng import Rng, derive_seed
from vanguard.server import messages
from vanguard.server.clock import GameClock
from vanguard.server.computer import ComputerPlayers
from vanguard.server.connection import Connection
from vanguard.server.database import Database
from vanguard.server.decision_log import DecisionLog
from vanguard.server.deck_specs import deck_record
from vanguard.server.identity import Identity
from vanguard.server.ids import MATCH_ID_LENGTH, readable_id
from vanguard.server.live_match import LiveMatch
from vanguard.server.presence import Presence
from vanguard.server.protocol import ErrorCode, Refusal, illegal
from vanguard.server.recovery import RecoveryError, rebuild_game
from vanguard.server.settings import ServerSettings
from vanguard.server.store import (
    DecisionWrite,
    Fenced,
    Finish,
    NewMatch,
    Store,
    StoredMatch,
)

log = logging.getLogger("vanguard.server")

TIMEOUT = "timeout"
ABANDONED = "abandoned"
#: Recently finished matches, remembered so a late decision is told "game over", not "unknown".
FINISHED_MEMORY = 10_000
HASH_EVERY = 16
"""A decision's row carries the position's hash only every HASH_EVERY decisions and at the end
of the match (other rows store ""): hashing costs about a tenth of a decision's server time,
and recovery checks every stored hash on its way through the replay."""


def loss_reason(result: Result) -> str:
    """The protocol's `reason` for an engine result (the losers' reason)."""
    reasons = sorted({str(reason) for reason in result.losers.values()})
    return "+".join(reasons) if reasons else str(LossReason.EFFECT)


@dataclass
class RematchOffer:
    """A finished match between two people: both may ask to play it again (`asked`: seats)."""

    match: LiveMatch
    asked: set[int] = field(default_factory=set)


class Arena:
    def __init__(
        self, settings: ServerSettings, store: Store, db: Database, presence: Presence
    ) -> None:
        self.settings = settings
        self.store = store
        self.db = db
        self.presence = presence
        self.decision_log = DecisionLog(store, db)
        self.matches: dict[str, LiveMatch] = {}
        self._by_key: dict[str, set[str]] = {}
        self._by_address: dict[str, set[str]] = {}
        self._finished: OrderedDict[str, None] = OrderedDict()
        self._starting: set[str] = set()
        #: Recently finished matches between two people, by id, that may be played again.
        self.rematch_offers: OrderedDict[str, RematchOffer] = OrderedDict()
        self.computer = ComputerPlayers(
            settings.ai_threads, settings.ai_delay_seconds, self._play_for_computer
        )
        self._watchdog: asyncio.Task[None] | None = None
        #: When the last decision was applied (monotonic): full collections wait for a lull.
        self.last_decision_at = 0.0

    # ------------------------------------------------------------------ lifecycle

    async def start(self, recover: bool = True) -> int:
        """Rebuild every unfinished match, start the clock watchdog; returns the count.

        In cluster mode (`recover=False`) matches are not rebuilt here: each is taken over
        by the node chosen for it when it is next asked for (`cluster.ownership`)."""
        recovered = await self._recover() if recover else 0
        self._watchdog = asyncio.create_task(self._watch_clocks(), name="vanguard-clocks")
        return recovered

    async def stop(self) -> None:
        if self._watchdog is not None:
            self._watchdog.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watchdog
        await self.computer.stop(list(self.matches.values()))

    # ------------------------------------------------------------------ queries

    def match_ids_of(self, key: str) -> list[str]:
        return sorted(self._by_key.get(key, ()))

    def is_busy(self, key: str) -> bool:
        """In a match, or one being started (PROTOCOL.md: BUSY)."""
        return key in self._starting or bool(self._by_key.get(key))

    def check_address(self, address: str) -> None:
        """Refuse a new match when the address already has its share of live matches."""
        cap = self.settings.max_live_matches_per_address
        if len(self._by_address.get(address, ())) >= cap:
            raise Refusal(
                ErrorCode.BUSY,
                f"{cap} matches are already being played from your address; finish one first",
            )

    def _live(self, match_id: str) -> LiveMatch:
        match = self.matches.get(match_id)
        if match is not None:
            return match
        if match_id in self._finished:
            raise illegal(IllegalCode.GAME_OVER, f"match {match_id} is over")
        raise Refusal(ErrorCode.NOT_FOUND, f"no match {match_id!r} is being played")

    def _register(self, match: LiveMatch) -> None:
        self.matches[match.id] = match
        for identity in match.seats:
            self._by_key.setdefault(identity.key, set()).add(match.id)
        for address in set(match.addresses) - {None}:
            assert address is not None
            self._by_address.setdefault(address, set()).add(match.id)

    def _unregister(self, match: LiveMatch, over: bool = True) -> None:
        self.matches.pop(match.id, None)
        for identity in match.seats:
            ids = self._by_key.get(identity.key)
            if ids is not None:
                ids.discard(match.id)
                if not ids:
                    del self._by_key[identity.key]
        for address in set(match.addresses) - {None}:
            assert address is not None
            by_address = self._by_address.get(address)
            if by_address is not None:
                by_address.discard(match.id)
                if not by_address:
                    del self._by_address[address]
        if not over:
            return
        self._finished[match.id] = None
        while len(self._finished) > FINISHED_MEMORY:
            self._finished.popitem(last=False)

    # ------------------------------------------------------------------ starting

    @contextlib.contextmanager
    def reserving(self, *keys: str) -> Iterator[None]:
        """Mark players as busy while their match is being created (an await away)."""
        self._starting.update(keys)
        try:
            yield
        finally:
            self._starting.difference_update(keys)

    async def start_match(
        self,
        identities: tuple[Identity, Identity],
        decks: tuple[DeckList, DeckList],
        clock_seconds: float,
        mode: str,
        variants: tuple[str, ...] = (),
        addresses: tuple[str | None, str | None] = (None, None),
    ) -> LiveMatch:
        """Create, persist and announce a match; seat 0 plays `decks[0]`. `variants` are
        engine-known R30 variant ids, kept in the match settings (recovery replays them)."""
        match_id, game, new = self._new_match(identities, decks, clock_seconds, mode, variants)
        await self.db.run(self.store.create_match, new)
        clock = GameClock(
            (clock_seconds, clock_seconds),
            self.settings.time_source,
            running=game.current_player,
        )
        match = LiveMatch(
            id=match_id,
            game=game,
            seats=identities,
            seed=new.seed,
            first_player=new.first_player,
            decks=new.decks,
            settings=new.settings,
            clock=clock,
            addresses=addresses,
            deck_lists=decks,
        )
        self._register(match)
        log.info("match %s started: %s", match_id, " vs ".join(match.player_names()))
        async with match.lock:
            # Everyone follows before anyone is sent a state, so no first state shows a
            # connected opponent as away.
            for seat, identity in enumerate(identities):
                for connection in self.presence.connections(identity.key):
                    match.follow(connection, seat)
            match.note_presence(self.settings.time_source())
            for connection in list(match.followers):
                own_seat = connection.seats[match_id]
                names = match.player_names()
                connection.send(messages.match_started(match_id, own_seat, names))
                match.send_state(connection, full=True)
        self._schedule_ai(match)
        return match

    async def create_stored_match(
        self,
        identities: tuple[Identity, Identity],
        decks: tuple[DeckList, DeckList],
        clock_seconds: float,
        mode: str,
        variants: tuple[str, ...] = (),
        ai_delay: float | None = None,
    ) -> str:
        """Cluster mode: only write a new match's row (its owner, chosen by rendezvous
        hashing, rebuilds it from the row when the first message for it arrives)."""
        match_id, _, new = self._new_match(identities, decks, clock_seconds, mode, variants)
        if ai_delay is not None:
            new.settings["ai_delay"] = ai_delay
        await self.db.run(self.store.create_match, new)
        log.info("match %s created: %s", match_id, " vs ".join(i.name for i in identities))
        return match_id

    @staticmethod
    def _new_match(
        identities: tuple[Identity, Identity],
        decks: tuple[DeckList, DeckList],
        clock_seconds: float,
        mode: str,
        variants: tuple[str, ...],
    ) -> tuple[str, Game, NewMatch]:
        """A new match's id, its game at the start, and the row that rebuilds it."""
        seed = secrets.randbits(62)
        # Fixed here (not drawn inside the engine) so the game record names it (R21.12);
        # under `first_player_choice` it is the draw's winner, who chooses (R30.13.2).
        first_player = Rng(derive_seed(seed, "first player")).below(2)
        game = new_game(
            decks[0].cards,
            decks[1].cards,
            seed,
            first_player=first_player,
            first_vanguards=(decks[0].first_vanguard, decks[1].first_vanguard),
            variants=variants,
        )
        settings = {"mode": mode, "clock_seconds": clock_seconds, "variants": list(variants)}
        match_id = readable_id(MATCH_ID_LENGTH)
        new = NewMatch(
            id=match_id,
            seed=seed,
            first_player=first_player,
            decks=[deck_record(decks[0]), deck_record(decks[1])],
            players=[identity.to_seat() for identity in identities],
            settings=settings,
            initial_hash=game.state_hash(),
        )
        return match_id, game, new

    # ------------------------------------------------------------------ recovery

    async def _recover(self) -> int:
        await self.db.run(self.store.delete_expired_sessions)
        stored_matches = await self.db.run(self.store.live_matches)
        recovered = 0
        for stored in stored_matches:
            try:
                match = self._rebuild(stored, grace=self.settings.recovery_grace_seconds)
            except RecoveryError as error:
                log.error("cannot rebuild a match; it is set aside: %s", error)
                await self.db.run(self.store.mark_aborted, stored.id, str(error))
                continue
            # Nobody is connected yet: a computer match nobody comes back to is ended later.
            match.note_presence(self.settings.time_source() + self.settings.recovery_grace_seconds)
            self._register(match)
            self._schedule_ai(match)
            recovered += 1
        if recovered:
            log.info("rebuilt %d unfinished match(es) from the database", recovered)
        return recovered

    def _rebuild(self, stored: StoredMatch, grace: float) -> LiveMatch:
        game = rebuild_game(stored)
        if game.is_over:
            raise RecoveryError(f"match {stored.id} is over but was not marked finished")
        start = float(stored.settings.get("clock_seconds", self.settings.default_clock_seconds))
        clocks = stored.decisions[-1].clocks if stored.decisions else (start, start)
        return LiveMatch(
            id=stored.id,
            game=game,
            seats=(
                Identity.from_seat(stored.players[0]),
                Identity.from_seat(stored.players[1]),
            ),
            seed=stored.seed,
            first_player=stored.first_player,
            decks=stored.decks,
            settings=stored.settings,
            clock=GameClock(
                clocks, self.settings.time_source, running=game.current_player, grace=grace
            ),
            version=len(stored.decisions),
        )

    def adopt(self, stored: StoredMatch, epoch: int, grace: float) -> LiveMatch:
        """Cluster mode: own a stored match from now on, at owner epoch `epoch` (a takeover,
        or the first message of a new match). Raises `RecoveryError` as a restart would."""
        match = self._rebuild(stored, grace=grace)
        match.owner_epoch = epoch
        delay = stored.settings.get("ai_delay")
        match.ai_delay = None if delay is None else float(delay)
        # Its players are connected elsewhere until their next message reaches this node.
        match.note_presence(self.settings.time_source() + grace)
        self._register(match)
        self._schedule_ai(match)
        log.info("match %s owned here at epoch %d (version %d)", match.id, epoch, match.version)
        return match

    def release(self, match: LiveMatch, why: str) -> None:
        """Cluster mode: forget a match another node owns now (this node was fenced, or lost
        its lease). Its followers are told to ask again, which reaches the new owner."""
        match.finished = True  # stops its computer player and clock checks here
        if match.ai_task is not None:
            match.ai_task.cancel()
        match.broadcast(
            messages.error(
                ErrorCode.STALE,
                f"match {match.id} moved to another server ({why}); ask for a resync",
                match_id=match.id,
            )
        )
        for connection in list(match.followers):
            match.unfollow(connection)
        self._unregister(match, over=False)
        log.warning("match %s released: %s", match.id, why)

    async def _reload(self, match: LiveMatch, clock: GameClock) -> None:
        """Put the game back to exactly what the database holds (after a failure).

        The clocks are not taken from the database: they keep running from `clock`, the
        match's clock before the failed decision. Rebuilding them from the last stored
        decision would give the deciding player back the time they have spent since.
        """
        try:
            stored = await self.db.run(self.store.load_match, match.id)
            if stored is None:
                raise RecoveryError(f"match {match.id} vanished from the database")
            fresh = self._rebuild(stored, grace=0.0)
        except Exception:
            log.exception("match %s cannot be reloaded; it is closed", match.id)
            match.finished = True
            match.broadcast(
                messages.error(ErrorCode.INTERNAL, f"match {match.id} failed and was stopped")
            )
            for connection in list(match.followers):
                match.unfollow(connection)
            self._unregister(match)
            return
        match.replace_game(fresh.game, fresh.version, clock)

    # ------------------------------------------------------------------ connections

    def _follow(self, match: LiveMatch, connection: Connection, seat: int | None) -> None:
        """Add a follower; if a player came back, tell the others (`away` changed)."""
        before = match.away()
        match.follow(connection, seat)
        match.note_presence(self.settings.time_source())
        if match.away() != before:
            match.broadcast_state(skip=connection)

    async def attach(self, connection: Connection, match_ids: list[str]) -> None:
        """A player (re)connected: a full state of each of their unfinished matches."""
        assert connection.identity is not None
        for match_id in match_ids:
            match = self.matches.get(match_id)
            if match is None:
                continue
            async with match.lock:
                seat = match.seat_of(connection.identity.key)
                if match.finished or seat is None:
                    continue
                self._follow(match, connection, seat)
                match.send_state(connection, full=True)

    async def detach(self, connection: Connection) -> None:
        """A connection closed: stop following; the others see its seat as away."""
        for match_id in list(connection.seats):
            match = self.matches.get(match_id)
            if match is None:
                continue
            async with match.lock:
                before = match.away()
                match.unfollow(connection)
                match.note_presence(self.settings.time_source())
                if not match.finished and match.away() != before:
                    match.broadcast_state()

    # ------------------------------------------------------------------ client messages

    def _seat(self, connection: Connection, match: LiveMatch) -> int:
        identity = connection.identity
        seat = None if identity is None else match.seat_of(identity.key)
        if seat is None:
            raise Refusal(ErrorCode.NOT_YOUR_MATCH, f"you do not play in match {match.id}")
        return seat

    async def decide(
        self, connection: Connection, match_id: str, version: int, data: dict[str, object]
    ) -> None:
        match = self._live(match_id)
        seat = self._seat(connection, match)
        try:
            action = Action.from_dict(data)
        except ValueError as error:
            raise Refusal(ErrorCode.BAD_MESSAGE, f"action: {error}") from None
        if action.player != seat:
            raise illegal(
                IllegalCode.NOT_YOUR_DECISION, f"you play seat {seat}, not player {action.player}"
            )
        async with match.lock:
            if match.finished:
                raise illegal(IllegalCode.GAME_OVER, f"match {match_id} is over")
            if version != match.version:
                raise Refusal(
                    ErrorCode.STALE,
                    f"version {version} is not the current version {match.version}",
                )
            await self._enforce_clock(match)
            await self._commit(match, action)

    async def concede(self, connection: Connection, match_id: str) -> None:
        match = self._live(match_id)
        seat = self._seat(connection, match)
        async with match.lock:
            if match.finished:
                raise illegal(IllegalCode.GAME_OVER, f"match {match_id} is over")
            await self._enforce_clock(match)
            await self._commit(match, Action(ActionKind.CONCEDE, seat))

    async def spectate(self, connection: Connection, match_id: str) -> None:
        match = self._live(match_id)
        identity = connection.identity
        async with match.lock:
            if match.finished:
                raise illegal(IllegalCode.GAME_OVER, f"match {match_id} is over")
            # A player asking to watch their own match keeps their own seat's view.
            seat = None if identity is None else match.seat_of(identity.key)
            if seat is None and match_id not in connection.seats:
                self._check_room_to_watch(match, connection)
            self._follow(match, connection, seat)
            connection.send(messages.match_started(match.id, seat, match.player_names()))
            match.send_state(connection, full=True)

    def _check_room_to_watch(self, match: LiveMatch, connection: Connection) -> None:
        """Every spectator multiplies the work of each decision: both are capped."""
        watched = sum(1 for seat in connection.seats.values() if seat is None)
        if watched >= self.settings.max_watched_per_connection:
            raise Refusal(
                ErrorCode.BUSY,
                f"one connection watches at most {self.settings.max_watched_per_connection}"
                " matches",
            )
        if match.spectators() >= self.settings.max_spectators_per_match:
            raise Refusal(ErrorCode.BUSY, f"match {match.id} has as many spectators as it takes")

    async def resync(self, connection: Connection, match_id: str) -> None:
        match = self._live(match_id)
        async with match.lock:
            if match.finished:
                raise illegal(IllegalCode.GAME_OVER, f"match {match_id} is over")
            if match_id not in connection.seats:
                self._follow(match, connection, self._seat(connection, match))
            match.send_state(connection, full=True)

    # ------------------------------------------------------------------ applying decisions

    async def _enforce_clock(self, match: LiveMatch) -> None:
        """Called with the lock held: a clock at zero ends the match before anything else."""
        seat = match.clock.expired()
        if seat is None:
            return
        await self._commit(match, Action(ActionKind.CONCEDE, seat), note=TIMEOUT)
        raise illegal(IllegalCode.GAME_OVER, f"seat {seat} ran out of time")

    async def _commit(self, match: LiveMatch, action: Action, note: str | None = None) -> None:
        """Apply, persist, then broadcast one decision. Called with the match lock held."""
        game = match.game
        clock_before = match.clock.copy()
        try:
            action = game.apply(action)  # the offered form is what is stored
        except IllegalAction as error:
            raise illegal(error.code, error.message) from None
        except Exception:
            log.exception("the engine failed on %s in match %s", action, match.id)
            await self._reload(match, clock_before)
            raise Refusal(ErrorCode.INTERNAL, "the server failed on this decision") from None
        match.version += 1
        self.last_decision_at = time.monotonic()
        over = game.is_over
        match.clock.switch(None if over else game.current_player)
        state_hash = game.state_hash() if over or match.version % HASH_EVERY == 0 else ""
        finish = None
        if over:
            assert game.result is not None
            result = game.result.to_dict()
            reason = note or loss_reason(game.result)
            result["reason"] = reason
            finish = Finish(result, reason, game.turn, state_hash)
        try:
            await self.decision_log.write(
                DecisionWrite(
                    match.id,
                    match.version,
                    action.to_dict(),
                    (match.clock.remaining[0], match.clock.remaining[1]),
                    state_hash,
                    note,
                    finish,
                    match.owner_epoch,
                )
            )
        except Fenced:
            self.release(match, "another server took it over")
            raise Refusal(
                ErrorCode.STALE, f"match {match.id} moved to another server; ask for a resync"
            ) from None
        except Exception:
            log.exception("decision %d of match %s could not be saved", match.version, match.id)
            await self._reload(match, clock_before)
            raise Refusal(
                ErrorCode.INTERNAL, "the decision could not be saved; nothing changed"
            ) from None
        match.broadcast_state()
        if finish is not None:
            self._close(match, finish.result)
        else:
            self._schedule_ai(match)

    def _close(self, match: LiveMatch, result: dict[str, object]) -> None:
        match.finished = True
        match.broadcast(messages.match_over(match.id, result))
        for connection in list(match.followers):
            match.unfollow(connection)
        self._unregister(match)
        if not match.against_computer() and match.deck_lists is not None:
            self.rematch_offers[match.id] = RematchOffer(match)
            while len(self.rematch_offers) > FINISHED_MEMORY:
                self.rematch_offers.popitem(last=False)
        log.info("match %s over: %s", match.id, result)

    # ------------------------------------------------------------------ clocks

    async def _watch_clocks(self) -> None:
        while True:
            await asyncio.sleep(self.settings.clock_tick_seconds)
            now = self.settings.time_source()
            for match in list(self.matches.values()):
                if match.finished:
                    continue
                abandoned = (
                    match.away_since is not None
                    and now - match.away_since >= self.settings.abandoned_ai_match_seconds
                )
                if not abandoned and match.clock.expired() is None:
                    continue
                try:
                    async with match.lock:
                        if match.finished:
                            continue
                        if abandoned:
                            await self._end_abandoned(match)
                        else:
                            await self._enforce_clock(match)
                except Refusal:
                    pass  # the timeout was applied (or could not be; already logged)
                except Exception:
                    log.exception("clock check of match %s failed", match.id)

    async def _end_abandoned(self, match: LiveMatch) -> None:
        """A computer match whose player left long ago: their loss, so it is not kept (and
        rebuilt on every restart) for the whole length of the clocks."""
        log.info("match %s against the computer was abandoned; it is ended", match.id)
        await self._commit(match, Action(ActionKind.CONCEDE, match.human_seat()), note=ABANDONED)

    # ------------------------------------------------------------------ computer seats

    def _schedule_ai(self, match: LiveMatch) -> None:
        self.computer.schedule(match)

    async def _play_for_computer(self, match: LiveMatch, version: int, action: Action) -> None:
        async with match.lock:
            if match.finished or match.version != version:
                return  # the match moved on while the computer thought (a concession)
            try:
                await self._enforce_clock(match)
                await self._commit(match, action)
            except Refusal as refusal:
                log.warning("computer decision not applied in match %s: %s", match.id, refusal)
