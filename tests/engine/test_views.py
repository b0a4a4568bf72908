"""R22 visibility: what views and event logs show each player and the spectators.

R22.1 public information is the same for everybody; R22.2 hands and the face-down first
vanguard are seen by their owner only; R22.3 drawn cards (also by a Draw trigger) and cards
returned to the deck are not shown to the opponent; R22.4 event logs obey the same rules.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from vanguard.decks import DeckList, load_deck
from vanguard.engine import Action, ActionKind, Game, new_game
from vanguard.engine.rng import Rng
from vanguard.engine.zones import move
from vanguard.testing.leaks import iids_in
from vanguard.testing.scenario import Harness, Scenario

TRUMPETER = "Stardust Trumpeter"
MARRON = "Little Sage, Marron"
GALLATIN = "Knight of Silence, Gallatin"
GOVANNON = "Weapons Dealer, Govannon"  # RP draw trigger, vanilla
UNDEUX = "Lizard Runner, Undeux"
BAHR = "Embodiment of Armor, Bahr"
NEHALEM = "Dragon Knight, Nehalem"
MONICA = "Dragon Dancer, Monica"  # Kagero draw trigger, vanilla
TAHR = "Embodiment of Spear, Tahr"  # Kagero critical trigger, vanilla


@cache
def _deck(name: str) -> DeckList:
    return load_deck(name)


def _new_game(seed: int = 0) -> Game:
    a, b = _deck("td01"), _deck("td02")
    return new_game(
        a.cards, b.cards, seed, first_player=0, first_vanguards=(a.first_vanguard, b.first_vanguard)
    )


def _iids(data: Any) -> set[int]:
    """Every card number mentioned anywhere in a view or event (under 'iid')."""
    found: set[int] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "iid" and isinstance(value, int):
                found.add(value)
            else:
                found |= _iids(value)
    elif isinstance(data, list):
        for item in data:
            found |= _iids(item)
    return found


def _public(view: dict[str, Any]) -> dict[str, Any]:
    """A view without the viewer's own hand and the viewer's name."""
    data = json.loads(json.dumps(view))
    data.pop("viewer")
    for p in data["players"]:
        p.pop("hand", None)
    return data


def _board() -> Harness:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON, rested=True).soul(TRUMPETER).hand(
        MARRON, TRUMPETER
    ).damage(BAHR, NEHALEM).damage(MARRON, face_down=True).drop(TRUMPETER)
    s.player(1).vanguard(NEHALEM).rear("RC_FR", BAHR).hand(UNDEUX, BAHR, NEHALEM).damage(
        UNDEUX, face_down=True
    )
    return s.start(phase="main", turn=3)


# ---------------------------------------------------------------------------- views


def test_r22_2_own_hand_is_listed_in_the_players_view() -> None:
    h = _board()
    g = h.game
    mine = g.view(0)["players"][0]
    assert mine["hand_count"] == 2
    assert sorted(c["iid"] for c in mine["hand"]) == sorted(g.players[0].hand)
    assert sorted(c["card"] for c in mine["hand"]) == ["little-sage-marron", "stardust-trumpeter"]


def test_r22_2_the_opponents_hand_is_a_count_only() -> None:
    h = _board()
    g = h.game
    theirs = g.view(0)["players"][1]
    assert "hand" not in theirs
    assert theirs["hand_count"] == 3
    assert not _iids(g.view(0)) & set(g.players[1].hand)
    assert not _iids(g.view(1)) & set(g.players[0].hand)


def test_r22_1_r22_2_decks_are_counts_only_for_everybody() -> None:
    h = _board()
    g = h.game
    for viewer in (0, 1, None):
        view = g.view(viewer)
        for index, p in enumerate(view["players"]):
            assert p["deck_count"] == len(g.players[index].deck)
            assert "deck" not in p
            assert not _iids(view) & set(g.players[index].deck)


def test_r22_spectators_see_no_hand() -> None:
    h = _board()
    g = h.game
    view = g.view(None)
    assert view["viewer"] is None
    for index, p in enumerate(view["players"]):
        assert "hand" not in p
        assert p["hand_count"] == len(g.players[index].hand)
        assert not _iids(view) & set(g.players[index].hand)


def test_r4_1_1_damage_cards_carry_identity_and_face_for_everybody() -> None:
    """R4.1.1, R21.14: face-down damage is public too; views give its identity and face."""
    h = _board()
    g = h.game
    expected = [
        {"iid": i, "card": g.cards[i].id, "face_up": not g.face_down[i]}
        for i in g.players[0].damage
    ]
    assert [d["face_up"] for d in expected] == [True, True, False]
    for viewer in (0, 1, None):
        assert g.view(viewer)["players"][0]["damage"] == expected
    assert g.view(0)["players"][1]["damage"] == [
        {"iid": g.players[1].damage[0], "card": "lizard-runner-undeux", "face_up": False}
    ]


def test_r22_1_public_zones_are_the_same_for_both_players_and_spectators() -> None:
    h = _board()
    g = h.game
    public = _public(g.view(None))
    assert _public(g.view(0)) == public
    assert _public(g.view(1)) == public
    p0 = public["players"][0]
    assert [c["card"] for c in p0["soul"]] == ["stardust-trumpeter"]
    assert [c["card"] for c in p0["drop"]] == ["stardust-trumpeter"]
    assert p0["field"]["RC_FL"]["card"] == "little-sage-marron"
    assert p0["field"]["RC_FL"]["rested"] is True
    assert p0["field"]["VC"]["power"] == 10000
    assert p0["field"]["RC_BC"] is None


def test_r22_1_guardians_and_the_battle_are_public() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", BAHR).hand(BAHR, UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    h.act("guard", card=UNDEUX)
    g = h.game
    for viewer in (0, None):
        view = g.view(viewer)
        guardians = view["players"][1]["guardians"]
        assert [u["card"] for u in guardians] == ["lizard-runner-undeux"]
        assert guardians[0]["rested"] is True
        assert view["battle"]["attacker"]["card"] == "knight-of-silence-gallatin"
        assert view["battle"]["target"]["player"] == 1
        assert view["players"][1]["field"]["VC"]["power"] == 20000  # 10000 + shield 10000
        assert view["players"][1]["hand_count"] == 1


def test_r12_1_2_r22_a_booster_sent_to_the_deck_mid_battle_is_no_longer_named() -> None:
    """R12.1.2: a unit that leaves its circle loses its battle role; R22.1: once in the deck
    its instance must not be traceable. The battle still shows that a booster was there, but
    no longer which card (a hypothesis run found the view naming it inside the deck)."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_BC", TRUMPETER)
    s.player(1).vanguard(GALLATIN).hand(MARRON)  # the battle waits in the guard step
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=GALLATIN)
    h.act("boost", card=TRUMPETER)
    booster = h.iid(0, "RC_BC")
    assert h.game.view(1)["battle"]["booster"]["iid"] == booster
    move(h.game, booster, "deck", "to_deck")
    for viewer in (0, 1, None):
        role = h.game.view(viewer)["battle"]["booster"]
        assert role == {"iid": None, "card": None, "circle": "RC_BC", "active": False}
        assert booster not in iids_in(h.game.view(viewer))


