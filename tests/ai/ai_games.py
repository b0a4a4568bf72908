"""Decks, positions and whole games for the computer-player tests (imported by the tests)."""

from __future__ import annotations

from collections.abc import Sequence

from vanguard.ai import Agent, make_agent
from vanguard.decks import DeckList, load_deck
from vanguard.decks.generate import random_deck
from vanguard.engine import Game, new_game
from vanguard.testing import Harness, Scenario

#: The starter decks against each other and themselves, and random legal decks of every
#: buildable clan (so that every card's abilities and every prompt kind come up).
DECK_PAIRS: tuple[tuple[str, str], ...] = (
    ("td01", "td02"),
    ("td02", "td01"),
    ("td01", "td01"),
    *((f"random:{2 * i}", f"random:{2 * i + 1}") for i in range(6)),
)


def deck_named(name: str) -> DeckList:
    if name.startswith("random:"):
        return random_deck(int(name.partition(":")[2]))
    return load_deck(name)


def start(pair: tuple[str, str], seed: int, preferred: bool = True) -> Game:
    a, b = deck_named(pair[0]), deck_named(pair[1])
    firsts = (a.first_vanguard, b.first_vanguard) if preferred else (None, None)
    return new_game(a.cards, b.cards, seed, first_vanguards=firsts, record_events=False)


def collect_positions(every: int = 5, games_per_pair: int = 3) -> list[Game]:
    """Copies of games at every `every`-th decision, from setup to the last decision. The
    games are heuristic against random in both seats (odd positions come up) and heuristic
    against heuristic (long games, full boards, many abilities)."""
    lineups = (("heuristic", "random"), ("random", "heuristic"), ("heuristic", "heuristic"))
    positions: list[Game] = []
    for index, pair in enumerate(DECK_PAIRS):
        for game_number in range(games_per_pair):
            seed = 100 * index + game_number
            game = start(pair, seed, preferred=game_number % 2 == 0)
            names = lineups[game_number % len(lineups)]
            agents = [make_agent(names[0], seed), make_agent(names[1], seed + 1)]
            count = 0
            while not game.is_over:
                if count % every == 0:
                    positions.append(game.clone())
                player = game.current_player
                assert player is not None
                game.apply(agents[player].choose(game, player, game.legal_actions()))
                count += 1
            positions.append(game)
    return positions


def play(game: Game, agents: Sequence[Agent], limit: int = 3000) -> Game:
    """Play to the end, checking that every decision is one of the offered options."""
    decisions = 0
    while not game.is_over:
        player = game.current_player
        assert player is not None
        options = game.legal_actions()
        action = agents[player].choose(game, player, options)
        assert action in options, f"{type(agents[player]).__name__} chose {action}"
        game.apply(action)
        decisions += 1
        assert decisions < limit, "the game does not end"
    return game


def swap_hidden(game: Game, player: int) -> Game:
    """The same game with different cards in every hidden place: the opponent's hand
    exchanged with the bottom of their deck, and the player's own deck reversed."""
    other = game.clone()
    them = other.players[1 - player]
    count = min(len(them.hand), len(them.deck))
    them.hand[:count], them.deck[:count] = them.deck[:count], them.hand[:count]
    other.players[player].deck.reverse()
    return other


def guard_scenario(damage: int, *hand: str) -> Harness:
    """Player 0's 10000 vanguard (one drive check) attacks player 1's 10000 vanguard."""
    s = Scenario()
    s.player(0).vanguard("Knight of Silence, Gallatin")
    s.player(1).vanguard("Crimson Butterfly, Brigitte").hand(*hand)
    s.player(1).damage(*["Weapons Dealer, Govannon"] * damage)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card="Knight of Silence, Gallatin", target="Crimson Butterfly, Brigitte")
    assert h.decision == "guard" and h.deciding == 1
    return h
