"""The installed engine is compiled (setup.py, mypyc) and plays exactly as its sources.

The compiled modules are built from the same typed sources, but a compiler could still
change behaviour (integer and float arithmetic, iteration order, a type it checks at run
time). So the same random games are played twice in child processes, once compiled and
once from the sources (`VANGUARD_PURE_PYTHON=1`), and every position, view and event must be
the same. CI sets `VANGUARD_TEST_COMPILED=required`, so an install that silently stopped
compiling fails there instead of skipping.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import vanguard.engine
from vanguard.native import PURE_PYTHON_SWITCH

REQUIRED = os.environ.get("VANGUARD_TEST_COMPILED") == "required"

#: Plays random games (Classic trial decks and random decks of wave 1 clans, with setup
#: variants) and prints, per game, the hash of the position after every decision, the final
#: views and every event as each seat sees it.
GAMES = r"""
import hashlib, json, random, sys
import vanguard.engine
from vanguard.decks import load_deck
from vanguard.decks.generate import random_deck
from vanguard.engine import new_game

def pairs():
    yield load_deck("td01"), load_deck("td02"), ()
    for seed, (a, b) in enumerate([("Tachikaze", "Dark Irregulars"), ("Nova Grappler",
            "Granblue"), ("Spike Brothers", "Pale Moon")]):
        yield (random_deck(seed * 2, a, format="classic-bt03"),
               random_deck(seed * 2 + 1, b, format="classic-bt03"), ("first_player_choice",))

out = {"compiled": vanguard.engine.COMPILED, "games": []}
for index, (a, b, variants) in enumerate(pairs()):
    for seed in range(2):
        game = new_game(a.cards, b.cards, 100 * index + seed, variants=variants,
                        first_vanguards=(a.first_vanguard, b.first_vanguard))
        agent = random.Random(seed)
        hashes = hashlib.sha256()
        while not game.is_over:
            options = game.legal_actions()
            game.apply(options[agent.randrange(len(options))])
            hashes.update(game.state_hash().encode())
            data = game.to_data()
            assert game.from_data(data).state_hash() == game.state_hash()
        out["games"].append({
            "decisions": game.decisions,
            "hashes": hashes.hexdigest(),
            "views": [game.view(p) for p in (0, 1, None)],
            "events": [game.events_for(p) for p in (0, 1, None)],
        })
json.dump(out, sys.stdout, sort_keys=True)
"""


def _play(pure: bool) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != PURE_PYTHON_SWITCH}
    if pure:
        env[PURE_PYTHON_SWITCH] = "1"
    result = subprocess.run(
        [sys.executable, "-c", GAMES], env=env, capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stderr
    played: dict[str, object] = json.loads(result.stdout)
    return played


def _compiled_or_skip() -> None:
    if vanguard.engine.COMPILED:
        return
    if REQUIRED:
        pytest.fail("the engine runs from its sources: the install did not compile it")
    pytest.skip("the engine is not compiled here (VANGUARD_PURE_PYTHON, or an edited checkout)")


def test_the_installed_engine_runs_compiled() -> None:
    _compiled_or_skip()
    from vanguard.engine import game

    assert type(game.Game.apply).__name__ != "function", "Game's methods are compiled"


def test_the_compiled_engine_plays_exactly_as_its_sources() -> None:
    _compiled_or_skip()
    compiled, source = _play(pure=False), _play(pure=True)
    assert compiled["compiled"] is True and source["compiled"] is False
    assert len(compiled["games"]) == 8  # type: ignore[arg-type]
    assert compiled["games"] == source["games"]


def test_the_tests_that_patch_the_engine_pass_on_its_sources() -> None:
    """Tests that replace engine code at run time (marker `patches_engine`) are skipped where
    the engine is compiled (tests/conftest.py): here they run on the sources."""
    _compiled_or_skip()
    env = {**os.environ, PURE_PYTHON_SWITCH: "1"}
    env.pop("PYTEST_XDIST_WORKER", None)
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider"]
    result = subprocess.run(
        [*command, "-m", "patches_engine", "tests/e2e", "tests/engine"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert " passed" in result.stdout and "skipped" not in result.stdout, result.stdout[-500:]