def test_r22_1_the_checked_card_in_the_trigger_zone_is_public() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(MARRON, MARRON)
    s.player(1).vanguard(NEHALEM).rear("RC_FL", BAHR).deck(TAHR, BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=NEHALEM)
    # the drive check is vanilla; the damage check reveals Tahr, and player 1 (two units)
    # chooses where its +5000 goes while the card sits in the trigger zone
    assert h.decision == "trigger_power" and h.deciding == 1
    for viewer in (0, 1, None):
        zone = h.game.view(viewer)["players"][1]["trigger_zone"]
        assert zone is not None and zone["card"] == "embodiment-of-spear-tahr"


def test_r6_7_r22_2_face_down_first_vanguard_is_shown_to_its_owner_only() -> None:
    g = _new_game()
    assert g.view(0)["players"][0]["field"]["VC"]["card"] == "stardust-trumpeter"
    assert g.view(0)["players"][1]["field"]["VC"] == {"face_down": True}
    assert g.view(1)["players"][1]["field"]["VC"]["card"] == "lizard-runner-undeux"
    assert g.view(1)["players"][0]["field"]["VC"] == {"face_down": True}
    spectator = g.view(None)
    assert spectator["players"][0]["field"]["VC"] == {"face_down": True}
    assert spectator["players"][1]["field"]["VC"] == {"face_down": True}
    vanguards = {g.players[0].circles[1], g.players[1].circles[1]}
    assert not _iids(spectator) & vanguards


# ---------------------------------------------------------------------------- events


def test_r22_3_drawn_cards_are_shown_to_the_drawer_only() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(TRUMPETER, MARRON)
    s.player(1).vanguard(NEHALEM)
    h = s.start(phase="draw", turn=3)
    g = h.game
    drawn = g.players[0].hand[-1]
    for viewer in (1, None):
        events = [e for e in g.events_for(viewer) if e["kind"] == "drew"]
        assert events == [{"seq": events[0]["seq"], "kind": "drew", "player": 0, "count": 1}]
        assert drawn not in _iids(g.events_for(viewer))
    own = [e for e in g.events_for(0) if e["kind"] == "drew"]
    assert own[0]["cards"] == [{"iid": drawn, "card": "stardust-trumpeter"}]


def test_r22_3_mulligan_returns_and_redraws_are_hidden_from_the_opponent() -> None:
    g = _new_game()
    choice = next(a for a in g.legal_actions() if len(a.cards) == 2)
    since = len(g.events_for(None))
    g.apply(choice)
    new_cards = set(g.players[0].hand) - set(choice.cards)
    for viewer in (1, None):
        events = g.events_for(viewer, since)
        assert {e["kind"] for e in events} >= {"mulligan", "drew"}
        assert not _iids(events) & (set(choice.cards) | new_cards)
        assert all(set(e) <= {"seq", "kind", "player", "count"} for e in events)
    own = g.events_for(0, since)
    assert _iids(own) >= set(choice.cards)


