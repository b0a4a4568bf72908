"""Every event the engine logs is documented in docs/API.md with its fields (R22.4: the
event log is what clients, replays and the browser read).

The documented kinds must be exactly the kinds the engine's source can emit (read from every
`emit(...)` call), and every event of many played games must carry exactly the documented
fields: all of them, except those marked `name?`, and nothing else.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

from vanguard.ai import make_agent
from vanguard.decks import load_deck
from vanguard.decks.generate import random_deck
from vanguard.engine import Game, new_game
from vanguard.engine.constants import EventKind
from vanguard.testing import Scenario

API = Path(__file__).resolve().parents[2] / "docs" / "API.md"
BASE_FIELDS = frozenset({"seq", "kind", "player"})


@cache
def documented() -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """kind -> (required fields, optional fields), from the Events table of docs/API.md."""
    text = API.read_text("utf-8")
    table = text[text.index("### Events") :]
    table = table[: table.index("\n\n", table.index("| Kind |"))]
    kinds: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    for line in table.splitlines():
        match = re.match(r"\| `(\w+)` \|[^|]*\|([^|]*)\|", line)
        if match is None:
            continue
        names = re.findall(r"`(\w+\??)`", match.group(2))
        required = frozenset(n for n in names if not n.endswith("?"))
        optional = frozenset(n[:-1] for n in names if n.endswith("?"))
        assert match.group(1) not in kinds, f"{match.group(1)} is documented twice"
        kinds[match.group(1)] = (required, optional)
    return kinds


def emitted_kinds() -> set[str]:
    """Every event kind the engine can log: `Game.emit` accepts only `EventKind` members, so
    the enum is the list (the games below check that each one really comes up)."""
    return {kind.value for kind in EventKind}


def test_r22_4_every_event_kind_the_engine_emits_is_documented_and_no_other() -> None:
    kinds = emitted_kinds()
    assert {"drew", "hit", "no_hit", "power_changed", "critical_changed"} <= kinds
    assert sorted(kinds - set(documented())) == [], "emitted but not in docs/API.md"
    assert sorted(set(documented()) - kinds) == [], "in docs/API.md but never emitted"


def _games() -> list[Game]:
    """Finished games: the trial decks and random decks of every clan, random and heuristic
    players, both setup variants, a concession."""
    games = []
    for number in range(14):
        if number % 4 == 0:
            a, b = load_deck("td01"), load_deck("td02")
        else:
            a, b = random_deck(2 * number), random_deck(2 * number + 1)
        firsts = (a.first_vanguard, b.first_vanguard) if number % 2 else (None, None)
        variants = ("first_player_choice", "mulligan_cr119") if number % 3 == 0 else ()
        game = new_game(a.cards, b.cards, number, first_vanguards=firsts, variants=variants)
        names = ("heuristic", "random") if number % 2 else ("random", "random")
        agents = [make_agent(names[0], number), make_agent(names[1], number + 1)]
        while not game.is_over:
            if number == 13 and game.turn == 3:
                game.concede(1)
                break
            player = game.current_player
            assert player is not None
            game.apply(agents[player].choose(game, player, game.legal_actions()))
        games.append(game)
    return games


def _card_positions() -> list[Game]:
    """Positions of the card tests for the kinds random games rarely reach: a unit put into
    the soul and a mill (Guiding Zombie), a superior ride (Dragon Knight, Aleph), a Soul
    Blast (Demon Slaying Knight, Lohengrin), a card searched into the drop zone (Chappie the
    Ghostie)."""
    marron, gallatin = "Little Sage, Marron", "Knight of Silence, Gallatin"
    zombie = Scenario()
    zombie.player(0).vanguard(gallatin).rear("RC_FL", "Guiding Zombie").deck(*[marron] * 5)
    zombie.player(1).vanguard(gallatin)
    mill = zombie.start(phase="main")
    mill.act("activate", card="Guiding Zombie", choice=1)  # [self to soul] mill 3

    aleph = Scenario()
    aleph.player(0).vanguard("Dragon Knight, Aleph").rear("RC_FL", "Embodiment of Armor, Bahr")
    aleph.player(0).rear("RC_BL", "Embodiment of Spear, Tahr").damage(marron)
    aleph.player(0).deck("Embodiment of Victory, Aleph", marron, marron)
    aleph.player(1).vanguard(gallatin)
    ride = aleph.start(phase="main")
    ride.act("activate", card="Dragon Knight, Aleph", choice=0)
    ride.act("choose", card="Embodiment of Victory, Aleph")

    lohengrin = Scenario()
    lohengrin.player(0).vanguard("Demon Slaying Knight, Lohengrin").soul(*[marron] * 8)
    lohengrin.player(0).damage(*[marron] * 5)
    lohengrin.player(1).vanguard(marron).rear("RC_FL", marron)
    blast = lohengrin.start(phase="battle")
    blast.act("attack", card="Demon Slaying Knight, Lohengrin", target=blast.iid(1, "VC"))
    blast.act("yes")  # SB8 & CB5
    ngm = Scenario()  # NGM Prototype (TD03): +5000 shield when it intercepts (R31.4)
    ngm.player(0).vanguard(gallatin).rear("RC_BC", marron)
    ngm.player(1).vanguard("King of Sword").rear("RC_FL", "NGM Prototype")
    shield = ngm.start(phase="battle")
    shield.act("attack", card=gallatin, target=shield.iid(1, "VC"))
    shield.act("boost")
    shield.act("intercept", card="NGM Prototype")
    chappie = Scenario()  # Chappie the Ghostie (BT02): a found card put into the drop (R31.8)
    chappie.player(0).vanguard("Commodore Blueblood").hand("Chappie the Ghostie")
    chappie.player(0).deck("Knight Spirit", marron)
    chappie.player(1).vanguard("King of Sword").rear("RC_FL", marron)
    to_drop = chappie.start(phase="battle", turn_player=1)
    to_drop.act("attack", card="King of Sword", target="Commodore Blueblood")
    to_drop.act("guard", card="Chappie the Ghostie")
    to_drop.act("choose", card="Knight Spirit")
    return [mill.game, ride.game, blast.game, shield.game, to_drop.game]


#: Kinds whose only source is a vocabulary word no playable card uses yet; the word's own
#: test (tests/engine/test_vocabulary.py) sees the event.
NOT_YET_ON_A_CARD = {"put_on_vanguard_circle": "Stil Vampir (BT03) waits for its script"}


def test_r22_4_every_logged_event_has_exactly_its_documented_fields() -> None:
    """Each event, as its own player sees it (private fields included; a spectator for
    events of both players), has every documented field, the optional ones at most, and
    no other; every documented kind comes up."""
    docs = documented()
    seen: Counter[str] = Counter()
    for game in _games() + _card_positions():
        events: list[dict[str, Any]] = [
            e for viewer in (0, 1) for e in game.events_for(viewer) if e["player"] == viewer
        ]
        events += [e for e in game.events_for(None) if e["player"] is None]
        for event in events:
            kind = event["kind"]
            assert kind in docs, f"{kind} is not documented"
            required, optional = docs[kind]
            fields = set(event) - BASE_FIELDS
            assert required <= fields, f"{kind} lacks {sorted(required - fields)}: {event}"
            extra = fields - required - optional
            assert not extra, f"{kind} has undocumented {sorted(extra)}: {event}"
            seen[kind] += 1
    never = set(docs) - set(seen) - set(NOT_YET_ON_A_CARD)
    assert sorted(never) == [], "documented kinds that never came up"
