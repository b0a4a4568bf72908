"""Playing whole matches between agents: simulation, game records and replays."""

from vanguard.sim.records import GameRecord, RecordError, load_record, replay_record
from vanguard.sim.runner import SimulationSummary, play_game, simulate

__all__ = [
    "GameRecord",
    "RecordError",
    "SimulationSummary",
    "load_record",
    "play_game",
    "replay_record",
    "simulate",
]