def test_r22_4_first_vanguard_identity_stays_out_of_the_opponents_events() -> None:
    a, b = _deck("td01"), _deck("td02")
    g = new_game(a.cards, b.cards, 0, first_player=0)
    g.apply(next(x for x in g.legal_actions() if g.cards[x.card].name == "Flogal"))
    chosen = g.players[0].circles[1]
    for viewer in (1, None):
        assert chosen not in _iids(g.events_for(viewer))
        assert "flogal" not in json.dumps(g.events_for(viewer))
    assert chosen in _iids(g.events_for(0))


def test_r22_3_a_draw_trigger_draw_is_hidden_from_the_opponent() -> None:
    """R12.5.5, R22.3: the checked Draw trigger is public, the card it draws is not."""
    s = Scenario()
    s.player(0).vanguard(GALLATIN).rear("RC_FL", MARRON)  # keeps the turn going afterwards
    s.player(1).vanguard(UNDEUX).deck(MONICA, BAHR, BAHR)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=UNDEUX)
    assert h.decision == "attack" and h.game.turn == 3
    g = h.game
    assert len(g.players[1].hand) == 1
    drawn = g.players[1].hand[0]
    for viewer in (0, None):
        events = g.events_for(viewer)
        revealed = [e for e in events if e["kind"] == "check_revealed" and e["player"] == 1]
        assert revealed[0]["card"] == "dragon-dancer-monica"  # the check itself is public
        draws = [e for e in events if e["kind"] == "drew" and e["player"] == 1]
        assert len(draws) == 1 and draws[0]["count"] == 1 and "cards" not in draws[0]
        assert drawn not in _iids(events)
    own = [e for e in g.events_for(1) if e["kind"] == "drew" and e["player"] == 1]
    assert own[0]["cards"][0]["iid"] == drawn


def test_r22_3_a_drive_check_draw_trigger_draw_is_hidden_from_the_defender() -> None:
    s = Scenario()
    s.player(0).vanguard(GALLATIN).deck(GOVANNON, TRUMPETER, MARRON)
    s.player(1).vanguard(UNDEUX)
    h = s.start(phase="battle", turn=3)
    h.act("attack", card=GALLATIN, target=UNDEUX)
    g = h.game
    drawn = next(i for i in g.players[0].hand if g.cards[i].name == TRUMPETER)
    assert drawn not in _iids(g.events_for(1))
    assert drawn not in _iids(g.events_for(None))
    assert drawn in _iids(g.events_for(0))


def test_r22_4_no_event_of_a_whole_game_leaks_a_hidden_card() -> None:
    """Random play for several turns: every card a non-owner sees in the events must have
    been public (on a circle, soul, drop, damage, trigger zone, or revealed by a check)."""
    g = _new_game(seed=5)
    rng = Rng(99)
    hidden_seen: list[tuple[int | None, int]] = []
    steps = 0
    while g.result is None and g.turn < 9 and steps < 400:
        options = g.legal_actions()
        before = len(g.events_for(None))
        g.apply(options[rng.below(len(options))])
        steps += 1
        for viewer in (0, 1, None):
            for event in g.events_for(viewer, before):
                for iid in _iids(event):
                    owner = g.owner[iid]
                    if owner == viewer:
                        continue
                    p = g.players[owner]
                    # a card now hidden may only be named by the event that revealed it
                    revealing = event["kind"] in ("check_revealed", "trigger", "drive_to_hand")
                    if (iid in p.hand or iid in p.deck) and not revealing:
                        hidden_seen.append((viewer, iid))
    assert g.turn >= 3
    assert hidden_seen == []


def test_r22_views_and_events_are_json_serialisable() -> None:
    g = _new_game(seed=3)
    rng = Rng(7)
    for _ in range(120):
        for viewer in (0, 1, None):
            text = json.dumps(g.view(viewer))
            assert json.loads(text) == g.view(viewer)
        if g.result is not None:
            break
        options = g.legal_actions()
        g.apply(options[rng.below(len(options))])
    for viewer in (0, 1, None):
        json.dumps(g.events_for(viewer))
    g2 = _new_game()
    g2.concede(0)
    assert json.loads(json.dumps(g2.view(None)))["result"]["winner"] == 1
    json.dumps([Action(ActionKind.MULLIGAN, 0, cards=(1, 2)).to_dict()])


def test_r22_views_built_with_shared_parts_are_the_views_built_alone() -> None:
    """A server builds the parts every viewer sees alike once per position and shares them
    between both seats' and the spectators' views; each view must still be exactly the one
    built on its own (the face-down first vanguard and the hand included), in any order."""
    from vanguard.engine.views import build_view

    g = _new_game(seed=11)
    rng = Rng(3)
    positions = 0
    while g.result is None and positions < 300:
        for order in ((0, 1, None), (None, 1, 0)):
            shared: dict[Any, Any] = {}
            for viewer in order:
                assert build_view(g, viewer, shared) == g.view(viewer)
        options = g.legal_actions()
        g.apply(options[rng.below(len(options))])
        positions += 1
    assert positions > 50
