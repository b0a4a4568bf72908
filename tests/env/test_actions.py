"""The fixed action space of `vanguard.env`: every legal decision of the engine (R20.2) gets
exactly one index, computed from the deciding player's view and legal actions only."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")

from vanguard.ai import make_agent
from vanguard.decks import load_deck
from vanguard.decks.generate import random_deck
from vanguard.engine import ActionKind, Game, forward, new_game
from vanguard.engine.constants import Circle
from vanguard.env import ACTION_SIZE, card_ref, index_actions
from vanguard.env.actions import ATTACK_START, CIRCLES, SELECT_START


def game_for(seed: int) -> Game:
    a, b = (
        (load_deck("td01"), load_deck("td02"))
        if seed % 3 == 0
        else (
            random_deck(2 * seed),
            random_deck(2 * seed + 1),
        )
    )
    return new_game(
        a.cards,
        b.cards,
        seed,
        first_vanguards=(a.first_vanguard, b.first_vanguard),
        record_events=False,
    )


def test_card_references_put_the_players_own_cards_first() -> None:
    assert card_ref(0, 0) == 0 and card_ref(49, 0) == 49
    assert card_ref(0, 1) == 50  # player 0's first card, seen by player 1
    assert card_ref(57, 1) == 7 and card_ref(57, 0) == 57
    with pytest.raises(ValueError, match="outside two 50-card decks"):
        card_ref(100, 0)


def test_r20_2_every_legal_decision_has_exactly_one_index() -> None:
    """Over random games of random decks (card abilities included): each option of every
    decision gets its own index inside the space, nothing legal is left without one."""
    kinds: set[ActionKind] = set()
    for seed in range(24):
        game, agent = game_for(seed), make_agent("random", seed)
        while not game.is_over:
            player = game.current_player
            assert player is not None
            options = game.legal_actions()
            table = index_actions(game.view(player), player, options)
            assert all(0 <= index < ACTION_SIZE for index in table)
            # A bijection with the options that move on: `back` has no index (R16.3.8).
            assert sorted(table.values()) == sorted(forward(options))
            kinds.update(action.kind for action in options)
            game.apply(agent.choose(game, player, options))
    assert {ActionKind.MULLIGAN, ActionKind.CALL, ActionKind.ATTACK, ActionKind.GUARD} <= kinds
    assert ActionKind.SELECT in kinds and ActionKind.ACTIVATE in kinds  # abilities were used


def test_r12_3_an_attack_index_names_the_attackers_and_the_targets_circles() -> None:
    game, agent = game_for(0), make_agent("random", 0)
    while game.prompt is None or game.prompt.kind != "attack":
        player = game.current_player
        assert player is not None
        game.apply(agent.choose(game, player, game.legal_actions()))
    player = game.current_player
    assert player is not None
    table = index_actions(game.view(player), player, game.legal_actions())
    vanguard, opponent_vanguard = (
        game.players[player].circles[Circle.VC],
        game.players[1 - player].circles[Circle.VC],
    )
    index = ATTACK_START + Circle.VC * CIRCLES + Circle.VC
    assert table[index].kind is ActionKind.ATTACK
    assert (table[index].card, table[index].target) == (vanguard, opponent_vanguard)


def test_select_options_are_numbered_in_order_of_their_card_references() -> None:
    for seed in range(1, 40):
        game, agent = game_for(seed), make_agent("random", seed)
        while not game.is_over:
            player = game.current_player
            assert player is not None
            options = game.legal_actions()
            if options[0].kind is ActionKind.SELECT and len(options) > 1:
                table = index_actions(game.view(player), player, options)
                ranked = [table[i] for i in sorted(table)]
                keys = [sorted(card_ref(c, player) for c in a.cards) for a in ranked]
                assert keys == sorted(keys)
                assert min(table) == SELECT_START
                return
            game.apply(agent.choose(game, player, options))
    pytest.fail("no game offered a choice of card sets")
