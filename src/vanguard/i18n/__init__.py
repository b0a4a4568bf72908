"""The game in several languages: message catalogues (`catalogs/*.json`), formatting with
English fallback, and the card pool's names and ability text per language (docs/I18N.md).

    from vanguard.i18n import LANGUAGES, catalog, translate, card_names, card_texts
    translate("ru", "ui.board.turn", turn=3)   # 'Ход 3'
"""

from vanguard.i18n.cards import card_names, card_texts
from vanguard.i18n.catalogs import LANGUAGES, CatalogError, UnknownLanguage, catalog
from vanguard.i18n.lookup import MissingMessage, translate
from vanguard.i18n.messages import MessageSyntaxError, MissingValue

__all__ = [
    "LANGUAGES",
    "CatalogError",
    "MessageSyntaxError",
    "MissingMessage",
    "MissingValue",
    "UnknownLanguage",
    "card_names",
    "card_texts",
    "catalog",
    "translate",
]
