"""Playing whole matches between agents: simulation, game records and replays."""

from vanguard.sim.backends import BackendUnavailable, available_cores
from vanguard.sim.decks import DeckSource, DeckSpecError, RandomDecks, deck_source
from vanguard.sim.records import GameRecord, RecordError, load_record, replay_record
from vanguard.sim.runner import BACKENDS, SimulationJob, play_game, simulate
from vanguard.sim.stats import wilson_interval
from vanguard.sim.summary import GameOutcome, SimulationSummary

__all__ = [
    "BACKENDS",
    "BackendUnavailable",
    "DeckSource",
    "DeckSpecError",
    "GameOutcome",
    "GameRecord",
    "RandomDecks",
    "RecordError",
    "SimulationJob",
    "SimulationSummary",
    "available_cores",
    "deck_source",
    "load_record",
    "play_game",
    "replay_record",
    "simulate",
    "wilson_interval",
]
