"""Card abilities as data: the vocabulary (`model`), strict loading (`load`) and card text
rendered from the data (`render`)."""

from vanguard.abilities.model import AbilitySpec, Filter
from vanguard.abilities.nodes import VocabularyError

__all__ = ["AbilitySpec", "Filter", "VocabularyError"]
