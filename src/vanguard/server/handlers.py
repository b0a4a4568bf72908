"""What the server does with each client message type (after validation in `protocol`).

Handlers refuse by raising `Refusal`; they change nothing before they are sure to succeed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from vanguard.ai import AGENT_NAMES
from vanguard.decks import DeckList
from vanguard.server import auth, messages
from vanguard.server.connection import Connection
from vanguard.server.context import ServerContext
from vanguard.server.deck_specs import resolve_spec
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
    Resync,
    SavedDeck,
    Spectate,
)

DEFAULT_AI_DECK = "td02"


async def _identify(
    ctx: ServerContext, cookie: str | None, guest_token: str | None
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
    token = auth.new_token()
    name = auth.new_guest_name()
    guest = await ctx.db.run(ctx.store.create_guest, auth.token_digest(token), name)
    return Identity.guest_player(guest.id, guest.name), token


async def hello(ctx: ServerContext, conn: Connection, msg: Hello, cookie: str | None) -> None:
    if conn.identity is not None:
        raise Refusal(ErrorCode.BAD_MESSAGE, "hello was already said on this connection")
    identity, guest_token = await _identify(ctx, cookie, msg.guest_token)
    conn.identity = identity
    ctx.presence.add(conn)
    match_ids = ctx.arena.match_ids_of(identity.key)
    conn.send(messages.welcome(identity.public(), guest_token, match_ids))
    await ctx.arena.attach(conn, match_ids)


def _me(conn: Connection) -> Identity:
    if conn.identity is None:
        raise Refusal(ErrorCode.BAD_MESSAGE, "say hello first")
    return conn.identity


async def _deck(ctx: ServerContext, identity: Identity, spec: str | SavedDeck) -> DeckList:
    saved_text = None
    if isinstance(spec, SavedDeck) and identity.user_id is not None:
        row = await ctx.db.run(ctx.store.get_deck, identity.user_id, spec.deck_id)
        saved_text = None if row is None else row.text
    return resolve_spec(spec, saved_text)


async def queue(ctx: ServerContext, conn: Connection, msg: QueueMsg) -> None:
    identity = _me(conn)
    ctx.lobby.check_free(identity)
    deck = await _deck(ctx, identity, msg.deck)
    await ctx.lobby.enqueue(identity, deck)


async def leave_queue(ctx: ServerContext, conn: Connection, msg: LeaveQueue) -> None:
    identity = _me(conn)
    if not ctx.lobby.leave(identity.key):
        raise Refusal(ErrorCode.NOT_FOUND, "you are not waiting in the queue or a room")


async def create_room(ctx: ServerContext, conn: Connection, msg: CreateRoom) -> None:
    identity = _me(conn)
    ctx.lobby.check_free(identity)
    deck = await _deck(ctx, identity, msg.deck)
    code = ctx.lobby.create_room(identity, deck, msg.clock_seconds)
    conn.send(messages.room_created(code))


async def join_room(ctx: ServerContext, conn: Connection, msg: JoinRoom) -> None:
    identity = _me(conn)
    ctx.lobby.check_free(identity)
    deck = await _deck(ctx, identity, msg.deck)
    await ctx.lobby.join_room(identity, msg.code, deck)


async def play_ai(ctx: ServerContext, conn: Connection, msg: PlayAi) -> None:
    identity = _me(conn)
    if msg.ai not in AGENT_NAMES:
        raise Refusal(
            ErrorCode.BAD_MESSAGE,
            f"unknown computer player {msg.ai!r}; available: {', '.join(AGENT_NAMES)}",
        )
    ctx.lobby.check_free(identity)
    deck = await _deck(ctx, identity, msg.deck)
    ai_deck = await _deck(ctx, identity, msg.ai_deck or DEFAULT_AI_DECK)
    await ctx.lobby.play_ai(identity, deck, msg.ai, ai_deck, msg.ai_delay)


async def decide(ctx: ServerContext, conn: Connection, msg: Decide) -> None:
    _me(conn)
    await ctx.arena.decide(conn, msg.match_id, msg.version, msg.action)


async def concede(ctx: ServerContext, conn: Connection, msg: Concede) -> None:
    _me(conn)
    await ctx.arena.concede(conn, msg.match_id)


async def spectate(ctx: ServerContext, conn: Connection, msg: Spectate) -> None:
    _me(conn)
    await ctx.arena.spectate(conn, msg.match_id)


async def resync(ctx: ServerContext, conn: Connection, msg: Resync) -> None:
    _me(conn)
    await ctx.arena.resync(conn, msg.match_id)


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
    "ping": ping,
}
