"""`resample_hidden`: a sampled world that differs from the real game only where `player`
cannot see (R22.1, R22.2), so that a search over it never peeks."""

from __future__ import annotations

from collections import Counter

from ai_games import DECK_PAIRS, play, start, swap_hidden

from vanguard.ai import make_agent
from vanguard.engine import Circle, Game
from vanguard.engine.determinize import resample_hidden
from vanguard.engine.rng import Rng


def public_zones(game: Game, player: int) -> list[object]:
    """Every zone `player` sees, card by card and in order (an opponent's face-down first
    vanguard is only 'a card there', R6.7)."""
    zones: list[object] = [list(game.players[player].hand)]
    for p in game.players:
        circles = [
            "face down" if c is not None and game.face_down[c] and p.index != player else c
            for c in p.circles
        ]
        zones += [circles, list(p.soul), list(p.drop), list(p.damage)]
        zones += [list(p.guardians), p.trigger, [game.face_down[i] for i in p.damage]]
    return zones


def test_r22_the_sample_looks_the_same_to_the_player(positions: list[Game]) -> None:
    """R22.1: everything the player sees, and every zone size, is unchanged."""
    for index, game in enumerate(positions):
        for player in (0, 1):
            world = resample_hidden(game, player, Rng(index))
            assert world.view(player) == game.view(player)
            assert public_zones(world, player) == public_zones(game, player)
            for before, after in zip(game.players, world.players, strict=True):
                assert len(after.hand) == len(before.hand)
                assert len(after.deck) == len(before.deck)


def test_every_card_is_still_somewhere_exactly_once(positions: list[Game]) -> None:
    """No card is lost, copied, or given to the other player."""
    for index, game in enumerate(positions):
        for player in (0, 1):
            world = resample_hidden(game, player, Rng(index))
            for before, after in zip(game.players, world.players, strict=True):
                assert Counter(after.all_cards()) == Counter(before.all_cards())
                assert len(set(after.all_cards())) == len(after.all_cards())


def test_r22_2_only_hidden_placement_changes(positions: list[Game]) -> None:
    """R22.2: the opponent's hand and deck are re-dealt from one pool, the player's own deck
    is shuffled, and over many samples the opponent's hand does change."""
    changed = 0
    for index, game in enumerate(positions):
        player = index % 2
        me, them = game.players[player], game.players[1 - player]
        world = resample_hidden(game, player, Rng(index))
        mine, theirs = world.players[player], world.players[1 - player]
        assert sorted(mine.deck) == sorted(me.deck)
        assert sorted(hidden_pool(world, 1 - player)) == sorted(hidden_pool(game, 1 - player))
        changed += sorted(theirs.hand) != sorted(them.hand)
    assert changed > len(positions) // 2


def hidden_pool(game: Game, owner: int) -> list[int]:
    """The owner's cards the other player cannot see: hand, deck, face-down vanguard."""
    p = game.players[owner]
    vanguard = p.circles[Circle.VC]
    face_down = [vanguard] if vanguard is not None and game.face_down[vanguard] else []
    return p.hand + p.deck + face_down


def test_the_real_game_is_untouched_and_the_sample_is_a_function_of_rng(
    positions: list[Game],
) -> None:
    """R2.7: the same generator state gives the same world; the game itself is not changed."""
    for index, game in enumerate(positions[:40]):
        before = game.state_hash()
        first = resample_hidden(game, 0, Rng(index))
        again = resample_hidden(game, 0, Rng(index))
        assert game.state_hash() == before
        assert first.state_hash() == again.state_hash()


def test_hidden_placement_does_not_influence_the_sample(positions: list[Game]) -> None:
    """Two games that differ only in where hidden cards are (the opponent's hand swapped
    with deck cards, the own deck reversed) give the very same sample."""
    for index, game in enumerate(positions):
        player = index % 2
        swapped = swap_hidden(game, player)
        assert swapped.view(player) == game.view(player)
        world = resample_hidden(game, player, Rng(index))
        other = resample_hidden(swapped, player, Rng(index))
        assert world.state_hash() == other.state_hash()


def test_r6_7_a_face_down_first_vanguard_is_sampled_too() -> None:
    """R6.7, R22.2: before stand-up the opponent's first vanguard is hidden; the sample puts
    some grade 0 card of theirs there, still face down."""
    game = start(("td01", "td02"), seed=3, preferred=False)
    assert game.prompt is not None and game.prompt.kind == "choose_vanguard"
    first = game.current_player
    assert first is not None
    game.apply(game.legal_actions()[0])
    player = 1 - first
    hidden = game.players[first].circles[Circle.VC]
    assert hidden is not None and game.face_down[hidden]
    seen = set()
    for seed in range(30):
        world = resample_hidden(game, player, Rng(seed))
        vanguard = world.players[first].circles[Circle.VC]
        assert vanguard is not None and world.face_down[vanguard]
        assert world.cards[vanguard].grade == 0
        assert world.view(player) == game.view(player)
        seen.add(vanguard)
    assert len(seen) > 1


def test_a_sample_plays_on_to_the_end(positions: list[Game]) -> None:
    """A sample is a complete, legal match: it can be played to its end."""
    for index, game in enumerate(positions[::15]):
        if game.is_over:
            continue
        player = game.current_player
        assert player is not None
        world = resample_hidden(game, player, Rng(index))
        play(world, [make_agent("random", index), make_agent("random", index + 1)])
        assert world.result is not None


def test_bad_player_is_refused() -> None:
    game = start(DECK_PAIRS[0], seed=1)
    try:
        resample_hidden(game, 2, Rng(0))
    except ValueError as error:
        assert "player" in str(error)
    else:
        raise AssertionError("player 2 was accepted")
