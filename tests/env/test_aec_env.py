"""The PettingZoo environment (`vanguard.env`): PettingZoo's own API and seed tests, the
rewards, and that an agent observes only its own view (R22). Skipped without the `env` extra."""

from __future__ import annotations

import warnings

import pytest

pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from vanguard.engine import ActionKind  # noqa: E402
from vanguard.env import ACTION_SIZE, OBSERVATION_SIZE, env, raw_env  # noqa: E402
from vanguard.env.actions import FIRST_PLAYER_START, MULLIGAN_START, card_ref  # noqa: E402
from vanguard.env.observation import LOCATIONS, REF_SIZE  # noqa: E402

#: What `api_test` says to every environment whose observations are dicts holding an action
#: mask, unless it is one of PettingZoo's own games (it checks a list of their names).
EXPECTED_API_WARNINGS = {
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or"
    " gymnasium.spaces.discrete",
}


def test_passes_the_pettingzoo_api_test() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(raw_env(), num_cycles=1000)
        api_test(env(deck_a="random", deck_b="random"), num_cycles=1000)
    assert {str(w.message) for w in caught} <= EXPECTED_API_WARNINGS


def test_passes_the_pettingzoo_seed_test() -> None:
    seed_test(raw_env, num_cycles=200)


def test_spaces_are_fixed_size() -> None:
    e = raw_env()
    for agent in e.possible_agents:
        assert e.action_space(agent).n == ACTION_SIZE
        assert e.observation_space(agent)["observation"].shape == (OBSERVATION_SIZE,)
        assert e.observation_space(agent)["action_mask"].shape == (ACTION_SIZE,)


def test_the_agent_to_act_is_the_player_the_game_waits_for() -> None:
    e = raw_env()
    e.reset(seed=4)
    for _ in range(60):
        assert e.game is not None and not e.game.is_over
        player = e.game.current_player
        assert e.agent_selection == f"player_{player}"
        mask = e.observe(e.agent_selection)["action_mask"]
        other = e.observe(f"player_{1 - player}")["action_mask"]
        assert mask.sum() == len(e.legal_actions()) == len(e.game.legal_actions())
        assert other.sum() == 0  # only the deciding player has legal indices
        e.step(int(np.flatnonzero(mask)[-1]))


def test_r1_the_winner_gets_plus_one_and_the_loser_minus_one() -> None:
    e = raw_env()
    for seed in range(3):
        e.reset(seed=seed)
        totals = dict.fromkeys(e.possible_agents, 0.0)
        rng = np.random.default_rng(seed)
        for agent in e.agent_iter():
            observation, reward, terminated, truncated, _ = e.last()
            totals[agent] += reward
            if terminated or truncated:
                e.step(None)
            else:
                e.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        assert e.game is not None and e.game.result is not None
        winner = e.game.result.winner
        assert winner is not None
        assert totals == {f"player_{winner}": 1.0, f"player_{1 - winner}": -1.0}
        assert e.agents == []


def test_a_game_cut_at_max_decisions_is_truncated_without_reward() -> None:
    e = raw_env(max_decisions=5)
    e.reset(seed=1)
    for _ in range(5):
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0]))
    assert all(e.truncations.values()) and not any(e.terminations.values())
    assert all(reward == 0 for reward in e.rewards.values())
    assert not e.observe(e.agent_selection)["action_mask"].any()


def test_r6_6_the_mulligan_index_is_a_bitmask_of_hand_slots() -> None:
    """R6.6: with the trial decks' first vanguards set, the game opens on the mulligan; the
    block's first index keeps the hand, bit i returns the i-th card the view lists."""
    e = raw_env()
    e.reset(seed=2)
    assert e.game is not None and e.game.prompt.kind == "mulligan"
    player = e.game.current_player
    assert player is not None
    hand = [card["iid"] for card in e.game.view(player)["players"][player]["hand"]]
    legal = e.legal_actions()
    assert legal[MULLIGAN_START].kind is ActionKind.MULLIGAN
    assert legal[MULLIGAN_START].cards == ()
    for index, action in legal.items():
        expected = MULLIGAN_START + sum(1 << hand.index(iid) for iid in action.cards)
        assert index == expected


