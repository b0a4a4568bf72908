"""The bot: an ordinary client that finds matches and plays them to the end.

`vanguard bot`, the load benchmark and the end-to-end tests all play through `run_bot`, so
what is measured and tested is exactly what a user runs.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from vanguard.netclient.client import GameClient, ReconnectPolicy
from vanguard.netclient.match import MatchHandle
from vanguard.netclient.messages import DeckSpec
from vanguard.netclient.policies import Policy, policy_for
from vanguard.netclient.tokens import FileTokenStore, MemoryTokenStore, TokenStore

#: Computer strengths the server offers for `play_ai` (PROTOCOL.md).
SERVER_AI_STRENGTHS: tuple[str, ...] = ("random", "heuristic", "search")
#: Decks the server knows by name (PROTOCOL.md, `queue`).
BUILT_IN_DECKS: tuple[str, ...] = ("td01", "td02")


@dataclass(frozen=True)
class BotPlan:
    """What a bot does: how it finds each match, how it plays, how many."""

    server: str
    deck: DeckSpec = "td01"
    ai: str = "random"
    seed: int = 0
    games: int = 1
    delay: float = 0.0
    room: str | None = None
    """Join this private room (one match) instead of queueing."""
    vs_ai: str | None = None
    """Play the server's computer of this strength instead of queueing."""
    token_file: Path | None = None
    reconnect: ReconnectPolicy = field(default_factory=ReconnectPolicy)

    def check(self) -> None:
        """Refuse a plan that cannot work, with a message a person can act on."""
        if self.room is not None and self.vs_ai is not None:
            raise ValueError("choose one of a room (--room) and the computer (--vs-ai)")
        if self.room is not None and self.games != 1:
            raise ValueError("a room holds one match; leave out --games with --room")
        if self.vs_ai is not None and self.vs_ai not in SERVER_AI_STRENGTHS:
            raise ValueError(
                f"unknown strength {self.vs_ai!r};"
                f" the server offers {', '.join(SERVER_AI_STRENGTHS)}"
            )
        if self.games < 1:
            raise ValueError("--games must be at least 1")
        if self.delay < 0:
            raise ValueError("--delay cannot be negative")
        policy_for(self.ai, self.seed)


def deck_spec(text: str) -> DeckSpec:
    """A deck for the protocol from what a person types: a built-in deck by its name (the
    server knows them), a deck file as its text."""
    if text.lower() in BUILT_IN_DECKS:
        return text.lower()
    path = Path(text)
    if not path.is_file():
        raise ValueError(f"no deck file {text!r} (or use one of {', '.join(BUILT_IN_DECKS)})")
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"cannot read the deck file {text}: {error}") from None


async def find_match(client: GameClient, plan: BotPlan) -> MatchHandle:
    if plan.room is not None:
        return await client.join_room(plan.room, plan.deck)
    if plan.vs_ai is not None:
        return await client.play_ai(plan.deck, plan.vs_ai)
    return await client.queue(plan.deck)


async def play_games(
    client: GameClient,
    plan: BotPlan,
    policy: Policy,
    on_result: Callable[[MatchHandle], None] = lambda match: None,
) -> list[MatchHandle]:
    """Play `plan.games` matches on a connected client (unfinished ones it already has first)."""
    finished: list[MatchHandle] = []
    pending = await client.resume()
    while len(finished) < plan.games:
        match = pending.pop(0) if pending else await find_match(client, plan)
        await match.play(policy, plan.delay)
        finished.append(match)
        on_result(match)
    return finished


async def run_bot(
    plan: BotPlan, on_result: Callable[[MatchHandle], None] = lambda match: None
) -> list[MatchHandle]:
    """Connect, play the plan's matches, disconnect."""
    plan.check()
    store: TokenStore = (
        FileTokenStore(plan.token_file) if plan.token_file is not None else MemoryTokenStore()
    )
    policy = policy_for(plan.ai, plan.seed)
    async with GameClient(plan.server, token_store=store, reconnect=plan.reconnect) as client:
        return await play_games(client, plan, policy, on_result)


def run_bot_blocking(
    plan: BotPlan, on_result: Callable[[MatchHandle], None] = lambda match: None
) -> list[MatchHandle]:
    return asyncio.run(run_bot(plan, on_result))
