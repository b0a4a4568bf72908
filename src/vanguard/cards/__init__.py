"""Card data of the pool: typed models, the packaged card database, its checks and formats."""

from vanguard.cards.database import CardDatabase, CardDataError, UnknownCardError, default_database
from vanguard.cards.models import Card, CardStatus, Print, Skill, Trigger

__all__ = [
    "Card",
    "CardDataError",
    "CardDatabase",
    "CardStatus",
    "Print",
    "Skill",
    "Trigger",
    "UnknownCardError",
    "default_database",
]