def test_r30_13_2_the_first_player_choice_has_its_own_last_block() -> None:
    """R30.13.2: with `first_player_choice` the game opens on the draw winner's choice; its
    two indices come after every other block, which keeps their indices unchanged."""
    e = raw_env(variants=("first_player_choice",))
    e.reset(seed=5)
    assert e.game is not None and e.game.prompt.kind == "choose_first"
    chooser = e.game.current_player
    assert e.agent_selection == f"player_{chooser}"
    legal = e.legal_actions()
    assert sorted(legal) == [FIRST_PLAYER_START, FIRST_PLAYER_START + 1]
    assert FIRST_PLAYER_START + 2 == ACTION_SIZE
    assert legal[FIRST_PLAYER_START].kind is ActionKind.GO_FIRST
    e.step(FIRST_PLAYER_START + 1)  # go second
    assert e.game.first_player == 1 - chooser
    with pytest.raises(ValueError, match="unknown rule variant"):
        raw_env(variants=("stride",))


def test_an_illegal_index_is_refused_and_changes_nothing() -> None:
    e = raw_env()
    e.reset(seed=3)
    assert e.game is not None
    before = e.game.state_hash()
    illegal = int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="not legal"):
        e.step(illegal)
    assert e.game.state_hash() == before


def test_the_same_seed_gives_the_same_game_and_seedless_resets_follow_it() -> None:
    first, second = raw_env(), raw_env()
    for e in (first, second):
        e.reset(seed=11)
        e.reset()
    assert first.game is not None and second.game is not None
    assert first.game.state_hash() == second.game.state_hash()
    first.reset(seed=12)
    assert first.game is not None
    assert first.game.state_hash() != second.game.state_hash()


def test_r22_the_observation_does_not_change_with_hidden_information() -> None:
    """R22: shuffling the opponent's deck, swapping a card of the opponent's hand with one of
    their deck, and shuffling one's own deck change the game but not the observation."""
    e = raw_env()
    e.reset(seed=5)
    for _ in range(40):  # into the first turns, hands and decks in play
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0]))
    game = e.game
    assert game is not None and not game.is_over
    agent = e.agent_selection
    me = int(agent[-1])
    before = e.observe(agent)
    hidden_before = game.state_hash()
    opponent = game.players[1 - me]
    opponent.deck.reverse()
    opponent.hand[0], opponent.deck[0] = opponent.deck[0], opponent.hand[0]
    game.players[me].deck.reverse()
    assert game.state_hash() != hidden_before  # the game did change
    after = e.observe(agent)
    assert np.array_equal(before["observation"], after["observation"])
    assert np.array_equal(before["action_mask"], after["action_mask"])


def test_r22_own_hand_cards_are_shown_and_the_opponents_are_not() -> None:
    """R22: a player's rows show where its hand cards are and what they are; the rows of the
    opponent's hand cards (which the game knows) stay empty."""
    e = raw_env()
    e.reset(seed=6)
    game = e.game
    assert game is not None
    for me in (0, 1):
        rows = e.observe(f"player_{me}")["observation"][-100 * REF_SIZE :].reshape(100, REF_SIZE)
        for iid in game.players[me].hand:
            row = rows[card_ref(iid, me)]
            assert row[LOCATIONS.index("hand")] == 1.0
            assert row[len(LOCATIONS)] == 1.0  # shown: what the card is is filled in
        for iid in game.players[1 - me].hand:
            assert not rows[card_ref(iid, me)].any()


def test_observations_stay_inside_their_space_over_many_games() -> None:
    e = raw_env(deck_a="random", deck_b="random")
    space = e.observation_space("player_0")
    for seed in range(4):
        e.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _ in e.agent_iter():
            observation, _, terminated, truncated, _ = e.last()
            assert space.contains(observation)
            if terminated or truncated:
                e.step(None)
            else:
                e.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))


@pytest.mark.parametrize(
    ("deck", "message"), [("random:Nobody", "cannot build random decks"), ("nope.txt", "nope")]
)
def test_a_bad_deck_is_refused_when_the_environment_is_made(deck: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        raw_env(deck_a=deck)


def test_render_ansi_describes_the_board() -> None:
    e = raw_env(render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert isinstance(text, str) and "player 0" in text and "player 1" in text
