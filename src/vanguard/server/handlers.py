"""What the server does with each client message type (after validation in `protocol`).

Handlers refuse by raising `Refusal`; they change nothing before they are sure to succeed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from vanguard.ai import AGENT_NAMES
from vanguard.cards.formats import Format
from vanguard.decks import DeckList
from vanguard.engine import KNOWN_VARIANTS
from vanguard.server import auth, messages
from vanguard.server.connection import Connection
from vanguard.server.context import ServerContext
from vanguard.server.deck_specs import deck_text_work, is_builtin_name, match_format, resolve_spec
from vanguard.server.identity import Identity
from vanguard.server.protocol import (
    Concede,
    CreateRoom,
    Decide,
    ErrorCode,
    Hello,
    JoinRoom,
    LeaveQueue,
    Ping,
    PlayAi,
    QueueMsg,
    Refusal,
    Rematch,
    Resync,
    SavedDeck,
    Spectate,
)

DEFAULT_AI_DECK = "td02"


async def _identify(
    ctx: ServerContext, cookie: str | None, guest_token: str | None, address: str
) -> tuple[Identity, str | None]:
    """The account of a valid session cookie, else the guest of the token, else a new guest."""
    if cookie:
        user = await ctx.db.run(ctx.store.user_for_session, auth.token_digest(cookie))
        if user is not None:
            return Identity.user(user.id, user.name), None
    if guest_token:
        guest = await ctx.db.run(ctx.store.guest_for_token, auth.token_digest(guest_token))
        if guest is not None:
            return Identity.guest_player(guest.id, guest.name), guest_token
    if not ctx.guards.guests.take(address):
        raise Refusal(
            ErrorCode.RATE_LIMITED,
            "too many new guests from your address; send the guest_token you were given",
        )
    token = auth.new_token()
    name = auth.new_guest_name()
    guest = await ctx.db.run(ctx.store.create_guest, auth.token_digest(token), name)
    return Identity.guest_player(guest.id, guest.name), token


async def hello(ctx: ServerContext, conn: Connection, msg: Hello, cookie: str | None) -> None:
    if conn.identity is not None:
        raise Refusal(ErrorCode.BAD_MESSAGE, "hello was already said on this connection")
    identity, guest_token = await _identify(ctx, cookie, msg.guest_token, conn.address)
    conn.identity = identity
    ctx.presence.add(conn)
    match_ids = await ctx.router.match_ids_of(identity.key)
    conn.send(messages.welcome(identity.public(), guest_token, match_ids))
    await ctx.router.attach(conn, match_ids)


def _me(conn: Connection) -> Identity:
    if conn.identity is None:
        raise Refusal(ErrorCode.BAD_MESSAGE, "say hello first")
    return conn.identity


async def _free(ctx: ServerContext, conn: Connection, identity: Identity) -> None:
    """Not waiting or playing already, and the address has room for another match."""
    if ctx.cluster is not None:
        await ctx.cluster.lobby.check_free(identity)
    else:
        ctx.lobby.check_free(identity)
    ctx.arena.check_address(conn.address)


async def _deck(
    ctx: ServerContext,
    conn: Connection,
    identity: Identity,
    spec: str | SavedDeck,
    format: Format,
) -> DeckList:
    """The deck a message names, legal in the match's `format` (R5.9). Deck text is read off
    the event loop and counts against the address's deck-text limit; built-in and saved decks
    are small and known."""
    if isinstance(spec, str):
        if is_builtin_name(spec):
            return resolve_spec(spec, None, format)
        return await deck_text_work(ctx.guards, conn.address, resolve_spec, spec, None, format)
    saved_text = None
    if identity.user_id is not None:
        row = await ctx.db.run(ctx.store.get_deck, identity.user_id, spec.deck_id)
        saved_text = None if row is None else row.text
    return resolve_spec(spec, saved_text, format)


async def queue(ctx: ServerContext, conn: Connection, msg: QueueMsg) -> None:
    identity = _me(conn)
    await _free(ctx, conn, identity)
    format = match_format(msg.format)
    deck = await _deck(ctx, conn, identity, msg.deck, format)
    if ctx.cluster is not None:
        await ctx.cluster.lobby.enqueue(identity, deck, conn.address, format.name)
    else:
        await ctx.lobby.enqueue(identity, deck, conn.address, format.name)


async def leave_queue(ctx: ServerContext, conn: Connection, msg: LeaveQueue) -> None:
    identity = _me(conn)
    if ctx.cluster is not None:
        left = await ctx.cluster.lobby.leave(identity.key)
    else:
        left = ctx.lobby.leave(identity.key)
    if not left:
        raise Refusal(ErrorCode.NOT_FOUND, "you are not waiting in the queue or a room")


def _variants(requested: list[str]) -> tuple[str, ...]:
    """The match's rule variants (R30), each one the engine knows."""
    unknown = sorted(set(requested) - KNOWN_VARIANTS)
    if unknown:
        raise Refusal(
            ErrorCode.BAD_MESSAGE,
            f"unknown rule variant(s) {', '.join(unknown)}; available:"
            f" {', '.join(sorted(KNOWN_VARIANTS))}",
        )
    return tuple(sorted(set(requested)))


