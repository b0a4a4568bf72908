"""The WebSocket client: one connection, hello/welcome, requests, and reconnection.

One reader task owns the socket. It checks every message (`messages.parse_server_message`),
feeds match states to their `MatchHandle`, and wakes whoever waits for a reply. When the
connection drops the reader reconnects by itself with the same guest token; the server then
lists the unfinished matches in `welcome` and sends a full state for each, so every match
goes on where it was.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from vanguard.netclient import messages as msg
from vanguard.netclient.errors import ClientError, ConnectionLost, ServerError
from vanguard.netclient.match import MatchHandle
from vanguard.netclient.messages import (
    DeckSpec,
    MatchId,
    MatchResult,
    ProtocolViolation,
    ServerMessage,
    Welcome,
)
from vanguard.netclient.tokens import MemoryTokenStore, TokenStore

log = logging.getLogger(__name__)

MAX_INCOMING_BYTES = 16 * 1024 * 1024
"""A resync carries every event of a long match; far below this, far above the usual state."""


@dataclass(frozen=True)
class ReconnectPolicy:
    """How hard to try to get a dropped connection back: exponential back-off from
    `first_delay` to `max_delay` seconds, giving up after `give_up_after` seconds."""

    enabled: bool = True
    first_delay: float = 0.05
    max_delay: float = 2.0
    give_up_after: float = 60.0


def websocket_url(server: str) -> str:
    """`ws://host:port/ws` from what a person types: `host:port`, `http://host:port`, …"""
    if "://" not in server:
        server = "ws://" + server
    parts = urlsplit(server)
    scheme = {"http": "ws", "https": "wss", "ws": "ws", "wss": "wss"}.get(parts.scheme)
    if scheme is None or not parts.netloc:
        raise ValueError(f"not a server address: {server!r} (expected e.g. ws://127.0.0.1:8000)")
    path = parts.path if parts.path not in ("", "/") else "/ws"
    return urlunsplit((scheme, parts.netloc, path, parts.query, ""))


def http_url(ws_url: str, path: str) -> str:
    """The HTTP address of `path` on the server behind `ws_url` (replays, health)."""
    parts = urlsplit(ws_url)
    scheme = "https" if parts.scheme == "wss" else "http"
    if path.startswith(("http://", "https://")):
        return path
    return urlunsplit((scheme, parts.netloc, path, "", ""))


class Pace:
    """A token bucket on the sending side: at most `rate` messages a second after a burst of
    `burst`. The server refuses faster senders (RATE_LIMITED); a client that keeps under the
    limit never wastes a round trip on a refusal."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = burst
        self._tokens = float(burst)
        self._updated = time.monotonic()

    async def wait(self) -> None:
        while True:
            now = time.monotonic()
            self._tokens = min(self.burst, self._tokens + (now - self._updated) * self.rate)
            self._updated = now
            if self._tokens >= 1.0:
                self._tokens -= 1.0
                return
            await asyncio.sleep((1.0 - self._tokens) / self.rate)


DEFAULT_PACE = Pace(rate=20.0, burst=40)
"""The server's default limit per connection (ServerSettings: 20 messages/s, burst 40)."""


@dataclass
class _Waiter:
    accepts: Callable[[ServerMessage], bool]
    future: asyncio.Future[ServerMessage]


