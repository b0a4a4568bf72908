"""What the browser client reads over HTTP besides the protocol: the card pool and the message
catalogue in a language, the starter decks, deck text parsed into cards, the computer players
on offer, a player's own card identities in a live match, and the per-decision views of a
finished match for the replay viewer.

The client cannot run the engine, so everything it shows comes from here or from the
WebSocket; nothing here shows a card its reader may not see (R22): the own-cards map names only
the asker's cards, and replay views exist only for finished matches, each built by the engine
for the chosen seat.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

import orjson
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from vanguard.ai import AGENT_NAMES
from vanguard.cards import default_database, formats
from vanguard.cards.formats import Format
from vanguard.cards.models import Card, Trigger
from vanguard.decks import builtin_deck_names, deck_format, format_deck, load_deck
from vanguard.engine import Action, Game
from vanguard.i18n import LANGUAGES, card_names, card_texts, catalog
from vanguard.i18n.keys import clan_key, race_key, skill_key, trigger_key
from vanguard.server import auth
from vanguard.server.deck_specs import parse_text, violations_of
from vanguard.server.http_common import (
    HttpRefusal,
    address,
    context,
    deck_text_work,
    read_body,
)
from vanguard.server.identity import Identity
from vanguard.server.match_record import build_record
from vanguard.server.offload import WorkerBusy
from vanguard.server.store import StoredMatch
from vanguard.sim.records import start_from_record

LANGUAGE_CODES = tuple(code for code, _ in LANGUAGES)
GUEST_TOKEN_HEADER = "x-guest-token"
"""How the page names its guest for HTTP requests (the WebSocket gets it in `hello`)."""
SPECTATOR = "spectator"


def _language(raw: str | None) -> str:
    lang = (raw or "en").lower()
    if lang not in LANGUAGE_CODES:
        raise HttpRefusal(
            404, "NOT_FOUND", f"no language {raw!r}; available: {', '.join(LANGUAGE_CODES)}"
        )
    return lang


def _card_data(card: Card, names: dict[str, str], texts: dict[str, list[str]]) -> dict[str, Any]:
    trigger = None if card.trigger is Trigger.NONE else card.trigger.value
    return {
        "id": card.id,
        "name": names.get(card.id, card.name),
        "english_name": card.name,
        "clan": card.clan,
        "clan_key": clan_key(card.clan),
        "race": card.race,
        "race_key": race_key(card.race) if card.race else None,
        "grade": card.grade,
        "skill": card.skill.value,
        "skill_key": skill_key(card.skill.value),
        "power": card.power,
        "shield": card.shield,
        "critical": card.critical,
        "trigger": trigger,
        "trigger_key": None if trigger is None else trigger_key(trigger),
        "sentinel": card.sentinel,
        "prints": [p.id for p in card.prints],
        "text": texts.get(card.id, []),
        # The formats of R5.9 the card is legal in (none while its abilities wait for data).
        "formats": list(formats.formats_allowing(card)),
        "status": card.status,
        # One per line of `text`: which kind of ability it is, so a prompt about an AUTO or
        # ACT ability can quote just those lines.
        "ability_kinds": [ability.kind for ability in card.abilities],
    }


@cache
def _cards_payload(lang: str) -> dict[str, Any]:
    names, texts = card_names(lang), card_texts(lang)
    cards = [_card_data(card, names, texts) for card in default_database().all()]
    return {
        "lang": lang,
        "cards": cards,
        "formats": {"names": list(formats.names()), "default": formats.get(None).name},
    }


async def cards(request: Request) -> JSONResponse:
    """Every card of the pool with its stats, name and ability text in `?lang=`."""
    return JSONResponse(_cards_payload(_language(request.query_params.get("lang"))))


async def messages(request: Request) -> JSONResponse:
    """The whole catalogue of one language, and the languages there are."""
    lang = _language(request.path_params["lang"])
    return JSONResponse(
        {
            "lang": lang,
            "languages": [{"code": code, "name": name} for code, name in LANGUAGES],
            "messages": catalog(lang),
        }
    )


def _deck_payload(deck: Any) -> dict[str, Any]:
    return {
        "name": deck.name,
        "first_vanguard": None if deck.first_vanguard is None else deck.first_vanguard.id,
        "entries": [{"card": card.id, "count": count} for card, count in deck.entries],
        "text": format_deck(deck),
        # The format the deck is built for (its `format:` line; R5.9), so a builder opens it
        # in that format.
        "format": deck_format(deck).name,
    }


async def starter_deck(request: Request) -> JSONResponse:
    name = request.path_params["name"].lower()
    if name not in builtin_deck_names():
        raise HttpRefusal(
            404,
            "NOT_FOUND",
            f"no starter deck {name!r}; there are {', '.join(builtin_deck_names())}",
        )
    return JSONResponse(_deck_payload(load_deck(name)))


async def starter_decks(request: Request) -> JSONResponse:
    return JSONResponse({"decks": list(builtin_deck_names())})


def _parsed_payload(text: str, format: Format | None = None) -> dict[str, Any]:
    deck = parse_text(text)
    unknown = [
        {"line": u.line, "text": u.text, "count": u.count, "suggestions": list(u.suggestions)}
        for u in deck.unknown
    ]
    judged = deck_format(deck) if format is None else format
    return {
        **_deck_payload(deck),
        "unknown": unknown,
        "format": judged.name,
        "violations": violations_of(deck, judged),
    }


async def parse_deck(request: Request) -> JSONResponse:
    """Deck text read into cards (import), with unknown lines and every deck-rule violation
    in the format `?format=` names (else the text's own `format:` line, else `classic`).

    The text is read on the deck worker under the address's deck-text limit; the parser's
    line limits bound both the work and the size of the answer.
    """
    body = await read_body(request)
    try:
        text = body.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise HttpRefusal(400, "BAD_REQUEST", "the deck text is not UTF-8") from None
    if not text.strip():
        raise HttpRefusal(400, "BAD_REQUEST", "the deck text is empty")
    asked = request.query_params.get("format")
    try:
        format = None if asked is None else formats.get(asked)
    except formats.UnknownFormatError as error:
        raise HttpRefusal(400, "BAD_REQUEST", str(error)) from None
    return JSONResponse(await deck_text_work(request, _parsed_payload, text, format))


async def computer_players(request: Request) -> JSONResponse:
    """The computer strengths `play_ai` accepts, weakest first."""
    return JSONResponse({"agents": list(AGENT_NAMES)})


async def _asker(request: Request) -> Identity | None:
    """The account of the session cookie, else the guest of the `X-Guest-Token` header."""
    ctx = context(request)
    cookie = request.cookies.get(auth.SESSION_COOKIE)
    if cookie:
        user = await ctx.db.run(ctx.store.user_for_session, auth.token_digest(cookie))
        if user is not None:
            return Identity.user(user.id, user.name)
    token = request.headers.get(GUEST_TOKEN_HEADER)
    if token and len(token) <= 200:
        guest = await ctx.db.run(ctx.store.guest_for_token, auth.token_digest(token))
        if guest is not None:
            return Identity.guest_player(guest.id, guest.name)
    return None


def _own_cards(game: Game, seat: int) -> dict[str, str]:
    return {str(iid): card.id for iid, card in enumerate(game.cards) if game.owner[iid] == seat}


async def own_cards(request: Request) -> JSONResponse:
    """Which card each of the asker's own card instances is, in a match they play.

    A search or a first-vanguard choice names cards of the asker's deck by instance id only;
    the asker knows their own deck list, so this tells them nothing hidden (R22).
    """
    match_id = request.path_params["match_id"]
    identity = await _asker(request)
    if identity is None:
        raise HttpRefusal(401, "NOT_LOGGED_IN", "log in or send your guest token first")
    match = context(request).arena.matches.get(match_id)
    if match is None:
        raise HttpRefusal(404, "NOT_FOUND", f"no live match {match_id!r}")
    seat = match.seat_of(identity.key)
    if seat is None:
        raise HttpRefusal(403, "NOT_YOUR_MATCH", f"you do not play in match {match_id}")
    return JSONResponse({"match_id": match_id, "seat": seat, "cards": _own_cards(match.game, seat)})


def _seat_param(raw: str | None) -> int | None:
    if raw in (None, "", SPECTATOR):
        return None
    if raw in ("0", "1"):
        return int(raw)
    raise HttpRefusal(400, "BAD_REQUEST", f"seat must be 0, 1 or {SPECTATOR!r}, not {raw!r}")


def replay_steps(stored: StoredMatch, seat: int | None) -> list[dict[str, Any]]:
    """The view `seat` had after each decision of a finished match, with the events that
    decision produced, as the engine builds them for that seat (R22)."""
    record = build_record(
        stored.seed,
        stored.first_player,
        stored.decks,
        stored.settings,
        [decision.action for decision in stored.decisions],
    )
    game = start_from_record(record)
    steps: list[dict[str, Any]] = []
    cursor = 0

    def snapshot(action: dict[str, Any] | None) -> None:
        nonlocal cursor
        events = game.events_for(seat, since=cursor)
        if events:
            cursor = events[-1]["seq"] + 1
        steps.append({"action": action, "view": game.view(seat), "events": events})

    snapshot(None)
    for data in record.decisions:
        game.apply(Action.from_dict(data))
        snapshot(data)
    return steps


async def replay_views(request: Request) -> Response:
    """Every per-decision view of a finished match from one seat (or a spectator's).

    The asker must be someone (an account or a guest); the views are built on the replay
    worker, once per match and seat, and the encoded answer is kept in a cache bounded in
    bytes. Every seat may be asked for: a finished match's record is public (it holds the
    seed, so every hidden card), and the viewer shows either player's side.
    """
    match_id = request.path_params["match_id"]
    seat = _seat_param(request.query_params.get("seat"))
    if await _asker(request) is None:
        raise HttpRefusal(401, "NOT_LOGGED_IN", "log in or send your guest token first")
    ctx = context(request)
    where = address(request)
    if not ctx.guards.replay_requests.take(where):
        wait = max(1, math.ceil(ctx.guards.replay_requests.retry_after(where)))
        raise HttpRefusal(
            429,
            "RATE_LIMITED",
            f"too many replays asked for; try again in {wait} s",
            retry_after=wait,
        )
    if len(match_id) > 64:
        raise HttpRefusal(404, "NOT_FOUND", f"no match {match_id[:64]!r}")

    async def build() -> bytes:
        stored = await ctx.db.run(ctx.store.load_match, match_id)
        if stored is None or stored.status == "aborted":
            raise HttpRefusal(404, "NOT_FOUND", f"no match {match_id!r}")
        if stored.status != "finished":
            raise HttpRefusal(409, "NOT_FINISHED", f"match {match_id} is still being played")
        try:
            return await ctx.guards.replay_worker.run(_encoded_views, stored, seat)
        except WorkerBusy:
            raise HttpRefusal(
                503,
                "BUSY",
                "the server is busy building replays; try again shortly",
                retry_after=2,
            ) from None

    body = await ctx.guards.replay_cache.get_or_build((match_id, seat), build)
    return Response(body, media_type="application/json")


def _encoded_views(stored: StoredMatch, seat: int | None) -> bytes:
    return orjson.dumps(
        {
            "match_id": stored.id,
            "seat": seat,
            "players": [player.get("name") for player in stored.players],
            "result": stored.result,
            "reason": stored.reason,
            "steps": replay_steps(stored, seat),
        },
        option=orjson.OPT_NON_STR_KEYS,
    )


ROUTES = [
    Route("/api/cards", cards, methods=["GET"]),
    Route("/api/i18n/{lang}", messages, methods=["GET"]),
    Route("/api/ai", computer_players, methods=["GET"]),
    Route("/api/decks/starter", starter_decks, methods=["GET"]),
    Route("/api/decks/starter/{name}", starter_deck, methods=["GET"]),
    Route("/api/decks/parse", parse_deck, methods=["POST"]),
    Route("/api/matches/{match_id}/own-cards", own_cards, methods=["GET"]),
    Route("/api/replays/{match_id}/views", replay_views, methods=["GET"]),
]
