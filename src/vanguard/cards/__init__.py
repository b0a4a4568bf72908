"""Card data of the Classic pool: typed models, the packaged card database and its checks."""

from vanguard.cards.database import CardDatabase, CardDataError, UnknownCardError, default_database
from vanguard.cards.models import Card, Print, Skill, Trigger

__all__ = [
    "Card",
    "CardDataError",
    "CardDatabase",
    "Print",
    "Skill",
    "Trigger",
    "UnknownCardError",
    "default_database",
]