class GameClient:
    """A client of the game server. Use as `async with GameClient(url) as client:`.

    `record=True` keeps every message received (as parsed JSON, in order) in `received`: the
    end-to-end tests read it to prove that nothing hidden ever arrives.
    """

    def __init__(
        self,
        server: str,
        *,
        token_store: TokenStore | None = None,
        reconnect: ReconnectPolicy | None = None,
        open_timeout: float = 10.0,
        record: bool = False,
        session_cookie: str | None = None,
        pace: Pace | None = DEFAULT_PACE,
    ) -> None:
        self.url = websocket_url(server)
        self.token_store = token_store or MemoryTokenStore()
        self.reconnect = reconnect or ReconnectPolicy()
        self.open_timeout = open_timeout
        self.session_cookie = session_cookie
        self.pace = None if pace is None else Pace(pace.rate, pace.burst)
        self.welcome: Welcome | None = None
        self.matches: dict[MatchId, MatchHandle] = {}
        self.received: list[dict[str, Any]] | None = [] if record else None
        self.violations: list[str] = []
        """Messages from the server that broke the protocol (dropped, never acted upon)."""
        self.reconnections = 0
        self.failure: ClientError | None = None
        self._ws: ClientConnection | None = None
        self._connected = asyncio.Event()
        self._reconnected = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self._waiters: list[_Waiter] = []
        self._new_match_waiters: list[asyncio.Future[MatchHandle]] = []
        self._last_decider: MatchHandle | None = None
        self._queued: dict[str, Any] | None = None
        self._background: set[asyncio.Task[Any]] = set()
        self._closing = False

    # --- life cycle ----------------------------------------------------------------------

    async def __aenter__(self) -> GameClient:
        await self.connect()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def connect(self) -> Welcome:
        """Open the connection and say hello; the welcome lists our unfinished matches."""
        await self._open()
        self._reader = asyncio.create_task(self._read_forever(), name=f"reader {self.url}")
        assert self.welcome is not None
        return self.welcome

    async def close(self) -> None:
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)
        for task in list(self._background):
            task.cancel()
        self._fail_waiters(ConnectionLost("client closed"))

    def drop_connection(self) -> None:
        """Cut the socket without a closing handshake, as a network failure would (tests and
        chaos runs); the client notices and reconnects by itself."""
        if self._ws is not None:
            self._ws.transport.abort()

    async def wait_connected(self, timeout: float | None = None) -> None:
        async with asyncio.timeout(timeout):
            await self._connected.wait()

    async def wait_until_reconnected(self, times: int = 1, timeout: float | None = None) -> None:
        """Wait until the connection has been restored `times` times in all, and is up."""
        async with asyncio.timeout(timeout):
            while self.reconnections < times or not self._connected.is_set():
                if self.failure is not None:
                    raise self.failure
                await self._reconnected.wait()
                self._reconnected = asyncio.Event()

    @property
    def connected(self) -> bool:
        return self._connected.is_set()

    async def _open(self) -> None:
        token = self.token_store.load(self.url)
        headers = {"Cookie": f"vg_session={self.session_cookie}"} if self.session_cookie else None
        ws = await connect(
            self.url,
            additional_headers=headers,
            open_timeout=self.open_timeout,
            max_size=MAX_INCOMING_BYTES,
            compression=None,
        )
        try:
            await ws.send(msg.encode(msg.hello(token)))
            async with asyncio.timeout(self.open_timeout):
                frame = await ws.recv()
            reply = self._parse(frame)
            if isinstance(reply, msg.Error):
                raise ServerError(reply.code, reply.message, reply.ref)
            if not isinstance(reply, Welcome):
                raise ClientError(f"expected welcome after hello, got {reply!r}")
        except BaseException:
            await ws.close()
            raise
        if reply.guest_token is not None:
            self.token_store.save(self.url, reply.guest_token)
        self.welcome = reply
        self._ws = ws
        self._connected.set()

    async def _read_forever(self) -> None:
        while True:
            ws = self._ws
            assert ws is not None
            try:
                async for frame in ws:
                    self._handle(frame)
            except ConnectionClosed:
                pass
            except Exception as error:  # a bug here must stop the client, not hang it
                log.exception("the client failed on a message from %s", self.url)
                self._give_up(ClientError(f"the client failed on a message: {error!r}"))
                await ws.close()
                return
            self._connected.clear()
            if self._closing:
                return
            if not self.reconnect.enabled:
                self._give_up(ConnectionLost(f"connection to {self.url} closed"))
                return
            # Replies to requests in flight are lost with the connection; say so now.
            self._fail_waiters(ConnectionLost("connection dropped; reconnecting"))
            try:
                await self._reconnect()
            except ClientError as error:
                self._give_up(error)
                return

    async def _reconnect(self) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.reconnect.give_up_after
        delay = self.reconnect.first_delay
        while True:
            await asyncio.sleep(delay)
            try:
                await self._open()
                break
            except ServerError:
                raise
            except (OSError, TimeoutError, WebSocketException, ClientError) as error:
                if loop.time() + delay > deadline:
                    raise ConnectionLost(
                        f"cannot reconnect to {self.url} after "
                        f"{self.reconnect.give_up_after:g} s: {error}"
                    ) from None
                delay = min(delay * 2, self.reconnect.max_delay)
        self.reconnections += 1
        self._reconnected.set()
        log.info("reconnected to %s (%d)", self.url, self.reconnections)
        assert self.welcome is not None
        unfinished = set(self.welcome.matches)
        for match in self.matches.values():
            match.on_reconnected()
            if match.is_over:
                continue
            if match.seat is None:
                self.send_soon(msg.spectate(match.match_id))  # watchers are not remembered
            elif match.match_id not in unfinished:
                self._spawn(self._fetch_result(match))  # it ended while we were away
        if self._queued is not None and not unfinished:
            self.send_soon(self._queued)  # the queue forgets whoever leaves it

    def _give_up(self, error: ClientError) -> None:
        self.failure = error
        self._reconnected.set()
        self._fail_waiters(error)
        for future in self._new_match_waiters:
            if not future.done():
                future.set_exception(error)
        for match in self.matches.values():
            match.on_reconnected()  # wakes the players, who then see `failure`

    def _fail_waiters(self, error: ClientError) -> None:
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.future.done():
                waiter.future.set_exception(error)

    # --- receiving -----------------------------------------------------------------------

    def _parse(self, frame: str | bytes) -> ServerMessage:
        if self.received is not None:
            try:
                self.received.append(json.loads(frame))
            except ValueError:
                self.received.append({"unparsable": repr(frame[:200])})
        try:
            return msg.parse_server_message(frame)
        except ProtocolViolation as error:
            self.violations.append(str(error))
            log.warning("protocol violation from %s: %s", self.url, error)
            raise

    def _handle(self, frame: str | bytes) -> None:
        try:
            message = self._parse(frame)
        except ProtocolViolation:
            return
        match message:
            case msg.MatchStarted():
                handle = self._match(message.match_id, message.seat)
                handle.seat = message.seat
                handle.players = message.players
            case msg.State():
                self._match(message.match_id, message.seat).on_state(message)
            case msg.MatchOver():
                self._match(message.match_id, None).on_over(message)
            case msg.Error() if self._refuses_decision(message):
                assert self._last_decider is not None
                self._last_decider.on_refused(message)
            case msg.Welcome():
                self.violations.append("welcome outside the handshake")
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if waiter.future.done():
                continue
            if waiter.accepts(message):
                waiter.future.set_result(message)
            else:
                self._waiters.append(waiter)

    def _refuses_decision(self, error: msg.Error) -> bool:
        """Whether `error` refuses our last decision. A rate-limited message may come back
        without `ref` (the server refuses it unread); if a decision is in flight, it is the
        one, since nothing else a player sends is that frequent."""
        decider = self._last_decider
        if decider is None:
            return False
        if error.ref == "decide":
            return True
        return error.ref is None and error.code == "RATE_LIMITED" and decider.deciding_now

    def _match(self, match_id: MatchId, seat: int | None) -> MatchHandle:
        handle = self.matches.get(match_id)
        if handle is None:
            handle = MatchHandle(self, match_id, seat)
            self.matches[match_id] = handle
            if seat is not None:
                self._queued = None
                waiters, self._new_match_waiters = self._new_match_waiters, []
                for future in waiters:
                    if not future.done():
                        future.set_result(handle)
        return handle

    async def _fetch_result(self, match: MatchHandle) -> None:
        """The result of a match that ended while we were away, from its replay record."""
        url = http_url(self.url, f"/api/replays/{match.match_id}")
        try:
            body = await asyncio.to_thread(_http_get, url)
            record = json.loads(body)
            result = dict(record["result"])
        except (OSError, ValueError, KeyError, TypeError) as error:
            log.warning(
                "match %s ended while away; no result from %s: %s", match.match_id, url, error
            )
            return
        losers = result.get("losers") or {}
        reason = result.get("reason") or next(iter(losers.values()), "draw")
        outcome = MatchResult(
            winner=result.get("winner"),
            draw=bool(result.get("draw")),
            losers={str(k): str(v) for k, v in losers.items()},
            reason=str(reason),
        )
        match.on_over(
            msg.MatchOver(type="match_over", match_id=match.match_id, result=outcome, replay=url)
        )

    # --- sending -------------------------------------------------------------------------

    async def send(self, message: dict[str, Any]) -> None:
        """Send one client message (waiting for the connection if it is being restored)."""
        await self.send_text(msg.encode(message))

    async def send_text(self, text: str | bytes) -> None:
        """Send one raw frame: hostile-input tests use it to send what `send` would not."""
        await self._paced()
        await self._send_now(text)

    async def _paced(self) -> None:
        if self.failure is not None:
            raise self.failure
        if self.pace is not None:
            await self.pace.wait()

    async def _send_now(self, text: str | bytes) -> None:
        await self.wait_connected(self.reconnect.give_up_after)
        assert self._ws is not None
        # If the socket is gone the reader reconnects; the state sent on return tells what to do.
        with contextlib.suppress(ConnectionClosed):
            await self._ws.send(text)

    def send_soon(self, message: dict[str, Any]) -> None:
        """Send from synchronous code (the reader), without waiting for it."""
        self._spawn(self.send(message))

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.create_task(coroutine)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def send_decision(self, match: MatchHandle, message: dict[str, Any]) -> None:
        """Send a decision; its round trip is timed from the moment it leaves (after pacing)."""
        await self._paced()
        self._last_decider = match
        match.mark_sent()
        await self._send_now(msg.encode(message))

    async def request(
        self,
        message: dict[str, Any],
        accepts: Callable[[ServerMessage], bool],
        timeout: float | None = 10.0,
    ) -> ServerMessage:
        """Send `message` and wait for the first reply that `accepts` takes; an `error` that
        refers to this message's type is raised as `ServerError`."""
        kind = message["type"]

        def reply(m: ServerMessage) -> bool:
            return (isinstance(m, msg.Error) and m.ref == kind) or accepts(m)

        future: asyncio.Future[ServerMessage] = asyncio.get_running_loop().create_future()
        self._waiters.append(_Waiter(reply, future))
        await self.send(message)
        async with asyncio.timeout(timeout):
            answer = await future
        if isinstance(answer, msg.Error):
            raise ServerError(answer.code, answer.message, answer.ref)
        return answer

    def _new_match(self) -> asyncio.Future[MatchHandle]:
        future: asyncio.Future[MatchHandle] = asyncio.get_running_loop().create_future()
        self._new_match_waiters.append(future)
        return future

    # --- the lobby -----------------------------------------------------------------------

    async def queue(self, deck: DeckSpec, timeout: float | None = None) -> MatchHandle:
        """Join the quick-match queue and wait for the match it finds. The server forgets a
        waiting player who disconnects, so after a reconnection the client queues again by
        itself (unless the match was found meanwhile: then the welcome lists it)."""
        started = self._new_match()
        message = msg.queue(deck)
        self._queued = message  # before sending: the match may start before the reply
        try:
            await self.request(message, lambda m: isinstance(m, msg.Queued | msg.MatchStarted))
        except ConnectionLost:
            if self.failure is not None:
                raise
        except BaseException:
            self._queued = None
            started.cancel()
            raise
        async with asyncio.timeout(timeout):
            return await started

    async def leave_queue(self) -> None:
        self._queued = None
        await self.send(msg.leave_queue())

    async def create_room(
        self, deck: DeckSpec, clock_seconds: float | None = None, variants: Sequence[str] = ()
    ) -> str:
        """Open a private room (played under the R30 `variants`, if any); returns its code.
        `wait_for_match` then waits for a guest."""
        reply = await self.request(
            msg.create_room(deck, clock_seconds, variants),
            lambda m: isinstance(m, msg.RoomCreated),
        )
        assert isinstance(reply, msg.RoomCreated)
        return reply.code

    async def wait_for_match(self, timeout: float | None = None) -> MatchHandle:
        """The next match this client is seated in (after `create_room`)."""
        started = self._new_match()
        async with asyncio.timeout(timeout):
            return await started

    async def join_room(self, code: str, deck: DeckSpec) -> MatchHandle:
        started = self._new_match()
        await self.request(msg.join_room(code, deck), lambda m: isinstance(m, msg.MatchStarted))
        return await started

    async def play_ai(
        self,
        deck: DeckSpec,
        ai: str,
        ai_deck: DeckSpec | None = None,
        variants: Sequence[str] = (),
        format: str | None = None,
    ) -> MatchHandle:
        started = self._new_match()
        await self.request(
            msg.play_ai(deck, ai, ai_deck, variants, format),
            lambda m: isinstance(m, msg.MatchStarted),
        )
        return await started

    async def spectate(self, match_id: MatchId) -> MatchHandle:
        """Watch a match; its handle fills with public states until the end."""
        await self.request(
            msg.spectate(match_id),
            lambda m: isinstance(m, msg.State) and m.match_id == match_id,
        )
        return self.matches[match_id]

    async def resume(self, timeout: float | None = 10.0) -> list[MatchHandle]:
        """Handles for the unfinished matches the welcome listed (a bot restarted with its
        token file finds its matches here)."""
        assert self.welcome is not None
        handles = []
        for match_id in self.welcome.matches:
            if match_id not in self.matches or self.matches[match_id].state is None:
                await self.request(msg.resync(match_id), _state_of(match_id), timeout)
            handles.append(self.matches[match_id])
        return [h for h in handles if not h.is_over and h.seat is not None]

    async def ping(self, timeout: float | None = 10.0) -> None:
        await self.request(msg.ping(), lambda m: isinstance(m, msg.Pong), timeout)


def _state_of(match_id: MatchId) -> Callable[[ServerMessage], bool]:
    """Accepts the `state` of one match."""

    def accepts(message: ServerMessage) -> bool:
        return isinstance(message, msg.State) and message.match_id == match_id

    return accepts


def _http_get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as response:
        body: bytes = response.read()
        return body