async def create_room(ctx: ServerContext, conn: Connection, msg: CreateRoom) -> None:
    identity = _me(conn)
    variants = _variants(msg.variants)
    await _free(ctx, conn, identity)
    format = match_format(msg.format)
    deck = await _deck(ctx, conn, identity, msg.deck, format)
    if ctx.cluster is not None:
        code = await ctx.cluster.lobby.create_room(
            identity, deck, msg.clock_seconds, variants, conn.address, format.name, msg.listed
        )
    else:
        code = ctx.lobby.create_room(
            identity, deck, msg.clock_seconds, variants, conn.address, format.name, msg.listed
        )
    conn.send(messages.room_created(code))


async def join_room(ctx: ServerContext, conn: Connection, msg: JoinRoom) -> None:
    identity = _me(conn)
    if not ctx.guards.room_joins.take(conn.address):
        raise Refusal(ErrorCode.RATE_LIMITED, "too many room codes tried; wait a little")
    await _free(ctx, conn, identity)
    if ctx.cluster is not None:
        # The room's format judges the joining deck too (R5.9, R6.1).
        room_format = match_format(await ctx.cluster.lobby.room_format(msg.code))
        deck = await _deck(ctx, conn, identity, msg.deck, room_format)
        await ctx.cluster.lobby.join_room(identity, msg.code, deck, conn.address)
        return
    if not ctx.lobby.has_room(msg.code):
        raise Refusal(ErrorCode.NOT_FOUND, f"no open room with the code {msg.code!r}")
    # The room's format judges the joining deck too (R5.9, R6.1).
    deck = await _deck(ctx, conn, identity, msg.deck, match_format(ctx.lobby.room_format(msg.code)))
    await ctx.lobby.join_room(identity, msg.code, deck, conn.address)


async def play_ai(ctx: ServerContext, conn: Connection, msg: PlayAi) -> None:
    identity = _me(conn)
    if msg.ai not in AGENT_NAMES:
        raise Refusal(
            ErrorCode.BAD_MESSAGE,
            f"unknown computer player {msg.ai!r}; available: {', '.join(AGENT_NAMES)}",
        )
    variants = _variants(msg.variants)
    await _free(ctx, conn, identity)
    format = match_format(msg.format)
    deck = await _deck(ctx, conn, identity, msg.deck, format)
    ai_deck = await _deck(ctx, conn, identity, msg.ai_deck or DEFAULT_AI_DECK, format)
    if ctx.cluster is not None:
        await ctx.cluster.lobby.play_ai(identity, deck, msg.ai, ai_deck, variants, msg.ai_delay)
        return
    await ctx.lobby.play_ai(
        identity, deck, msg.ai, ai_deck, variants, conn.address, msg.ai_delay, format.name
    )


async def decide(ctx: ServerContext, conn: Connection, msg: Decide) -> None:
    _me(conn)
    await ctx.router.decide(conn, msg.match_id, msg.version, msg.action.to_engine_dict())


async def concede(ctx: ServerContext, conn: Connection, msg: Concede) -> None:
    _me(conn)
    await ctx.router.concede(conn, msg.match_id)


def _full_state_allowed(ctx: ServerContext, conn: Connection) -> None:
    """A full state is the largest message there is: limited per connection and address."""
    own = conn.full_states is None or conn.full_states.take()
    if not own or not ctx.guards.full_states.take(conn.address):
        raise Refusal(
            ErrorCode.RATE_LIMITED,
            "too many full states asked for; the states you are sent keep you up to date",
        )


async def spectate(ctx: ServerContext, conn: Connection, msg: Spectate) -> None:
    _me(conn)
    _full_state_allowed(ctx, conn)
    await ctx.router.spectate(conn, msg.match_id)


async def resync(ctx: ServerContext, conn: Connection, msg: Resync) -> None:
    _me(conn)
    _full_state_allowed(ctx, conn)
    await ctx.router.resync(conn, msg.match_id)


async def rematch(ctx: ServerContext, conn: Connection, msg: Rematch) -> None:
    identity = _me(conn)
    ctx.arena.check_address(conn.address)
    if ctx.cluster is not None:
        await ctx.cluster.lobby.rematch(identity, msg.match_id)
        return
    await ctx.lobby.rematch(identity, msg.match_id)


async def ping(ctx: ServerContext, conn: Connection, msg: Ping) -> None:
    conn.send(messages.pong())


Handler = Callable[[ServerContext, Connection, Any], Awaitable[None]]

#: Every message type but `hello` (which also needs the connection's cookie).
HANDLERS: dict[str, Handler] = {
    "queue": queue,
    "leave_queue": leave_queue,
    "create_room": create_room,
    "join_room": join_room,
    "play_ai": play_ai,
    "decide": decide,
    "concede": concede,
    "spectate": spectate,
    "resync": resync,
    "rematch": rematch,
    "ping": ping,
}
